/**
 * The Security page (/dashboard/security, /es/dashboard/security): where the account is signed
 * in, signing sessions out, and the email sent after a sign-in from a new device
 * (docs/product.md#sessions-and-security-alerts).
 */
import type { Widen } from "./catalogue-shape.ts";

export const securityEn = {
  title: "Security",
  intro: "The browsers and devices signed in to your account right now. If you see one you do not recognise, sign it out and choose a new password.",
  sessionsHeading: "Where you are signed in",
  sessionsCount_one: "{{count}} active session",
  sessionsCount_other: "{{count}} active sessions",
  thisDevice: "This device",
  unknownBrowser: "Unknown browser",
  /** "Firefox 128 on Windows" */
  browserOnSystem: "{{browser}} on {{system}}",
  kinds: { computer: "Computer", phone: "Phone", tablet: "Tablet", unknown: "Unknown device" },
  place: {
    label: "Network (approximate place)",
    public: "Network {{network}}",
    private: "A private network, such as the office's",
    local: "This server itself",
    unknown: "Unknown",
  },
  signedIn: "Signed in",
  lastActive: "Last active",
  signOutOne: "Sign out this one",
  /** Read by screen readers after the button's text. */
  signOutOneWhich: "{{device}}, signed in {{when}}",
  signOutOthers: "Sign out everywhere else",
  othersHint: "Ends every session of your account except the one on this device.",
  onlyThisOne: "This device is the only place your account is signed in.",
  placeNote: "Places are shown as the network a device connected from (its last part hidden); we do not look up cities.",
  passwordHint: "Forgot your password, or think someone else knows it? Choose a new one: that signs your account out everywhere.",
  choosePassword: "Choose a new password",
  done: {
    one: "That session is signed out.",
    gone: "That session had already ended.",
    others_one: "{{count}} other session is signed out.",
    others_other: "{{count}} other sessions are signed out.",
    noOthers: "There was no other session to sign out.",
  },
  tile: {
    title: "Security",
    text: "Where your account is signed in, and signing out a device you do not recognise.",
    link: "Review where you are signed in",
  },
  email: {
    subject: "New sign-in to your {{agency}} account",
    heading: "A new sign-in to your account",
    intro: "Your account was just signed in to from a browser we had not seen before:",
    device: "Browser and device: {{device}}",
    place: "Network: {{place}}",
    when: "When: {{when}} (Pacific time)",
    notYou: "If this was you, there is nothing to do. If it was not, sign that session out on your Security page and choose a new password.",
    action: "Review where you are signed in",
  },
};

export const securityEs: Widen<typeof securityEn> = {
  title: "Seguridad",
  intro: "Los navegadores y dispositivos con su cuenta abierta en este momento. Si ve alguno que no reconoce, ciérrelo y elija una contraseña nueva.",
  sessionsHeading: "Dónde tiene la sesión abierta",
  sessionsCount_one: "{{count}} sesión activa",
  sessionsCount_other: "{{count}} sesiones activas",
  thisDevice: "Este dispositivo",
  unknownBrowser: "Navegador desconocido",
  browserOnSystem: "{{browser}} en {{system}}",
  kinds: { computer: "Computadora", phone: "Teléfono", tablet: "Tableta", unknown: "Dispositivo desconocido" },
  place: {
    label: "Red (lugar aproximado)",
    public: "Red {{network}}",
    private: "Una red privada, como la de la oficina",
    local: "Este mismo servidor",
    unknown: "Desconocido",
  },
  signedIn: "Inicio de sesión",
  lastActive: "Última actividad",
  signOutOne: "Cerrar esta sesión",
  signOutOneWhich: "{{device}}, iniciada el {{when}}",
  signOutOthers: "Cerrar todas las demás sesiones",
  othersHint: "Cierra todas las sesiones de su cuenta excepto la de este dispositivo.",
  onlyThisOne: "Este dispositivo es el único lugar donde su cuenta tiene la sesión abierta.",
  placeNote: "Los lugares se muestran como la red desde la que se conectó el dispositivo (con su última parte oculta); no buscamos ciudades.",
  passwordHint: "¿Olvidó su contraseña o cree que otra persona la conoce? Elija una nueva: así se cierran todas las sesiones de su cuenta.",
  choosePassword: "Elegir una contraseña nueva",
  done: {
    one: "Esa sesión está cerrada.",
    gone: "Esa sesión ya había terminado.",
    others_one: "Se cerró {{count}} sesión más.",
    others_other: "Se cerraron {{count}} sesiones más.",
    noOthers: "No había otras sesiones que cerrar.",
  },
  tile: {
    title: "Seguridad",
    text: "Dónde tiene la sesión abierta, y cómo cerrar la de un dispositivo que no reconoce.",
    link: "Ver dónde tiene la sesión abierta",
  },
  email: {
    subject: "Nuevo inicio de sesión en su cuenta de {{agency}}",
    heading: "Un nuevo inicio de sesión en su cuenta",
    intro: "Se acaba de iniciar sesión en su cuenta desde un navegador que no habíamos visto antes:",
    device: "Navegador y dispositivo: {{device}}",
    place: "Red: {{place}}",
    when: "Cuándo: {{when}} (hora del Pacífico)",
    notYou: "Si fue usted, no tiene que hacer nada. Si no fue usted, cierre esa sesión en su página de Seguridad y elija una contraseña nueva.",
    action: "Ver dónde tiene la sesión abierta",
  },
};

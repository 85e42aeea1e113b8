/**
 * The emails to a person who sent a form, around what each form's confirmation says (that is in
 * the form's own area): the greeting, their contact at the agency, the small print. Staff emails
 * stay in English and are not here.
 */
import type { Widen } from "./catalogue-shape.ts";

export const emailsEn = {
  greeting: "Hi {{name}},",
  yourContact: "Your contact at {{agency}}:",
  directLine: "Direct line: {{phone}}",
  emailLine: "Email: {{email}}",
  whyYouGotThis: "You receive this email because this address was entered on our website. If that was not you, please let us know.",
  copyAddress: "Or copy this address:",
  preferences: "Email, text and call preferences",
};

export const emailsEs: Widen<typeof emailsEn> = {
  greeting: "Hola, {{name}}:",
  yourContact: "Su contacto en {{agency}}:",
  directLine: "Línea directa: {{phone}}",
  emailLine: "Correo electrónico: {{email}}",
  whyYouGotThis: "Recibe este correo porque esta dirección se escribió en nuestro sitio web. Si no fue usted, por favor avísenos.",
  copyAddress: "O copie esta dirección:",
  preferences: "Preferencias de correos, mensajes de texto y llamadas",
};

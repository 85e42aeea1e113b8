/** The public service center page (docs/product.md#carrier-directory-and-the-public-service-center-page). Carrier names stay as the directory has them. */
import type { Widen } from "./catalogue-shape.ts";

export const serviceCenterEn = {
  title: "Service Center: Manage Your Policies Online",
  description:
    "Existing customers: see your policies, download ID cards, request a certificate, change a vehicle, driver or address, file a claim and find your carrier's claims phone and payment page.",
  crumb: "Service Center",
  eyebrow: "For our customers",
  heading: "Service Center",
  intro:
    "Take care of your insurance online, any time: see your policies, download ID cards, ask for changes and find your carrier's claims line. Your requests go straight to your agent.",
  goToAccount: "Go to my account",
  signIn: "Sign in",
  createAccount: "Create an account",
  onlineHeading: "What you can do online",
  onlineIntroSignedIn: "Pick what you need; your requests go to your agent and you can follow them in your account.",
  onlineIntroSignedOut:
    "Sign in to your account for these. New here? Create an account with the email address we have on file and your policies appear once you confirm it.",
  /** The tasks, keyed as app/routes/public/service-center.tsx lists them. */
  tasks: {
    policies: { title: "See your policies", text: "Coverage, dates, vehicles and drivers of every policy you have with us." },
    documents: { title: "Download ID cards and documents", text: "Auto ID cards, declarations pages and the documents we send you." },
    certificate: { title: "Request a certificate", text: "Proof of coverage for a client, landlord or general contractor." },
    vehicleDriver: { title: "Add or remove a vehicle or driver", text: "A new car, a sold one, a new driver in the household." },
    address: { title: "Change your address", text: "Update your mailing or garaging address." },
    billing: { title: "Ask a billing question", text: "About a bill, a payment or your premium." },
    claim: { title: "File a claim", text: "Report an accident or a loss online, any time." },
    pay: { title: "Pay your bill", text: "Your carrier's payment page, or ours for policies we bill." },
  },
  /** {{signInLink}} and {{createLink}} are links reading signIn and createAccount. */
  haveAccount: "Already have an account? {{signInLink}}. First time? {{createLink}}.",
  carriersHeading: "Your insurance company's claims line and payment page",
  carriersIntro: "Most carriers take claims around the clock and bill you directly. Find yours below, or call us and we will help.",
  noDirectory:
    "For claims and payments, call us at {{phone}} and we will connect you with your insurance company. To report a claim after hours, call our 24/7 claims line at {{claimsPhone}}.",
  claims: "Claims",
  /** Read by screen readers after "Claims". */
  claimsFor: "for {{carrier}}",
  claimsCallUs: "Claims: call us at {{phone}}",
  makePayment: "Make a payment",
  paymentTo: "to {{carrier}} (opens in a new tab)",
  website: "Website",
  websiteOf: "of {{carrier}} (opens in a new tab)",
  notSure: "Not sure who insures you, or is your carrier missing? Call us at {{phone}}. Policies we bill ourselves are paid through {{portal}}.",
  portal: "our payment portal",
  talkHeading: "Talk to us",
  talkIntro: "Prefer a person? A licensed agent will help you, by phone, by email or at our office.",
  callUs: "Call us",
  claims247: "24/7 claims: {{phone}}",
  emailUs: "Email us",
  emailText: "Send a question or a change; a licensed agent answers.",
  directions: "Directions and more ways to reach us",
};

export const serviceCenterEs: Widen<typeof serviceCenterEn> = {
  title: "Centro de servicio: administre sus pólizas en línea",
  description:
    "Clientes actuales: vea sus pólizas, descargue sus tarjetas de seguro, pida un certificado, cambie un vehículo, un conductor o su dirección, presente un reclamo y encuentre el teléfono de reclamos y la página de pagos de su aseguradora.",
  crumb: "Centro de servicio",
  eyebrow: "Para nuestros clientes",
  heading: "Centro de servicio",
  intro:
    "Atienda sus seguros en línea, a cualquier hora: vea sus pólizas, descargue sus tarjetas de seguro, pida cambios y encuentre la línea de reclamos de su aseguradora. Sus solicitudes llegan directo a su agente.",
  goToAccount: "Ir a mi cuenta",
  signIn: "Iniciar sesión",
  createAccount: "Crear una cuenta",
  onlineHeading: "Lo que puede hacer en línea",
  onlineIntroSignedIn: "Elija lo que necesita; sus solicitudes llegan a su agente y puede darles seguimiento en su cuenta.",
  onlineIntroSignedOut:
    "Para esto, inicie sesión en su cuenta. ¿Primera vez? Cree una cuenta con el correo electrónico que tenemos registrado y sus pólizas aparecerán en cuanto lo confirme.",
  tasks: {
    policies: { title: "Vea sus pólizas", text: "Cobertura, fechas, vehículos y conductores de cada póliza que tiene con nosotros." },
    documents: { title: "Descargue sus tarjetas de seguro y documentos", text: "Tarjetas de seguro de auto, páginas de declaraciones y los documentos que le enviamos." },
    certificate: { title: "Pida un certificado", text: "Comprobante de cobertura para un cliente, un arrendador o un contratista general." },
    vehicleDriver: { title: "Agregue o quite un vehículo o un conductor", text: "Un auto nuevo, uno que vendió, un conductor nuevo en su hogar." },
    address: { title: "Cambie su dirección", text: "Actualice su dirección postal o la dirección donde guarda su vehículo." },
    billing: { title: "Pregunte sobre su factura", text: "Sobre una factura, un pago o su prima." },
    claim: { title: "Presente un reclamo", text: "Reporte un accidente o una pérdida en línea, a cualquier hora." },
    pay: { title: "Pague su factura", text: "La página de pagos de su aseguradora, o la nuestra para las pólizas que cobramos nosotros." },
  },
  haveAccount: "¿Ya tiene una cuenta? {{signInLink}}. ¿Primera vez? {{createLink}}.",
  carriersHeading: "La línea de reclamos y la página de pagos de su aseguradora",
  carriersIntro:
    "La mayoría de las aseguradoras reciben reclamos a toda hora y le cobran directamente. Encuentre la suya abajo, o llámenos y le ayudamos.",
  noDirectory:
    "Para reclamos y pagos, llámenos al {{phone}} y le comunicaremos con su compañía de seguros. Para reportar un reclamo fuera del horario de oficina, llame a nuestra línea de reclamos 24/7 al {{claimsPhone}}.",
  claims: "Reclamos",
  claimsFor: "de {{carrier}}",
  claimsCallUs: "Reclamos: llámenos al {{phone}}",
  makePayment: "Hacer un pago",
  paymentTo: "a {{carrier}} (se abre en una pestaña nueva)",
  website: "Sitio web",
  websiteOf: "de {{carrier}} (se abre en una pestaña nueva)",
  notSure:
    "¿No sabe con qué compañía está asegurado, o no aparece la suya? Llámenos al {{phone}}. Las pólizas que cobramos nosotros se pagan en {{portal}}.",
  portal: "nuestro portal de pagos",
  talkHeading: "Hable con nosotros",
  talkIntro: "¿Prefiere hablar con una persona? Un agente con licencia le ayudará por teléfono, por correo electrónico o en nuestra oficina.",
  callUs: "Llámenos",
  claims247: "Reclamos 24/7: {{phone}}",
  emailUs: "Escríbanos",
  emailText: "Envíenos una pregunta o un cambio; le responde un agente con licencia.",
  directions: "Cómo llegar y más formas de contactarnos",
};

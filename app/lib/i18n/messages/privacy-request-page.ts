/** The privacy request page and its form, the page after it, and the emails to the person who asked. */
import type { Widen } from "./catalogue-shape.ts";

export const privacyRequestEn = {
  title: "Your Privacy Choices: Do Not Sell, Access or Delete",
  description: "Ask our Las Vegas insurance agency not to sell your personal information, for a copy of it, or to delete or correct it. We answer within 60 days.",
  crumb: "Privacy Request",
  eyebrow: "Your privacy choices",
  heading: "Make a privacy request",
  intro:
    "Tell us not to sell your personal information, ask for a copy of what we hold about you, or ask us to delete or correct it. It costs nothing, and you do not need an account.",
  sendHeading: "Send your request",
  sendIntro: "We answer every request by email.",
  /** The column beside the form: what happens next. */
  next: {
    label: "What happens next",
    withinDays: "Within {{days}} days.",
    moreTime: "If we need more time we tell you why, and answer within {{days}} more days.",
    checkTitle: "We check it is you",
    checkText: "before we send or delete anything, usually by writing to the email address you give.",
    callTitle: "Rather call?",
    callText: "during office hours.",
    writeTitle: "Or write to us",
    writeText: "at",
    fewer: "Only want fewer emails, texts or calls? Use the preferences link at the bottom of any email from us, or see how in our",
    policy: "Privacy Policy",
  },
  choicesHeading: "What you can ask",
  /** The four kinds of request by their stored value: the option's label and what it means. */
  kinds: {
    do_not_sell: {
      label: "Do not sell my personal information",
      hint: "Nevada law lets you tell us never to sell what we know about you. We do not sell it; this makes it a promise on record.",
    },
    access: { label: "Send me a copy of my information", hint: "Everything we hold about you, sent to the email address below." },
    deletion: { label: "Delete my information", hint: "We delete what the law does not require us to keep, and tell you what we keep and why." },
    correction: { label: "Correct my information", hint: "Tell us below what is wrong and what it should say." },
  },
  form: {
    whoLegend: "Who you are",
    whoDescription: "The name and email address you gave us before, so we can find your information. We answer by email.",
    requestLegend: "Your request",
    detailsHint: "For example another email address or phone number you used, or what should be corrected. Please leave out Social Security and card numbers.",
    keeping: "We use what you give here only to answer this request, and keep the request and our answer for two years after we answer it, as proof that we did.",
    submit: "Send Request",
  },
  /** Each field's label, as the form, its error summary and the confirmation email show it. */
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    kind: "What would you like us to do?",
    details: "Anything that helps us find your information or understand your request",
  },
  errors: {
    kind: "Please choose what you would like us to do.",
  },
  sent: {
    title: "Privacy Request Received",
    description: "We received your privacy request.",
    heading: "We received your request",
    message:
      "We emailed you a confirmation with your request's reference number. We will answer by email within {{days}} days, and may first write to confirm that the request comes from you.",
    back: "Back to the Privacy Policy",
    home: "Return to Home",
  },
  /** The emails to the person, about their own request, in the language they asked in. */
  email: {
    reference: "Reference",
    footer: "You receive this email because you sent us a privacy request.",
    confirmation: {
      subject: "We received your privacy request {{reference}}",
      heading: "We received your privacy request",
      asked: "Thank you, {{name}}. You asked us: {{kind}}.",
      due: "We will answer by email by {{date}}, within {{days}} days. We may first write to confirm that the request comes from you, so that nobody else can see or change your information.",
      questions: "Questions? Reply to this email or call {{phone}} and quote {{reference}}.",
    },
    extension: {
      subject: "Your privacy request {{reference}}: we need a little more time",
      heading: "We need a little more time",
      working: "We are working on your request ({{kind}}) and need up to {{days}} more days to answer it completely.",
      why: "Why: {{reason}}",
      by: "You will have our answer by {{date}}.",
    },
    answer: {
      subject: "Our answer to your privacy request {{reference}}",
      heading: "Our answer to your privacy request",
      asked: "You asked us: {{kind}}.",
      questions: "If you have a question about this answer, reply to this email or call {{phone}}.",
    },
  },
};

export const privacyRequestEs: Widen<typeof privacyRequestEn> = {
  title: "Sus opciones de privacidad: no vender, obtener una copia o eliminar",
  description:
    "Pida a nuestra agencia de seguros de Las Vegas que no venda su información personal, que le envíe una copia o que la elimine o la corrija. Le respondemos en un plazo de 60 días.",
  crumb: "Solicitud de privacidad",
  eyebrow: "Sus opciones de privacidad",
  heading: "Hacer una solicitud de privacidad",
  intro:
    "Pídanos que no vendamos su información personal, solicite una copia de lo que tenemos sobre usted o pídanos que la eliminemos o la corrijamos. No tiene ningún costo y no necesita una cuenta.",
  sendHeading: "Envíe su solicitud",
  sendIntro: "Respondemos todas las solicitudes por correo electrónico.",
  next: {
    label: "Qué pasa después",
    withinDays: "En un plazo de {{days}} días.",
    moreTime: "Si necesitamos más tiempo, le explicamos por qué y le respondemos dentro de los {{days}} días siguientes.",
    checkTitle: "Confirmamos que es usted",
    checkText: "antes de enviar o eliminar cualquier cosa, normalmente escribiéndole al correo electrónico que nos dé.",
    callTitle: "¿Prefiere llamar?",
    callText: "en horario de oficina.",
    writeTitle: "O escríbanos",
    writeText: "a",
    fewer:
      "¿Solo quiere recibir menos correos, mensajes de texto o llamadas? Use el enlace de preferencias al final de cualquier correo nuestro, o vea cómo hacerlo en nuestra",
    policy: "Política de privacidad",
  },
  choicesHeading: "Lo que puede pedirnos",
  kinds: {
    do_not_sell: {
      label: "No vender mi información personal",
      hint: "La ley de Nevada le permite pedirnos que nunca vendamos lo que sabemos sobre usted. No la vendemos; con esta solicitud queda como un compromiso por escrito.",
    },
    access: { label: "Enviarme una copia de mi información", hint: "Todo lo que tenemos sobre usted, enviado al correo electrónico que escriba abajo." },
    deletion: { label: "Eliminar mi información", hint: "Eliminamos lo que la ley no nos obliga a conservar, y le decimos qué conservamos y por qué." },
    correction: { label: "Corregir mi información", hint: "Díganos abajo qué está mal y qué debería decir." },
  },
  form: {
    whoLegend: "Quién es usted",
    whoDescription: "El nombre y el correo electrónico que nos dio antes, para que podamos encontrar su información. Le respondemos por correo electrónico.",
    requestLegend: "Su solicitud",
    detailsHint:
      "Por ejemplo, otro correo electrónico o número de teléfono que haya usado, o lo que se debe corregir. Por favor no escriba números de Seguro Social ni de tarjetas.",
    keeping:
      "Usamos lo que nos da aquí solo para responder esta solicitud, y guardamos la solicitud y nuestra respuesta durante dos años después de responderla, como prueba de que lo hicimos.",
    submit: "Enviar solicitud",
  },
  labels: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    kind: "¿Qué quiere que hagamos?",
    details: "Cualquier dato que nos ayude a encontrar su información o a entender su solicitud",
  },
  errors: {
    kind: "Por favor elija qué quiere que hagamos.",
  },
  sent: {
    title: "Solicitud de privacidad recibida",
    description: "Recibimos su solicitud de privacidad.",
    heading: "Recibimos su solicitud",
    message:
      "Le enviamos por correo electrónico una confirmación con el número de referencia de su solicitud. Le responderemos por correo electrónico en un plazo de {{days}} días, y es posible que antes le escribamos para confirmar que la solicitud es suya.",
    back: "Volver a la Política de privacidad",
    home: "Volver al inicio",
  },
  email: {
    reference: "Referencia",
    footer: "Recibe este correo porque nos envió una solicitud de privacidad.",
    confirmation: {
      subject: "Recibimos su solicitud de privacidad {{reference}}",
      heading: "Recibimos su solicitud de privacidad",
      asked: "Gracias, {{name}}. Usted nos pidió: {{kind}}.",
      due: "Le responderemos por correo electrónico a más tardar el {{date}}, en un plazo de {{days}} días. Es posible que antes le escribamos para confirmar que la solicitud es suya, para que nadie más pueda ver ni cambiar su información.",
      questions: "¿Preguntas? Responda a este correo o llámenos al {{phone}} y mencione la referencia {{reference}}.",
    },
    extension: {
      subject: "Su solicitud de privacidad {{reference}}: necesitamos un poco más de tiempo",
      heading: "Necesitamos un poco más de tiempo",
      working: "Estamos trabajando en su solicitud ({{kind}}) y necesitamos hasta {{days}} días más para responderla por completo.",
      why: "Motivo: {{reason}}",
      by: "Tendrá nuestra respuesta a más tardar el {{date}}.",
    },
    answer: {
      subject: "Nuestra respuesta a su solicitud de privacidad {{reference}}",
      heading: "Nuestra respuesta a su solicitud de privacidad",
      asked: "Usted nos pidió: {{kind}}.",
      questions: "Si tiene alguna pregunta sobre esta respuesta, responda a este correo o llámenos al {{phone}}.",
    },
  },
};

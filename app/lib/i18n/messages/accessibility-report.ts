/** The barrier report form on the accessibility page, and the page after it. */
import type { Widen } from "./catalogue-shape.ts";

export const accessibilityReportEn = {
  /** The statement page around the form (its prose is app/content/accessibility.ts). */
  title: "Accessibility Statement",
  description: "How our Las Vegas insurance agency makes its website usable for everyone (WCAG 2.2 AA), what we know is not perfect, and how to report a barrier.",
  crumb: "Accessibility",
  lastReviewed: "Last reviewed",
  heading: "Report a barrier",
  intro: "Tell us what got in your way. A member of our team reads every report and answers within two business days.",
  barrierLegend: "The barrier",
  answerLegend: "How we can answer you",
  answerDescription: "An email address, a phone number or both.",
  /** Each field's label, as the form, its error summary and the confirmation email show it. */
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    page: "Which page or form?",
    problem: "What got in your way?",
    technology: "What were you using?",
    topic: "Topic",
  },
  /** The topic the report is stored under (a topic of the contact form). */
  topic: "A problem using this website",
  hints: {
    page: "The address, or what the page is called.",
    problem: "What you tried to do, and what happened.",
    technology: "For example a screen reader, magnifier, voice control or keyboard only, and your browser.",
    email: "Or leave empty and give a phone number.",
    phone: "Or leave empty and give an email address.",
  },
  submit: "Send Report",
  errors: {
    problem: "Please enter what got in your way.",
  },
  sent: {
    title: "Report Sent",
    description: "We received your accessibility report.",
    heading: "Thank You!",
    message: "We received your report and will answer within two business days. If you need help now, please call us: we will do it with you by phone.",
    back: "Back to the Accessibility Statement",
    home: "Return to Home",
  },
  /** The confirmation email to the person who reported the barrier (when they gave an email address). */
  email: {
    subject: "We received your report",
    heading: "Thank You!",
    thanks: "Thank you for telling us what got in your way. We will look into it and answer you within two business days.",
    now: "If you need something from us now, call {{phone}}: we will help you by phone or by email, whichever suits you.",
  },
};

export const accessibilityReportEs: Widen<typeof accessibilityReportEn> = {
  title: "Declaración de accesibilidad",
  description:
    "Cómo nuestra agencia de seguros de Las Vegas hace que su sitio web se pueda usar por todas las personas (WCAG 2.2 AA), lo que sabemos que no es perfecto y cómo reportar una barrera.",
  crumb: "Accesibilidad",
  lastReviewed: "Última revisión",
  heading: "Reporte una barrera",
  intro: "Cuéntenos qué obstáculo encontró. Una persona de nuestro equipo lee cada reporte y le responde en un plazo de dos días hábiles.",
  barrierLegend: "La barrera",
  answerLegend: "Cómo podemos responderle",
  answerDescription: "Un correo electrónico, un número de teléfono o ambos.",
  labels: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    page: "¿Qué página o formulario?",
    problem: "¿Qué obstáculo encontró?",
    technology: "¿Qué estaba usando?",
    topic: "Tema",
  },
  topic: "Un problema al usar este sitio web",
  hints: {
    page: "La dirección o el nombre de la página.",
    problem: "Lo que intentó hacer y lo que pasó.",
    technology: "Por ejemplo, un lector de pantalla, un ampliador, control por voz o solo el teclado, y su navegador.",
    email: "O déjelo vacío y denos un número de teléfono.",
    phone: "O déjelo vacío y denos un correo electrónico.",
  },
  submit: "Enviar reporte",
  errors: {
    problem: "Por favor cuéntenos qué obstáculo encontró.",
  },
  sent: {
    title: "Reporte enviado",
    description: "Recibimos su reporte de accesibilidad.",
    heading: "¡Gracias!",
    message: "Recibimos su reporte y le responderemos en un plazo de dos días hábiles. Si necesita ayuda ahora, por favor llámenos: le ayudamos a hacerlo por teléfono.",
    back: "Volver a la declaración de accesibilidad",
    home: "Volver al inicio",
  },
  email: {
    subject: "Recibimos su reporte",
    heading: "¡Gracias!",
    thanks: "Gracias por contarnos el obstáculo que encontró. Lo revisaremos y le responderemos en un plazo de dos días hábiles.",
    now: "Si necesita algo de nosotros ahora, llámenos al {{phone}}: le ayudamos por teléfono o por correo electrónico, como usted prefiera.",
  },
};

/** The careers page around its written content (app/content/careers.ts), the job application form, and its confirmation (page and email). */
import { responsePromises } from "../../../config/agency.ts";
import type { Widen } from "./catalogue-shape.ts";

export const careersEn = {
  title: "Careers: Join Our Team",
  description:
    "Join a veteran-owned independent insurance agency in Las Vegas. See our open positions, benefits and how to apply online with your resume.",
  eyebrow: "Careers",
  heading: "Join Our Team",
  whyHeading: "Why work with us",
  positionsHeading: "Open positions",
  showDetails: "Show details",
  hideDetails: "Hide details",
  whatYouDo: "What you will do",
  whatWeLookFor: "What we look for",
  applyHeading: "Apply now",
  questionsLabel: "Questions about working here",
  questionsHeading: "Questions about a position?",
  questionsText: "We are happy to tell you more about the team and the role.",
  sections: {
    details: "Your details",
    position: "The position",
    resume: "Resume and cover letter",
  },
  /** Each field's name as the form, its error summary and the emails show it (the staff's labels are the English ones). */
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    address: "Street address",
    city: "City",
    state: "State",
    zipCode: "ZIP code",
    position: "Position",
    experience: "Experience",
    availability: "Availability",
    resume: "Resume",
    coverLetter: "Cover letter",
  },
  hints: {
    resume: "PDF, DOC or DOCX, {{size}} maximum.",
    resumeAgain: "Files are not kept after an error: please choose it again.",
  },
  submit: "Submit Application",
  /** Positions by stored value (the English title is the value; the titles of app/content/es/careers.ts in Spanish). */
  positions: {
    "Licensed Insurance Agent": "Licensed Insurance Agent",
    "Customer Service Representative": "Customer Service Representative",
    "Claims Specialist": "Claims Specialist",
    "Marketing Coordinator": "Marketing Coordinator",
    "Business Development Manager": "Business Development Manager",
    Other: "Other",
  },
  experience: {
    entry: "Entry Level (0-2 years)",
    mid: "Mid-Level (3-5 years)",
    senior: "Senior Level (6-10 years)",
    expert: "Expert (10+ years)",
  },
  availability: {
    immediate: "Immediate",
    "2-weeks": "Within 2 weeks",
    "1-month": "Within 1 month",
    "2-3-months": "Within 2-3 months",
  },
  errors: {
    position: "Please choose a position.",
    experience: "Please choose your experience level.",
    availability: "Please choose when you could start.",
  },
  confirmation: {
    heading: "Application Received!",
    message: `Thank you for your interest in joining our team. We review every application and will contact you ${responsePromises.careers}.`,
    back: "Back to Careers",
  },
  email: {
    subject: "We received your application",
    heading: "Application Received!",
    thanks: `Thank you for applying for the {{position}} position. We review every application and will be in touch ${responsePromises.careers}.`,
    questions: "Questions in the meantime? Email {{email}}.",
  },
};

export const careersEs: Widen<typeof careersEn> = {
  title: "Empleos: únase a nuestro equipo",
  description:
    "Trabaje en una agencia de seguros independiente de un veterano en Las Vegas. Vea los puestos disponibles, los beneficios y cómo postularse en línea con su currículum.",
  eyebrow: "Empleos",
  heading: "Únase a nuestro equipo",
  whyHeading: "Por qué trabajar con nosotros",
  positionsHeading: "Puestos disponibles",
  showDetails: "Ver detalles",
  hideDetails: "Ocultar detalles",
  whatYouDo: "Lo que hará",
  whatWeLookFor: "Lo que buscamos",
  applyHeading: "Postúlese ahora",
  questionsLabel: "Preguntas sobre trabajar con nosotros",
  questionsHeading: "¿Tiene preguntas sobre un puesto?",
  questionsText: "Con gusto le contamos más sobre el equipo y el puesto.",
  sections: {
    details: "Sus datos",
    position: "El puesto",
    resume: "Currículum y carta de presentación",
  },
  labels: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección",
    city: "Ciudad",
    state: "Estado",
    zipCode: "Código postal",
    position: "Puesto",
    experience: "Experiencia",
    availability: "Disponibilidad",
    resume: "Currículum",
    coverLetter: "Carta de presentación",
  },
  hints: {
    resume: "PDF, DOC o DOCX, de {{size}} como máximo.",
    resumeAgain: "Los archivos no se guardan después de un error: por favor elíjalo de nuevo.",
  },
  submit: "Enviar solicitud",
  positions: {
    "Licensed Insurance Agent": "Agente de seguros con licencia",
    "Customer Service Representative": "Representante de servicio al cliente",
    "Claims Specialist": "Especialista en reclamos",
    "Marketing Coordinator": "Coordinador(a) de marketing",
    "Business Development Manager": "Gerente de desarrollo de negocios",
    Other: "Otro",
  },
  experience: {
    entry: "Principiante (0 a 2 años)",
    mid: "Nivel intermedio (3 a 5 años)",
    senior: "Nivel avanzado (6 a 10 años)",
    expert: "Experto (más de 10 años)",
  },
  availability: {
    immediate: "De inmediato",
    "2-weeks": "Dentro de 2 semanas",
    "1-month": "Dentro de 1 mes",
    "2-3-months": "Dentro de 2 a 3 meses",
  },
  errors: {
    position: "Por favor elija un puesto.",
    experience: "Por favor elija su nivel de experiencia.",
    availability: "Por favor díganos cuándo podría empezar.",
  },
  confirmation: {
    heading: "¡Recibimos su solicitud!",
    message:
      "Gracias por su interés en formar parte de nuestro equipo. Revisamos cada solicitud y nos comunicaremos con usted en un plazo de 5 a 7 días hábiles.",
    back: "Volver a Empleos",
  },
  email: {
    subject: "Recibimos su solicitud de empleo",
    heading: "¡Recibimos su solicitud!",
    thanks: "Gracias por postularse para el puesto: {{position}}. Revisamos cada solicitud y nos comunicaremos con usted en un plazo de 5 a 7 días hábiles.",
    questions: "¿Tiene preguntas mientras tanto? Escríbanos a {{email}}.",
  },
};

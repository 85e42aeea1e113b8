/** Spanish copy of the home page's sections (agency facts come from configuration). Mirrors ../home.ts. */
import type * as en from "../home.ts";

export const homeHero: typeof en.homeHero = {
  eyebrow: "Independiente · De un veterano · Las Vegas",
  heading: "Seguros a la medida de su vida, con personas que sí contestan el teléfono",
  intro:
    "Comparamos la cobertura de varias aseguradoras para familias y negocios de Nevada, se la explicamos con palabras sencillas y lo acompañamos cuando llega el momento de presentar un reclamo.",
};

export const howItWorks: typeof en.howItWorks = {
  heading: "Cómo funciona",
  intro: "Conseguir una mejor cobertura no debería costarle una tarde entera en espera al teléfono.",
  steps: [
    {
      title: "Cuéntenos qué necesita",
      description: "Llene el formulario de cotización gratis en unos minutos o llame a la oficina. Si ya tiene una póliza, compártala con nosotros.",
    },
    {
      title: "Comparamos varias aseguradoras",
      description: "Un agente con licencia compara cobertura, límites, deducibles y precio entre las aseguradoras con las que trabajamos.",
    },
    {
      title: "Usted decide, sin presiones",
      description: "Le mostramos las opciones lado a lado, respondemos todas sus preguntas y dejamos lista la póliza que usted elija.",
    },
  ],
};

export const whyIndependent: typeof en.whyIndependent = {
  heading: "¿Por qué trabajar con una agencia independiente?",
  points: [
    {
      icon: "search" as const,
      title: "Opciones, no una sola lista de precios",
      description: "Un agente exclusivo vende las pólizas de una sola compañía. Nosotros comparamos varias, para que usted vea lo que ofrece el mercado antes de decidir.",
    },
    {
      icon: "shield-check" as const,
      title: "Consejos que respaldamos",
      description: "Le explicamos qué cubre una póliza y qué deja fuera, incluidos los límites que elegiríamos para nuestras propias familias.",
    },
    {
      icon: "users" as const,
      title: "Un solo equipo para casa, auto y negocio",
      description: "Tenga sus pólizas en un solo lugar, con un equipo que ya conoce su situación cuando algo cambia o sale mal.",
    },
    {
      icon: "badge-check" as const,
      title: "Local y de un veterano",
      description: "Somos una agencia de Las Vegas fundada por un veterano. Conocemos las carreteras, el clima, las leyes y los vecindarios de Nevada.",
    },
  ],
};

export const officeVisit: typeof en.officeVisit = {
  heading: "Visite nuestra oficina en Las Vegas",
  intro: "¿Prefiere hablar en persona? Venga con sus pólizas actuales y las revisamos juntos.",
  blurbs: [
    { icon: "map-pin" as const, title: "Estacionamiento fácil", description: "Estacionamiento gratis justo frente al edificio, con espacios accesibles cerca de la entrada." },
    { icon: "users" as const, title: "Atención personal", description: "Siéntese con un agente con licencia que se toma el tiempo de entender sus necesidades. Sin centros de llamadas ni guiones." },
    { icon: "badge-check" as const, title: "Conocimiento local", description: "Vivimos y trabajamos aquí, así que sabemos lo que de verdad necesitan los conductores, los dueños de casa y los dueños de negocio de Nevada." },
  ],
};

export const claimsHelp: typeof en.claimsHelp = {
  heading: "¿Necesita presentar un reclamo?",
  text: "Repórtelo en línea a cualquier hora o llame a nuestra línea de reclamos. Un ajustador revisa los reclamos nuevos en un plazo de 24 horas, y lo acompañamos hasta que se resuelva.",
};

/**
 * Spanish careers page content (/es/careers): hero text, benefits and open positions.
 * Mirrors ../careers.ts in the same order. The titles here are Spanish display text;
 * the application form's "position" option values stay the English titles.
 */
import type { OpenPosition } from "../careers.ts";

export const careersIntro: string =
  "Somos una agencia de seguros pequeña, independiente y de un veterano en Las Vegas, y nuestro trabajo es ayudar a las familias y los negocios de Nevada a entender lo que compran y a recibir ayuda de verdad cuando algo sale mal. Si le gusta resolverle problemas a la gente, quiere hacer carrera en los seguros y prefiere formar parte de un equipo local y unido en lugar de ser un número más en un centro de llamadas, nos gustaría saber de usted.";

export const careerBenefits: { title: string; description: string }[] = [
  {
    title: "Capacitación y apoyo para obtener su licencia",
    description:
      "¿Es nuevo en los seguros? Le ayudamos a prepararse para los exámenes de licencia de Nevada, a aprender los productos en el trabajo y a cumplir con la educación continua una vez que tenga su licencia.",
  },
  {
    title: "Tiempo libre pagado",
    description:
      "Tiempo libre pagado y días festivos pagados, porque las personas dan lo mejor de sí cuando tienen tiempo para descansar y cuidar de su familia.",
  },
  {
    title: "Beneficios de salud",
    description:
      "Opciones de seguro de salud para los miembros del equipo de tiempo completo. Repasamos los detalles del plan vigente con cada candidato durante el proceso de entrevistas.",
  },
  {
    title: "Espacio para crecer",
    description:
      "En una agencia pequeña usted conoce todos los aspectos del negocio, desde los seguros personales hasta las cuentas comerciales y los reclamos, y puede avanzar hacia la administración de cuentas o las ventas a medida que desarrolla sus habilidades.",
  },
  {
    title: "Un lugar de trabajo que valora a los veteranos",
    description:
      "Como agencia de un veterano, valoramos la disciplina, el trabajo en equipo y la vocación de servicio que aportan los veteranos y los cónyuges de militares, y entendemos lo que implica un cambio de carrera.",
  },
  {
    title: "Un equipo local",
    description:
      "Trabaja junto a personas que conoce por su nombre, en nuestra oficina de Las Vegas, atendiendo a clientes que viven y trabajan en la misma comunidad que usted.",
  },
];

export const openPositions: OpenPosition[] = [
  {
    title: "Agente de seguros con licencia",
    type: "Tiempo completo · Oficina de Las Vegas",
    summary:
      "Ayude a personas, familias y dueños de negocio a elegir la cobertura adecuada de auto, casa, vida y negocio, comparando las opciones de las aseguradoras que representamos y explicándolas con palabras sencillas.",
    responsibilities: [
      "Atender solicitudes de cotización, llamadas y clientes que llegan a la oficina, y reunir la información necesaria para cotizar con precisión.",
      "Comparar coberturas y precios de varias aseguradoras y explicar con claridad las opciones, los límites y los deducibles.",
      "Emitir pólizas nuevas y ayudar a los clientes actuales con cambios, renovaciones y revisiones de cobertura.",
      "Buscar huecos en la cobertura de los clientes y recomendar soluciones que se ajusten a sus necesidades y a su presupuesto.",
      "Llevar notas y registros precisos en nuestro sistema de administración de la agencia.",
    ],
    requirements: [
      "Licencia vigente de Nevada de propiedad y accidentes (Property & Casualty), o la posibilidad de obtenerla poco después de ser contratado; una licencia de vida y salud (Life & Health) es una ventaja.",
      "Experiencia en ventas o en atención al cliente, de preferencia en seguros.",
      "Buena comunicación y paciencia para explicar la cobertura a personas que no están familiarizadas con ella.",
      "Facilidad para trabajar con computadoras, programas de cotización y correo electrónico.",
      "Ser bilingüe en inglés y español es una ventaja.",
    ],
  },
  {
    title: "Representante de servicio al cliente",
    type: "Tiempo completo · Oficina de Las Vegas",
    summary:
      "Sea la primera voz amable que escuchan nuestros clientes: responda preguntas, procese cambios de póliza y asegúrese de que cada llamada, correo electrónico y visita reciba una respuesta rápida.",
    responsibilities: [
      "Atender las llamadas, los correos electrónicos y las visitas a la oficina de clientes y posibles clientes.",
      "Procesar cambios de póliza, como agregar vehículos o conductores, actualizar direcciones y emitir tarjetas de seguro y certificados de seguro.",
      "Ayudar a los clientes con sus preguntas de facturación y orientarlos hacia las opciones de pago adecuadas.",
      "Dar seguimiento a renovaciones, documentos pendientes y solicitudes de las aseguradoras.",
      "Canalizar las preguntas sobre reclamos y los posibles clientes nuevos al miembro del equipo indicado.",
    ],
    requirements: [
      "Al menos un año de experiencia en servicio al cliente; la experiencia en seguros es una ventaja.",
      "Disposición para obtener una licencia de seguros de Nevada con nuestro apoyo, si aún no la tiene.",
      "Buen trato por teléfono y redacción clara y profesional.",
      "Organización, atención al detalle y facilidad para atender varias solicitudes a la vez.",
      "Ser bilingüe en inglés y español es una ventaja.",
    ],
  },
  {
    title: "Especialista en reclamos",
    type: "Tiempo completo · Oficina de Las Vegas",
    summary:
      "Acompañe a nuestros clientes cuando más nos necesitan: ayúdelos a reportar sus reclamos, manténgalos informados y trabaje con los ajustadores de las aseguradoras para llevar cada reclamo hacia una resolución justa.",
    responsibilities: [
      "Ayudar a los clientes a reportar reclamos de auto, casa y negocio de forma rápida y completa.",
      "Servir de enlace entre los clientes y los ajustadores de reclamos de las aseguradoras, y dar seguimiento hasta que cada reclamo se resuelva.",
      "Explicar el proceso de reclamo, la cobertura y los siguientes pasos con palabras sencillas.",
      "Llevar el control de los reclamos abiertos, los documentos y las fechas límite, y mantener informados a los clientes.",
      "Compartir con el equipo lo que aprendemos de los reclamos para mejorar la forma en que asesoramos a los clientes.",
    ],
    requirements: [
      "Experiencia en reclamos de seguros, en una agencia de seguros o en un puesto similar de atención al cliente.",
      "Licencia de Nevada de propiedad y accidentes (Property & Casualty), o disposición para obtenerla.",
      "Comunicación tranquila y empática con personas que están pasando por un momento difícil.",
      "Constancia en el seguimiento, organización y atención al detalle.",
      "Facilidad para manejar documentación, correo electrónico y programas de reclamos o de administración de agencias.",
    ],
  },
  {
    title: "Coordinador(a) de marketing",
    type: "Tiempo completo · Oficina de Las Vegas",
    summary:
      "Cuente nuestra historia a las familias y los negocios de Nevada: mantenga nuestro sitio web, nuestros artículos, nuestras redes sociales y nuestras actividades en la comunidad al día, claros y honestos.",
    responsibilities: [
      "Planear y publicar contenido para nuestro sitio web, nuestro blog y nuestras redes sociales.",
      "Redactar y editar artículos y correos electrónicos claros y precisos sobre temas de seguros, con la orientación del personal con licencia.",
      "Coordinar eventos comunitarios, patrocinios y el contacto con negocios locales.",
      "Dar seguimiento a las consultas que llegan por el sitio web y a los resultados de las campañas, e informar qué está funcionando.",
      "Mantener los materiales de marketing coherentes con nuestra marca y con las normas de publicidad de seguros.",
    ],
    requirements: [
      "Experiencia en marketing, comunicación o un campo relacionado; un título universitario es bienvenido, pero no obligatorio.",
      "Muy buena redacción y edición en inglés claro y sencillo.",
      "Experiencia con redes sociales, marketing por correo electrónico y herramientas de contenido para sitios web.",
      "Conocimientos básicos de edición de fotos y diseño gráfico.",
      "Interés en la comunidad de Las Vegas y en las redes de negocios locales.",
    ],
  },
  {
    title: "Gerente de desarrollo de negocios",
    type: "Tiempo completo · Oficina de Las Vegas",
    summary:
      "Haga crecer nuestro negocio de seguros comerciales creando relaciones con dueños de negocio, contratistas, concesionarios y socios que nos refieran clientes en Nevada.",
    responsibilities: [
      "Identificar a dueños de negocio de las industrias que atendemos, como construcción, restaurantes, servicios de salud y concesionarios de autos, y reunirse con ellos.",
      "Crear relaciones de referidos con contadores, abogados, prestamistas, profesionales de bienes raíces y asociaciones del sector.",
      "Reunir la información de suscripción y trabajar con nuestros administradores de cuentas para presentar propuestas comerciales.",
      "Representar a la agencia en reuniones de la cámara de comercio, eventos del sector y grupos de networking.",
      "Llevar el control de sus oportunidades de venta e informar sobre las metas de negocio nuevo.",
    ],
    requirements: [
      "Varios años de experiencia en ventas entre empresas (B2B); es muy preferible tener experiencia en seguros comerciales.",
      "Licencia de Nevada de propiedad y accidentes (Property & Casualty), o la posibilidad de obtenerla poco después de ser contratado.",
      "Seguridad para reunirse con dueños de negocio y explicarles la cobertura comercial.",
      "Iniciativa propia y organización, con experiencia comprobada en crear relaciones a largo plazo.",
      "Licencia de conducir vigente y transporte confiable para visitar a clientes locales.",
    ],
  },
];

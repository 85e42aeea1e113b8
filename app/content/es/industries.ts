/**
 * Spanish industry (commercial lines) content: the 12 cards on /es/industries
 * and the seven industry pages, translated from ../industries.ts. Order matters:
 * `industryPages` is also the order of the Industries navigation menu, which
 * shows the first six entries. Slugs, icons and hrefs are the same as in
 * English (the code adds the /es prefix to paths).
 *
 * Agency facts (phone, email, address, hours) are not written here; they come
 * from the agency configuration, so copy refers to them in words.
 */
import type { IndustryCard, IndustryPage } from "../types.ts";

export const industryCards: IndustryCard[] = [
  {
    title: "Restaurantes y servicio de alimentos",
    description:
      "Responsabilidad civil, propiedad, venta de alcohol, alimentos echados a perder y compensación al trabajador para restaurantes, bares, cafés, servicios de catering y food trucks.",
    icon: "utensils",
    href: "/restaurant-insurance",
  },
  {
    title: "Construcción y contratistas",
    description:
      "Responsabilidad civil general, compensación al trabajador, equipo, riesgo del constructor y fianzas para contratistas generales, subcontratistas y oficios especializados.",
    icon: "hard-hat",
    href: "/construction-insurance",
  },
  {
    title: "Salud y consultorios médicos",
    description:
      "Cobertura de negligencia profesional, cibernética, de propiedad y de responsabilidad civil para consultorios médicos, dentales, de terapia y de bienestar.",
    icon: "stethoscope",
    href: "/healthcare-insurance",
  },
  {
    title: "Manufactura y producción",
    description:
      "Responsabilidad civil por productos, avería de equipos, interrupción del negocio y compensación al trabajador para talleres, plantas y fabricantes.",
    icon: "factory",
    href: "/manufacturing-insurance",
  },
  {
    title: "Tecnología y servicios de TI",
    description:
      "Errores y omisiones tecnológicos (E&O), responsabilidad cibernética y cobertura de oficina para proveedores de TI, desarrolladores y consultores.",
    icon: "cpu",
    href: "/technology-insurance",
  },
  {
    title: "Tiendas y comercios",
    description:
      "Pólizas para dueños de negocio (BOP), cobertura de inventario y local, y responsabilidad civil ante clientes para tiendas y negocios comerciales.",
    icon: "store",
    href: "/business-insurance",
  },
  {
    title: "Concesionarios y talleres de autos",
    description:
      "Responsabilidad civil de garaje, garagekeepers, inventario en lote abierto y E&O para concesionarios, talleres mecánicos y de carrocería.",
    icon: "wrench",
    href: "/auto-dealer-insurance",
  },
  {
    title: "Servicios profesionales",
    description:
      "Responsabilidad civil profesional, cobertura cibernética y de oficina para contadores, consultores, agencias y otras firmas que dan asesoría.",
    icon: "scale",
    href: "/business-insurance",
  },
  {
    title: "Bienes raíces y administración de propiedades",
    description:
      "Edificios, ingresos por renta, responsabilidad civil y opciones contra inundación y terremoto para arrendadores, dueños de edificios y administradores de propiedades.",
    icon: "building-2",
    href: "/commercial-property-insurance",
  },
  {
    title: "Oficios y servicios",
    description:
      "Responsabilidad civil, herramientas y equipo, auto comercial y compensación al trabajador para plomeros, electricistas, técnicos de HVAC, jardineros y servicios de limpieza.",
    icon: "hammer",
    href: "/business-insurance",
  },
  {
    title: "Hotelería y hospedaje",
    description:
      "Propiedad, responsabilidad civil ante huéspedes, venta de alcohol e ingresos del negocio para hoteles, moteles, salones de eventos y rentas a corto plazo.",
    icon: "hotel",
    href: "/business-insurance",
  },
  {
    title: "Organizaciones sin fines de lucro",
    description:
      "Responsabilidad civil general, directores y funcionarios (D&O), voluntarios y eventos para organizaciones benéficas, iglesias y grupos comunitarios.",
    icon: "hand-heart",
    href: "/business-insurance",
  },
];

export const industryPages: IndustryPage[] = [
  // ---------------------------------------------------------------------------
  {
    slug: "restaurant-insurance",
    navLabel: "Seguro para restaurantes y servicio de alimentos",
    icon: "utensils",
    seoTitle: "Seguro para restaurantes en Las Vegas, Nevada",
    metaDescription:
      "Seguro para restaurantes en Las Vegas y Nevada: responsabilidad civil, propiedad, venta de alcohol, alimentos y workers' comp. Cotización gratis.",
    heading: "Seguro para restaurantes y servicio de alimentos en Nevada",
    intro:
      "Los restaurantes, bares, cafés, servicios de catering y food trucks enfrentan riesgos que la mayoría de los negocios nunca ven: fuego abierto, pisos mojados, venta de alcohol, repartidores y un cuarto frío cuyo contenido se puede echar a perder con un solo apagón. Como agencia independiente, comparamos la cobertura de varias aseguradoras y armamos una póliza según cómo funciona realmente su cocina, ya sea que atienda a turistas cerca del Strip o a clientes de siempre en Henderson, Reno o Sparks.",
    risks: [
      {
        name: "Resbalones y caídas de clientes",
        description:
          "Bebidas derramadas, pisos recién trapeados y comedores llenos hacen que las lesiones de clientes sean uno de los reclamos más comunes para un restaurante.",
      },
      {
        name: "Incendios en la cocina",
        description:
          "La grasa, las freidoras y los quemadores abiertos pueden convertir un viernes de mucho trabajo en daños por fuego y humo, y en semanas con las puertas cerradas.",
      },
      {
        name: "Alimentos echados a perder",
        description:
          "Un apagón o un compresor que falla en pleno verano de Las Vegas puede arruinar todo el inventario de un cuarto frío en pocas horas.",
      },
      {
        name: "Reclamos por enfermedades transmitidas por alimentos",
        description:
          "Un cliente que se enferma, o una alergia que no se detectó a tiempo, puede terminar en un reclamo de responsabilidad civil y una visita del distrito de salud.",
      },
      {
        name: "Incidentes relacionados con el alcohol",
        description:
          "Servir cerveza, vino o cocteles agrega el riesgo de reclamos relacionados con un cliente en estado de ebriedad o menor de edad.",
      },
      {
        name: "Lesiones de empleados",
        description:
          "Quemaduras, cortadas con cuchillo, lesiones por cargar peso y resbalones son parte del trabajo en la cocina, y las cuentas médicas y los salarios perdidos suman rápido.",
      },
      {
        name: "Entregas a domicilio y catering",
        description:
          "Si su personal entrega pedidos o maneja a eventos de catering en su propio carro, el negocio puede quedar expuesto después de un accidente.",
      },
    ],
    coverages: [
      {
        name: "Responsabilidad civil general",
        description:
          "Paga las lesiones de clientes y los daños a la propiedad de otras personas, incluida la defensa legal; por ejemplo, si alguien se resbala en el comedor.",
      },
      {
        name: "Propiedad comercial",
        description:
          "Cubre su edificio o las mejoras que hizo como inquilino, el equipo de cocina, los muebles y el inventario en caso de incendio, robo, vandalismo y otras pérdidas cubiertas.",
      },
      {
        name: "Póliza para dueños de negocio (BOP)",
        description:
          "Combina responsabilidad civil general, propiedad e ingresos del negocio en un solo paquete que, para restaurantes pequeños que califican, muchas veces cuesta menos que comprar cada cobertura por separado.",
      },
      {
        name: "Responsabilidad civil por venta de alcohol",
        description:
          "Cubre reclamos que surjan del alcohol que usted sirve o vende. Las pólizas de responsabilidad civil general normalmente excluyen este riesgo para los negocios que sirven alcohol.",
      },
      {
        name: "Alimentos echados a perder y avería de equipos",
        description:
          "Paga la reparación de refrigeradores, hornos y sistemas de HVAC después de una falla mecánica o eléctrica, y la reposición de alimentos perdidos por esa falla o por un apagón.",
      },
      {
        name: "Ingresos del negocio",
        description:
          "Reemplaza los ingresos perdidos y ayuda a pagar gastos que continúan, como la renta y la nómina, mientras el negocio está cerrado después de una pérdida cubierta.",
      },
      {
        name: "Compensación al trabajador (workers' comp)",
        description:
          "Paga las cuentas médicas y los salarios perdidos de empleados que se lastiman en el trabajo. Nevada la exige a los negocios que tienen empleados.",
      },
      {
        name: "Autos alquilados y no propios (hired and non-owned auto)",
        description:
          "Protege al negocio cuando los empleados usan sus propios vehículos o vehículos rentados para entregas, viajes de catering o mandados.",
      },
    ],
    sections: [
      {
        heading: "Tener un restaurante en una economía de turismo",
        body:
          "Los restaurantes del sur de Nevada viven de los visitantes, las convenciones y los horarios hasta tarde. Eso significa muchos clientes, personal que trabaja turnos largos y fines de semana llenos, justo cuando cerrar cuesta más. Un incendio en la cocina o un cuarto frío que falla durante un fin de semana de gran evento no es solo una cuenta de reparación; son ventas perdidas que no se recuperan.\n\nRevisamos su horario, su número de asientos, sus ventas de alcohol y cómo maneja las entregas, y luego nos aseguramos de que su límite de ingresos del negocio refleje lo que de verdad le costaría estar cerrado unas semanas.",
      },
      {
        heading: "Requisitos de Nevada que debe tener en cuenta",
        body:
          "La mayoría de los restaurantes responden a varias partes a la vez: el estado, la autoridad local de salud, la oficina de licencias de alcohol y el arrendador. Cada una puede influir en el seguro que usted necesita.",
        bullets: [
          "Nevada exige cobertura de compensación al trabajador a los negocios que tienen empleados, incluido el personal de medio tiempo.",
          "Los contratos de arrendamiento comercial muchas veces exigen responsabilidad civil general con límites específicos y piden que el arrendador aparezca como asegurado adicional.",
          "Las reglas para licencias de alcohol las fija su ciudad o condado; consulte con su oficina de licencias si hay requisitos de seguro.",
          "El calor del verano exige mucho a la refrigeración y al aire acondicionado, así que la cobertura de avería de equipos y de alimentos echados a perder importa más aquí que en climas más templados.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿La responsabilidad civil general cubre reclamos relacionados con el alcohol?",
        answer:
          "Normalmente no, si el negocio sirve o vende alcohol. La mayoría de las pólizas de responsabilidad civil general excluyen la responsabilidad por venta de alcohol para esos negocios, así que los bares, los restaurantes con bar y los servicios de catering que sirven alcohol por lo general necesitan una póliza o un endoso aparte de responsabilidad civil por venta de alcohol. Antes de recomendarle algo, revisamos cómo está redactada su póliza actual.",
      },
      {
        question: "¿Necesito compensación al trabajador si casi todo mi personal es de medio tiempo?",
        answer:
          "Sí. Nevada exige compensación al trabajador a los negocios que tienen empleados, y los meseros, cocineros y lavaplatos de medio tiempo cuentan como empleados. Las primas se basan en gran parte en la nómina y en la clasificación de cada puesto, así que un personal pequeño o mayormente de medio tiempo por lo general significa una prima más baja.",
      },
      {
        question: "¿Mi seguro paga los alimentos que se pierden en un apagón?",
        answer:
          "Solo si su póliza incluye la cobertura adecuada. La cobertura de alimentos echados a perder muchas veces es un complemento, y algunas versiones solo pagan cuando el apagón empieza por una causa cubierta o cuando falla su propio equipo. Leemos la redacción con usted para que sepa qué está cubierto antes de que llegue el verano.",
      },
      {
        question: "¿Qué es una póliza para dueños de negocio y es suficiente para un restaurante?",
        answer:
          "Una póliza para dueños de negocio (BOP) agrupa la responsabilidad civil general, la propiedad y los ingresos del negocio para pequeños negocios que califican, muchas veces a un precio más bajo que el de pólizas separadas. Es una buena base para muchos cafés y restaurantes pequeños, pero normalmente no incluye responsabilidad civil por venta de alcohol, compensación al trabajador ni cobertura de auto, que se agregan por separado.",
      },
      {
        question: "Tengo un food truck. ¿Necesito un seguro diferente?",
        answer:
          "Sí. Un food truck necesita una póliza de auto comercial para el vehículo, además de responsabilidad civil general para atender a los clientes y cobertura para el equipo de cocina y el inventario que lleva a bordo. Muchos eventos y dueños de propiedades privadas también le piden un certificado de seguro antes de dejarlo estacionarse y vender.",
      },
      {
        question: "¿Cuánto cuesta el seguro para restaurantes?",
        answer:
          "Depende de sus ingresos, su nómina, el número de asientos, las ventas de alcohol, la ubicación, el edificio y su historial de reclamos, así que no hay una respuesta honesta que sirva para todos. La forma más rápida de saberlo es pedir una cotización gratis: comparamos opciones de varias aseguradoras y le explicamos qué cubre realmente cada una.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "construction-insurance",
    navLabel: "Seguro para construcción y contratistas",
    icon: "hard-hat",
    seoTitle: "Seguro para contratistas y construcción en Nevada",
    metaDescription:
      "Seguro para contratistas en Nevada: responsabilidad civil, workers' comp, equipo, builder's risk y fianzas en Las Vegas, Henderson y Reno.",
    heading: "Seguro para construcción y contratistas en Nevada",
    intro:
      "Los contratistas generales, subcontratistas y oficios especializados mantienen a Nevada en crecimiento, desde los nuevos vecindarios de Henderson y North Las Vegas hasta los proyectos industriales alrededor de Reno y Sparks. Cada trabajo trae requisitos de seguro en el contrato, certificados que entregar y riesgos reales en la obra. Ayudamos a los contratistas a tener la cobertura que piden sus contratos, a obtener sus certificados sin demoras y a no pagar por coberturas que no necesitan.",
    risks: [
      {
        name: "Lesiones en la obra",
        description:
          "Las caídas, los golpes con objetos, las lesiones con herramientas eléctricas y las enfermedades por calor son comunes en las obras y pueden salir caras.",
      },
      {
        name: "Daños a la propiedad de un cliente o de un vecino",
        description:
          "Una tubería de agua cortada, una carga que se cae o un incendio provocado por trabajos con calor pueden dañar propiedad que no es suya.",
      },
      {
        name: "Reclamos después de terminar el trabajo",
        description:
          "Una fuga, una grieta o una falla que aparece meses o años después puede dar lugar a un reclamo por operaciones terminadas contra su negocio.",
      },
      {
        name: "Robo de herramientas y equipo",
        description:
          "Los remolques, las herramientas y la maquinaria que se quedan en obras abiertas son blancos frecuentes de robo.",
      },
      {
        name: "Accidentes de vehículos",
        description:
          "Las camionetas de trabajo, los remolques y las cuadrillas que manejan de una obra a otra agregan riesgos de responsabilidad civil de auto y de daños a los vehículos.",
      },
      {
        name: "Subcontratistas sin seguro",
        description:
          "Si un subcontratista que usted contrata no tiene seguro, sus trabajadores lesionados o sus errores pueden convertirse en un reclamo suyo y en un cargo en su auditoría de prima.",
      },
    ],
    coverages: [
      {
        name: "Responsabilidad civil general",
        description:
          "Cubre lesiones corporales y daños a la propiedad de terceros que resulten de su trabajo, incluidas las operaciones terminadas después de entregar la obra.",
      },
      {
        name: "Compensación al trabajador (workers' comp)",
        description:
          "Paga la atención médica y los salarios perdidos de empleados lesionados. Nevada la exige a los empleadores, y los contratistas generales normalmente piden comprobante de ella a cada subcontratista.",
      },
      {
        name: "Auto comercial",
        description:
          "Cubre las camionetas, vans y remolques de trabajo registrados a nombre del negocio, incluida la responsabilidad civil y los daños físicos.",
      },
      {
        name: "Equipo del contratista (inland marine)",
        description:
          "Cubre herramientas y equipo móvil en la obra, en tránsito y en almacenamiento; la responsabilidad civil general no cubre sus propias herramientas.",
      },
      {
        name: "Riesgo del constructor (builder's risk)",
        description:
          "Cubre un edificio mientras está en construcción o remodelación, incluidos los materiales en la obra, contra incendio, robo, vandalismo y otras pérdidas cubiertas.",
      },
      {
        name: "Póliza comercial de responsabilidad adicional (umbrella)",
        description:
          "Agrega límites de responsabilidad civil por encima de sus pólizas de responsabilidad civil general, auto y responsabilidad del empleador; muchas veces la exigen los contratos más grandes.",
      },
      {
        name: "Fianzas de licencia y de cumplimiento",
        description:
          "Fianzas para la licencia de contratista y para proyectos que exigen fianzas de licitación, de cumplimiento o de pago.",
      },
    ],
    sections: [
      {
        heading: "Certificados, asegurados adicionales y requisitos del contrato",
        body:
          "La mayoría de los contratistas generales, desarrolladores y dueños de propiedades no lo dejan entrar a la obra sin un certificado de seguro. Muchos contratos además piden una redacción específica: que el cliente aparezca como asegurado adicional, una renuncia a la subrogación o una cobertura primaria y no contributiva. Si su póliza no incluye esos endosos, el certificado por sí solo no lo protege ni a usted ni a su cliente.\n\nMándenos la sección de seguros de un contrato antes de firmarlo. Le diremos qué requisitos ya cumple su póliza actual, cuáles necesitan un endoso y cuánto cuesta.",
      },
      {
        heading: "Calor, cuadrillas y compensación al trabajador en Nevada",
        body:
          "Las tardes de verano en Las Vegas pasan con frecuencia de los 110 grados, y las enfermedades por calor son un peligro real en la obra. Nevada exige a los empleadores tener compensación al trabajador, y la Junta de Contratistas del Estado de Nevada (Nevada State Contractors Board) pide comprobante de ella (o de una exención válida) como parte del trámite de licencia. Consulte los requisitos actuales de la junta para su clasificación de licencia, incluido su requisito de fianza.\n\nLas primas de compensación al trabajador se basan en la nómina y en la clasificación de los puestos, y se auditan al terminar el año de la póliza. Llevar registros de nómina precisos y pedir certificados a sus subcontratistas reduce al mínimo las sorpresas en la auditoría.",
      },
    ],
    faqs: [
      {
        question: "¿Necesito compensación al trabajador si solo uso subcontratistas?",
        answer:
          "Si de verdad no tiene empleados, es posible que califique para una exención, pero tenga cuidado. Cuando un subcontratista que usted contrata no tiene compensación al trabajador, sus trabajadores lesionados pueden terminar reclamándole a usted, y su aseguradora puede cobrarle prima por la nómina de ese subcontratista sin seguro en la auditoría. Pida siempre certificados vigentes a cada subcontratista antes de que empiece a trabajar.",
      },
      {
        question: "¿Qué es la cobertura de operaciones terminadas?",
        answer:
          "Es la parte de la responsabilidad civil general que cubre lesiones o daños a la propiedad causados por su trabajo después de terminarlo, como una terraza que se derrumba o una conexión que empieza a gotear un año después. Es una de las coberturas más importantes para un contratista, así que revisamos que su póliza la incluya y que ningún endoso la limite para su tipo de trabajo.",
      },
      {
        question: "¿La responsabilidad civil general cubre mis herramientas y mi equipo?",
        answer:
          "No. La responsabilidad civil general cubre los daños que usted causa a la propiedad de otras personas, no a la suya. Las herramientas, los remolques y el equipo móvil necesitan una cobertura de equipo del contratista, también llamada inland marine, que los protege en la obra, en su camioneta y en almacenamiento.",
      },
      {
        question: "¿Quién compra el seguro de riesgo del constructor, el dueño o el contratista?",
        answer:
          "Depende del contrato. En muchas obras nuevas lo compra el contratista general, mientras que en algunas remodelaciones el dueño lo agrega a una póliza de propiedad que ya tiene. Lea la sección de seguros de su contrato y podemos preparar la póliza para que coincida con ella.",
      },
      {
        question: "¿Qué fianza necesito para una licencia de contratista en Nevada?",
        answer:
          "La Junta de Contratistas del Estado de Nevada exige una fianza de licencia o un depósito en efectivo, y el monto depende de su clasificación de licencia y de otros factores que considera la junta. Consulte los requisitos actuales de la junta y luego hable con nosotros: podemos ayudarle con fianzas de licencia y con fianzas de licitación, de cumplimiento y de pago para proyectos.",
      },
      {
        question: "¿Qué tan rápido puedo obtener un certificado de seguro?",
        answer:
          "Una vez que su póliza está vigente, los certificados normalmente se emiten rápido. Mándenos el nombre del titular del certificado y cualquier redacción que exija el contrato para confirmar que su póliza de verdad incluye los endosos que le están pidiendo.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "healthcare-insurance",
    navLabel: "Seguro para consultorios médicos y de salud",
    icon: "stethoscope",
    seoTitle: "Seguro para consultorios médicos en Nevada",
    metaDescription:
      "Seguro para consultorios médicos, dentales y de bienestar en Nevada: negligencia, ciberseguridad, propiedad y workers' comp. Cotización gratis.",
    heading: "Seguro para consultorios médicos y de salud en Nevada",
    intro:
      "Los consultorios médicos y dentales, quiroprácticos, fisioterapeutas, med spas y proveedores de salud en el hogar tienen una responsabilidad que la mayoría de los negocios no tiene: la salud y la información privada de cada paciente. Ayudamos a los consultorios de Nevada a reunir la cobertura de negligencia profesional, cibernética, de propiedad y de responsabilidad civil que corresponde a la atención que ofrecen, y le explicamos la letra pequeña, como la cobertura claims-made y la cobertura de cola (tail), en palabras sencillas.",
    risks: [
      {
        name: "Reclamos por negligencia médica",
        description:
          "Un paciente que alega un diagnóstico equivocado, un error de tratamiento o un mal resultado puede presentar un reclamo que cuesta mucho defender, aunque la atención haya sido correcta.",
      },
      {
        name: "Filtraciones de datos de pacientes",
        description:
          "Los expedientes médicos electrónicos, los sistemas de facturación y el correo electrónico guardan justo la información que buscan los delincuentes, y una filtración trae obligaciones de notificación.",
      },
      {
        name: "Lesiones en su consultorio",
        description:
          "Los pacientes y visitantes pueden tropezar en la sala de espera, caerse en el estacionamiento o lastimarse por algo que no tiene que ver con el tratamiento.",
      },
      {
        name: "Daños o averías del equipo",
        description:
          "Los equipos de imagenología, los sillones dentales, los láseres y la refrigeración de medicamentos son caros de reparar o reemplazar.",
      },
      {
        name: "Lesiones del personal",
        description:
          "Los pinchazos con agujas, las lesiones de espalda al mover pacientes y la exposición a enfermedades son riesgos diarios para el personal clínico.",
      },
      {
        name: "Errores de facturación e investigaciones de las autoridades",
        description:
          "Los errores de codificación y las disputas de facturación pueden llevar a auditorías e investigaciones con sus propios costos legales.",
      },
    ],
    coverages: [
      {
        name: "Responsabilidad civil profesional médica (negligencia médica)",
        description:
          "Cubre reclamos que alegan que sus servicios profesionales causaron un daño, incluida la defensa legal. La cobertura puede emitirse para cada proveedor y para el consultorio.",
      },
      {
        name: "Responsabilidad civil general",
        description:
          "Cubre lesiones de pacientes y visitantes que no tienen que ver con el tratamiento, como una caída en el vestíbulo, y daños a la propiedad de otras personas.",
      },
      {
        name: "Responsabilidad cibernética",
        description:
          "Paga la respuesta a una filtración de datos, la notificación a pacientes, la restauración de datos, la respuesta a un ataque de ransomware y los reclamos que resulten.",
      },
      {
        name: "Propiedad comercial y avería de equipos",
        description:
          "Cubre su consultorio, muebles, equipo médico y suministros en caso de incendio, robo o una falla mecánica o eléctrica.",
      },
      {
        name: "Ingresos del negocio",
        description:
          "Reemplaza los ingresos perdidos y paga los gastos que continúan si una pérdida cubierta obliga al consultorio a cerrar o a reducir su actividad.",
      },
      {
        name: "Compensación al trabajador (workers' comp)",
        description:
          "Cubre la atención médica y los salarios perdidos de empleados lesionados. Nevada la exige a los consultorios que tienen empleados.",
      },
      {
        name: "Responsabilidad por prácticas laborales",
        description:
          "Cubre reclamos de empleados que alegan discriminación, acoso o despido injustificado.",
      },
      {
        name: "Cobertura por errores de facturación y asuntos regulatorios",
        description:
          "Ayuda a pagar los costos legales y ciertas multas relacionadas con investigaciones de facturación y codificación, donde esté disponible.",
      },
    ],
    sections: [
      {
        heading: "Cobertura claims-made, cobertura de cola y cambios de trabajo",
        body:
          "La mayoría de las pólizas de negligencia médica se emiten en base a reclamos presentados (claims-made): cubren los reclamos que se presentan mientras la póliza está vigente, por atención dada después de la fecha retroactiva de la póliza. Cuando usted se jubila, vende un consultorio o cambia de aseguradora, puede necesitar un endoso de período extendido para reportar reclamos, conocido como cobertura de cola (tail), para que los reclamos que se presenten más adelante por atención pasada sigan cubiertos. Algunas aseguradoras ofrecen en cambio cobertura de actos previos, llamada cobertura nose, cuando usted se cambia con ellas.\n\nEstos detalles son fáciles de pasar por alto y caros de corregir después. Revisamos sus fechas retroactivas y cualquier contrato de trabajo antes de que haga un cambio.",
      },
      {
        heading: "Consultorios que crecen en todo Nevada",
        body:
          "El sector de salud está creciendo rápido en Las Vegas, Henderson y Reno, y también servicios más nuevos como los med spas, la terapia intravenosa a domicilio y la telemedicina. Algunos de estos servicios no encajan bien en una póliza estándar de negligencia médica, así que confirmamos con la aseguradora que cada servicio que usted ofrece, y cada proveedor que lo realiza, esté cubierto.",
      },
    ],
    faqs: [
      {
        question: "¿La póliza de negligencia médica de mi empleador me cubre a mí?",
        answer:
          "Puede ser, pero solo por el trabajo que hace para ese empleador y solo dentro de los límites de esa póliza. Si también ejerce en otro lugar, tiene un segundo trabajo o hace trabajo independiente, es posible que necesite su propia póliza. Pida una copia del certificado o del resumen de la póliza y podemos revisarlo con usted.",
      },
      {
        question: "¿Cuál es la diferencia entre una póliza de negligencia médica claims-made y una de ocurrencia?",
        answer:
          "Una póliza de ocurrencia cubre los incidentes que pasaron mientras estaba vigente, sin importar cuándo se presente el reclamo. Una póliza claims-made cubre los reclamos presentados mientras está vigente, por atención dada después de su fecha retroactiva, y normalmente necesita cobertura de cola cuando termina. Las pólizas claims-made son más comunes y muchas veces cuestan menos en los primeros años.",
      },
      {
        question: "¿La responsabilidad civil general cubre a un paciente que se lastima durante el tratamiento?",
        answer:
          "No. Las lesiones relacionadas con la atención profesional corresponden a la cobertura de negligencia médica. La responsabilidad civil general cubre cosas como un paciente que se tropieza con un tapete en la sala de espera, y por eso la mayoría de los consultorios necesitan las dos.",
      },
      {
        question: "¿Un seguro cibernético me ayuda con una filtración de datos relacionada con HIPAA?",
        answer:
          "Una buena póliza cibernética puede pagar la investigación forense, la notificación a pacientes, el monitoreo de crédito, la asesoría legal y ciertos costos de defensa ante las autoridades después de una filtración. Qué se cubre, y si las multas son asegurables, depende de la redacción de la póliza y de la ley. Comparamos pólizas cibernéticas lado a lado para que usted vea las diferencias.",
      },
      {
        question: "¿Los med spas y consultorios de estética necesitan una cobertura especial?",
        answer:
          "Muchas veces, sí. No todas las pólizas de negligencia médica cubren los inyectables, los láseres y los tratamientos corporales, y las aseguradoras quieren saber quién realiza cada procedimiento y bajo qué supervisión. Buscamos aseguradoras que cubran específicamente estos servicios.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "manufacturing-insurance",
    navLabel: "Seguro para manufactura y producción",
    icon: "factory",
    seoTitle: "Seguro para manufactura en Nevada",
    metaDescription:
      "Seguro de manufactura en Nevada: responsabilidad por productos, avería de equipos, interrupción del negocio, carga y workers' comp para plantas y talleres.",
    heading: "Seguro para manufactura y producción en Nevada",
    intro:
      "Los fabricantes de Nevada van desde pequeños talleres de maquinado y productores de alimentos en Las Vegas hasta grandes plantas y centros de distribución alrededor de Reno y Sparks. Todos dependen de maquinaria, materiales, proveedores y personal que tienen que seguir funcionando. Ayudamos a los fabricantes a proteger sus instalaciones y su equipo, sus ingresos cuando se detiene la producción y su negocio frente a reclamos por los productos que fabrican.",
    risks: [
      {
        name: "Reclamos de responsabilidad civil por productos",
        description:
          "Un defecto en algo que usted fabricó, o en una pieza que le suministró a otra empresa, puede causar lesiones o daños mucho después de salir de su planta.",
      },
      {
        name: "Lesiones con maquinaria",
        description:
          "Las prensas, sierras, montacargas y bandas transportadoras crean un riesgo de lesiones graves para los empleados.",
      },
      {
        name: "Avería de equipos",
        description:
          "Un motor, un tablero eléctrico o una caldera que falla puede detener la producción y costar mucho más en producción perdida que en reparaciones.",
      },
      {
        name: "Incendio y explosión",
        description:
          "El polvo, los solventes, la soldadura y los materiales almacenados aumentan el riesgo de incendio en muchos entornos de producción.",
      },
      {
        name: "Interrupciones en la cadena de suministro",
        description:
          "Un incendio o un cierre en un proveedor o cliente clave puede detener su producción aunque su propia planta no tenga daños.",
      },
      {
        name: "Mercancía en tránsito",
        description:
          "Las materias primas y los productos terminados pueden dañarse o ser robados mientras los transporta usted o un tercero.",
      },
      {
        name: "Retiros de productos del mercado",
        description:
          "Retirar del mercado un producto defectuoso trae costos de notificación, envío, destrucción y reemplazo.",
      },
    ],
    coverages: [
      {
        name: "Responsabilidad civil general con productos y operaciones terminadas",
        description:
          "Cubre lesiones corporales y daños a la propiedad causados por sus productos y operaciones, incluida la defensa legal.",
      },
      {
        name: "Propiedad comercial",
        description:
          "Cubre su edificio, maquinaria, inventario y materias primas contra incendio, robo, viento y otras pérdidas cubiertas.",
      },
      {
        name: "Avería de equipos",
        description:
          "Paga la reparación o el reemplazo de maquinaria y de sistemas eléctricos y de HVAC después de una falla mecánica o eléctrica repentina.",
      },
      {
        name: "Ingresos del negocio e ingresos contingentes",
        description:
          "Reemplaza los ingresos perdidos mientras se recupera de una pérdida cubierta, y puede extenderse a pérdidas en un proveedor o cliente clave.",
      },
      {
        name: "Compensación al trabajador (workers' comp)",
        description:
          "Cubre la atención médica y los salarios perdidos de empleados lesionados. Nevada la exige a los empleadores.",
      },
      {
        name: "Transporte terrestre y carga (inland marine)",
        description:
          "Cubre materiales y productos en tránsito, en otras ubicaciones y bajo el cuidado de terceros.",
      },
      {
        name: "Retiro de productos del mercado",
        description:
          "Ayuda a pagar los costos de retirar, reemplazar y desechar productos, que las pólizas de responsabilidad civil general normalmente excluyen.",
      },
      {
        name: "Póliza comercial de responsabilidad adicional (umbrella)",
        description:
          "Agrega límites de responsabilidad civil por encima de sus pólizas principales; muchas veces la exigen los clientes y distribuidores más grandes.",
      },
    ],
    sections: [
      {
        heading: "Manufactura desde Las Vegas hasta la zona de Reno-Sparks",
        body:
          "El crecimiento industrial del norte de Nevada, incluidos los grandes parques industriales al este de Sparks, ha traído nuevas plantas, almacenes y proveedores al estado, mientras que Henderson y North Las Vegas siguen sumando espacio de producción y distribución. Las operaciones que crecen muchas veces dejan atrás su seguro antes de que alguien lo note: se agrega maquinaria nueva, se abre una segunda ubicación o las ventas se extienden a otros estados.\n\nRevisamos juntos los valores de su propiedad, sus ubicaciones, sus productos y los contratos con sus clientes, para que sus límites crezcan al ritmo del negocio.",
      },
      {
        heading: "Detalles que importan a los fabricantes",
        body:
          "Unos cuantos detalles de la póliza causan la mayoría de las sorpresas que vemos al revisar la cobertura de un fabricante.",
        bullets: [
          "Un límite de propiedad por debajo del costo de reposición puede provocar una penalización por coaseguro que reduce el pago de un reclamo.",
          "Las pólizas de propiedad estándar excluyen terremoto e inundación; vale la pena hablar del riesgo de terremoto para las plantas del norte de Nevada.",
          "Los contratos con clientes muchas veces exigen la condición de asegurado adicional, límites específicos y cobertura de responsabilidad civil por productos para lo que se vende en otros estados.",
          "Los límites de ingresos del negocio deben reflejar cuánto tardaría de verdad reemplazar maquinaria especializada.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿La responsabilidad civil por productos está incluida en la responsabilidad civil general?",
        answer:
          "Para la mayoría de los fabricantes, sí: la cobertura de productos y operaciones terminadas es parte de una póliza estándar de responsabilidad civil general y tiene su propio límite agregado. Algunas pólizas excluyen ciertos productos o exportaciones, así que revisamos las exclusiones y nos aseguramos de que el límite corresponda a los productos que usted fabrica y a los lugares donde se venden.",
      },
      {
        question: "¿Mi póliza de propiedad cubre una máquina que se descompone?",
        answer:
          "Normalmente no. Las pólizas de propiedad comercial por lo general excluyen las fallas mecánicas y eléctricas. La cobertura de avería de equipos llena ese hueco y también puede pagar los ingresos perdidos y los materiales echados a perder por la falla.",
      },
      {
        question: "¿Qué son los ingresos contingentes del negocio?",
        answer:
          "Esta cobertura paga los ingresos que usted pierde cuando una pérdida cubierta en un proveedor o cliente clave, y no en su propia planta, detiene su producción. Si un solo proveedor le surte una pieza que no puede conseguir fácilmente en otro lado, vale la pena revisar esta cobertura con cuidado.",
      },
      {
        question: "¿Necesito un seguro de retiro de productos del mercado?",
        answer:
          "Si sus productos podrían ser retirados del mercado, por ejemplo alimentos, componentes o bienes de consumo, los costos de un retiro pueden ser altos y la responsabilidad civil general normalmente no los paga. La cobertura de retiro de productos ayuda con los costos de notificación, recolección, desecho y reemplazo, y a veces con las ganancias perdidas.",
      },
      {
        question: "¿Cómo se calculan las primas de compensación al trabajador para los fabricantes?",
        answer:
          "Las primas se basan principalmente en la nómina de cada clasificación de puesto, ajustada según su historial de reclamos. Un programa de seguridad, protecciones en las máquinas y el reporte rápido de lesiones ayudan a mantener los costos bajo control con el tiempo. La nómina se audita al terminar cada año de la póliza, así que importa que las clasificaciones sean correctas.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "technology-insurance",
    navLabel: "Seguro para tecnología y servicios de TI",
    icon: "cpu",
    seoTitle: "Seguro para empresas de tecnología y TI en Nevada",
    metaDescription:
      "Seguro para empresas de tecnología en Nevada: E&O tecnológico, ciberseguridad, responsabilidad civil y workers' comp para firmas de TI y consultores.",
    heading: "Seguro para tecnología y servicios de TI en Nevada",
    intro:
      "Los proveedores de servicios de TI administrados, desarrolladores de software, diseñadores web y consultores de tecnología venden conocimiento, y sus mayores riesgos normalmente no son físicos. Una fecha de entrega incumplida, una falla de software que deja sin servicio a un cliente o una filtración que empieza en sus sistemas puede llevar a reclamos que una póliza de responsabilidad civil general no cubre. Ayudamos a los negocios de tecnología de Nevada a tener la cobertura de errores y omisiones y cibernética que esperan sus clientes, junto con lo básico que necesita cualquier negocio.",
    risks: [
      {
        name: "Reclamos de clientes por errores o fallas",
        description:
          "Un cliente que dice que su software, su asesoría o su servicio le causó una pérdida económica puede demandarlo aunque el contrato pareciera a prueba de todo.",
      },
      {
        name: "Filtraciones de datos",
        description:
          "Los datos y las credenciales de sus clientes en sus sistemas convierten a su negocio en un blanco, y una filtración trae costos de notificación y reclamos.",
      },
      {
        name: "Ransomware y caídas de sistemas",
        description:
          "Un ataque puede bloquear sus propios sistemas y detener el trabajo facturable, o propagarse a los clientes que usted administra.",
      },
      {
        name: "Fraude en transferencias de fondos",
        description:
          "Una factura o un correo falso pero convincente puede engañar a su personal para que le transfiera dinero a un delincuente.",
      },
      {
        name: "Disputas de propiedad intelectual",
        description:
          "Los reclamos de que su código, su contenido o su publicidad infringe los derechos de autor o la marca de otra persona pueden ser caros de defender.",
      },
      {
        name: "Pérdida de equipo",
        description:
          "Las laptops, los servidores y el equipo de red pueden ser robados o dañados en la oficina, en casa o de viaje.",
      },
    ],
    coverages: [
      {
        name: "Errores y omisiones tecnológicos (E&O)",
        description:
          "Cubre reclamos que alegan que sus servicios o productos tecnológicos no funcionaron como debían, causaron una pérdida a un cliente o no cumplieron obligaciones del contrato.",
      },
      {
        name: "Responsabilidad cibernética",
        description:
          "Cubre la respuesta a una filtración, la notificación, la restauración de datos, la respuesta a un ataque de ransomware, la interrupción del negocio y los reclamos de las personas afectadas.",
      },
      {
        name: "Responsabilidad civil general",
        description:
          "Cubre lesiones corporales y daños a la propiedad de terceros, como un visitante que se lastima en su oficina o un daño en las instalaciones de un cliente.",
      },
      {
        name: "Póliza para dueños de negocio (BOP)",
        description:
          "Combina la responsabilidad civil general con cobertura para el equipo de oficina y los ingresos perdidos, para pequeñas empresas de tecnología que califican.",
      },
      {
        name: "Delitos e ingeniería social",
        description:
          "Cubre el dinero perdido por robo de empleados, documentos falsificados e instrucciones de pago fraudulentas, cuando la póliza lo incluye.",
      },
      {
        name: "Compensación al trabajador (workers' comp)",
        description:
          "Cubre la atención médica y los salarios perdidos de empleados lesionados. Nevada la exige a los empleadores, incluidos los negocios que trabajan en oficina.",
      },
      {
        name: "Responsabilidad por prácticas laborales",
        description:
          "Cubre reclamos de empleados o solicitantes de empleo que alegan discriminación, acoso o despido injustificado.",
      },
    ],
    sections: [
      {
        heading: "Lo que piden los contratos de sus clientes",
        body:
          "Los clientes más grandes, las agencias de gobierno y los grandes proveedores normalmente fijan requisitos mínimos de seguro en sus contratos: límites de E&O tecnológico y cibernético, a veces cobertura específica de seguridad de redes y privacidad, y la condición de asegurado adicional en la responsabilidad civil general. No cumplirlos puede retrasar la firma de un contrato o ponerlo en incumplimiento de uno que ya tiene.\n\nMándenos la sección de seguros de un contrato o un cuestionario de proveedor, y le mostraremos qué requisitos cumple su cobertura y qué haría falta para cumplir los demás.",
      },
      {
        heading: "La ley de seguridad de datos de Nevada",
        body:
          "La ley de Nevada sobre seguridad y privacidad de la información personal (capítulo 603A de los NRS) exige a los negocios que guardan información personal de residentes de Nevada protegerla con medidas de seguridad razonables y notificar a los residentes afectados después de una filtración. Una póliza cibernética no reemplaza una buena seguridad, pero ayuda a pagar la investigación, la notificación y la asesoría legal que requiere la respuesta a una filtración.",
      },
    ],
    faqs: [
      {
        question: "¿Cuál es la diferencia entre el E&O tecnológico y el seguro cibernético?",
        answer:
          "El E&O tecnológico cubre reclamos que alegan que su trabajo o su producto falló y le causó a un cliente una pérdida económica. El seguro cibernético cubre los costos y reclamos que vienen después de una filtración de datos o un ciberataque, incluidos sus propios costos de recuperación. Muchas aseguradoras ofrecen las dos en una sola póliza combinada, lo que evita huecos entre ellas.",
      },
      {
        question: "¿La responsabilidad civil general cubre una filtración de datos?",
        answer:
          "Por lo general, no. La mayoría de las pólizas de responsabilidad civil general excluyen las pérdidas por filtraciones de datos y por datos electrónicos. Por eso los negocios de tecnología normalmente necesitan una póliza cibernética, aunque ya tengan responsabilidad civil general.",
      },
      {
        question: "Soy desarrollador independiente. ¿Necesito seguro?",
        answer:
          "Muchos clientes lo exigen antes de firmar un contrato, y defenderse en una sola disputa por un proyecto puede costar más que años de primas. Un paquete de E&O tecnológico y cibernético para un profesional independiente muchas veces es accesible, y puede ser un punto a su favor cuando presenta propuestas.",
      },
      {
        question: "¿Necesito compensación al trabajador si mis empleados trabajan a distancia?",
        answer:
          "Sí. Nevada exige compensación al trabajador a los empleadores, y aplica a los empleados que trabajan desde casa. Si tiene empleados en otros estados, puede que su trabajo también necesite cobertura según las reglas de esos estados, y eso lo podemos preparar.",
      },
      {
        question: "¿Qué es la cobertura de ingeniería social?",
        answer:
          "Cubre el dinero que se pierde cuando alguien se hace pasar por un proveedor, un cliente o un directivo y convence a su personal de enviar un pago a la cuenta equivocada. No forma parte automáticamente de una póliza cibernética o de delitos, y los límites muchas veces son bajos, así que revisamos si está incluida y por qué monto.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "commercial-property-insurance",
    navLabel: "Seguro de propiedad comercial",
    icon: "building-2",
    seoTitle: "Seguro de propiedad comercial en Nevada",
    metaDescription:
      "Seguro de propiedad comercial para dueños, arrendadores y administradores en Nevada: edificios, renta, responsabilidad civil, inundación y terremoto.",
    heading: "Seguro de propiedad comercial en Nevada",
    intro:
      "Ya sea que usted tenga un centro comercial en Las Vegas, un edificio de oficinas en Henderson, un almacén cerca de Reno o unas cuantas propiedades de renta, sus edificios probablemente están entre sus inversiones más grandes. Ayudamos a dueños, arrendadores y administradores de propiedades a asegurar sus edificios por el valor correcto, proteger sus ingresos por renta y cerrar los huecos que dejan las pólizas estándar en inundación, terremoto y actualizaciones exigidas por el código de construcción.",
    risks: [
      {
        name: "Incendio",
        description:
          "Un incendio puede destruir un edificio, obligar a los inquilinos a salir y detener los ingresos por renta durante meses mientras se reconstruye.",
      },
      {
        name: "Tormentas del monzón e inundaciones repentinas",
        description:
          "Las tormentas de verano traen vientos fuertes, granizo e inundaciones repentinas al sur de Nevada, y los daños por inundación están excluidos de las pólizas de propiedad estándar.",
      },
      {
        name: "Daños por agua",
        description:
          "Las líneas de agua que revientan, los calentadores que fallan y las fugas de los aires acondicionados del techo causan daños interiores frecuentes y costosos.",
      },
      {
        name: "Vandalismo y robos con allanamiento",
        description:
          "Los locales vacíos y los edificios entre un inquilino y otro son blancos más probables, y la cobertura puede estar limitada mientras están desocupados.",
      },
      {
        name: "Lesiones de inquilinos y visitantes",
        description:
          "Los tropiezos en el estacionamiento, las caídas en escaleras y los pasillos mal iluminados pueden llevar a reclamos de responsabilidad civil contra el dueño.",
      },
      {
        name: "Terremoto",
        description:
          "Nevada tiene actividad sísmica, sobre todo en el norte, y los daños por terremoto están excluidos de las pólizas de propiedad estándar.",
      },
      {
        name: "Actualizaciones al código después de una pérdida",
        description:
          "Reconstruir un edificio antiguo según los códigos actuales puede costar mucho más que repararlo como estaba.",
      },
    ],
    coverages: [
      {
        name: "Propiedad comercial (edificio y contenido)",
        description:
          "Cubre el edificio y los bienes del negocio del dueño contra incendio, viento, granizo, robo, vandalismo y otras causas cubiertas, idealmente a costo de reposición.",
      },
      {
        name: "Ingresos del negocio e ingresos por renta",
        description:
          "Reemplaza la renta o los ingresos que usted pierde mientras se repara una propiedad dañada, además de gastos que continúan, como los pagos del préstamo.",
      },
      {
        name: "Avería de equipos",
        description:
          "Cubre los sistemas de aire acondicionado, eléctricos, elevadores y calderas después de una falla mecánica o eléctrica repentina, una protección clave con el calor del desierto.",
      },
      {
        name: "Ordenanza o ley",
        description:
          "Paga el costo adicional de demoler y de poner un edificio antiguo al corriente con los códigos de construcción actuales después de una pérdida cubierta.",
      },
      {
        name: "Responsabilidad civil general",
        description:
          "Cubre las lesiones de clientes de sus inquilinos, visitantes y otras personas en áreas comunes y en la propiedad que usted controla, incluida la defensa legal.",
      },
      {
        name: "Seguro contra inundación",
        description:
          "Cobertura separada para daños por inundación, a través del Programa Nacional de Seguro contra Inundaciones (NFIP) o de aseguradoras privadas.",
      },
      {
        name: "Cobertura de terremoto",
        description:
          "Un endoso o una póliza separada para daños por terremoto, normalmente con su propio deducible en porcentaje.",
      },
      {
        name: "Póliza comercial de responsabilidad adicional (umbrella)",
        description:
          "Agrega límites de responsabilidad civil por encima de sus pólizas de responsabilidad civil general y de auto, para dueños con carteras más grandes o propiedades con mucho tránsito de personas.",
      },
    ],
    sections: [
      {
        heading: "El clima del desierto no está libre de riesgos",
        body:
          "La temporada de monzón del sur de Nevada, más o menos de julio a septiembre, puede traer tormentas cortas e intensas con viento, granizo e inundaciones repentinas, y la lluvia sobre el suelo duro del desierto escurre rápido. Las pólizas de propiedad comercial estándar excluyen la inundación, así que un edificio que está fuera de una zona de inundación en los mapas puede quedar sin seguro ante el agua que le llegue. En el norte de Nevada, alrededor de Reno y Sparks, el riesgo de terremoto también merece una conversación seria.\n\nEl calor es la otra constante. Las unidades del techo y los sistemas eléctricos trabajan duro todo el verano, y por eso la cobertura de avería de equipos se gana su lugar en la mayoría de las pólizas de propiedad en Nevada.",
      },
      {
        heading: "Detalles de la póliza que toman a los dueños por sorpresa",
        body:
          "Estos son los puntos que revisamos primero cuando analizamos una póliza de propiedad comercial.",
        bullets: [
          "Asegure a costo de reposición: un límite demasiado bajo puede provocar una penalización por coaseguro en un reclamo parcial.",
          "Muchas pólizas limitan la cobertura cuando un edificio lleva más de 60 días consecutivos desocupado; avísenos antes de que un local quede vacío.",
          "Los contratos de arrendamiento deben decir quién asegura qué, y exigir a los inquilinos una cobertura de responsabilidad civil que lo incluya a usted como asegurado adicional.",
          "Los administradores de propiedades necesitan su propia responsabilidad civil profesional, porque la póliza del dueño no cubre los errores del administrador.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuál es la diferencia entre costo de reposición y valor real en efectivo?",
        answer:
          "El costo de reposición paga lo que cuesta reparar o reconstruir con materiales de tipo y calidad similares, sin descontar por la antigüedad. El valor real en efectivo resta la depreciación, así que un techo o un edificio antiguo puede dejarle un cheque mucho más pequeño. La cobertura a costo de reposición normalmente cuesta más, pero para la mayoría de los dueños vale la pena.",
      },
      {
        question: "¿Mi póliza de propiedad comercial cubre la inundación?",
        answer:
          "No. Las pólizas de propiedad comercial estándar excluyen la inundación, incluidas las inundaciones repentinas por lluvias fuertes. La cobertura contra inundación está disponible a través del Programa Nacional de Seguro contra Inundaciones y de aseguradoras privadas, y podemos cotizarla aunque su propiedad no esté en una zona de inundación de los mapas.",
      },
      {
        question: "¿Qué pasa si mi edificio se queda desocupado?",
        answer:
          "Muchas pólizas de propiedad comercial reducen o excluyen la cobertura de ciertas pérdidas, como el vandalismo y los daños por agua, cuando un edificio lleva más de 60 días consecutivos desocupado. Si un inquilino se va, avísenos con tiempo; existen permisos de desocupación y pólizas para edificios desocupados.",
      },
      {
        question: "¿Debo exigir a mis inquilinos que tengan seguro?",
        answer:
          "Sí, en la mayoría de los casos. Exigir a los inquilinos una responsabilidad civil general que lo incluya a usted como asegurado adicional, además de su propia cobertura de propiedad, evita que los reclamos por sus operaciones terminen en su póliza. Podemos revisar las cláusulas de seguro de sus contratos de arrendamiento y los certificados que le mandan los inquilinos.",
      },
      {
        question: "Administro propiedades de otros dueños. ¿Qué cobertura necesito?",
        answer:
          "Los administradores de propiedades normalmente necesitan responsabilidad civil general para sus propias operaciones, responsabilidad civil profesional (errores y omisiones) por errores en la administración de propiedades y cobertura contra delitos si manejan depósitos de inquilinos o fondos de los dueños. Los dueños también suelen pedir que se les incluya en las pólizas del administrador, y al revés.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "auto-dealer-insurance",
    navLabel: "Seguro para concesionarios y talleres de autos",
    icon: "wrench",
    seoTitle: "Seguro para concesionarios y talleres en Nevada",
    metaDescription:
      "Seguro para concesionarios y talleres en Nevada: garaje, garagekeepers, lote abierto, pruebas de manejo, false pretense y E&O. Cotización gratis.",
    heading: "Seguro para concesionarios y talleres de autos en Nevada",
    intro:
      "Los concesionarios, talleres mecánicos independientes, talleres de carrocería y centros de servicio manejan algo que la mayoría de los negocios nunca maneja: los vehículos de otras personas, y un lote lleno de los suyos. Una sola póliza rara vez lo cubre todo. Ayudamos a los concesionarios y talleres de Nevada a reunir la responsabilidad civil de garaje, garagekeepers, la cobertura de inventario y las coberturas específicas para concesionarios, y le señalamos los huecos que causan las sorpresas más caras.",
    risks: [
      {
        name: "Daños a los vehículos de clientes",
        description:
          "El carro de un cliente puede dañarse en su área de servicio, durante una prueba en carretera, por un incendio o por un robo mientras está bajo su cuidado.",
      },
      {
        name: "Pérdidas del inventario en el lote",
        description:
          "El granizo, el viento, el vandalismo, el robo y las inundaciones repentinas pueden dañar muchos vehículos a la vez en un lote abierto.",
      },
      {
        name: "Accidentes en pruebas de manejo y con placas de concesionario",
        description:
          "Los clientes, los empleados y los vehículos con placas de concesionario que circulan crean un riesgo de responsabilidad civil de auto todos los días.",
      },
      {
        name: "Compradores fraudulentos",
        description:
          "Un comprador que paga con un cheque sin fondos, un cheque de caja falso o una identidad robada puede llevarse un vehículo que usted nunca cobra.",
      },
      {
        name: "Lesiones de clientes y empleados",
        description:
          "Los elevadores, las herramientas, los químicos y las áreas de servicio con mucho movimiento crean riesgo de lesiones tanto para clientes como para técnicos.",
      },
      {
        name: "Errores en documentos y divulgaciones",
        description:
          "Los errores en títulos, documentos de financiamiento, declaraciones de odómetro o divulgaciones pueden llevar a demandas de clientes.",
      },
      {
        name: "Filtraciones de datos de clientes",
        description:
          "Las solicitudes de crédito y los documentos de financiamiento contienen información personal delicada que buscan los delincuentes.",
      },
    ],
    coverages: [
      {
        name: "Responsabilidad civil de garaje",
        description:
          "Cubre lesiones corporales y daños a la propiedad que resulten de las operaciones de su negocio, como un cliente que se lastima en su lote o en su sala de exhibición.",
      },
      {
        name: "Garagekeepers (cobertura de vehículos de clientes)",
        description:
          "Cubre los daños a los vehículos de clientes mientras están bajo su cuidado, custodia o control para servicio, reparación, almacenamiento o venta a consignación.",
      },
      {
        name: "Inventario en lote abierto (dealer open lot)",
        description:
          "Cubre los daños físicos a los vehículos que usted tiene a la venta, en su lote y muchas veces en tránsito, por granizo, robo, vandalismo, incendio y choque.",
      },
      {
        name: "Placas de concesionario y pruebas de manejo",
        description:
          "Responsabilidad civil de auto para vehículos que circulan con placas de concesionario y para pruebas de manejo de clientes y empleados.",
      },
      {
        name: "Falso pretexto (false pretense)",
        description:
          "Cubre la pérdida de un vehículo que usted entregó voluntariamente por un fraude, como un pago con un cheque sin fondos o una identidad falsa.",
      },
      {
        name: "Errores y omisiones para concesionarios (E&O)",
        description:
          "Cubre reclamos que surjan de errores en títulos, financiamiento, liquidación de gravámenes, declaraciones de odómetro y otros documentos de venta.",
      },
      {
        name: "Compensación al trabajador (workers' comp)",
        description:
          "Cubre la atención médica y los salarios perdidos de empleados lesionados. Nevada la exige a los empleadores.",
      },
      {
        name: "Responsabilidad cibernética",
        description:
          "Paga la respuesta a una filtración, la notificación a clientes y los reclamos cuando quedan expuestos los registros de financiamiento y de clientes.",
      },
    ],
    sections: [
      {
        heading: "La responsabilidad civil de garaje no es garagekeepers",
        body:
          "Este es el hueco que vemos con más frecuencia. La responsabilidad civil de garaje cubre las lesiones y los daños que sus operaciones causan a otras personas y a su propiedad, pero normalmente excluye los daños a los vehículos de clientes que están bajo su cuidado. La cobertura garagekeepers llena ese hueco, y viene en distintas modalidades.",
        bullets: [
          "Responsabilidad legal (legal liability): paga solo cuando su negocio es legalmente responsable del daño.",
          "Exceso directo (direct excess): paga sin importar quién tuvo la culpa, después del seguro de auto del propio cliente.",
          "Primaria directa (direct primary): paga sin importar quién tuvo la culpa, antes del seguro del propio cliente, lo que facilita la relación con sus clientes.",
        ],
      },
      {
        heading: "Licencias y fianzas para concesionarios en Nevada",
        body:
          "Los concesionarios de vehículos con licencia en Nevada generalmente necesitan una fianza de concesionario como parte del trámite de licencia, y algunos otros negocios con licencia del DMV también. Los montos y los formularios cambian, así que consulte los requisitos actuales del DMV de Nevada para su tipo de licencia; podemos ayudarle a obtener la fianza una vez que sepa lo que se exige.\n\nLos concesionarios que gestionan financiamiento también manejan información financiera de sus clientes que las reglas federales de privacidad esperan que protejan, y esa es una razón más para incluir la cobertura cibernética en la lista de un concesionario.",
      },
    ],
    faqs: [
      {
        question: "¿Cuál es la diferencia entre la responsabilidad civil de garaje y la cobertura garagekeepers?",
        answer:
          "La responsabilidad civil de garaje cubre las lesiones y los daños a la propiedad que su negocio causa a otras personas, como un cliente que se resbala en su taller. Garagekeepers cubre los daños a los vehículos de clientes mientras están bajo su cuidado. La mayoría de los concesionarios y talleres necesitan las dos.",
      },
      {
        question: "¿Están cubiertas las pruebas de manejo de los clientes?",
        answer:
          "Pueden estarlo, pero depende de cómo esté redactada su póliza. La responsabilidad civil de auto para concesionarios normalmente cubre los vehículos que usted tiene a la venta cuando los manejan clientes y empleados, y las placas de concesionario tienen que estar registradas correctamente en la póliza. Revisamos quién está cubierto para manejar y en qué condiciones, porque esta es una fuente común de disputas.",
      },
      {
        question: "¿Mi cobertura de inventario en lote abierto incluye granizo?",
        answer:
          "La mayoría de las pólizas de lote abierto pueden cubrir el granizo, pero muchas aplican un deducible aparte y más alto para granizo, viento u otros eventos del clima, a veces por evento y a veces por vehículo. Revise los deducibles con tanto cuidado como el precio; una sola tormenta puede dañar gran parte de un lote.",
      },
      {
        question: "¿Qué es la cobertura de falso pretexto (false pretense)?",
        answer:
          "Cubre la pérdida de un vehículo que usted entregó voluntariamente porque lo engañaron, como un comprador que pagó con un cheque de caja fraudulento o usó una identidad robada. La cobertura estándar contra robo muchas veces excluye este tipo de pérdida porque usted entregó las llaves por su propia voluntad.",
      },
      {
        question: "¿Necesito una fianza para obtener una licencia de concesionario en Nevada?",
        answer:
          "Por lo general, sí: Nevada exige a los concesionarios de vehículos depositar una fianza como parte del trámite de licencia. El monto y el tipo dependen de su licencia, así que primero consulte los requisitos actuales del DMV de Nevada y luego hable con nosotros para obtener la fianza.",
      },
      {
        question: "Tengo un taller mecánico, no un concesionario. ¿Esta página es para mí?",
        answer:
          "Sí. Los talleres mecánicos, talleres de carrocería, llanteras, centros de cambio de aceite y negocios de detallado necesitan responsabilidad civil de garaje y garagekeepers igual que los concesionarios, normalmente sin la cobertura de lote abierto ni de placas de concesionario. Armamos la póliza según el trabajo que usted realmente hace.",
      },
    ],
  },
];

/**
 * Spanish (es) personal-lines product pages (/es/auto-insurance ... /es/boat-insurance).
 * Same order, slugs, icons and layouts as ../insurance-products.ts (order = 'Insurance Types' menu).
 * Figures come from docs/product.md#business-constants and are always hedged; agency facts
 * (phone, email, address) come from configuration, never from this file.
 */
import type { InsuranceProductPage } from "../types.ts";

export const insuranceProducts: InsuranceProductPage[] = [
  // ---------------------------------------------------------------- Auto
  {
    slug: "auto-insurance",
    layout: "full",
    navLabel: "Seguro de auto",
    icon: "car",
    cardSummary:
      "Responsabilidad civil, cobertura de choque e integral conforme a la ley de Nevada, y pago por milla si maneja poco.",
    seoTitle: "Seguro de auto en Las Vegas y Nevada | Cotización gratis",
    metaDescription:
      "Comparamos seguros de auto de varias aseguradoras. Conozca los mínimos 25/50/20 de Nevada, las primas promedio locales y el pago por milla si maneja poco.",
    heading: "Seguro de auto en Las Vegas y todo Nevada",
    intro:
      "Como agencia independiente, comparamos por usted seguros de auto de varias aseguradoras, para que no tenga que andar llamando a una y otra. Ya sea que tome la I-15 todos los días para ir al trabajo, que maneje pocas millas a la semana en Henderson o que recorra largas distancias entre Reno y Sparks, le ayudamos a cumplir con los requisitos legales de Nevada y a elegir la cobertura que corresponde a su manera real de manejar.",
    coverageHeading: "Opciones de cobertura",
    coverages: [
      {
        name: "Responsabilidad civil",
        description:
          "Paga las lesiones y los daños a la propiedad que usted cause a otras personas en un accidente, hasta sus límites, incluida su defensa legal si lo demandan. Nevada exige como mínimo 25/50/20; muchos conductores eligen límites más altos para proteger sus ahorros y el valor que ya tienen en su casa.",
      },
      {
        name: "Cobertura de choque",
        description:
          "Paga la reparación o el reemplazo de su propio vehículo después de un choque con otro auto o con un objeto, sin importar quién tuvo la culpa, menos su deducible. Los prestamistas y las compañías de arrendamiento (leasing) normalmente la exigen.",
      },
      {
        name: "Cobertura integral (comprehensive)",
        description:
          "Cubre los daños que no vienen de un choque: robo, vandalismo, incendio, granizo, inundación, objetos que caen, vidrios rotos e impactos con animales, menos su deducible.",
      },
      {
        name: "Conductor sin seguro o con seguro insuficiente",
        description:
          "Paga las lesiones suyas y de sus pasajeros cuando el conductor culpable no tiene seguro, o tiene muy poco para cubrir sus gastos. Nevada no lo obliga a comprarla, pero las aseguradoras deben ofrecerla, y nosotros se la recomendamos.",
      },
      {
        name: "Pagos médicos (MedPay)",
        description:
          "Paga las cuentas médicas suyas y de sus pasajeros después de un accidente, sin importar quién tuvo la culpa, hasta el límite que usted elija. Como Nevada no exige protección contra lesiones personales (PIP), MedPay ayuda a cubrir los gastos mientras se determina quién tuvo la culpa.",
      },
      {
        name: "Reembolso de auto de alquiler",
        description:
          "Paga un auto de alquiler mientras su vehículo está en el taller después de un reclamo cubierto, hasta una cantidad diaria y un límite total indicados en su póliza.",
      },
      {
        name: "Asistencia en el camino",
        description:
          "Cubre grúa, pasar corriente a la batería, apertura del vehículo si se quedan las llaves adentro, cambio de llanta ponchada y entrega de combustible. Muy útil porque el calor del verano en Nevada castiga las baterías y las llantas.",
      },
      {
        name: "Cobertura gap",
        description:
          "Si su auto financiado o arrendado se declara pérdida total o se lo roban, la cobertura gap paga la diferencia entre el valor real en efectivo del auto y lo que usted todavía debe del préstamo o del arrendamiento.",
      },
    ],
    stats: [
      {
        value: "25/50/20",
        label: "Límites mínimos de responsabilidad civil en Nevada",
        note: "$25,000 por persona y $50,000 por accidente por lesiones corporales, y $20,000 por daños a la propiedad. Es el mínimo legal, no una recomendación.",
      },
      {
        value: "$1,856",
        label: "Prima anual promedio de auto, Las Vegas",
        note: "Promedio publicado; su tarifa varía según la aseguradora, el conductor y el vehículo.",
      },
      {
        value: "$1,742",
        label: "Prima anual promedio de auto, Henderson",
        note: "Promedio publicado; su tarifa varía según la aseguradora, el conductor y el vehículo.",
      },
      {
        value: "$1,628",
        label: "Prima anual promedio de auto, Reno",
        note: "Promedio publicado; su tarifa varía según la aseguradora, el conductor y el vehículo.",
      },
      {
        value: "$1,594",
        label: "Prima anual promedio de auto, Sparks",
        note: "Promedio publicado; su tarifa varía según la aseguradora, el conductor y el vehículo.",
      },
    ],
    sections: [
      {
        heading: "Requisitos mínimos de seguro de auto en Nevada",
        body:
          "La ley de Nevada exige que todo vehículo registrado tenga seguro de responsabilidad civil de por lo menos $25,000 por lesiones corporales a una persona, $50,000 por lesiones corporales a todas las personas en un mismo accidente y $20,000 por daños a la propiedad. Es común verlo escrito como 25/50/20. Su póliza debe mantenerse vigente todo el tiempo que el vehículo esté registrado; el DMV de Nevada verifica la cobertura de forma electrónica, y si la cobertura se interrumpe, le pueden suspender el registro y cobrar cargos de restablecimiento.\n\nNevada es un estado de culpa (at-fault): el conductor que causa un choque, y la aseguradora de ese conductor, responden por las lesiones y los daños de las otras personas. Por eso importan los límites de responsabilidad civil. Los mínimos del estado son bajos comparados con lo que cuesta un accidente hoy en día. Por ejemplo, reemplazar una pickup o una SUV reciente puede costar por sí solo mucho más de $20,000, y cualquier cantidad que pase de sus límites puede quedar a su cargo personal. Normalmente le sugerimos considerar límites más altos, y antes de que usted decida le mostramos cuánto cuesta la diferencia.",
      },
      {
        heading: "Lo que pagan los conductores en Las Vegas, Henderson, Reno y Sparks",
        body:
          "Según promedios publicados, la prima anual del seguro de auto ronda los $1,856 en Las Vegas, $1,742 en Henderson, $1,628 en Reno y $1,594 en Sparks. Son promedios de muchos conductores y aseguradoras, no cotizaciones: su propia prima puede quedar muy por encima o muy por debajo de esas cifras, y varía según la aseguradora.\n\nCada aseguradora evalúa el riesgo de forma un poco distinta, y por eso comparar varias es la manera más confiable de encontrar un precio justo. Lo principal que toman en cuenta las aseguradoras es:",
        bullets: [
          "Su historial de manejo, incluidos accidentes, multas y condenas por DUI",
          "Dónde se guarda el auto: las tarifas cambian de un código postal a otro",
          "La marca, el modelo, el año, los dispositivos de seguridad y el costo de reparación del vehículo",
          "Cuántas millas maneja al año y para qué usa el auto",
          "Su edad y sus años de experiencia manejando",
          "Su puntaje de seguro basado en el crédito, con las aseguradoras que lo usan",
          "Las coberturas, los límites y los deducibles que elija",
        ],
      },
      {
        heading: "Seguro de auto de pago por milla para quienes manejan poco",
        body:
          "Si maneja menos de 8,000 millas al año, es posible que esté pagando por millas que nunca recorre. Con nuestra aseguradora asociada de pago por milla, los conductores que manejan poco pueden ahorrar hasta un 40%, con tarifas desde $43.90 al mes más un cargo por cada milla recorrida. Esas cifras son las que anuncia la aseguradora asociada; su tarifa y su ahorro reales varían según su perfil como conductor y cuánto maneje.\n\nFunciona en tres pasos: usted pide una cotización, toma una foto de su odómetro una vez al mes con la aplicación de la aseguradora y paga por las millas que realmente maneja. Puede ser una buena opción para jubilados, personas que trabajan desde casa, familias con un segundo auto que pasa casi todo el tiempo en el garaje y cualquiera que camine, ande en bicicleta o use el transporte público para la mayoría de sus traslados. Visite nuestra página de cotización de pago por milla o llame a nuestra oficina para ver si le conviene más que una póliza tradicional.",
      },
      {
        heading: "Cómo bajar la prima de su seguro de auto",
        body:
          "Los pequeños cambios suelen sumar. Cuando revisamos su póliza, verificamos todos los descuentos a los que podría tener derecho y comparamos la misma cobertura en varias aseguradoras. Los descuentos disponibles y su monto varían según la aseguradora.",
        bullets: [
          "Combine su póliza de auto con su seguro de casa, de condominio o de inquilino",
          "Asegure más de un vehículo en la misma póliza",
          "Suba los deducibles de la cobertura de choque y de la cobertura integral, si puede pagar de su bolsillo la cantidad más alta",
          "Mantenga limpio su historial de manejo, o complete un curso aprobado de manejo defensivo si la aseguradora da crédito por ello",
          "Pregunte por descuentos por buen estudiante, dispositivos antirrobo, documentos electrónicos y pago total por adelantado",
          "Revise su cobertura cada año, sobre todo después de terminar de pagar un préstamo o cuando baja el valor de un auto más viejo",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto seguro de auto necesito en Nevada?",
        answer:
          "El mínimo legal es una cobertura de responsabilidad civil de $25,000 por persona y $50,000 por accidente por lesiones, más $20,000 por daños a la propiedad. Eso es solo el piso. Si tiene casa propia o ahorros, unos límites más altos (por ejemplo, 100/300/100) protegen esos bienes si usted causa un accidente grave, y el costo adicional muchas veces es menor de lo que la gente espera. Podemos cotizarle varias opciones de límites lado a lado para que vea la diferencia.",
      },
      {
        question: "¿Nevada es un estado sin culpa (no-fault)?",
        answer:
          "No. Nevada es un estado de culpa (tort), lo que significa que el conductor que causa un accidente responde por las lesiones y los daños que resulten, normalmente a través de su seguro de responsabilidad civil. Si otro conductor lo choca, usted puede presentar un reclamo con la aseguradora de esa persona, usar su propia cobertura, como la de choque o MedPay, o hacer ambas cosas.",
      },
      {
        question: "¿Qué pasa si manejo sin seguro en Nevada?",
        answer:
          "El DMV de Nevada verifica el seguro de forma electrónica, y una interrupción de la cobertura puede llevar a la suspensión del registro del vehículo y a cargos de restablecimiento. Según las circunstancias, también le pueden exigir presentar un SR-22 para recuperar sus privilegios de manejo. Y lo más importante: si causa un accidente sin seguro, usted responde personalmente por las lesiones y los daños de las otras personas.",
      },
      {
        question: "¿Qué es un SR-22 y me pueden ayudar a conseguirlo?",
        answer:
          "Un SR-22 es un certificado que su aseguradora presenta ante el DMV de Nevada para comprobar que usted tiene por lo menos la cobertura mínima de responsabilidad civil que exige el estado. Normalmente se requiere después de un DUI, de manejar sin seguro o de otras infracciones graves, y el DMV determina cuánto tiempo debe mantenerlo, comúnmente tres años. Sí, trabajamos con aseguradoras que presentan el SR-22; llame a nuestra oficina y le ayudamos a encontrar cobertura.",
      },
      {
        question: "¿Por qué el seguro de auto suele costar más en Las Vegas que en Reno o Sparks?",
        answer:
          "Las aseguradoras fijan sus precios según la ubicación, y una zona metropolitana grande con mucho tráfico tiende a tener más accidentes, más robos de vehículos y más reclamos que las ciudades más pequeñas. Los promedios publicados lo reflejan: alrededor de $1,856 al año en Las Vegas, frente a unos $1,628 en Reno. Aun así, su tarifa depende de su historial de manejo, su vehículo y su cobertura, y varía según la aseguradora.",
      },
      {
        question: "¿Estoy cubierto cuando manejo para Uber, Lyft o una aplicación de entregas?",
        answer:
          "Por lo general, no del todo. La mayoría de las pólizas de auto personales excluyen o limitan la cobertura mientras usted usa su auto para viajes pagados o entregas, y es posible que la cobertura de la compañía de la aplicación no aplique mientras espera una solicitud. Un endoso para viajes compartidos (rideshare) en su póliza personal puede cerrar ese hueco, y muchas veces es económico. Cuéntenos cómo maneja para ajustar la cobertura adecuada.",
      },
      {
        question: "¿Me conviene el seguro de pago por milla?",
        answer:
          "Está pensado para conductores que manejan menos de 8,000 millas al año. Usted paga una tarifa base mensual, desde $43.90 con nuestra aseguradora asociada, más un cargo por milla, y quienes manejan poco pueden ahorrar hasta un 40% comparado con una póliza tradicional. Si recorre largas distancias para ir al trabajo o maneja por trabajo, una póliza estándar normalmente le costará menos; por eso comparamos las dos.",
      },
      {
        question: "¿En cuánto tiempo recibo una cotización?",
        answer:
          "Envíe nuestra solicitud de cotización gratis y le responderemos en un plazo de 24 horas. Tener a la mano los números de licencia de manejo, los números de identificación de los vehículos (VIN) y la página de declaraciones de su póliza actual agiliza el proceso. Si prefiere hablarlo con nosotros, llame a nuestra oficina en horario de atención.",
      },
    ],
  },

  // ---------------------------------------------------------------- Home
  {
    slug: "home-insurance",
    layout: "full",
    navLabel: "Seguro de casa",
    icon: "home",
    cardSummary:
      "Proteja su casa, sus pertenencias y sus finanzas contra incendio, viento, robo y reclamos de responsabilidad civil.",
    seoTitle: "Seguro de casa en Las Vegas y Nevada | Cotización gratis",
    metaDescription:
      "Compare seguros de casa de varias aseguradoras. Prima promedio en Nevada, cobertura de incendios forestales y viento, y por qué la inundación va aparte.",
    heading: "Seguro de casa para propietarios en Nevada",
    intro:
      "Su casa probablemente es su inversión más grande. Comparamos pólizas de seguro de casa de varias aseguradoras para proteger su vivienda, sus pertenencias y sus finanzas, ya sea que viva en Summerlin, Henderson, Reno o Sparks, y le explicamos con claridad lo que cubre una póliza y lo que deja fuera.",
    coverageHeading: "Opciones de cobertura",
    coverages: [
      {
        name: "Vivienda",
        description:
          "Paga la reparación o la reconstrucción de la estructura de su casa, incluidos garajes adjuntos, techos, electrodomésticos empotrados y los sistemas de plomería y electricidad, después de una pérdida cubierta como un incendio o una tormenta de viento.",
      },
      {
        name: "Otras estructuras",
        description:
          "Cubre las estructuras que no están unidas a la casa, como garajes separados, muros de bloque, cercas, cobertizos, gazebos y casitas.",
      },
      {
        name: "Bienes personales",
        description:
          "Cubre sus muebles, ropa, aparatos electrónicos y demás pertenencias si se los roban o se dañan por una causa cubierta, en su casa y muchas veces cuando viaja. Las joyas, las armas de fuego y los artículos de colección tienen límites más bajos, a menos que los asegure de forma individual en su póliza.",
      },
      {
        name: "Pérdida de uso",
        description:
          "También se conoce como gastos adicionales de vivienda. Paga un hotel o una renta, las comidas y otros gastos extra si una pérdida cubierta deja su casa inhabitable mientras se repara.",
      },
      {
        name: "Responsabilidad civil personal",
        description:
          "Lo protege si alguien se lesiona en su propiedad o si usted daña por accidente la propiedad de otra persona, y cubre la defensa legal y los acuerdos hasta su límite.",
      },
      {
        name: "Pagos médicos a terceros",
        description:
          "Paga cuentas médicas pequeñas de invitados que se lesionen en su casa, sin importar quién tuvo la culpa, lo que puede evitar que un accidente menor termine en una demanda.",
      },
      {
        name: "Endosos opcionales",
        description:
          "Coberturas adicionales como el reflujo de agua de drenajes y alcantarillas, joyas aseguradas de forma individual, avería de equipos, costo de reemplazo extendido y cobertura contra terremotos, para ajustar la póliza a su casa y sus pertenencias.",
      },
    ],
    stats: [
      {
        value: "$1,245",
        label: "Prima anual promedio de seguro de casa, Nevada",
        note: "Promedio publicado; varía según la aseguradora, la casa y la cobertura.",
      },
      {
        value: "$1,820",
        label: "Prima anual promedio de seguro de casa, Estados Unidos",
        note: "Promedio nacional publicado, como referencia; varía según la aseguradora.",
      },
    ],
    sections: [
      {
        heading: "Cuánto cuesta el seguro de casa en Nevada",
        body:
          "Según cifras publicadas, la prima promedio de seguro de casa en Nevada ronda los $1,245 al año, frente a unos $1,820 a nivel nacional. Los propietarios de Nevada se libran de las pérdidas por huracanes que hacen subir las tarifas en los estados costeros, pero los promedios son solo un punto de partida: su prima depende de su casa y de la aseguradora, y varía según la aseguradora.\n\nLos factores más importantes son:",
        bullets: [
          "Lo que costaría reconstruir su casa, que no es lo mismo que su valor en el mercado",
          "La edad y el estado del techo y de los sistemas de plomería y electricidad",
          "Su ubicación, incluido el riesgo de incendios forestales y la distancia a una estación de bomberos y a un hidrante",
          "Su historial de reclamos y, con las aseguradoras que lo usan, su puntaje de seguro basado en el crédito",
          "Su deducible y los límites y endosos que elija",
          "Dispositivos de protección como alarmas monitoreadas, detectores de humo y sensores de fugas de agua",
        ],
      },
      {
        heading: "Incendios forestales y viento: los riesgos del clima en Nevada",
        body:
          "Una póliza de seguro de casa estándar generalmente cubre los incendios, incluidos los incendios forestales, y los daños por viento y granizo. En el norte de Nevada, las casas en Reno, Sparks y sus alrededores, y en otras comunidades cercanas a matorrales y bosques, tienen una exposición real a los incendios forestales, y algunas aseguradoras limitan las pólizas nuevas en zonas de alto riesgo o preguntan por el espacio defendible alrededor de la casa. Como las aseguradoras difieren en las zonas donde aceptan dar cobertura, una agencia independiente que puede comparar varias es especialmente útil allí.\n\nEn el valle de Las Vegas, los vientos fuertes pueden levantar tejas del techo, tumbar muros de bloque y derribar árboles. Algunas pólizas tienen un deducible aparte, más alto, para viento o granizo, así que revise su página de declaraciones. Unos cuantos pasos reducen su riesgo y pueden ayudarle a la hora de un reclamo:",
        bullets: [
          "Mantenga un espacio defendible alrededor de la casa, libre de maleza seca y escombros",
          "Use rejillas de ventilación resistentes a las brasas y mantenga limpios los canales de desagüe y los valles del techo",
          "Mande a inspeccionar el techo después de tormentas de viento fuertes",
          "Tenga un inventario en fotos o video de su casa y sus pertenencias, guardado en línea",
        ],
      },
      {
        heading: "La póliza estándar no cubre inundaciones",
        body:
          "Las pólizas de seguro de casa estándar excluyen las inundaciones, es decir, el agua que sube y entra desde afuera, como una inundación repentina durante la temporada de monzones del verano. Esto sorprende a muchos propietarios de Las Vegas y Henderson, porque las tormentas del desierto pueden mover mucha agua por los vecindarios muy rápido.\n\nLa cobertura contra inundaciones se consigue por separado a través del Programa Nacional de Seguro contra Inundaciones (NFIP) o de aseguradoras privadas, y fuera de las zonas de alto riesgo muchas veces es más económica de lo que la gente cree. Las pólizas del NFIP normalmente tienen un periodo de espera de 30 días antes de que empiece la cobertura, así que cómprela antes de la temporada de tormentas, no cuando ya se pronostica una tormenta. Los daños por terremoto también están excluidos de las pólizas estándar y se pueden agregar con un endoso o con una póliza aparte.",
      },
    ],
    faqs: [
      {
        question: "¿Es obligatorio el seguro de casa en Nevada?",
        answer:
          "La ley estatal no exige el seguro de casa. Sin embargo, si tiene una hipoteca, su prestamista lo va a exigir y, si su póliza se vence sin renovarse, puede comprar por usted una cobertura costosa. Muchas asociaciones de propietarios (HOA) también exigen que los dueños tengan cierta cobertura según las reglas de la comunidad.",
      },
      {
        question: "¿El seguro de casa cubre los daños por inundación de una tormenta de monzón?",
        answer:
          "No, si el agua sube y entra desde afuera; eso es una inundación, y está excluida de las pólizas estándar. La lluvia que entra por un techo dañado por viento o granizo normalmente sí está cubierta, porque el daño del viento ocurrió primero. Para protegerse contra inundaciones necesita una póliza de inundación aparte, y las pólizas del NFIP normalmente tardan 30 días en entrar en vigor.",
      },
      {
        question: "¿Mi póliza de seguro de casa cubre los incendios forestales?",
        answer:
          "Sí, el fuego, incluidos los incendios forestales, es una causa de pérdida cubierta de manera estándar en las pólizas de seguro de casa. El reto en las zonas de mayor riesgo de Nevada es encontrar una aseguradora dispuesta a emitir o renovar la póliza a un precio razonable. Como trabajamos con varias aseguradoras, podemos buscarle opciones si la suya decide no renovarla.",
      },
      {
        question: "¿El seguro de casa cubre los terremotos?",
        answer:
          "No. Los daños por terremoto están excluidos de las pólizas de seguro de casa estándar, aunque Nevada es uno de los estados con más actividad sísmica. Puede agregar cobertura contra terremotos con un endoso o comprar una póliza aparte; los deducibles por terremoto suelen ser un porcentaje de su cobertura de vivienda, en lugar de una cantidad fija en dólares.",
      },
      {
        question: "¿Cuánta cobertura de vivienda necesito?",
        answer:
          "La suficiente para reconstruir su casa con los costos de construcción de hoy, que pueden ser más altos o más bajos que lo que usted pagó o que el precio al que se vendería la casa. El valor en el mercado incluye el terreno, que no se quema y no se asegura. Podemos ayudarle a calcular el costo de reconstrucción, y la cobertura de costo de reemplazo extendido le da un margen adicional si los precios de construcción se disparan después de un desastre grande.",
      },
      {
        question: "¿Cuál es la diferencia entre el costo de reemplazo y el valor real en efectivo?",
        answer:
          "El costo de reemplazo paga lo que cuesta reparar o reemplazar la propiedad dañada con artículos nuevos de tipo y calidad similares. El valor real en efectivo descuenta la depreciación, así que por un techo viejo o un televisor de cinco años se paga mucho menos. La cobertura de costo de reemplazo cuesta más, pero normalmente lo deja en una situación mucho mejor después de un reclamo.",
      },
      {
        question: "¿Mi alberca está cubierta?",
        answer:
          "Una alberca enterrada normalmente está cubierta como parte de la vivienda o de otras estructuras contra causas cubiertas como incendio o viento. La mayor preocupación es la responsabilidad civil: una alberca aumenta la probabilidad de una lesión grave en su propiedad, por eso muchos propietarios suben su límite de responsabilidad civil o agregan una póliza de responsabilidad adicional (umbrella). Algunas aseguradoras también piden que la alberca esté cercada o tenga una puerta con cerrojo.",
      },
      {
        question: "¿Cómo puedo bajar la prima de mi seguro de casa?",
        answer:
          "Combinar su seguro de casa y de auto con la misma aseguradora, subir su deducible e instalar alarmas monitoreadas o sensores de fugas de agua pueden reducir su prima. Con muchas aseguradoras también ayudan un techo más nuevo y una plomería y un cableado actualizados. Comparamos la misma cobertura en varias aseguradoras para que vea cuál le da el mejor precio para su casa.",
      },
    ],
  },

  // ---------------------------------------------------------------- Business
  {
    slug: "business-insurance",
    layout: "full",
    navLabel: "Seguro para negocios",
    icon: "briefcase",
    cardSummary:
      "Responsabilidad civil, propiedad, compensación al trabajador y seguro cibernético para negocios de Nevada de todo tamaño.",
    seoTitle: "Seguro para negocios en Las Vegas y Nevada | Cotización",
    metaDescription:
      "Seguro para negocios en Nevada: BOP, responsabilidad civil general, propiedad, workers' comp obligatorio, auto comercial, E&O y cobertura cibernética.",
    heading: "Seguro para negocios de Nevada",
    intro:
      "Desde negocios de una sola persona hasta empresas en crecimiento con docenas de empleados, los negocios de Nevada enfrentan demandas, daños a la propiedad, lesiones de empleados y filtraciones de datos. Comparamos seguros comerciales de varias aseguradoras y armamos un paquete a la medida de su industria, su tamaño y los contratos que firma.",
    coverageHeading: "Opciones de cobertura",
    coverages: [
      {
        name: "Póliza para dueños de negocio (BOP)",
        description:
          "Combina responsabilidad civil general, propiedad comercial y cobertura por interrupción del negocio en una sola póliza, normalmente a un precio más bajo que si las compra por separado. Es un buen punto de partida para muchos negocios pequeños y medianos.",
      },
      {
        name: "Responsabilidad civil general",
        description:
          "Cubre reclamos de que su negocio causó lesiones corporales o daños a la propiedad de otros, como un cliente que se resbala en su tienda, además de reclamos por daños publicitarios, como la difamación. Los arrendadores y los clientes muchas veces piden comprobante de esta cobertura.",
      },
      {
        name: "Propiedad comercial",
        description:
          "Protege su edificio si es suyo, además del equipo, el inventario, los muebles y las mejoras de inquilino, contra incendio, robo, viento y otras causas cubiertas.",
      },
      {
        name: "Compensación al trabajador (workers' comp)",
        description:
          "Obligatoria en Nevada para los empleadores. Paga las cuentas médicas y parte del salario perdido de los empleados que se lesionan en el trabajo, y en general protege al negocio de demandas por esas lesiones.",
      },
      {
        name: "Auto comercial",
        description:
          "Cubre los vehículos que su negocio tiene en propiedad o en arrendamiento. La cobertura de autos alquilados y no propios (hired and non-owned) protege al negocio cuando los empleados usan vehículos rentados o personales para mandados del trabajo.",
      },
      {
        name: "Responsabilidad profesional (E&O)",
        description:
          "También se conoce como errores y omisiones. Cubre reclamos de que su asesoría o su servicio profesional le causó una pérdida económica a un cliente, incluidos los gastos de defensa, algo que la responsabilidad civil general excluye.",
      },
      {
        name: "Responsabilidad cibernética",
        description:
          "Paga los costos de una filtración de datos o de un ataque de ransomware, como la investigación forense, el aviso a los clientes, la restauración de datos, los ingresos perdidos y las demandas de los clientes afectados.",
      },
    ],
    sections: [
      {
        heading: "La compensación al trabajador es obligatoria para los empleadores de Nevada",
        body:
          "Nevada exige que los empleadores con uno o más empleados, de tiempo completo o de medio tiempo, tengan seguro de compensación al trabajador. Este seguro paga la atención médica de un empleado lesionado y parte de su salario perdido y, a cambio, los empleados en general no pueden demandar al empleador por una lesión en el trabajo. Los dueños únicos sin empleados no están obligados a tenerlo, pero pueden optar por él.\n\nLa División de Relaciones Industriales de Nevada (Nevada Division of Industrial Relations) hace cumplir este requisito. Operar sin cobertura puede traer multas y dejarlo a usted personalmente responsable de las cuentas de un trabajador lesionado. Tenga cuidado también con los contratistas independientes: si ante la ley un trabajador es en realidad un empleado, o si un subcontratista no tiene su propia cobertura, el costo puede terminar en su póliza en la auditoría.",
      },
      {
        heading: "Cómo armar el paquete de seguro adecuado para su negocio",
        body:
          "No existe una póliza de negocio que sirva para todos. Empezamos por los riesgos que usted realmente enfrenta y por los requisitos de sus contratos de arrendamiento y demás contratos, y luego comparamos cotizaciones de varias aseguradoras. Un paquete típico se arma por capas:",
        bullets: [
          "Una BOP o una póliza de responsabilidad civil general como base",
          "Compensación al trabajador en cuanto contrate a su primer empleado",
          "Auto comercial si el negocio tiene vehículos propios, o cobertura de autos alquilados y no propios si los empleados manejan los suyos",
          "Responsabilidad profesional si los clientes le pagan por asesoría, diseño o conocimientos especializados",
          "Responsabilidad cibernética si guarda información de clientes, de pacientes o de pagos",
          "Una póliza de responsabilidad adicional (umbrella) comercial para tener límites más altos cuando los contratos o su nivel de riesgo lo requieran",
        ],
      },
      {
        heading: "Cobertura para su industria",
        body:
          "Los restaurantes, los contratistas, los consultorios médicos, los fabricantes, las empresas de tecnología, los concesionarios de autos y los dueños de propiedades comerciales enfrentan riesgos que una póliza genérica puede pasar por alto, como la responsabilidad por la venta de bebidas alcohólicas, las herramientas y el equipo en tránsito, o las placas de concesionario y los autos de clientes en el lote. Consulte nuestras páginas por industria para ver lo que cada una necesita normalmente, o llame a nuestra oficina para hablar de su negocio.\n\nLas primas dependen de su industria, su nómina, sus ingresos, su ubicación, su historial de reclamos y los límites que elija, así que el único número confiable es una cotización. Respondemos a las solicitudes de cotización en un plazo de 24 horas.",
      },
    ],
    faqs: [
      {
        question: "¿Qué seguros para negocios exige la ley en Nevada?",
        answer:
          "Si tiene empleados, Nevada exige la compensación al trabajador. Los vehículos que son propiedad del negocio deben tener por lo menos la responsabilidad civil mínima de auto que exige el estado. Más allá de eso, los requisitos normalmente vienen de contratos, arrendamientos, prestamistas y juntas de licencias, y algunos oficios y profesiones con licencia deben presentar comprobante de seguros o fianzas específicos.",
      },
      {
        question: "¿Qué es una póliza para dueños de negocio y califico para una?",
        answer:
          "Una BOP combina responsabilidad civil general, propiedad comercial y cobertura por interrupción del negocio en una sola póliza, normalmente por menos de lo que costaría comprar cada una por separado. Está diseñada para negocios pequeños y medianos de riesgo relativamente bajo, como oficinas, tiendas y muchos negocios de servicios. Las operaciones de mayor riesgo, como algunos contratistas o fabricantes, pueden necesitar pólizas separadas.",
      },
      {
        question: "¿La responsabilidad civil general cubre errores en mi trabajo profesional?",
        answer:
          "No. La responsabilidad civil general cubre las lesiones corporales y los daños a la propiedad que usted cause a otros. Los reclamos de que su asesoría, su diseño o su servicio le hizo perder dinero a un cliente corresponden a la responsabilidad profesional, también llamada errores y omisiones (E&O), que es una póliza aparte.",
      },
      {
        question: "¿Necesito auto comercial si mis empleados usan sus propios autos para el trabajo?",
        answer:
          "Lo más probable es que necesite cobertura de autos alquilados y no propios (hired and non-owned). Si un empleado causa un accidente mientras hace un mandado del trabajo, la persona lesionada puede demandar a su negocio, y es posible que la póliza personal del empleado no alcance o que excluya el uso comercial. Esta cobertura muchas veces es económica y se puede agregar a muchas pólizas de negocio.",
      },
      {
        question: "¿De verdad un negocio pequeño necesita seguro cibernético?",
        answer:
          "Si acepta pagos con tarjeta, guarda registros de clientes o depende del correo electrónico y de las computadoras para operar, tiene riesgo cibernético. Los negocios pequeños son blancos frecuentes porque sus defensas suelen ser más débiles, y las pólizas de responsabilidad civil general normalmente excluyen las filtraciones de datos. La cobertura cibernética paga la investigación, los avisos, la recuperación y los gastos legales que vienen después.",
      },
      {
        question: "¿Mi compensación al trabajador cubre a los contratistas independientes?",
        answer:
          "Se espera que los verdaderos contratistas independientes tengan su propia cobertura. Si un trabajador es legalmente un empleado, o si un subcontratista no tiene su propia compensación al trabajador, su aseguradora puede cobrarle prima por ellos en la auditoría anual. Pida certificados de seguro a cada subcontratista antes de que empiece el trabajo.",
      },
      {
        question: "¿Cuánto cuesta el seguro para negocios?",
        answer:
          "Depende de su industria, su nómina, sus ingresos, su ubicación, el número de vehículos, su historial de reclamos y los límites y deducibles que elija, así que dos negocios del mismo tamaño pueden pagar cantidades muy distintas. La forma más confiable de saberlo es pedir una cotización. Comparamos varias aseguradoras y le respondemos en un plazo de 24 horas.",
      },
    ],
  },

  // ---------------------------------------------------------------- Life
  {
    slug: "life-insurance",
    layout: "full",
    navLabel: "Seguro de vida",
    icon: "heart-pulse",
    cardSummary:
      "Seguro de vida a término, vida entera y vida universal para proteger a quienes dependen de sus ingresos.",
    seoTitle: "Seguro de vida en Las Vegas, Nevada | Término y vida entera",
    metaDescription:
      "Compare seguros de vida a término, vida entera y universal de varias aseguradoras. Vea cuánta cobertura necesita y cómo funciona cada tipo para su familia.",
    heading: "Seguro de vida para familias de Nevada",
    intro:
      "El seguro de vida reemplaza sus ingresos y paga sus deudas si usted fallece, para que las personas que dependen de usted puedan conservar su hogar y sus planes. Comparamos pólizas de vida a término, vida entera y vida universal de varias aseguradoras, y le ayudamos a elegir la cantidad y el tipo que tengan sentido para su familia y su presupuesto.",
    coverageHeading: "Opciones de cobertura",
    coverages: [
      {
        name: "Seguro de vida a término",
        description:
          "Lo cubre durante un periodo fijo, como 10, 20 o 30 años, y paga un beneficio por fallecimiento si usted muere durante ese plazo. Ofrece la mayor cobertura por la prima más baja y se adapta a necesidades que tienen fecha de fin, como una hipoteca o la crianza de los hijos.",
      },
      {
        name: "Seguro de vida entera",
        description:
          "Cobertura permanente para toda su vida, con primas fijas y un beneficio por fallecimiento garantizado. Parte de cada prima acumula un valor en efectivo que crece a una tasa garantizada y que puede usar como garantía para pedir préstamos.",
      },
      {
        name: "Seguro de vida universal",
        description:
          "Cobertura permanente con primas flexibles y un beneficio por fallecimiento ajustable. El valor en efectivo crece según las tasas de interés o, en algunas versiones, según un índice del mercado, por lo que necesita revisiones periódicas.",
      },
      {
        name: "Seguro de gastos finales",
        description:
          "Una póliza de vida entera más pequeña, pensada para cubrir los gastos del funeral, las cuentas médicas y otros gastos al final de la vida, muchas veces con preguntas de salud simplificadas en lugar de un examen médico.",
      },
      {
        name: "Cláusulas adicionales opcionales",
        description:
          "Complementos como beneficios acelerados por fallecimiento en caso de enfermedad terminal, exención del pago de primas si usted queda discapacitado y cláusulas de vida a término para los hijos, para adaptar la póliza a su situación.",
      },
      {
        name: "Seguro de vida para negocios",
        description:
          "La cobertura de persona clave protege a una empresa si fallece un dueño o un empleado esencial, y las pólizas pueden financiar acuerdos de compraventa (buy-sell) para que los socios sobrevivientes puedan comprar la parte de un dueño.",
      },
    ],
    stats: [
      {
        value: "10-12x",
        label: "Regla común: una cobertura de 10 a 12 veces su ingreso anual",
        note: "Es solo un punto de partida; sus necesidades dependen de sus deudas, ahorros, dependientes y metas.",
      },
    ],
    sections: [
      {
        heading: "¿Cuánto seguro de vida necesita?",
        body:
          "Una regla común es tener una cobertura de 10 a 12 veces su ingreso anual. Por ejemplo, según esa regla general, alguien que gana $60,000 al año empezaría con $600,000 a $720,000 de cobertura. Es un punto de partida rápido, no una respuesta definitiva.\n\nUn cálculo más preciso suma lo que su familia necesitaría y resta lo que ya tiene disponible:",
        bullets: [
          "Los años de ingresos que su familia necesitaría reemplazar",
          "Su hipoteca y otras deudas, como préstamos de auto y tarjetas de crédito",
          "Gastos futuros, como la educación de los hijos y el cuidado infantil",
          "Los gastos finales, incluidos el funeral y las cuentas médicas",
          "Menos sus ahorros, sus inversiones y cualquier seguro de vida que ya tenga por medio del trabajo o por otro lado",
        ],
      },
      {
        heading: "Vida a término, vida entera o vida universal",
        body:
          "El seguro de vida a término es protección pura durante un número fijo de años. Cuesta mucho menos que un seguro permanente con el mismo beneficio por fallecimiento, y por eso es la opción adecuada para muchas familias trabajadoras. Si usted vive más allá del plazo, la cobertura termina y no se paga nada, aunque muchas pólizas le permiten convertirla en cobertura permanente sin un nuevo examen médico.\n\nEl seguro de vida entera dura toda su vida, con primas que nunca cambian y un valor en efectivo que crece según un calendario garantizado. El seguro de vida universal también dura toda la vida, pero le permite ajustar las primas y el beneficio por fallecimiento dentro de ciertos límites; su valor en efectivo depende de las tasas de interés o de un índice, así que necesita revisiones regulares para asegurarse de que siga teniendo fondos suficientes. Las pólizas permanentes pueden tener sentido para necesidades de por vida, como la planificación patrimonial, un dependiente con necesidades especiales o la planificación de un negocio.",
      },
      {
        heading: "Cómo solicitar un seguro de vida",
        body:
          "Las aseguradoras fijan su precio principalmente según su edad, su salud, el uso de tabaco, su historial médico familiar y, a veces, su trabajo o sus pasatiempos. Muchas pólizas todavía piden un examen médico corto, pero algunas aseguradoras ofrecen cobertura basada solo en preguntas de salud y en registros, muchas veces con una aprobación más rápida.\n\nComo las primas suben con la edad y con los cambios de salud, comprar antes normalmente le permite fijar una tarifa más baja. Una vez que su póliza esté vigente, revise sus beneficiarios y la cantidad de cobertura después de acontecimientos importantes, como un matrimonio, un divorcio, el nacimiento de un hijo o la compra de una casa.",
      },
    ],
    faqs: [
      {
        question: "¿Qué es mejor, el seguro de vida a término o el de vida entera?",
        answer:
          "Ninguno es mejor para todos. El seguro a término da la mayor cobertura por cada dólar y se adapta a necesidades temporales, como una hipoteca o la crianza de los hijos. El de vida entera cuesta más, pero dura toda la vida y acumula valor en efectivo, lo que puede ayudar con la planificación patrimonial o con dependientes de por vida. Muchas familias empiezan con un seguro a término y, si hace falta, agregan más adelante una póliza permanente más pequeña.",
      },
      {
        question: "¿Necesito seguro de vida si ya tengo cobertura por mi trabajo?",
        answer:
          "El seguro de vida de grupo que ofrece el empleador es un beneficio útil, pero la cantidad muchas veces es limitada y puede quedar muy por debajo de lo que su familia necesitaría. Además, normalmente termina o se vuelve caro cuando usted deja el empleo. Una póliza individual se queda con usted sin importar dónde trabaje.",
      },
      {
        question: "¿Necesito un examen médico para obtener un seguro de vida?",
        answer:
          "No siempre. Hoy muchas aseguradoras ofrecen pólizas basadas en un cuestionario de salud y en registros como el historial de recetas, y las pólizas de gastos finales muchas veces usan solo unas cuantas preguntas de salud. Si tiene buena salud, un examen tradicional todavía puede darle el mejor precio, así que podemos comparar las dos opciones.",
      },
      {
        question: "¿Qué pasa cuando termina mi póliza de vida a término?",
        answer:
          "La cobertura simplemente se vence, y no se paga ningún beneficio si usted sigue con vida. Muchas pólizas a término se pueden renovar año con año a tarifas mucho más altas, o convertir en cobertura permanente antes de una fecha límite sin tener que comprobar su salud otra vez. Si todavía va a necesitar cobertura cuando se acerque el final de su plazo, hable con nosotros con bastante anticipación.",
      },
      {
        question: "¿Puedo obtener un seguro de vida si tengo una condición de salud?",
        answer:
          "Muchas veces, sí. Condiciones como la presión alta controlada o la diabetes pueden subir su prima en lugar de descalificarlo, y cada aseguradora ve la misma condición de forma distinta; por eso es importante comparar varias. Hay pólizas de emisión garantizada para personas que no califican en otro lado, aunque tienen montos de beneficio más bajos y un periodo de espera.",
      },
      {
        question: "¿A quién debo nombrar como beneficiario?",
        answer:
          "Nombre a un beneficiario principal y por lo menos a un beneficiario contingente, por si el primero fallece antes que usted. Los hijos menores de edad no pueden recibir el dinero directamente, por eso muchos padres nombran en su lugar a un fideicomiso o a un custodio. Nevada es un estado de bienes gananciales (community property), así que si quiere nombrar a alguien que no sea su cónyuge, es prudente hablar con un abogado de planificación patrimonial.",
      },
      {
        question: "¿Hay que pagar impuestos por el pago de un seguro de vida?",
        answer:
          "En general, el beneficio por fallecimiento de un seguro de vida no está sujeto al impuesto federal sobre la renta para el beneficiario, y Nevada no tiene impuesto estatal sobre la renta. Los patrimonios muy grandes pueden tener que pagar el impuesto federal sobre el patrimonio, y los intereses que se pagan sobre un beneficio retrasado pueden estar sujetos a impuestos. Consulte a un profesional de impuestos sobre su situación específica.",
      },
    ],
  },

  // ---------------------------------------------------------------- Renters
  {
    slug: "renters-insurance",
    layout: "full",
    navLabel: "Seguro de inquilino",
    icon: "key",
    cardSummary:
      "Protección accesible para sus pertenencias y su responsabilidad civil cuando renta un apartamento o una casa.",
    seoTitle: "Seguro de inquilino en Las Vegas, Nevada | Cotización gratis",
    metaDescription:
      "Seguro de inquilino para apartamentos y casas en Nevada, normalmente de $15 a $30 al mes. Cubre pertenencias, responsabilidad civil y vivienda temporal.",
    heading: "Seguro de inquilino para apartamentos y casas en Nevada",
    intro:
      "El seguro del dueño de la propiedad cubre el edificio, no sus pertenencias ni su responsabilidad civil personal. El seguro de inquilino sí las cubre, y en Nevada normalmente cuesta alrededor de $15 a $30 al mes. Ayudamos a inquilinos de Las Vegas, Henderson, Reno y Sparks a encontrar una póliza que cumpla con los requisitos de su contrato de renta y proteja lo que tienen.",
    coverageHeading: "Opciones de cobertura",
    coverages: [
      {
        name: "Bienes personales",
        description:
          "Cubre sus muebles, ropa, aparatos electrónicos, bicicletas y demás pertenencias si se los roban o se dañan por incendio, humo, una tubería reventada u otra causa cubierta, en su casa o fuera de ella.",
      },
      {
        name: "Responsabilidad civil personal",
        description:
          "Paga la defensa legal y los daños si usted lesiona a alguien por accidente o daña su propiedad; por ejemplo, si un incendio que empezó en su cocina se extiende a la unidad de un vecino.",
      },
      {
        name: "Pérdida de uso",
        description:
          "También se conoce como gastos adicionales de vivienda. Paga un hotel, las comidas y otros gastos extra si una pérdida cubierta lo obliga a salir de su vivienda rentada mientras se repara.",
      },
      {
        name: "Pagos médicos a terceros",
        description:
          "Paga cuentas médicas pequeñas de un invitado que se lesione en su casa, sin importar quién tuvo la culpa y sin necesidad de una demanda.",
      },
      {
        name: "Cobertura de costo de reemplazo",
        description:
          "Paga lo que cuesta comprar artículos nuevos, en lugar de su valor depreciado. Sube un poco la prima, pero hace una gran diferencia después de un robo o un incendio.",
      },
      {
        name: "Bienes personales asegurados individualmente",
        description:
          "Agrega cobertura específica para artículos valiosos como anillos de compromiso, joyas, cámaras o instrumentos musicales, que de otro modo tienen límites bajos en caso de robo.",
      },
    ],
    stats: [
      {
        value: "$15-$30",
        label: "Costo mensual típico del seguro de inquilino",
        note: "Varía según la aseguradora, la ubicación, la cantidad de cobertura y el deducible.",
      },
    ],
    sections: [
      {
        heading: "Qué cubre el seguro de inquilino",
        body:
          "Una póliza de inquilino (a veces llamada HO-4) protege sus pertenencias contra causas cubiertas como incendio, humo, robo, vandalismo, tormentas de viento y daños repentinos por agua de una tubería reventada o de un aparato que se desborda. La cobertura acompaña a sus pertenencias, así que una laptop robada de su auto o un equipaje perdido en el incendio de un hotel generalmente también están cubiertos, sujeto a su deducible.\n\nAl igual que las pólizas de seguro de casa, las pólizas de inquilino excluyen inundaciones y terremotos, así como los daños por plagas, el moho que se forma con el tiempo y el desgaste normal. Vale la pena conocer esos límites antes de que necesite presentar un reclamo.",
      },
      {
        heading: "Cuánto cuesta el seguro de inquilino",
        body:
          "El seguro de inquilino normalmente cuesta alrededor de $15 a $30 al mes. En qué parte de ese rango quede depende de su ubicación, la cantidad de cobertura, su deducible, su historial de reclamos y la aseguradora, así que su precio varía según la aseguradora. Combinar el seguro de inquilino con su póliza de auto muchas veces le da un descuento por varias pólizas que puede compensar buena parte del costo.",
      },
      {
        heading: "¿Cuánta cobertura necesita?",
        body:
          "La mayoría de las personas subestima lo que valen sus pertenencias. Recorra su casa cuarto por cuarto, o grabe un video, y calcule lo que costaría reemplazar todo con artículos nuevos: los muebles, la ropa, las cosas de la cocina, los aparatos electrónicos y el equipo deportivo suman rápido.\n\nPara la responsabilidad civil, los límites de $100,000 o $300,000 son opciones comunes. Revise también su contrato de renta, porque algunos propietarios y complejos de apartamentos de Nevada exigen un mínimo específico y piden aparecer en su póliza como parte interesada.",
      },
    ],
    faqs: [
      {
        question: "¿Es obligatorio el seguro de inquilino en Nevada?",
        answer:
          "La ley estatal no lo exige, pero el propietario sí puede exigirlo, y muchos complejos de apartamentos de Nevada lo ponen como condición del contrato de renta. Aunque no sea obligatorio, es una de las formas más económicas de protegerse de una cuenta grande e inesperada.",
      },
      {
        question: "¿El seguro del propietario no cubre mis pertenencias?",
        answer:
          "No. La póliza del propietario cubre el edificio y la responsabilidad civil del propio propietario. Si un incendio o un robo daña sus muebles, su ropa o sus aparatos electrónicos, usted tendría que pagar para reemplazarlos, a menos que tenga seguro de inquilino.",
      },
      {
        question: "¿El seguro de inquilino cubre las cosas que me roban del auto?",
        answer:
          "Por lo general, sí. Las pertenencias personales robadas de su auto están cubiertas por su póliza de inquilino, sujeto a su deducible. Los daños al auto en sí, como una ventana rota, corresponden a la cobertura integral (comprehensive) de su póliza de auto.",
      },
      {
        question: "¿Mis compañeros de cuarto están cubiertos por mi póliza de inquilino?",
        answer:
          "Normalmente no, a menos que sean familiares que viven con usted o que estén nombrados específicamente en la póliza. Lo más sencillo y seguro es que cada compañero de cuarto tenga su propia póliza, para que el reclamo de una persona no afecte el historial ni los límites de otra.",
      },
      {
        question: "¿El seguro de inquilino me cubre si mi perro muerde a alguien?",
        answer:
          "La responsabilidad civil personal normalmente cubre las mordidas de perro, que pueden ser reclamos costosos. Algunas aseguradoras excluyen ciertas razas o perros con antecedentes de mordidas, así que cuéntenos de sus mascotas cuando le cotizamos. El seguro de inquilino no paga las cuentas del veterinario de su mascota; para eso se necesita un seguro de mascotas aparte.",
      },
      {
        question: "¿Qué pasa si un incendio me obliga a salir de mi vivienda?",
        answer:
          "La cobertura de pérdida de uso paga los gastos adicionales de vivir en otro lugar mientras se repara su unidad, como un hotel o una renta de corto plazo y el mayor gasto en comida, hasta el límite de su póliza. Guarde sus recibos, porque la aseguradora le reembolsa los gastos que superen lo que usted gastaría normalmente.",
      },
      {
        question: "¿El seguro de inquilino cubre los daños por inundación?",
        answer:
          "No. Las inundaciones por agua que sube desde afuera, como una inundación repentina, están excluidas de las pólizas de inquilino. Si vive en una planta baja en una zona propensa a inundaciones, pregúntenos por una póliza de inundación aparte para sus pertenencias.",
      },
    ],
  },

  // ---------------------------------------------------------------- Condo
  {
    slug: "condo-insurance",
    layout: "full",
    navLabel: "Seguro de condominio",
    icon: "building",
    cardSummary:
      "Cobertura HO-6 para el interior de su unidad, sus pertenencias y su parte de las cuotas especiales de la HOA.",
    seoTitle: "Seguro de condominio (HO-6) en Las Vegas, Nevada",
    metaDescription:
      "Seguro de condominio (HO-6) en Nevada: interior de la unidad, pertenencias, responsabilidad civil y cuotas especiales, según la póliza maestra de su HOA.",
    heading: "Seguro de condominio para dueños de condominios y townhomes en Nevada",
    intro:
      "La póliza maestra de su HOA protege el edificio, pero normalmente no todo lo que hay dentro de su unidad. Una póliza de condominio, también llamada HO-6, cubre ese hueco. Revisamos con usted los documentos de su asociación y comparamos pólizas HO-6 de varias aseguradoras, para que no haya sorpresas después de una pérdida.",
    coverageHeading: "Opciones de cobertura",
    coverages: [
      {
        name: "Cobertura del interior de la unidad (walls-in)",
        description:
          "Cubre las partes de su unidad que la póliza maestra no cubre, como las paredes interiores, los pisos, los gabinetes, las cubiertas, las instalaciones fijas y cualquier mejora que usted o los dueños anteriores hayan hecho.",
      },
      {
        name: "Bienes personales",
        description:
          "Cubre sus muebles, ropa, aparatos electrónicos y demás pertenencias contra robo, incendio, tuberías reventadas y otras causas cubiertas, en su casa o cuando viaja.",
      },
      {
        name: "Cuotas especiales por pérdidas (loss assessment)",
        description:
          "Paga su parte cuando la HOA les cobra a los dueños por una pérdida cubierta en las áreas comunes, o les traslada el deducible de la póliza maestra, hasta su límite de cobertura.",
      },
      {
        name: "Responsabilidad civil personal",
        description:
          "Lo protege si alguien se lastima dentro de su unidad o si usted daña por accidente la unidad de un vecino, y cubre la defensa legal y los daños hasta su límite.",
      },
      {
        name: "Pérdida de uso",
        description:
          "Paga la vivienda temporal, las comidas y otros gastos extra si una pérdida cubierta deja su condominio inhabitable mientras se hacen las reparaciones.",
      },
      {
        name: "Pagos médicos a terceros",
        description:
          "Paga cuentas médicas pequeñas de invitados que se lesionen en su unidad, sin importar quién tuvo la culpa.",
      },
      {
        name: "Endosos opcionales",
        description:
          "Coberturas adicionales como el reflujo de agua de drenajes y alcantarillas, las joyas aseguradas de forma individual y la cobertura contra terremotos, que las pólizas de condominio estándar excluyen.",
      },
    ],
    sections: [
      {
        heading: "Cómo se complementan la póliza maestra de la HOA y su HO-6",
        body:
          "Toda asociación de condominios tiene una póliza maestra, pero estas pólizas varían mucho en lo que cubren dentro de cada unidad. Su HO-6 debe empezar exactamente donde termina la póliza maestra, sin huecos y sin duplicaciones costosas. Las pólizas maestras generalmente son de tres tipos:",
        bullets: [
          "Paredes desnudas (bare walls): cubre solo la estructura del edificio; usted asegura todo de la tablaroca hacia adentro, incluidas las instalaciones fijas, los gabinetes y los pisos",
          "Entidad única (especificaciones originales): cubre las instalaciones y los acabados originales de la unidad; usted asegura las mejoras y sus pertenencias",
          "Todo incluido (all-in): también cubre las instalaciones y las mejoras dentro de las unidades; usted asegura principalmente sus pertenencias, su responsabilidad civil y las cuotas especiales",
        ],
      },
      {
        heading: "Cobertura del interior: qué protege",
        body:
          "La cobertura del interior (la parte de vivienda de una HO-6) paga la reparación del interior de su unidad que la póliza maestra no cubre. Piense en lo que tendría que reemplazar después de un incendio en la cocina o de una línea de suministro de agua reventada: la tablaroca y la pintura, los pisos, los gabinetes, las cubiertas, los electrodomésticos empotrados, las lámparas y cualquier remodelación que haya hecho.\n\nPara elegir una cantidad, lea sus CC&R y el resumen de la póliza maestra para ver dónde termina la responsabilidad de la asociación, y luego calcule lo que costaría reconstruir el resto del interior a los precios de hoy. Podemos ayudarle con las dos cosas.",
      },
      {
        heading: "Cuotas especiales por pérdidas y el deducible de la póliza maestra",
        body:
          "Cuando una pérdida cubierta daña las áreas comunes, o la póliza maestra de la asociación tiene un deducible alto, la HOA puede repartir el costo entre los dueños por medio de una cuota especial (special assessment). La cobertura de cuotas especiales por pérdidas (loss assessment) de su HO-6 paga su parte de una cuota especial cubierta, hasta su límite.\n\nPor ejemplo, si un incendio cubierto en el pasillo común de un edificio deja un deducible de $50,000 en la póliza maestra y la asociación lo divide entre 50 unidades, a cada dueño le podrían cobrar $1,000. En muchas pólizas, los límites predeterminados de esta cobertura son modestos, y subirlos normalmente cuesta poco, así que compare su límite con el deducible de la póliza maestra de su asociación.",
      },
    ],
    faqs: [
      {
        question: "¿Qué es el seguro HO-6?",
        answer:
          "HO-6 es el nombre estándar que usa la industria para la póliza de un dueño de condominio. Cubre el interior de su unidad que la asociación no asegura, sus pertenencias, su responsabilidad civil personal, la pérdida de uso y su parte de las cuotas especiales de la HOA. Está diseñada para funcionar junto con la póliza maestra de su asociación.",
      },
      {
        question: "¿Es obligatorio el seguro de condominio en Nevada?",
        answer:
          "La ley estatal no lo exige, pero es casi seguro que su prestamista hipotecario sí, y muchas asociaciones exigen que los dueños tengan una HO-6 según sus CC&R. Aun sin un requisito, la póliza maestra lo deja expuesto en cuanto a sus pertenencias, su responsabilidad civil y muchas veces el interior de su unidad.",
      },
      {
        question: "¿Cómo averiguo qué cubre la póliza maestra de mi HOA?",
        answer:
          "Pida a su HOA o a la compañía administradora la página de declaraciones de la póliza maestra o un certificado de seguro, y lea la sección de seguros de sus CC&R. Fíjese en qué tipo de póliza maestra es y qué tan alto es su deducible. Envíenos esos documentos y le ayudamos a ajustar su HO-6 a ellos.",
      },
      {
        question: "¿Cuánta cobertura de cuotas especiales por pérdidas necesito?",
        answer:
          "Una buena regla es tener por lo menos lo suficiente para cubrir su parte del deducible de la póliza maestra, ya que esa es la cuota especial más común después de una pérdida cubierta. Si la asociación tiene un deducible alto o pocas unidades entre las cuales repartir los costos, considere un límite más alto. Aumentar esta cobertura normalmente cuesta poco.",
      },
      {
        question: "¿Quién paga si el agua de mi unidad daña la unidad de abajo?",
        answer:
          "Depende de la causa y de las reglas de su asociación. Si usted fue negligente, por ejemplo si dejó la tina llenándose, su cobertura de responsabilidad civil puede pagar los daños del vecino, y su cobertura del interior repara su propia unidad. Algunas CC&R también permiten que la HOA le cobre el deducible de la póliza maestra al dueño de la unidad de donde salió el agua; según la aseguradora, la cobertura de cuotas especiales por pérdidas o un endoso pueden ayudar a pagar ese cargo.",
      },
      {
        question: "Rento mi condominio. ¿Una HO-6 normal lo cubre?",
        answer:
          "No del todo. Cuando renta su unidad a un inquilino a largo plazo, normalmente necesita una póliza o un endoso hecho para condominios rentados, y su inquilino debe tener su propio seguro de inquilino. Las rentas de corto plazo muchas veces necesitan a su vez otra cobertura distinta, y muchas HOA y reglas locales las restringen, así que cuéntenos cómo usa la unidad.",
      },
      {
        question: "¿Un townhome se asegura igual que un condominio?",
        answer:
          "Depende de lo que a usted le pertenezca legalmente. Si solo es dueño del interior de su unidad y la asociación asegura la estructura, una HO-6 es lo adecuado. Si es dueño del edificio y del terreno debajo de él, es posible que necesite en su lugar una póliza de seguro de casa estándar. Su escritura y sus CC&R responden la pregunta, y podemos ayudarle a leerlos.",
      },
    ],
  },

  // ---------------------------------------------------------------- Mobile home (simple)
  {
    slug: "mobile-home-insurance",
    layout: "simple",
    navLabel: "Seguro de casa móvil",
    icon: "caravan",
    cardSummary:
      "Cobertura diseñada para casas prefabricadas y móviles, en un parque o en su propio terreno.",
    seoTitle: "Seguro de casa móvil en Las Vegas, Nevada",
    metaDescription:
      "Seguro de casa móvil y prefabricada en Nevada: vivienda, bienes personales, responsabilidad civil y estructuras adicionales. Pida hoy su cotización gratis.",
    heading: "Seguro de casa móvil en Nevada",
    intro:
      "Las casas prefabricadas y móviles necesitan una cobertura pensada para la forma en que están construidas y el lugar donde están. Comparamos pólizas de casa móvil de aseguradoras que se especializan en ellas, ya sea que su casa esté en un parque de casas móviles en Las Vegas o Henderson, o en su propio terreno en el norte de Nevada.",
    coverageHeading: "La protección incluye",
    coverages: [
      {
        name: "Vivienda",
        description:
          "Paga la reparación o el reemplazo de su casa móvil o prefabricada, incluidas las estructuras adjuntas como terrazas y cocheras techadas (carports), después de un incendio, una tormenta de viento, granizo, robo, vandalismo y otras causas cubiertas.",
      },
      {
        name: "Bienes personales",
        description:
          "Cubre sus muebles, ropa, aparatos electrónicos y demás pertenencias dentro de la casa, y muchas veces también cuando usted está fuera de ella.",
      },
      {
        name: "Responsabilidad civil",
        description:
          "Lo protege si un visitante se lesiona en su propiedad o si usted daña por accidente la propiedad de otra persona, incluidos los gastos de defensa legal, hasta su límite.",
      },
      {
        name: "Estructuras adicionales",
        description:
          "Cubre las estructuras separadas en su lote, como cobertizos, cocheras techadas independientes, cercas y talleres.",
      },
    ],
    sections: [
      {
        heading: "Cobertura especializada para casas móviles",
        body:
          "Muchas aseguradoras de casas estándar no emiten pólizas para casas prefabricadas o móviles, y las que sí lo hacen quizás no toman en cuenta cómo se construyen, se anclan y se valoran estas casas. Una póliza específica para casas móviles está diseñada en torno a esas diferencias, incluida la exposición al viento, los anclajes (tie-downs) y el faldón, y la antigüedad de la casa. Las casas más nuevas muchas veces se pueden asegurar por su costo de reemplazo, mientras que las más antiguas pueden quedar cubiertas por su valor real en efectivo; le explicaremos cuál de las dos está obteniendo.\n\nSi su casa está en un parque, su contrato del lote puede exigir cobertura de responsabilidad civil, y un prestamista exigirá cobertura para la casa en sí. Comparamos opciones de varias aseguradoras para que tenga una protección que se ajuste a su casa y cumpla con esos requisitos.",
      },
    ],
    faqs: [],
  },

  // ---------------------------------------------------------------- Motorcycle (simple)
  {
    slug: "motorcycle-insurance",
    layout: "simple",
    navLabel: "Seguro de motocicleta",
    icon: "bike",
    cardSummary:
      "Responsabilidad civil obligatoria, choque, integral, accesorios y asistencia en el camino para motociclistas de Nevada.",
    seoTitle: "Seguro de motocicleta en Las Vegas, Nevada",
    metaDescription:
      "Seguro de motocicleta en Nevada: responsabilidad civil obligatoria, choque, cobertura integral, accesorios y asistencia en el camino. Cotización gratis.",
    heading: "Seguro de motocicleta en Nevada",
    intro:
      "Gracias a los inviernos templados del sur de Nevada, muchos motociclistas salen a la carretera todo el año, desde el trayecto diario al trabajo por el valle de Las Vegas hasta los paseos de fin de semana a Red Rock Canyon o alrededor de Lake Tahoe. Comparamos pólizas de motocicleta de varias aseguradoras para encontrar la cobertura que se ajuste a su moto y a su forma de manejar.",
    coverageHeading: "La protección incluye",
    coverages: [
      {
        name: "Responsabilidad civil",
        description:
          "Obligatoria por ley en Nevada, con los mismos límites mínimos que los autos: $25,000 por persona y $50,000 por accidente por lesiones, y $20,000 por daños a la propiedad. Paga las lesiones y los daños que usted cause a otros.",
      },
      {
        name: "Cobertura de choque",
        description:
          "Paga la reparación o el reemplazo de su motocicleta después de un choque con un vehículo o con un objeto, sin importar quién tuvo la culpa, menos su deducible.",
      },
      {
        name: "Cobertura integral (comprehensive)",
        description:
          "Cubre robo, vandalismo, incendio, granizo, objetos que caen e impactos con animales, menos su deducible. Las motocicletas son más fáciles de robar que los autos, así que esta cobertura es importante.",
      },
      {
        name: "Cobertura de accesorios",
        description:
          "Cubre partes y equipo personalizados, como escapes de posventa (aftermarket), alforjas, cromo y pintura, y muchas veces su equipo de protección para manejar, hasta la cantidad que usted elija.",
      },
      {
        name: "Asistencia en el camino",
        description:
          "Paga la grúa, pasar corriente a la batería, ayuda con llantas ponchadas y entrega de combustible si su moto se descompone, algo muy valioso en los largos tramos de carretera del desierto.",
      },
    ],
    sections: [
      {
        heading: "Cobertura especializada para motocicletas",
        body:
          "Una póliza de motocicleta está hecha para los riesgos que enfrentan los motociclistas, no adaptada de una póliza de auto. En un choque, el motociclista está más expuesto, las motos son más fáciles de robar y el trabajo personalizado puede sumar miles de dólares al valor de una motocicleta, así que los detalles de su cobertura importan. Tomamos en cuenta cómo maneja, si lleva pasajeros y lo que le ha agregado a su moto.\n\nLos motociclistas del norte de Nevada que guardan su moto durante el invierno quizás puedan reducir la cobertura mientras está guardada, sin perder la protección contra robo e incendio. Muchas aseguradoras también ofrecen descuentos por completar un curso aprobado de seguridad en motocicleta, por combinar la póliza con su seguro de auto o por asegurar más de una moto.",
      },
    ],
    faqs: [],
  },

  // ---------------------------------------------------------------- Boat (simple)
  {
    slug: "boat-insurance",
    layout: "simple",
    navLabel: "Seguro de bote",
    icon: "sailboat",
    cardSummary:
      "Cobertura para su bote, su remolque y su tiempo en Lake Mead, Lake Las Vegas y otras aguas de Nevada.",
    seoTitle: "Seguro de bote en Las Vegas, Nevada | Cotización gratis",
    metaDescription:
      "Seguro de bote en Lake Mead, Lake Las Vegas y más: daños físicos, responsabilidad civil, pagos médicos, cobertura del remolque y asistencia en el agua.",
    heading: "Seguro de bote en Nevada",
    intro:
      "Ya sea que pesque en Lake Mead, pasee por Lake Las Vegas o lleve una moto acuática a Lake Mohave o Lake Tahoe, su bote merece protección en el agua, sobre el remolque y mientras está guardado. Comparamos seguros de bote de varias aseguradoras para lanchas de esquí, pontones, botes de pesca, veleros y motos acuáticas.",
    coverageHeading: "La protección incluye",
    coverages: [
      {
        name: "Daños físicos",
        description:
          "Paga la reparación o el reemplazo de su bote, su motor y el equipo instalado de forma permanente después de un choque, un hundimiento, un incendio, un robo, vandalismo o una tormenta, menos su deducible.",
      },
      {
        name: "Responsabilidad civil",
        description:
          "Cubre las lesiones a otras personas y los daños a sus botes, muelles o propiedades que usted cause mientras maneja su bote, incluida la defensa legal, hasta su límite.",
      },
      {
        name: "Pagos médicos",
        description:
          "Paga las cuentas médicas suyas y de sus pasajeros si alguien se lastima a bordo de su bote o mientras practica esquí acuático o va en una llanta inflable jalada por el bote, sin importar quién tuvo la culpa.",
      },
      {
        name: "Cobertura del remolque",
        description:
          "Cubre el remolque de su bote contra choques, robo y otros daños cubiertos, en la carretera y mientras está estacionado en su casa o en un lugar de almacenamiento.",
      },
      {
        name: "Asistencia de arrastre en el agua",
        description:
          "Paga para que lleven su bote de regreso a la rampa o a la marina si se descompone, se queda sin combustible o encalla, muchas veces lejos de cualquier ayuda en un lago grande.",
      },
    ],
    sections: [
      {
        heading: "Cobertura especializada para botes",
        body:
          "Navegar en Nevada tiene sus propios riesgos. Los niveles cambiantes del agua en Lake Mead pueden dejar al descubierto rocas, bancos de arena y estructuras viejas que no estaban ahí la temporada pasada, y los vientos de la tarde pueden agitar el agua muy rápido. Lake Las Vegas, Lake Mohave y Lake Tahoe tienen cada uno sus propias condiciones, y la mayoría de los botes recorren tantas millas en un remolque detrás de una camioneta como en el agua.\n\nUna póliza de bote está hecha para esos riesgos, con cobertura para el casco, el motor y el equipo, responsabilidad civil por las personas a su alrededor y ayuda para regresar a la orilla. Muchas marinas exigen comprobante de cobertura de responsabilidad civil y los prestamistas exigen cobertura de daños físicos, y podemos comparar opciones de varias aseguradoras para cumplir con ambos requisitos.",
      },
    ],
    faqs: [],
  },
];

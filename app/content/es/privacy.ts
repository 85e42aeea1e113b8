/**
 * Privacy Policy copy in Spanish (/es/privacy), a translation of ../privacy.ts.
 *
 * The agency's contact details (email, phone, mailing address) are not written here:
 * the page renders them from the agency configuration under `contact`. Section ids
 * are the anchors of the on-page table of contents, so keep them stable (same as English).
 */
import type { privacyPolicy as englishPrivacyPolicy } from "../privacy.ts";

export type { DataCategory, PolicySection, PolicySubsection } from "../privacy.ts";

export const privacyPolicy: typeof englishPrivacyPolicy = {
  effectiveDate: "2026-12-02",
  intro:
    "Somos una agencia de seguros pequeña e independiente, y tratamos su información como quisiéramos que trataran la nuestra. Esta política explica qué información personal recopila este sitio web, por qué la recopilamos, con quién la compartimos, cuánto tiempo la conservamos y qué opciones tiene usted. Se aplica a este sitio web y a los formularios que contiene.",
  categories: [
    { category: "Identificadores y datos de contacto", examples: "Nombre, correo electrónico, número de teléfono, dirección de su casa o negocio, código postal", purpose: "Para responder a su solicitud, cotizar su seguro y darle servicio, y comunicarnos con usted por el medio que nos pidió", source: "Usted, a través de nuestros formularios, por teléfono o en persona", kept: "El mismo tiempo que la solicitud o la póliza a la que corresponden (vea abajo)" },
    { category: "Datos de seguro y de cotización", examples: "El seguro que desea o que ya tiene, su aseguradora actual, sus vehículos, datos de su casa y de su negocio, su presupuesto, su mes de renovación, sus páginas de declaraciones", purpose: "Para preparar y comparar cotizaciones y revisar su cobertura", source: "Usted; las aseguradoras, una vez que usted es nuestro cliente", kept: "Solicitudes de cotización, de pago por milla y de revisión de cobertura: 24 meses" },
    { category: "Datos de reclamos", examples: "Número de póliza, qué pasó, dónde y cuándo, lesiones, testigos, fotos y documentos", purpose: "Para reportar su reclamo a la aseguradora y darle seguimiento", source: "Usted", kept: "7 años (84 meses), el plazo durante el cual se conservan los registros de seguros" },
    { category: "Información de empleo", examples: "Currículum, carta de presentación, experiencia, disponibilidad, dirección", purpose: "Para considerar su solicitud de empleo", source: "Usted", kept: "24 meses" },
    { category: "Mensajes y reportes", examples: "Lo que usted nos escribe, incluidos los reportes de problemas al usar este sitio web", purpose: "Para responderle y corregir lo que nos reporta", source: "Usted", kept: "24 meses" },
    { category: "Expedientes de clientes", examples: "Pólizas, vehículos, conductores y sus fechas de nacimiento, documentos, solicitudes de servicio y nuestras respuestas", purpose: "Para dar servicio a sus pólizas y recordarle sus renovaciones", source: "Usted y las aseguradoras que emiten sus pólizas", kept: "Mientras seamos su agencia y, después, el tiempo que exijan las normas de conservación de registros de seguros" },
    { category: "Información de su cuenta", examples: "Correo electrónico, un hash unidireccional de su contraseña, sesiones iniciadas (navegador y dirección IP)", purpose: "Para permitirle iniciar sesión y mantener su cuenta segura", source: "Usted y su navegador", kept: "Hasta que nos pida cerrar la cuenta; las sesiones, hasta que vencen" },
    { category: "Consentimientos y preferencias", examples: "El texto exacto del consentimiento que usted aceptó, cuándo y en qué página; sus solicitudes para dejar de recibir correos electrónicos, mensajes de texto o llamadas; sus solicitudes de privacidad y nuestras respuestas", purpose: "Para demostrar lo que usted aceptó y seguir respetando sus preferencias", source: "Usted", kept: "Consentimientos: 5 años; solicitudes de baja: el tiempo necesario para seguir respetándolas; solicitudes de privacidad: 24 meses después de nuestra respuesta" },
    { category: "Cómo comenzó su visita", examples: "La primera página que abrió, el sitio web que lo dirigió a nosotros (solo el sitio y la página), las etiquetas de campaña del enlace (UTM)", purpose: "Para saber cuáles de nuestros anuncios, listados en directorios y enlaces hacen que la gente llegue a nosotros", source: "Su navegador, mediante nuestra cookie de visita, y se guarda con el formulario que usted envíe", kept: "El mismo tiempo que la solicitud con la que llegó" },
    { category: "Registros técnicos", examples: "Página solicitada, hora, resultado, tiempo de respuesta; nunca lo que usted escribe en un formulario", purpose: "Para mantener el sitio web funcionando y seguro", source: "Su navegador", kept: "Solo el tiempo necesario para operar y proteger el sitio web" },
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "Información que recopilamos",
      body:
        "Solo recopilamos lo que usted decide enviarnos por medio de un formulario, además de la información técnica mínima necesaria para operar el sitio web. Cada formulario pide solamente lo que necesitamos para atender esa solicitud.",
      subsections: [
        {
          heading: "Solicitudes de cotización",
          bullets: [
            "Su nombre, correo electrónico, número de teléfono, código postal y cómo prefiere que nos comuniquemos con usted.",
            "Los tipos de seguro que le interesan, si tiene seguro actualmente, cuál es su aseguradora actual y qué tan satisfecho está con ella.",
            "Datos de su hogar, como si su casa es propia o rentada y cuántos vehículos tiene, y, en el caso de los negocios, el tipo, el tamaño y la antigüedad del negocio.",
            "Su presupuesto, sus plazos y cualquier otra cosa que quiera contarnos.",
          ],
        },
        {
          heading: "Reclamos",
          bullets: [
            "Su nombre, sus datos de contacto y su número de póliza.",
            "Los detalles de la pérdida: el tipo de reclamo, la fecha, la hora y el lugar, una descripción de lo que pasó, el número del reporte policial, el daño estimado y si alguien resultó lesionado.",
            "Los nombres y datos de contacto de los testigos, si usted nos los proporciona.",
            "Fotos y documentos, si usted decide subirlos.",
          ],
        },
        {
          heading: "Solicitudes de empleo",
          bullets: [
            "Su nombre, correo electrónico, número de teléfono y domicilio.",
            "El puesto que solicita, su nivel de experiencia y su disponibilidad.",
            "Su currículum y, si la escribe, su carta de presentación.",
          ],
        },
        {
          heading: "Cotizaciones de seguro de auto de pago por milla",
          bullets: [
            "Su nombre, correo electrónico, número de teléfono y domicilio.",
            "Su aseguradora actual (opcional), el año, la marca y el modelo de su vehículo, y las millas que maneja en promedio al mes.",
            "Cualquier comentario que agregue.",
          ],
        },
        {
          heading: "Revisiones de cobertura y mensajes",
          bullets: [
            "Su nombre, correo electrónico y número de teléfono.",
            "Para una revisión de cobertura: las aseguradoras con las que tiene pólizas, cuándo se renuevan sus pólizas, lo que le preocupa y las páginas de declaraciones que decida subir.",
            "Para un mensaje o un reporte de un problema con este sitio web: lo que usted escribe y, si nos lo dice, la página y la tecnología que estaba usando.",
          ],
        },
        {
          heading: "Solicitudes de privacidad",
          bullets: ["Su nombre, su correo electrónico, lo que nos pide que hagamos y cualquier dato que agregue para ayudarnos a encontrar su información."],
        },
        {
          heading: "Nuestros clientes",
          bullets: [
            "Sus pólizas, los vehículos y conductores incluidos en ellas (con sus fechas de nacimiento), los documentos que presentamos por usted, las solicitudes que nos envía desde su cuenta y nuestras respuestas.",
            "Gran parte de esta información viene de las aseguradoras que emiten sus pólizas. Nuestro Aviso de privacidad para clientes (enlazado al principio de esta política) explica cómo la compartimos.",
            "Si responde la encuesta de una sola pregunta que podemos enviarle por correo después de una solicitud, una póliza nueva o una renovación (qué tan probable es que nos recomiende), su respuesta y el comentario que agregue. La enviamos como máximo una vez cada 90 días, y si deja de recibir nuestros correos de recordatorio, deja de recibirla también.",
          ],
        },
        {
          heading: "Cuentas",
          bullets: [
            "Su correo electrónico y si usted lo ha confirmado.",
            "Su contraseña, guardada solamente como un hash unidireccional seguro. Nunca vemos ni guardamos la contraseña en sí.",
            "Sus sesiones iniciadas, para que el sitio web mantenga su sesión abierta hasta que usted la cierre o la sesión venza.",
          ],
        },
        {
          heading: "Cuando usted navega por el sitio web",
          body:
            "Nuestro servidor guarda un registro técnico básico de las solicitudes: la página solicitada, la hora, el resultado y cuánto tardó. Estos registros nos ayudan a mantener el sitio web funcionando y seguro. El registro de solicitudes no contiene lo que usted escribe en nuestros formularios. (Las copias de los correos electrónicos que envía el sitio web se guardan con nuestros registros, como se describe más abajo).\n\nCuando usted nos envía un formulario, también guardamos cómo comenzó su visita (la primera página que abrió, el sitio web que lo dirigió a nosotros y las etiquetas de campaña de ese enlace, si las hay), como se explica más abajo en \"Cookies y rastreo\".",
        },
      ],
    },
    {
      id: "how-we-use-it",
      heading: "Cómo usamos su información",
      body: "Usamos su información solamente para el fin con el que usted nos la dio y para operar la agencia de manera responsable:",
      bullets: [
        "Para responder a su solicitud: preparar cotizaciones, contestar preguntas y comunicarnos con usted por el medio que nos pidió.",
        "Para dar servicio a sus pólizas y atender sus reclamos, lo que incluye trabajar con la aseguradora en su nombre.",
        "Para considerar su solicitud si usted solicita empleo con nosotros.",
        "Para operar y proteger su cuenta y el sitio web, y para prevenir el spam y el abuso.",
        "Para cumplir con nuestras obligaciones legales y regulatorias, incluida la conservación de registros que se exige a las agencias de seguros.",
      ],
      closing:
        "No usamos su información para crear perfiles publicitarios, y no lo agregaremos a una lista de mercadeo por haber pedido una cotización. Solo lo llamamos o le enviamos mensajes de texto sobre ofertas, renovaciones y novedades si usted marca la casilla opcional de mercadeo en un formulario; la respuesta a su solicitud nunca depende de eso.",
    },
    {
      id: "we-do-not-sell",
      heading: "No vendemos su información personal",
      body:
        "No vendemos, alquilamos ni intercambiamos su información personal, y no la compartimos con nadie para que haga su propia publicidad. Siempre ha sido así, y no tenemos planes de cambiarlo.",
    },
    {
      id: "who-we-share-with",
      heading: "Con quién la compartimos",
      body: "Compartimos su información solamente cuando es necesario para lo que usted nos pidió, o cuando la ley lo exige:",
      bullets: [
        "Las aseguradoras con las que cotizamos o colocamos su póliza, en su nombre. Reciben los datos que necesitan para cotizar, emitir o dar servicio a su póliza y atender sus reclamos, y sus propios avisos de privacidad se aplican a lo que reciben.",
        "Los proveedores de servicios que nos ayudan a operar la agencia: la compañía que aloja nuestro servidor y nuestro proveedor de envío de correo electrónico, que transporta los correos que le enviamos. Solo pueden usar su información para prestarnos su servicio.",
        "Las autoridades gubernamentales, los tribunales o los reguladores, cuando la ley lo exige, y cuando sea necesario para proteger los derechos y la seguridad de nuestros clientes, de nuestro personal o del público.",
      ],
      closing:
        "Nuestro portal de pagos en línea y nuestra tienda de mercancía los operan otras compañías en sus propios sitios web. Cuando usted los usa, se aplican las políticas de privacidad de esas compañías.",
    },
    {
      id: "how-long-we-keep-it",
      heading: "Cuánto tiempo la conservamos",
      body:
        "La agencia fija cuánto tiempo se conserva cada tipo de registro. A menos que la ley nos exija conservar un registro por más tiempo, o que se necesite para un asunto pendiente, generalmente conservamos:",
      bullets: [
        "Las solicitudes de cotización, las solicitudes de cotización de pago por milla y las solicitudes de revisión de cobertura (con las páginas de declaraciones que nos envíe): 24 meses después de recibirlas.",
        "Los mensajes enviados desde nuestra página de contacto y los reportes de problemas con este sitio web: 24 meses después de recibirlos.",
        "Los reclamos: 7 años (84 meses) después de recibirlos, para atender el reclamo y cumplir con nuestras obligaciones legales de conservación de registros.",
        "Las solicitudes de privacidad y nuestras respuestas: 24 meses después de responder, como prueba de que lo hicimos.",
        "Los expedientes de clientes (pólizas, vehículos, conductores, documentos, solicitudes de servicio): mientras seamos su agencia y, después, el tiempo que exijan las normas de conservación de registros de seguros.",
        "Los documentos que le enviamos para firmar en línea: una vez firmados, con su expediente de cliente; si nunca se firmaron (no enviados, rechazados, vencidos o cancelados): 24 meses después de su último cambio.",
        "Sus respuestas a nuestra encuesta \"¿qué tan probable es que nos recomiende?\": con su expediente de cliente. Si nos pide eliminar su información, borramos su nombre, su correo electrónico y su comentario, y conservamos solo la puntuación y una forma codificada (de un solo sentido) de su correo electrónico, para que nuestra puntuación general siga siendo correcta y no volvamos a preguntarle antes de 90 días. Las copias de los correos de la encuesta: 180 días.",
        "Las solicitudes de empleo: 24 meses después de recibirlas, para poder considerarlo para futuras vacantes.",
        "Las cuentas: hasta que nos pida cerrar su cuenta. Las sesiones iniciadas terminan cuando usted cierra la sesión o cuando vencen.",
        "Las copias de los correos electrónicos que envía nuestro sitio web sobre una solicitud, un reclamo o una solicitud de empleo: el mismo tiempo que ese registro. Los correos sobre su cuenta, como un enlace para restablecer la contraseña: 7 días.",
        "Los textos de consentimiento que usted aceptó al enviar un formulario (las palabras exactas, cuándo y en qué página): 5 años, para poder demostrar lo que usted aceptó.",
        "Sus solicitudes para dejar de recibir correos electrónicos, mensajes de texto o llamadas: el tiempo que las necesitemos para seguir respetándolas.",
      ],
      closing:
        "Los registros de solicitudes no contienen el contenido de los formularios y se conservan solo el tiempo que los necesitamos para operar y proteger el sitio web. Cuando un registro ya no se necesita, lo eliminamos.",
    },
    {
      id: "security",
      heading: "Cómo la protegemos",
      bullets: [
        "Todo lo que usted envía por medio de nuestros formularios se guarda en el propio servidor de la agencia, no en un servicio de formularios de terceros.",
        "Los archivos que usted sube, como currículums y fotos de reclamos, nunca son de acceso público. Solo el personal autorizado de la agencia puede abrirlos.",
        "El acceso a su información se limita al personal que la necesita para ayudarle.",
        "Las contraseñas se guardan solamente como hashes unidireccionales seguros.",
      ],
      closing:
        "Ningún sistema es perfectamente seguro, pero tomamos precauciones razonables para proteger su información. Si alguna vez una violación de seguridad afecta su información personal, se lo notificaremos como lo exige la ley de Nevada.",
    },
    {
      id: "cookies",
      heading: "Cookies y rastreo",
      body:
        "Nuestro sitio web usa dos cookies propias.\n\nUna cookie de visita (llamada visit_source) recuerda cómo comenzó su visita a nuestro sitio web: la primera página que abrió aquí, la dirección del sitio web que lo dirigió a nosotros (solo el sitio y la página, nunca el resto de su dirección) y, si usted siguió un enlace de uno de nuestros anuncios o correos electrónicos, las etiquetas de campaña de ese enlace (como \"newsletter\" o \"email\"). Si después nos envía un formulario, guardamos esto junto con su solicitud para saber cuáles de nuestros anuncios, listados en directorios y enlaces hacen que la gente llegue a nosotros. No contiene nada sobre quién es usted, solo la coloca nuestro sitio web, solo la lee nuestro propio servidor (los scripts de la página no pueden leerla) y vence 30 días después de que comenzó su visita (o después del último enlace de uno de nuestros anuncios o correos electrónicos que usted haya seguido). Los buscadores y otros visitantes automatizados no la reciben. Usted puede eliminarla en su navegador en cualquier momento; nuestros formularios funcionan igual sin ella.\n\nUna cookie de sesión mantiene su sesión iniciada, y solo se coloca cuando usted inicia sesión. Se elimina cuando usted cierra la sesión o cuando la sesión vence.\n\nNo usamos rastreadores publicitarios, píxeles de seguimiento, scripts de analítica ni analítica entre sitios, y no compartimos ninguna de las dos cookies con nadie.\n\nEl mapa de nuestra página principal lo proporciona Google Maps, y solo se carga cuando usted lo pide: hasta que usted elige 'Mostrar mapa' (o sigue el enlace a Google Maps), nuestras páginas no envían nada a Google. Cuando el mapa se carga, Google recibe la información que su navegador envía normalmente, como su dirección IP, y a esa información se aplica la política de privacidad de Google. Los enlaces al servicio de mapas, a nuestras reseñas y a otros sitios web abren esos sitios, a los que se aplican sus propias políticas de privacidad.",
    },
    {
      id: "your-rights",
      heading: "Sus opciones y derechos",
      body:
        "Usted puede pedirnos en cualquier momento que le digamos qué información personal tenemos sobre usted, que la corrijamos o que la eliminemos. Lo haremos, a menos que la ley o un reclamo o una póliza vigentes nos obliguen a conservarla; en ese caso, le explicaremos por qué.",
      subsections: [
        {
          heading: "Residentes de Nevada: su derecho a excluirse de la venta",
          body:
            "La ley de Nevada (capítulo 603A de los NRS) otorga a los residentes de Nevada el derecho de presentar una solicitud verificada para indicarle al operador de un sitio web que no venda la información cubierta que recopila sobre ellos. Nosotros no vendemos información cubierta. Aun así, usted puede enviarnos una solicitud, y la respetaremos.\n\nPara hacer una solicitud, use el formulario de solicitudes de privacidad de este sitio web (\"Hacer una solicitud de privacidad\", al principio de esta política), o comuníquese con nosotros usando los datos de la sección \"Cómo comunicarse con nosotros\", más abajo. El mismo formulario sirve para pedir una copia de su información, una corrección o una eliminación. Verificaremos su solicitud, por ejemplo, confirmándola desde el correo electrónico que tenemos registrado, y le responderemos dentro de 60 días, como lo exige la ley. Si necesitamos más tiempo, le explicaremos por qué y le responderemos dentro de los 30 días siguientes.",
        },
        {
          heading: "Cómo dejar de recibir nuestros correos, mensajes de texto y llamadas",
          body:
            "Cada correo electrónico que le enviamos tiene un enlace a una página donde usted puede dejar de recibir nuestros correos de mercadeo y de recordatorio, nuestros mensajes de texto o nuestras llamadas, sin iniciar sesión. También puede responder STOP a cualquier mensaje de texto, o decírnoslo por teléfono, por correo electrónico o en persona. Dejamos de hacerlo de inmediato. Los correos sobre sus propias solicitudes, reclamos, pólizas y cuenta le seguirán llegando, porque son lo que usted nos pidió.",
        },
        {
          heading: "Si usted se convierte en nuestro cliente",
          body:
            "Las leyes de seguros dan a los asegurados protecciones de privacidad adicionales. Nuestro Aviso de privacidad para clientes (enlazado al principio de esta política) explica qué información recopilamos para emitir sus pólizas y darles servicio, con quién la compartimos y qué puede limitar usted; se lo entregamos cuando compra una póliza a través de nosotros, y cada aseguradora le envía el suyo.",
        },
      ],
    },
    {
      id: "children",
      heading: "Privacidad de los menores",
      body:
        "Este sitio web está pensado para adultos y no está dirigido a menores de 13 años. No recopilamos a sabiendas información personal de menores. Si usted cree que un menor nos ha enviado información, comuníquese con nosotros y la eliminaremos.",
    },
    {
      id: "changes",
      heading: "Cambios a esta política",
      body:
        "Podemos actualizar esta política cuando cambien nuestro sitio web o la ley. Publicaremos la nueva versión en esta página y cambiaremos la fecha de vigencia que aparece al principio. Si hacemos un cambio importante en la forma en que usamos su información, lo indicaremos claramente en el sitio web antes de que entre en vigor.",
    },
  ],
  contact: {
    id: "contact",
    heading: "Cómo comunicarse con nosotros",
    body:
      "Puede enviarnos sus preguntas sobre esta política, sus solicitudes sobre su información y las solicitudes de exclusión de la venta de los residentes de Nevada por correo electrónico, por teléfono o por correo postal:",
  },
};

/**
 * The privacy notice for customers in Spanish (/es/privacy-notice), a translation of
 * ../privacy-notice.ts, worded after the official Spanish version of the federal model privacy
 * form where the English follows the model form. Same layout: Facts; Why, What, How; the sharing
 * table; who we are; what we do; definitions. `{agency}` is replaced with the agency's name; its
 * address and phone come from the configuration.
 */
import type { privacyNotice as englishPrivacyNotice } from "../privacy-notice.ts";

/** The English notice's shape with its literal strings widened, so the two stay in step (same keys, same row counts). */
type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> };

export const privacyNotice = {
  /** The day this version took effect (YYYY-MM-DD). */
  revised: "2026-11-27",
  why: "Las compañías financieras, incluidas las agencias de seguros, eligen cómo comparten su información personal. Las leyes federales otorgan a los consumidores el derecho de limitar parte, pero no todo, el intercambio de información. Las leyes federales también nos exigen informarle cómo recopilamos, compartimos y protegemos su información personal. Por favor, lea este aviso detenidamente para entender lo que hacemos.",
  what: {
    intro: "Los tipos de información personal que recopilamos y compartimos dependen del seguro que usted tenga con nosotros. Esta información puede incluir:",
    items: [
      "su nombre, dirección, fecha de nacimiento, número de licencia de conducir y datos de contacto",
      "su historial de seguros y de reclamos, y los vehículos, propiedades y negocios que asegura",
      "su historial de pagos y, a través de las aseguradoras, su historial de manejo y sus puntajes de seguro basados en el crédito",
    ],
  },
  how: "Todas las compañías financieras necesitan compartir la información personal de sus clientes para llevar a cabo sus actividades comerciales cotidianas. En la siguiente sección, enumeramos las razones por las cuales las compañías financieras pueden compartir la información personal de sus clientes, las razones por las cuales {agency} elige compartirla y si usted puede limitar este intercambio.",
  /** Reason, does the agency share, can you limit it. */
  sharing: [
    { reason: "Para nuestros fines comerciales cotidianos: para cotizar su seguro, colocarlo con una aseguradora y darle servicio, procesar sus reclamos, responder a órdenes judiciales e investigaciones legales, o informar a los reguladores de seguros", shares: "Sí", limit: "No" },
    { reason: "Para nuestros fines de mercadeo: para ofrecerle nuestros productos y servicios", shares: "No", limit: "No compartimos" },
    { reason: "Para mercadeo conjunto con otras compañías financieras", shares: "No", limit: "No compartimos" },
    { reason: "Para los fines comerciales cotidianos de nuestras afiliadas: información sobre sus transacciones y experiencias", shares: "No", limit: "No compartimos" },
    { reason: "Para los fines comerciales cotidianos de nuestras afiliadas: información sobre su solvencia crediticia", shares: "No", limit: "No compartimos" },
    { reason: "Para que nuestras afiliadas le ofrezcan productos y servicios", shares: "No", limit: "No compartimos" },
    { reason: "Para que las compañías no afiliadas le ofrezcan productos y servicios", shares: "No", limit: "No compartimos" },
  ],
  whatWeDo: [
    {
      question: "¿Cómo protege {agency} mi información personal?",
      answer: "Para proteger su información personal contra el acceso y el uso no autorizados, utilizamos medidas de seguridad que cumplen con las leyes federales. Estas medidas incluyen salvaguardas informáticas, archivos y edificios protegidos, y acceso limitado al personal que necesita la información para atenderlo.",
    },
    {
      question: "¿Cómo recopila {agency} mi información personal?",
      answer: "Recopilamos su información personal, por ejemplo, cuando usted solicita un seguro o pide una cotización, presenta un reclamo, nos da sus datos de contacto, paga sus primas o nos muestra su licencia de conducir. También la recopilamos de otras fuentes, como las aseguradoras con las que colocamos sus pólizas, los registros de vehículos motorizados y las agencias de informes de los consumidores (a través de esas aseguradoras).",
    },
    {
      question: "¿Por qué no puedo limitar todo el intercambio de información?",
      answer: "Las leyes federales le otorgan el derecho de limitar solamente el intercambio para los fines comerciales cotidianos de las afiliadas (información sobre su solvencia crediticia), que las afiliadas usen su información para ofrecerle productos y servicios, y el intercambio con compañías no afiliadas para que le ofrezcan productos y servicios. Nosotros no hacemos ninguna de estas cosas. Las leyes estatales pueden otorgarle derechos adicionales; vea más abajo.",
    },
  ],
  definitions: [
    { term: "Afiliadas", meaning: "Compañías relacionadas por propiedad o control común. Pueden ser compañías financieras y no financieras. {agency} no tiene afiliadas." },
    { term: "No afiliadas", meaning: "Compañías que no están relacionadas por propiedad o control común. Pueden ser compañías financieras y no financieras. Las compañías no afiliadas con las que compartimos información son las aseguradoras que cotizan, emiten y dan servicio a sus pólizas y atienden sus reclamos, y los proveedores de servicios que nos ayudan a operar la agencia. {agency} no comparte información con compañías no afiliadas para que le ofrezcan productos y servicios." },
    { term: "Mercadeo conjunto", meaning: "Un acuerdo formal entre compañías financieras no afiliadas que, en conjunto, le ofrecen productos o servicios financieros. {agency} no participa en mercadeo conjunto." },
  ],
  other: [
    "Residentes de Nevada: usted puede pedirnos que no vendamos su información personal, o pedirnos una copia de ella, o que la corrijamos o la eliminemos, usando nuestro formulario de solicitudes de privacidad. No vendemos información personal.",
    "Las aseguradoras que emiten sus pólizas le envían sus propios avisos de privacidad, que explican lo que ellas recopilan y comparten.",
    "Nuestra Política de privacidad explica qué recopila este sitio web y cuánto tiempo lo conservamos.",
  ],
} as const satisfies Shape<typeof englishPrivacyNotice>;

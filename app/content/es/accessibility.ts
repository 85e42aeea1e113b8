/**
 * Spanish accessibility statement (/es/accessibility). Mirrors ../accessibility.ts; the agency's
 * phone and email are rendered by the page from the agency configuration. Keep `reviewed` in step
 * with the English statement when the site is checked again.
 */
export const accessibilityStatement = {
  /** The day the statement was last reviewed against the site (YYYY-MM-DD). */
  reviewed: "2026-11-27",
  intro:
    "Queremos que todas las personas puedan informarse sobre seguros, pedir una cotización, presentar un reclamo y administrar sus pólizas en este sitio web, incluidas quienes usan un lector de pantalla, ampliación de pantalla, control por voz, el teclado en lugar del mouse, o subtítulos.",
  sections: [
    {
      id: "standard",
      heading: "El estándar que seguimos",
      body:
        "Desarrollamos y probamos este sitio web para que cumpla con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, el estándar al que hace referencia el Departamento de Justicia de los EE. UU. para los sitios web de negocios abiertos al público.",
    },
    {
      id: "what-we-do",
      heading: "Lo que hacemos",
      bullets: [
        "Cada página y cada formulario se revisan con pruebas automáticas de accesibilidad (axe), en pantallas del tamaño de un teléfono y de una computadora, cada vez que cambia el sitio web, y no publicamos ningún cambio que cause un problema.",
        "Todos los formularios funcionan solo con el teclado y sin JavaScript; cada campo tiene una etiqueta visible, los errores se explican junto al campo y en un resumen al principio, y lo que usted escribió se conserva cuando hay algo que corregir.",
        "El texto y los controles cumplen con las relaciones de contraste de WCAG, el foco siempre es visible y nunca se transmite un significado solo con el color.",
        "Las páginas usan encabezados, regiones (landmarks) y textos de enlace que se entienden fuera de contexto, y las imágenes tienen texto alternativo.",
        "El sitio web funciona con el zoom al 400% y en pantallas pequeñas sin necesidad de desplazarse hacia los lados.",
      ],
    },
    {
      id: "known-limits",
      heading: "Lo que sabemos que no es perfecto",
      bullets: [
        "Nuestro portal de pagos en línea y nuestra tienda de artículos de la agencia los administran otras compañías en sus propios sitios web. Si tiene problemas con ellos, llámenos y tomaremos su pago o su pedido por teléfono.",
        "El mapa de la oficina en nuestra página de inicio viene de Google Maps, que no controlamos nosotros. La dirección de la oficina y un enlace para obtener indicaciones siempre aparecen en la página como texto.",
        "Los documentos de las compañías de seguros (páginas de declaraciones de la póliza, tarjetas de seguro) los elaboran las aseguradoras y es posible que no sean totalmente accesibles. Pídanos ayuda y los leeremos con usted o se los enviaremos en otro formato.",
      ],
    },
    {
      id: "other-ways",
      heading: "Otras formas de comunicarse con nosotros",
      body:
        "Todo lo que puede hacer en este sitio web también puede hacerlo con nosotros por teléfono, por correo electrónico o en persona en nuestra oficina. Con gusto le ayudamos a llenar un formulario, le leemos un documento o le enviamos información en letra grande o en otro formato.",
    },
  ],
} as const;

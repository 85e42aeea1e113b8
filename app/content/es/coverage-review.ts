/**
 * Spanish Free Coverage Review page content (/es/coverage-review). Mirrors ../coverage-review.ts.
 * The page's buttons (Request a Coverage Review -> /quote, Call Us -> phone link)
 * and all contact details come from the page component and agency configuration.
 */
import type { coverageReview as englishCoverageReview } from "../coverage-review.ts";

export const coverageReview: typeof englishCoverageReview = {
  intro:
    "La mayoría de las personas compra una póliza, programa los pagos automáticos y no vuelve a revisarla, hasta que un reclamo revela lo que no cubre. En nuestra revisión de cobertura gratis, un agente con licencia analiza con usted sus pólizas actuales de auto, casa y negocio para encontrar huecos en la cobertura, límites desactualizados y ahorros que se le están escapando. No tiene ningún costo ni lo obliga a cambiarse: usted se va con una idea clara de lo que tiene y de lo que convendría cambiar, si es que hay algo.",
  whatWeReview: [
    {
      title: "Límites de responsabilidad civil de su auto frente a sus bienes",
      description:
        "Los límites mínimos de responsabilidad civil de Nevada, de $25,000 por persona, $50,000 por accidente y $20,000 por daños a la propiedad, se pueden agotar rápidamente en un accidente grave. Comparamos sus límites con lo que usted tiene que proteger.",
    },
    {
      title: "Costo de reconstrucción de su casa",
      description:
        "Los costos de construcción cambian con el tiempo. Revisamos si el límite de vivienda de su póliza realmente alcanzaría hoy para reconstruir su casa, y si su póliza paga el costo de reposición o el valor real en efectivo.",
    },
    {
      title: "Responsabilidad civil y póliza adicional (umbrella)",
      description:
        "Revisamos los límites de responsabilidad civil de sus pólizas de auto y de casa, y si una póliza de responsabilidad adicional (umbrella) personal le daría una protección importante por un costo moderado.",
    },
    {
      title: "Deducibles",
      description:
        "Un deducible más alto puede bajar su prima, pero solo si usted podría pagarlo sin apuros después de una pérdida. Le ayudamos a encontrar el equilibrio que se ajuste a su presupuesto.",
    },
    {
      title: "Descuentos y paquetes",
      description:
        "Combinar el seguro de casa y el de auto, las funciones de seguridad, un buen historial de manejo y pagar la póliza completa de una vez pueden influir en el precio. Revisamos qué descuentos ya recibe y cuáles podría estar perdiendo.",
    },
    {
      title: "Cobertura para su negocio",
      description:
        "Para los dueños de negocio, revisamos la responsabilidad civil general, la propiedad, la compensación al trabajador (workers' comp), el auto comercial y cualquier requisito de sus contratos, para asegurarnos de que su cobertura siga correspondiendo a la forma en que opera su negocio.",
    },
  ],
  steps: [
    {
      title: "Compártanos lo que tiene",
      description:
        "Solicite una revisión en línea o llame a nuestra oficina, y envíenos las páginas de declaraciones de sus pólizas actuales. Esas páginas de resumen indican sus coberturas, límites y deducibles.",
    },
    {
      title: "Revisamos su cobertura",
      description:
        "Un agente con licencia compara su cobertura con su casa, sus vehículos, su negocio y su presupuesto, busca huecos y coberturas duplicadas, y compara opciones de las aseguradoras que representamos.",
    },
    {
      title: "Reciba recomendaciones claras",
      description:
        "Le explicamos lo que encontramos con palabras sencillas: qué está funcionando, qué lo deja expuesto y dónde podría ahorrar. Usted decide qué cambiar, si es que hay que cambiar algo.",
    },
  ],
  sections: [
    {
      heading: "Cuándo conviene más hacer una revisión",
      body:
        "Vale la pena revisar su cobertura cada uno o dos años, y sobre todo después de un cambio en su vida o en su negocio. Las pólizas no se actualizan solas cuando cambia su situación.",
      bullets: [
        "Compró, vendió o remodeló una casa, o empezó a rentar.",
        "Agregó a un conductor adolescente, un vehículo nuevo, un bote o una motocicleta.",
        "Se casó, se divorció, tuvo un hijo o se jubiló.",
        "Su negocio contrató empleados, firmó un contrato nuevo o se mudó de local.",
        "Su prima subió en la renovación y no sabe por qué.",
      ],
    },
    {
      heading: "Por qué una agencia independiente",
      body:
        "Un agente exclusivo solo puede mostrarle los productos de una compañía. Como agencia independiente, trabajamos con varias aseguradoras: si su cobertura actual le conviene, se lo diremos, y si otra opción le da mejor protección o un mejor precio, podemos mostrarle la comparación lado a lado.",
    },
  ],
  faqs: [
    {
      question: "¿De verdad la revisión de cobertura es gratis?",
      answer:
        "Sí. La revisión no tiene ningún costo ni lo obliga a comprar nada ni a cambiar de aseguradora. Si su cobertura actual le conviene, se lo diremos.",
    },
    {
      question: "¿Qué necesito para la revisión?",
      answer:
        "Lo más útil son las páginas de declaraciones de sus pólizas actuales, porque indican las coberturas, los límites, los deducibles y las primas. Si no las tiene a la mano, una copia de su póliza, o incluso la aplicación o la cuenta en línea de su aseguradora, es un buen punto de partida, y a partir de ahí trabajamos.",
    },
    {
      question: "¿Tengo que cambiar de aseguradora?",
      answer:
        "No. A veces la mejor recomendación es un pequeño cambio con su aseguradora actual, como subir un límite de responsabilidad civil o ajustar un deducible. Si encontramos una mejor opción en otra compañía, le mostramos la comparación y la decisión es completamente suya.",
    },
    {
      question: "¿Pueden revisar una póliza que compré en otro lugar?",
      answer:
        "Sí. La mayoría de las pólizas que revisamos se contrataron con otro agente, directamente con una aseguradora o en línea. Revisamos lo que usted tiene, sin importar dónde lo compró.",
    },
    {
      question: "¿También revisan seguros de negocio?",
      answer:
        "Sí. Revisamos la responsabilidad civil general, la propiedad comercial, la compensación al trabajador (workers' comp), el auto comercial, la responsabilidad civil profesional y otras coberturas de negocio, además de los requisitos de seguro de sus contratos de arrendamiento y demás contratos. En las revisiones de negocios es común encontrar endosos que faltan o límites que ya no corresponden al negocio.",
    },
  ],
};

/**
 * The help desk's Spanish test set: questions as Spanish-speaking Las Vegas residents type
 * them (lower case, no accents or question marks, typos, "aseguranza", "troca", "ocupo"),
 * written for themselves rather than translated from the English set. Pages are the ENGLISH
 * paths of the pages whose Spanish versions answer them, best first.
 */
import type { EvaluationQuestion } from "./evaluation-question.ts";

export const spanishQuestions: EvaluationQuestion[] = [
  // ------------------------------------------------------------------ Auto
  { question: "cual es el minimo de aseguranza que pide nevada para el carro", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "necesito el sr22", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "por cuanto tiempo tengo que traer el sr-22", pages: ["/auto-insurance"] },
  { question: "tienen seguro para mi troca", pages: ["/auto-insurance"] },
  { question: "es obligatorio tener full cobertura en nevada o nomas la liability", pages: ["/blog/cheapest-car-insurance-nevada", "/auto-insurance"] },
  { question: "que pasa si me agarran manejando sin aseguranza", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "nevada es estado de no culpa o como funciona", pages: ["/auto-insurance"] },
  { question: "vale la pena la cobertura de conductor sin seguro", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "si mi carro financiado queda perdida total y todavia debo mas de lo que vale", pages: ["/auto-insurance"] },
  { question: "porque la aseguranza del carro sale mas cara en las vegas que en reno", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "la cobertura comprensiba cubre vidrios rotos y robo", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "en nevada piden pip", pages: ["/auto-insurance"] },
  { question: "cuanto cuesta la aseguranza de carro en las vegas", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"], guard: "price" },
  { question: "cuanto me cobrarian por poner a mi hijo de 17 en la aseguranza", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"], guard: "price" },

  // ------------------------------------------------------------------ Pago por milla
  { question: "casi no uso el carro hay algun seguro que se pague por milla", pages: ["/just-insurance", "/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "el seguro por milla ocupa que le pongan un aparato al carro", pages: ["/just-insurance"] },
  { question: "como reporto las millas en el seguro de pago por milla", pages: ["/just-insurance", "/auto-insurance"] },
  { question: "cuantas millas al año hay que manejar para que convenga pagar por milla", pages: ["/just-insurance", "/auto-insurance"] },
  { question: "cuanto sale al mes el plan de pago por milla", pages: ["/just-insurance", "/auto-insurance"], guard: "price" },

  // ------------------------------------------------------------------ Casa
  { question: "cuanto cuesta asegurar mi casa", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"], guard: "price" },
  { question: "la aseguranza de casa cubre inundacion por las lluvias del monzon", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "es obligatorio el seguro de casa en nevada", pages: ["/home-insurance"] },
  { question: "el seguro de casa cubre terremotos", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "la barda de block y la casita de atras entran en la poliza de la casa", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "como le hago para pagar menos de seguro de casa", pages: ["/blog/affordable-home-insurance-nevada", "/home-insurance", "/blog/lower-insurance-costs"] },
  { question: "que diferencia hay entre costo de reemplazo y valor en efectivo", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada", "/commercial-property-insurance"] },
  { question: "tengo alberca ocupo mas cobertura de responsabilidad", pages: ["/home-insurance"] },
  { question: "un techo viejo hace que suba el seguro de la casa", pages: ["/blog/affordable-home-insurance-nevada", "/home-insurance"] },

  // ------------------------------------------------------------------ Inquilinos
  { question: "rento un apartamento, el seguro del dueño cubre mis cosas", pages: ["/renters-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "es obligatorio el seguro de inquilino en nevada", pages: ["/renters-insurance"] },
  { question: "el seguro de inquilino cubre mordidas de perro", pages: ["/renters-insurance"] },
  { question: "los roomies pueden compartir un solo seguro de renta", pages: ["/renters-insurance"] },
  { question: "cuanto es el seguro de renta al mes", pages: ["/renters-insurance", "/blog/affordable-home-insurance-nevada", "/blog/lower-insurance-costs"], guard: "price" },

  // ------------------------------------------------------------------ Condominio
  { question: "que es el ho6", pages: ["/condo-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "tengo condominio y la hoa ya tiene seguro, necesito otro aparte", pages: ["/condo-insurance"] },
  { question: "seguro para cuando la hoa cobra una cuota especial a los dueños", pages: ["/condo-insurance"] },
  { question: "le rento mi condo a un inquilino que seguro necesito", pages: ["/condo-insurance"] },
  { question: "una townhouse se asegura como condominio", pages: ["/condo-insurance"] },

  // ------------------------------------------------------------------ Traila, moto, lancha
  { question: "aseguran casas moviles en parque de trailas", pages: ["/mobile-home-insurance"] },
  { question: "mi traila ya es viejita la pueden asegurar", pages: ["/mobile-home-insurance"] },
  { question: "es obligatorio el seguro para moto en nevada", pages: ["/motorcycle-insurance"] },
  { question: "seguro de moto que cubra las partes personalizadas y el equipo de montar", pages: ["/motorcycle-insurance"] },
  { question: "dan descuento por tomar curso de seguridad para moto", pages: ["/motorcycle-insurance"] },
  { question: "aseguran lanchas para el lago mead", pages: ["/boat-insurance"] },
  { question: "el seguro de la lancha cubre la traila", pages: ["/boat-insurance"] },
  { question: "seguro para jet ski", pages: ["/boat-insurance"] },

  // ------------------------------------------------------------------ Vida
  { question: "seguro de vida a termino o vida entera cual me conviene", pages: ["/life-insurance", "/blog/lower-insurance-costs"] },
  { question: "de cuanto deberia ser mi seguro de vida", pages: ["/life-insurance", "/blog/lower-insurance-costs"] },
  { question: "me dan seguro de vida si tengo presion alta", pages: ["/life-insurance"] },
  { question: "seguro para gastos funerarios", pages: ["/life-insurance"] },
  { question: "el dinero del seguro de vida paga impuestos", pages: ["/life-insurance"] },
  { question: "tengo que hacerme examen medico para sacar seguro de vida", pages: ["/life-insurance"] },

  // ------------------------------------------------------------------ Negocios
  { question: "aseguran restaurantes", pages: ["/restaurant-insurance", "/industries"] },
  { question: "tengo una taqueria y vendemos cerveza, que seguro ocupo por lo del alcohol", pages: ["/restaurant-insurance"] },
  { question: "aseguran loncheras", pages: ["/restaurant-insurance"] },
  { question: "tengo 3 trabajadores de medio tiempo es obligatorio el workers comp", pages: ["/business-insurance", "/blog/small-business-insurance-savings", "/restaurant-insurance"] },
  { question: "que es un bop", pages: ["/business-insurance", "/blog/small-business-insurance-savings"] },
  { question: "soy contratista y nomas uso subcontratistas necesito compensacion de trabajadores", pages: ["/construction-insurance"] },
  { question: "que fianza ocupo para la licencia de contratista", pages: ["/construction-insurance"] },
  { question: "el gl cubre la herramienta y el equipo del contratista", pages: ["/construction-insurance"] },
  { question: "tengo un taller mecanico, que seguro cubre los carros de los clientes", pages: ["/auto-dealer-insurance", "/blog/garage-insurance-gaps"] },
  { question: "seguro para lote de carros usados", pages: ["/auto-dealer-insurance", "/blog/garage-insurance-gaps"] },
  { question: "seguro para consultorio dental", pages: ["/healthcare-insurance"] },
  { question: "tengo una fabrica, que es el seguro de retiro de productos", pages: ["/manufacturing-insurance"] },
  { question: "soy programador freelance necesito e&o", pages: ["/technology-insurance", "/business-insurance"] },
  { question: "tengo un edificio comercial que rento, como protejo la renta si se quema", pages: ["/commercial-property-insurance"] },
  { question: "aseguran iglesias", pages: ["/industries"] },
  { question: "hacen seguro para negocio de limpieza o de jardineria", pages: ["/industries", "/business-insurance", "/blog/small-business-insurance-savings"] },
  { question: "mis empleados usan su carro para mandados del negocio que seguro necesito", pages: ["/business-insurance", "/blog/small-business-insurance-savings"] },
  { question: "necesito seguro cibernetico para mi negocio chiquito", pages: ["/business-insurance", "/technology-insurance"] },
  { question: "como puede ahorrar mi negocio en seguros", pages: ["/blog/small-business-insurance-savings"] },
  { question: "cuanto cuesta el seguro para mi negocio", pages: ["/business-insurance", "/blog/small-business-insurance-savings"], guard: "price" },

  // ------------------------------------------------------------------ Guias
  { question: "como ahorrar dinero en la aseguranza", pages: ["/blog/save-money-insurance-2025", "/blog/lower-insurance-costs", "/blog/insurance-discounts-2025"] },
  { question: "que descuentos hay en los seguros", pages: ["/blog/insurance-discounts-2025", "/blog/save-money-insurance-2025"] },
  { question: "como comparo cotizaciones de seguro", pages: ["/blog/compare-insurance-rates-guide"] },
  { question: "la aseguranza de carro mas barata en nevada", pages: ["/blog/cheapest-car-insurance-nevada", "/auto-insurance"] },
  { question: "hay descuento para militares o veteranos", pages: ["/blog/insurance-discounts-2025", "/blog/save-money-insurance-2025", "/blog/cheapest-car-insurance-nevada"] },
  { question: "conviene juntar el seguro de la casa y del carro", pages: ["/blog/insurance-discounts-2025", "/blog/lower-insurance-costs", "/blog/save-money-insurance-2025"] },
  { question: "que huecos de cobertura tienen los talleres y los dealers", pages: ["/blog/garage-insurance-gaps", "/auto-dealer-insurance"] },
  { question: "agente independiente o agente de una sola compañia cual es mejor", pages: ["/blog/compare-insurance-rates-guide", "/coverage-review"] },
  { question: "el credito afecta lo que pago de aseguranza", pages: ["/blog/lower-insurance-costs", "/blog/save-money-insurance-2025", "/auto-insurance"] },

  // ------------------------------------------------------------------ Reclamos
  { question: "como hago un reclamo", pages: ["/submit-claim", "/contact"] },
  { question: "que papeles necesito para reportar un reclamo", pages: ["/submit-claim"] },
  { question: "en cuanto tiempo me llama el ajustador", pages: ["/submit-claim"] },
  { question: "mi carro fue chocado", pages: ["/submit-claim", "/contact"], guard: "claim" },
  { question: "me acaban de chocar en la 15 que hago", pages: ["/submit-claim", "/contact"], guard: "claim" },
  { question: "se reviento un tubo en la cocina y hay agua por todos lados", pages: ["/submit-claim", "/contact"], guard: "claim" },
  { question: "se metieron a robar a mi casa anoche", pages: ["/submit-claim", "/contact"], guard: "claim" },

  // ------------------------------------------------------------------ Estoy cubierto
  { question: "si mi hija de 16 choca mi carro estoy cubierto", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada", "/coverage-review"], guard: "bound" },
  { question: "mi aseguranza paga si el granizo le pega a mi carro", pages: ["/auto-insurance"], guard: "bound" },
  { question: "trabajo en uber en las tardes, mi aseguranza normal me cubre", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"], guard: "bound" },
  { question: "si se va la luz y se echa a perder la comida de mi restaurante el seguro me la paga", pages: ["/restaurant-insurance"], guard: "bound" },

  // ------------------------------------------------------------------ Oficina
  { question: "a que hora abren el sabado", pages: ["/contact"] },
  { question: "donde queda su oficina", pages: ["/contact"] },
  { question: "abren los domingos", pages: ["/contact"] },
  { question: "numero de telefono de la oficina", pages: ["/contact"] },
  { question: "cual es el numero de reclamos que contesta las 24 horas", pages: ["/submit-claim", "/contact"] },
  { question: "hay donde estacionarse en su oficina", pages: ["/contact"] },
  { question: "como pago mi poliza en linea", pages: ["/contact"] },
  { question: "como llego a la oficina", pages: ["/contact"] },

  // ------------------------------------------------------------------ Revision de cobertura
  { question: "la revision de poliza es gratis", pages: ["/coverage-review"] },
  { question: "que tengo que llevar para que me revisen mis seguros", pages: ["/coverage-review"] },
  { question: "si me revisan la poliza tengo que cambiarme de compañia", pages: ["/coverage-review"] },

  // ------------------------------------------------------------------ Trabajo
  { question: "estan contratando", pages: ["/careers"] },
  { question: "ocupo licencia de seguros para trabajar con ustedes", pages: ["/careers"] },
  { question: "busco trabajo de servicio al cliente, piden que sea bilingue", pages: ["/careers"] },

  // ------------------------------------------------------------------ Privacidad
  { question: "venden mis datos", pages: ["/privacy", "/privacy-notice"] },
  { question: "quiero que borren mi informacion", pages: ["/privacy", "/privacy-notice"] },
  { question: "ya no quiero que me manden mensajes de texto", pages: ["/privacy"] },
  { question: "cuanto tiempo guardan mis datos de un reclamo", pages: ["/privacy"] },
  { question: "comparten mi informacion con otras compañias para que me manden publicidad", pages: ["/privacy-notice", "/privacy"] },
  { question: "usan cookies en su pagina", pages: ["/privacy"] },

  // ------------------------------------------------------------------ Accesibilidad
  { question: "uso lector de pantalla, su pagina es accesible", pages: ["/accessibility"] },
  { question: "me pueden mandar los documentos en letra grande", pages: ["/accessibility"] },
];

/**
 * Spanish pay-per-mile auto insurance page content (/es/just-insurance), offered through
 * a partner insurer. Mirrors ../pay-per-mile.ts: figures are the marketing figures of
 * docs/product.md#business-constants and must stay hedged: rates vary by driver, vehicle and state.
 */
import type * as en from "../pay-per-mile.ts";

export const payPerMile: typeof en.payPerMile = {
  intro:
    "Si su carro pasa más tiempo estacionado que en la calle, es posible que una póliza de auto tradicional le esté cobrando millas que usted nunca maneja. Con nuestra aseguradora asociada de pago por milla, usted paga una tarifa base mensual baja, desde $43.90 al mes, más un cargo por las millas que realmente maneja. Los conductores que recorren menos de 8,000 millas al año pueden ahorrar hasta un 40% en comparación con una póliza tradicional.\n\nLas tarifas varían según el conductor, el vehículo y el estado, así que la forma más rápida de saber cuánto pagaría es pedir una cotización gratis.",
  benefits: [
    {
      title: "Pague por las millas que maneja",
      description:
        "Su costo mensual es una tarifa base más las millas que realmente recorre, así que un mes tranquilo le cuesta menos que uno de mucho movimiento.",
    },
    {
      title: "Ahorre hasta un 40%",
      description:
        "Los conductores que manejan poco pueden ahorrar hasta un 40% en comparación con una póliza tradicional. El ahorro real varía según el conductor, el vehículo y el estado.",
    },
    {
      title: "Planes desde $43.90 al mes",
      description:
        "Las tarifas base mensuales empiezan en $43.90, más las millas recorridas. Su tarifa depende de su historial de manejo, su vehículo y el lugar donde vive.",
    },
    {
      title: "Pensado para quienes manejan poco",
      description:
        "Es una buena opción si maneja menos de 8,000 millas al año: personas que trabajan desde casa o en modalidad híbrida, jubilados, estudiantes y hogares con un segundo carro.",
    },
    {
      title: "Sin dispositivo de rastreo que instalar",
      description:
        "Usted reporta sus millas una vez al mes con una foto del odómetro en una aplicación, sin tener que conectar ningún dispositivo en su carro.",
    },
    {
      title: "Ayuda local de nuestra agencia",
      description:
        "Tiene a una persona de verdad con quien hablar. Le ayudamos a comparar el pago por milla con una póliza tradicional y le decimos con honestidad cuál le cuesta menos según su forma de manejar.",
    },
  ],
  steps: [
    {
      title: "Pida una cotización",
      description:
        "Llene el breve formulario de abajo con los datos de su vehículo y su promedio de millas al mes, y nos comunicaremos con usted para darle su cotización de pago por milla.",
    },
    {
      title: "Tome una foto de su odómetro cada mes",
      description:
        "Una vez al mes, use la aplicación para tomar una foto rápida de su odómetro. Su factura es su tarifa base más las millas que manejó.",
    },
    {
      title: "Ahorre dinero",
      description:
        "Maneje menos y pague menos. Los conductores que manejan poco pueden ahorrar hasta un 40% en comparación con una póliza tradicional; las tarifas varían según el conductor, el vehículo y el estado.",
    },
  ],
  faqs: [
    {
      question: "¿A quién le conviene más el seguro de pago por milla?",
      answer:
        "Está diseñado para conductores que recorren menos de 8,000 millas al año con su carro, como quienes trabajan desde casa, jubilados, estudiantes y hogares con un segundo vehículo que casi nunca sale de la cochera. Si todos los días recorre largas distancias para ir al trabajo, una póliza tradicional podría costarle menos, y con gusto le comparamos ambas opciones.",
    },
    {
      question: "¿Cómo se calcula mi factura mensual?",
      answer:
        "Usted paga una tarifa base mensual, desde $43.90 al mes, más un cargo por cada milla que manejó ese mes, según la foto del odómetro que envía en la aplicación. Tanto la tarifa base como la tarifa por milla dependen de su perfil como conductor, su vehículo y su estado.",
    },
    {
      question: "¿La cobertura es igual a la de una póliza de auto normal?",
      answer:
        "El pago por milla es un seguro de auto de verdad; lo único que cambia es la forma de pagar. Una póliza para un vehículo registrado en Nevada debe cumplir como mínimo con los límites de responsabilidad civil que exige el estado: $25,000 por persona, $50,000 por accidente y $20,000 por daños a la propiedad. Por lo general, usted puede elegir límites más altos y agregar cobertura de choque y cobertura integral (comprehensive).",
    },
    {
      question: "¿Y si hago un viaje largo por carretera?",
      answer:
        "Su factura de ese mes será más alta porque paga por las millas que maneja, pero sigue cubierto como siempre. Si los viajes largos son algo habitual en su año, díganos cuántas millas suele manejar y revisaremos si le conviene más el pago por milla o una póliza tradicional.",
    },
  ],
};

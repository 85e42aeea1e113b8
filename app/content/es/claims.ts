/** Spanish copy of the claim page (/es/submit-claim, docs/product.md#claim). Phone and email come from configuration. Mirrors ../claims.ts. */

export const claimsIntro =
  "Estamos aquí para ayudarle durante todo el proceso de reclamo. Reporte su reclamo en línea aquí abajo o llame a nuestra línea de reclamos, disponible las 24 horas, los 7 días de la semana, y lo guiaremos en cada paso.";

export const claimProcess = [
  { title: "Reporte su reclamo", description: "Envíe el formulario de abajo o llame a nuestra línea de reclamos. Recibirá un número de reclamo por correo electrónico." },
  { title: "Revisión del reclamo", description: "Un ajustador revisa su reclamo en un plazo de 24 horas y se comunica con usted para hablar de los detalles." },
  { title: "Evaluación", description: "Evaluamos los daños, reunimos los documentos y trabajamos con la compañía de seguros en su nombre." },
  { title: "Resolución", description: "Su reclamo se resuelve y el pago se procesa de acuerdo con su póliza." },
];

export const whatToHaveReady = [
  "Su número de póliza",
  "Fecha, hora y lugar del incidente",
  "Una descripción detallada de lo que pasó",
  "Fotos de los daños, si las tiene",
  "Número del reporte policial, si aplica",
  "Datos de los testigos",
];

export const claimNextSteps = [
  "Un ajustador revisará su reclamo en un plazo de 24 horas",
  "Recibirá un número de reclamo por correo electrónico",
  "Nos comunicaremos con usted sobre los siguientes pasos y los documentos que necesitemos",
  "Guarde los recibos de cualquier gasto relacionado con su reclamo",
];

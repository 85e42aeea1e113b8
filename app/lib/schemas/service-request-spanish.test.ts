/**
 * The customer's service request forms in Spanish (docs/product.md#spanish): the same schemas
 * with Spanish messages on a Spanish page, the same stored values; and the English lists the
 * catalogue repeats (labels, choices, kinds, statuses) word for word as staff read them.
 */
import { describe, expect, it } from "vitest";
import { customerEn } from "../i18n/messages/customer-pages.ts";
import { serviceRequestStatusLabel, serviceRequestStatuses, serviceRequestTypeIn, serviceRequestTypes, customerRequestPath } from "../service-requests.ts";
import { customerReplySchema, customerReplySchemaFor, serviceRequestSchema, type RequestBook } from "./service-request.ts";
import {
  cancelReasons,
  certificateSendToOptions,
  deliveryOptions,
  ownershipOptions,
  relationshipOptions,
  removeDriverReasons,
  removeVehicleReasons,
  firstMessageIn,
  replyLabels,
  replyLabelsIn,
  requestDetailsIn,
  requestOptionsIn,
  serviceRequestLabels,
  serviceRequestLabelsIn,
  yesNoOptions,
} from "./service-request-fields.ts";

const book: RequestBook = { policies: [{ id: "auto-1", vehicles: [{ id: "car-1" }], drivers: [{ id: "drv-1" }] }] };
const TODAY = "2026-11-23";
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  // The first message of each field, as the form shows it.
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]).reverse());
const spanish = (type: Parameters<typeof serviceRequestSchema>[0], values: Record<string, unknown>) => errorsOf(serviceRequestSchema(type, book, TODAY, "es").safeParse(values));

describe("the service request schemas on a Spanish page", () => {
  it("say what to do in Spanish, field by field", () => {
    expect(spanish("add-vehicle", { policyId: "", year: "22", make: "", model: "F-150", vin: "SHORT", purchaseDate: "01/11/2026", garagingZip: "ABC", ownership: "financed" })).toEqual({
      policyId: "Por favor elija la póliza.",
      year: "Por favor escriba un año de 4 dígitos, como 2022.",
      make: "Por favor escriba la marca.",
      vin: "Un VIN tiene 17 letras y dígitos (nunca I, O ni Q).",
      purchaseDate: "Por favor escriba la fecha de compra como fecha, por ejemplo 2026-03-01.",
      garagingZip: "Por favor escriba un código postal de 5 dígitos, como 89118.",
      lienholder: "Por favor escriba el nombre del prestamista o de la compañía de arrendamiento.",
    });
    expect(spanish("certificate", { policyId: "someone-elses", holderName: "", holderAddress: "1 Main", additionalInsured: "maybe", sendTo: "holder" })).toEqual({
      policyId: "Por favor elija una de sus pólizas.",
      holderName: "Por favor escriba el nombre del titular del certificado.",
      additionalInsured: "Por favor indique si el titular es asegurado adicional.",
    });
    expect(spanish("certificate", { policyId: "auto-1", holderName: "B", holderAddress: "1 Main", additionalInsured: "no", sendTo: "holder", holderEmail: "nope" })).toEqual({
      holderEmail: "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.",
    });
    expect(spanish("add-driver", { policyId: "auto-1", driverName: "Leo", dateOfBirth: "2999-01-01", licenseNumber: "X1", licenseState: "Nevada", relationship: "cousin" })).toEqual({
      dateOfBirth: "Por favor escriba una fecha de nacimiento en el pasado.",
      licenseState: "Por favor escriba las dos letras del estado, como NV.",
      relationship: "Por favor elija la relación del conductor con usted.",
    });
    expect(spanish("remove-driver", { policyId: "auto-1", reason: "", removalDate: "" })).toEqual({
      reason: "Por favor elija un motivo.",
      removalDate: "Por favor escriba la fecha para quitarlo.",
    });
    expect(spanish("remove-driver", { policyId: "auto-1", reason: "moved_out", removalDate: "2026-12-01" })).toEqual({
      driverId: "Por favor elija al conductor, o escriba su nombre abajo.",
    });
    expect(spanish("other", { message: "x".repeat(5001) })).toEqual({ message: "Por favor escriba menos de 5,000 caracteres." });
    expect(spanish("billing-question", { message: " " })).toEqual({ message: "Por favor escriba su pregunta." });
    expect(errorsOf(customerReplySchemaFor("es").safeParse({ message: "" }))).toEqual({ message: "Por favor escriba su mensaje." });
  });

  it("keep English word for word on an English page, and store the same values in both", () => {
    const english = errorsOf(serviceRequestSchema("add-vehicle", book, TODAY).safeParse({ policyId: "", year: "22", make: "", vin: "SHORT", purchaseDate: "01/11/2026", garagingZip: "ABC", ownership: "leased" }));
    expect(english).toEqual({
      policyId: "Please choose the policy.",
      year: "Please enter a 4-digit year, like 2022.",
      make: "Please enter the make.",
      model: "Please enter the model.",
      vin: "A VIN has 17 letters and digits (never I, O or Q).",
      purchaseDate: "Please enter the date of purchase as a date, like 2026-03-01.",
      garagingZip: "Please enter a 5-digit ZIP code, like 89118.",
    });
    expect(errorsOf(customerReplySchema.safeParse({ message: "" }))).toEqual({ message: "Please enter your message." });
    const post = { policyId: "auto-1", driverName: "Leo Alvarez", dateOfBirth: "2008-03-04", licenseNumber: "NV1", licenseState: "nv", relationship: "child", message: "" };
    expect(serviceRequestSchema("add-driver", book, TODAY, "es").parse(post)).toEqual(serviceRequestSchema("add-driver", book, TODAY).parse(post));
  });
});

describe("the forms' words in both languages", () => {
  it("repeat the staff's English lists exactly", () => {
    expect(serviceRequestLabelsIn("en")).toBe(serviceRequestLabels);
    expect(customerEn.requestForm.labels).toEqual(serviceRequestLabels);
    expect(replyLabelsIn("en")).toEqual(replyLabels);
    for (const type of serviceRequestTypes) expect(customerEn.requestTypes[type.code]).toEqual({ label: type.label, description: type.description });
    for (const status of serviceRequestStatuses) expect(customerEn.requestStatus[status.value]).toBe(status.label);
    const lists = { delivery: deliveryOptions, yesNo: yesNoOptions, sendTo: certificateSendToOptions, ownership: ownershipOptions, removeVehicleReasons, relationship: relationshipOptions, removeDriverReasons, cancelReasons };
    for (const [list, options] of Object.entries(lists)) {
      expect(Object.fromEntries(options.map((o) => [o.value, o.label])), list).toEqual(customerEn.requestForm.options[list as keyof typeof lists]);
    }
    expect(requestOptionsIn("en")).toEqual(lists);
  });

  it("are Spanish on a Spanish page, with the same fields, values and order", () => {
    const es = serviceRequestLabelsIn("es");
    for (const type of serviceRequestTypes) expect(Object.keys(es[type.code])).toEqual(Object.keys(serviceRequestLabels[type.code]));
    expect(es.certificate.holderName).toBe("Nombre del titular del certificado");
    expect(es.other.message).toBe("¿En qué le podemos ayudar?");
    const options = requestOptionsIn("es");
    expect(options.cancelReasons.map((o) => o.value)).toEqual(cancelReasons.map((o) => o.value));
    expect(options.delivery).toEqual([
      { value: "download", label: "Las descargo aquí (aparecen en Documentos)" },
      { value: "email", label: "Envíenmelas por correo electrónico" },
    ]);
    expect(serviceRequestTypeIn("id-cards", "es")).toMatchObject({ code: "id-cards", label: "Tarjetas de seguro de auto", policy: "required", attachments: false });
    expect(serviceRequestTypeIn("id-cards", "en")?.label).toBe("Auto ID cards");
    expect(serviceRequestStatusLabel("needs_info", "es")).toBe("Falta información");
    expect(serviceRequestStatusLabel("needs_info")).toBe("Needs info");
    expect(customerRequestPath("SR-2026-000001", "es")).toBe("/es/dashboard/requests/SR-2026-000001");
    expect(customerRequestPath("SR-2026-000001")).toBe("/dashboard/requests/SR-2026-000001");
  });

  it("show a request's stored details (English, for staff) in Spanish to the customer", () => {
    const stored = [
      { label: "Policy", value: "Personal auto · Progressive · PA-100" },
      { label: "Vehicle to remove", value: "Vehicle without details" },
      { label: "Or describe the vehicle", value: "The blue one" },
      { label: "Date to remove it", value: "December 1, 2026" },
      { label: "Reason", value: "Sold or traded in" },
      { label: "Anything else we should know", value: "" },
      { label: "Attachments (bill of sale, new registration)", value: "bill.pdf" },
    ];
    expect(requestDetailsIn("es", "remove-vehicle", stored)).toEqual([
      { label: "Póliza", value: "Auto personal · Progressive · PA-100" },
      { label: "Vehículo que desea quitar", value: "Vehículo sin detalles" },
      { label: "O describa el vehículo", value: "The blue one" },
      { label: "Fecha para quitarlo", value: "1 de diciembre de 2026" },
      { label: "Motivo", value: "Lo vendí o lo entregué a cambio de otro" },
      { label: "Algo más que debamos saber", value: "" },
      { label: "Archivos adjuntos (factura de venta, registro nuevo)", value: "bill.pdf" },
    ]);
    expect(requestDetailsIn("es", "address-change", [{ label: "Policies to update", value: "All my policies" }])).toEqual([{ label: "Pólizas que desea actualizar", value: "Todas mis pólizas" }]);
    expect(requestDetailsIn("es", "other", [{ label: "Policy (if it is about one)", value: "Not about one policy" }])).toEqual([
      { label: "Póliza (si es sobre una)", value: "No es sobre una póliza en particular" },
    ]);
    expect(requestDetailsIn("en", "remove-vehicle", stored)).toBe(stored);
  });
});

describe("the thread's opening summary", () => {
  it("is said in the customer's language when they wrote nothing; their own words stay as written", () => {
    expect(firstMessageIn("es", "certificate", "Certificate of insurance for Personal auto · Progressive · PA-100.")).toBe(
      "Certificado de seguro para Auto personal · Progressive · PA-100.",
    );
    expect(firstMessageIn("es", "address-change", "Change my address.")).toBe("Cambiar mi dirección.");
    expect(firstMessageIn("es", "other", "Necesito ayuda con mi póliza.")).toBe("Necesito ayuda con mi póliza.");
    expect(firstMessageIn("en", "certificate", "Certificate of insurance for Personal auto · Progressive · PA-100.")).toBe(
      "Certificate of insurance for Personal auto · Progressive · PA-100.",
    );
  });
});

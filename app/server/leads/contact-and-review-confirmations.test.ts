/**
 * The confirmation emails of the contact form and the coverage review request follow the
 * language of the page they were sent from; the English ones say what they always said.
 */
import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import { contactMessageSchema } from "../../lib/schemas/contact-message.ts";
import { coverageReviewSchema } from "../../lib/schemas/coverage-review.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import { contactMessageConfirmation } from "./submit-contact-message.ts";
import { coverageReviewConfirmation } from "./submit-coverage-review.ts";

const phone = defaultAgency.phone.display;
const message = contactMessageSchema.parse({ firstName: "Rosa", lastName: "Alvarez", email: "rosa@example.com", phone: "", topic: "policy_change", message: "Add my car.", marketing_consent: "yes" });
const review = coverageReviewSchema.parse({ firstName: "Dev", lastName: "Patel", email: "dev@example.com", phone: "7025550166", currentCarriers: "Acme Mutual", renewalMonth: "03", concerns: "" });
const declarations = [{ fileName: "dec.pdf" } as CheckedFile];

describe("the contact message's confirmation", () => {
  it("in English, as before", () => {
    expect(contactMessageConfirmation(message, { agency: defaultAgency })).toEqual({
      subject: "We received your message",
      heading: "Thank You!",
      paragraphs: ["We received your message and will answer within one business day.", `If it is urgent, call ${phone}.`],
      fields: [
        { label: "First name", value: "Rosa" },
        { label: "Last name", value: "Alvarez" },
        { label: "Email", value: "rosa@example.com" },
        { label: "Phone", value: "" },
        { label: "Topic", value: "A change to my policy" },
        { label: "Message", value: "Add my car." },
        { label: "Marketing emails, calls and texts", value: "Yes" },
      ],
    });
  });

  it("in Spanish, with Spanish labels and topic", () => {
    expect(contactMessageConfirmation(message, { agency: defaultAgency, locale: "es" })).toEqual({
      subject: "Recibimos su mensaje",
      heading: "¡Gracias!",
      paragraphs: ["Recibimos su mensaje y le responderemos en un día hábil.", `Si es urgente, llame al ${phone}.`],
      fields: [
        { label: "Nombre", value: "Rosa" },
        { label: "Apellido", value: "Alvarez" },
        { label: "Correo electrónico", value: "rosa@example.com" },
        { label: "Teléfono", value: "" },
        { label: "Tema", value: "Un cambio en mi póliza" },
        { label: "Mensaje", value: "Add my car." },
        { label: "Correos electrónicos, llamadas y mensajes de texto de mercadeo", value: "Sí" },
      ],
    });
  });
});

describe("the coverage review's confirmation", () => {
  it("in English, as before, with or without declarations pages", () => {
    const english = coverageReviewConfirmation(review, [], { agency: defaultAgency });
    expect(english.subject).toBe("We received your coverage review request");
    expect(english.paragraphs).toEqual([
      "We received your request for a free coverage review. A licensed agent will call you within one business day to go through your policies.",
      "If you have your policies' declarations pages at hand, keep them near: they list your coverages and limits.",
      `Questions in the meantime? Call ${phone}.`,
    ]);
    expect(coverageReviewConfirmation(review, declarations, { agency: defaultAgency }).paragraphs[1]).toBe("Thank you for the declarations pages: they let us start before we talk.");
    expect(english.fields).toEqual([
      { label: "First name", value: "Dev" },
      { label: "Last name", value: "Patel" },
      { label: "Email", value: "dev@example.com" },
      { label: "Phone", value: "(702) 555-0166" },
      { label: "Current insurance companies", value: "Acme Mutual" },
      { label: "Renewal month", value: "March" },
      { label: "What worries you about your coverage", value: "" },
      { label: "Marketing emails, calls and texts", value: "No" },
    ]);
  });

  it("in Spanish, with Spanish labels and month", () => {
    const spanish = coverageReviewConfirmation(review, declarations, { agency: defaultAgency, locale: "es" });
    expect(spanish.subject).toBe("Recibimos su solicitud de revisión de cobertura");
    expect(spanish.heading).toBe("¡Gracias!");
    expect(spanish.paragraphs).toEqual([
      "Recibimos su solicitud de revisión de cobertura gratis. Un agente con licencia le llamará en un día hábil para revisar sus pólizas con usted.",
      "Gracias por las páginas de declaraciones: con ellas podemos empezar antes de hablar con usted.",
      `¿Tiene preguntas mientras tanto? Llame al ${phone}.`,
    ]);
    expect(spanish.fields).toContainEqual({ label: "Mes de renovación", value: "Marzo" });
    expect(spanish.fields).toContainEqual({ label: "Aseguradoras actuales", value: "Acme Mutual" });
    expect(spanish.fields).toContainEqual({ label: "Correos electrónicos, llamadas y mensajes de texto de mercadeo", value: "No" });
  });
});

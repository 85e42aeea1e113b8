import { describe, expect, it } from "vitest";
import { responsePromises } from "../../config/agency.ts";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import {
  contactFormTopicOptions,
  contactFormTopicOptionsFor,
  contactMessageLabels,
  contactMessageLabelsFor,
  contactMessageSchema,
  contactMessageSchemaFor,
  contactTopicLabelFor,
  contactTopicOptions,
  EMAIL_OR_PHONE_MESSAGE,
} from "./contact-message.ts";

const valid = { firstName: "Rosa", lastName: "Alvarez", email: "rosa@example.com", phone: "", topic: "policy_change", message: "Please add my new car.", "bot-field": "" };

const errorsIn = (locale: Locale, input: Record<string, unknown>): FieldErrors => {
  const result = contactMessageSchemaFor(locale).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the contact form's messages in each language", () => {
  it("keeps the English messages word for word, and the English schema is the one exported as before", () => {
    expect(contactMessageSchemaFor("en")).toBe(contactMessageSchema);
    expect(errorsIn("en", {})).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: EMAIL_OR_PHONE_MESSAGE,
      topic: "Please choose what your message is about.",
      message: "Please enter your message.",
    });
    expect(errorsIn("en", { ...valid, email: "", phone: "" })).toEqual({ email: EMAIL_OR_PHONE_MESSAGE });
    expect(errorsIn("en", { ...valid, email: "rosa@" })).toEqual({ email: "Please enter a valid email address, like name@example.com." });
    expect(errorsIn("en", { ...valid, phone: "555" })).toEqual({ phone: "Please enter a 10-digit phone number, like (702) 555-0100." });
    expect(errorsIn("en", { ...valid, message: "x".repeat(5001) })).toEqual({ message: "Please keep this under 5,000 characters." });
  });

  it("says every problem in Spanish on the Spanish page", () => {
    expect(errorsIn("es", {})).toEqual({
      firstName: "Por favor escriba su nombre.",
      lastName: "Por favor escriba su apellido.",
      email: "Por favor escriba su correo electrónico o su número de teléfono para que podamos responderle.",
      topic: "Por favor elija de qué trata su mensaje.",
      message: "Por favor escriba su mensaje.",
    });
    // A callback is asked for at the help desk, not chosen on this form.
    expect(errorsIn("es", { ...valid, topic: "callback" })).toEqual({ topic: "Por favor elija de qué trata su mensaje." });
    expect(errorsIn("es", { ...valid, email: "rosa@" })).toEqual({ email: "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com." });
    expect(errorsIn("es", { ...valid, phone: "555" })).toEqual({ phone: "Por favor escriba un número de teléfono de 10 dígitos, como (702) 555-0100." });
    expect(errorsIn("es", { ...valid, message: "x".repeat(5001) }).message).toMatch(/^Por favor escriba menos de 5[.,]000 caracteres\.$/);
  });

  it("stores the same values whatever the language", () => {
    const input = { ...valid, email: "", phone: "702.555.0144" };
    expect(contactMessageSchemaFor("es").parse(input)).toEqual(contactMessageSchema.parse(input));
  });
});

describe("the contact form's labels and topics", () => {
  it("in English are the labels and topics staff read", () => {
    expect(contactMessageLabelsFor("en")).toEqual(contactMessageLabels);
    expect(contactFormTopicOptionsFor("en")).toEqual(contactFormTopicOptions);
    for (const option of contactTopicOptions) expect(contactTopicLabelFor("en", option.value)).toBe(option.label);
  });

  it("in Spanish keep the stored values and translate every label", () => {
    const spanish = contactFormTopicOptionsFor("es");
    expect(spanish.map((o) => o.value)).toEqual(contactFormTopicOptions.map((o) => o.value));
    expect(spanish.map((o) => o.label)).toEqual([
      "Una pregunta sobre mi cobertura",
      "Un cambio en mi póliza",
      "Facturas o pagos",
      "Una cotización nueva",
      "Un reclamo",
      "Un problema al usar este sitio web",
      "Otra cosa",
    ]);
    expect(contactMessageLabelsFor("es")).toEqual({
      firstName: "Nombre",
      lastName: "Apellido",
      email: "Correo electrónico",
      phone: "Teléfono",
      topic: "Tema",
      message: "Mensaje",
      marketing_consent: "Correos electrónicos, llamadas y mensajes de texto de mercadeo",
    });
  });

  it("promise in English the answer time the agency's facts give", () => {
    const { contact } = catalogueOf("en");
    for (const text of [contact.sent.message, contact.email.received]) expect(text).toContain(responsePromises.message);
  });
});

import { describe, expect, it } from "vitest";
import { responsePromises } from "../../config/agency.ts";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import {
  coverageReviewLabels,
  coverageReviewLabelsFor,
  coverageReviewSchema,
  coverageReviewSchemaFor,
  DECLARATIONS_LABEL,
  renewalMonthOptions,
  renewalMonthOptionsFor,
} from "./coverage-review.ts";

const valid = {
  firstName: "Dev",
  lastName: "Patel",
  email: "dev@example.com",
  phone: "702-555-0166",
  currentCarriers: "Acme Mutual",
  renewalMonth: "03",
  concerns: "",
  "bot-field": "",
};

const errorsIn = (locale: Locale, input: Record<string, unknown>): FieldErrors => {
  const result = coverageReviewSchemaFor(locale).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the coverage review form's messages in each language", () => {
  it("keeps the English messages word for word, and the English schema is the one exported as before", () => {
    expect(coverageReviewSchemaFor("en")).toBe(coverageReviewSchema);
    expect(errorsIn("en", {})).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter your email address.",
      phone: "Please enter your phone number.",
      currentCarriers: "Please enter the insurance companies you have now.",
      renewalMonth: "Please choose the month your policies renew, or \"I'm not sure\".",
    });
    expect(errorsIn("en", { ...valid, currentCarriers: "x".repeat(301) })).toEqual({ currentCarriers: "Please keep this under 300 characters." });
  });

  it("says every problem in Spanish on the Spanish page", () => {
    expect(errorsIn("es", {})).toEqual({
      firstName: "Por favor escriba su nombre.",
      lastName: "Por favor escriba su apellido.",
      email: "Por favor escriba su correo electrónico.",
      phone: "Por favor escriba su número de teléfono.",
      currentCarriers: "Por favor escriba las aseguradoras que tiene ahora.",
      renewalMonth: "Por favor elija el mes en que se renuevan sus pólizas, o \"No estoy seguro\".",
    });
    expect(errorsIn("es", { ...valid, email: "dev@", phone: "12" })).toEqual({
      email: "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.",
      phone: "Por favor escriba un número de teléfono de 10 dígitos, como (702) 555-0100.",
    });
    expect(errorsIn("es", { ...valid, concerns: "x".repeat(5001) }).concerns).toMatch(/^Por favor escriba menos de 5[.,]000 caracteres\.$/);
  });

  it("stores the same values whatever the language", () => {
    expect(coverageReviewSchemaFor("es").parse(valid)).toEqual(coverageReviewSchema.parse(valid));
  });
});

describe("the coverage review form's labels and months", () => {
  it("in English are the labels and months staff read", () => {
    expect(coverageReviewLabelsFor("en")).toEqual(coverageReviewLabels);
    expect(renewalMonthOptionsFor("en")).toEqual(renewalMonthOptions);
    expect(catalogueOf("en").coverageReview.form.labels.declarations).toBe(DECLARATIONS_LABEL);
  });

  it("in Spanish keep the stored values and translate every label", () => {
    const months = renewalMonthOptionsFor("es");
    expect(months.map((o) => o.value)).toEqual(renewalMonthOptions.map((o) => o.value));
    expect(months.map((o) => o.label)).toEqual([
      "Enero",
      "Febrero",
      "Marzo",
      "Abril",
      "Mayo",
      "Junio",
      "Julio",
      "Agosto",
      "Septiembre",
      "Octubre",
      "Noviembre",
      "Diciembre",
      "No estoy seguro",
    ]);
    const labels = coverageReviewLabelsFor("es");
    expect(labels).toMatchObject({ firstName: "Nombre", currentCarriers: "Aseguradoras actuales", renewalMonth: "Mes de renovación", concerns: "Qué le preocupa de su cobertura" });
    for (const [field, label] of Object.entries(labels)) expect(label, field).not.toBe(coverageReviewLabels[field as keyof typeof coverageReviewLabels]);
  });

  it("promise in English the call-back time the agency's facts give", () => {
    const { coverageReview } = catalogueOf("en");
    for (const text of [coverageReview.sent.message, coverageReview.email.received]) expect(text).toContain(responsePromises.coverageReview);
  });
});

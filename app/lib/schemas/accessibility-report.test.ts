import { describe, expect, it } from "vitest";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import { accessibilityReportLabels, accessibilityReportLabelsIn, accessibilityReportSchema, accessibilityReportSchemaFor } from "./accessibility-report.ts";

const valid = { firstName: "Ada", lastName: "Reader", email: "", phone: "702-555-0164", page: "", problem: "The date field cannot be reached with Tab.", technology: "", "bot-field": "" };

const errorsOf = (locale: "en" | "es", input: Record<string, unknown>): FieldErrors => {
  const result = accessibilityReportSchemaFor(locale).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the barrier report (docs/product.md#accessibility-statement)", () => {
  it("keeps its English messages word for word", () => {
    expect(accessibilityReportSchemaFor("en")).toBe(accessibilityReportSchema);
    expect(errorsOf("en", { ...valid, firstName: "", phone: "", problem: "" })).toEqual({
      firstName: "Please enter your first name.",
      problem: "Please enter what got in your way.",
      email: "Please enter your email address or your phone number, so we can answer you.",
    });
    expect(errorsOf("en", { ...valid, problem: "x".repeat(5001) }).problem).toBe("Please keep this under 5,000 characters.");
  });

  it("speaks Spanish on the Spanish page and stores the same values", () => {
    expect(errorsOf("es", { ...valid, firstName: "", lastName: "", phone: "", problem: "" })).toEqual({
      firstName: "Por favor escriba su nombre.",
      lastName: "Por favor escriba su apellido.",
      problem: "Por favor cuéntenos qué obstáculo encontró.",
      email: "Por favor escriba su correo electrónico o su número de teléfono para que podamos responderle.",
    });
    expect(errorsOf("es", { ...valid, email: "ada@", phone: "12" })).toEqual({
      email: "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.",
      phone: "Por favor escriba un número de teléfono de 10 dígitos, como (702) 555-0100.",
    });
    expect(accessibilityReportSchemaFor("es").parse(valid)).toEqual(accessibilityReportSchema.parse(valid));
  });

  it("labels the fields in each language; the English labels are the staff's", () => {
    expect(accessibilityReportLabelsIn("en")).toEqual(accessibilityReportLabels);
    expect(Object.keys(accessibilityReportLabelsIn("es"))).toEqual(Object.keys(accessibilityReportLabels));
    expect(accessibilityReportLabelsIn("es")).toMatchObject({ page: "¿Qué página o formulario?", problem: "¿Qué obstáculo encontró?", technology: "¿Qué estaba usando?" });
  });
});

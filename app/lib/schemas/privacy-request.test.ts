import { describe, expect, it } from "vitest";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import { privacyRequestKinds } from "../privacy-requests.ts";
import {
  privacyAnswerSchema,
  privacyKindLabelIn,
  privacyRequestKindsIn,
  privacyRequestLabels,
  privacyRequestLabelsIn,
  privacyRequestSchema,
  privacyRequestSchemaFor,
} from "./privacy-request.ts";

const valid = { firstName: "Robin", lastName: "Quill", email: "Robin@Example.com", kind: "deletion", details: "", "bot-field": "" };

const errorsOf = (locale: "en" | "es", input: Record<string, unknown>): FieldErrors => {
  const result = privacyRequestSchemaFor(locale).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the privacy request form (docs/product.md#privacy-requests)", () => {
  it("keeps its English messages word for word", () => {
    expect(privacyRequestSchemaFor("en")).toBe(privacyRequestSchema);
    expect(errorsOf("en", { firstName: "Robin", email: "robin@" })).toEqual({
      lastName: "Please enter your last name.",
      email: "Please enter a valid email address, like name@example.com.",
      kind: "Please choose what you would like us to do.",
    });
    expect(errorsOf("en", { ...valid, details: "x".repeat(2001) }).details).toBe("Please keep this under 2,000 characters.");
  });

  it("speaks Spanish on the Spanish page and stores the same values", () => {
    expect(errorsOf("es", {})).toEqual({
      firstName: "Por favor escriba su nombre.",
      lastName: "Por favor escriba su apellido.",
      email: "Por favor escriba su correo electrónico.",
      kind: "Por favor elija qué quiere que hagamos.",
    });
    expect(errorsOf("es", { ...valid, email: "robin@", kind: "sell" })).toEqual({
      email: "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.",
      kind: "Por favor elija qué quiere que hagamos.",
    });
    expect(privacyRequestSchemaFor("es").parse(valid)).toEqual(privacyRequestSchema.parse(valid));
  });

  it("names the four kinds in each language, by the same stored values; English is the staff's wording", () => {
    expect(privacyRequestKindsIn("en")).toEqual(privacyRequestKinds.map(({ value, label, hint }) => ({ value, label, hint })));
    expect(privacyRequestKindsIn("es").map((k) => [k.value, k.label])).toEqual([
      ["do_not_sell", "No vender mi información personal"],
      ["access", "Enviarme una copia de mi información"],
      ["deletion", "Eliminar mi información"],
      ["correction", "Corregir mi información"],
    ]);
    expect(privacyKindLabelIn("es", "deletion")).toBe("Eliminar mi información");
    expect(privacyKindLabelIn("es", "unknown")).toBe("unknown");
    expect(privacyRequestLabelsIn("en")).toEqual(privacyRequestLabels);
    expect(privacyRequestLabelsIn("es").kind).toBe("¿Qué quiere que hagamos?");
  });

  it("keeps the staff's forms in English", () => {
    const result = privacyAnswerSchema.safeParse({});
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ answer: "Please enter the answer to send.", outcome: "Please choose the outcome." });
  });
});

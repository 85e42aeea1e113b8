import { describe, expect, it } from "vitest";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import { contentFor } from "../../content/localized.ts";
import {
  availabilityOptions,
  availabilityOptionsIn,
  experienceOptions,
  experienceOptionsIn,
  jobApplicationLabels,
  jobApplicationLabelsIn,
  jobApplicationSchema,
  jobApplicationSchemaFor,
  positionOptions,
  positionOptionsIn,
} from "./job-application.ts";

const valid = {
  firstName: "Riley",
  lastName: "Chen",
  email: "riley@example.com",
  phone: "7025550188",
  address: "123 Main St",
  city: "Henderson",
  state: "NV",
  zipCode: "89052",
  position: "Claims Specialist",
  experience: "mid",
  availability: "2-weeks",
  coverLetter: "",
  "bot-field": "",
};

const messages = (input: Record<string, unknown>): FieldErrors => {
  const result = jobApplicationSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("job application options (docs/product.md#job-application)", () => {
  it("offers the five open positions plus Other", () => {
    expect(positionOptions.map((o) => o.value)).toEqual([
      "Licensed Insurance Agent",
      "Customer Service Representative",
      "Claims Specialist",
      "Marketing Coordinator",
      "Business Development Manager",
      "Other",
    ]);
  });

  it("offers the experience and availability choices word for word", () => {
    expect(experienceOptions.map((o) => o.label)).toEqual([
      "Entry Level (0-2 years)",
      "Mid-Level (3-5 years)",
      "Senior Level (6-10 years)",
      "Expert (10+ years)",
    ]);
    expect(availabilityOptions.map((o) => o.label)).toEqual(["Immediate", "Within 2 weeks", "Within 1 month", "Within 2-3 months"]);
  });

  it("labels every field of the schema, plus the resume", () => {
    const fields = Object.keys(jobApplicationSchema.shape).filter((f) => f !== "bot-field");
    expect(Object.keys(jobApplicationLabels).sort()).toEqual([...fields, "resume"].sort());
  });
});

describe("jobApplicationSchema", () => {
  it("accepts a complete application; the cover letter is optional", () => {
    expect(jobApplicationSchema.parse(valid)).toMatchObject({ phone: "(702) 555-0188", coverLetter: null, state: "NV" });
    expect(jobApplicationSchema.parse({ ...valid, coverLetter: "Dear team," }).coverLetter).toBe("Dear team,");
  });

  it.each([
    ["firstName", "Please enter your first name."],
    ["lastName", "Please enter your last name."],
    ["email", "Please enter your email address."],
    ["phone", "Please enter your phone number."],
    ["address", "Please enter your street address."],
    ["city", "Please enter your city."],
    ["state", "Please choose a state."],
    ["zipCode", "Please enter your ZIP code."],
    ["position", "Please choose a position."],
    ["experience", "Please choose your experience level."],
    ["availability", "Please choose when you could start."],
  ])("requires %s", (field, message) => {
    expect(messages({ ...valid, [field]: "" })[field]).toBe(message);
    const without = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
    expect(messages(without)[field]).toBe(message);
  });

  it("accepts every offered choice and refuses others", () => {
    for (const position of positionOptions) expect(messages({ ...valid, position: position.value })).toEqual({});
    for (const state of ["NV", "CA", "AZ", "UT"]) expect(messages({ ...valid, state })).toEqual({});
    expect(messages({ ...valid, state: "OR" }).state).toBe("Please choose a state.");
    expect(messages({ ...valid, position: "CEO" }).position).toBe("Please choose a position.");
    expect(messages({ ...valid, experience: "Expert (10+ years)" }).experience).toBe("Please choose your experience level.");
  });

  it("refuses a bad email and ZIP code", () => {
    expect(messages({ ...valid, email: "riley.example.com" }).email).toBe("Please enter a valid email address, like name@example.com.");
    expect(messages({ ...valid, zipCode: "NV 89052" }).zipCode).toBe("Please enter a 5-digit ZIP code, like 89118.");
  });
});

describe("the job application in Spanish (/es/careers)", () => {
  const spanish = (input: Record<string, unknown>): FieldErrors => {
    const result = jobApplicationSchemaFor("es").safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("keeps the English schema for English pages", () => {
    expect(jobApplicationSchemaFor("en")).toBe(jobApplicationSchema);
    expect(jobApplicationSchemaFor("es").parse(valid)).toEqual(jobApplicationSchema.parse(valid));
  });

  it.each([
    ["firstName", "Por favor escriba su nombre."],
    ["lastName", "Por favor escriba su apellido."],
    ["email", "Por favor escriba su correo electrónico."],
    ["phone", "Por favor escriba su número de teléfono."],
    ["address", "Por favor escriba su dirección."],
    ["city", "Por favor escriba su ciudad."],
    ["state", "Por favor elija un estado."],
    ["zipCode", "Por favor escriba su código postal."],
    ["position", "Por favor elija un puesto."],
    ["experience", "Por favor elija su nivel de experiencia."],
    ["availability", "Por favor díganos cuándo podría empezar."],
  ])("asks for %s in Spanish", (field, message) => {
    expect(spanish({ ...valid, [field]: "" })[field]).toBe(message);
  });

  it("refuses a bad ZIP code and an overlong cover letter in Spanish", () => {
    expect(spanish({ ...valid, zipCode: "NV 89052" }).zipCode).toBe("Por favor escriba un código postal de 5 dígitos, como 89118.");
    expect(spanish({ ...valid, coverLetter: "x".repeat(10_001) }).coverLetter).toBe("Por favor escriba menos de 10,000 caracteres.");
  });

  it("stores the English position titles and shows the Spanish page's titles", () => {
    const positions = positionOptionsIn("es");
    expect(positions.map((o) => o.value)).toEqual(positionOptions.map((o) => o.value));
    expect(positions.map((o) => o.label)).toEqual([...contentFor("es").openPositions.map((p) => p.title), "Otro"]);
    expect(positionOptionsIn("en").map((o) => o.label)).toEqual([...contentFor("en").openPositions.map((p) => p.title), "Other"]);
  });

  it("shows experience and availability in Spanish for the same stored values; English word for word", () => {
    expect(experienceOptionsIn("es")).toEqual([
      { value: "entry", label: "Principiante (0 a 2 años)" },
      { value: "mid", label: "Nivel intermedio (3 a 5 años)" },
      { value: "senior", label: "Nivel avanzado (6 a 10 años)" },
      { value: "expert", label: "Experto (más de 10 años)" },
    ]);
    expect(availabilityOptionsIn("es").map((o) => [o.value, o.label])).toEqual([
      ["immediate", "De inmediato"],
      ["2-weeks", "Dentro de 2 semanas"],
      ["1-month", "Dentro de 1 mes"],
      ["2-3-months", "Dentro de 2 a 3 meses"],
    ]);
    expect(experienceOptionsIn("en")).toEqual(experienceOptions.map((o) => ({ ...o })));
    expect(availabilityOptionsIn("en")).toEqual(availabilityOptions.map((o) => ({ ...o })));
  });

  it("labels every field in Spanish, with the same fields as English", () => {
    expect(Object.keys(jobApplicationLabelsIn("es"))).toEqual(Object.keys(jobApplicationLabels));
    expect(jobApplicationLabelsIn("en")).toEqual(jobApplicationLabels);
    expect(jobApplicationLabelsIn("es")).toMatchObject({ position: "Puesto", resume: "Currículum", zipCode: "Código postal" });
  });
});

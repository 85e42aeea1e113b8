import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import { claimLabels, claimLabelsIn, claimSchema, claimSchemaFor, claimTypeOptions, claimTypeOptionsIn, injuriesOptions, injuriesOptionsIn, todayInLasVegas } from "./claim.ts";
import { claimConfirmationFields } from "../../server/leads/submit-claim.ts";
import { stateOptions } from "./options.ts";

const valid = {
  firstName: "Sam",
  lastName: "Rivera",
  email: "Sam@Example.com",
  phone: "(702) 555-0142",
  policyNumber: "AUTO-12345",
  claimType: "Auto - Collision",
  dateOfLoss: "2025-06-01",
  timeOfLoss: "14:30",
  lossLocation: "Flamingo Rd and Decatur Blvd",
  lossCity: "Las Vegas",
  lossState: "NV",
  description: "Rear-ended at a red light.",
  policeReport: "LVMPD-2025-0001",
  estimatedDamage: "$5,000",
  injuriesInvolved: "no",
  witnessName: "Alex Kim",
  witnessContact: "alex@example.com",
  "bot-field": "",
};

const messages = (input: Record<string, unknown>): FieldErrors => {
  const result = claimSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

afterEach(() => {
  vi.useRealTimers();
});

describe("claim options (docs/product.md#claim)", () => {
  it("offers the ten claim types", () => {
    expect(claimTypeOptions.map((o) => o.value)).toEqual([
      "Auto - Collision",
      "Auto - Comprehensive",
      "Auto - Liability",
      "Home - Property Damage",
      "Home - Theft",
      "Home - Natural Disaster",
      "Business - Property",
      "Business - Liability",
      "Life Insurance",
      "Other",
    ]);
  });

  it("offers injuries No (the default, first) and Yes", () => {
    expect(injuriesOptions).toEqual([
      { value: "no", label: "No" },
      { value: "yes", label: "Yes" },
    ]);
  });

  it("offers the four states, Nevada first (the default)", () => {
    expect(stateOptions.map((o) => o.value)).toEqual(["NV", "CA", "AZ", "UT"]);
  });

  it("labels every field of the schema, plus the attachments", () => {
    const fields = Object.keys(claimSchema.shape).filter((f) => f !== "bot-field");
    expect(Object.keys(claimLabels).sort()).toEqual([...fields, "attachments"].sort());
  });
});

describe("claimSchema", () => {
  it("accepts a complete claim and normalises it", () => {
    expect(claimSchema.parse(valid)).toMatchObject({ email: "sam@example.com", phone: "(702) 555-0142", timeOfLoss: "14:30", estimatedDamage: "$5,000" });
  });

  it.each([
    ["firstName", "Please enter your first name."],
    ["lastName", "Please enter your last name."],
    ["email", "Please enter your email address."],
    ["phone", "Please enter your phone number."],
    ["policyNumber", "Please enter your policy number."],
    ["claimType", "Please choose the type of claim."],
    ["dateOfLoss", "Please enter the date of the loss."],
    ["lossLocation", "Please enter where the loss happened."],
    ["lossCity", "Please enter the city."],
    ["lossState", "Please choose a state."],
    ["description", "Please enter a description of what happened."],
    ["injuriesInvolved", "Please tell us whether anyone was injured."],
  ])("requires %s", (field, message) => {
    expect(messages({ ...valid, [field]: "" })[field]).toBe(message);
    const without = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
    expect(messages(without)[field]).toBe(message);
  });

  it("leaves time, police report, damage and witness optional (empty becomes null)", () => {
    const data = claimSchema.parse({ ...valid, timeOfLoss: "", policeReport: "", estimatedDamage: " ", witnessName: "", witnessContact: undefined });
    expect(data).toMatchObject({ timeOfLoss: null, policeReport: null, estimatedDamage: null, witnessName: null, witnessContact: null });
  });

  it("refuses a claim type, state or injuries answer that is not offered", () => {
    expect(messages({ ...valid, claimType: "Alien abduction" }).claimType).toBe("Please choose the type of claim.");
    expect(messages({ ...valid, lossState: "TX" }).lossState).toBe("Please choose a state.");
    expect(messages({ ...valid, injuriesInvolved: "maybe" }).injuriesInvolved).toBe("Please tell us whether anyone was injured.");
  });

  it("refuses a bad email", () => {
    expect(messages({ ...valid, email: "sam@example" }).email).toBe("Please enter a valid email address, like name@example.com.");
  });

  it("checks the time of loss", () => {
    expect(messages({ ...valid, timeOfLoss: "25:00" }).timeOfLoss).toBe("Please enter the time as HH:MM, or leave it empty.");
    expect(claimSchema.parse({ ...valid, timeOfLoss: "00:05" }).timeOfLoss).toBe("00:05");
  });

  describe("date of loss", () => {
    it("accepts today in Las Vegas and refuses tomorrow", () => {
      // 06:30 UTC on July 4 is still July 3 in Las Vegas.
      vi.useFakeTimers({ now: new Date("2026-07-04T06:30:00Z"), toFake: ["Date"] });
      expect(todayInLasVegas()).toBe("2026-07-03");
      expect(messages({ ...valid, dateOfLoss: "2026-07-03" }).dateOfLoss).toBeUndefined();
      expect(messages({ ...valid, dateOfLoss: "2026-07-04" }).dateOfLoss).toBe("The date of loss cannot be in the future.");
      expect(messages({ ...valid, dateOfLoss: "2027-01-01" }).dateOfLoss).toBe("The date of loss cannot be in the future.");
    });

    it("refuses dates that do not exist", () => {
      expect(messages({ ...valid, dateOfLoss: "2025-02-30" }).dateOfLoss).toBe("Please enter a real date.");
      expect(messages({ ...valid, dateOfLoss: "2025-02-29" }).dateOfLoss).toBe("Please enter a real date.");
      expect(messages({ ...valid, dateOfLoss: "2025-13-01" }).dateOfLoss).toBe("Please enter a real date.");
      expect(messages({ ...valid, dateOfLoss: "2024-02-29" }).dateOfLoss).toBeUndefined();
    });

    it("refuses other formats and implausibly old dates", () => {
      expect(messages({ ...valid, dateOfLoss: "06/01/2025" }).dateOfLoss).toBe("Please enter the date as MM/DD/YYYY.");
      expect(messages({ ...valid, dateOfLoss: "1989-12-31" }).dateOfLoss).toBe("Please check the year of the date of loss.");
    });
  });

  it("todayInLasVegas follows the Pacific time zone", () => {
    expect(todayInLasVegas(new Date("2026-01-01T07:59:00Z"))).toBe("2025-12-31");
    expect(todayInLasVegas(new Date("2026-01-01T08:00:00Z"))).toBe("2026-01-01");
  });

  it("limits the length of free text", () => {
    expect(messages({ ...valid, description: "x".repeat(10_001) }).description).toBe("Please keep this under 10,000 characters.");
    expect(messages({ ...valid, witnessContact: "x".repeat(201) }).witnessContact).toBe("Please keep this under 200 characters.");
  });
});

describe("the claim form in Spanish (/es/submit-claim)", () => {
  const spanish = (input: Record<string, unknown>): FieldErrors => {
    const result = claimSchemaFor("es").safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("keeps the English schema for English pages", () => {
    expect(claimSchemaFor("en")).toBe(claimSchema);
    expect(claimSchemaFor("es").parse(valid)).toEqual(claimSchema.parse(valid));
  });

  it.each([
    ["firstName", "Por favor escriba su nombre."],
    ["lastName", "Por favor escriba su apellido."],
    ["email", "Por favor escriba su correo electrónico."],
    ["phone", "Por favor escriba su número de teléfono."],
    ["policyNumber", "Por favor escriba su número de póliza."],
    ["claimType", "Por favor elija el tipo de reclamo."],
    ["dateOfLoss", "Por favor escriba la fecha del incidente."],
    ["lossLocation", "Por favor escriba dónde ocurrió el incidente."],
    ["lossCity", "Por favor escriba la ciudad."],
    ["lossState", "Por favor elija un estado."],
    ["description", "Por favor describa lo que pasó."],
    ["injuriesInvolved", "Por favor díganos si alguien resultó lesionado."],
  ])("asks for %s in Spanish", (field, message) => {
    expect(spanish({ ...valid, [field]: "" })[field]).toBe(message);
    const without = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
    expect(spanish(without)[field]).toBe(message);
  });

  it("checks dates, times, addresses and lengths in Spanish", () => {
    vi.useFakeTimers({ now: new Date("2026-07-04T06:30:00Z"), toFake: ["Date"] });
    expect(spanish({ ...valid, dateOfLoss: "2026-07-04" }).dateOfLoss).toBe("La fecha del incidente no puede ser una fecha futura.");
    expect(spanish({ ...valid, dateOfLoss: "2025-02-30" }).dateOfLoss).toBe("Por favor escriba una fecha que exista.");
    expect(spanish({ ...valid, dateOfLoss: "06/01/2025" }).dateOfLoss).toBe("Por favor escriba la fecha como MM/DD/AAAA.");
    expect(spanish({ ...valid, dateOfLoss: "1989-12-31" }).dateOfLoss).toBe("Por favor revise el año de la fecha del incidente.");
    expect(spanish({ ...valid, timeOfLoss: "25:00" }).timeOfLoss).toBe("Por favor escriba la hora como HH:MM, o deje el campo vacío.");
    expect(spanish({ ...valid, email: "sam@example" }).email).toBe("Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.");
    expect(spanish({ ...valid, description: "x".repeat(10_001) }).description).toBe("Por favor escriba menos de 10,000 caracteres.");
  });

  it("shows Spanish labels for the same stored values", () => {
    const types = claimTypeOptionsIn("es");
    expect(types.map((o) => o.value)).toEqual(claimTypeOptions.map((o) => o.value));
    expect(types.map((o) => o.label)).toEqual([
      "Auto - Choque",
      "Auto - Cobertura integral",
      "Auto - Responsabilidad civil",
      "Casa - Daños a la propiedad",
      "Casa - Robo",
      "Casa - Desastre natural",
      "Negocio - Propiedad",
      "Negocio - Responsabilidad civil",
      "Seguro de vida",
      "Otro",
    ]);
    expect(injuriesOptionsIn("es")).toEqual([
      { value: "no", label: "No" },
      { value: "yes", label: "Sí" },
    ]);
    // English keeps its labels word for word.
    expect(claimTypeOptionsIn("en")).toEqual(claimTypeOptions.map((o) => ({ ...o })));
    expect(injuriesOptionsIn("en")).toEqual(injuriesOptions.map((o) => ({ ...o })));
  });

  it("labels every field in Spanish, with the same fields as English", () => {
    const labels = claimLabelsIn("es");
    expect(Object.keys(labels)).toEqual(Object.keys(claimLabels));
    expect(claimLabelsIn("en")).toEqual(claimLabels);
    expect(labels).toMatchObject({ policyNumber: "Número de póliza", claimType: "Tipo de reclamo", dateOfLoss: "Fecha del incidente", attachments: "Fotos y documentos" });
  });

  it("repeats the claim in the claimant's email in their language, the date written out in Spanish", () => {
    const input = claimSchema.parse({ ...valid, claimType: "Home - Theft", dateOfLoss: "2025-03-18" });
    expect(claimConfirmationFields(input, "CLM-2025-000042", "es")).toEqual([
      { label: "Número de reclamo", value: "CLM-2025-000042" },
      { label: "Número de póliza", value: "AUTO-12345" },
      { label: "Tipo de reclamo", value: "Casa - Robo" },
      { label: "Fecha del incidente", value: "18 de marzo de 2025" },
    ]);
    expect(claimConfirmationFields(input, "CLM-2025-000042", "en")).toEqual([
      { label: "Claim number", value: "CLM-2025-000042" },
      { label: "Policy number", value: "AUTO-12345" },
      { label: "Claim type", value: "Home - Theft" },
      { label: "Date of loss", value: "2025-03-18" },
    ]);
  });
});

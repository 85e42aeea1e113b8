import { describe, expect, it } from "vitest";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import {
  budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, firstTimeOption,
  homeOwnershipOptions, insuranceTypeOptions, quoteRequestLabels, quoteRequestLists,
  quoteOptionsIn, quoteRequestLabelsIn, quoteRequestSchema, quoteRequestSchemaFor, satisfactionOptions, timelineOptions, vehicleCountOptions, yesNoOptions,
} from "./quote-request.ts";
import { responsePromises } from "../../config/agency.ts";
import { MARKETING_CONSENT_LABEL } from "../consent.ts";
import { quoteEn } from "../i18n/messages/quote-page.ts";

/** What a browser posts for a complete request (form values are strings; checkboxes an array). */
const valid = {
  first_name: "Jane",
  last_name: "Doe",
  email: "Jane.Doe@Example.com",
  phone: "702.555.0123",
  zip_code: "89118",
  contact_preference: "phone",
  insurance_types: ["auto", "home"],
  current_insurance: "yes",
  current_provider: "Acme Mutual",
  satisfaction_level: "neutral",
  home_ownership: "own",
  vehicle_count: "2",
  budget_range: "100_250",
  timeline: "within_month",
  additional_info: "",
  "bot-field": "",
};

/** The message shown next to each field (the first per field, as the action reports them). */
const messages = (input: Record<string, unknown>): FieldErrors => {
  const result = quoteRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

describe("quote request options (docs/product.md#quote-request)", () => {
  it("offers every insurance type, satisfaction level and choice of the product rules", () => {
    expect(values(insuranceTypeOptions)).toEqual(["auto", "home", "business", "life", "motorcycle", "boat", "renters", "commercial"]);
    expect(values(yesNoOptions)).toEqual(["yes", "no"]);
    expect(values(satisfactionOptions)).toEqual(["very_satisfied", "satisfied", "neutral", "dissatisfied", "very_dissatisfied"]);
    expect(firstTimeOption.value).toBe("looking_for_first_time");
    expect(values(homeOwnershipOptions)).toEqual(["own", "rent", "other"]);
    expect(values(vehicleCountOptions)).toEqual(["0", "1", "2", "3", "4+"]);
    expect(values(businessSizeOptions)).toEqual(["1-5", "6-20", "21-50", "51+"]);
    expect(values(businessYearsOptions)).toEqual(["less_than_1", "1-3", "4-10", "10+"]);
    expect(values(budgetOptions)).toEqual(["under_100", "100_250", "250_500", "500_plus"]);
    expect(values(timelineOptions)).toEqual(["immediately", "within_week", "within_month", "just_researching"]);
  });

  it("offers phone, email and text, phone first (the default)", () => {
    expect(values(contactPreferenceOptions)).toEqual(["phone", "email", "text"]);
  });

  it("labels every field of the schema, in form order, and lists the checkbox field", () => {
    const fields = Object.keys(quoteRequestSchema.in.shape).filter((f) => f !== "bot-field");
    expect(Object.keys(quoteRequestLabels).sort()).toEqual(fields.sort());
    expect(quoteRequestLists).toEqual(["insurance_types"]);
  });

});

describe("quoteRequestSchema", () => {
  it("accepts a complete request and normalises it", () => {
    const data = quoteRequestSchema.parse(valid);
    expect(data).toMatchObject({
      first_name: "Jane",
      email: "jane.doe@example.com",
      phone: "(702) 555-0123",
      insurance_types: ["auto", "home"],
      current_provider: "Acme Mutual",
      satisfaction_level: "neutral",
      additional_info: null,
      business_type: null,
      business_size: null,
      business_years: null,
    });
  });

  it.each([
    ["first_name", "Please enter your first name."],
    ["last_name", "Please enter your last name."],
    ["email", "Please enter your email address."],
    ["phone", "Please enter your phone number."],
    ["zip_code", "Please enter your ZIP code."],
    ["contact_preference", "Please choose how we should contact you."],
    ["current_insurance", "Please tell us whether you have insurance now."],
    ["home_ownership", "Please choose whether you own or rent."],
    ["vehicle_count", "Please choose how many vehicles you have."],
    ["budget_range", "Please choose a monthly budget."],
    ["timeline", "Please choose when you need coverage."],
  ])("requires %s", (field, message) => {
    expect(messages({ ...valid, [field]: "" })[field]).toBe(message);
    const without = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
    expect(messages(without)[field]).toBe(message);
  });

  it("reports every missing field of an empty form at once", () => {
    const errors = messages({ insurance_types: [] });
    expect(Object.keys(errors).sort()).toEqual(
      ["first_name", "last_name", "email", "phone", "zip_code", "contact_preference", "insurance_types", "current_insurance", "home_ownership", "vehicle_count", "budget_range", "timeline"].sort(),
    );
  });

  it("refuses a bad email, phone and ZIP code", () => {
    expect(messages({ ...valid, email: "jane@" }).email).toBe("Please enter a valid email address, like name@example.com.");
    expect(messages({ ...valid, phone: "555-0100" }).phone).toMatch(/10-digit phone number/);
    expect(messages({ ...valid, zip_code: "8911" }).zip_code).toBe("Please enter a 5-digit ZIP code, like 89118.");
  });

  it("needs at least one insurance type, from the list", () => {
    expect(messages({ ...valid, insurance_types: [] }).insurance_types).toBe("Please choose at least one type of insurance.");
    expect(messages({ ...valid, insurance_types: ["auto", "spaceship"] }).insurance_types).toBe("Please choose from the listed insurance types.");
  });

  it("counts a type posted twice once (a type toggled on, off and on again)", () => {
    expect(quoteRequestSchema.parse({ ...valid, insurance_types: ["auto", "home", "auto"] }).insurance_types).toEqual(["auto", "home"]);
  });

  it("refuses values that are not among the options", () => {
    expect(messages({ ...valid, contact_preference: "pigeon" }).contact_preference).toBeDefined();
    expect(messages({ ...valid, current_insurance: "maybe" }).current_insurance).toBeDefined();
    expect(messages({ ...valid, vehicle_count: "5" }).vehicle_count).toBeDefined();
    expect(messages({ ...valid, budget_range: "free" }).budget_range).toBeDefined();
  });

  describe("current insurance and satisfaction", () => {
    it("with insurance: asks how satisfied, from the five levels", () => {
      const message = "Please tell us how satisfied you are with your current insurance.";
      expect(messages({ ...valid, satisfaction_level: "" }).satisfaction_level).toBe(message);
      expect(messages({ ...valid, satisfaction_level: "looking_for_first_time" }).satisfaction_level).toBe(message);
      expect(messages({ ...valid, satisfaction_level: "ecstatic" }).satisfaction_level).toBe(message);
      for (const level of values(satisfactionOptions)) {
        expect(quoteRequestSchema.parse({ ...valid, satisfaction_level: level }).satisfaction_level).toBe(level);
      }
    });

    it("asks for the satisfaction level together with the other missing fields", () => {
      const errors = messages({ insurance_types: [], current_insurance: "yes" });
      expect(errors.satisfaction_level).toBe("Please tell us how satisfied you are with your current insurance.");
      expect(errors.first_name).toBe("Please enter your first name.");
    });

    it("without insurance: records 'looking for the first time' and drops the provider", () => {
      const data = quoteRequestSchema.parse({ ...valid, current_insurance: "no", satisfaction_level: "very_satisfied", current_provider: "Acme" });
      expect(data.satisfaction_level).toBe("looking_for_first_time");
      expect(data.current_provider).toBeNull();
      const noAnswer = quoteRequestSchema.parse({ ...valid, current_insurance: "no", satisfaction_level: undefined, current_provider: undefined });
      expect(noAnswer.satisfaction_level).toBe("looking_for_first_time");
    });

    it("keeps the provider optional with insurance", () => {
      expect(quoteRequestSchema.parse({ ...valid, current_provider: "  " }).current_provider).toBeNull();
    });
  });

  describe("business details", () => {
    const business = { business_type: "Restaurant", business_size: "6-20", business_years: "4-10" };

    it("are kept when business is among the types", () => {
      const data = quoteRequestSchema.parse({ ...valid, insurance_types: ["business"], ...business });
      expect(data).toMatchObject({ business_type: "Restaurant", business_size: "6-20", business_years: "4-10" });
    });

    it("are optional with business", () => {
      const data = quoteRequestSchema.parse({ ...valid, insurance_types: ["business"], business_type: "", business_size: "", business_years: "" });
      expect(data).toMatchObject({ business_type: null, business_size: null, business_years: null });
    });

    it("are dropped when business is not chosen", () => {
      const data = quoteRequestSchema.parse({ ...valid, insurance_types: ["auto"], ...business });
      expect(data).toMatchObject({ business_type: null, business_size: null, business_years: null });
    });

    it("must be among the options", () => {
      expect(messages({ ...valid, insurance_types: ["business"], business_size: "1000" }).business_size).toBeDefined();
      expect(messages({ ...valid, insurance_types: ["business"], business_years: "forever" }).business_years).toBeDefined();
    });
  });

  it("limits the length of free text", () => {
    expect(messages({ ...valid, first_name: "x".repeat(101) }).first_name).toBe("Please keep this under 100 characters.");
    expect(messages({ ...valid, additional_info: "x".repeat(5001) }).additional_info).toBe("Please keep this under 5,000 characters.");
    expect(quoteRequestSchema.parse({ ...valid, additional_info: " x ".repeat(1000) }).additional_info).toHaveLength(2998);
  });

  it("passes the honeypot through so the action can spot a bot", () => {
    expect(quoteRequestSchema.parse({ ...valid, "bot-field": "http://spam.example" })["bot-field"]).toBe("http://spam.example");
  });
});

describe("the Spanish quote form (/es/quote)", () => {
  const spanish = quoteRequestSchemaFor("es");
  const mensajes = (input: Record<string, unknown>): FieldErrors => {
    const result = spanish.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("keeps the English schema for English pages", () => {
    expect(quoteRequestSchemaFor("en")).toBe(quoteRequestSchema);
  });

  it.each([
    ["first_name", "Por favor escriba su nombre."],
    ["last_name", "Por favor escriba su apellido."],
    ["email", "Por favor escriba su correo electrónico."],
    ["phone", "Por favor escriba su número de teléfono."],
    ["zip_code", "Por favor escriba su código postal."],
    ["contact_preference", "Por favor elija cómo debemos comunicarnos con usted."],
    ["current_insurance", "Por favor díganos si tiene seguro actualmente."],
    ["home_ownership", "Por favor indique si su vivienda es propia o rentada."],
    ["vehicle_count", "Por favor elija cuántos vehículos tiene."],
    ["budget_range", "Por favor elija un presupuesto mensual."],
    ["timeline", "Por favor elija cuándo necesita la cobertura."],
  ])("requires %s in Spanish", (field, message) => {
    expect(mensajes({ ...valid, [field]: "" })[field]).toBe(message);
    const without = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
    expect(mensajes(without)[field]).toBe(message);
  });

  it("says what is wrong with a value in Spanish", () => {
    expect(mensajes({ ...valid, email: "jane@" }).email).toBe("Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.");
    expect(mensajes({ ...valid, phone: "555-0100" }).phone).toBe("Por favor escriba un número de teléfono de 10 dígitos, como (702) 555-0100.");
    expect(mensajes({ ...valid, zip_code: "8911" }).zip_code).toBe("Por favor escriba un código postal de 5 dígitos, como 89118.");
    expect(mensajes({ ...valid, insurance_types: [] }).insurance_types).toBe("Por favor elija al menos un tipo de seguro.");
    expect(mensajes({ ...valid, insurance_types: ["auto", "spaceship"] }).insurance_types).toBe("Por favor elija entre los tipos de seguro de la lista.");
    expect(mensajes({ ...valid, satisfaction_level: "" }).satisfaction_level).toBe("Por favor díganos qué tan satisfecho está con su seguro actual.");
    expect(mensajes({ ...valid, first_name: "x".repeat(101) }).first_name).toBe("Por favor escriba menos de 100 caracteres.");
    expect(mensajes({ ...valid, additional_info: "x".repeat(5001) }).additional_info).toBe("Por favor escriba menos de 5,000 caracteres.");
  });

  it("refuses a business answer outside its list in either language, with a message", () => {
    const business = { ...valid, insurance_types: ["business"] };
    expect(mensajes({ ...business, business_size: "1000" }).business_size).toBe("Por favor elija una opción de la lista.");
    expect(mensajes({ ...business, business_years: "forever" }).business_years).toBe("Por favor elija una opción de la lista.");
    expect(messages({ ...business, business_size: "1000" }).business_size).toBe("Please choose from the list.");
  });

  it("stores the same English codes from a Spanish page", () => {
    expect(spanish.parse(valid)).toEqual(quoteRequestSchema.parse(valid));
  });

  it("labels every option in Spanish, with the same values in the same order", () => {
    const inSpanish = quoteOptionsIn("es");
    const inEnglish = quoteOptionsIn("en");
    const lists = Object.keys(inEnglish) as (keyof typeof inEnglish)[];
    for (const list of lists) {
      const [en, es] = [inEnglish[list], inSpanish[list]].map((o) => ("value" in o ? [o] : [...o]));
      expect(es!.map((o) => o.value), list).toEqual(en!.map((o) => o.value));
      expect(es!.every((o) => o.label.trim() !== ""), list).toBe(true);
    }
    expect(inSpanish.insuranceTypes.map((o) => o.label)).toEqual(["Auto", "Casa", "Negocio", "Vida", "Motocicleta", "Bote", "Inquilino", "Comercial"]);
    expect(inSpanish.satisfaction.map((o) => o.label)).toEqual(["Muy satisfecho", "Satisfecho", "Ni satisfecho ni insatisfecho", "Insatisfecho", "Muy insatisfecho"]);
    expect(inSpanish.firstTime.label).toBe("Busca un seguro por primera vez");
    expect(inSpanish.homeOwnership.map((o) => o.label)).toEqual(["Propia", "Rentada", "Otra situación"]);
    expect(inSpanish.vehicleCount.map((o) => o.label)).toEqual(["0", "1", "2", "3", "4 o más"]);
    expect(inSpanish.businessSize.map((o) => o.label)).toEqual(["1-5 empleados", "6-20 empleados", "21-50 empleados", "51 empleados o más"]);
    expect(inSpanish.businessYears.map((o) => o.label)).toEqual(["Menos de 1 año", "1-3 años", "4-10 años", "Más de 10 años"]);
    expect(inSpanish.budget.map((o) => o.label)).toEqual(["Menos de $100 al mes", "$100-$250 al mes", "$250-$500 al mes", "$500 o más al mes"]);
    expect(inSpanish.timeline.map((o) => o.label)).toEqual(["De inmediato", "En menos de una semana", "En menos de un mes", "Solo me estoy informando"]);
    expect(inSpanish.contactPreference.map((o) => o.label)).toEqual(["Llamada telefónica", "Correo electrónico", "Mensaje de texto"]);
    expect(inSpanish.yesNo.map((o) => o.label)).toEqual(["Sí", "No"]);
  });

  it("keeps the English labels word for word (stored with the record and shown to staff)", () => {
    const labels = (options: readonly { label: string }[]) => options.map((o) => o.label);
    expect(labels(insuranceTypeOptions)).toEqual(["Auto", "Home", "Business", "Life", "Motorcycle", "Boat", "Renters", "Commercial"]);
    expect(labels(satisfactionOptions)).toEqual(["Very satisfied", "Satisfied", "Neutral", "Dissatisfied", "Very dissatisfied"]);
    expect(firstTimeOption.label).toBe("Looking for insurance for the first time");
    expect(labels(homeOwnershipOptions)).toEqual(["Own", "Rent", "Other"]);
    expect(labels(vehicleCountOptions)).toEqual(["0", "1", "2", "3", "4 or more"]);
    expect(labels(businessSizeOptions)).toEqual(["1-5 employees", "6-20 employees", "21-50 employees", "51 or more employees"]);
    expect(labels(businessYearsOptions)).toEqual(["Less than 1 year", "1-3 years", "4-10 years", "More than 10 years"]);
    expect(labels(budgetOptions)).toEqual(["Under $100 per month", "$100-$250 per month", "$250-$500 per month", "$500+ per month"]);
    expect(labels(timelineOptions)).toEqual(["Immediately", "Within a week", "Within a month", "Just researching"]);
    expect(labels(contactPreferenceOptions)).toEqual(["Phone call", "Email", "Text message"]);
    expect(labels(yesNoOptions)).toEqual(["Yes", "No"]);
    expect(quoteRequestLabels.marketing_consent).toBe(MARKETING_CONSENT_LABEL);
    expect(quoteRequestLabels.current_insurance).toBe("Currently insured");
  });

  it("names every field in Spanish for the error summary and the visitor's email", () => {
    const es = quoteRequestLabelsIn("es");
    expect(Object.keys(es)).toEqual(Object.keys(quoteRequestLabels));
    expect(es).toMatchObject({ current_insurance: "Tiene seguro actualmente", zip_code: "Código postal", marketing_consent: "Correos electrónicos, llamadas y mensajes de texto promocionales" });
  });

  it("promises the agency's reply time in the English confirmation email", () => {
    expect(quoteEn.email.reply).toContain(responsePromises.quote);
  });
});

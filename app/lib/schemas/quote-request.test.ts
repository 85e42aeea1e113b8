import { describe, expect, it } from "vitest";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import {
  budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, firstTimeOption,
  homeOwnershipOptions, insuranceTypeOptions, quoteRequestLabels, quoteRequestLists,
  quoteRequestSchema, satisfactionOptions, timelineOptions, vehicleCountOptions, yesNoOptions,
} from "./quote-request.ts";

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

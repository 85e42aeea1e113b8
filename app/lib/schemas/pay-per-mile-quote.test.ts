import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import { monthlyMilesOptions, payPerMileLabels, payPerMileSchema, vehicleYearRange } from "./pay-per-mile-quote.ts";

const valid = {
  firstName: "Morgan",
  lastName: "Lee",
  email: "morgan@example.com",
  phone: "702-555-0177",
  address: "500 Fremont St",
  city: "Las Vegas",
  state: "NV",
  zipCode: "89101",
  currentInsurance: "",
  averageMonthlyMiles: "250-500",
  vehicleYear: "2019",
  vehicleMake: "Toyota",
  vehicleModel: "Camry",
  comments: "",
  "bot-field": "",
};

const messages = (input: Record<string, unknown>): FieldErrors => {
  const result = payPerMileSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

afterEach(() => {
  vi.useRealTimers();
});

describe("pay-per-mile options (docs/product.md#pay-per-mile-quote)", () => {
  it("offers the five monthly mileage ranges", () => {
    expect(monthlyMilesOptions.map((o) => o.value)).toEqual(["0-250", "250-500", "500-750", "750-1000", "1000+"]);
  });

  it("labels every field of the schema", () => {
    const fields = Object.keys(payPerMileSchema.shape).filter((f) => f !== "bot-field");
    expect(Object.keys(payPerMileLabels).sort()).toEqual(fields.sort());
  });

});

describe("payPerMileSchema", () => {
  it("accepts a complete request; provider and comments are optional", () => {
    expect(payPerMileSchema.parse(valid)).toMatchObject({ phone: "(702) 555-0177", currentInsurance: null, comments: null, vehicleYear: "2019" });
    expect(payPerMileSchema.parse({ ...valid, currentInsurance: "Acme", comments: "Mostly weekends" })).toMatchObject({
      currentInsurance: "Acme",
      comments: "Mostly weekends",
    });
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
    ["averageMonthlyMiles", "Please choose how many miles you drive a month."],
    ["vehicleYear", "Please enter the vehicle's year."],
    ["vehicleMake", "Please enter the vehicle's make."],
    ["vehicleModel", "Please enter the vehicle's model."],
  ])("requires %s", (field, message) => {
    expect(messages({ ...valid, [field]: "" })[field]).toBe(message);
    const without = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
    expect(messages(without)[field]).toBe(message);
  });

  it("refuses a mileage range that is not offered", () => {
    expect(messages({ ...valid, averageMonthlyMiles: "2000+" }).averageMonthlyMiles).toBe("Please choose how many miles you drive a month.");
  });

  describe("vehicle year", () => {
    it("runs from 1950 to next year", () => {
      vi.useFakeTimers({ now: new Date("2026-05-01T12:00:00Z"), toFake: ["Date"] });
      expect(vehicleYearRange()).toEqual({ min: 1950, max: 2027 });
      const outside = "Please enter a model year between 1950 and next year.";
      expect(messages({ ...valid, vehicleYear: "1950" })).toEqual({});
      expect(messages({ ...valid, vehicleYear: "2027" })).toEqual({});
      expect(messages({ ...valid, vehicleYear: "1949" }).vehicleYear).toBe(outside);
      expect(messages({ ...valid, vehicleYear: "2028" }).vehicleYear).toBe(outside);
    });

    it("is four digits", () => {
      const format = "Please enter a four-digit year, like 2019.";
      expect(messages({ ...valid, vehicleYear: "19" }).vehicleYear).toBe(format);
      expect(messages({ ...valid, vehicleYear: "2019.5" }).vehicleYear).toBe(format);
      expect(messages({ ...valid, vehicleYear: "'19" }).vehicleYear).toBe(format);
      expect(payPerMileSchema.parse({ ...valid, vehicleYear: " 2019 " }).vehicleYear).toBe("2019");
    });
  });

  it("refuses a bad email and an unknown state", () => {
    expect(messages({ ...valid, email: "morgan@" }).email).toBe("Please enter a valid email address, like name@example.com.");
    expect(messages({ ...valid, state: "nv" }).state).toBe("Please choose a state.");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrors, type FieldErrors } from "../form-data.ts";
import { monthlyMilesOptions, monthlyMilesOptionsIn, payPerMileLabels, payPerMileLabelsIn, payPerMileSchema, payPerMileSchemaFor, vehicleYearRange } from "./pay-per-mile-quote.ts";

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

describe("the form in Spanish (/es/just-insurance)", () => {
  const spanish = payPerMileSchemaFor("es");
  const messagesEs = (input: Record<string, unknown>): FieldErrors => {
    const result = spanish.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("stores the same values as the English form", () => {
    expect(spanish.parse(valid)).toEqual(payPerMileSchema.parse(valid));
    expect(payPerMileSchemaFor("en")).toBe(payPerMileSchema);
  });

  it("says every field's message in Spanish", () => {
    expect(messagesEs({})).toEqual({
      firstName: "Por favor escriba su nombre.",
      lastName: "Por favor escriba su apellido.",
      email: "Por favor escriba su correo electrónico.",
      phone: "Por favor escriba su número de teléfono.",
      address: "Por favor escriba su dirección.",
      city: "Por favor escriba su ciudad.",
      state: "Por favor elija un estado.",
      zipCode: "Por favor escriba su código postal.",
      averageMonthlyMiles: "Por favor elija cuántas millas maneja al mes.",
      vehicleYear: "Por favor escriba el año del vehículo.",
      vehicleMake: "Por favor escriba la marca del vehículo.",
      vehicleModel: "Por favor escriba el modelo del vehículo.",
    });
    expect(messagesEs({ ...valid, vehicleYear: "19" }).vehicleYear).toBe("Por favor escriba el año con cuatro dígitos, como 2019.");
    expect(messagesEs({ ...valid, vehicleYear: "1899" }).vehicleYear).toBe("Por favor escriba un año de modelo entre 1950 y el próximo año.");
    expect(messagesEs({ ...valid, email: "morgan@", zipCode: "8910" })).toEqual({
      email: "Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.",
      zipCode: "Por favor escriba un código postal de 5 dígitos, como 89118.",
    });
    expect(messagesEs({ ...valid, vehicleMake: "x".repeat(61) }).vehicleMake).toBe("Por favor escriba menos de 60 caracteres.");
  });

  it("labels every field and mileage option in Spanish; the English labels are the staff's word for word", () => {
    expect(payPerMileLabelsIn("en")).toEqual(payPerMileLabels);
    expect(monthlyMilesOptionsIn("en")).toEqual(monthlyMilesOptions);
    const labels = payPerMileLabelsIn("es");
    expect(Object.keys(labels)).toEqual(Object.keys(payPerMileLabels));
    expect(labels).toMatchObject({ firstName: "Nombre", zipCode: "Código postal", averageMonthlyMiles: "Promedio de millas al mes", vehicleMake: "Marca del vehículo" });
    expect(monthlyMilesOptionsIn("es").map((o) => [o.value, o.label])).toEqual([
      ["0-250", "0-250 millas"],
      ["250-500", "250-500 millas"],
      ["500-750", "500-750 millas"],
      ["750-1000", "750-1,000 millas"],
      ["1000+", "Más de 1,000 millas"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { ImportColumn } from "./columns.ts";
import { driverFields, isoDate, languageNamed, mapRow, optionNamed, vehicleFields } from "./map-row.ts";
import { billingKinds, policyLines } from "../../lib/policies.ts";

const team = new Map([["dana@agency.test", "user-dana"]]);

const valid: Partial<Record<ImportColumn, string>> = {
  customer_ref: "C-1",
  name: " Maria Sampleton ",
  email: "Maria@Example.com",
  phone: "702.555.0101",
  zip: "89123",
  assigned_to: "DANA@agency.test",
  line: "Personal Auto",
  carrier: "Example Mutual",
  policy_number: "pa-100 001",
  effective_date: "3/1/2026",
  expiration_date: "2026-09-01",
  status: "Active",
  billing: "Direct Bill",
  premium: "$1,184.50",
  vehicles: "2021 Toyota Camry FAKEA1B2C3D4E5F6G; 2018 Honda Civic",
  drivers: "Maria Sampleton 02/11/1984; Juan Sampleton",
};

const run = (cells: Partial<Record<ImportColumn, string>>, columns: ImportColumn[] = Object.keys(valid) as ImportColumn[]) =>
  mapRow(7, (c) => cells[c] ?? "", (c) => columns.includes(c), team);

describe("mapRow", () => {
  it("turns a row into the forms' inputs, through the forms' schemas", () => {
    const mapped = run(valid);
    expect(mapped.ok).toBe(true);
    if (!mapped.ok) return;
    expect(mapped.row.customer).toMatchObject({ kind: "person", name: "Maria Sampleton", email: "maria@example.com", phone: "(702) 555-0101", ownerId: "user-dana", externalRef: "C-1" });
    expect(mapped.row.kindGiven).toBe(false);
    expect(mapped.row.policy).toEqual({
      line: "auto", carrier: "Example Mutual", policyNumber: "pa-100 001", effectiveDate: "2026-03-01", expirationDate: "2026-09-01",
      status: "active", billing: "direct", paymentUrl: null, premium: 118450,
    });
    expect(mapped.row.policyKey).toBe("examplemutual|PA100001");
    expect(mapped.row.vehicles).toEqual([
      { year: "2021", make: "Toyota", model: "Camry", vin: "FAKEA1B2C3D4E5F6G" },
      { year: "2018", make: "Honda", model: "Civic", vin: null },
    ]);
    expect(mapped.row.drivers).toEqual([{ name: "Maria Sampleton", dateOfBirth: "1984-02-11" }, { name: "Juan Sampleton", dateOfBirth: null }]);
  });

  it("leaves vehicles and drivers alone (null) when the file has no such column", () => {
    const mapped = run(valid, ["name", "line", "carrier", "policy_number", "effective_date", "expiration_date", "status", "billing"]);
    expect(mapped.ok && [mapped.row.vehicles, mapped.row.drivers]).toEqual([null, null]);
  });

  it("reports each problem under its column, with the forms' messages", () => {
    const mapped = run({
      ...valid,
      customer_type: "alien",
      email: "maria@",
      assigned_to: "stranger@agency.test",
      line: "Spaceship",
      expiration_date: "2026-02-01",
      premium: "lots",
      vehicles: "2021 Toyota Camry FAKEA1B2C3D4E5F6; 1899 Benz Motorwagen",
      drivers: "Maria 1984-13-45",
    });
    expect(mapped.ok).toBe(false);
    if (mapped.ok) return;
    expect(mapped.errors.map((e) => [e.column, e.message])).toEqual([
      ["customer_type", "“alien” is not a customer type. Please write person or business."],
      ["assigned_to", "stranger@agency.test is not the email of an active member of the team."],
      ["email", "Please enter a valid email address, like name@example.com."],
      ["line", "“Spaceship” is not a line of business we know (see the column layout)."],
      ["premium", "Please enter the premium as an amount, like 1,250.00."],
      ["vehicles", "Vehicle 1 (“2021 Toyota Camry FAKEA1B2C3D4E5F6”): A VIN has 17 letters and digits (never I, O or Q)."],
      ["vehicles", "Vehicle 2 (“1899 Benz Motorwagen”): Please enter a 4-digit year."],
      ["drivers", "Driver 1 (“Maria 1984-13-45”): Please enter the date of birth like 1980-05-17."],
    ]);
    expect(mapped.errors.every((e) => e.rowNumber === 7)).toBe(true);
  });

  it("asks for a required value that is empty", () => {
    const mapped = run({ ...valid, name: "", status: "", effective_date: "" });
    expect(!mapped.ok && mapped.errors.map((e) => [e.column, e.message])).toEqual([
      ["name", "Please enter the customer's name."],
      ["effective_date", "Please enter the effective date."],
      ["status", "Please choose the policy's status."],
    ]);
  });

  it("reads the customer's language, and names a value it does not know", () => {
    const spanish = run({ ...valid, language: "Español" }, [...(Object.keys(valid) as ImportColumn[]), "language"]);
    expect(spanish.ok && [spanish.row.customer.language, spanish.row.languageGiven]).toEqual(["es", true]);
    const empty = run({ ...valid, language: " " }, [...(Object.keys(valid) as ImportColumn[]), "language"]);
    expect(empty.ok && [empty.row.customer.language, empty.row.languageGiven]).toEqual(["en", false]);
    const unknown = run({ ...valid, language: "French" }, [...(Object.keys(valid) as ImportColumn[]), "language"]);
    expect(!unknown.ok && unknown.errors).toEqual([
      { rowNumber: 7, column: "language", message: "“French” is not a language we write emails in. Please write en (English) or es (Spanish, Español)." },
    ]);
  });

  it("checks the expiration is after the effective date (the policy form's rule)", () => {
    const mapped = run({ ...valid, expiration_date: "01/01/2026" });
    expect(!mapped.ok && mapped.errors).toEqual([{ rowNumber: 7, column: "expiration_date", message: "The expiration date must be after the effective date." }]);
  });
});

describe("the file's ways of writing values", () => {
  it("names options by code or label, in any case", () => {
    expect(optionNamed(policyLines, "commercial auto")).toBe("commercial_auto");
    expect(optionNamed(policyLines, "WORKERS COMP")).toBe("workers_comp");
    expect(optionNamed(policyLines, "Homeowners")).toBe("home");
    expect(optionNamed(billingKinds, "Agency Bill")).toBe("agency");
    expect(optionNamed(billingKinds, "Carrier direct bill")).toBe("direct");
    expect(optionNamed(policyLines, "hovercraft")).toBeUndefined();
  });

  it("reads US dates and leaves others to the schema", () => {
    expect(isoDate("3/1/2026")).toBe("2026-03-01");
    expect(isoDate(" 12/31/2026 ")).toBe("2026-12-31");
    expect(isoDate("2026-03-01")).toBe("2026-03-01");
    expect(isoDate("March 1")).toBe("March 1");
  });

  it("splits a vehicle into year, make, model and VIN", () => {
    expect(vehicleFields("2019 Ford F-150 VIN: FAKEB2C3D4E5F6G7H")).toEqual({ year: "2019", make: "Ford", model: "F-150", vin: "FAKEB2C3D4E5F6G7H" });
    expect(vehicleFields("Toyota 4Runner")).toEqual({ year: "", make: "Toyota", model: "4Runner", vin: "" });
    expect(vehicleFields("FAKEB2C3D4E5F6G7H")).toEqual({ year: "", make: "", model: "", vin: "FAKEB2C3D4E5F6G7H" });
  });

  it("names a language by its code or its name, in English or Spanish, in any case", () => {
    for (const cell of ["en", "EN", "English", "english", "Inglés"]) expect(languageNamed(cell), cell).toBe("en");
    for (const cell of ["es", "ES", "Spanish", "Español", "espanol", "ESPAÑOL"]) expect(languageNamed(cell), cell).toBe("es");
    for (const cell of ["fr", "French", "", "e s p"]) expect(languageNamed(cell), cell).toBeUndefined();
  });

  it("splits a driver into name and date of birth", () => {
    expect(driverFields("Ana María de la Cruz 1990-05-17")).toEqual({ name: "Ana María de la Cruz", dateOfBirth: "1990-05-17" });
    expect(driverFields("Juan Lopez")).toEqual({ name: "Juan Lopez", dateOfBirth: "" });
  });
});

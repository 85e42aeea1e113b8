import { describe, expect, it } from "vitest";
import { customerSchema } from "../../lib/schemas/customer.ts";
import { customerSearchText } from "./customer-search-text.ts";

describe("customerSearchText", () => {
  it("is the searched fields, lower-case, one per line, phones as digits", () => {
    const input = customerSchema.parse({
      kind: "business",
      name: "  Desert  Bloom LLC ",
      contactName: "Ana Ruiz",
      email: "Ana@DesertBloom.example",
      altEmail: "",
      phone: "+1 (702) 555-0100",
      altPhone: "702.555.0199",
      externalRef: "AMS-42",
      notes: "Not searched",
      city: "Las Vegas",
    });
    expect(customerSearchText(input)).toBe(["desert bloom llc", "ana ruiz", "ana@desertbloom.example", "7025550100", "7025550199", "ams-42"].join("\n"));
  });

  it("leaves out what is missing", () => {
    expect(customerSearchText({ name: "Sam Lee", contactName: null, email: null, altEmail: null, phone: null, altPhone: null, externalRef: null })).toBe("sam lee");
  });
});

import { describe, expect, it } from "vitest";
import { fieldErrors } from "../form-data.ts";
import { carrierSchema } from "./carrier.ts";

describe("carrierSchema", () => {
  it("keeps a carrier with only a name, and shows a phone as the site does", () => {
    expect(carrierSchema.parse({ name: "  Acme Mutual " })).toEqual({ name: "Acme Mutual", claimsPhone: "", paymentUrl: "", website: "" });
    expect(carrierSchema.parse({ name: "Acme", claimsPhone: "1-800-555-0123", paymentUrl: "https://pay.acme.example/bill", website: "https://acme.example" })).toEqual({
      name: "Acme",
      claimsPhone: "(800) 555-0123",
      paymentUrl: "https://pay.acme.example/bill",
      website: "https://acme.example",
    });
  });

  it("says what is wrong with each field", () => {
    const result = carrierSchema.safeParse({ name: " ", claimsPhone: "555-0123", paymentUrl: "http://pay.acme.example", website: "javascript:alert(1)" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: "Please enter the carrier's name.",
      claimsPhone: "Please enter a 10-digit US phone number, like (800) 555-0123.",
      paymentUrl: "Please enter the payment page's full address, starting with https://.",
      website: "Please enter the website's full address, starting with https://.",
    });
    expect(carrierSchema.safeParse({ name: "x".repeat(81) }).success).toBe(false);
    expect(carrierSchema.safeParse({ name: "Acme", website: "https://localhost" }).success).toBe(false);
  });
});

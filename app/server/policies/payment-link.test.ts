import { describe, expect, it } from "vitest";
import { paymentLink } from "./payment-link.ts";

const directory = [
  { name: "State Farm", claimsPhone: "", paymentUrl: "https://pay.statefarm.example", website: "" },
  { name: "Acme Mutual", claimsPhone: "", paymentUrl: "", website: "" },
];

describe("paymentLink", () => {
  it("prefers the policy's own payment page for direct bill", () => {
    expect(paymentLink({ billing: "direct", carrier: "State Farm", paymentUrl: "https://own.example/pay" }, directory)).toEqual({ url: "https://own.example/pay", from: "policy" });
  });

  it("falls back to the carrier directory, matching the carrier's name loosely", () => {
    expect(paymentLink({ billing: "direct", carrier: "STATE-FARM", paymentUrl: null }, directory)).toEqual({ url: "https://pay.statefarm.example", from: "carrier" });
  });

  it("has none when the carrier has no payment page, or the agency bills", () => {
    expect(paymentLink({ billing: "direct", carrier: "Acme Mutual", paymentUrl: null }, directory)).toBeNull();
    expect(paymentLink({ billing: "direct", carrier: "Unknown Co", paymentUrl: null }, directory)).toBeNull();
    expect(paymentLink({ billing: "agency", carrier: "State Farm", paymentUrl: "https://own.example/pay" }, directory)).toBeNull();
  });
});

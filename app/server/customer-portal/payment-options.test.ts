import { describe, expect, it } from "vitest";
import { externalUrl, paymentOption } from "./payment-options.ts";

const PORTAL = "https://pay.agency.test/";
const progressive = { name: "Progressive", claimsPhone: "(800) 776-4737", paymentUrl: "https://www.progressive.com/pay", website: "" };

describe("how a policy is paid", () => {
  it("pays an agency-billed policy through the agency's portal", () => {
    expect(paymentOption({ billing: "agency", carrier: "Progressive", paymentUrl: "https://other.test/pay" }, progressive, PORTAL)).toEqual({ kind: "agency", url: PORTAL });
  });

  it("pays a direct-billed policy on its own payment link first, else the carrier's", () => {
    expect(paymentOption({ billing: "direct", carrier: "Progressive", paymentUrl: "https://policy.test/pay" }, progressive, PORTAL)).toEqual({
      kind: "carrier",
      url: "https://policy.test/pay",
      carrier: "Progressive",
    });
    expect(paymentOption({ billing: "direct", carrier: "Progressive", paymentUrl: null }, progressive, PORTAL)).toMatchObject({ url: "https://www.progressive.com/pay" });
  });

  it("says to call when a direct-billed policy has no payment page", () => {
    expect(paymentOption({ billing: "direct", carrier: "Tiny Mutual", paymentUrl: "" }, null, PORTAL)).toEqual({ kind: "carrier-no-link", carrier: "Tiny Mutual" });
  });

  it("never links anything but http(s)", () => {
    expect(externalUrl("javascript:alert(1)")).toBeNull();
    expect(externalUrl("//evil.test")).toBeNull();
    expect(externalUrl("https://ok.test/pay")).toBe("https://ok.test/pay");
    expect(paymentOption({ billing: "direct", carrier: "X", paymentUrl: "javascript:alert(1)" }, null, PORTAL)).toEqual({ kind: "carrier-no-link", carrier: "X" });
  });
});

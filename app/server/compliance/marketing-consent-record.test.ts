import { describe, expect, it } from "vitest";
import { marketingConsentStatement } from "./marketing-consent-record.ts";

describe("the statement staff confirm when they record marketing email consent", () => {
  const parts = { customerName: "Rosa Delgado", agencyName: "Desert Shield Insurance", email: "rosa@example.com" };

  it("names the customer, the agency, the address, how they told us, their words and who recorded it", () => {
    expect(marketingConsentStatement({ ...parts, method: "phone", note: "Yes, send me the offers. ", staffName: "Dana Reyes" })).toBe(
      "Rosa Delgado agreed to receive marketing emails (offers, renewals and news) from Desert Shield Insurance at rosa@example.com, told us by phone: “Yes, send me the offers”. Recorded by Dana Reyes.",
    );
    expect(marketingConsentStatement({ ...parts, method: "in_person", note: null, staffName: "Dana Reyes" })).toBe(
      "Rosa Delgado agreed to receive marketing emails (offers, renewals and news) from Desert Shield Insurance at rosa@example.com, told us in person. Recorded by Dana Reyes.",
    );
  });

  it("is shown before the form is sent without how or who", () => {
    expect(marketingConsentStatement(parts)).toBe("Rosa Delgado agreed to receive marketing emails (offers, renewals and news) from Desert Shield Insurance at rosa@example.com.");
  });
});

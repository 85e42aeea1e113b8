import { describe, expect, it } from "vitest";
import { isRenewedTerm } from "./policy-renewals.ts";

describe("a renewed term", () => {
  const before = { expirationDate: "2026-03-01" };

  it("is any later expiration date of a policy that is active after the save", () => {
    expect(isRenewedTerm(before, { expirationDate: "2027-03-01", status: "active" })).toBe(true);
    // A correction forward counts too: the rule is kept simple (docs/product.md#renewals).
    expect(isRenewedTerm(before, { expirationDate: "2026-03-02", status: "active" })).toBe(true);
  });

  it("is not a date moved back or kept, a policy that is not active, or a new policy", () => {
    expect(isRenewedTerm(before, { expirationDate: "2026-02-01", status: "active" })).toBe(false);
    expect(isRenewedTerm(before, { expirationDate: "2026-03-01", status: "active" })).toBe(false);
    for (const status of ["pending", "cancelled", "expired"]) expect(isRenewedTerm(before, { expirationDate: "2027-03-01", status }), status).toBe(false);
    expect(isRenewedTerm(null, { expirationDate: "2027-03-01", status: "active" })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { claimVisibleTo, type ClaimProof, type ClaimViewer } from "./customer-claims.ts";

const viewer: ClaimViewer = { userId: "user-a", customerId: "cust-a", verifiedEmail: "ana@example.com" };
const claim = (proof: Partial<ClaimProof>): ClaimProof => ({ userId: null, customerId: null, email: "ana@example.com", claimantConfirmedAt: null, ...proof });

describe("who sees a claim on their dashboard", () => {
  it("is not enough to have filed it with the account's address", () => {
    expect(claimVisibleTo(claim({}), viewer)).toBe(false);
  });

  it("shows a claim filed while signed in to the account (a)", () => {
    expect(claimVisibleTo(claim({ userId: "user-a", email: "someone@example.com" }), viewer)).toBe(true);
    expect(claimVisibleTo(claim({ userId: "user-b" }), viewer)).toBe(false);
  });

  it("shows a claim the claimant confirmed, to the verified account with the claim's address (b)", () => {
    const confirmed = claim({ claimantConfirmedAt: "2026-11-20T10:00:00.000Z", email: "Ana@Example.com " });
    expect(claimVisibleTo(confirmed, viewer)).toBe(true);
    expect(claimVisibleTo(confirmed, { ...viewer, verifiedEmail: null })).toBe(false);
    expect(claimVisibleTo(confirmed, { ...viewer, verifiedEmail: "bea@example.com" })).toBe(false);
  });

  it("shows a claim staff linked to the account's customer (c)", () => {
    expect(claimVisibleTo(claim({ customerId: "cust-a", email: "other@example.com" }), viewer)).toBe(true);
    expect(claimVisibleTo(claim({ customerId: "cust-b" }), viewer)).toBe(false);
    // An account not linked to a customer matches no staff link.
    expect(claimVisibleTo(claim({ customerId: "cust-a" }), { ...viewer, customerId: null })).toBe(false);
  });
});

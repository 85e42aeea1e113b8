import { describe, expect, it } from "vitest";
import { maskEmail, PROOF_MINUTES, proofHolds, signerProofValue } from "./signer-page.ts";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac-0123456789";
const signer = { id: "3f0e9b1c-1111-4222-8333-444455556666", verified_at: "2026-12-01T17:00:00.000Z" };
const verifiedAt = new Date(signer.verified_at);
const minutesLater = (n: number) => new Date(verifiedAt.getTime() + n * 60_000);

describe("the signer's proof cookie", () => {
  it("holds for the signer and the verification it was made for, within the hour", () => {
    const value = signerProofValue(SECRET, signer.id, signer.verified_at);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(proofHolds(SECRET, signer, value, minutesLater(1))).toBe(true);
    expect(proofHolds(SECRET, signer, value, minutesLater(PROOF_MINUTES - 1))).toBe(true);
  });

  it("is refused after PROOF_MINUTES, whatever the browser kept", () => {
    const value = signerProofValue(SECRET, signer.id, signer.verified_at);
    expect(proofHolds(SECRET, signer, value, minutesLater(PROOF_MINUTES))).toBe(false);
  });

  it("is refused for another signer, a newer verification, another secret, or a cleared one", () => {
    const value = signerProofValue(SECRET, signer.id, signer.verified_at);
    const now = minutesLater(5);
    expect(proofHolds(SECRET, { ...signer, id: "3f0e9b1c-1111-4222-8333-444455556667" }, value, now)).toBe(false);
    // A new code typed in another browser moves verified_at: this browser's cookie stops working.
    expect(proofHolds(SECRET, { ...signer, verified_at: minutesLater(2).toISOString() }, value, now)).toBe(false);
    expect(proofHolds(`${SECRET}x`, signer, value, now)).toBe(false);
    // Completion clears verified_at: the copy asks for a fresh code.
    expect(proofHolds(SECRET, { ...signer, verified_at: null }, value, now)).toBe(false);
  });

  it("is refused when missing, malformed or tampered with", () => {
    const value = signerProofValue(SECRET, signer.id, signer.verified_at);
    const now = minutesLater(5);
    expect(proofHolds(SECRET, signer, null, now)).toBe(false);
    expect(proofHolds(SECRET, signer, "", now)).toBe(false);
    expect(proofHolds(SECRET, signer, "x".repeat(500), now)).toBe(false);
    expect(proofHolds(SECRET, signer, `${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`, now)).toBe(false);
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskEmail("robin@example.com")).toBe("r***@example.com");
    expect(maskEmail("not-an-address")).toBe("***");
  });
});

import { describe, expect, it } from "vitest";
import { RENEWAL_LINK_VALID_DAYS, renewalUnsubscribePath, signRenewalToken, verifyRenewalToken } from "./unsubscribe-token.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const NOW = new Date("2026-06-15T18:00:00.000Z");
const DAY = 86_400_000;

describe("renewal unsubscribe tokens", () => {
  it("name the customer they were signed for", () => {
    const token = signRenewalToken(SECRET, "customer-42", NOW);
    expect(verifyRenewalToken(SECRET, token, NOW)).toEqual({ ok: true, customerId: "customer-42" });
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]+$/);
    expect(renewalUnsubscribePath(token)).toBe(`/email/renewals?token=${token}`);
  });

  it("work for a year, then expire", () => {
    const token = signRenewalToken(SECRET, "customer-42", NOW);
    expect(verifyRenewalToken(SECRET, token, new Date(NOW.getTime() + (RENEWAL_LINK_VALID_DAYS - 1) * DAY)).ok).toBe(true);
    expect(verifyRenewalToken(SECRET, token, new Date(NOW.getTime() + (RENEWAL_LINK_VALID_DAYS + 1) * DAY))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse any change: another customer, a later expiry, another signature, another secret", () => {
    const token = signRenewalToken(SECRET, "customer-42", NOW);
    const [version, id, expires, signature] = token.split(".") as [string, string, string, string];
    const otherId = Buffer.from("customer-43").toString("base64url");
    expect(verifyRenewalToken(SECRET, [version, otherId, expires, signature].join("."), NOW)).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifyRenewalToken(SECRET, [version, id, String(Number(expires) + 1), signature].join("."), NOW)).toEqual({ ok: false, reason: "bad-signature" });
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
    expect(verifyRenewalToken(SECRET, [version, id, expires, flipped].join("."), NOW).ok).toBe(false);
    expect(verifyRenewalToken("another-secret-that-is-long-enough-0123456789", token, NOW)).toEqual({ ok: false, reason: "bad-signature" });
    // The signature of one customer's token does not fit another's.
    const other = signRenewalToken(SECRET, "customer-43", NOW).split(".")[3]!;
    expect(verifyRenewalToken(SECRET, [version, id, expires, other].join("."), NOW).ok).toBe(false);
  });

  it("refuse what is not a token, without throwing", () => {
    for (const bad of [null, undefined, "", "customer-42", "v1.a.b", "v2.Y3VzdG9tZXI.123.abc", "v1.Y3VzdG9tZXI.12x.abc", "v1.!!.123.abc", "v1.Y3VzdG9tZXI.123.", "x".repeat(1000)]) {
      expect(verifyRenewalToken(SECRET, bad, NOW).ok, String(bad)).toBe(false);
    }
  });

  it("are not guessable from the id: two secrets give two tokens", () => {
    expect(signRenewalToken(SECRET, "customer-42", NOW)).not.toBe(signRenewalToken(`${SECRET}x`, "customer-42", NOW));
  });
});

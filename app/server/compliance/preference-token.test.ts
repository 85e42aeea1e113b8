import { describe, expect, it } from "vitest";
import { signRenewalToken } from "../renewals/unsubscribe-token.ts";
import { PREFERENCES_LINK_VALID_DAYS, preferencesUrl, signPreferencesToken, verifyPreferencesToken } from "./preference-token.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const NOW = new Date("2026-06-15T18:00:00.000Z");
const DAY = 86_400_000;

describe("preferences links", () => {
  it("name the address they were signed for, normalised", () => {
    const token = signPreferencesToken(SECRET, " Sam@Example.com ", NOW);
    expect(verifyPreferencesToken(SECRET, token, NOW)).toEqual({ ok: true, email: "sam@example.com" });
    expect(preferencesUrl("https://agency.test/", token)).toBe(`https://agency.test/email/preferences?token=${token}`);
  });

  it("work for two years, then expire", () => {
    const token = signPreferencesToken(SECRET, "sam@example.com", NOW);
    expect(verifyPreferencesToken(SECRET, token, new Date(NOW.getTime() + (PREFERENCES_LINK_VALID_DAYS - 1) * DAY)).ok).toBe(true);
    expect(verifyPreferencesToken(SECRET, token, new Date(NOW.getTime() + (PREFERENCES_LINK_VALID_DAYS + 1) * DAY))).toEqual({ ok: false, reason: "expired" });
  });

  it("cannot be forged: another address with the signature of the first, another secret, or a renewal link's token", () => {
    const token = signPreferencesToken(SECRET, "sam@example.com", NOW);
    const [version, , expires, signature] = token.split(".") as [string, string, string, string];
    const other = Buffer.from("victim@example.com").toString("base64url");
    expect(verifyPreferencesToken(SECRET, [version, other, expires, signature].join("."), NOW)).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifyPreferencesToken("another-secret-that-is-long-enough-0123456789", token, NOW)).toEqual({ ok: false, reason: "bad-signature" });
    // A token signed for another purpose with the same secret and subject does not open this page.
    const renewal = signRenewalToken(SECRET, "sam@example.com", NOW);
    expect(verifyPreferencesToken(SECRET, renewal, NOW).ok).toBe(false);
  });

  it("refuse what is not a token, and a subject that is not an address", () => {
    for (const bad of [null, undefined, "", "sam@example.com", "v1.a.b.c", "x".repeat(2000)]) expect(verifyPreferencesToken(SECRET, bad, NOW).ok).toBe(false);
    expect(verifyPreferencesToken(SECRET, signPreferencesToken(SECRET, "not-an-address", NOW), NOW)).toEqual({ ok: false, reason: "malformed" });
  });
});

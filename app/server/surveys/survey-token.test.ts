import { describe, expect, it } from "vitest";
import { signPreferencesToken } from "../compliance/preference-token.ts";
import { signSurveyToken, SURVEY_LINK_VALID_DAYS, surveyUrl, verifySurveyToken } from "./survey-token.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const NOW = new Date("2026-06-15T18:00:00.000Z");
const DAY = 86_400_000;

describe("survey links", () => {
  it("name the survey they were signed for", () => {
    const token = signSurveyToken(SECRET, "survey-1", NOW);
    expect(verifySurveyToken(SECRET, token, NOW)).toEqual({ ok: true, surveyId: "survey-1" });
  });

  it("work for 60 days, then expire", () => {
    const token = signSurveyToken(SECRET, "survey-1", NOW);
    expect(verifySurveyToken(SECRET, token, new Date(NOW.getTime() + (SURVEY_LINK_VALID_DAYS - 1) * DAY)).ok).toBe(true);
    expect(verifySurveyToken(SECRET, token, new Date(NOW.getTime() + (SURVEY_LINK_VALID_DAYS + 1) * DAY))).toEqual({ ok: false, reason: "expired" });
  });

  it("cannot be altered or forged: another survey's id with this signature, another secret, a token of another purpose", () => {
    const token = signSurveyToken(SECRET, "survey-1", NOW);
    const [version, , expires, signature] = token.split(".") as [string, string, string, string];
    const other = Buffer.from("survey-2").toString("base64url");
    expect(verifySurveyToken(SECRET, [version, other, expires, signature].join("."), NOW)).toEqual({ ok: false, reason: "bad-signature" });
    // A later expiry with the same signature.
    expect(verifySurveyToken(SECRET, [version, Buffer.from("survey-1").toString("base64url"), String(Number(expires) + 86_400), signature].join("."), NOW)).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifySurveyToken("another-secret-that-is-long-enough-0123456789", token, NOW)).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifySurveyToken(SECRET, signPreferencesToken(SECRET, "survey-1@example.com", NOW), NOW).ok).toBe(false);
  });

  it("refuse what is not a token", () => {
    for (const bad of [null, undefined, "", "survey-1", "v1.a.b.c", "x".repeat(2000)]) expect(verifySurveyToken(SECRET, bad, NOW).ok).toBe(false);
  });

  it("open the page in the survey's language, with the score chosen", () => {
    expect(surveyUrl("https://agency.test/", "en", "v1.abc", 9)).toBe("https://agency.test/survey?token=v1.abc&score=9");
    expect(surveyUrl("https://agency.test", "es", "v1.abc", 0)).toBe("https://agency.test/es/survey?token=v1.abc&score=0");
    expect(surveyUrl("https://agency.test", "en", "a+b/c")).toBe("https://agency.test/survey?token=a%2Bb%2Fc");
  });
});

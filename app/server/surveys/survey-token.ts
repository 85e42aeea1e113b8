/**
 * The links of a survey email (docs/product.md#how-likely-are-you-to-recommend-us): a signed token
 * naming the survey (app/server/security/signed-link.ts: HMAC-SHA256 under a key derived from the
 * server's secret and this purpose), so nobody can answer another person's survey from its id.
 * Valid 60 days; no sign-in. The score travels beside it in the address and is only a suggestion:
 * opening the page records nothing.
 */
import { pathInLocale, type Locale } from "../../lib/i18n/locale.ts";
import { signLinkToken, verifyLinkToken } from "../security/signed-link.ts";

/** Long enough for a holiday and a busy month; a survey answered months later says little. */
export const SURVEY_LINK_VALID_DAYS = 60;

/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = "nps-survey";

export const SURVEY_PATH = "/survey";

export function signSurveyToken(secret: string, surveyId: string, now = new Date()): string {
  return signLinkToken(secret, PURPOSE, surveyId, SURVEY_LINK_VALID_DAYS, now);
}

export type SurveyTokenCheck = { ok: true; surveyId: string } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

/** The survey a token names, when it is genuine, for this purpose, and not expired. */
export function verifySurveyToken(secret: string, token: string | null | undefined, now = new Date()): SurveyTokenCheck {
  const check = verifyLinkToken(secret, PURPOSE, token, now);
  return check.ok ? { ok: true, surveyId: check.subject } : check;
}

/** One of the email's eleven links: /survey?token=…&score=N (or /es/survey), absolute. */
export function surveyUrl(publicUrl: string, locale: Locale, token: string, score?: number): string {
  const query = `token=${encodeURIComponent(token)}${score === undefined ? "" : `&score=${score}`}`;
  return `${publicUrl.replace(/\/$/, "")}${pathInLocale(SURVEY_PATH, locale)}?${query}`;
}

/**
 * The survey email (docs/product.md#how-likely-are-you-to-recommend-us), in the person's language:
 * what it follows (their request completed, their policy written, their renewal), the one
 * question, and eleven links 0–10 that open the survey's page with that score chosen. Kind
 * "customer.nps_survey": a reminder for the outbox, so an opt-out stops it and it carries
 * List-Unsubscribe and the preferences link.
 */
import { fullAddress, type Agency } from "../../config/agency.ts";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { SURVEY_SCORES, type SurveyTrigger } from "../../lib/surveys.ts";
import type { EmailContent } from "../mail/render-email.ts";
import { surveyUrl } from "./survey-token.ts";

export const SURVEY_EMAIL_KIND = "customer.nps_survey";

/** What the survey follows, as the email names it. */
export type SurveyOccasion =
  | { trigger: Extract<SurveyTrigger, "request_completed">; reference: string }
  | { trigger: Extract<SurveyTrigger, "lead_won"> }
  | { trigger: Extract<SurveyTrigger, "policy_renewed">; line: string };

export interface SurveyEmailFacts {
  locale: Locale;
  /** How the email greets them: a first name, a customer's name, a business's contact. */
  greetingName: string;
  occasion: SurveyOccasion;
  /** The signed token of the survey's links (survey-token.ts). */
  token: string;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function surveyEmailContent(facts: SurveyEmailFacts, context: { agency: Agency; publicUrl: string }): EmailContent {
  const { locale, occasion } = facts;
  const { agency } = context;
  const t = translatorFor(locale);
  const lines = catalogueOf(locale).customer.lines as Record<string, string>;
  const after =
    occasion.trigger === "request_completed"
      ? t("survey.email.after.request_completed", { reference: occasion.reference })
      : occasion.trigger === "lead_won"
        ? t("survey.email.after.lead_won", { agency: agency.name })
        : t("survey.email.after.policy_renewed", { line: lowerFirst(lines[occasion.line] ?? occasion.line) });
  return {
    locale,
    subject: t("survey.email.subject", { agency: agency.name }),
    heading: t("survey.email.heading"),
    paragraphs: [...(facts.greetingName.trim() ? [t("emails.greeting", { name: facts.greetingName.trim() })] : []), after, t("survey.email.oneQuestion")],
    choices: {
      question: t("survey.email.question", { agency: agency.name }),
      items: SURVEY_SCORES.map((score) => ({ label: String(score), url: surveyUrl(context.publicUrl, locale, facts.token, score) })),
      low: t("survey.email.scaleLow"),
      high: t("survey.email.scaleHigh"),
    },
    closing: [t("survey.email.afterClick"), agency.name],
    footer: [agency.name, fullAddress(agency), `${agency.phone.display} · ${agency.emails.info}`, t("survey.email.why", { agency: agency.name })],
  };
}

/** Labels of the "Report a barrier" form on /accessibility: what the page needs, without zod. */
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";

/** The labels staff see (the inbox, the notification): English. */
export const accessibilityReportLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  page: "Which page or form?",
  problem: "What got in your way?",
  technology: "What were you using?",
} as const;

/** The form's labels in a page's language (the form, its error summary, the confirmation email); English is accessibilityReportLabels word for word. */
export function accessibilityReportLabelsIn(locale: Locale): Record<keyof typeof accessibilityReportLabels, string> {
  const { topic: _topic, ...labels } = catalogueOf(locale).accessibilityReport.labels;
  return labels;
}

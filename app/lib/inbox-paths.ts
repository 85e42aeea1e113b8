/** Where each form's submissions live in the back office (one place for links in emails and pages). */
export const leadForms = ["quotes", "claims", "applications", "pay-per-mile", "coverage-reviews", "messages"] as const;
export type LeadForm = (typeof leadForms)[number];

export function inboxPath(form: LeadForm, id?: string): string {
  return id ? `/admin/inbox/${form}/${encodeURIComponent(id)}` : `/admin/inbox/${form}`;
}

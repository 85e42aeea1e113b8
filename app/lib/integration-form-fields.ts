/**
 * The integrations back office's two forms (docs/integrations.md): "Create a token" and a webhook
 * subscription. Their fields' names and labels in form order (the error summary lists problems in
 * this order), the checkbox groups, and the limits the page states. Safe in the browser: the pages
 * read these, the server's schemas (app/server/integrations/integration-forms.ts) name the same fields.
 */

export const tokenFormLabels = {
  name: "Name",
  scopes: "What it may do",
  lifetime: "Expires after",
} as const;
export type TokenFormField = keyof typeof tokenFormLabels;
export const tokenFormLists = ["scopes"] as const;
export const MAX_TOKEN_NAME = 80;

export const subscriptionFormLabels = {
  url: "Address (URL)",
  events: "Events",
  renewingDays: "Days before renewal",
  description: "Description",
  includeText: "Include text customers wrote",
} as const;
export type SubscriptionFormField = keyof typeof subscriptionFormLabels;
export const subscriptionFormLists = ["events"] as const;
export const MAX_WEBHOOK_URL = 2000;
export const MAX_WEBHOOK_DESCRIPTION = 200;
export const MIN_RENEWING_DAYS = 1;
export const MAX_RENEWING_DAYS = 120;
export const DEFAULT_RENEWING_DAYS = 45;

/** What "Include text customers wrote" means, beside its checkbox. */
export const includeTextExplanation =
  "Off: payloads carry ids, links and short facts only, and the receiver fetches the rest through the API. On: they also carry what a customer typed (a service request's message), which then leaves the agency's systems for the receiver's.";

/** The form's parts: a field per ticked event besides the few others. */
export const SUBSCRIPTION_FORM_MAX_PARTS = 30;

export const INTEGRATIONS_PATH = "/admin/integrations";
export const NEW_SUBSCRIPTION_PATH = "/admin/integrations/webhooks/new";
export const API_REFERENCE_PATH = "/admin/integrations/api";
export const subscriptionPath = (id: string) => `/admin/integrations/webhooks/${encodeURIComponent(id)}`;

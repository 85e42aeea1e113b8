/**
 * What integrations may do and hear (docs/integrations.md): the API tokens' scopes and the
 * webhook events, with the words the back office shows. Safe in the browser.
 */

export const apiScopes = [
  { value: "leads:read", label: "Read leads" },
  { value: "leads:write", label: "Write leads (stage, owner, follow-up)" },
  { value: "customers:read", label: "Read customers and policies" },
  { value: "service_requests:read", label: "Read service requests" },
  { value: "notes:write", label: "Write notes" },
] as const;
export type ApiScope = (typeof apiScopes)[number]["value"];

export function isApiScope(value: unknown): value is ApiScope {
  return apiScopes.some((s) => s.value === value);
}

export const webhookEvents = [
  { value: "lead.created", label: "A lead arrived (any website form)" },
  { value: "lead.stage_changed", label: "A lead's stage changed" },
  { value: "lead.won", label: "A lead was won" },
  { value: "service_request.created", label: "A service request was sent" },
  { value: "service_request.updated", label: "A service request changed (status, reply, owner)" },
  { value: "policy.created", label: "A policy was added" },
  { value: "policy.renewing", label: "A policy renews soon (N days before)" },
  { value: "claim.created", label: "A claim was reported" },
  { value: "privacy_request.created", label: "A privacy request arrived" },
  { value: "booking.created", label: "An appointment was booked" },
  { value: "booking.changed", label: "An appointment moved, was cancelled, or was marked held or a no-show" },
] as const;
export type WebhookEvent = (typeof webhookEvents)[number]["value"];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return webhookEvents.some((e) => e.value === value);
}

/** Lifetimes an admin can give a token, in days; null never expires. */
export const tokenLifetimes = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "never", label: "Never (revoke it when it is no longer used)" },
] as const;

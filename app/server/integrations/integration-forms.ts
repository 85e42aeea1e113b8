/**
 * The integrations back office's forms, checked on the server (docs/integrations.md#tokens,
 * docs/integrations.md#webhooks): "Create a token" (a name, at least one scope, a lifetime) and a
 * webhook subscription (an address, at least one event, a description, whether payloads carry what
 * customers wrote, and the days before a renewal for policy.renewing). Each message says what to
 * do and the page shows it beside its field, with every typed value back. The address's own rules
 * (https, no private network) are the domain's: webhook-subscriptions.ts answers them per field.
 */
import { z } from "zod";
import { apiScopes, tokenLifetimes, webhookEvents, type ApiScope, type WebhookEvent } from "../../lib/integrations.ts";
import {
  DEFAULT_RENEWING_DAYS,
  MAX_RENEWING_DAYS,
  MAX_TOKEN_NAME,
  MAX_WEBHOOK_DESCRIPTION,
  MAX_WEBHOOK_URL,
  MIN_RENEWING_DAYS,
} from "../../lib/integration-form-fields.ts";
import { optionValues } from "../../lib/schemas/options.ts";
import type { NewApiToken } from "./api-tokens.ts";
import type { SubscriptionInput } from "./webhook-subscriptions.ts";

const renewingDaysMessage = `Please enter a whole number of days from ${MIN_RENEWING_DAYS} to ${MAX_RENEWING_DAYS}, for example ${DEFAULT_RENEWING_DAYS}.`;

export const apiTokenFormSchema = z
  .object({
    name: z
      .string({ error: "Please name the token after the integration that will use it, for example “Agency management system”." })
      .trim()
      .min(1, "Please name the token after the integration that will use it, for example “Agency management system”.")
      .max(MAX_TOKEN_NAME, `Please keep the name under ${MAX_TOKEN_NAME} characters.`),
    scopes: z
      .array(z.enum(optionValues(apiScopes), { error: "Please choose what the token may do from the list." }))
      .max(apiScopes.length)
      .default([])
      .refine((list) => list.length > 0, "Please choose at least one thing the token may do.")
      .transform((list) => [...new Set(list)] as ApiScope[]),
    lifetime: z.enum(optionValues(tokenLifetimes), { error: "Please choose when the token expires." }),
  })
  .transform(({ name, scopes, lifetime }): NewApiToken => ({ name, scopes, lifetimeDays: lifetime === "never" ? null : Number(lifetime) }));

export const webhookSubscriptionFormSchema = z
  .object({
    url: z
      .string({ error: "Please enter the address that receives the events, starting with https://." })
      .trim()
      .min(1, "Please enter the address that receives the events, starting with https://.")
      .max(MAX_WEBHOOK_URL, `Please keep the address under ${MAX_WEBHOOK_URL.toLocaleString("en-US")} characters.`),
    events: z
      .array(z.enum(optionValues(webhookEvents), { error: "Please choose the events from the list." }))
      .max(webhookEvents.length)
      .default([])
      .refine((list) => list.length > 0, "Please choose at least one event.")
      .transform((list) => [...new Set(list)] as WebhookEvent[]),
    renewingDays: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : String(DEFAULT_RENEWING_DAYS)))
      .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= MIN_RENEWING_DAYS && Number(v) <= MAX_RENEWING_DAYS, renewingDaysMessage)
      .transform(Number),
    description: z
      .string()
      .max(MAX_WEBHOOK_DESCRIPTION, `Please keep the description under ${MAX_WEBHOOK_DESCRIPTION} characters.`)
      .optional()
      .transform((v) => (v ?? "").trim().replace(/\s*[\r\n]+\s*/g, " ")),
    // A checkbox: present ("on") when ticked, absent otherwise.
    includeText: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "1" || v === "true"),
  })
  .transform((v): SubscriptionInput => ({ url: v.url, events: v.events, renewingDays: v.renewingDays, description: v.description, includeText: v.includeText }));

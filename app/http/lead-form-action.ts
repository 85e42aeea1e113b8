/**
 * The action of a public lead form (app/server/forms/lead-form.ts describes the steps): the
 * reading steps (receive-form.ts), the honeypot, then the form's own store function, and a
 * redirect to the confirmation in the page's language (post/redirect/get).
 */
import type { z } from "zod";
import { redirect } from "react-router";
import { isBot } from "../lib/field-schemas.ts";
import { localeOfUrl } from "../lib/i18n/locale.ts";
import { localizedHref } from "../lib/i18n/spanish-twins.ts";
import type { LeadFormDefinition } from "../server/forms/lead-form.ts";
import { readVisitSource } from "../server/pipeline/visit-source-cookie.ts";
import { requestInfoOf, servicesOf, type RouteContext } from "./context.ts";
import { notStored, pageUrlOf, receiveForm } from "./receive-form.ts";

/** Runs a lead form's action: see the steps at the top of app/server/forms/lead-form.ts. */
export async function submitLeadForm<Schema extends z.ZodType>(
  form: LeadFormDefinition<Schema>,
  { request, context }: { request: Request; context: RouteContext },
) {
  const services = servicesOf(context);
  const { clientIp } = requestInfoOf(context);
  const locale = localeOfUrl(request.url);
  const intake = form.schemaFor ? { ...form, schema: form.schemaFor(locale) } : form;
  return receiveForm(intake, { request, services, clientIp }, async ({ data: input, values, files }) => {
    if (isBot(input as { "bot-field"?: string })) return redirect(localizedHref(form.confirmationPath, locale), 303);
    try {
      const visit = { source: readVisitSource(request.headers.get("cookie")), pageUrl: pageUrlOf(request, services.env.PUBLIC_URL) };
      const confirmation = await form.store(services, input, files, visit);
      services.kickOutbox();
      // A Spanish page's visitor goes on to the Spanish confirmation.
      return redirect(localizedHref(confirmation, locale), 303);
    } catch (error) {
      return notStored(form.noun, error, services, locale, values);
    }
  });
}

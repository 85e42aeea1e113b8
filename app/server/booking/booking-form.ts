/**
 * The booking form's reading steps (app/http/receive-form.ts): its rate-limit bucket
 * `form:booking`, its schema in the page's language, its fields and a small body. Here, on the
 * server, so the page's browser bundle never carries the schema (zod).
 */
import type { Locale } from "../../lib/i18n/locale.ts";
import { bookingLabels, bookingSchema } from "../../lib/schemas/booking.ts";
import type { FormIntake } from "../forms/lead-form.ts";

export function bookingIntake(locale: Locale): FormIntake<ReturnType<typeof bookingSchema>> {
  return {
    name: "booking",
    schema: bookingSchema(locale),
    labels: { ...bookingLabels, timeZone: "Time zone" },
    maxBytes: 32 * 1024,
  };
}

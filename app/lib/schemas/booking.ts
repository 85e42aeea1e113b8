/**
 * The booking form (docs/product.md#booking-a-call): the chosen time (its UTC instant, as the
 * page's radio buttons post it), who is booking and what about. The browser's time zone comes
 * along when the page's script could read it. Messages in the page's language.
 */
import { z } from "zod";
import { botField, fieldRules } from "../field-schemas.ts";
import type { Locale } from "../i18n/locale.ts";
import { BOOKING_TOPIC_MAX, SLOT_PATTERN } from "./booking-fields.ts";

export * from "./booking-fields.ts";

function schemaIn(locale: Locale) {
  const { t, requiredText, email, phone } = fieldRules(locale);
  return z.object({
    slot: z
      .string({ error: t("booking.errors.slot") })
      .trim()
      .regex(SLOT_PATTERN, t("booking.errors.slot"))
      .refine((value) => !Number.isNaN(Date.parse(value)), t("booking.errors.slot")),
    firstName: requiredText(t("booking.errors.firstName"), 100),
    lastName: requiredText(t("booking.errors.lastName"), 100),
    email,
    phone,
    topic: requiredText(t("booking.errors.topic"), BOOKING_TOPIC_MAX),
    // Only a well-formed zone name is kept; anything else is dropped, never refused (the field is the page script's).
    timeZone: z
      .string()
      .optional()
      .transform((value) => (value && /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value) && value.length <= 64 && isKnownZone(value) ? value : null)),
    "bot-field": botField,
  });
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

export function bookingSchema(locale: Locale) {
  return schemas[locale];
}

export type BookingInput = z.output<ReturnType<typeof schemaIn>>;

/**
 * "Request a callback" at the help desk (docs/product.md#help-desk): a name, a phone number
 * and what the visitor wants to talk about. Its messages are in the page's language, so the
 * schema is made per language.
 */
import { z } from "zod";
import { botField, formatUsPhone } from "../field-schemas.ts";
import { translatorFor } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import { CALLBACK_QUESTION_MAX } from "./callback-request-fields.ts";

export * from "./callback-request-fields.ts";

function schemaIn(locale: Locale) {
  const t = translatorFor(locale);
  const text = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, t("forms.tooLong", { max }));
  return z.object({
    firstName: text(t("help.callback.errors.firstName"), 100),
    lastName: text(t("help.callback.errors.lastName"), 100),
    phone: z
      .string({ error: t("help.callback.errors.phone") })
      .trim()
      .transform((value) => value.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, ""))
      .refine((digits) => /^\d{10}$/.test(digits), t("help.callback.errors.phone"))
      .transform(formatUsPhone),
    bestTime: z.string().trim().max(200, t("forms.tooLong", { max: 200 })).optional().transform((value) => value || null),
    question: text(t("help.callback.errors.question"), CALLBACK_QUESTION_MAX),
    "bot-field": botField,
  });
}

const schemas = { en: schemaIn("en"), es: schemaIn("es") };

export function callbackRequestSchema(locale: Locale) {
  return schemas[locale];
}

export type CallbackRequestInput = z.output<ReturnType<typeof schemaIn>>;

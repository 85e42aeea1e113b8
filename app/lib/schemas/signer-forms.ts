/**
 * The forms of the signer's page and of the verification page (docs/product.md#signing-a-document),
 * one schema each. The values a signer fills in are checked by the signing rules
 * (app/server/signing/signing-rules.ts `acceptFieldValue`); these read the posts' fixed parts.
 */
import { z } from "zod";
import type { Locale } from "../i18n/locale.ts";
import { translatorFor } from "../i18n/i18n.ts";

export const SIGNER_INTENTS = ["send-code", "verify-code", "consent", "sign", "decline"] as const;
export type SignerIntent = (typeof SIGNER_INTENTS)[number];

export const signerIntentSchema = z.enum(SIGNER_INTENTS);

export function codeFormSchema(locale: Locale) {
  const t = translatorFor(locale);
  return z.object({ code: z.string().trim().min(1, t("signer.code.missing")).max(20, t("signer.code.missing")) });
}

export function consentFormSchema(locale: Locale) {
  const t = translatorFor(locale);
  return z.object({ agree: z.literal("yes", t("signer.consent.required")), version: z.string().max(40) });
}

export function declineFormSchema(locale: Locale) {
  const t = translatorFor(locale);
  return z.object({ reason: z.string().trim().min(1, t("signer.decline.required")).max(1000, t("signer.decline.tooLong")) });
}

export function verifyFormSchema(locale: Locale) {
  const t = translatorFor(locale);
  return z.object({
    sha256: z
      .string()
      .trim()
      .transform((value) => value.toLowerCase())
      .refine((value) => value === "" || /^[0-9a-f]{64}$/.test(value), t("verify.badHash")),
  });
}

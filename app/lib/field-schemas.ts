/**
 * Field rules shared by every form's schema (and so by the server and the page).
 * Messages say what to do, in the visitor's words.
 */
import { z } from "zod";
import { MARKETING_CONSENT_VALUE } from "./consent.ts";
import { translatorFor } from "./i18n/i18n.ts";
import { INTL_LOCALE, type Locale } from "./i18n/locale.ts";

export const US_STATES = ["NV", "CA", "AZ", "UT"] as const;
export const US_STATE_NAMES: Record<(typeof US_STATES)[number], string> = {
  NV: "Nevada",
  CA: "California",
  AZ: "Arizona",
  UT: "Utah",
};

/** A required single-line text; `what` completes "Please enter …". */
export function requiredText(what: string, max = 200) {
  return z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(1, `Please enter ${what}.`)
    .max(max, `Please keep this under ${max.toLocaleString("en-US")} characters.`);
}

/** An optional text: empty becomes null. */
export function optionalText(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, `Please keep this under ${max.toLocaleString("en-US")} characters.`)
    .optional()
    .transform((v) => (v ? v : null));
}

export const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "Please enter a shorter email address.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."))
  .transform((v) => v.toLowerCase());

/** The digits of a US phone number as typed, without a leading country code 1. */
const usPhoneDigits = (v: string) => v.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
/** Ten digits as the forms store a number: (702) 555-0100. */
export const formatUsPhone = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;

/** A US phone number in any common form; stored as (702) 555-0100. */
export const phone = z
  .string({ error: "Please enter your phone number." })
  .trim()
  .min(1, "Please enter your phone number.")
  .max(30, "Please enter a 10-digit phone number.")
  .transform(usPhoneDigits)
  .refine((digits) => /^\d{10}$/.test(digits), "Please enter a 10-digit phone number, like (702) 555-0100.")
  .transform(formatUsPhone);

/** An email address that may be left empty ("" then); a typed one must be valid. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254, "Please enter a shorter email address.")
  .optional()
  .transform((v) => (v ?? "").toLowerCase())
  .pipe(z.union([z.literal(""), z.email("Please enter a valid email address, like name@example.com.")]));

/** A phone number that may be left empty ("" then); a typed one must be a US number, stored as (702) 555-0100. */
export const optionalPhone = z
  .string()
  .trim()
  .max(30, "Please enter a 10-digit phone number.")
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || /^\d{10}$/.test(usPhoneDigits(v)), "Please enter a 10-digit phone number, like (702) 555-0100.")
  .transform((v) => (v ? formatUsPhone(usPhoneDigits(v)) : ""));

export const zip = z
  .string({ error: "Please enter your ZIP code." })
  .trim()
  .min(1, "Please enter your ZIP code.")
  .regex(/^\d{5}(-\d{4})?$/, "Please enter a 5-digit ZIP code, like 89118.");

export const usState = z.enum(US_STATES, { error: "Please choose a state." });

/** One of a fixed list of options (select, radio). */
export function choice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

/** The honeypot: real visitors never see or fill it. */
export const botField = z.string().optional();

/** The optional marketing box (app/lib/consent.ts): ticked is true; an unticked box posts nothing. */
export const marketingConsent = z
  .string()
  .optional()
  .transform((value) => value === MARKETING_CONSENT_VALUE);

/** True when a bot filled the honeypot: answer as usual, store and send nothing. */
export function isBot(values: { "bot-field"?: string | null }): boolean {
  return !!values["bot-field"]?.trim();
}

/** Who is writing: the first four fields of the claim, careers and pay-per-mile forms. */
export const contactFields = {
  firstName: requiredText("your first name", 100),
  lastName: requiredText("your last name", 100),
  email,
  phone,
};

/** A mailing address in one of the states we serve (careers and pay-per-mile forms). */
export const mailingAddressFields = {
  address: requiredText("your street address", 200),
  city: requiredText("your city", 100),
  state: usState,
  zipCode: zip,
};

/**
 * A form that needs an email address or a phone number, at least one (the contact form, the
 * barrier report): `.superRefine(...emailOrPhoneRequired(message))`. The message goes on the email
 * field; it is checked with the other fields (every problem at once), but not when either one was
 * typed, since that one then has its own message if it is wrong.
 */
export function emailOrPhoneRequired(message: string) {
  return [
    (v: { email: string; phone: string }, ctx: z.RefinementCtx) => {
      if (!v.email && !v.phone) ctx.addIssue({ code: "custom", path: ["email"], message });
    },
    {
      when: (payload: { value: unknown }) => {
        const v = payload.value as { email?: unknown; phone?: unknown } | undefined;
        return v?.email === "" && v?.phone === "";
      },
    },
  ] as const;
}

/**
 * The same rules with their messages in a page's language, for the public forms shown in both
 * languages (each builds its schema per language with these). The English messages are the
 * ones above, word for word: the catalogue's `forms.field` section holds both.
 */
export function fieldRules(locale: Locale) {
  const t = translatorFor(locale);
  const tooLong = (max: number) => t("forms.tooLong", { max: max.toLocaleString(INTL_LOCALE[locale]) });
  /** A required single-line text with its whole message ("Please enter your first name."). */
  const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
  const optionalText = (max = 2000) =>
    z
      .string()
      .trim()
      .max(max, tooLong(max))
      .optional()
      .transform((v) => (v ? v : null));
  const emailInvalid = t("forms.field.emailInvalid");
  const phoneInvalid = t("forms.field.phoneInvalid");
  const email = z
    .string({ error: t("forms.field.email") })
    .trim()
    .min(1, t("forms.field.email"))
    .max(254, t("forms.field.emailTooLong"))
    .pipe(z.email(emailInvalid))
    .transform((v) => v.toLowerCase());
  const phone = z
    .string({ error: t("forms.field.phone") })
    .trim()
    .min(1, t("forms.field.phone"))
    .max(30, t("forms.field.phoneTooLong"))
    .transform(usPhoneDigits)
    .refine((digits) => /^\d{10}$/.test(digits), phoneInvalid)
    .transform(formatUsPhone);
  const optionalEmail = z
    .string()
    .trim()
    .max(254, t("forms.field.emailTooLong"))
    .optional()
    .transform((v) => (v ?? "").toLowerCase())
    .pipe(z.union([z.literal(""), z.email(emailInvalid)]));
  const optionalPhone = z
    .string()
    .trim()
    .max(30, t("forms.field.phoneTooLong"))
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || /^\d{10}$/.test(usPhoneDigits(v)), phoneInvalid)
    .transform((v) => (v ? formatUsPhone(usPhoneDigits(v)) : ""));
  const zip = z
    .string({ error: t("forms.field.zip") })
    .trim()
    .min(1, t("forms.field.zip"))
    .regex(/^\d{5}(-\d{4})?$/, t("forms.field.zipInvalid"));
  const usState = z.enum(US_STATES, { error: t("forms.field.state") });
  return {
    t,
    requiredText,
    optionalText,
    email,
    phone,
    optionalEmail,
    optionalPhone,
    zip,
    usState,
    /** One of a fixed list of options (select, radio), with the message when none is chosen. */
    choice: <const T extends readonly [string, ...string[]]>(options: T, message: string) => z.enum(options, { error: message }),
    /** Who is writing: the first four fields of the claim, careers and pay-per-mile forms. */
    contactFields: {
      firstName: requiredText(t("forms.field.firstName"), 100),
      lastName: requiredText(t("forms.field.lastName"), 100),
      email,
      phone,
    },
    /** A mailing address in one of the states we serve (careers and pay-per-mile forms). */
    mailingAddressFields: {
      address: requiredText(t("forms.field.address"), 200),
      city: requiredText(t("forms.field.city"), 100),
      state: usState,
      zipCode: zip,
    },
  };
}

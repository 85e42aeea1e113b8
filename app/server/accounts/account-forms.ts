/**
 * The account forms' schemas, one per form, used by the route actions (server-side
 * validation is the authority) and named by the pages for their error summaries.
 * Passwords are never trimmed or sent back to the page. Their messages are in the page's
 * language, so each set is made per language (`accountFormsFor`); the English exports are
 * the English set.
 */
import { z } from "zod";
import { fieldRules } from "../../lib/field-schemas.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { MAX_PASSWORD_LENGTH, passwordMessage, passwordProblem } from "./password-policy.ts";

function formsIn(locale: Locale) {
  const { t, email } = fieldRules(locale);
  const passwordMissing = t("accounts.errors.passwordMissing");
  /** A password being typed to sign in: anything non-empty (the rule is checked when it is set). */
  const currentPassword = z
    .string({ error: passwordMissing })
    .min(1, passwordMissing)
    .max(MAX_PASSWORD_LENGTH * 4, passwordMessage("tooLong", locale));

  /** A new password: the password rule of password-policy.ts. */
  const newPassword = z.string({ error: passwordMessage("required", locale) }).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: passwordMessage(problem, locale) });
  });

  const signInForm = z.object({ email, password: currentPassword });
  /**
   * The rule's checks that need the account's address, next to the password field. (The
   * agency's name is checked by better-auth's hook, which knows the configuration; auth.ts.)
   */
  const signUpForm = z.object({ email, password: newPassword }).superRefine((form, ctx) => {
    if (passwordProblem(form.password, { email: form.email }) === "containsEmail") {
      ctx.addIssue({ code: "custom", path: ["password"], message: passwordMessage("containsEmail", locale) });
    }
  });
  /** "Send a new confirmation link" (after an unconfirmed sign-in, or from an expired link). */
  const resendConfirmationForm = z.object({ email });
  const forgotPasswordForm = z.object({ email });
  const tokenMissing = t("accounts.errors.tokenMissing");
  const resetPasswordForm = z
    .object({
      token: z.string({ error: tokenMissing }).min(1, tokenMissing),
      password: newPassword,
      confirmPassword: z.string({ error: t("accounts.errors.confirmPasswordMissing") }),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ["confirmPassword"],
      message: t("accounts.errors.passwordsDiffer"),
    });
  return { newPassword, signInForm, signUpForm, resendConfirmationForm, forgotPasswordForm, resetPasswordForm };
}

export type AccountForms = ReturnType<typeof formsIn>;

const forms: Record<Locale, AccountForms> = { en: formsIn("en"), es: formsIn("es") };

/** The account forms' schemas with their messages in `locale`. */
export function accountFormsFor(locale: Locale): AccountForms {
  return forms[locale];
}

export const { newPassword, signInForm, signUpForm, resendConfirmationForm, forgotPasswordForm, resetPasswordForm } = forms.en;

export type SignInForm = z.infer<typeof signInForm>;
export type SignUpForm = z.infer<typeof signUpForm>;

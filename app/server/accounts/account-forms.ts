/**
 * The account forms' schemas, one per form, used by the route actions (server-side
 * validation is the authority) and named by the pages for their error summaries.
 * Passwords are never trimmed or sent back to the page.
 */
import { z } from "zod";
import { email } from "../../lib/field-schemas.ts";
import { MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES, passwordProblem } from "./password-policy.ts";

/** A password being typed to sign in: anything non-empty (the rule is checked when it is set). */
const currentPassword = z
  .string({ error: "Please enter your password." })
  .min(1, "Please enter your password.")
  .max(MAX_PASSWORD_LENGTH * 4, PASSWORD_MESSAGES.tooLong);

/** A new password: the password rule of password-policy.ts. */
export const newPassword = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES[problem] });
});

export const signInForm = z.object({ email, password: currentPassword });
/**
 * The rule's checks that need the account's address, next to the password field. (The
 * agency's name is checked by better-auth's hook, which knows the configuration; auth.ts.)
 */
export const signUpForm = z.object({ email, password: newPassword }).superRefine((form, ctx) => {
  if (passwordProblem(form.password, { email: form.email }) === "containsEmail") {
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_MESSAGES.containsEmail });
  }
});
/** "Send a new confirmation link" (after an unconfirmed sign-in, or from an expired link). */
export const resendConfirmationForm = z.object({ email });
export const forgotPasswordForm = z.object({ email });
export const resetPasswordForm = z
  .object({
    token: z.string({ error: "This link is incomplete." }).min(1, "This link is incomplete."),
    password: newPassword,
    confirmPassword: z.string({ error: "Please type the new password again." }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match. Please type the same password twice.",
  });

export type SignInForm = z.infer<typeof signInForm>;
export type SignUpForm = z.infer<typeof signUpForm>;

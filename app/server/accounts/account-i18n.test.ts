/**
 * The sign-in screens' messages in both languages (app/lib/i18n/messages/accounts.ts): the English
 * ones are the product's words, unchanged; the Spanish schemas and refusals say the same in Spanish.
 */
import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../lib/form-data.ts";
import { afterSignInPath, safeNextPath } from "../../lib/sign-in-next.ts";
import { accountFormsFor } from "./account-forms.ts";
import { AUTH_MESSAGES, authMessage, describeAuthError } from "./auth-messages.ts";
import { tooManyAttemptsMessage } from "./auth-rate-limits.ts";
import { PASSWORD_ERROR_CODES, PASSWORD_MESSAGES, passwordMessage, type PasswordProblem } from "./password-policy.ts";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

describe("the English messages", () => {
  it("are the product's words, word for word", () => {
    for (const problem of Object.keys(PASSWORD_MESSAGES) as PasswordProblem[]) {
      expect(passwordMessage(problem, "en"), problem).toBe(PASSWORD_MESSAGES[problem]);
    }
    for (const key of Object.keys(AUTH_MESSAGES) as (keyof typeof AUTH_MESSAGES)[]) {
      expect(authMessage(key, "en"), key).toBe(AUTH_MESSAGES[key]);
    }
    expect(tooManyAttemptsMessage(30)).toBe("Too many attempts. For your security, please wait 1 minute and try again.");
    expect(tooManyAttemptsMessage(601, "en")).toBe("Too many attempts. For your security, please wait 11 minutes and try again.");
  });
});

describe("the account forms in Spanish", () => {
  const es = accountFormsFor("es");

  it("ask for the address and the password in Spanish", () => {
    const parsed = parseForm(es.signInForm, form({ email: "", password: "" }));
    expect(parsed.ok || parsed.errors).toEqual({ email: "Por favor escriba su correo electrónico.", password: "Por favor escriba su contraseña." });
    const invalid = parseForm(es.forgotPasswordForm, form({ email: "ana@" }));
    expect(invalid.ok || invalid.errors.email).toBe("Por favor escriba un correo electrónico válido, como nombre@ejemplo.com.");
  });

  it("explain the password rule in Spanish, next to the password", () => {
    const cases: [string, string, RegExp][] = [
      ["ana@example.com", "abc", /^Por favor use al menos 8 caracteres\.$/],
      ["ana@example.com", "Password123", /demasiado común/],
      ["ana@example.com", "        ", /no solo espacios/],
      ["ana@example.com", "abababab", /repite los mismos pocos caracteres/],
      ["ana.lopez@example.com", "AnaLopez-2024", /su correo electrónico, ni la parte antes de la @/],
    ];
    for (const [email, password, message] of cases) {
      const parsed = parseForm(es.signUpForm, form({ email, password }));
      expect(parsed.ok || parsed.errors.password, password).toMatch(message);
    }
    const mismatch = parseForm(es.resetPasswordForm, form({ token: "t", password: "a quiet harbor lamp", confirmPassword: "a quiet harbor" }));
    expect(mismatch.ok || mismatch.errors.confirmPassword).toBe("Las dos contraseñas no coinciden. Por favor escriba la misma contraseña dos veces.");
    const noToken = parseForm(es.resetPasswordForm, form({ token: "", password: "a quiet harbor lamp", confirmPassword: "a quiet harbor lamp" }));
    expect(noToken.ok || noToken.errors.token).toBe("Este enlace está incompleto.");
  });

  it("keep the English messages of the English forms", () => {
    const parsed = parseForm(accountFormsFor("en").signInForm, form({ email: "", password: "" }));
    expect(parsed.ok || parsed.errors).toEqual({ email: "Please enter your email address.", password: "Please enter your password." });
  });
});

describe("better-auth's refusals", () => {
  const apiError = (code: string) => new APIError("BAD_REQUEST", { code, message: "internal words" });

  it("are told in the page's language, never in better-auth's words", () => {
    expect(describeAuthError(apiError("INVALID_EMAIL_OR_PASSWORD"), "es")).toEqual({
      kind: "wrong-credentials",
      message: "El correo electrónico o la contraseña no son correctos. Inténtelo de nuevo, o restablezca su contraseña.",
    });
    expect(describeAuthError(apiError("EMAIL_NOT_VERIFIED"), "es").message).toMatch(/^Por favor confirme su correo electrónico/);
    expect(describeAuthError(apiError("ACCOUNT_DISABLED"), "es").message).toMatch(/^Esta cuenta está desactivada/);
    expect(describeAuthError(apiError("TOKEN_EXPIRED"), "es").message).toBe("Este enlace venció o ya se usó.");
    expect(describeAuthError(apiError("SOMETHING_NEW"), "es").message).toBe("Algo salió mal de nuestro lado. Por favor inténtelo de nuevo en un momento.");
    for (const problem of Object.keys(PASSWORD_ERROR_CODES) as PasswordProblem[]) {
      const message = describeAuthError(apiError(PASSWORD_ERROR_CODES[problem]), "es").message;
      expect(message, problem).toBe(passwordMessage(problem, "es"));
      expect(message, problem).toMatch(/^(Por favor|Esta contraseña)/);
    }
  });

  it("and the rate limit's wait is in Spanish, with its plural", () => {
    expect(tooManyAttemptsMessage(30, "es")).toBe("Demasiados intentos. Por su seguridad, espere 1 minuto e inténtelo de nuevo.");
    expect(tooManyAttemptsMessage(601, "es")).toBe("Demasiados intentos. Por su seguridad, espere 11 minutos e inténtelo de nuevo.");
  });
});

describe("after signing in on a Spanish page", () => {
  it("a customer goes to the Spanish dashboard, the team to the English one, and a `next` wins", () => {
    expect(afterSignInPath(null, { locale: "es" })).toBe("/es/dashboard");
    expect(afterSignInPath(null, { locale: "es", team: true })).toBe("/dashboard");
    expect(afterSignInPath(null, { locale: "en" })).toBe("/dashboard");
    expect(afterSignInPath("/es/dashboard/policies", { locale: "es" })).toBe("/es/dashboard/policies");
  });

  it("never comes back to the sign-in screen in either language", () => {
    expect(safeNextPath("/es/login?next=/es/dashboard")).toBeNull();
    expect(afterSignInPath("/es/login", { locale: "es" })).toBe("/es/dashboard");
  });
});

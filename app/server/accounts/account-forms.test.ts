import { describe, expect, it } from "vitest";
import { parseForm } from "../../lib/form-data.ts";
import { resetPasswordForm, signInForm, signUpForm } from "./account-forms.ts";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

describe("account form schemas", () => {
  it("signs in with any non-empty password, and a normalised email", () => {
    const parsed = parseForm(signInForm, form({ email: " Jane@Example.COM ", password: "x" }));
    expect(parsed).toMatchObject({ ok: true, data: { email: "jane@example.com", password: "x" } });
  });

  it("explains a missing email or password next to each field", () => {
    const parsed = parseForm(signInForm, form({ email: "", password: "" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.email).toMatch(/enter your email/);
      expect(parsed.errors.password).toMatch(/enter your password/);
    }
  });

  it("applies the password rule to new accounts", () => {
    const short = parseForm(signUpForm, form({ email: "jane@example.com", password: "abc" }));
    const common = parseForm(signUpForm, form({ email: "jane@example.com", password: "Password123" }));
    expect(short.ok || short.errors.password).toMatch(/at least 8 characters/);
    expect(common.ok || common.errors.password).toMatch(/too common/);
    expect(parseForm(signUpForm, form({ email: "jane@example.com", password: "a quiet harbor lamp" })).ok).toBe(true);
  });

  it("refuses spaces only, a repeated character and the address itself next to the password field", () => {
    const spaces = parseForm(signUpForm, form({ email: "jane.doe@example.com", password: "        " }));
    const repeated = parseForm(signUpForm, form({ email: "jane.doe@example.com", password: "aaaaaaaa" }));
    const ownAddress = parseForm(signUpForm, form({ email: "Jane.Doe@Example.com", password: "jane.doe@example.com" }));
    const localPart = parseForm(signUpForm, form({ email: "jane.doe@example.com", password: "JaneDoe-2024" }));
    expect(spaces.ok || spaces.errors.password).toMatch(/not only spaces/);
    expect(repeated.ok || repeated.errors.password).toMatch(/repeats the same few characters/);
    expect(ownAddress.ok || ownAddress.errors.password).toMatch(/email address/);
    expect(localPart.ok || localPart.errors.password).toMatch(/email address/);
    expect(parseForm(resetPasswordForm, form({ token: "t", password: "bbbbbbbb", confirmPassword: "bbbbbbbb" })).ok).toBe(false);
  });

  it("keeps passwords exactly as typed (no trimming)", () => {
    const parsed = parseForm(signUpForm, form({ email: "jane@example.com", password: "  spaced out words  " }));
    expect(parsed.ok && parsed.data.password).toBe("  spaced out words  ");
  });

  it("needs the new password twice, the same", () => {
    const mismatch = parseForm(resetPasswordForm, form({ token: "t", password: "a quiet harbor lamp", confirmPassword: "a quiet harbor lamb" }));
    expect(mismatch.ok || mismatch.errors.confirmPassword).toMatch(/do not match/);
    expect(parseForm(resetPasswordForm, form({ token: "t", password: "a quiet harbor lamp", confirmPassword: "a quiet harbor lamp" })).ok).toBe(true);
  });
});

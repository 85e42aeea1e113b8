import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, describeAuthError } from "./auth-messages.ts";
import { PASSWORD_MESSAGES } from "./password-policy.ts";

const apiError = (status: "UNAUTHORIZED" | "FORBIDDEN" | "BAD_REQUEST", code: string) => new APIError(status, { code, message: code });

describe("describeAuthError", () => {
  it("turns better-auth's codes into plain messages", () => {
    expect(describeAuthError(apiError("UNAUTHORIZED", "INVALID_EMAIL_OR_PASSWORD"))).toEqual({ kind: "wrong-credentials", message: AUTH_MESSAGES.wrongCredentials });
    expect(describeAuthError(apiError("FORBIDDEN", "EMAIL_NOT_VERIFIED")).kind).toBe("unconfirmed");
    expect(describeAuthError(apiError("FORBIDDEN", "ACCOUNT_DISABLED")).kind).toBe("disabled");
    expect(describeAuthError(apiError("BAD_REQUEST", "INVALID_TOKEN")).message).toBe(AUTH_MESSAGES.linkInvalid);
    expect(describeAuthError(apiError("BAD_REQUEST", "PASSWORD_TOO_COMMON"))).toMatchObject({ kind: "password", message: expect.stringMatching(/too common/) });
  });

  it("puts every refusal of the password rule next to the password field, in plain words", () => {
    expect(describeAuthError(apiError("BAD_REQUEST", "PASSWORD_CONTAINS_EMAIL"))).toEqual({ kind: "password", message: PASSWORD_MESSAGES.containsEmail });
    expect(describeAuthError(apiError("BAD_REQUEST", "PASSWORD_CONTAINS_SITE_NAME"))).toEqual({ kind: "password", message: PASSWORD_MESSAGES.containsSiteName });
    expect(describeAuthError(apiError("BAD_REQUEST", "PASSWORD_REPEATED"))).toEqual({ kind: "password", message: PASSWORD_MESSAGES.repeated });
    expect(describeAuthError(apiError("BAD_REQUEST", "PASSWORD_ONLY_SPACES"))).toEqual({ kind: "password", message: PASSWORD_MESSAGES.onlySpaces });
    expect(describeAuthError(apiError("BAD_REQUEST", "PASSWORD_TOO_SHORT"))).toEqual({ kind: "password", message: PASSWORD_MESSAGES.tooShort });
  });

  it("never shows an unknown internal message", () => {
    expect(describeAuthError(apiError("BAD_REQUEST", "SOMETHING_NEW"))).toEqual({ kind: "unexpected", message: AUTH_MESSAGES.unexpected });
  });

  it("rethrows errors that are not better-auth's", () => {
    expect(() => describeAuthError(new Error("database is down"))).toThrow("database is down");
  });
});

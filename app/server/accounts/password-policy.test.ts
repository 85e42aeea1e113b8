import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords.ts";
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES, commonPasswordSet, isCommonPassword, passwordProblem } from "./password-policy.ts";

describe("the common-password list", () => {
  const lines = COMMON_PASSWORDS_TEXT.split("\n").filter(Boolean);

  it("holds exactly 10,000 distinct entries", () => {
    expect(lines).toHaveLength(10_000);
    expect(commonPasswordSet().size).toBe(10_000);
  });

  it("is lower-case, one password per line, without spaces", () => {
    for (const line of lines) {
      expect(line).toBe(line.toLowerCase());
      expect(line).toMatch(/^[\x21-\x7e]+$/);
    }
  });

  it("starts with the best-known leaked passwords", () => {
    expect(lines.slice(0, 6)).toEqual(["123456", "password", "12345678", "qwerty", "123456789", "12345"]);
    for (const known of ["iloveyou", "letmein", "trustno1", "password1", "qwerty123", "football", "passw0rd", "1qaz2wsx"]) {
      expect(isCommonPassword(known), known).toBe(true);
    }
  });
});

describe("passwordProblem", () => {
  it("accepts a long, uncommon password", () => {
    expect(passwordProblem("a quiet harbor lamp")).toBeNull();
    expect(passwordProblem("Tr4velling-Cactus")).toBeNull();
  });

  it("refuses passwords shorter than 8 characters", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordProblem("x7#kQ2z")).toBe("tooShort");
    expect(passwordProblem("x7#kQ2zp")).toBeNull();
    expect(passwordProblem("")).toBe("required");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblem("😀😀😀😀")).toBe("tooShort");
  });

  it("refuses common passwords whatever their case", () => {
    expect(passwordProblem("password1")).toBe("tooCommon");
    expect(passwordProblem("Password1")).toBe("tooCommon");
    expect(passwordProblem("QWERTYUIOP")).toBe("tooCommon");
    expect(passwordProblem("iloveyou")).toBe("tooCommon");
  });

  it("refuses absurdly long passwords", () => {
    expect(passwordProblem("a".repeat(129))).toBe("tooLong");
  });

  it("explains each problem in plain words", () => {
    expect(PASSWORD_MESSAGES.tooShort).toMatch(/at least 8 characters/);
    expect(PASSWORD_MESSAGES.tooCommon).toMatch(/too common/);
  });
});

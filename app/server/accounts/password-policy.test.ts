import { createRequire } from "node:module";
import type * as LanguageCommon from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import { commonPasswordList } from "./common-passwords.ts";
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_ERROR_CODES,
  PASSWORD_MESSAGES,
  commonPasswordSet,
  comparableText,
  isCommonPassword,
  isRepeatedRun,
  passwordContextWords,
  passwordProblem,
  passwordProblemOfCode,
} from "./password-policy.ts";

describe("the common-password list", () => {
  const lines = commonPasswordList();

  it("is the head of the ranked list of @zxcvbn-ts/language-common, not made-up patterns", () => {
    const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-common") as typeof LanguageCommon;
    const ranked = dictionary["passwords-common"];
    expect(ranked.length).toBeGreaterThan(20_000);
    expect(lines).toEqual(ranked.slice(0, 10_000).map((entry) => entry.toLowerCase()));
    // The old home-made list was mostly a word followed by a year or "123"; the real one is not.
    expect(lines.filter((line) => /^[a-z]+(19|20)\d\d$/.test(line)).length).toBeLessThan(200);
  });

  it("is loaded once", () => {
    expect(commonPasswordList()).toBe(lines);
    expect(commonPasswordSet()).toBe(commonPasswordSet());
  });

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
    expect(PASSWORD_MESSAGES.onlySpaces).toMatch(/not only spaces/);
    expect(PASSWORD_MESSAGES.repeated).toMatch(/repeats/);
    expect(PASSWORD_MESSAGES.containsEmail).toMatch(/email address/);
    expect(PASSWORD_MESSAGES.containsSiteName).toMatch(/agency's name/);
  });

  it("refuses passwords made only of whitespace", () => {
    expect(passwordProblem("        ")).toBe("onlySpaces");
    expect(passwordProblem("\t\t\t\t\n\n\n\n")).toBe("onlySpaces");
    expect(passwordProblem("\u00a0\u2003\u3000 \u00a0\u2003\u3000 ")).toBe("onlySpaces");
    expect(passwordProblem("   ")).toBe("onlySpaces");
    // Spaces around real words are fine.
    expect(passwordProblem("  spaced out words  ")).toBeNull();
  });

  it("refuses one character, or a run shorter than the minimum, repeated", () => {
    for (const repeated of ["aaaaaaaa", "AAAAaaaa", "11111111111", "abababab", "abcabcab", "PassPass", "x7#kx7#kx7#k", "Tr4vel!Tr4vel!", "😀😀😀😀😀😀😀😀"]) {
      expect(passwordProblem(repeated), repeated).toBe("repeated");
    }
    expect(isRepeatedRun("abcdefgabcdefg")).toBe(true);
    // A run as long as the minimum, repeated, is a long password of its own.
    expect(isRepeatedRun("quietlamp-quietlamp-")).toBe(false);
    expect(passwordProblem("harbor lampharbor lamp")).toBeNull();
    expect(isRepeatedRun("aaaaaaab")).toBe(false);
    expect(passwordProblem("Tr4velling-Cactus")).toBeNull();
  });

  it("refuses the account's email address and the part before the @, in any case or disguise", () => {
    const email = "Jane.Doe@Example.com";
    expect(passwordProblem("jane.doe@example.com", { email })).toBe("containsEmail");
    expect(passwordProblem("JaneDoe2024!", { email })).toBe("containsEmail");
    expect(passwordProblem("my name is jane.doe", { email })).toBe("containsEmail");
    expect(passwordProblem("J@ne.D0e-forever", { email })).toBe("containsEmail");
    expect(passwordProblem("marmalade-sunrise", { email: "marmalade+shop@example.com" })).toBe("containsEmail");
    // A short local part is only refused as the whole address.
    expect(passwordProblem("jo is a quiet harbor", { email: "jo@example.com" })).toBeNull();
    expect(passwordProblem("jo@example.com!!", { email: "jo@example.com" })).toBe("containsEmail");
    expect(passwordProblem("a quiet harbor lamp", { email })).toBeNull();
    // Without an email, nothing to compare with.
    expect(passwordProblem("JaneDoe2024!")).toBeNull();
  });

  it("refuses the agency's name and the site's name", () => {
    const siteWords = passwordContextWords(defaultAgency, "https://www.silversageinsure.com");
    expect(siteWords).toEqual(expect.arrayContaining([comparableText("Silver Sage"), comparableText("silversageinsure")]));
    for (const password of ["Silver Sage Insurance Agency", "silversage2024", "S1lver-Sage!", "I love SILVER SAGE", "silversageinsure"]) {
      expect(passwordProblem(password, { siteWords }), password).toBe("containsSiteName");
    }
    expect(passwordProblem("sage advice for lamps", { siteWords })).toBeNull();
    expect(passwordProblem("insurance agency lamp", { siteWords })).toBeNull();

    const configured = passwordContextWords({ name: "Desert Star Insurance", shortName: "Desert Star" });
    expect(passwordProblem("DesertStar#1", { siteWords: configured })).toBe("containsSiteName");
    expect(passwordProblem("Silver Sage Lamps", { siteWords: configured })).toBeNull();
  });

  it("takes no site word from localhost, an IP address or a generic host name", () => {
    const base = passwordContextWords(defaultAgency);
    expect(passwordContextWords(defaultAgency, "http://localhost:4321")).toEqual(base);
    expect(passwordContextWords(defaultAgency, "http://127.0.0.1:4391")).toEqual(base);
    expect(passwordContextWords(defaultAgency, "https://agency.test")).toEqual(base);
  });

  it("names each problem with an error code, and back", () => {
    for (const problem of Object.keys(PASSWORD_MESSAGES) as (keyof typeof PASSWORD_MESSAGES)[]) {
      expect(passwordProblemOfCode(PASSWORD_ERROR_CODES[problem])).toBe(problem);
    }
    expect(passwordProblemOfCode("INVALID_TOKEN")).toBeUndefined();
  });
});

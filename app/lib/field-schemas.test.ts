import { describe, expect, it } from "vitest";
import { email, isBot, optionalText, phone, requiredText, usState, zip } from "./field-schemas.ts";

describe("shared field rules", () => {
  it("email: required, valid, lower-cased", () => {
    expect(email.parse("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
    expect(email.safeParse("").error?.issues[0]?.message).toBe("Please enter your email address.");
    expect(email.safeParse("jane@").error?.issues[0]?.message).toMatch(/valid email/);
    expect(email.safeParse(undefined).success).toBe(false);
  });

  it("phone: any US form to (702) 555-0100", () => {
    expect(phone.parse("702.555.0100")).toBe("(702) 555-0100");
    expect(phone.parse("+1 (702) 555-0100")).toBe("(702) 555-0100");
    expect(phone.safeParse("555-0100").success).toBe(false);
    expect(phone.safeParse("").error?.issues[0]?.message).toBe("Please enter your phone number.");
  });

  it("zip: five digits or ZIP+4", () => {
    expect(zip.parse("89118")).toBe("89118");
    expect(zip.parse("89118-1234")).toBe("89118-1234");
    expect(zip.safeParse("8911").success).toBe(false);
    expect(zip.safeParse("abcde").success).toBe(false);
  });

  it("state: NV, CA, AZ or UT", () => {
    expect(usState.parse("NV")).toBe("NV");
    expect(usState.safeParse("TX").success).toBe(false);
  });

  it("required and optional text", () => {
    expect(requiredText("your city").safeParse("   ").error?.issues[0]?.message).toBe("Please enter your city.");
    expect(requiredText("x", 5).safeParse("123456").success).toBe(false);
    expect(optionalText().parse("")).toBeNull();
    expect(optionalText().parse(undefined)).toBeNull();
    expect(optionalText().parse(" hi ")).toBe("hi");
  });

  it("honeypot", () => {
    expect(isBot({ "bot-field": "" })).toBe(false);
    expect(isBot({})).toBe(false);
    expect(isBot({ "bot-field": "http://spam" })).toBe(true);
  });
});

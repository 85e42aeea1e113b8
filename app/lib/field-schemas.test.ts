import { describe, expect, it } from "vitest";
import { email, fieldRules, isBot, optionalEmail, optionalPhone, optionalText, phone, requiredText, usState, zip } from "./field-schemas.ts";

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

describe("the same rules in a page's language", () => {
  const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it("say in English exactly what the English rules say", () => {
    const en = fieldRules("en");
    for (const [rule, english, input] of [
      [en.email, email, ""],
      [en.email, email, "jane@"],
      [en.phone, phone, ""],
      [en.phone, phone, "555-0100"],
      [en.zip, zip, "8911"],
      [en.usState, usState, "TX"],
      [en.optionalEmail, optionalEmail, "jane@"],
      [en.optionalPhone, optionalPhone, "12"],
    ] as const) {
      expect(messageOf(rule.safeParse(input))).toBe(messageOf(english.safeParse(input)));
    }
    expect(messageOf(en.requiredText("Please enter your city.", 10).safeParse("x".repeat(11)))).toBe(messageOf(requiredText("your city", 10).safeParse("x".repeat(11))));
  });

  it("say it in Spanish on a Spanish page, and store the same values", () => {
    const es = fieldRules("es");
    expect(messageOf(es.email.safeParse(""))).toBe("Por favor escriba su correo electrónico.");
    expect(messageOf(es.phone.safeParse("555-0100"))).toBe("Por favor escriba un número de teléfono de 10 dígitos, como (702) 555-0100.");
    expect(messageOf(es.zip.safeParse("abc"))).toBe("Por favor escriba un código postal de 5 dígitos, como 89118.");
    expect(messageOf(es.contactFields.firstName.safeParse(""))).toBe("Por favor escriba su nombre.");
    expect(messageOf(es.optionalText(1000).safeParse("x".repeat(1001)))).toBe("Por favor escriba menos de 1,000 caracteres.");
    expect(es.phone.parse("+1 702.555.0100")).toBe(phone.parse("+1 702.555.0100"));
    expect(es.email.parse(" Ana@Example.COM ")).toBe("ana@example.com");
  });
});

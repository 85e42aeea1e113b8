import { describe, expect, it } from "vitest";
import { localeOfPath, localeOfUrl, pathInLocale, pathWithoutLocale } from "./locale.ts";

describe("the language of an address", () => {
  it("reads it from a full address or a request's URL, query and all", () => {
    expect(localeOfUrl("https://agency.test/es/quote?success=true")).toBe("es");
    expect(localeOfUrl(new URL("http://127.0.0.1:4321/espanol"))).toBe("en");
    expect(localeOfUrl("/es/privacy/request/")).toBe("es");
    expect(localeOfUrl("https://agency.test/contact")).toBe("en");
  });

  it.each([
    ["/", "en"],
    ["/auto-insurance", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/auto-insurance", "es"],
    // A path that merely starts with the letters is English.
    ["/espanol", "en"],
    ["/estate-planning", "en"],
  ] as const)("%s is %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it("strips the Spanish prefix, and leaves English paths alone", () => {
    expect(pathWithoutLocale("/es")).toBe("/");
    expect(pathWithoutLocale("/es/blog/lower-insurance-costs")).toBe("/blog/lower-insurance-costs");
    expect(pathWithoutLocale("/estate")).toBe("/estate");
  });

  it("writes a path in either language from either language", () => {
    expect(pathInLocale("/", "es")).toBe("/es");
    expect(pathInLocale("/quote", "es")).toBe("/es/quote");
    expect(pathInLocale("/es/quote", "es")).toBe("/es/quote");
    expect(pathInLocale("/es/quote", "en")).toBe("/quote");
    expect(pathInLocale("/es", "en")).toBe("/");
    expect(pathInLocale("/?q=sr-22", "es")).toBe("/es?q=sr-22");
  });

  it("leaves links that are not site paths unchanged", () => {
    for (const href of ["tel:+17025550100", "mailto:info@example.com", "https://example.com/", "#faq", "//cdn.example.com/x"]) {
      expect(pathInLocale(href, "es")).toBe(href);
    }
  });
});

import { describe, expect, it } from "vitest";
import { isValidSlug, slugify } from "./slug.ts";

describe("slugify (docs/product.md#posts)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["10 Ways to Save on Car Insurance in 2025!", "10-ways-to-save-on-car-insurance-in-2025"],
    ["Home & Auto: Bundle?", "home-auto-bundle"],
    ["  Leading and trailing  ", "leading-and-trailing"],
    ["Tabs\tand\nnewlines", "tabs-and-newlines"],
    ["Already-hyphenated -- title", "already-hyphenated-title"],
    ["What's new in Nevada's law", "whats-new-in-nevadas-law"],
    ["-Dashes at ends-", "dashes-at-ends"],
    ["Café über naïve", "cafe-uber-naive"],
    ["¿Cuánto cuesta el seguro de auto en 2026?", "cuanto-cuesta-el-seguro-de-auto-en-2026"],
    ["Año nuevo: ¡pólizas más baratas!", "ano-nuevo-polizas-mas-baratas"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("always produces a valid slug or an empty string", () => {
    for (const title of ["A  B", "x--y", "  -  ", "Ünïcödé 123", "<script>alert(1)</script>"]) {
      const slug = slugify(title);
      expect(slug === "" || isValidSlug(slug)).toBe(true);
    }
  });

  it("validates slugs by the rule's alphabet", () => {
    expect(isValidSlug("hello-world-2")).toBe(true);
    expect(isValidSlug("Hello")).toBe(false);
    expect(isValidSlug("hello_world")).toBe(false);
    expect(isValidSlug("-hello")).toBe(false);
    expect(isValidSlug("hello--world")).toBe(false);
    expect(isValidSlug("")).toBe(false);
  });
});

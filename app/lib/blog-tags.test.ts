import { describe, expect, it } from "vitest";
import { hasTag, tagPath, tagSlug } from "./blog-tags.ts";

describe("a tag's address (docs/product.md#public-blog)", () => {
  it.each([
    ["Auto", "auto"],
    ["Auto Insurance", "auto-insurance"],
    ["  auto   insurance ", "auto-insurance"],
    ["SR-22", "sr-22"],
    ["Home & Auto", "home-auto"],
    ["Información útil", "informacion-util"],
    ["Seguro de auto", "seguro-de-auto"],
    ["Año nuevo", "ano-nuevo"],
    ["!!!", ""],
  ])("%j → %j", (tag, slug) => {
    expect(tagSlug(tag)).toBe(slug);
  });

  it("is the tag page's path in the page's language; a tag with no letter or digit has none", () => {
    expect(tagPath("Auto Insurance", "en")).toBe("/blog/tag/auto-insurance");
    expect(tagPath("Información útil", "es")).toBe("/es/blog/tag/informacion-util");
    expect(tagPath("!!!", "en")).toBeNull();
  });

  it("matches a post's tag whatever its case and accents", () => {
    expect(hasTag(["Nevada", "Información Útil"], "informacion-util")).toBe(true);
    expect(hasTag(["AUTO insurance"], "auto-insurance")).toBe(true);
    expect(hasTag(["auto"], "auto-insurance")).toBe(false);
    expect(hasTag(["!!!"], "")).toBe(false);
  });
});

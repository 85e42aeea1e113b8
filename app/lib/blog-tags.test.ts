import { describe, expect, it } from "vitest";
import { tagPath, tagSlug, tagSlugsOf } from "./blog-tags.ts";

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

  it("gives a post's tags as their pages' slugs, one per tag whatever its case and accents, none for a tag without letters", () => {
    expect([...tagSlugsOf(["Nevada", "Información Útil", "NEVADA", "!!!"])]).toEqual(["nevada", "informacion-util"]);
    expect(tagSlugsOf(["AUTO insurance"]).has("auto-insurance")).toBe(true);
    expect(tagSlugsOf(["auto"]).has("auto-insurance")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { listFixedArticles } from "../server/blog/fixed-articles.ts";
import { hasSpanishTwin } from "../lib/i18n/spanish-twins.ts";
import { contentFor } from "./localized.ts";

/** Values that are not wording: they must be the same in both languages. */
const SAME_IN_EVERY_LANGUAGE = new Set(["slug", "icon", "layout", "href", "id", "value", "reviewed", "revised", "effectiveDate", "date", "cta"]);

/** Where the Spanish content differs in shape from the English, or in a value that is not wording. */
function differences(english: unknown, spanish: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) out.push(`${path}: ${english.length} items in English, ${Array.isArray(spanish) ? spanish.length : "none"} in Spanish`);
    else english.forEach((item, i) => differences(item, spanish[i], `${path}[${i}]`, out));
  } else if (english && typeof english === "object") {
    if (!spanish || typeof spanish !== "object") out.push(`${path}: missing in Spanish`);
    else {
      const keys = new Set([...Object.keys(english), ...Object.keys(spanish)]);
      for (const key of keys) {
        const a = (english as Record<string, unknown>)[key];
        const b = (spanish as Record<string, unknown>)[key];
        if (SAME_IN_EVERY_LANGUAGE.has(key) && a !== b) out.push(`${path}.${key}: ${String(a)} ≠ ${String(b)}`);
        else differences(a, b, `${path}.${key}`, out);
      }
    }
  } else if (typeof english === "string") {
    if (typeof spanish !== "string" || spanish.trim() === "") out.push(`${path}: no Spanish text`);
  } else if (english !== spanish) {
    out.push(`${path}: ${String(english)} ≠ ${String(spanish)}`);
  }
  return out;
}

describe("the Spanish content", () => {
  it("has every page, section, list item and question of the English, with the same slugs, icons and links", () => {
    expect(differences(contentFor("en"), contentFor("es"), "content", [])).toEqual([]);
  });

  it("keeps search titles and descriptions within what results pages show", () => {
    const { insuranceProducts, industryPages } = contentFor("es");
    for (const page of [...insuranceProducts, ...industryPages]) {
      expect(page.seoTitle.length, page.slug).toBeLessThanOrEqual(62);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(155);
    }
  });

  it("has every fixed guide, with the same dates, call to action and related guides", () => {
    const english = listFixedArticles("en");
    const spanish = listFixedArticles("es");
    expect(spanish.map((a) => a.slug)).toEqual(english.map((a) => a.slug));
    for (const [i, article] of spanish.entries()) {
      const original = english[i]!;
      expect({ date: article.date, reviewed: article.reviewed, cta: article.cta, related: article.related }).toEqual({
        date: original.date,
        reviewed: original.reviewed,
        cta: original.cta,
        related: original.related,
      });
      expect(article.title).not.toBe(original.title);
      expect(article.description.length, article.slug).toBeLessThanOrEqual(155);
      // The same outline: a translated guide keeps every section.
      expect(article.headings.length, article.slug).toBe(original.headings.length);
    }
  });

  it("links a Spanish guide's readers to Spanish pages where they exist, and never to a missing one", () => {
    const guide = listFixedArticles("es").find((a) => a.slug === "cheapest-car-insurance-nevada")!;
    const links = [...guide.html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => href.startsWith("/es/"))).not.toEqual([]);
    // A page without a Spanish version is linked in English rather than as a 404.
    for (const href of links) expect(href.startsWith("/es"), href).toBe(hasSpanishTwin(href));
  });
});

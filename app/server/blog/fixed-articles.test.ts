import { describe, expect, it } from "vitest";
import { articleSlugs } from "../../content/article-slugs.ts";
import { getFixedArticle, listFixedArticles, parseFrontMatter } from "./fixed-articles.ts";

describe("fixed articles", () => {
  it("loads all eight with valid front matter, newest first", () => {
    const articles = listFixedArticles();
    expect(articles.map((a) => a.slug).sort()).toEqual([...articleSlugs].sort());
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(articleSlugs)("%s is a long-form guide (≥ 1,200 words) hedged 'varies by insurer'", (slug) => {
    const article = getFixedArticle(slug)!;
    expect(article.wordCount).toBeGreaterThanOrEqual(1200);
    expect(article.html.toLowerCase()).toContain("varies by insurer");
    expect(article.related).not.toContain(slug);
    expect(article.headings.length).toBeGreaterThan(2);
  });

  it("sends the garage guide's call to action to /dealers and the others to /quote", () => {
    for (const article of listFixedArticles()) {
      expect(article.cta).toBe(article.slug === "garage-insurance-gaps" ? "/dealers" : "/quote");
    }
  });

  it("uses the savings totals of docs/product.md#business-constants where they belong", () => {
    expect(getFixedArticle("save-money-insurance-2025")!.html).toContain("$2,422");
    expect(getFixedArticle("small-business-insurance-savings")!.html).toContain("$5,650");
  });

  it("parses front matter and leaves files without it alone", () => {
    expect(parseFrontMatter('---\ntitle: "A"\n---\nBody')).toEqual({ data: { title: "A" }, body: "Body" });
    expect(parseFrontMatter("No front matter")).toEqual({ data: {}, body: "No front matter" });
  });
});

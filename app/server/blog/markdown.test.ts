import { describe, expect, it } from "vitest";
import { readingMinutes, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders GitHub-flavoured Markdown with heading ids", () => {
    const { html, headings } = renderMarkdown("Intro\n\n## Save on Auto\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n### Details\n");
    expect(html).toContain('<h2 id="save-on-auto">Save on Auto</h2>');
    expect(html).toContain("<table>");
    expect(html).toContain('<h3 id="details">');
    expect(headings).toEqual([{ id: "save-on-auto", text: "Save on Auto" }]);
  });

  it("demotes h1 so the page keeps one h1", () => {
    expect(renderMarkdown("# Big").html).toMatch(/^<h2/);
  });

  it("gives repeated headings unique ids", () => {
    const { headings } = renderMarkdown("## Tips\n\n## Tips\n");
    expect(headings.map((h) => h.id)).toEqual(["tips", "tips-2"]);
  });

  it.each([
    ["<script>alert(1)</script>Hi", "<script"],
    ['<img src="x" onerror="alert(1)">', "onerror"],
    ["[click](javascript:alert(1))", "javascript:"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "alert(1)"],
    ['<iframe src="https://evil.example"></iframe>', "<iframe"],
    ['<p style="position:fixed;inset:0">x</p>', "style="],
    ['<svg onload="alert(1)"></svg>', "<svg"],
    ['<form action="https://evil.example"><input></form>', "<form"],
    ['<img src="data:image/png;base64,AAAA">', "data:"],
  ])("neutralises %j", (input, forbidden) => {
    expect(renderMarkdown(input).html.toLowerCase()).not.toContain(forbidden.toLowerCase());
  });

  it("opens external links in a new tab safely and keeps internal links as they are", () => {
    const { html } = renderMarkdown("[quote](/quote) and [site](https://example.com)");
    expect(html).toContain('<a href="/quote">quote</a>');
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer nofollow"');
  });

  it("counts words for reading time", () => {
    const words = Array.from({ length: 460 }, () => "word").join(" ");
    expect(readingMinutes(renderMarkdown(words).wordCount)).toBe(2);
    expect(readingMinutes(0)).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { livePreviewPost as renderLivePreview } from "./blog-manager-posts.ts";

const post = (body: BodyInit, contentType = "application/x-www-form-urlencoded") =>
  new Request("http://localhost/blog-manager/preview", { method: "POST", body, headers: { "Content-Type": contentType } });

describe("the editor's live preview", () => {
  it("renders the text as the post will show it, sanitized", async () => {
    const answer = await renderLivePreview(post(new URLSearchParams({ content: "## Before the storm\n\n<script>alert(1)</script>Photograph your roof.", locale: "en" })));
    expect(answer.status).toBe(200);
    const html = "preview" in answer.body ? answer.body.preview : "";
    expect(html).toContain("Before the storm");
    expect(html).toContain("Photograph your roof.");
    expect(html).not.toContain("<script");
  });

  it("sends a Spanish post's links to the site's Spanish pages, and takes English for an unknown language", async () => {
    const content = "[Seguro de auto](/auto-insurance)";
    const spanish = await renderLivePreview(post(new URLSearchParams({ content, locale: "es" })));
    const unknown = await renderLivePreview(post(new URLSearchParams({ content, locale: "fr" })));
    expect("preview" in spanish.body && spanish.body.preview).toContain('href="/es/auto-insurance"');
    expect("preview" in unknown.body && unknown.body.preview).toContain('href="/auto-insurance"');
  });

  it("answers a body that is not a form with 400 and one far larger than a post with 413, never a 500", async () => {
    expect((await renderLivePreview(post("{}", "application/json"))).status).toBe(400);
    expect((await renderLivePreview(post(new URLSearchParams({ intent: "preview" })))).status).toBe(400);
    const huge = new URLSearchParams({ content: "x".repeat(3 * 1024 * 1024) });
    expect((await renderLivePreview(post(huge))).status).toBe(413);
  });
});

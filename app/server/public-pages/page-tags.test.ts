import { describe, expect, it } from "vitest";
import { blogListsTag, postChangeTags, postTag } from "./page-tags.ts";

describe("postChangeTags", () => {
  const draft = (slug: string, locale = "en") => ({ slug, status: "draft", locale });
  const published = (slug: string, locale = "en") => ({ slug, status: "published", locale });
  const english = blogListsTag("en");
  const spanish = blogListsTag("es");

  it("names each language's lists apart, the English ones as before", () => {
    expect(english).toBe("blog");
    expect(spanish).not.toBe(english);
  });

  it("touches nothing public while a post is and stays a draft, in either language", () => {
    expect(postChangeTags(undefined, draft("a"))).toEqual([]);
    expect(postChangeTags(draft("a"), draft("b"))).toEqual([]);
    expect(postChangeTags(draft("a"), undefined)).toEqual([]);
    expect(postChangeTags(draft("a"), draft("a", "es"))).toEqual([]);
  });

  it("touches the lists and the post's page when it is published, edited, unpublished or deleted", () => {
    expect(postChangeTags(draft("a"), published("a"))).toEqual([english, postTag("a")]);
    expect(postChangeTags(published("a"), published("a"))).toEqual([english, postTag("a")]);
    expect(postChangeTags(published("a"), draft("a"))).toEqual([english, postTag("a")]);
    expect(postChangeTags(published("a"), undefined)).toEqual([english, postTag("a")]);
  });

  it("touches both addresses when a published post's slug changes", () => {
    expect(postChangeTags(published("old"), published("new"))).toEqual([english, postTag("old"), postTag("new")]);
  });

  it("touches only the Spanish lists for a Spanish post", () => {
    expect(postChangeTags(draft("a", "es"), published("a", "es"))).toEqual([spanish, postTag("a")]);
    expect(postChangeTags(published("a", "es"), published("a", "es"))).toEqual([spanish, postTag("a")]);
    expect(postChangeTags(published("a", "es"), draft("a", "es"))).toEqual([spanish, postTag("a")]);
    expect(postChangeTags(published("a", "es"), undefined)).toEqual([spanish, postTag("a")]);
  });

  it("touches both languages' lists when a published post changes language, and only the one it is shown in otherwise", () => {
    expect(postChangeTags(published("a"), published("a", "es"))).toEqual([english, spanish, postTag("a")]);
    expect(postChangeTags(published("a", "es"), published("a"))).toEqual([spanish, english, postTag("a")]);
    // Unpublished while moved to Spanish: it leaves the English lists and joins no other.
    expect(postChangeTags(published("a"), draft("a", "es"))).toEqual([english, postTag("a")]);
    // Published as it moves: it joins the Spanish lists only (it was in none before).
    expect(postChangeTags(draft("a"), published("a", "es"))).toEqual([spanish, postTag("a")]);
  });
});

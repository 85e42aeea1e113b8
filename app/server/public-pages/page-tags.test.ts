import { describe, expect, it } from "vitest";
import { BLOG_LISTS_TAG, postChangeTags, postTag } from "./page-tags.ts";

describe("postChangeTags", () => {
  const draft = (slug: string) => ({ slug, status: "draft" });
  const published = (slug: string) => ({ slug, status: "published" });

  it("touches nothing public while a post is and stays a draft", () => {
    expect(postChangeTags(undefined, draft("a"))).toEqual([]);
    expect(postChangeTags(draft("a"), draft("b"))).toEqual([]);
    expect(postChangeTags(draft("a"), undefined)).toEqual([]);
  });

  it("touches the lists and the post's page when it is published, edited, unpublished or deleted", () => {
    expect(postChangeTags(draft("a"), published("a"))).toEqual([BLOG_LISTS_TAG, postTag("a")]);
    expect(postChangeTags(published("a"), published("a"))).toEqual([BLOG_LISTS_TAG, postTag("a")]);
    expect(postChangeTags(published("a"), draft("a"))).toEqual([BLOG_LISTS_TAG, postTag("a")]);
    expect(postChangeTags(published("a"), undefined)).toEqual([BLOG_LISTS_TAG, postTag("a")]);
  });

  it("touches both addresses when a published post's slug changes", () => {
    expect(postChangeTags(published("old"), published("new"))).toEqual([BLOG_LISTS_TAG, postTag("old"), postTag("new")]);
  });
});

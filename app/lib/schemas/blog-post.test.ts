import { describe, expect, it } from "vitest";
import { blogPostSchema, parseTags } from "./blog-post.ts";
import { blogPostLabels, blogPostLanguages } from "./blog-post-fields.ts";

const base = { title: "Hello World", intent: "draft" };

describe("blog post form", () => {
  it("derives the slug from the title when none is typed", () => {
    expect(blogPostSchema.parse(base).slug).toBe("hello-world");
    expect(blogPostSchema.parse({ ...base, slug: "" }).slug).toBe("hello-world");
  });
  it("keeps a typed slug that follows the rule", () => {
    expect(blogPostSchema.parse({ ...base, slug: "custom-slug-2" }).slug).toBe("custom-slug-2");
  });
  it.each(["Bad Slug", "UPPER", "under_score", "-lead", "double--hyphen", "ümlaut"])("refuses the slug %j", (slug) => {
    const result = blogPostSchema.safeParse({ ...base, slug });
    expect(result.error?.issues[0]?.path).toEqual(["slug"]);
  });
  it("refuses a slug a fixed article owns", () => {
    const result = blogPostSchema.safeParse({ ...base, slug: "garage-insurance-gaps" });
    expect(result.error?.issues[0]?.message).toMatch(/fixed articles/);
    expect(blogPostSchema.safeParse({ ...base, title: "Garage Insurance Gaps" }).success).toBe(false);
  });
  it("refuses an empty title", () => {
    expect(blogPostSchema.safeParse({ ...base, title: "   " }).error?.issues[0]?.message).toBe("Please enter a title.");
  });
  it.each(["javascript:alert(1)", "data:image/png;base64,AA", "ftp://x/y.png", "not a url", "//cdn.example/x.png"])(
    "refuses the featured image %j",
    (featured_image) => {
      expect(blogPostSchema.safeParse({ ...base, featured_image }).error?.issues[0]?.path).toEqual(["featured_image"]);
    },
  );
  it("accepts http(s) images and empty optional fields", () => {
    const post = blogPostSchema.parse({ ...base, featured_image: "https://images.example.com/a.jpg", excerpt: "", tags: "" });
    expect(post).toMatchObject({ featured_image: "https://images.example.com/a.jpg", excerpt: null, tags: [] });
  });
  it("splits tags on commas, trims them and drops empty entries", () => {
    expect(parseTags(" auto, home ,, renters , ")).toEqual(["auto", "home", "renters"]);
    expect(parseTags("a,a")).toEqual(["a"]);
    expect(parseTags(undefined)).toEqual([]);
  });
  it("takes the post's language, English unless Spanish is chosen", () => {
    expect(blogPostSchema.parse(base).locale).toBe("en");
    expect(blogPostSchema.parse({ ...base, locale: "en" }).locale).toBe("en");
    expect(blogPostSchema.parse({ ...base, locale: "es" }).locale).toBe("es");
  });
  it.each(["fr", "ES", "", "spanish"])("refuses the language %j", (locale) => {
    const result = blogPostSchema.safeParse({ ...base, locale });
    expect(result.error?.issues[0]?.path).toEqual(["locale"]);
    expect(result.error?.issues[0]?.message).toBe("Choose English or Español.");
  });
  it("offers the languages by their own names", () => {
    expect(blogPostLanguages).toEqual([
      { value: "en", label: "English" },
      { value: "es", label: "Español" },
    ]);
    expect(blogPostLabels.locale).toBe("Language");
  });
  it("needs an intent", () => {
    expect(blogPostSchema.safeParse({ title: "x" }).success).toBe(false);
  });
});

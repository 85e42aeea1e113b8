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
  it("accepts http(s) images with their description, and empty optional fields", () => {
    const post = blogPostSchema.parse({ ...base, featured_image: "https://images.example.com/a.jpg", featured_image_alt: "A desert road", excerpt: "", tags: "" });
    expect(post).toMatchObject({ featured_image: "https://images.example.com/a.jpg", featured_image_alt: "A desert road", excerpt: null, tags: [] });
    expect(blogPostSchema.parse({ ...base, seo_title: "", seo_description: "", canonical_url: "" })).toMatchObject({ seo_title: null, seo_description: null, canonical_url: null, scheduled_at: null });
  });
  it("asks for a description whenever there is an image, uploaded or hosted elsewhere", () => {
    for (const image of [{ featured_image: "https://images.example.com/a.jpg" }, { featured_image_id: "0b7c9d1e" }]) {
      const result = blogPostSchema.safeParse({ ...base, ...image, featured_image_alt: " " });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["featured_image_alt", "Please describe the featured image for people who cannot see it."]]);
    }
    // A description left behind without an image is dropped, not stored.
    expect(blogPostSchema.parse({ ...base, featured_image_alt: "Old photo" }).featured_image_alt).toBeNull();
  });
  it("turns a Las Vegas go-live date and time into the instant to publish, and asks for both", () => {
    // 9:30 AM in Las Vegas on a winter day is 17:30 UTC (PST, UTC−8).
    expect(blogPostSchema.parse({ ...base, intent: "schedule", schedule_date: "2026-12-03", schedule_time: "09:30" }).scheduled_at).toEqual(new Date("2026-12-03T17:30:00.000Z"));
    const missing = (fields: object) => blogPostSchema.safeParse({ ...base, intent: "schedule", ...fields }).error?.issues.map((i) => i.path.join("."));
    expect(missing({ schedule_time: "09:30" })).toEqual(["schedule_date"]);
    expect(missing({ schedule_date: "2026-12-03" })).toEqual(["schedule_time"]);
    expect(missing({ schedule_date: "2026-02-30", schedule_time: "09:30" })).toEqual(["schedule_date"]);
    expect(missing({ schedule_date: "2026-12-03", schedule_time: "25:00" })).toEqual(["schedule_time"]);
    // Saving as a draft ignores the fields.
    expect(blogPostSchema.parse({ ...base, schedule_date: "2026-12-03", schedule_time: "09:30" }).scheduled_at).toBeNull();
  });
  it("refuses a canonical URL that is not a web address", () => {
    expect(blogPostSchema.safeParse({ ...base, canonical_url: "ftp://example.com/post" }).success).toBe(false);
    expect(blogPostSchema.parse({ ...base, canonical_url: "https://partner.example.com/post" }).canonical_url).toBe("https://partner.example.com/post");
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

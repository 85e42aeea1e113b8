/** A blog post as the editor's schema hands it to savePost (app/lib/schemas/blog-post.ts), for tests that save posts directly. */
import type { BlogPostInput } from "../../app/lib/schemas/blog-post.ts";

/** A short English draft titled "Post {slug}" with no image, tags or SEO fields, changed by `overrides`. */
export function postInput(slug: string, overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    locale: "en",
    title: `Post ${slug}`,
    slug,
    excerpt: null,
    content: "Text.",
    featured_image: null,
    featured_image_id: null,
    featured_image_alt: null,
    seo_title: null,
    seo_description: null,
    canonical_url: null,
    scheduled_at: null,
    tags: [],
    intent: "draft",
    ...overrides,
  };
}

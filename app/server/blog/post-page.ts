/**
 * What a post's page shows, from its row: the fields the article prints, its text rendered
 * (sanitized, in the post's language) and cut around the mid-post call to action, and its
 * reading time. One function for the public post (/blog/{slug}) and its private preview
 * (/blog/preview/{token}), so a preview is exactly what visitors will see.
 */
import { blogImageShareAddress } from "../../lib/blog-images.ts";
import { splitAtMiddleHeading } from "../../lib/split-at-middle-heading.ts";
import { readingMinutes, renderMarkdown } from "./markdown.ts";
import type { BlogPost } from "./post-row.ts";

export function postPageOf(post: BlogPost) {
  // Links to site pages in a Spanish post go to their Spanish twins.
  const rendered = renderMarkdown(post.content, post.locale);
  return {
    post: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      // The image shared with the page (og:image): an uploaded photo's, else the address hosted elsewhere.
      featuredImage: (post.featured_image_id && blogImageShareAddress(post.featured_image_id)) || post.featured_image,
      featuredImageId: post.featured_image_id,
      featuredImageAlt: post.featured_image_alt ?? "",
      tags: post.tags,
      status: post.status,
      publishedAt: post.published_at,
      updatedAt: post.updated_at,
      views: post.views,
    },
    // The text in two parts around the mid-post call to action (or whole when short).
    parts: splitAtMiddleHeading(rendered.html) ?? [rendered.html],
    readingMinutes: readingMinutes(rendered.wordCount),
  };
}

export type PostPage = ReturnType<typeof postPageOf>;

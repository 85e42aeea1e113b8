/** The blog editor's field labels, without zod: the editor page imports them, and zod stays out of the browser bundle. */
export const blogPostLabels = {
  title: "Title",
  slug: "Slug (URL)",
  excerpt: "Excerpt",
  content: "Content",
  featured_image: "Featured Image URL",
  tags: "Tags",
} as const;

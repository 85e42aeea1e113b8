import { LANGUAGE_NAME, LOCALES } from "../i18n/locale.ts";

/** The blog editor's field labels, without zod: the editor page imports them, and zod stays out of the browser bundle. */
export const blogPostLabels = {
  title: "Title",
  slug: "Slug (URL)",
  excerpt: "Excerpt",
  content: "Content",
  featured_image: "Featured Image URL",
  featured_image_id: "Featured image",
  featured_image_alt: "Image description (alt text)",
  seo_title: "SEO title",
  seo_description: "Meta description",
  canonical_url: "Canonical URL",
  schedule_date: "Go-live date",
  schedule_time: "Go-live time",
  tags: "Tags",
  locale: "Language",
} as const;

/** The languages a post can be written in, each named in its own language, as the editor offers them. */
export const blogPostLanguages = LOCALES.map((value) => ({ value, label: LANGUAGE_NAME[value] }));

import { LANGUAGE_NAME, LOCALES } from "../i18n/locale.ts";

/** The blog editor's field labels, without zod: the editor page imports them, and zod stays out of the browser bundle. */
export const blogPostLabels = {
  title: "Title",
  slug: "Slug (URL)",
  excerpt: "Excerpt",
  content: "Content",
  featured_image: "Featured Image URL",
  tags: "Tags",
  locale: "Language",
} as const;

/** The languages a post can be written in, each named in its own language, as the editor offers them. */
export const blogPostLanguages = LOCALES.map((value) => ({ value, label: LANGUAGE_NAME[value] }));

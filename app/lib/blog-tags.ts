/**
 * Tag pages (docs/product.md#public-blog): every tag a post carries has a page listing that
 * language's published posts with it, at /blog/tag/{tag} or /es/blog/tag/{tag}. Tags are free
 * text, so the address holds the tag's slug by the post slug rule (lib/slug.ts): lower-case,
 * accents dropped, punctuation removed, words joined by hyphens. Two spellings with the same
 * slug ("Auto Insurance", "auto insurance") are one tag; "Información útil" is "informacion-util".
 */
import { pathInLocale, type Locale } from "./i18n/locale.ts";
import { slugify } from "./slug.ts";

/** The tag as it appears in its page's address; "" for a tag with no letter or digit (it has no page). */
export function tagSlug(tag: string): string {
  return slugify(tag);
}

/** A post's tags as their pages' slugs: "Auto" and "auto" are one tag; a tag with no letter or digit has no page. */
export function tagSlugsOf(tags: readonly string[]): ReadonlySet<string> {
  return new Set(tags.map(tagSlug).filter(Boolean));
}

/** The page of a tag in a language, or null when the tag has no page (nothing to put in its address). */
export function tagPath(tag: string, locale: Locale): string | null {
  const slug = tagSlug(tag);
  return slug ? pathInLocale(`/blog/tag/${slug}`, locale) : null;
}

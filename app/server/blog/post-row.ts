/** A blog post as the application sees it (tags as a list), mapped from its row. */
import type { Selectable } from "kysely";
import { isLocale, type Locale } from "../../lib/i18n/locale.ts";
import type { BlogPostsTable } from "../db/schema.ts";

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featured_image: string | null;
  status: string;
  tags: string[];
  author_id: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  views: number;
  /** The post's language: its address (/blog/{slug} or /es/blog/{slug}) and the blog that lists it. */
  locale: Locale;
  /** When a scheduled post goes (or went) live. */
  scheduled_at: string | null;
  seo_title: string | null;
  seo_description: string | null;
  canonical_url: string | null;
  /** An uploaded image (blog_images), which wins over featured_image (an address hosted elsewhere). */
  featured_image_id: string | null;
  featured_image_alt: string | null;
}

/** The `locale` column as a language; anything else reads as English, the language every older post is in. */
export function localeOf(value: string): Locale {
  return isLocale(value) ? value : "en";
}

/** The `tags` column (JSON text) as a list; a malformed value shows as no tags rather than breaking the page. */
export function tagsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

export function toBlogPost(row: Selectable<BlogPostsTable>): BlogPost {
  return { ...row, tags: tagsOf(row.tags), views: Number(row.views), locale: localeOf(row.locale) };
}

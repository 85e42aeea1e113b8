/** A blog post as the application sees it (tags as a list), mapped from its row. */
import type { Selectable } from "kysely";
import type { ManagedPost } from "../../lib/blog-manager.ts";
import { isLocale, type Locale } from "../../lib/i18n/locale.ts";
import type { BlogPostsTable } from "../db/schema.ts";

/** The same shape the blog manager's page receives (app/lib/blog-manager.ts), so the two cannot drift apart. */
export type BlogPost = ManagedPost;

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

/** A row's (or some of its columns') JSON tags, count and language as the application reads them. */
export function withPostFields<Row extends { tags: string; views: number; locale: string }>(row: Row): Omit<Row, "tags" | "views" | "locale"> & { tags: string[]; views: number; locale: Locale } {
  return { ...row, tags: tagsOf(row.tags), views: Number(row.views), locale: localeOf(row.locale) };
}

export function toBlogPost(row: Selectable<BlogPostsTable>): BlogPost {
  return withPostFields(row);
}

/** A blog post as the application sees it (tags as a list), mapped from its row. */
import type { Selectable } from "kysely";
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
}

export function toBlogPost(row: Selectable<BlogPostsTable>): BlogPost {
  let tags: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.tags);
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === "string");
  } catch {
    // A malformed value shows as no tags rather than breaking the page.
  }
  return { ...row, tags, views: Number(row.views) };
}

/**
 * What a post's page shows besides the post itself (docs/product.md#public-blog): the name of
 * the staff member who wrote it, and the related posts to read next.
 */
import type { Kysely } from "kysely";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import { findRelatedPosts, type RelatedPost } from "./related-posts.ts";

export interface PostExtras {
  /** The author's display name (user.name); null when the account is gone or has no name (never the email address). */
  author: string | null;
  related: RelatedPost[];
}

export async function loadPostExtras(
  db: Kysely<Database>,
  post: { id: string; author_id: string | null; tags: readonly string[]; locale: Locale },
): Promise<PostExtras> {
  const [author, related] = await Promise.all([authorName(db, post.author_id), findRelatedPosts(db, post)]);
  return { author, related };
}

async function authorName(db: Kysely<Database>, authorId: string | null): Promise<string | null> {
  if (!authorId) return null;
  const row = await db.selectFrom("user").select("name").where("id", "=", authorId).executeTakeFirst();
  return row?.name.trim() || null;
}

/**
 * "Related articles" at the end of a post (docs/product.md#public-blog): up to three published
 * posts in the post's language that share at least one tag with it, those sharing the most tags
 * first, then the newest. Tags are compared by their page's slug (lib/blog-tags.ts), so
 * "Seguro de auto" and "seguro de Auto" are one tag. Never the post itself, never a draft or a
 * scheduled post.
 *
 * The candidates are the language's tagged posts kept in memory (tagged-posts.ts), then the three
 * chosen are read for what the page prints. The page itself is kept in memory and rendered again
 * when a post of its language changes (blogListsTag).
 */
import type { Kysely } from "kysely";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import { tagSlugsOf } from "../../lib/blog-tags.ts";
import { listTaggedPosts, type TaggedPost } from "./tagged-posts.ts";

export const RELATED_POSTS = 3;

/** A candidate: its tags' slugs, and its publication time (the newer of two posts sharing as many tags comes first). */
export type RelatedCandidate = Pick<TaggedPost, "id" | "published_at" | "slugs">;

export interface RelatedPost {
  slug: string;
  title: string;
  excerpt: string | null;
  /** ISO timestamp of publication. */
  date: string;
}

/**
 * The candidates most related to `post`, best first: most tags in common, then newest (then the
 * larger id, so the order never depends on the database's). Candidates sharing no tag are left out.
 */
export function rankRelated<T extends RelatedCandidate>(post: { id: string; tags: readonly string[] }, candidates: readonly T[], limit = RELATED_POSTS): T[] {
  const own = tagSlugsOf(post.tags);
  if (!own.size) return [];
  return candidates
    .filter((c) => c.id !== post.id)
    .map((candidate) => ({ candidate, shared: [...candidate.slugs].filter((slug) => own.has(slug)).length }))
    .filter((c) => c.shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        (b.candidate.published_at ?? "").localeCompare(a.candidate.published_at ?? "") ||
        (a.candidate.id < b.candidate.id ? 1 : a.candidate.id > b.candidate.id ? -1 : 0),
    )
    .slice(0, limit)
    .map((c) => c.candidate);
}

/** The posts to suggest after `post`, in its language. */
export async function findRelatedPosts(db: Kysely<Database>, post: { id: string; tags: readonly string[]; locale: Locale }): Promise<RelatedPost[]> {
  if (!post.tags.length) return [];
  const chosen = rankRelated(post, await listTaggedPosts(db, post.locale));
  if (!chosen.length) return [];
  const shown = await db
    .selectFrom("blog_posts")
    .select(["id", "slug", "title", "excerpt", "published_at", "created_at"])
    .where("id", "in", chosen.map((c) => c.id))
    .where("status", "=", "published")
    .execute();
  const byId = new Map(shown.map((row) => [row.id, row]));
  return chosen.flatMap((c) => {
    const row = byId.get(c.id);
    return row ? [{ slug: row.slug, title: row.title, excerpt: row.excerpt, date: row.published_at ?? row.created_at }] : [];
  });
}

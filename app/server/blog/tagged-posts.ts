/**
 * Every published post of a language as the tag pages and related posts compare them: (id,
 * published_at, tags and their slugs), newest first. Tags are free text kept as JSON and matched
 * by slug (lib/blog-tags.ts), which neither engine can index, so the whole list is read, but only
 * once per change: it is kept with the database handle and read again when the public pages'
 * change counter (public-pages/page-changes.ts) has moved, which every publish, edit, unpublish,
 * delete and scheduled go-live moves in its own transaction, on whichever instance. A post page
 * rendered after a change then costs one read of the counter and a pass over memory, not a read
 * and parse of every post (about 10,000 rows at the agency's largest imagined blog).
 */
import type { Kysely } from "kysely";
import { tagSlugsOf } from "../../lib/blog-tags.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import { latestPublicChange } from "../public-pages/page-changes.ts";
import { tagsOf } from "./post-row.ts";

export interface TaggedPost {
  id: string;
  /** ISO timestamp of publication. */
  published_at: string | null;
  /** As the admin wrote them. */
  tags: readonly string[];
  /** Their page slugs, without repeats or empty ones. */
  slugs: ReadonlySet<string>;
}

interface Kept {
  version: number;
  posts: Promise<readonly TaggedPost[]>;
}

/** Per database handle (a test's database, the server's), per language. */
const kept = new WeakMap<Kysely<Database>, Map<Locale, Kept>>();

export async function listTaggedPosts(db: Kysely<Database>, locale: Locale): Promise<readonly TaggedPost[]> {
  // Read before the posts: a change committed in between makes the next call read them again.
  const version = await latestPublicChange(db);
  let byLocale = kept.get(db);
  if (!byLocale) kept.set(db, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known && known.version === version) return known.posts;
  const posts = readTaggedPosts(db, locale);
  byLocale.set(locale, { version, posts });
  // A failed read is not kept: the next call tries again.
  posts.catch(() => byLocale.get(locale)?.posts === posts && byLocale.delete(locale));
  return posts;
}

async function readTaggedPosts(db: Kysely<Database>, locale: Locale): Promise<readonly TaggedPost[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "published_at", "tags"])
    .where("status", "=", "published")
    .where("locale", "=", locale)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => {
    const tags = tagsOf(row.tags);
    return { id: row.id, published_at: row.published_at, tags, slugs: tagSlugsOf(tags) };
  });
}

/**
 * Creating and updating posts from the blog manager. The slug must be unique; the
 * status and published_at follow publish-rules.ts; the author is the signed-in admin.
 * Every save keeps a revision (revisions.ts) in the same transaction.
 * A change visitors can see (a published post, before or after) is recorded for the pages
 * kept in memory (app/server/public-pages/page-changes.ts) in the same transaction.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { BlogPostInput } from "../../lib/schemas/blog-post.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { recordPublicChange } from "../public-pages/page-changes.ts";
import { postChangeTags } from "../public-pages/page-tags.ts";
import { nextPublication, type PublicationRefusal } from "./publish-rules.ts";
import { recordRevision } from "./revisions.ts";
import { toBlogPost, withPostFields, type BlogPost } from "./post-row.ts";
import { clampPage } from "../paging.ts";
import { BLOG_MANAGER_PAGE_SIZE, type ListedPost } from "../../lib/blog-manager.ts";

export type SavePostResult =
  | { ok: true; post: BlogPost }
  | { ok: false; reason: "duplicate-slug" | "not-found" | PublicationRefusal };

async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The post as it stands, locked on PostgreSQL until the save commits: the scheduled publisher
 * (or another admin) changing it meanwhile waits, so the rules never judge a stale status.
 * SQLite runs one writing transaction at a time.
 */
async function readForSave(trx: Transaction<Database>, id: string) {
  let query = trx.selectFrom("blog_posts").selectAll().where("id", "=", id);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function savePost(
  db: Kysely<Database>,
  input: BlogPostInput,
  /**
   * authorId: the admin saving (a new post's author; every save's revision names them). restoredFrom: the revision
   * number a restore brings back; a restore keeps the post's status, published_at and scheduled_at (input.intent is
   * not used), so restoring text never takes a post live or down.
   */
  options: { id?: string; authorId: string; now?: Date; restoredFrom?: number },
): Promise<SavePostResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = options.id ? await readForSave(trx, options.id) : undefined;
    if (options.id && !current) return { ok: false, reason: "not-found" } as const;
    if (await slugTaken(trx, input.slug, options.id)) return { ok: false, reason: "duplicate-slug" } as const;

    const publication =
      options.restoredFrom !== undefined && current
        ? { status: current.status, published_at: current.published_at, scheduled_at: current.scheduled_at }
        : nextPublication(current, input.intent, now, input.scheduled_at);
    if ("refused" in publication) return { ok: false, reason: publication.refused } as const;
    const fields = {
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      content: input.content,
      featured_image: input.featured_image,
      tags: JSON.stringify(input.tags),
      locale: input.locale,
      featured_image_id: input.featured_image_id,
      featured_image_alt: input.featured_image_alt,
      seo_title: input.seo_title,
      seo_description: input.seo_description,
      canonical_url: input.canonical_url,
      status: publication.status,
      published_at: publication.published_at,
      scheduled_at: publication.scheduled_at,
      updated_at: nowIso,
    };
    if (current) {
      await trx.updateTable("blog_posts").set(fields).where("id", "=", current.id).execute();
    } else {
      await trx
        .insertInto("blog_posts")
        .values({ id: randomUUID(), ...fields, author_id: options.authorId, created_at: nowIso, views: 0 })
        .execute();
    }
    const saved = await trx.selectFrom("blog_posts").selectAll().where("slug", "=", input.slug).executeTakeFirstOrThrow();
    await recordRevision(trx, saved, { savedBy: options.authorId, savedAt: nowIso, restoredFrom: options.restoredFrom ?? null });
    await recordPublicChange(trx, postChangeTags(current, saved));
    return { ok: true, post: toBlogPost(saved) } as const;
  });
}

export async function deletePost(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const post = await trx.deleteFrom("blog_posts").where("id", "=", id).returning(["slug", "status", "locale"]).executeTakeFirst();
    if (!post) return false;
    // A deleted post leaves nothing behind: its history and its preview links go with it.
    await trx.deleteFrom("blog_post_revisions").where("post_id", "=", id).execute();
    await trx.deleteFrom("blog_preview_links").where("post_id", "=", id).execute();
    await recordPublicChange(trx, postChangeTags(post, undefined));
    return true;
  });
}

export interface PostsPage {
  posts: ListedPost[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * One page of every post for the manager, newest created first (docs/product.md#blog-manager),
 * without their content: a blog of thousands of posts, read whole, ran a server out of memory.
 * A page past the last shows the last.
 */
export async function listPostsPage(db: Kysely<Database>, requestedPage: number): Promise<PostsPage> {
  const { n } = await db.selectFrom("blog_posts").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const { page, pageCount } = clampPage(total, requestedPage, BLOG_MANAGER_PAGE_SIZE);
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "slug", "excerpt", "status", "tags", "created_at", "published_at", "scheduled_at", "views", "locale"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(BLOG_MANAGER_PAGE_SIZE)
    .offset((page - 1) * BLOG_MANAGER_PAGE_SIZE)
    .execute();
  return { posts: rows.map(withPostFields), page, pageCount, total };
}

export async function getPostById(db: Kysely<Database>, id: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toBlogPost(row) : undefined;
}

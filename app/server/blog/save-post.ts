/**
 * Creating and updating posts from the blog manager. The slug must be unique; the
 * status and published_at follow publish-rules.ts; the author is the signed-in admin.
 * A change visitors can see (a published post, before or after) is recorded for the pages
 * kept in memory (app/server/public-pages/page-changes.ts) in the same transaction.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { BlogPostInput } from "../../lib/schemas/blog-post.ts";
import type { Database } from "../db/schema.ts";
import { recordPublicChange } from "../public-pages/page-changes.ts";
import { postChangeTags } from "../public-pages/page-tags.ts";
import { nextPublication } from "./publish-rules.ts";
import { toBlogPost, type BlogPost } from "./post-row.ts";

export type SavePostResult =
  | { ok: true; post: BlogPost }
  | { ok: false; reason: "duplicate-slug" | "not-found" };

async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function savePost(
  db: Kysely<Database>,
  input: BlogPostInput,
  options: { id?: string; authorId: string; now?: Date },
): Promise<SavePostResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = options.id
      ? await trx.selectFrom("blog_posts").selectAll().where("id", "=", options.id).executeTakeFirst()
      : undefined;
    if (options.id && !current) return { ok: false, reason: "not-found" } as const;
    if (await slugTaken(trx, input.slug, options.id)) return { ok: false, reason: "duplicate-slug" } as const;

    const publication = nextPublication(current, input.intent, now);
    const fields = {
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      content: input.content,
      featured_image: input.featured_image,
      tags: JSON.stringify(input.tags),
      locale: input.locale,
      status: publication.status,
      published_at: publication.published_at,
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
    await recordPublicChange(trx, postChangeTags(current, saved));
    return { ok: true, post: toBlogPost(saved) } as const;
  });
}

export async function deletePost(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const post = await trx.deleteFrom("blog_posts").where("id", "=", id).returning(["slug", "status", "locale"]).executeTakeFirst();
    if (!post) return false;
    await recordPublicChange(trx, postChangeTags(post, undefined));
    return true;
  });
}

/** Every post for the manager, newest first (docs/product.md#blog-manager: ordered by created_at descending). */
export async function listAllPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  const rows = await db.selectFrom("blog_posts").selectAll().orderBy("created_at", "desc").execute();
  return rows.map(toBlogPost);
}

export async function getPostById(db: Kysely<Database>, id: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toBlogPost(row) : undefined;
}

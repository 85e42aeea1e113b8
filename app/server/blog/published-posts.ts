/** What visitors see of the blog: published posts only. */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toBlogPost, type BlogPost } from "./post-row.ts";

/** A post by slug: published for everyone; drafts only when `includeDrafts` (an admin previewing). */
export async function getPostBySlug(db: Kysely<Database>, slug: string, includeDrafts: boolean): Promise<BlogPost | undefined> {
  let query = db.selectFrom("blog_posts").selectAll().where("slug", "=", slug);
  if (!includeDrafts) query = query.where("status", "=", "published");
  const row = await query.executeTakeFirst();
  return row ? toBlogPost(row) : undefined;
}

/** One more view of a published post (atomic, so concurrent views all count). */
export async function countPostView(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable("blog_posts")
    .set({ views: sql`views + 1` })
    .where("id", "=", id)
    .where("status", "=", "published")
    .execute();
}

/** What visitors see of the blog: published posts only. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toBlogPost, type BlogPost } from "./post-row.ts";

/** A post by slug: published for everyone; drafts only when `includeDrafts` (an admin previewing). */
export async function getPostBySlug(db: Kysely<Database>, slug: string, includeDrafts: boolean): Promise<BlogPost | undefined> {
  let query = db.selectFrom("blog_posts").selectAll().where("slug", "=", slug);
  if (!includeDrafts) query = query.where("status", "=", "published");
  const row = await query.executeTakeFirst();
  return row ? toBlogPost(row) : undefined;
}

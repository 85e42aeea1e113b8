/**
 * Post revisions (docs/product.md#blog-manager): every save of a post keeps its text and
 * settings as saved, numbered 1, 2, 3… per post, with who saved it and when. The blog manager
 * lists them newest first, compares one with the current post, and restores one as a new
 * revision.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import { randomUUID } from "node:crypto";
import type { RevisionComparison, RevisionsPage, RevisionsPanelData } from "../../lib/blog-revisions.ts";
import { blogPostSchema } from "../../lib/schemas/blog-post.ts";
import type { BlogPostRevisionsTable, BlogPostsTable, Database } from "../db/schema.ts";
import { tagsOf, type BlogPost } from "./post-row.ts";
import { compareContent, compareFields, summarizeChanges, type ComparedFields } from "./revision-diff.ts";
import { savePost } from "./save-post.ts";

/** Keeps the post as just saved as its next revision (inside the save's transaction). */
export async function recordRevision(
  trx: Transaction<Database> | Kysely<Database>,
  post: Selectable<BlogPostsTable>,
  by: { savedBy: string | null; savedAt: string; restoredFrom: number | null },
): Promise<number> {
  const last = await trx
    .selectFrom("blog_post_revisions")
    .select((eb) => eb.fn.max("number").as("number"))
    .where("post_id", "=", post.id)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await trx
    .insertInto("blog_post_revisions")
    .values({
      id: randomUUID(),
      post_id: post.id,
      number,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      featured_image: post.featured_image,
      featured_image_id: post.featured_image_id,
      featured_image_alt: post.featured_image_alt,
      tags: post.tags,
      locale: post.locale,
      seo_title: post.seo_title,
      seo_description: post.seo_description,
      canonical_url: post.canonical_url,
      status: post.status,
      saved_by: by.savedBy,
      saved_at: by.savedAt,
      restored_from: by.restoredFrom,
    })
    .execute();
  return number;
}

/** A post with hundreds of saves lists them this many at a time, newest first. */
export const REVISIONS_PAGE_SIZE = 20;

/** ?revision=7 → 7; anything that is not a revision number → null. */
function revisionNumber(value: string | null): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** Who saved: the staff member's name, their email when the account has no name; null when the account is gone. */
const displayName = (name: string | null, email: string | null) => name?.trim() || email || null;

/** A page of a post's revisions, newest first: the newest REVISIONS_PAGE_SIZE, or those numbered below `before`. */
export async function listRevisions(
  db: Kysely<Database>,
  postId: string,
  options: { before?: number | null; limit?: number } = {},
): Promise<RevisionsPage> {
  const limit = options.limit ?? REVISIONS_PAGE_SIZE;
  let query = db
    .selectFrom("blog_post_revisions as r")
    .leftJoin("user as u", "u.id", "r.saved_by")
    .select(["r.id", "r.number", "r.saved_at", "r.status", "r.restored_from", "u.name as user_name", "u.email as user_email"])
    .where("r.post_id", "=", postId);
  if (options.before) query = query.where("r.number", "<", options.before);
  // One more than a page: whether older revisions remain, without counting them.
  const rows = await query.orderBy("r.number", "desc").limit(limit + 1).execute();
  const totals = await db
    .selectFrom("blog_post_revisions")
    .select((eb) => [eb.fn.countAll().as("total"), eb.fn.max("number").as("latest")])
    .where("post_id", "=", postId)
    .executeTakeFirst();
  const items = rows.slice(0, limit).map(({ user_name, user_email, ...r }) => ({
    ...r,
    number: Number(r.number),
    restored_from: r.restored_from === null ? null : Number(r.restored_from),
    saved_by_name: displayName(user_name, user_email),
  }));
  return {
    items,
    total: Number(totals?.total ?? 0),
    latest: totals?.latest == null ? null : Number(totals.latest),
    olderBefore: rows.length > limit ? items.at(-1)!.number : null,
    older: !!options.before,
  };
}

export type PostRevision = Selectable<BlogPostRevisionsTable> & { saved_by_name: string | null };

/** Revision `number` of this post (a number names a revision only within its post). */
export async function getRevision(db: Kysely<Database>, postId: string, number: number): Promise<PostRevision | undefined> {
  const row = await db
    .selectFrom("blog_post_revisions as r")
    .leftJoin("user as u", "u.id", "r.saved_by")
    .selectAll("r")
    .select(["u.name as user_name", "u.email as user_email"])
    .where("r.post_id", "=", postId)
    .where("r.number", "=", number)
    .executeTakeFirst();
  if (!row) return undefined;
  const { user_name, user_email, ...revision } = row;
  return {
    ...revision,
    number: Number(revision.number),
    restored_from: revision.restored_from === null ? null : Number(revision.restored_from),
    saved_by_name: displayName(user_name, user_email),
  };
}

const comparedFields = (r: { tags: string[] } & Omit<ComparedFields, "tags">): ComparedFields => ({
  title: r.title,
  slug: r.slug,
  excerpt: r.excerpt,
  tags: r.tags,
  locale: r.locale,
  featured_image: r.featured_image,
  featured_image_id: r.featured_image_id,
  featured_image_alt: r.featured_image_alt,
  seo_title: r.seo_title,
  seo_description: r.seo_description,
  canonical_url: r.canonical_url,
});

/** The revision (before) against the post as it is now (after): content, other fields, and a summary. */
export function compareRevision(revision: PostRevision, post: BlogPost): RevisionComparison {
  const content = compareContent(revision.content, post.content);
  const fields = compareFields(comparedFields({ ...revision, tags: tagsOf(revision.tags) }), comparedFields(post));
  return {
    revision: {
      id: revision.id,
      number: revision.number,
      saved_at: revision.saved_at,
      saved_by_name: revision.saved_by_name,
      status: revision.status,
      restored_from: revision.restored_from,
    },
    content,
    fields,
    summary: summarizeChanges(content, fields),
  };
}

/**
 * What the editor's revisions panel shows for `post`, from the page's query: ?revisions_before=N
 * (an older page), ?revision=N (compare that revision with the current post), &confirm=restore
 * (ask before restoring, the way without JavaScript) and ?restored=N (a restore just saved revision N).
 */
export async function loadRevisionsPanel(db: Kysely<Database>, post: BlogPost, params: URLSearchParams): Promise<RevisionsPanelData> {
  const list = await listRevisions(db, post.id, { before: revisionNumber(params.get("revisions_before")) });
  const wanted = revisionNumber(params.get("revision"));
  const revision = wanted ? await getRevision(db, post.id, wanted) : undefined;
  return {
    list,
    comparison: revision ? compareRevision(revision, post) : null,
    missing: wanted && !revision ? wanted : null,
    confirmRestore: !!revision && params.get("confirm") === "restore",
    restored: revisionNumber(params.get("restored")),
  };
}

export type RestoreRevisionResult =
  | { ok: true; post: BlogPost; revision: number; restoredFrom: number }
  | { ok: false; reason: "not-found" | "duplicate-slug" | "invalid"; message: string };

/**
 * Brings back revision `revisionId` of post `postId` as a new revision: the post's title, slug,
 * excerpt, content, images, tags, language and search settings become the revision's, through
 * savePost (so the save is checked, recorded as a revision with restored_from, and the public
 * pages are told). Whether the post is live never changes: a published post stays published
 * with the restored text, a draft stays a draft, a scheduled post keeps its time.
 * A revision of another post is refused as not found; so is a slug now used by another post,
 * with that post named, and a revision the current rules no longer accept.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  target: { postId: string; revisionId: string },
  options: { by: string; now?: Date },
): Promise<RestoreRevisionResult> {
  const revision = await db
    .selectFrom("blog_post_revisions")
    .selectAll()
    .where("id", "=", target.revisionId)
    .where("post_id", "=", target.postId)
    .executeTakeFirst();
  if (!revision) return { ok: false, reason: "not-found", message: "That revision was not found for this post. Please reload the page and try again." };
  const number = Number(revision.number);

  // The revision passed these rules when it was saved; checking again catches a rule added since (a new fixed article's slug).
  const parsed = blogPostSchema.safeParse({
    title: revision.title,
    slug: revision.slug,
    excerpt: revision.excerpt ?? "",
    content: revision.content,
    featured_image: revision.featured_image ?? "",
    featured_image_id: revision.featured_image_id ?? "",
    featured_image_alt: revision.featured_image_alt ?? "",
    tags: tagsOf(revision.tags).join(", "),
    locale: revision.locale,
    seo_title: revision.seo_title ?? "",
    seo_description: revision.seo_description ?? "",
    canonical_url: revision.canonical_url ?? "",
    // Not used by a restore (savePost keeps the post's status); the schema asks for one.
    intent: "draft",
  });
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message ?? "it no longer passes the editor's checks.";
    return { ok: false, reason: "invalid", message: `Revision #${number} cannot be restored as it is: ${problem} Copy what you need from it into the editor instead.` };
  }

  const saved = await savePost(db, parsed.data, { id: target.postId, authorId: options.by, now: options.now, restoredFrom: number });
  if (!saved.ok) {
    if (saved.reason === "duplicate-slug") {
      const other = await db.selectFrom("blog_posts").select("title").where("slug", "=", parsed.data.slug).where("id", "!=", target.postId).executeTakeFirst();
      return {
        ok: false,
        reason: "duplicate-slug",
        message: `Revision #${number} cannot be restored: its slug “${parsed.data.slug}” is now used by another post${other ? `, “${other.title}”` : ""}. Change that post's slug first, or copy what you need from the revision into the editor.`,
      };
    }
    if (saved.reason === "not-found") return { ok: false, reason: "not-found", message: "This post no longer exists." };
    // Publication refusals cannot happen: a restore keeps the post's publication as it is.
    return { ok: false, reason: "invalid", message: `Revision #${number} could not be restored.` };
  }
  const latest = await db.selectFrom("blog_post_revisions").select((eb) => eb.fn.max("number").as("number")).where("post_id", "=", target.postId).executeTakeFirst();
  return { ok: true, post: saved.post, revision: Number(latest?.number ?? 0), restoredFrom: number };
}

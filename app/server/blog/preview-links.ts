/**
 * Private preview links (docs/product.md#blog-manager): an admin shares a draft or scheduled
 * post with someone who has no account, by a link that works until it expires or is revoked.
 *
 * - The token is 32 random bytes (base64url, 43 characters): unguessable. Only its SHA-256
 *   (hex) is stored, so a copy of the database opens no preview; the link is shown once.
 * - A link is valid while it is not revoked, not expired and its post still exists. Whatever
 *   else is wrong (unknown, expired, revoked, post deleted) gives the same answer, "gone", so a
 *   token cannot be probed; every token costs the same work (one hash, one indexed query).
 * - Once the post is published, a valid link leads to its public address.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { PREVIEW_LINK_DAYS, type PreviewLinkState, type PreviewLinkView } from "../../lib/blog-preview-links.ts";
import { pathInLocale, type Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../db/schema.ts";
import { localeOf, toBlogPost, type BlogPost } from "./post-row.ts";

export const PREVIEW_TOKEN_BYTES = 32;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than any token; a longer path segment is not worth hashing. */
const MAX_TOKEN_LENGTH = 200;
/** The newest links shown in the editor (old ones stay stored, expired or revoked). */
const LISTED_LINKS = 50;
/** Only a post visitors cannot see yet gets a preview link; a published one is public. */
const PREVIEWABLE_STATUSES = new Set(["draft", "scheduled"]);

export function newPreviewToken(): string {
  return randomBytes(PREVIEW_TOKEN_BYTES).toString("base64url");
}

/** What is stored of a token: its SHA-256 in hex. */
export function previewTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A preview's address, in the post's language (/blog/preview/… or /es/blog/preview/…). */
export function previewLinkPath(token: string, locale: Locale): string {
  return pathInLocale(`/blog/preview/${token}`, locale);
}

export function canPreviewPost(status: string): boolean {
  return PREVIEWABLE_STATUSES.has(status);
}

/** The number of days the admin chose, when it is a whole number from 1 to 30; null otherwise. */
export function parsePreviewDays(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,2}$/.test(value.trim())) return null;
  const days = Number(value.trim());
  return days >= PREVIEW_LINK_DAYS.min && days <= PREVIEW_LINK_DAYS.max ? days : null;
}

/** A link's state at `now`: revoked wins over expired; it expires at the instant stored. */
export function previewLinkState(link: { expires_at: string; revoked_at: string | null }, now: Date): PreviewLinkState {
  if (link.revoked_at) return "revoked";
  return Date.parse(link.expires_at) > now.getTime() ? "active" : "expired";
}

export type CreatePreviewLinkResult =
  | { ok: true; id: string; token: string; path: string; expiresAt: string }
  | { ok: false; reason: "bad-days" | "not-found" | "published" };

/** A new link to a draft or scheduled post, working for `days` (as typed: 1–30) from `now`. */
export async function createPreviewLink(
  db: Kysely<Database>,
  input: { postId: string; days: unknown; createdBy: string; now?: Date },
): Promise<CreatePreviewLinkResult> {
  const days = parsePreviewDays(input.days);
  if (days === null) return { ok: false, reason: "bad-days" };
  const post = await db.selectFrom("blog_posts").select(["id", "status", "locale"]).where("id", "=", input.postId).executeTakeFirst();
  if (!post) return { ok: false, reason: "not-found" };
  if (!canPreviewPost(post.status)) return { ok: false, reason: "published" };
  const now = input.now ?? new Date();
  const token = newPreviewToken();
  const link = {
    id: randomUUID(),
    post_id: post.id,
    token_hash: previewTokenHash(token),
    created_by: input.createdBy,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
    revoked_at: null,
    revoked_by: null,
  };
  await db.insertInto("blog_preview_links").values(link).execute();
  return { ok: true, id: link.id, token, path: previewLinkPath(token, localeOf(post.locale)), expiresAt: link.expires_at };
}

export type RevokePreviewLinkResult = { ok: true } | { ok: false; reason: "not-found" };

/** Turns off one of this post's links (a link of another post is "not-found"); revoking twice keeps the first time. */
export async function revokePreviewLink(
  db: Kysely<Database>,
  input: { postId: string; linkId: string; revokedBy: string; now?: Date },
): Promise<RevokePreviewLinkResult> {
  const now = input.now ?? new Date();
  const ofThisPost = db.updateTable("blog_preview_links").where("id", "=", input.linkId).where("post_id", "=", input.postId);
  const updated = await ofThisPost.set({ revoked_at: now.toISOString(), revoked_by: input.revokedBy }).where("revoked_at", "is", null).executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return { ok: true };
  const exists = await db.selectFrom("blog_preview_links").select("id").where("id", "=", input.linkId).where("post_id", "=", input.postId).executeTakeFirst();
  return exists ? { ok: true } : { ok: false, reason: "not-found" };
}

/** A post's links for the editor, newest first, with who made and revoked them and their state at `now`. */
export async function listPreviewLinks(db: Kysely<Database>, postId: string, now = new Date()): Promise<PreviewLinkView[]> {
  const rows = await db
    .selectFrom("blog_preview_links as link")
    .leftJoin("user as creator", "creator.id", "link.created_by")
    .leftJoin("user as revoker", "revoker.id", "link.revoked_by")
    .select([
      "link.id",
      "link.created_at",
      "link.expires_at",
      "link.revoked_at",
      "creator.name as creator_name",
      "creator.email as creator_email",
      "revoker.name as revoker_name",
      "revoker.email as revoker_email",
    ])
    .where("link.post_id", "=", postId)
    .orderBy("link.created_at", "desc")
    .orderBy("link.id", "desc")
    .limit(LISTED_LINKS)
    .execute();
  const person = (name: string | null, email: string | null) => name?.trim() || email || null;
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    createdBy: person(row.creator_name, row.creator_email),
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_at ? person(row.revoker_name, row.revoker_email) : null,
    state: previewLinkState(row, now),
  }));
}

export type PreviewResolution =
  | { kind: "preview"; post: BlogPost }
  | { kind: "published"; path: string }
  | { kind: "gone" };

/** What a token opens at `now`: its post to preview, the public address of its post once published, or nothing. */
export async function resolvePreviewLink(db: Kysely<Database>, token: string, now = new Date()): Promise<PreviewResolution> {
  // Every token takes the same path (hash, one lookup on the unique index), whatever it turns out to be.
  const hash = previewTokenHash(token.slice(0, MAX_TOKEN_LENGTH));
  const row = await db
    .selectFrom("blog_preview_links as link")
    .innerJoin("blog_posts as post", "post.id", "link.post_id")
    .selectAll("post")
    .select(["link.expires_at as link_expires_at", "link.revoked_at as link_revoked_at"])
    .where("link.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row || token.length > MAX_TOKEN_LENGTH) return { kind: "gone" };
  const { link_expires_at, link_revoked_at, ...postRow } = row;
  if (previewLinkState({ expires_at: link_expires_at, revoked_at: link_revoked_at }, now) !== "active") return { kind: "gone" };
  const post = toBlogPost(postRow);
  if (post.status === "published") return { kind: "published", path: pathInLocale(`/blog/${post.slug}`, post.locale) };
  return canPreviewPost(post.status) ? { kind: "preview", post } : { kind: "gone" };
}

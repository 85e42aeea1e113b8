/**
 * Everything an admin's post to /blog-manager can ask for (docs/product.md#blog-manager), by
 * its `intent`: save a post (draft, publish, schedule), delete it, render the live preview,
 * make or revoke a preview link, restore a revision, and, without JavaScript, the editor's
 * photo steps. The route checks the admin first, app/http/blog-manager-posts.ts reads the post,
 * and the route turns the answer into a response.
 */
import type { Kysely } from "kysely";
import type { BlogManagerActionResult } from "../../lib/blog-manager.ts";
import { formValues, parseForm } from "../../lib/form-data.ts";
import { isLocale } from "../../lib/i18n/locale.ts";
import { blogPostSchema } from "../../lib/schemas/blog-post.ts";
import type { Database } from "../db/schema.ts";
import type { FormReadProblem } from "../forms/received-form.ts";
import { errorFields, log } from "../log.ts";
import { checkFeaturedImage } from "./images/check-featured-image.ts";
import { renderMarkdown } from "./markdown.ts";
import { createPreviewLink, revokePreviewLink } from "./preview-links.ts";
import { restoreRevision } from "./revisions.ts";
import { deletePost, getPostById, savePost, type SavePostResult } from "./save-post.ts";

/** The page again with a result (a refusal, the preview, a link), or another address. */
export type BlogManagerAnswer = { result: BlogManagerActionResult; status?: number } | { redirect: string };

/** A post's fields (about 20, and the photo fields' names without JavaScript); its content is the largest (a long article is well under a megabyte). */
export const BLOG_FORM_LIMITS = { maxBytes: 2 * 1024 * 1024, maxParts: 40, maxFieldBytes: 1024 * 1024 };

/** Why a save was refused, as the editor shows it. */
const SAVE_REFUSALS: Record<Exclude<SavePostResult, { ok: true }>["reason"], { status: number; errors?: Record<string, string>; formError?: string }> = {
  "duplicate-slug": { status: 409, errors: { slug: "Another post already uses this slug. Please choose another." } },
  "not-found": { status: 404, formError: "Failed to save post: it no longer exists." },
  "schedule-in-past": { status: 400, errors: { schedule_date: "Please choose a date and time still ahead (Las Vegas time)." } },
  // Also when its scheduled time came while the admin was editing it: the editor now offers Update Published.
  "schedule-published": { status: 409, formError: "This post is already published, so it cannot be scheduled. Your changes are still here: press Update Published to save them." },
};

/** Why a preview link was not made or revoked, as the editor's preview links panel shows it. */
const PREVIEW_LINK_REFUSALS = {
  "bad-days": { status: 400, message: "Please choose how long the link works: 1 to 30 days." },
  "not-found": { status: 404, message: "This post or preview link no longer exists. Please reload the page." },
  published: { status: 409, message: "This post is published: share its public address instead." },
} as const;

const refused = (status: number, formError: string, failed: BlogManagerActionResult["failed"], values: BlogManagerActionResult["values"] = {}): BlogManagerAnswer => ({
  result: { errors: {}, values, formError, failed },
  status,
});

/** The editor's text rendered as the post will show it, in the post's language: a Spanish post's links to site pages go to their Spanish twins. */
function previewOf(form: FormData): string {
  const locale = form.get("locale");
  return renderMarkdown(String(form.get("content") ?? ""), isLocale(locale) ? locale : "en").html;
}

export type LivePreviewAnswer = { status: number; body: { preview: string } | { message: string } };

/** The live preview's answer when its post could not be read (not a form, or far larger than a post). */
export function unreadableLivePreview(problem: FormReadProblem): LivePreviewAnswer {
  return { status: problem === "unreadable" ? 400 : 413, body: { message: "The text could not be read. Please try again." } };
}

/** The live preview's answer as the admin types (POST /blog-manager/preview: content, locale). */
export function renderLivePreview(fields: FormData): LivePreviewAnswer {
  // The editor always sends the text, empty or not: a form without it is not the editor's.
  if (!fields.has("content")) return { status: 400, body: { message: "There is no text to preview." } };
  return { status: 200, body: { preview: previewOf(fields) } };
}

/** A body that is not a form (malformed multipart, another content type) or far larger than a post: the client's doing. */
export function unreadableBlogManagerPost(problem: FormReadProblem): BlogManagerAnswer {
  return refused(problem === "unreadable" ? 400 : 413, "The form could not be read. Please try again.", "save");
}

/** A post of the editor's plain form (the photo steps are takeEditorPhotoStep's), by its intent. */
export async function takeBlogManagerAction(db: Kysely<Database>, form: FormData, options: { adminId: string; publicUrl: string }): Promise<BlogManagerAnswer> {
  const field = (name: string) => String(form.get(name) ?? "");

  switch (field("intent")) {
    case "delete":
      try {
        if (!(await deletePost(db, field("id")))) return refused(404, "Failed to delete post", "delete");
      } catch (error) {
        log.error("post not deleted", errorFields(error));
        return refused(500, "Failed to delete post", "delete");
      }
      return { redirect: "/blog-manager" };

    case "preview":
      return { result: { errors: {}, values: formValues(form), preview: previewOf(form) } };

    case "create-preview-link": {
      const days = field("preview_days");
      const made = await createPreviewLink(db, { postId: field("id"), days, createdBy: options.adminId });
      if (!made.ok) {
        const refusal = PREVIEW_LINK_REFUSALS[made.reason];
        return { result: { errors: {}, values: {}, previewLink: { error: refusal.message, days } }, status: refusal.status };
      }
      const url = `${options.publicUrl.replace(/\/$/, "")}${made.path}`;
      return { result: { errors: {}, values: {}, previewLink: { created: { id: made.id, url, expiresAt: made.expiresAt } } } };
    }

    case "revoke-preview-link": {
      // Only a link of the post being edited: the post id and the link id must match.
      const linkId = field("link_id");
      const revoked = await revokePreviewLink(db, { postId: field("id"), linkId, revokedBy: options.adminId });
      if (!revoked.ok) return { result: { errors: {}, values: {}, previewLink: { error: PREVIEW_LINK_REFUSALS[revoked.reason].message } }, status: 404 };
      return { result: { errors: {}, values: {}, previewLink: { revoked: { id: linkId } } } };
    }

    case "restore-revision": {
      // Only a revision of the post being edited: the post id and the revision id must match.
      const postId = field("id");
      try {
        const restored = await restoreRevision(db, { postId, revisionId: field("revision_id") }, { by: options.adminId });
        if (!restored.ok) return refused(restored.reason === "not-found" ? 404 : 409, restored.message, "restore");
        return { redirect: `/blog-manager?edit=${encodeURIComponent(postId)}&restored=${restored.revision}#revisions` };
      } catch (error) {
        log.error("revision not restored", errorFields(error));
        return refused(500, "The revision could not be restored. Please try again.", "restore");
      }
    }

    default:
      return savePostFromEditor(db, form, options.adminId);
  }
}

/** Save as Draft, Publish, Schedule and their Update twins: the schema's intent says which. */
async function savePostFromEditor(db: Kysely<Database>, form: FormData, adminId: string): Promise<BlogManagerAnswer> {
  const id = form.get("id") ? String(form.get("id")) : undefined;
  /** The editor comes back with what was typed, over the stored post it was editing. */
  const failedSave = async (status: number, result: Omit<BlogManagerActionResult, "failed" | "post">): Promise<BlogManagerAnswer> => ({
    result: { ...result, failed: "save", post: id ? await getPostById(db, id) : undefined },
    status,
  });
  const parsed = parseForm(blogPostSchema, form);
  if (!parsed.ok) return failedSave(400, { errors: parsed.errors, values: parsed.values, formError: "Failed to save post" });
  // An uploaded photo must exist; an address hosted elsewhere must answer with an image.
  const imageErrors = await checkFeaturedImage(db, parsed.data, id);
  if (imageErrors) return failedSave(400, { errors: imageErrors, values: parsed.values, formError: "Failed to save post" });
  try {
    const saved = await savePost(db, parsed.data, { id, authorId: adminId });
    if (!saved.ok) {
      const refusal = SAVE_REFUSALS[saved.reason];
      return failedSave(refusal.status, { errors: refusal.errors ?? {}, values: parsed.values, formError: refusal.formError ?? "Failed to save post" });
    }
  } catch (error) {
    log.error("post not saved", errorFields(error));
    return refused(500, "Failed to save post", "save", parsed.values);
  }
  return { redirect: "/blog-manager" };
}

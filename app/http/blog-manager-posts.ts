/**
 * Reading the blog manager's posts (docs/product.md#blog-manager): the editor's plain form, the
 * live preview, and a photo (the upload endpoint, or the editor's photo steps without
 * JavaScript, posted as multipart). Each is read by the one streaming reader under its limits,
 * handed to the domain (app/server/blog/), and a photo's temporary files are removed once answered.
 */
import type { Kysely } from "kysely";
import type { Database } from "../server/db/schema.ts";
import { readForm, readTextForm } from "./read-form.ts";
import type { ReceivedForm } from "../server/forms/received-form.ts";
import { takeEditorPhotoStep, uploadBlogPhoto, type StepAnswer, type UploadAnswer } from "../server/blog/images/photo-steps.ts";
import { PHOTO_FORM_LIMITS, unreadablePhotoForm } from "../server/blog/images/receive-photo.ts";
import {
  BLOG_FORM_LIMITS,
  renderLivePreview,
  takeBlogManagerAction,
  unreadableBlogManagerPost,
  unreadableLivePreview,
  type BlogManagerAnswer,
  type LivePreviewAnswer,
} from "../server/blog/manager-actions.ts";

/** Whether a post to the blog manager is one of the editor's photo steps (the editor's other buttons post a plain form). */
function isEditorPhotoStep(request: Request): boolean {
  return /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
}

/** Reads a photo's post, gives it to `take`, and removes its files after. */
async function withPhotoForm<T>(request: Request, refused: (status: number, message: string) => T, take: (form: ReceivedForm) => Promise<T>): Promise<T> {
  const read = await readForm(request, PHOTO_FORM_LIMITS);
  if (!read.ok) {
    const refusal = unreadablePhotoForm(read.problem);
    return refused(refusal.status, refusal.message);
  }
  try {
    return await take(read.form);
  } finally {
    await read.form.dispose();
  }
}

/** POST /blog-manager/images: the upload endpoint's answer (JSON body and status). */
export function uploadBlogPhotoPost(db: Kysely<Database>, request: Request, adminId: string): Promise<UploadAnswer> {
  return withPhotoForm(
    request,
    (status, message) => ({ status, body: { ok: false as const, message } }),
    (form) => uploadBlogPhoto(db, form, adminId),
  );
}

/** A post to /blog-manager: the editor's photo step (multipart) or its plain form. */
export async function blogManagerPost(db: Kysely<Database>, request: Request, options: { adminId: string; publicUrl: string }): Promise<BlogManagerAnswer> {
  if (isEditorPhotoStep(request)) {
    const step = await withPhotoForm<StepAnswer>(
      request,
      (status, message) => ({ status, result: { errors: {}, values: {}, formError: message, failed: "save" } }),
      (form) => takeEditorPhotoStep(db, form, options.adminId),
    );
    return { result: step.result, status: step.status };
  }
  const read = await readTextForm(request, BLOG_FORM_LIMITS);
  if (!read.ok) return unreadableBlogManagerPost(read.problem);
  return takeBlogManagerAction(db, read.fields, options);
}

/** POST /blog-manager/preview: the live preview's answer (JSON body and status). */
export async function livePreviewPost(request: Request): Promise<LivePreviewAnswer> {
  const read = await readTextForm(request, BLOG_FORM_LIMITS);
  if (!read.ok) return unreadableLivePreview(read.problem);
  return renderLivePreview(read.fields);
}

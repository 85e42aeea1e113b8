/**
 * The two ways a photo reaches the blog manager (docs/product.md#blog-manager):
 *
 * - `uploadBlogPhoto`: the upload endpoint (POST /blog-manager/images, multipart: `file`, and
 *   `alt` for a photo in the text), which the editor calls with JavaScript; it answers JSON.
 * - `takeEditorPhotoStep`: without JavaScript, the editor's photo buttons post the whole editor
 *   as multipart to the blog manager itself (a form cannot hold another form): the photo is
 *   stored and the editor comes back with every typed value, the featured image filled in (or
 *   removed), or the Markdown to paste for a photo in the text. Nothing about the post is saved.
 *
 * Both take the form already read (app/http/blog-manager-posts.ts reads it and removes its files after).
 */
import type { Kysely } from "kysely";
import type { BlogManagerActionResult } from "../../../lib/blog-manager.ts";
import { formValues } from "../../../lib/form-data.ts";
import type { Database } from "../../db/schema.ts";
import { errorFields, log } from "../../log.ts";
import type { ReceivedForm } from "../../forms/received-form.ts";
import { storePostedPhoto } from "./receive-photo.ts";

export type UploadAnswer = { status: number; body: { ok: true; id: string; width: number; height: number } | { ok: false; message: string } };

/** What the content photo's description must say before it is uploaded. */
const CONTENT_ALT_MISSING = "Please describe the photo for people who cannot see it; the description goes into the Markdown.";

export async function uploadBlogPhoto(db: Kysely<Database>, form: ReceivedForm, adminId: string): Promise<UploadAnswer> {
  try {
    const stored = await storePostedPhoto(db, form, "file", { adminId, alt: stringField(form.fields, "alt") });
    if (!stored.ok) return { status: stored.refusal.status, body: { ok: false, message: stored.refusal.message } };
    return { status: 200, body: { ok: true, ...stored.image } };
  } catch (error) {
    log.error("blog photo not stored", errorFields(error));
    return { status: 500, body: { ok: false, message: "The photo could not be stored. Please try again." } };
  }
}

export type StepAnswer = { status: number; result: BlogManagerActionResult };

/**
 * The editor back with `values`. `failed: "save"` is what keeps the editor open with the values
 * sent even when the address names no post (the page opens the editor from it, as after a
 * refused save); with no message, nothing is shown as an error.
 */
const editorWith = (values: BlogManagerActionResult["values"]): BlogManagerActionResult => ({ errors: {}, values, failed: "save" });

export async function takeEditorPhotoStep(db: Kysely<Database>, form: ReceivedForm, adminId: string): Promise<StepAnswer> {
  const { fields } = form;
  const values = formValues(fields);
  const refused = (status: number, field: string, message: string): StepAnswer => ({
    status,
    result: { errors: { [field]: message }, values, formError: `The photo was not uploaded: ${message}`, failed: "save" },
  });
  try {
    switch (stringField(fields, "intent")) {
      case "remove-featured-image":
        return { status: 200, result: editorWith({ ...values, featured_image_id: "" }) };
      case "upload-featured-image": {
        const stored = await storePostedPhoto(db, form, "featured_upload", { adminId });
        if (!stored.ok) return refused(stored.refusal.status, "featured_upload", stored.refusal.message);
        return { status: 200, result: editorWith({ ...values, featured_image_id: stored.image.id }) };
      }
      case "upload-content-image": {
        const alt = stringField(fields, "content_image_alt");
        if (!alt?.trim()) return refused(400, "content_image_alt", CONTENT_ALT_MISSING);
        const stored = await storePostedPhoto(db, form, "content_upload", { adminId, alt });
        if (!stored.ok) return refused(stored.refusal.status, "content_upload", stored.refusal.message);
        return { status: 200, result: editorWith({ ...values, content_image_id: stored.image.id }) };
      }
      default:
        return { status: 400, result: { errors: {}, values, formError: "The form could not be read. Please try again.", failed: "save" } };
    }
  } catch (error) {
    log.error("blog photo not stored", errorFields(error));
    return { status: 500, result: { errors: {}, values, formError: "The photo could not be stored. Please try again.", failed: "save" } };
  }
}

function stringField(fields: FormData, name: string): string | null {
  const value = fields.get(name);
  return typeof value === "string" ? value : null;
}

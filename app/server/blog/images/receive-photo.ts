/**
 * A photo posted by an admin for the blog (docs/product.md#blog-manager), from the upload
 * endpoint or from the editor's own form: read while it streams in (app/http/blog-manager-posts.ts,
 * to a temporary file, cut off past the limit), checked by its content (JPEG, PNG, WebP or HEIC;
 * app/server/uploads/check-upload.ts), at most MAX_UPLOAD_BYTES and so many pixels (make-variants.ts), resized
 * into its variants and stored. Every refusal is a message for the admin; none is a 500.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Kysely } from "kysely";
import { MAX_UPLOAD_BYTES } from "../../../lib/blog-images.ts";
import type { Database } from "../../db/schema.ts";
import type { FormReadProblem, ReceivedFile, ReceivedForm } from "../../forms/received-form.ts";
import { checkUpload, type UploadRule } from "../../uploads/check-upload.ts";
import { findImageBySha256, storeBlogImage, type StoredBlogImage } from "./blog-image-store.ts";
import { makeVariants, type PhotoKind } from "./make-variants.ts";

export const blogPhotoRule: UploadRule = { kinds: ["jpeg", "png", "webp", "heic"], maxBytes: MAX_UPLOAD_BYTES, what: { en: "A photo", es: "Una foto" } };

const KIND_OF_TYPE: Record<string, PhotoKind> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/heic": "heic" };

/**
 * A post carrying one photo, plus (from the editor) every field of the post: its content is
 * the largest (see the blog manager's own limits). Two files at most: the editor has two photo
 * fields and only the one whose button was pressed is used.
 */
export const PHOTO_FORM_LIMITS = { maxBytes: 2 * MAX_UPLOAD_BYTES + 2 * 1024 * 1024, maxParts: 60, maxFieldBytes: 1024 * 1024, maxFiles: 2, maxFileBytes: MAX_UPLOAD_BYTES };

export type PhotoRefusal = { status: number; message: string };

/** Why a photo's post could not be read, as the admin is told. */
export function unreadablePhotoForm(problem: FormReadProblem): PhotoRefusal {
  if (problem === "too-large") return { status: 413, message: `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please choose a smaller one.` };
  return { status: 400, message: "The upload could not be read. Please choose the photo again." };
}

async function sha256Of(source: PhotoSource): Promise<string> {
  const hash = createHash("sha256");
  if ("bytes" in source) return hash.update(source.bytes).digest("hex");
  for await (const chunk of createReadStream(source.path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** A photo's bytes: a temporary file the upload was streamed to, or bytes already in memory. */
export type PhotoSource = { path: string } | { bytes: Uint8Array };

export type StoredPhoto = { ok: true; image: StoredBlogImage } | { ok: false; refusal: PhotoRefusal };

/** Checks, resizes and stores the photo posted as `field` of a form read under PHOTO_FORM_LIMITS. */
export async function storePostedPhoto(db: Kysely<Database>, form: ReceivedForm, field: string, options: { adminId: string; alt?: string | null }): Promise<StoredPhoto> {
  const file: ReceivedFile | undefined = form.files.find((f) => f.field === field);
  if (!file) return { ok: false, refusal: { status: 400, message: "Please choose a photo to upload (JPEG, PNG, WebP or HEIC)." } };
  return storePhoto(db, { path: file.path }, { name: file.name, size: file.tooLarge ? MAX_UPLOAD_BYTES + 1 : file.size, head: file.head }, options);
}

/**
 * The one way a photo becomes a blog image (an admin's upload, the demo data): checked by its
 * content and size, stored once however often the same file comes, resized into its variants.
 */
export async function storePhoto(
  db: Kysely<Database>,
  source: PhotoSource,
  file: { name: string; size: number; head: Uint8Array },
  options: { adminId: string; alt?: string | null },
): Promise<StoredPhoto> {
  const check = checkUpload(file.name, file.size, file.head, blogPhotoRule, "en");
  if (!check.ok) return { ok: false, refusal: { status: check.problem === "too-large" ? 413 : 400, message: check.message } };

  const sha256 = await sha256Of(source);
  const known = await findImageBySha256(db, sha256);
  if (known) return { ok: true, image: known };

  const made = await makeVariants(source, KIND_OF_TYPE[check.contentType]!);
  if (!made.ok) {
    const message =
      made.problem === "too-many-pixels"
        ? `${check.fileName} is ${made.width.toLocaleString("en-US")} × ${made.height.toLocaleString("en-US")} pixels: more than ${made.maxPixels / 1_000_000} megapixels. Please export it at a smaller size and upload that.`
        : `${check.fileName} could not be read as a photo. It may be damaged; please export it again as JPEG, PNG, WebP or HEIC.`;
    return { ok: false, refusal: { status: 400, message } };
  }
  const image = await storeBlogImage(db, made.image, {
    fileName: check.fileName,
    contentType: check.contentType,
    sizeBytes: file.size,
    sha256,
    alt: options.alt?.trim() ? options.alt.trim().slice(0, 300) : null,
    createdBy: options.adminId,
  });
  return { ok: true, image };
}

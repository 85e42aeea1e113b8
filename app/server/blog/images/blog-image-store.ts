/**
 * Uploaded blog photos in the database (blog_images, blog_image_variants; migration 0028):
 * the original's facts and its variants, written together; the original itself is not kept.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { newBlogImageId, type VariantFormat } from "../../../lib/blog-images.ts";
import type { Database } from "../../db/schema.ts";
import type { MadeVariants } from "./make-variants.ts";

export interface StoredBlogImage {
  id: string;
  width: number;
  height: number;
}

export interface OriginalFacts {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** SHA-256 of the uploaded file (hex): the same photo uploaded again is the same image. */
  sha256: string;
  alt: string | null;
  createdBy: string | null;
}

/** An image already stored from the same file, so uploading a photo twice costs nothing more. */
export async function findImageBySha256(db: Kysely<Database>, sha256: string): Promise<StoredBlogImage | undefined> {
  return db.selectFrom("blog_images").select(["id", "width", "height"]).where("sha256", "=", sha256).orderBy("created_at").executeTakeFirst();
}

export async function storeBlogImage(db: Kysely<Database>, made: MadeVariants, original: OriginalFacts, now = new Date()): Promise<StoredBlogImage> {
  const id = newBlogImageId(randomBytes(12).toString("hex"), made);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("blog_images")
      .values({
        id,
        file_name: original.fileName,
        content_type: original.contentType,
        width: made.width,
        height: made.height,
        size_bytes: original.sizeBytes,
        sha256: original.sha256,
        alt: original.alt,
        created_by: original.createdBy,
        created_at: now.toISOString(),
      })
      .execute();
    // One row at a time: the largest variants are a few hundred KB each.
    for (const v of made.variants) {
      await trx.insertInto("blog_image_variants").values({ image_id: id, format: v.format, width: v.width, height: v.height, size_bytes: v.data.byteLength, data: v.data }).execute();
    }
  });
  return { id, width: made.width, height: made.height };
}

export async function blogImageExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom("blog_images").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export async function findImageVariant(db: Kysely<Database>, id: string, width: number, format: VariantFormat): Promise<{ data: Uint8Array; size_bytes: number } | undefined> {
  return db
    .selectFrom("blog_image_variants")
    .select(["data", "size_bytes"])
    .where("image_id", "=", id)
    .where("format", "=", format)
    .where("width", "=", width)
    .executeTakeFirst();
}

/**
 * GET /blog-images/{id}/{width}.{format}: one variant of an uploaded blog photo. An image never
 * changes once stored (its id is new for every photo), so its variants are cached for a year
 * everywhere, `immutable` (no revalidation on reload); the ETag answers a conditional request
 * with "not modified". An unknown id, width or format is not found. There is no listing of
 * images: a photo is reached only through the address a post uses. This says what to send;
 * the route builds the answer (app/http/blog-image-response.ts).
 */
import type { Kysely } from "kysely";
import { parseBlogImageAddress, VARIANT_CONTENT_TYPES } from "../../../lib/blog-images.ts";
import type { Database } from "../../db/schema.ts";
import { findImageVariant } from "./blog-image-store.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export type BlogImageVariant =
  | { found: false }
  | { found: true; notModified: true; etag: string; cacheControl: string }
  | { found: true; notModified: false; etag: string; cacheControl: string; contentType: string; bytes: Uint8Array<ArrayBuffer> };

/** True when If-None-Match names the tag (weak comparison, RFC 9110 §13.1.2). */
function tagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export async function findBlogImageVariant(db: Kysely<Database>, path: string, ifNoneMatch: string | null): Promise<BlogImageVariant> {
  const address = parseBlogImageAddress(path);
  if (!address) return { found: false };
  const variant = await findImageVariant(db, address.id, address.width, address.format);
  if (!variant) return { found: false };
  const etag = `"${address.id}-${address.width}-${address.format}-${variant.size_bytes}"`;
  if (tagMatches(ifNoneMatch, etag)) return { found: true, notModified: true, etag, cacheControl: IMMUTABLE };
  return { found: true, notModified: false, etag, cacheControl: IMMUTABLE, contentType: VARIANT_CONTENT_TYPES[address.format], bytes: new Uint8Array(variant.data) };
}

/**
 * GET /blog-images/{id}/{width}.{format}: one variant of an uploaded blog photo. An image never
 * changes once stored (its id is new for every photo), so its variants are cached for a year
 * everywhere, `immutable` (no revalidation on reload); the ETag answers a conditional request
 * with 304. An unknown id, width or format is a 404. There is no listing of images: a photo is
 * reached only through the address a post uses.
 */
import type { Kysely } from "kysely";
import { parseBlogImageAddress, VARIANT_CONTENT_TYPES } from "../../../lib/blog-images.ts";
import type { Database } from "../../db/schema.ts";
import { findImageVariant } from "./blog-image-store.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** True when If-None-Match names the tag (weak comparison, RFC 9110 §13.1.2). */
function tagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export async function serveBlogImageVariant(db: Kysely<Database>, path: string, ifNoneMatch: string | null): Promise<Response> {
  const address = parseBlogImageAddress(path);
  if (!address) return notFound();
  const variant = await findImageVariant(db, address.id, address.width, address.format);
  if (!variant) return notFound();
  const etag = `"${address.id}-${address.width}-${address.format}-${variant.size_bytes}"`;
  const headers = new Headers({ "Cache-Control": IMMUTABLE, ETag: etag, "X-Content-Type-Options": "nosniff" });
  if (tagMatches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", VARIANT_CONTENT_TYPES[address.format]);
  headers.set("Content-Length", String(variant.data.byteLength));
  return new Response(new Uint8Array(variant.data), { headers });
}

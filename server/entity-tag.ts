/** Entity tags (RFC 9110 §8.8.3) for the static files and the rendered pages: one digest, one comparison. */
import { createHash } from "node:crypto";

/**
 * A tag from the body's bytes. Weak for rendered pages, whose compressed bytes vary by
 * encoding; the static files keep one strong tag for all their precompressed variants.
 */
export function entityTag(body: Uint8Array, options: { weak: boolean }): string {
  const tag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  return options.weak ? `W/${tag}` : tag;
}

/** True when an If-None-Match header lists the tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

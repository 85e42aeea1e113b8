/** The answer to GET /blog-images/{id}/{width}.{format}, from what the domain found (app/server/blog/images/serve-variant.ts). */
import type { BlogImageVariant } from "../server/blog/images/serve-variant.ts";

export function blogImageVariantResponse(variant: BlogImageVariant): Response {
  if (!variant.found) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const headers = new Headers({ "Cache-Control": variant.cacheControl, ETag: variant.etag, "X-Content-Type-Options": "nosniff" });
  if (variant.notModified) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", variant.contentType);
  headers.set("Content-Length", String(variant.bytes.byteLength));
  return new Response(variant.bytes, { headers });
}

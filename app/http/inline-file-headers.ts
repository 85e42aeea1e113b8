/**
 * Headers for an uploaded photo or PDF shown in the browser (docs/product.md#working-a-record):
 * `inline`, the type stored from the file's bytes with nosniff, never cached, and a policy
 * under which the document runs nothing: sandboxed, no scripts, nothing loaded but itself.
 * Only for the types app/lib/file-preview.ts allows; everything else uses downloadHeaders.
 */
import { contentDisposition } from "./download-headers.ts";

/**
 * `sandbox` with no tokens: no scripts, forms, popups or same-origin access. The image
 * and style sources let Chromium draw its own wrapper page for an image opened on its own
 * (centred, on a dark background); PDFs open in the browser's own viewer.
 */
export const INLINE_FILE_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

export function inlineFileHeaders(fileName: string, contentType: string, length?: number): Headers {
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Disposition": contentDisposition(fileName).replace(/^attachment/, "inline"),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": INLINE_FILE_POLICY,
  });
  if (length !== undefined) headers.set("Content-Length", String(length));
  return headers;
}

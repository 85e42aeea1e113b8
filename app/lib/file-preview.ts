/**
 * Which uploaded files the back office shows in the browser rather than only as a download
 * (docs/product.md#working-a-record): photos as thumbnails, PDFs in the browser's viewer.
 * Only types the upload rule accepts and whose stored type came from the file's bytes
 * (app/server/uploads/check-upload.ts); anything else is always a download.
 */

/** Images every browser draws in an <img>: shown as thumbnails. */
const THUMBNAIL_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);
/** Images opened in the browser but not drawn as thumbnails (HEIC: Safari shows it, Chromium does not). */
const VIEWABLE_IMAGE_TYPES = new Set(["image/heic", "image/heif"]);

export type PreviewKind = "thumbnail" | "image" | "pdf";

export function previewKind(contentType: string): PreviewKind | null {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (THUMBNAIL_TYPES.has(type)) return "thumbnail";
  if (VIEWABLE_IMAGE_TYPES.has(type)) return "image";
  if (type === "application/pdf") return "pdf";
  return null;
}

/** The query that asks for a file inline (the same URL without it downloads). */
export const INLINE_QUERY = "inline=1";

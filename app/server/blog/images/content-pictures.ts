/**
 * A post's uploaded photos, as the sanitized Markdown gives them (`<img src="/blog-images/…">`),
 * become responsive pictures: AVIF and WebP at every width there is, `sizes` for the text
 * column, the space reserved (width and height), loaded lazily. Runs on sanitized HTML, whose
 * attributes are always double-quoted and escaped, and adds only what it builds itself.
 */
import { blogImageAddress, blogImageSize, blogImageSrcSet, parseBlogImageAddress, variantHeight, variantWidths } from "../../../lib/blog-images.ts";

/** The text column of a post (max-w-3xl, less its padding) and of the manager's preview. */
export const CONTENT_SIZES = "(min-width: 48rem) 704px, calc(100vw - 2rem)";

/** Every <img> tag of sanitized HTML, with its attributes: `html.replace(IMG_TAG, responsiveImage)`. */
export const IMG_TAG = /<img\b([^>]*)>/g;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;

/** An uploaded photo's <img> tag as a <picture>; any other image unchanged. */
export function responsiveImage(tag: string, attributeText: string): string {
  const attributes = new Map([...attributeText.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
  const address = parseBlogImageAddress(attributes.get("src") ?? "");
  const size = address ? blogImageSize(address.id) : null;
  if (!address || !size) return tag;
  // The width written in the Markdown when it is one there is, else the largest.
  const widths = variantWidths(size.width);
  const width = widths.includes(address.width) ? address.width : widths.at(-1)!;
  const title = attributes.has("title") ? ` title="${attributes.get("title")}"` : "";
  return (
    `<picture><source type="image/avif" srcset="${blogImageSrcSet(address.id, size, "avif")}" sizes="${CONTENT_SIZES}">` +
    `<img src="${blogImageAddress(address.id, width, "webp")}" srcset="${blogImageSrcSet(address.id, size, "webp")}" sizes="${CONTENT_SIZES}" ` +
    `width="${width}" height="${variantHeight(size, width)}" alt="${attributes.get("alt") ?? ""}"${title} loading="lazy" decoding="async"></picture>`
  );
}

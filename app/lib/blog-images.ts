/**
 * Uploaded blog photos (docs/product.md#blog-manager): the rule for which sizes exist and the
 * addresses they are served at, shared by the server (resizing, serving, Markdown) and the pages
 * (srcset). Free of server code.
 *
 * An image's id carries its display size, "<24 hex>-<width>x<height>", so any page can build its
 * srcset and reserve its space (width/height) from the address alone, without a database read:
 * an image never changes once stored.
 */

/** The widths made of every photo, in CSS pixels; never wider than the original. */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;

/** The formats made of every photo, in the order a browser should try them (AVIF is the smaller). */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** The largest photo file accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** The largest photo accepted, in pixels (a 48-megapixel phone photo fits): decoding costs memory in proportion. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The largest HEIC photo. Decoding one (WebAssembly, in a worker) raised the server's memory by
 * ~220 MB for a few seconds at 12 megapixels (JPEG, PNG and WebP, which libvips decodes at reduced
 * scale, by ~60 MB at 48), so 25 megapixels keeps a server inside docs/deploy.md's 1 GB with
 * phones' usual 12- and 24-megapixel photos; a 48-megapixel "HEIF Max" photo is refused with a
 * message to export it smaller.
 */
export const MAX_HEIC_PIXELS = 25_000_000;

/** What the file chooser offers: the extensions and types the server accepts. */
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,.webp,.heic,.heif,image/jpeg,image/png,image/webp,image/heic,image/heif";

/** The width of the variant a Markdown snippet points at (its <img> fallback): enough for the text column at 1.5x. */
const CONTENT_WIDTH = 1200;

const ID_PATTERN = /^[0-9a-f]{24}-([1-9]\d{0,4})x([1-9]\d{0,4})$/;
const ADDRESS_PATTERN = /^\/blog-images\/([0-9a-f]{24}-[1-9]\d{0,4}x[1-9]\d{0,4})\/([1-9]\d{0,4})\.(avif|webp)$/;

export interface BlogImageSize {
  width: number;
  height: number;
}

/** The display size an image id carries, or null when the text is not an image id. */
export function blogImageSize(id: string | null | undefined): BlogImageSize | null {
  const match = ID_PATTERN.exec(id ?? "");
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** A new image's id: random, with its display size. */
export function newBlogImageId(randomHex24: string, size: BlogImageSize): string {
  return `${randomHex24}-${size.width}x${size.height}`;
}

/**
 * The widths made of a photo `originalWidth` pixels wide: each standard width narrower than
 * it, and the original's own width when it is narrower than the largest (never enlarged).
 */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, VARIANT_WIDTHS.at(-1)!);
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < largest);
  widths.push(largest);
  return widths;
}

/** A variant's height: the original's proportions, at least one pixel. */
export function variantHeight(size: BlogImageSize, width: number): number {
  return Math.max(1, Math.round((width * size.height) / size.width));
}

export function blogImageAddress(id: string, width: number, format: VariantFormat): string {
  return `/blog-images/${id}/${width}.${format}`;
}

/** A variant address's parts, or null when it is not one. */
export function parseBlogImageAddress(path: string): { id: string; width: number; format: VariantFormat } | null {
  const match = ADDRESS_PATTERN.exec(path);
  return match ? { id: match[1]!, width: Number(match[2]), format: match[3] as VariantFormat } : null;
}

export function blogImageSrcSet(id: string, size: BlogImageSize, format: VariantFormat): string {
  return variantWidths(size.width)
    .map((w) => `${blogImageAddress(id, w, format)} ${w}w`)
    .join(", ");
}

/** The widest variant no wider than `width` (the narrowest there is when all are wider). */
export function variantUpTo(size: BlogImageSize, width: number): number {
  const widths = variantWidths(size.width);
  return widths.filter((w) => w <= width).at(-1) ?? widths[0]!;
}

/** The Markdown to paste for a photo in a post's text: the WebP variant for the text column, with its description. */
export function blogImageMarkdown(id: string, alt: string): string {
  const size = blogImageSize(id);
  const width = size ? variantUpTo(size, CONTENT_WIDTH) : CONTENT_WIDTH;
  const text = alt.replace(/\s+/g, " ").trim().replace(/[[\]\\]/g, (c) => `\\${c}`);
  return `![${text}](${blogImageAddress(id, width, "webp")})`;
}

/** The variant a page shares as its image (og:image): WebP, the widest up to 1200 pixels (link previews' size). */
export function blogImageShareAddress(id: string): string | null {
  const size = blogImageSize(id);
  return size ? blogImageAddress(id, variantUpTo(size, 1200), "webp") : null;
}

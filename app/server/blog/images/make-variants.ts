/**
 * A photo to the sizes the blog serves (app/lib/blog-images.ts): AVIF and WebP at each
 * variant width, turned the way the photo is shown (EXIF orientation), in sRGB, with no
 * metadata at all (no GPS position, camera or date: sharp writes none unless asked).
 *
 * Memory stays bounded whatever is uploaded: the size is read from the header first and a photo
 * over MAX_INPUT_PIXELS (MAX_HEIC_PIXELS for HEIC) is refused before decoding (sharp's
 * limitInputPixels and the HEIC worker's own check back that up);
 * the photo is decoded once, to the largest variant's size (JPEG and WebP decode at reduced
 * scale), and every variant is made from that copy; and one photo is processed at a time in
 * the process, so two uploads at once never hold two decoded photos.
 */
import { readFile } from "node:fs/promises";
import type SharpModule from "sharp";
import type { OutputInfo, Sharp } from "sharp";
import { MAX_HEIC_PIXELS, MAX_INPUT_PIXELS, VARIANT_FORMATS, variantHeight, variantWidths, type VariantFormat } from "../../../lib/blog-images.ts";
import { decodeHeic } from "./decode-heic.ts";

/**
 * sharp (and libvips with it) is loaded at the first upload, not when the server starts: most
 * servers never resize a photo, and the server runs on a small memory budget (server/production-runtime.ts).
 */
let loaded: Promise<typeof SharpModule> | undefined;
async function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    // libvips' operation cache would keep decoded images around in a long-running server; uploads are rare.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export type PhotoKind = "jpeg" | "png" | "webp" | "heic";

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Uint8Array;
}

export interface MadeVariants {
  /** The photo's size as shown (after its orientation is applied). */
  width: number;
  height: number;
  variants: Variant[];
}

export type VariantsResult =
  | { ok: true; image: MadeVariants }
  | { ok: false; problem: "too-many-pixels"; width: number; height: number; maxPixels: number }
  | { ok: false; problem: "unreadable" };

/**
 * Quality settings for photos. AVIF at effort 2: the same bytes as the default effort 4 on
 * photos, at a sixth of the time (a 1600-pixel variant: ~1.4 s against ~9 s on a busy 2-core machine).
 */
const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

let queue: Promise<unknown> = Promise.resolve();

/** Makes every variant of the photo at `path` (or in `bytes`), one photo at a time in this process. */
export function makeVariants(source: { path: string } | { bytes: Uint8Array }, kind: PhotoKind): Promise<VariantsResult> {
  const run = queue.then(() => make(source, kind));
  queue = run.catch(() => undefined);
  return run;
}

async function make(source: { path: string } | { bytes: Uint8Array }, kind: PhotoKind): Promise<VariantsResult> {
  const sharp = await loadSharp();
  const input = "path" in source ? source.path : source.bytes;
  let shown: { width: number; height: number };
  try {
    // Only the header is read (HEIC included: libvips reads its size, it cannot decode its pixels).
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    shown = { width: meta.autoOrient?.width ?? meta.width ?? 0, height: meta.autoOrient?.height ?? meta.height ?? 0 };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  if (!shown.width || !shown.height) return { ok: false, problem: "unreadable" };
  const maxPixels = kind === "heic" ? MAX_HEIC_PIXELS : MAX_INPUT_PIXELS;
  if (shown.width * shown.height > maxPixels) return { ok: false, problem: "too-many-pixels", ...shown, maxPixels };

  let master: { data: Buffer; info: OutputInfo };
  try {
    let pipeline: Sharp;
    if (kind === "heic") {
      const decoded = await decodeHeic("bytes" in source ? source.bytes : await readFile(source.path), maxPixels);
      if (!decoded.ok) return decoded.problem === "too-many-pixels" ? { ok: false, problem: "too-many-pixels", ...shown, maxPixels } : { ok: false, problem: "unreadable" };
      // As decoded: libheif has applied the photo's rotation.
      shown = { width: decoded.width, height: decoded.height };
      pipeline = sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
    } else {
      // "error": a phone photo with a harmless warning (a truncated maker note) still goes through.
      pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
    }
    const largest = variantWidths(shown.width).at(-1)!;
    if (largest < shown.width) pipeline = pipeline.resize({ width: largest, height: variantHeight(shown, largest), fit: "fill" });
    master = await pipeline
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, problem: "unreadable" };
  }

  const widths = variantWidths(shown.width);
  const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } } as const;
  // A photo decoded with an alpha channel that is fully opaque (every HEIC, many PNGs) is stored without one.
  const dropAlpha = (master.info.channels === 4 || master.info.channels === 2) && (await sharp(master.data, raw).stats()).isOpaque;
  const variants: Variant[] = [];
  for (const width of widths) {
    for (const format of VARIANT_FORMATS) {
      let image = sharp(master.data, raw);
      // The height the pages reserve (from the photo's own proportions), not one rounded from the resized copy.
      if (width < master.info.width) image = image.resize({ width, height: variantHeight(shown, width), fit: "fill" });
      if (dropAlpha) image = image.removeAlpha();
      const { data, info } = await ENCODE[format](image).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
    }
  }
  return { ok: true, image: { ...shown, variants } };
}

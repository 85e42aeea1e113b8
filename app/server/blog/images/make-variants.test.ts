import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_HEIC_PIXELS, MAX_UPLOAD_BYTES } from "../../../lib/blog-images.ts";
import { checkUpload } from "../../uploads/check-upload.ts";
import { HALVES_HEIC } from "./heic-fixture.ts";
import { makeVariants } from "./make-variants.ts";
import { blogPhotoRule } from "./receive-photo.ts";

/** A photo-like JPEG (smooth noise) as a phone writes it: stored sideways with EXIF orientation 6, camera and GPS tags. */
async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp(noise)
    .blur(2)
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "PhoneCo", Model: "Camera 15" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 10/1 12/1", GPSLongitudeRef: "W", GPSLongitude: "115/1 8/1 24/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

// Encoding AVIF takes seconds on a busy 2-core machine.
describe("photo variants", { timeout: 60_000 }, () => {
  it("turns a phone photo upright and makes AVIF and WebP at each width, with no metadata left", async () => {
    const jpeg = await phoneJpeg(1300, 900);
    const source = await sharp(jpeg).metadata();
    expect([source.width, source.height, source.orientation, !!source.exif]).toEqual([1300, 900, 6, true]);

    const made = await makeVariants({ bytes: jpeg }, "jpeg");
    if (!made.ok) throw new Error(made.problem);
    // Orientation 6 is a quarter turn: shown 900 wide and 1300 high.
    expect([made.image.width, made.image.height]).toEqual([900, 1300]);
    expect(made.image.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual(["avif 400x578", "webp 400x578", "avif 800x1156", "webp 800x1156", "avif 900x1300", "webp 900x1300"]);
    for (const variant of made.image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      // No EXIF (GPS position, camera), no orientation tag, no ICC profile, no XMP.
      expect([meta.exif, meta.orientation, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined, undefined]);
      expect(meta.hasAlpha).toBe(false);
    }
    const largest = made.image.variants.find((v) => v.format === "webp" && v.width === 900)!;
    expect(largest.data.byteLength).toBeLessThan(jpeg.byteLength);
  });

  it("never enlarges a small image, and keeps real transparency", async () => {
    const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 30, g: 64, b: 175, alpha: 0.5 } } }).png().toBuffer();
    const made = await makeVariants({ bytes: png }, "png");
    if (!made.ok) throw new Error(made.problem);
    expect(made.image.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual(["avif 300x120", "webp 300x120"]);
    expect((await sharp(made.image.variants[1]!.data).metadata()).hasAlpha).toBe(true);
  });

  it("decodes a HEIC photo (sharp's libvips cannot) and makes the same variants", async () => {
    expect(checkUpload("IMG_0001.HEIC", HALVES_HEIC.byteLength, HALVES_HEIC, blogPhotoRule)).toEqual({ ok: true, fileName: "IMG_0001.HEIC", contentType: "image/heic" });
    const made = await makeVariants({ bytes: HALVES_HEIC }, "heic");
    if (!made.ok) throw new Error(made.problem);
    expect(made.image.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual(["avif 96x64", "webp 96x64"]);
    // The pixels are the photo's: orange on the left, blue on the right (HEVC is lossy: near, not equal).
    const { data, info } = await sharp(made.image.variants[1]!.data).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) => actual.every((c, i) => Math.abs(c - expected[i]!) < 24);
    expect(near(pixel(10, 32), [0xf5, 0x9e, 0x0b]), String(pixel(10, 32))).toBe(true);
    expect(near(pixel(85, 32), [0x1e, 0x40, 0xaf]), String(pixel(85, 32))).toBe(true);
  });

  it("refuses a photo of too many pixels before decoding it, and what is not a photo", async () => {
    // A small JPEG whose header says 8,000 × 7,000 (a decompression bomb's trick): 56 megapixels once decoded.
    const huge = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#888" } }).jpeg().toBuffer();
    const frame = huge.indexOf(Buffer.from([0xff, 0xc0]));
    huge.writeUInt16BE(7000, frame + 5);
    huge.writeUInt16BE(8000, frame + 7);
    expect(await makeVariants({ bytes: huge }, "jpeg")).toEqual({ ok: false, problem: "too-many-pixels", width: 8000, height: 7000, maxPixels: 50_000_000 });
    expect(await makeVariants({ bytes: Buffer.from("\xff\xd8\xff not really a JPEG", "latin1") }, "jpeg")).toEqual({ ok: false, problem: "unreadable" });
    // A HEIC whose header says 6,000 × 5,000: over the HEIC limit, refused before the decoder starts.
    const bigHeic = Buffer.from(HALVES_HEIC);
    for (let at = bigHeic.indexOf("ispe"); at !== -1; at = bigHeic.indexOf("ispe", at + 4)) {
      bigHeic.writeUInt32BE(6000, at + 8);
      bigHeic.writeUInt32BE(5000, at + 12);
    }
    expect(await makeVariants({ bytes: bigHeic }, "heic")).toEqual({ ok: false, problem: "too-many-pixels", width: 6000, height: 5000, maxPixels: MAX_HEIC_PIXELS });
    const damagedHeic = Buffer.from(HALVES_HEIC.subarray(0, 400));
    expect(await makeVariants({ bytes: damagedHeic }, "heic")).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("which uploads are photos", () => {
  it("checks the content, not the name, and the size", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).jpeg().toBuffer();
    expect(checkUpload("photo.jpg", jpeg.byteLength, jpeg, blogPhotoRule)).toMatchObject({ ok: true, contentType: "image/jpeg" });
    const text = Buffer.from("Dear customer, this is not an image.");
    expect(checkUpload("photo.jpg", text.byteLength, text, blogPhotoRule)).toMatchObject({ ok: false, problem: "not-that-type", message: "photo.jpg does not look like a real JPEG file. Please upload JPEG, PNG, WebP or HEIC." });
    expect(checkUpload("anim.gif", 10, Buffer.from("GIF89a...."), blogPhotoRule)).toMatchObject({ ok: false, problem: "wrong-type" });
    expect(checkUpload("big.jpg", MAX_UPLOAD_BYTES + 1, jpeg, blogPhotoRule)).toMatchObject({ ok: false, problem: "too-large", message: "big.jpg is larger than 15 MB. A photo must be 15 MB or smaller." });
  });
});

import { loadImage, createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { renderPageImages } from "./page-images.ts";
import { makePdf } from "./pdf-test-fixtures.ts";

/** The image's pixel at (x, y) as fractions of its size: [r, g, b]. */
async function pixelAt(png: Uint8Array, x: number, y: number): Promise<number[]> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const data = context.getImageData(Math.floor(x * image.width), Math.floor(y * image.height), 1, 1).data;
  return [data[0]!, data[1]!, data[2]!];
}

/** The share of dark pixels in the image. */
async function darkShare(png: Uint8Array): Promise<number> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const data = context.getImageData(0, 0, image.width, image.height).data;
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 1]! < 100 && data[i + 2]! < 100) dark++;
  return dark / (data.length / 4);
}

const isDark = (rgb: number[]) => rgb.every((channel) => channel < 60);
const isWhite = (rgb: number[]) => rgb.every((channel) => channel > 240);

describe("renderPageImages", () => {
  // A black square in the top-left quarter of page 1 and the bottom-right quarter of page 2
  // (user space has its origin at the bottom-left).
  const twoPages = () =>
    makePdf([
      { size: [600, 800], blackRects: [{ x: 60, y: 560, width: 120, height: 160 }] },
      { size: [600, 800], blackRects: [{ x: 420, y: 80, width: 120, height: 160 }] },
    ]);

  it("draws each page as a PNG of the given width, with its content where it is on the page", async () => {
    const images = await renderPageImages(await twoPages(), { widthPx: 300 });
    expect(images.map(({ page, widthPx, heightPx }) => ({ page, widthPx, heightPx }))).toEqual([
      { page: 1, widthPx: 300, heightPx: 400 },
      { page: 2, widthPx: 300, heightPx: 400 },
    ]);
    const [first, second] = images as [(typeof images)[0], (typeof images)[0]];
    expect(Buffer.from(first.png.subarray(1, 4)).toString()).toBe("PNG");
    // Page 1's square spans x 0.1–0.3, y 0.1–0.3 from the top-left.
    expect(isDark(await pixelAt(first.png, 0.2, 0.2))).toBe(true);
    expect(isWhite(await pixelAt(first.png, 0.8, 0.8))).toBe(true);
    expect(isWhite(await pixelAt(first.png, 0.35, 0.2))).toBe(true);
    // Page 2's spans x 0.7–0.9, y 0.7–0.9.
    expect(isDark(await pixelAt(second.png, 0.8, 0.8))).toBe(true);
    expect(isWhite(await pixelAt(second.png, 0.2, 0.2))).toBe(true);
  });

  it("applies the page's rotation", async () => {
    // The square at the page's top-left, turned a quarter clockwise, shows at the top-right.
    const bytes = await makePdf([{ size: [600, 800], rotate: 90, blackRects: [{ x: 60, y: 560, width: 120, height: 160 }] }]);
    const [image] = await renderPageImages(bytes, { widthPx: 400 });
    expect(image).toMatchObject({ widthPx: 400, heightPx: 300 });
    // Displayed 800 × 600: the square spans x 560–720 (0.7–0.9) and y 60–180 (0.1–0.3).
    expect(isDark(await pixelAt(image!.png, 0.8, 0.2))).toBe(true);
    expect(isWhite(await pixelAt(image!.png, 0.2, 0.2))).toBe(true);
  });

  it("shows only the crop box", async () => {
    // Cropped to the page's top half (user y 400–800).
    const bytes = await makePdf([{ size: [600, 800], cropBox: [0, 400, 600, 400], blackRects: [{ x: 60, y: 560, width: 120, height: 160 }] }]);
    const [image] = await renderPageImages(bytes, { widthPx: 300 });
    expect(image).toMatchObject({ widthPx: 300, heightPx: 200 });
    // In the 600 × 400 crop, the square spans y (800-720)=80 to 240 from the top: 0.2–0.6.
    expect(isDark(await pixelAt(image!.png, 0.2, 0.4))).toBe(true);
    expect(isWhite(await pixelAt(image!.png, 0.2, 0.8))).toBe(true);
  });

  it("draws text in a standard font (not embedded in the file)", async () => {
    const bytes = await makePdf([{ size: [600, 200], texts: [{ text: "WMWMWM", x: 20, y: 60, size: 90 }] }]);
    const [image] = await renderPageImages(bytes, { widthPx: 300 });
    expect(await darkShare(image!.png)).toBeGreaterThan(0.04);
  });

  it.each([0, -5, 1.5, 10_000])("refuses a width of %d pixels", async (widthPx) => {
    await expect(renderPageImages(await twoPages(), { widthPx })).rejects.toThrow(RangeError);
  });
});

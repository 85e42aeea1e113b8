/**
 * Each page of a PDF as a PNG at a given width, rotation applied: staff place fields on these
 * images and signers see them on their phones. Drawn by pdf.js on @napi-rs/canvas, one page
 * at a time so only one page's pixels are held at once.
 */
import { withPdfjsDocument } from "./pdf-js-node.ts";

export interface PageImage {
  /** 1-based page number. */
  page: number;
  png: Uint8Array;
  widthPx: number;
  heightPx: number;
}

/** Wider than any screen the images are shown on, and a bound on the memory one page takes. */
export const MAX_PAGE_IMAGE_WIDTH_PX = 3000;

export async function renderPageImages(bytes: Uint8Array, options: { widthPx: number }): Promise<PageImage[]> {
  const { widthPx } = options;
  if (!Number.isInteger(widthPx) || widthPx < 1 || widthPx > MAX_PAGE_IMAGE_WIDTH_PX) {
    throw new RangeError(`A page image is 1 to ${MAX_PAGE_IMAGE_WIDTH_PX} pixels wide, not ${widthPx}.`);
  }
  // A native addon of about 20 MB, loaded on first use like pdf.js.
  const { createCanvas } = await import("@napi-rs/canvas");
  return withPdfjsDocument(bytes, async (document) => {
    const images: PageImage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      // The viewport applies /Rotate and the crop box, as the field boxes' fractions do.
      const scale = widthPx / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale });
      const heightPx = Math.max(1, Math.round(viewport.height));
      const canvas = createCanvas(widthPx, heightPx);
      // pdf.js types its canvas as the DOM's; @napi-rs/canvas is the one it uses in Node.
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: "#ffffff" }).promise;
      images.push({ page: number, png: new Uint8Array(await canvas.encode("png")), widthPx, heightPx });
      page.cleanup();
    }
    return images;
  });
}

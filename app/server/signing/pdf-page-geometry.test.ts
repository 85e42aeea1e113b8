import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { toPdfRect } from "./field-geometry.ts";
import { withPdfjsDocument } from "./pdf-js-node.ts";
import { pdfPageGeometry, pdfPageSizes } from "./pdf-page-geometry.ts";
import { makePdf, type FixturePage } from "./pdf-test-fixtures.ts";
import type { FieldBox } from "./signing-types.ts";

/** Pages whose geometry a viewer must get right: every rotation, with and without an offset crop box. */
const pages: FixturePage[] = [0, 90, 180, 270].flatMap((rotate) => [{ rotate }, { rotate, cropBox: [30, 50, 400, 600] as [number, number, number, number] }]);

describe("pdfPageGeometry", () => {
  it("agrees with pdf.js on each page's displayed size and on where a box lands", async () => {
    const bytes = await makePdf(pages);
    const document = await PDFDocument.load(bytes);
    const sizes = pdfPageSizes(document);
    const box: Omit<FieldBox, "page"> = { x: 0.1, y: 0.2, width: 0.3, height: 0.1 };
    await withPdfjsDocument(bytes, async (pdfjs) => {
      for (const [index, page] of document.getPages().entries()) {
        const viewport = (await pdfjs.getPage(index + 1)).getViewport({ scale: 1 });
        expect([sizes[index]!.widthPt, sizes[index]!.heightPt]).toEqual([viewport.width, viewport.height]);
        const corners = [
          viewport.convertToPdfPoint(box.x * viewport.width, box.y * viewport.height),
          viewport.convertToPdfPoint((box.x + box.width) * viewport.width, (box.y + box.height) * viewport.height),
        ] as [number[], number[]];
        const rect = toPdfRect({ page: index + 1, ...box }, pdfPageGeometry(page));
        expect(rect.x).toBeCloseTo(Math.min(corners[0][0]!, corners[1][0]!), 6);
        expect(rect.y).toBeCloseTo(Math.min(corners[0][1]!, corners[1][1]!), 6);
        expect(rect.x + rect.width).toBeCloseTo(Math.max(corners[0][0]!, corners[1][0]!), 6);
        expect(rect.y + rect.height).toBeCloseTo(Math.max(corners[0][1]!, corners[1][1]!), 6);
      }
    });
  });

  it("clips a crop box to the media box, as viewers do", async () => {
    const document = await PDFDocument.load(await makePdf([{ size: [612, 792], cropBox: [-20, 100, 700, 300] }]));
    expect(pdfPageGeometry(document.getPage(0)).cropBox).toEqual({ x: 0, y: 100, width: 612, height: 300 });
  });

  it("falls back to the media box when the crop box lies outside it", async () => {
    const document = await PDFDocument.load(await makePdf([{ size: [612, 792], cropBox: [1000, 1000, 50, 50] }]));
    expect(pdfPageGeometry(document.getPage(0)).cropBox).toEqual({ x: 0, y: 0, width: 612, height: 792 });
  });
});

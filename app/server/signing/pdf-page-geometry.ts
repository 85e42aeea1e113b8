/**
 * A pdf-lib page's geometry as a viewer displays it: the crop box clipped to the media box
 * (as pdf.js does, so the page images and the written values agree) and the inherited
 * /Rotate. Field boxes are fractions of this displayed page.
 */
import type { PDFDocument, PDFPage } from "pdf-lib";
import { displayedSize, type PdfPageGeometry, type PdfRect } from "./field-geometry.ts";
import type { PageSize } from "./signing-types.ts";

const normalized = ({ x, y, width, height }: PdfRect): PdfRect => ({
  x: Math.min(x, x + width),
  y: Math.min(y, y + height),
  width: Math.abs(width),
  height: Math.abs(height),
});

function intersection(a: PdfRect, b: PdfRect): PdfRect | null {
  const left = Math.max(a.x, b.x);
  const bottom = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const top = Math.min(a.y + a.height, b.y + b.height);
  return right > left && top > bottom ? { x: left, y: bottom, width: right - left, height: top - bottom } : null;
}

export function pdfPageGeometry(page: PDFPage): PdfPageGeometry {
  const mediaBox = normalized(page.getMediaBox());
  const cropBox = intersection(normalized(page.getCropBox()), mediaBox) ?? mediaBox;
  return { cropBox, rotate: page.getRotation().angle };
}

/** Every page's displayed size, in points. */
export function pdfPageSizes(document: PDFDocument): PageSize[] {
  return document.getPages().map((page, index) => ({ page: index + 1, ...displayedSize(pdfPageGeometry(page)) }));
}

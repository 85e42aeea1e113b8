/**
 * Writes the signed copy: each value into its box on its page, then (as an incremental update,
 * so the signed pages stay a prefix of the file) the certificate pages. The same inputs give
 * the same bytes: nothing depends on the clock or on randomness.
 */
import type * as PdfLibModule from "pdf-lib";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { appendCertificatePages, embedCertificateFonts } from "./certificate-page.ts";
import { displayedSize, displayToUserMatrix, validateBox } from "./field-geometry.ts";
import { saveIncrementalUpdate, snapshotObjects } from "./pdf-incremental-update.ts";
import { pdfPageGeometry, pdfPageSizes } from "./pdf-page-geometry.ts";
import { centredBaseline, fittedFontSize, forFont } from "./pdf-text.ts";
import { sha256Hex } from "./signing-rules.ts";
import type { Certificate, FilledField } from "./signing-types.ts";

export interface SignedPdf {
  bytes: Uint8Array;
  /** SHA-256 of the signed pages: the file's bytes before the certificate's update. */
  signedPagesSha256: string;
  /** SHA-256 of the whole file, the one the agency records. */
  sha256: string;
  /** Characters the standard fonts could not write, written as "?" (and listed on the certificate). */
  replacedCharacters: string[];
}

/** A field's box, in points, in the displayed page's frame with its origin at the bottom-left. */
interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface FieldFonts {
  signature: PDFFont;
  text: PDFFont;
}

type PdfLib = typeof PdfLibModule;

const ink = (lib: PdfLib) => lib.rgb(0.05, 0.1, 0.35);
const MAX_TEXT_SIZE = 12;

/** Writes one line, as large as fits (up to `maxSize`), centred vertically. Returns the characters lost. */
function drawFittedText(lib: PdfLib, page: PDFPage, raw: string, font: PDFFont, frame: Frame, maxSize: number, centred: boolean): string[] {
  const { text, replaced } = forFont(raw.trim(), font);
  if (!text) return replaced;
  const padding = Math.min(2, frame.height * 0.1);
  const width = frame.width - 2 * padding;
  const height = frame.height - 2 * padding;
  const size = fittedFontSize(font, text, width, height, maxSize);
  const textWidth = font.widthOfTextAtSize(text, size);
  page.drawText(text, {
    x: frame.x + padding + (centred ? (width - textWidth) / 2 : 0),
    y: centredBaseline(font, size, frame.y + padding, height),
    size,
    font,
    color: ink(lib),
  });
  return replaced;
}

/** A check mark drawn as two strokes: no font has to carry a glyph for it. */
function drawCheckMark(lib: PdfLib, page: PDFPage, frame: Frame) {
  const side = Math.min(frame.width, frame.height);
  const left = frame.x + (frame.width - side) / 2;
  const bottom = frame.y + (frame.height - side) / 2;
  const at = (fx: number, fy: number) => ({ x: left + fx * side, y: bottom + fy * side });
  const stroke = { thickness: Math.max(0.8, side * 0.13), color: ink(lib), lineCap: lib.LineCapStyle.Round };
  page.drawLine({ start: at(0.18, 0.52), end: at(0.42, 0.22), ...stroke });
  page.drawLine({ start: at(0.42, 0.22), end: at(0.84, 0.8), ...stroke });
}

async function drawField(lib: PdfLib, document: PDFDocument, page: PDFPage, field: FilledField, fonts: FieldFonts): Promise<string[]> {
  const geometry = pdfPageGeometry(page);
  const size = displayedSize(geometry);
  const { box, value } = field;
  const frame: Frame = {
    x: box.x * size.widthPt,
    y: (1 - box.y - box.height) * size.heightPt,
    width: box.width * size.widthPt,
    height: box.height * size.heightPt,
  };
  // Drawn in the displayed page's frame, so a value reads upright on a rotated page.
  page.pushOperators(lib.pushGraphicsState(), lib.concatTransformationMatrix(...displayToUserMatrix(geometry)));
  try {
    switch (value.kind) {
      case "signature":
      case "initials": {
        if (value.drawnPng) {
          const image = await document.embedPng(value.drawnPng).catch(() => {
            throw new RangeError(`The drawn ${value.kind} on page ${box.page} is not a PNG image.`);
          });
          const scale = Math.min(frame.width / image.width, frame.height / image.height);
          const width = image.width * scale;
          const height = image.height * scale;
          page.drawImage(image, { x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height });
          return [];
        }
        if (!value.typed.trim()) throw new RangeError(`An empty ${value.kind} cannot be written (page ${box.page}).`);
        return drawFittedText(lib, page, value.typed, fonts.signature, frame, Number.POSITIVE_INFINITY, true);
      }
      case "date":
      case "text":
        return drawFittedText(lib, page, value.text, fonts.text, frame, MAX_TEXT_SIZE, false);
      case "checkbox":
        if (value.checked) drawCheckMark(lib, page, frame);
        return [];
    }
  } finally {
    page.pushOperators(lib.popGraphicsState());
  }
}

export async function writeSignedPdf(
  original: Uint8Array,
  fields: FilledField[],
  certificate: Omit<Certificate, "signedPagesSha256">,
): Promise<SignedPdf> {
  // Loaded on first use: the server needs pdf-lib only for signing.
  const lib = await import("pdf-lib");
  const { PDFDocument, StandardFonts } = lib;
  // updateMetadata: false, or pdf-lib stamps its own producer and the current time.
  const document = await PDFDocument.load(original, { updateMetadata: false });
  const pageSizes = pdfPageSizes(document);
  const fonts: FieldFonts = {
    signature: await document.embedFont(StandardFonts.TimesRomanItalic),
    text: await document.embedFont(StandardFonts.Helvetica),
  };
  const replaced = new Set<string>();
  for (const [index, field] of fields.entries()) {
    const check = validateBox(field.box, pageSizes);
    if (!check.ok) throw new RangeError(`Field ${index + 1} cannot be written: ${check.error}.`);
    const lost = await drawField(lib, document, document.getPage(field.box.page - 1), field, fonts);
    for (const character of lost) replaced.add(character);
  }
  document.setTitle(certificate.documentTitle);
  document.setProducer(`${certificate.agencyName} document signing`);
  document.setModificationDate(new Date(certificate.completedAt));

  // A classic cross-reference table, which the certificate's update points back to.
  const signedPages = await document.save({ useObjectStreams: false, updateFieldAppearances: false });
  const signedPagesSha256 = sha256Hex(signedPages);

  const withCertificate = await PDFDocument.load(signedPages, { updateMetadata: false });
  const before = snapshotObjects(withCertificate);
  const certificateFonts = await embedCertificateFonts(withCertificate);
  const replacedCharacters = await appendCertificatePages(withCertificate, { ...certificate, signedPagesSha256 }, certificateFonts, [...replaced]);
  const bytes = await saveIncrementalUpdate(signedPages, withCertificate, before);
  return { bytes, signedPagesSha256, sha256: sha256Hex(bytes), replacedCharacters };
}

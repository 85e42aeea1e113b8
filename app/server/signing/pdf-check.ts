/**
 * Whether an uploaded file can be sent for signature: a PDF by its content (never its name),
 * within the size and page limits, not encrypted, and readable by both libraries that will
 * work on it (pdf.js draws its pages, pdf-lib writes the signed copy).
 */
import { withPdfjsDocument } from "./pdf-js-node.ts";
import { pdfPageSizes } from "./pdf-page-geometry.ts";
import type { PageSize } from "./signing-types.ts";

export const MAX_SIGNING_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_SIGNING_PDF_PAGES = 50;

export type PdfCheckError = "not-a-pdf" | "too-large" | "too-many-pages" | "encrypted" | "unreadable";
export type PdfCheck = { ok: true; pageSizes: PageSize[] } | { ok: false; error: PdfCheckError };

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

export const hasPdfHeader = (bytes: Uint8Array) => latin1(bytes.subarray(0, 5)) === "%PDF-";

/**
 * A complete file ends with %%EOF (a few bytes of trailing junk are common, so the last
 * kilobyte). Both parsers rebuild a damaged file's cross-reference table from what is left,
 * so a download cut short would otherwise pass with pages missing their content.
 */
const endsWithEof = (bytes: Uint8Array) => latin1(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).includes("%%EOF");

const refused = (error: PdfCheckError): PdfCheck => ({ ok: false, error });

export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  if (!hasPdfHeader(bytes)) return refused("not-a-pdf");
  if (bytes.byteLength > MAX_SIGNING_PDF_BYTES) return refused("too-large");
  if (!endsWithEof(bytes)) return refused("unreadable");

  let pageSizes: PageSize[];
  // Loaded on first use, like pdf.js: the server needs neither outside signing.
  const { PDFDocument } = await import("pdf-lib");
  try {
    // Loaded despite encryption to tell an encrypted file from a broken one: pdf-lib sees
    // the /Encrypt entry whether or not a password is needed to open the file (a file with
    // only an owner password opens in any viewer, but its signed copy could not be written).
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
    if (document.isEncrypted) return refused("encrypted");
    const count = document.getPageCount();
    if (count === 0) return refused("unreadable");
    if (count > MAX_SIGNING_PDF_PAGES) return refused("too-many-pages");
    pageSizes = pdfPageSizes(document);
  } catch {
    return refused("unreadable");
  }

  try {
    await withPdfjsDocument(
      bytes,
      async (document) => {
        if (document.numPages !== pageSizes.length) throw new Error("The two parsers count different pages.");
        // Each page's content parsed, as it will be to draw its image.
        for (let number = 1; number <= document.numPages; number++) {
          const page = await document.getPage(number);
          await page.getOperatorList();
          page.cleanup();
        }
      },
      { stopAtErrors: true },
    );
  } catch (error) {
    return refused(error instanceof Error && error.name === "PasswordException" ? "encrypted" : "unreadable");
  }
  return { ok: true, pageSizes };
}

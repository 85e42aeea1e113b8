/**
 * The PDF layer as the lifecycle takes it (SigningDeps.pdf): checking an upload, drawing its
 * pages, writing the signed file. The application passes this; tests may pass a stand-in.
 */
import { renderPageImages } from "./page-images.ts";
import { checkPdf } from "./pdf-check.ts";
import type { SigningPdfLayer } from "./signing-context.ts";
import { writeSignedPdf } from "./write-signed-pdf.ts";

export const signingPdf: SigningPdfLayer = { checkPdf, renderPageImages, writeSignedPdf };

/**
 * The PDF layer as the lifecycle takes it (SigningDeps.pdf): checking an upload, drawing its
 * pages, writing the signed file. The application passes this one, which runs the functions of
 * pdf-check.ts, page-images.ts and write-signed-pdf.ts in a worker thread (pdf-worker-layer.ts),
 * one per process, started on first use; the application's stop ends it. Tests may pass a stand-in.
 */
import { createPdfWorkerLayer } from "./pdf-worker-layer.ts";
import type { SigningPdfLayer } from "./signing-context.ts";

const worker = createPdfWorkerLayer();

export const signingPdf: SigningPdfLayer = worker;

/** Ends the PDF worker thread (application.ts's stop); the next call starts another. */
export const stopSigningPdf = (): Promise<void> => worker.stop();

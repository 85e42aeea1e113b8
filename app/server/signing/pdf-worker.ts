/**
 * The PDF worker thread's entry (started by pdf-worker-layer.ts): runs the PDF layer's functions,
 * one call at a time as the server's thread sends them, and hands the result's buffers back
 * without copying them. pdf.js, pdf-lib and @napi-rs/canvas are loaded here, on the first call,
 * and never in the server's thread. Plain Node runs this file (as TypeScript in development and
 * tests, as the build's signing-pdf-worker.js in production), so it imports only modules whose
 * types Node can strip.
 */
import { parentPort, threadId } from "node:worker_threads";
import { renderPageImages } from "./page-images.ts";
import { checkPdf } from "./pdf-check.ts";
import { ownedBuffers, serializeError, type PdfWorkerMessage, type PdfWorkerRequest } from "./pdf-worker-protocol.ts";
import { writeSignedPdf } from "./write-signed-pdf.ts";

async function run(request: PdfWorkerRequest): Promise<{ value: Extract<PdfWorkerMessage, { ok: true }>["value"]; transfer: ArrayBuffer[] }> {
  switch (request.call) {
    case "checkPdf":
      return { value: await checkPdf(request.bytes), transfer: [] };
    case "renderPageImages": {
      const images = await renderPageImages(request.bytes, { widthPx: request.widthPx });
      return { value: images, transfer: ownedBuffers(images.map((image) => image.png)) };
    }
    case "writeSignedPdf": {
      const signed = await writeSignedPdf(request.original, request.fields, request.certificate);
      return { value: signed, transfer: ownedBuffers([signed.bytes]) };
    }
  }
}

const port = parentPort;
if (!port) throw new Error("pdf-worker.ts runs as a worker thread (pdf-worker-layer.ts starts it).");

port.on("message", (request: PdfWorkerRequest) => {
  run(request).then(
    ({ value, transfer }) => port.postMessage({ type: "result", id: request.id, threadId, ok: true, value } satisfies PdfWorkerMessage, transfer),
    (error: unknown) => port.postMessage({ type: "result", id: request.id, threadId, ok: false, error: serializeError(error) } satisfies PdfWorkerMessage),
  );
});
port.postMessage({ type: "ready", threadId } satisfies PdfWorkerMessage);

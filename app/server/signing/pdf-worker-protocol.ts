/**
 * The messages between the server's thread and the PDF worker thread (pdf-worker.ts), and how
 * an error crosses between them. Types and two small functions only: both sides import this.
 */
import type { PageImage } from "./page-images.ts";
import type { PdfCheck } from "./pdf-check.ts";
import type { Certificate, FilledField } from "./signing-types.ts";
import type { SignedPdf } from "./write-signed-pdf.ts";

export type PdfWorkerCall =
  | { call: "checkPdf"; bytes: Uint8Array }
  | { call: "renderPageImages"; bytes: Uint8Array; widthPx: number }
  | { call: "writeSignedPdf"; original: Uint8Array; fields: FilledField[]; certificate: Omit<Certificate, "signedPagesSha256"> };

export interface PdfWorkerResults {
  checkPdf: PdfCheck;
  renderPageImages: PageImage[];
  writeSignedPdf: SignedPdf;
}

export type PdfWorkerRequest = PdfWorkerCall & { id: number };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
}

export type PdfWorkerMessage =
  /** Posted once the worker's modules are loaded: a crash after this is the work's, not the setup's. */
  | { type: "ready"; threadId: number }
  | { type: "result"; id: number; threadId: number; ok: true; value: PdfWorkerResults[PdfWorkerCall["call"]] }
  | { type: "result"; id: number; threadId: number; ok: false; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { name: "Error", message: String(error) };
}

const ERROR_TYPES: Record<string, ErrorConstructor> = { Error, RangeError, TypeError, SyntaxError, ReferenceError, EvalError, URIError };

/** The error as the functions throw it in this thread: a RangeError stays a RangeError. */
export function deserializeError(serialized: SerializedError): Error {
  const error = new (ERROR_TYPES[serialized.name] ?? Error)(serialized.message);
  if (error.name !== serialized.name) error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

/**
 * The buffers of a result the worker gives away rather than copies: every Uint8Array that alone
 * owns its ArrayBuffer (page PNGs, the signed file). A view on a larger buffer is copied.
 */
export function ownedBuffers(arrays: Uint8Array[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const array of arrays) {
    const { buffer } = array;
    if (buffer instanceof ArrayBuffer && array.byteOffset === 0 && array.byteLength === buffer.byteLength) buffers.add(buffer);
  }
  return [...buffers];
}

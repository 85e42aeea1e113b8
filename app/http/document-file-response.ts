/** The answers of the two document-file routes (staff's and the customer's own), one copy of each. */
import { previewKind } from "../lib/file-preview.ts";
import type { DocumentFile } from "../server/documents/document-file.ts";
import { downloadHeaders } from "./download-headers.ts";
import { inlineFileHeaders } from "./inline-file-headers.ts";

/**
 * The file as a response: a PDF or photo opens in the browser (inline, sandboxed, loading
 * nothing else), anything else, and everything asked for with `?download=1`, downloads.
 * Never cached, never sniffed.
 */
export function documentFileResponse(file: DocumentFile, url: URL): Response {
  const inline = url.searchParams.get("download") !== "1" && previewKind(file.contentType) !== null;
  const headers = (inline ? inlineFileHeaders : downloadHeaders)(file.fileName, file.contentType, file.data.byteLength);
  return new Response(file.data, { headers });
}

/** A document that does not exist, or is not the asker's: the same answer, so neither is revealed. */
export function documentNotFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}

/**
 * Answers a GET or HEAD from bytes held in memory: the prerendered files (server/static-files.ts)
 * and the rendered pages kept for anonymous visitors (server/public-page-cache.ts). One strong
 * ETag for all encodings, 304 on a match, the precompressed body the client accepts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { acceptedEncodings, type ContentCoding } from "./content-encoding.ts";
import { etagMatches } from "./entity-tag.ts";
import { isHtmlPage, privateCacheControl } from "./page-cookie.ts";

export interface MemoryBody {
  /** The uncompressed bytes; when absent, they are decoded from `gzip` for the rare client that accepts neither coding. */
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Other headers of the response, set as they are (a rendered page's Content-Security-Policy). */
  headers?: readonly (readonly [string, string])[];
}

/** Whether the answer depends on Accept-Encoding: only when a compressed copy is kept (a photo is kept as it is). */
function hasEncodings(file: MemoryBody): boolean {
  return !!(file.br || file.gzip);
}

/** The precompressed body the client accepts (Brotli first), else the plain bytes. */
function chosenBody(file: MemoryBody, acceptEncoding: string | null | undefined): { body: Buffer; coding?: ContentCoding } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.br && accepted.has("br")) return { body: file.br, coding: "br" };
  if (file.gzip && accepted.has("gzip")) return { body: file.gzip, coding: "gzip" };
  return { body: file.body ?? gunzipSync(file.gzip!) };
}

/** The same answer as a fetch Response, for a page rendered in this request and now kept in memory. */
export function responseFromMemory(request: Request, file: MemoryBody): Response {
  const headers = new Headers(file.headers?.map(([name, value]) => [name, value]));
  headers.set("Content-Type", file.contentType);
  headers.set("Cache-Control", file.cacheControl);
  headers.set("ETag", file.etag);
  if (hasEncodings(file)) headers.set("Vary", "Accept-Encoding");
  if (etagMatches(request.headers.get("If-None-Match"), file.etag)) return new Response(null, { status: 304, headers });
  const { body, coding } = chosenBody(file, request.headers.get("Accept-Encoding"));
  if (coding) headers.set("Content-Encoding", coding);
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}

/**
 * Writes the response. `pageCookie` is asked only for an HTML page: a Set-Cookie value (the
 * response is then private, server/page-cookie.ts) or null.
 */
export function writeFromMemory(req: IncomingMessage, res: ServerResponse, file: MemoryBody, pageCookie?: () => string | null): void {
  res.setHeader("Content-Type", file.contentType);
  if (file.headers) for (const [name, value] of file.headers) res.setHeader(name, value);
  const setCookie = pageCookie && isHtmlPage(file.contentType) ? pageCookie() : null;
  if (setCookie) res.appendHeader("Set-Cookie", setCookie);
  res.setHeader("Cache-Control", setCookie ? privateCacheControl(file.cacheControl) : file.cacheControl);
  res.setHeader("ETag", file.etag);
  if (hasEncodings(file)) res.setHeader("Vary", "Accept-Encoding");
  if (etagMatches(req.headers["if-none-match"], file.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const { body, coding } = chosenBody(file, req.headers["accept-encoding"]);
  if (coding) res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

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

/** Headers as name/value pairs, the way the answer is written: names in any case. */
export type HeaderPairs = readonly (readonly [string, string])[];

/** The headers every answer carries: its request id, and the ones shared by every answer of the moment (one list, reused). */
export interface AnswerHeaders {
  requestId: string;
  /** The security headers and the default policy (and `Connection: close` while a worker drains). */
  shared: HeaderPairs;
}

/** The headers an answer from one body always has, after its request id, for one list of shared headers. */
interface FixedHeaders {
  shared: HeaderPairs;
  /** Name, value, name, value…: the shared headers the body does not replace, its Content-Type and its own. */
  list: readonly string[];
  isHtml: boolean;
}

/** Worked out at a body's first answer: merging the lists on every request was most of this module's work. */
const fixedHeadersOf = new WeakMap<MemoryBody, FixedHeaders>();

function fixedHeaders(file: MemoryBody, shared: HeaderPairs): FixedHeaders {
  const known = fixedHeadersOf.get(file);
  if (known?.shared === shared) return known;
  const list: string[] = [];
  for (const [name, value] of shared) if (!hasHeader(file.headers, name)) list.push(name, value);
  list.push("Content-Type", file.contentType);
  if (file.headers) for (const [name, value] of file.headers) list.push(name, value);
  const fixed = { shared, list, isHtml: isHtmlPage(file.contentType) };
  fixedHeadersOf.set(file, fixed);
  return fixed;
}

/**
 * Writes the response, all its headers in one writeHead: the answer's own (its request id, the
 * security headers, the default policy; a header the kept page has itself, such as its
 * Content-Security-Policy, replaces the answer's) and the body's. Setting them one by one
 * was a tenth of the main thread's work for a page served from memory. `pageCookie` is asked only
 * for an HTML page: a Set-Cookie value (the response is then private, server/page-cookie.ts) or null.
 */
export function writeFromMemory(req: IncomingMessage, res: ServerResponse, file: MemoryBody, answer: AnswerHeaders, pageCookie?: () => string | null): void {
  const fixed = fixedHeaders(file, answer.shared);
  const headers = ["X-Request-Id", answer.requestId, ...fixed.list];
  const setCookie = pageCookie && fixed.isHtml ? pageCookie() : null;
  if (setCookie) headers.push("Set-Cookie", setCookie);
  headers.push("Cache-Control", setCookie ? privateCacheControl(file.cacheControl) : file.cacheControl);
  headers.push("ETag", file.etag);
  if (hasEncodings(file)) headers.push("Vary", "Accept-Encoding");
  if (etagMatches(req.headers["if-none-match"], file.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const { body, coding } = chosenBody(file, req.headers["accept-encoding"]);
  if (coding) headers.push("Content-Encoding", coding);
  headers.push("Content-Length", String(body.length));
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

function hasHeader(headers: HeaderPairs | undefined, name: string): boolean {
  return !!headers?.some(([own]) => own.length === name.length && own.toLowerCase() === name.toLowerCase());
}

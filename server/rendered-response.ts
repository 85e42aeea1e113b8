/**
 * What the server does to every response the app renders (pages, data, feeds, CSV):
 *
 * - A validator: a GET answered 200 that may be stored (no `no-store`) gets a weak ETag
 *   from its bytes, and a matching If-None-Match gets 304 without the body.
 * - A Content-Security-Policy from the body: an HTML page's inline scripts are allowed by
 *   their hashes (server/content-security-policy.ts), so the same body gets the same
 *   policy and ETag; the 304 carries the policy too (it replaces the cached one).
 * - Compression: text bodies of 1 KB or more are compressed in one call, after the whole body
 *   is rendered: gzip 3 when the client takes it, else Brotli quality 4 (perRequestCoding, EFFORT).
 *   Compressing React's stream chunk by chunk cost about five times as much CPU per page as
 *   one call on the finished body. The call
 *   runs on libuv's thread pool, not the main thread: a 170 KB page took ~2 ms to compress,
 *   during which no other request could be served.
 *
 * All three need the whole body, so text responses are buffered; the app streams nothing
 * progressively (no deferred loader data). Downloads (Content-Disposition: attachment,
 * e.g. a CSV export of every lead, which is streamed) and other types pass through untouched.
 */
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import pLimit from "p-limit";
import { acceptedEncodings, isCompressible, varyOnAcceptEncoding, type ContentCoding } from "./content-encoding.ts";
import { inlineScriptHashes } from "./content-security-policy.ts";
import { entityTag, etagMatches } from "./entity-tag.ts";
import type { MemoryBody } from "./memory-response.ts";

/** Below this, compression saves less than a TCP packet and costs a thread-pool round trip. */
const MIN_COMPRESS_BYTES = 1024;
/**
 * How hard each body is compressed: once per response ("per-request") or once per render of a
 * page kept in memory ("kept"). Per response, Brotli quality 4 is within 10% of the best size for
 * HTML at a tenth of quality 11's cost, and gzip 3, zlib's strongest fast level, costs a third of
 * gzip 6 for 9 to 16% more bytes: for the back office's pages (60–125 KB of HTML) 0.10–0.40 ms
 * against 0.29–0.94 ms, the difference 1 to 2.4 KB a page. Kept, Brotli 6 and gzip 6: for a 50 KB
 * post, quality 11 saved 13% of the bytes (9.5 KB against 10.8 KB) for 76 ms of CPU instead of
 * 3 ms, and with every post of a large blog rendered once, its encoders' memory raised the
 * server's resident size by some 200 MB.
 */
const EFFORT = {
  "per-request": { br: 4, gzip: 3 },
  kept: { br: 6, gzip: 6 },
} as const;
type Effort = keyof typeof EFFORT;

/** Status codes whose body is worth a validator: a full, successful representation. */
const VALIDATED_STATUS = 200;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * As many compressions at a time as there are cores (p-limit), the rest wait their turn. An
 * encoder holds its memory from the moment it is created, though libuv's pool runs only a few
 * at once: a Brotli 6 encoder about 3 MB, a gzip one about 1.5 MB. With every post of a large
 * blog being rendered eight at a time, encoders waiting for a thread raised the server's peak
 * resident size by some 25 MB; more at once than cores compresses no faster.
 */
const compressionTurn = pLimit(Math.max(2, availableParallelism()));

/** zlib's output lives in an ordinary ArrayBuffer (never a shared one), which is what a Response body takes. */
function compress(body: Uint8Array, coding: "br" | "gzip", effort: Effort): Promise<Uint8Array<ArrayBuffer>> {
  return compressionTurn(() => compressNow(body, coding, effort));
}

/**
 * The coding of a body compressed for one response: gzip first. For the back office's pages
 * (50–250 KB of HTML) gzip 6 came within 2% of Brotli 4's size for a third to a half of its CPU
 * (about 1 ms against 2–3 ms for a 130 KB page): each call's encoder works in fresh memory, and
 * Brotli's is several times larger; gzip 3 (EFFORT) costs a third of gzip 6 again. Pages kept in memory are compressed once, with both
 * (pageForMemory), and served as Brotli where accepted.
 */
function perRequestCoding(acceptEncoding: string | null | undefined): ContentCoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.has("gzip") ? "gzip" : accepted.has("br") ? "br" : undefined;
}

/**
 * The smallest window that holds the whole body (2^16 to 2^24 bytes): the same output as the
 * default 4 MB window for any page, with a ring buffer the size of the page instead of 4 MB.
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(Math.max(bytes, 1)))));
}

async function compressNow(body: Uint8Array, coding: "br" | "gzip", effort: Effort): Promise<Uint8Array<ArrayBuffer>> {
  if (coding === "br") {
    return (await brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: EFFORT[effort].br,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.byteLength),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })) as Uint8Array<ArrayBuffer>;
  }
  return (await gzipAsync(body, { level: EFFORT[effort].gzip })) as Uint8Array<ArrayBuffer>;
}

/** Headers that belong to one response, not to the page: the server sets them for each answer. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "content-type", "cache-control", "etag", "vary", "date", "connection", "transfer-encoding", "keep-alive"]);

/**
 * The rendered response as a page for memory (server/public-page-cache.ts), or undefined when it
 * must not be shared: anything but a 200, or a response that sets a cookie or is marked private
 * or no-store. Text is kept as Brotli and gzip, both made now, and its plain bytes are not kept;
 * anything else (an uploaded photo) is kept as it is, under the validator it came with if strong.
 */
export async function pageForMemory(response: Response, options: FinishOptions = {}): Promise<MemoryBody | undefined> {
  const cacheControl = response.headers.get("Cache-Control") ?? "no-cache";
  const contentType = response.headers.get("Content-Type");
  if (response.status !== 200 || !response.body || response.headers.has("Set-Cookie") || response.headers.has("Content-Encoding")) return undefined;
  if (/private|no-store/i.test(cacheControl) || !contentType) return undefined;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
  if (!isCompressible(contentType)) {
    const ownTag = response.headers.get("ETag");
    const etag = ownTag && !ownTag.startsWith("W/") ? ownTag : entityTag(body, { weak: false });
    return { body: ownCopy(body), contentType, cacheControl, etag, headers };
  }
  if (options.contentSecurityPolicy && /^\s*text\/html/i.test(contentType) && !response.headers.has("Content-Security-Policy")) {
    headers.push(["Content-Security-Policy", options.contentSecurityPolicy(inlineScriptHashes(body))]);
  }
  const [br, gzipped] = await Promise.all([compress(body, "br", "kept"), compress(body, "gzip", "kept")]);
  return { br: ownCopy(br), gzip: ownCopy(gzipped), contentType, cacheControl, etag: entityTag(body, { weak: false }), headers };
}

/**
 * zlib's results are views into its 64 KB output chunks (and small Buffers share an 8 KB pool):
 * a copy in memory of its own keeps 11 KB for an 11 KB page kept for hours, not 64 KB. A body
 * read from a Response may likewise be a view of a larger buffer.
 */
function ownCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

export interface FinishOptions {
  /** The policy for an HTML page allowing these inline scripts (a page that sets its own keeps it). */
  contentSecurityPolicy?: (scriptHashes: string[]) => string;
}

export async function finishRenderedResponse(request: Request, response: Response, options: FinishOptions = {}): Promise<Response> {
  const passThrough =
    !response.body ||
    response.headers.has("Content-Encoding") ||
    /^\s*attachment/i.test(response.headers.get("Content-Disposition") ?? "") ||
    !isCompressible(response.headers.get("Content-Type"));
  if (passThrough) return response;
  // A copy: the headers of some responses (Response.redirect, fetch) are immutable.
  const headers = new Headers(response.headers);

  const body = new Uint8Array(await response.arrayBuffer());
  if (options.contentSecurityPolicy && /^\s*text\/html/i.test(headers.get("Content-Type") ?? "") && !headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", options.contentSecurityPolicy(inlineScriptHashes(body)));
  }
  const cacheControl = headers.get("Cache-Control") ?? "";
  if (request.method === "GET" && response.status === VALIDATED_STATUS && !/no-store/i.test(cacheControl)) {
    const etag = entityTag(body, { weak: true });
    headers.set("ETag", etag);
    if (etagMatches(request.headers.get("If-None-Match"), etag)) {
      headers.delete("Content-Length");
      headers.delete("Content-Type");
      return new Response(null, { status: 304, headers });
    }
  }

  const coding = body.byteLength >= MIN_COMPRESS_BYTES ? perRequestCoding(request.headers.get("Accept-Encoding")) : undefined;
  headers.set("Vary", varyOnAcceptEncoding(headers.get("Vary")));
  const sent = coding ? await compress(body, coding, "per-request") : body;
  if (coding) headers.set("Content-Encoding", coding);
  headers.set("Content-Length", String(sent.byteLength));
  return new Response(sent, { status: response.status, statusText: response.statusText, headers });
}

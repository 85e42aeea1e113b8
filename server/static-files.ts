/**
 * Serves the build's client folder: hashed assets, public files, and the pages
 * prerendered at build time. Everything is indexed once at start and small files
 * are held in memory with their precompressed variants (.br/.gz, written by
 * scripts/compress-build.ts), so a hit costs a Map lookup and one write.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { inlineScriptHashes } from "./content-security-policy.ts";
import { entityTag } from "./entity-tag.ts";
import { writeFromMemory, type AnswerHeaders, type MemoryBody } from "./memory-response.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webmanifest": "application/manifest+json",
};

interface StaticFile extends MemoryBody {
  body: Buffer;
  /** A prerendered page or its .data twin: only served to visitors without a session. */
  prerendered: boolean;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function readOptional(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** URL paths a file answers to: "blog/index.html" → "/blog" (and "/blog/"). */
function urlPathsFor(relativePath: string): string[] {
  const url = "/" + relativePath.split(sep).join("/");
  if (url === "/index.html") return ["/"];
  if (url.endsWith("/index.html")) {
    const dir = url.slice(0, -"/index.html".length);
    return [dir, dir + "/"];
  }
  return [url];
}

export class StaticFiles {
  readonly #files = new Map<string, StaticFile>();
  /** Hashes of the inline scripts found in prerendered pages, for the CSP. */
  readonly scriptHashes = new Set<string>();

  constructor(root: string) {
    for (const path of walk(root)) {
      const ext = extname(path);
      if (ext === ".br" || ext === ".gz") continue;
      const rel = relative(root, path);
      const size = statSync(path).size;
      if (size > 5 * 1024 * 1024) continue; // large media belongs behind a CDN, not in memory
      const body = readFileSync(path);
      const isAsset = rel.startsWith("assets" + sep);
      const isPage = ext === ".html" || ext === ".data";
      if (ext === ".html") for (const hash of inlineScriptHashes(body.toString("utf8"))) this.scriptHashes.add(hash);
      const file: StaticFile = {
        body,
        br: readOptional(path + ".br"),
        gzip: readOptional(path + ".gz"),
        contentType: contentTypes[ext] ?? "application/octet-stream",
        etag: entityTag(body, { weak: false }),
        cacheControl: isAsset ? IMMUTABLE : isPage ? REVALIDATE : SHORT,
        prerendered: isPage,
      };
      for (const url of urlPathsFor(rel)) this.#files.set(url, file);
    }
  }

  get size(): number {
    return this.#files.size;
  }

  /**
   * Answers the request when a file matches; returns false to let the app handle it.
   * `allowPrerendered` is false for signed-in visitors, who get a fresh render.
   * The `answer`'s headers go with the file's own (server/memory-response.ts).
   * `pageCookie` is asked only when the file is an HTML page: a Set-Cookie value (the
   * response is then private, server/page-cookie.ts) or null.
   */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string, allowPrerendered: boolean, answer: AnswerHeaders, pageCookie?: () => string | null): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // Nearly every path has nothing to decode: decoding it anyway was a copy per request.
    let decoded = pathname;
    if (pathname.includes("%")) {
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
    }
    const file = this.#files.get(decoded);
    if (!file || (file.prerendered && !allowPrerendered)) return false;

    writeFromMemory(req, res, file, answer, pageCookie);
    return true;
  }
}

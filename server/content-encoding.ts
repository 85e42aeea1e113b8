/**
 * Content negotiation for response compression, shared by the static files and the
 * rendered pages: which encoding a client accepts, and which content types are worth
 * compressing.
 */

export type ContentCoding = "br" | "gzip";

const NONE: ReadonlySet<ContentCoding> = new Set();
/**
 * Headers already read, by their text: a browser sends the same string on every request, and a
 * page served from memory costs a few tens of microseconds, of which parsing it was one or two.
 * Bounded, since a client may send any text.
 */
const readHeaders = new Map<string, ReadonlySet<ContentCoding>>();
const READ_HEADERS_KEPT = 64;

/**
 * The codings an Accept-Encoding header accepts, of the two the server produces.
 * A coding listed with q=0 is refused (RFC 9110 §12.5.3); `*` stands for any other.
 * The set is shared between requests: read it, never change it.
 */
export function acceptedEncodings(acceptEncoding: string | null | undefined): ReadonlySet<ContentCoding> {
  if (!acceptEncoding) return NONE;
  let accepted = readHeaders.get(acceptEncoding);
  if (!accepted) {
    if (readHeaders.size >= READ_HEADERS_KEPT) readHeaders.clear();
    readHeaders.set(acceptEncoding, (accepted = parseAcceptEncoding(acceptEncoding)));
  }
  return accepted;
}

function parseAcceptEncoding(acceptEncoding: string): ReadonlySet<ContentCoding> {
  const accepted = new Set<ContentCoding>();
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  for (const coding of ["br", "gzip"] as const) {
    if ((weights.get(coding) ?? weights.get("*") ?? 0) > 0) accepted.add(coding);
  }
  return accepted;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml)/i;

/** Text formats shrink several times; images, PDFs and archives are compressed already. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/** Adds Accept-Encoding to a Vary header value without repeating it. */
export function varyOnAcceptEncoding(vary: string | null | undefined): string {
  if (!vary) return "Accept-Encoding";
  if (vary.split(",").some((v) => v.trim().toLowerCase() === "accept-encoding" || v.trim() === "*")) return vary;
  return `${vary}, Accept-Encoding`;
}

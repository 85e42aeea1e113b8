/**
 * The Content-Security-Policy of every response. Scripts: our own files ('self') and
 * inline scripts by hash, never by nonce, so a page's bytes do not change per response
 * and a repeat visit can get 304. A rendered HTML page is allowed exactly the inline
 * scripts in its own body (React Router's, React's, the navigation script), hashed after
 * rendering (server/rendered-response.ts); every other response, the prerendered pages
 * included, carries the hashes of the prerendered pages' scripts, read at start.
 * No 'unsafe-inline' for scripts. Styles allow inline (React's style props).
 */
import { createHash } from "node:crypto";

/**
 * The sha256 hash sources of the inline scripts of an HTML document, each once, in document
 * order: what a browser will run from this body. Only real <script> elements count: the scan
 * follows the HTML tokenizer far enough to skip comments, raw-text and RCDATA elements
 * (style, textarea, title …) and quoted attribute values, and ends a script where a browser
 * does (including the `<!--<script>` escape states), so text that merely looks like a script
 * (escaped user content, a string inside another script) is never allowed. Scripts with a
 * `src` and data blocks (JSON, JSON-LD) run nothing and are skipped. The hash is of the
 * script's text as the parser sees it (line breaks normalized), UTF-8 encoded, as CSP defines.
 *
 * Given bytes (UTF-8), it reads them as Latin-1, one character per byte: all markup that
 * matters is ASCII, which no byte of a multi-byte UTF-8 character can be, and each script is
 * hashed from its own bytes, so nothing is decoded (a rendered page of 150 KB: well under 1 ms).
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const bytes = typeof html === "string" ? undefined : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const text = bytes ? bytes.toString("latin1") : (html as string);
  const hashes = new Set<string>();
  // No script element starts after the last `<script` (in any case): the scan stops there, not
  // at the end of a long page whose one script is in its head.
  const lastScriptStart = lastIndexOfScriptTag(text);
  let i = 0;
  while ((i = text.indexOf("<", i)) !== -1 && i <= lastScriptStart) {
    const next = text.charCodeAt(i + 1);
    if (next === 0x21 /* ! */) {
      if (text.startsWith("<!--", i)) i = commentEnd(text, i + 4);
      else i = afterChar(text, ">", i + 2); // DOCTYPE, CDATA in HTML content, bogus comments
    } else if (next === 0x3f /* ? */) {
      i = afterChar(text, ">", i + 2);
    } else if (next === 0x2f /* / */) {
      // An end tag's attributes are parsed (and dropped) like a start tag's; `</ x>` is a bogus comment.
      i = isAsciiLetter(text.charCodeAt(i + 2)) ? tagEnd(text, i + 2) : afterChar(text, ">", i + 2);
      if (i === -1) break;
    } else if (isAsciiLetter(next)) {
      const name = SPECIAL_INITIALS.has(next) ? specialName(text, i + 1) : "";
      if (name === "script") {
        const tag = readTag(text, i + 7, true);
        if (tag.end === -1) break; // an unterminated tag makes no element
        const contentEnd = scriptContentEnd(text, tag.end);
        if (contentEnd > tag.end && isInlineExecutable(tag.attributes)) hashes.add(scriptHash(text, bytes, tag.end, contentEnd));
        i = contentEnd;
        continue;
      }
      const end = tagEnd(text, i + 1);
      if (end === -1) break;
      if (name === "plaintext") break; // the rest of the document is text
      i = name ? rawTextEnd(text, end, name) : end;
    } else {
      i += 1; // a "<" that starts no tag is text
    }
  }
  return [...hashes];
}

/** Where the last `<script` starts, in any letter case; -1 when there is none. */
function lastIndexOfScriptTag(text: string): number {
  let last = -1;
  for (const match of text.matchAll(/<script/gi)) last = match.index;
  return last;
}

/** The hash source of a script's content, `text[start, end)` (`bytes`, when given, holds the same range as UTF-8). */
function scriptHash(text: string, bytes: Buffer | undefined, start: number, end: number): string {
  const hash = createHash("sha256");
  const raw = text.slice(start, end);
  // The parser turns CR LF and CR into LF, and NUL into U+FFFD (EF BF BD in UTF-8).
  const normalized = raw.includes("\r") || raw.includes("\0") ? raw.replace(/\r\n?/g, "\n").replace(/\0/g, bytes ? "\xEF\xBF\xBD" : "\uFFFD") : undefined;
  if (bytes) hash.update(normalized === undefined ? bytes.subarray(start, end) : Buffer.from(normalized, "latin1"));
  else hash.update(normalized ?? raw, "utf8");
  return `'sha256-${hash.digest("base64")}'`;
}

/** First letters of the elements the scan treats specially (script, the raw-text elements, plaintext). */
const SPECIAL_INITIALS = new Set([..."sxintpSXINTP"].map((c) => c.charCodeAt(0)));

/** The lower-cased name of the tag starting at `from` when it is one the scan treats specially, else "". */
function specialName(text: string, from: number): string {
  const end = tagNameEnd(text, from);
  if (end - from > 9) return "";
  const name = text.slice(from, end).toLowerCase();
  return name === "script" || name === "plaintext" || RAW_TEXT_ELEMENTS.has(name) ? name : "";
}

/**
 * A well-formed tag (name, then attributes separated by spaces, each bare or with a quoted
 * value): the common case, read by one regular expression without backtracking blow-ups.
 * Anything else (unquoted values, spaces around "=", stray quotes) goes through `readTag`.
 */
const WELL_FORMED_TAG = /[a-zA-Z][^\t\n\f\r />]*(?:[\t\n\f\r ]+[^\t\n\f\r "'/>=]+(?:="[^"]*"|='[^']*')?)*[\t\n\f\r ]*\/?>/y;

/** Just past the `>` of the tag whose name starts at `from`; -1 when the input ends first. */
function tagEnd(text: string, from: number): number {
  WELL_FORMED_TAG.lastIndex = from;
  if (WELL_FORMED_TAG.test(text)) return WELL_FORMED_TAG.lastIndex;
  return readTag(text, tagNameEnd(text, from), false).end;
}

/**
 * Elements whose content the tokenizer reads as text until their end tag (scripting enabled).
 * Inside <svg> and <math>, title and style are ordinary elements; a script in one of those
 * would go unhashed and be refused (we render none there), never the other way round.
 */
const RAW_TEXT_ELEMENTS = new Set(["style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title"]);
/** `type` values (trimmed, any case) that make a classic or module script, an import map or speculation rules. */
const EXECUTABLE_TYPES = new Set([
  "", "module", "importmap", "speculationrules",
  "application/ecmascript", "application/javascript", "application/x-ecmascript", "application/x-javascript",
  "text/ecmascript", "text/javascript", "text/javascript1.0", "text/javascript1.1", "text/javascript1.2",
  "text/javascript1.3", "text/javascript1.4", "text/javascript1.5", "text/jscript", "text/livescript",
  "text/x-ecmascript", "text/x-javascript",
]);

function isInlineExecutable(attributes: Map<string, string>): boolean {
  if (attributes.has("src")) return false;
  const type = attributes.get("type");
  return type === undefined || EXECUTABLE_TYPES.has(type.trim().toLowerCase());
}

const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/** Tab, LF, FF, CR, space. */
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
/** What may follow `</script` (or `<script`) for it to be that tag. */
const endsTagName = (c: number) => isSpace(c) || c === 0x2f || c === 0x3e;

function afterChar(html: string, char: string, from: number): number {
  const at = html.indexOf(char, from);
  return at === -1 ? html.length : at + 1;
}

/** After a comment that starts at `from` (just past `<!--`): `-->`, `--!>`, or the short `<!-->` and `<!--->`. */
function commentEnd(html: string, from: number): number {
  if (html.startsWith(">", from)) return from + 1;
  if (html.startsWith("->", from)) return from + 2;
  for (let at = html.indexOf("--", from); at !== -1; at = html.indexOf("--", at + 1)) {
    if (html.charCodeAt(at + 2) === 0x3e) return at + 3;
    if (html.startsWith("!>", at + 2)) return at + 4;
  }
  return html.length;
}

function tagNameEnd(html: string, from: number): number {
  let at = from;
  while (at < html.length && !endsTagName(html.charCodeAt(at))) at += 1;
  return at;
}

/**
 * Reads a tag from just after its name to just past its `>` (`end`; -1 when the input ends first),
 * with its attributes when `collect` is set (names lower-cased, values as written).
 */
function readTag(html: string, from: number, collect: boolean): { end: number; attributes: Map<string, string> } {
  const attributes = new Map<string, string>();
  let at = from;
  const length = html.length;
  for (;;) {
    while (at < length && (isSpace(html.charCodeAt(at)) || html.charCodeAt(at) === 0x2f)) at += 1;
    if (at >= length) return { end: -1, attributes };
    if (html.charCodeAt(at) === 0x3e) return { end: at + 1, attributes };
    // A name runs to a space, "/", ">" or "=" (an "=" as its first character belongs to it).
    const nameStart = at;
    at += 1;
    while (at < length) {
      const c = html.charCodeAt(at);
      if (isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d) break;
      at += 1;
    }
    const name = collect ? html.slice(nameStart, at).toLowerCase() : "";
    while (at < length && isSpace(html.charCodeAt(at))) at += 1;
    let value = "";
    if (html.charCodeAt(at) === 0x3d) {
      at += 1;
      while (at < length && isSpace(html.charCodeAt(at))) at += 1;
      const quote = html.charCodeAt(at);
      if (quote === 0x22 || quote === 0x27) {
        const close = html.indexOf(quote === 0x22 ? '"' : "'", at + 1);
        if (close === -1) return { end: -1, attributes };
        if (collect) value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        const valueStart = at;
        while (at < length && !isSpace(html.charCodeAt(at)) && html.charCodeAt(at) !== 0x3e) at += 1;
        if (collect) value = html.slice(valueStart, at);
      }
    }
    if (collect && !attributes.has(name)) attributes.set(name, value); // the first of duplicate attributes wins
  }
}

/** Where the end tag `</name` of a raw-text or RCDATA element starts (its content is skipped). */
function rawTextEnd(html: string, from: number, name: string): number {
  for (let at = indexOfEndTag(html, name, from); at !== -1; at = indexOfEndTag(html, name, at + 2)) {
    if (endsTagName(html.charCodeAt(at + 2 + name.length))) return at;
  }
  return html.length;
}

/** The next `</name` at or after `from`, in any letter case. */
function indexOfEndTag(html: string, name: string, from: number): number {
  for (let at = html.indexOf("</", from); at !== -1; at = html.indexOf("</", at + 2)) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return at;
  }
  return -1;
}

/**
 * Where a script's content ends: at `</script` followed by a space, "/" or ">". A script
 * containing `<!--` needs the tokenizer's escape states: inside `<!-- <script> … </script>`
 * the first `</script` does not end it.
 */
function scriptContentEnd(html: string, from: number): number {
  let plainEnd = indexOfEndTag(html, "script", from);
  while (plainEnd !== -1 && !endsTagName(html.charCodeAt(plainEnd + 8))) plainEnd = indexOfEndTag(html, "script", plainEnd + 2);
  const limit = plainEnd === -1 ? html.length : plainEnd;
  const comment = html.indexOf("<!--", from);
  if (comment === -1 || comment >= limit) return limit;
  return escapedScriptContentEnd(html, from);
}

/** The script data states of the HTML tokenizer (WHATWG HTML §13.2.5.4–§13.2.5.31), for scripts containing `<!--`. */
function escapedScriptContentEnd(html: string, from: number): number {
  const isEndTag = (at: number) => html.slice(at + 2, at + 8).toLowerCase() === "script" && endsTagName(html.charCodeAt(at + 8));
  const isScriptWord = (at: number) => html.slice(at, at + 6).toLowerCase() === "script" && endsTagName(html.charCodeAt(at + 6));
  let state: "data" | "escaped" | "double" = "data";
  let dashes = 0; // consecutive "-" just read in the escaped states
  for (let at = from; at < html.length; at += 1) {
    const c = html.charCodeAt(at);
    if (state === "data") {
      if (c !== 0x3c) continue;
      if (html.charCodeAt(at + 1) === 0x2f && isEndTag(at)) return at;
      if (html.startsWith("<!--", at)) {
        state = "escaped";
        at += 3;
        dashes = 2;
      }
      continue;
    }
    if (c === 0x2d) {
      dashes += 1;
      continue;
    }
    if (c === 0x3e && dashes >= 2) {
      state = "data";
      dashes = 0;
      continue;
    }
    dashes = 0;
    if (c !== 0x3c) continue;
    if (state === "escaped") {
      if (html.charCodeAt(at + 1) === 0x2f && isEndTag(at)) return at;
      if (isScriptWord(at + 1)) state = "double";
    } else if (html.charCodeAt(at + 1) === 0x2f && isScriptWord(at + 2)) {
      state = "escaped";
    }
  }
  return html.length;
}

export function contentSecurityPolicy(options: { scriptHashes: Iterable<string>; https: boolean }): string {
  const scriptSources = ["'self'", ...options.scriptHashes];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Blog posts may use a featured image from any https site.
    "img-src 'self' https: data:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The office map on the home page.
    "frame-src https://www.google.com https://maps.google.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

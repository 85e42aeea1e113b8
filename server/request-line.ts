/**
 * Requests the router cannot represent are answered here with a 4xx, before any
 * route runs. Without this a bad Host header or an absolute-form target made
 * `new Request()` throw (a 500 with a stack trace in the log), TRACE was refused
 * by the Fetch API the same way, and a malformed percent-encoding reached React
 * Router as a "not found" with a warning. Found by tests/e2e/fuzz.test.ts.
 */
import type { IncomingMessage } from "node:http";

/** The methods the site answers; anything else (TRACE, PROPFIND …) gets 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

export type RequestLineProblem = { status: 400 | 405; message: string } | null;

/** The last Host header found valid: nearly every request names the same one, and parsing it is a good part of this check's cost. */
let lastValidHost: string | undefined;

/** A Host header that is an authority the URL parser accepts (host and optional port, nothing else). */
export function isValidHost(host: string): boolean {
  if (host === lastValidHost) return true;
  const valid = !!host && !/[\s/?#@\\]/.test(host) && URL.canParse(`http://${host}/`);
  if (valid) lastValidHost = host;
  return valid;
}

/**
 * Targets found valid lately: the popular pages are asked for again and again, and the URL
 * parse and the path's decoding were a good part of serving a page from memory. Bounded, since
 * a client may send any target. A target's validity does not depend on the (valid) Host.
 */
const validTargets = new Set<string>();
const VALID_TARGETS_KEPT = 256;

/**
 * Checks the method, the request target and the Host header. An absolute-form target
 * (`POST http://example.com/quote`, which only proxies send) is rewritten to its path,
 * as RFC 9112 section 3.2.2 lets a server accept it.
 */
export function checkRequestLine(req: IncomingMessage): RequestLineProblem {
  if (!allowed.has(req.method ?? "")) return { status: 405, message: "Method not allowed." };
  let target = req.url ?? "/";
  if (!target.startsWith("/")) {
    try {
      const absolute = new URL(target);
      if (absolute.protocol !== "http:" && absolute.protocol !== "https:") throw new Error("not http");
      target = absolute.pathname + absolute.search;
      req.url = target;
    } catch {
      return { status: 400, message: "Bad request target." };
    }
  }
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) return { status: 400, message: "Bad Host header." };
  if (validTargets.has(target)) return null;
  // What the router builds its Request URL from (the Host, or localhost without one).
  if (!URL.canParse(`http://${host ?? "localhost"}${target}`)) return { status: 400, message: "Bad request target." };
  if (decodedPath(target.split("?")[0] ?? "/") === null) return { status: 400, message: "Bad percent-encoding in the path." };
  if (validTargets.size >= VALID_TARGETS_KEPT) validTargets.clear();
  validTargets.add(target);
  return null;
}

/**
 * The path with its percent-encoding decoded, or null when the encoding is malformed.
 * The decoded value is returned (not just tried) on purpose: the server bundler treats
 * decodeURIComponent as free of side effects and dropped a call whose result was unused,
 * and with it the check (found by tests/e2e/fuzz.test.ts against the bundled server).
 */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

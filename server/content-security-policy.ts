/**
 * The Content-Security-Policy of every response. Scripts: our own files ('self'),
 * React Router's inline scripts on rendered pages by a per-response nonce, and our two
 * small inline scripts (navigation, 'Open now') by hash: the hashes are read from the
 * prerendered pages at start, which come from the same build as rendered pages.
 * No 'unsafe-inline' for scripts. Styles allow inline (React's style props).
 */
import { createHash } from "node:crypto";

/** sha256 hashes of the executable inline scripts of an HTML document (JSON-LD data blocks are skipped). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes) || !body) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(options: { nonce?: string; scriptHashes: Iterable<string>; https: boolean }): string {
  const scriptSources = ["'self'", ...(options.nonce ? [`'nonce-${options.nonce}'`] : []), ...options.scriptHashes];
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

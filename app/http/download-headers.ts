/**
 * Headers for a file the back office hands out (an uploaded resume or claim
 * attachment, a CSV export): always a download, never rendered by the browser,
 * never cached.
 */

/** RFC 5987 / 8187 percent-encoding for filename*=UTF-8''… */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: the quoted ASCII fallback keeps
 * only safe characters (no quotes, backslashes, control or non-ASCII characters),
 * the encoded form keeps the real name.
 */
export function contentDisposition(fileName: string): string {
  const name = fileName.replace(/[\r\n]/g, " ").trim() || "download";
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;%]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

export function downloadHeaders(fileName: string, contentType: string, length?: number): Headers {
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Disposition": contentDisposition(fileName),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    // Should a browser render it anyway, it runs nothing and loads nothing.
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (length !== undefined) headers.set("Content-Length", String(length));
  return headers;
}

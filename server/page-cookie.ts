/**
 * A cookie set on a page (the visit-source cookie, docs/product.md#lead-sources): the response
 * that sets it belongs to one visitor, so no shared cache may store it and hand it (with its
 * Set-Cookie) to someone else. Only HTML pages set it: never files, data or downloads.
 */

/** A page response's Cache-Control once it sets a cookie: private (a no-store answer stays as it is). */
export function privateCacheControl(cacheControl: string | null | undefined): string {
  return cacheControl && /no-store/i.test(cacheControl) ? cacheControl : "private, no-cache";
}

/** True for a response carrying an HTML page (a 304 is judged by the page it stands for). */
export function isHtmlPage(contentType: string | null | undefined): boolean {
  return /^\s*text\/html/i.test(contentType ?? "");
}

/** The response with the cookie added and made private (its headers may be immutable: they are copied). */
export function withPageCookie(response: Response, setCookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", setCookie);
  headers.set("Cache-Control", privateCacheControl(headers.get("Cache-Control")));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

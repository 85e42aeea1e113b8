/**
 * How the guards refuse (app/http/guards.ts, signed-in-guard.ts, customer-guard.ts): a page
 * (GET/HEAD) is redirected, anything else answers 403 and the action never runs; a download
 * answers a plain-text 403 to every method.
 */
import { data, redirect } from "react-router";
import { localeOfPath, pathInLocale } from "../lib/i18n/locale.ts";
import { signInPath } from "../lib/sign-in-next.ts";

const PAGE_METHODS = new Set(["GET", "HEAD"]);

export interface RefusalOptions {
  /** A file download rather than a page: refuse every method with 403, never redirect. */
  download?: boolean;
}

/** True when a refusal may redirect: a page opened (GET/HEAD), not a post or a download. */
export function isPageRequest(request: Request, options: RefusalOptions = {}): boolean {
  return PAGE_METHODS.has(request.method.toUpperCase()) && !options.download;
}

/** Throws the 403: a short text body for a download, the route's error boundary otherwise. */
export function forbidden(message: string, options: RefusalOptions = {}): never {
  if (options.download) {
    throw new Response(message, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  throw data(message, { status: 403 });
}

/** Throws the redirect to the sign-in screen in the page's language, coming back to this page afterwards. */
export function toSignIn(request: Request): never {
  const url = new URL(request.url);
  throw redirect(pathInLocale(signInPath(url.pathname + url.search), localeOfPath(url.pathname)));
}

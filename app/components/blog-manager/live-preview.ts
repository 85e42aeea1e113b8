/**
 * The editor's preview as the admin types (with JavaScript): 400 ms after the last change the
 * text goes to POST /blog-manager/preview and the rendered HTML comes back.
 *
 * A plain fetch, not a React Router fetcher: a fetcher's post makes the router reload the
 * page's data, and when that reload lands after another form's (a new preview link, a revoke)
 * the router cancels the other one as stale, so the page would keep showing the list as it
 * was. The preview changes nothing, so nothing needs reloading.
 */
import { useEffect, useRef, useState } from "react";

const QUIET_MS = 400;

export function useLivePreview(content: string, locale: string, hydrated: boolean): string | undefined {
  const [html, setHtml] = useState<string>();
  const firstRender = useRef(true);
  useEffect(() => {
    if (!hydrated) return;
    // A new post's empty editor has nothing to show yet.
    if (firstRender.current && !content) {
      firstRender.current = false;
      return;
    }
    firstRender.current = false;
    const request = new AbortController();
    const timer = setTimeout(() => {
      fetch("/blog-manager/preview", {
        method: "POST",
        body: new URLSearchParams({ content, locale }),
        headers: { Accept: "application/json" },
        signal: request.signal,
      })
        .then((response) => response.json() as Promise<{ preview?: string }>)
        .then((answer) => {
          if (typeof answer.preview === "string") setHtml(answer.preview);
        })
        // A failed or superseded preview keeps the last one on show; the next change tries again.
        .catch(() => undefined);
    }, QUIET_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [content, locale, hydrated]);
  return html;
}

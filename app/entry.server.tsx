import { PassThrough } from "node:stream";

import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { markupInsertsOf } from "./http/markup-inserts.ts";
import { pageHydrates } from "./lib/page-hydration.ts";
import { errorFields, log } from "./server/log.ts";
import { utf8Bytes } from "./server/utf8-bytes.ts";

/** The HTTP server (server/main.ts) starts the application through the build, so both share one copy of its modules. */
export { startHttpApplication } from "./http/application.ts";

export const streamTimeout = 5_000;

/**
 * Errors from loaders, actions and rendering go to the log as one JSON line (React
 * Router's default prints a bare stack trace). A 4xx the router raises itself (405 for
 * a POST to a page without an action) or a route throws (403, 404) is the client's
 * doing, not an error of ours, and is not logged; neither is an aborted request.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause: unknown = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  log.error("unhandled error", { method: request.method, path: new URL(request.url).pathname, ...errorFields(cause) });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD: the headers a GET would get (a document is always HTML), no body.
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // A page without the React bundle has nothing to stream: the server reads every rendered
  // page whole before answering (server/rendered-response.ts), so it is rendered as one string.
  // Streaming it cost more: each chunk encoded to bytes, piped through two streams, then joined.
  if (!pageHydrates(routerContext.staticHandlerContext.matches.map((match) => match.route.handle))) {
    // Nothing on this page reads the loader data in the browser: React Router skips encoding it
    // (patches/react-router+8.4.0.patch) and renders no stream of it.
    routerContext.serverHandoffStream = undefined;
    const html = renderToString(<ServerRouter context={routerContext} url={request.url} />);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // renderToString leaves out the doctype the streaming renderer writes before <html>. The body
    // goes as bytes: given a string, Response first scans and copies it whole for lone surrogates
    // (about 0.3 ms for a 100 KB page), which UTF-8 encoding replaces anyway. Markup the loaders
    // hold as bytes goes in after encoding (app/http/markup-inserts.ts).
    const page = utf8Bytes(`<!DOCTYPE html>${html}`);
    const inserts = markupInsertsOf(loadContext);
    return new Response(inserts ? inserts.fill(page) : page, { headers: responseHeaders, status: responseStatusCode });
  }

  if (markupInsertsOf(loadContext)) throw new Error("Markup inserts are for pages that do not hydrate (app/http/markup-inserts.ts)");

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      // No CSP nonce: the server allows the page's inline scripts by hash (server/rendered-response.ts).
      <ServerRouter context={routerContext} url={request.url} />,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html; charset=utf-8");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) log.error("render error", errorFields(error));
        },
      },
    );
  });
}

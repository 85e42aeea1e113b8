/**
 * The production HTTP server: `npm run serve` (after `npm run build`).
 *
 * Request flow: request id → static file (hashed assets, public files, prerendered
 * pages for visitors without a session) → React Router (loaders, actions, SSR). A page
 * (prerendered or rendered) may set the visit-source cookie (server/page-cookie.ts).
 * On start it validates the environment and applies migrations; on SIGTERM/SIGINT
 * it stops accepting, lets in-flight requests finish, then closes the database.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Duplex } from "node:stream";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Application, StartOptions } from "../app/server/application.ts";
import type { RequestInfo } from "../app/server/context.ts";
import { clientAddress } from "./client-address.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { isCrossSiteRequest, ownOriginsFor } from "./csrf.ts";
import { closeIdleConnection } from "./keep-alive-timeout.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import { finishRenderedResponse } from "./rendered-response.ts";
import { isHtmlPage, withPageCookie } from "./page-cookie.ts";
import { ALLOWED_METHODS, checkRequestLine } from "./request-line.ts";
import { StaticFiles } from "./static-files.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");

// The application (its services and every route) comes from the React Router build, so this
// process loads one copy of the app's modules; app/entry.server.tsx re-exports startApplication.
const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
const { startApplication } = build.entry.module as unknown as { startApplication(options: StartOptions): Promise<Application> };
const app = await startApplication({ emailWorker: true });
const { env } = app.services;
const { log } = app;
const https = env.PUBLIC_URL.startsWith("https:");
/** A rendered page's policy allows the inline scripts of its own body, by hash (server/rendered-response.ts). */
const renderedPagePolicy = (scriptHashes: string[]) => contentSecurityPolicy({ scriptHashes, https });
const staticFiles = new StaticFiles(join(buildDir, "client"));

const handleRequest = createRequestHandler(build, "production");
/**
 * What `handle` knows of a request (its id and client address) reaches the fetch
 * handler below through this store: the Node request listener builds the fetch Request
 * itself, so nothing else connects the two. Loaders read it from React Router's context.
 */
const requestInfo = new AsyncLocalStorage<RequestInfo & { pageCookie: () => string | null }>();

/**
 * React Router renders; the result gets a validator and is compressed (server/rendered-response.ts).
 * Behind the TLS-terminating proxy (TRUST_PROXY), requests reach us over plain HTTP, so the
 * request URL takes the public origin's scheme: React Router compares it with the Origin header.
 */
const handleWithRouter = createRequestListener(
  async (request: Request) => {
    const info = requestInfo.getStore();
    if (!info) throw new Error("request outside handle()");
    const { pageCookie, ...known } = info;
    const rendered = await handleRequest(request, app.requestContext(known));
    const setCookie = isHtmlPage(rendered.headers.get("Content-Type")) ? pageCookie() : null;
    const response = await finishRenderedResponse(request, rendered, { contentSecurityPolicy: renderedPagePolicy });
    return setCookie ? withPageCookie(response, setCookie) : response;
  },
  { protocol: env.TRUST_PROXY ? new URL(env.PUBLIC_URL).protocol : undefined },
);

/**
 * Bodies larger than the server-wide cap are refused before anything reads them
 * (each form's action applies its own, smaller limit and answers with the form).
 * Browsers always send Content-Length for forms; a chunked body of unknown size is refused.
 */
function refuseOversizeBody(req: IncomingMessage, maxBytes: number): 0 | 411 | 413 {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return 0;
  const length = req.headers["content-length"];
  if (length === undefined) return req.headers["transfer-encoding"] ? 411 : 0;
  return Number(length) > maxBytes ? 413 : 0;
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  const requestId = randomUUID();
  res.setHeader("X-Request-Id", requestId);
  applySecurityHeaders(res, https);
  // Inline scripts by hash: the prerendered pages' here; a rendered page gets its own (server/rendered-response.ts).
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ scriptHashes: staticFiles.scriptHashes, https }));

  const badLine = checkRequestLine(req);
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  res.on("finish", () => {
    // A route that answered without reading the whole body (a refused upload, a redirect to
    // sign in) leaves the rest unread, and the router's body stream has paused the request,
    // so Node does not discard it: the next request on this keep-alive connection would hang
    // until the keep-alive timeout and be reset. Discard the rest, as Node does for bodies
    // nobody listens to. (Found by tests/e2e/fuzz.test.ts.)
    if (!req.complete) {
      req.removeAllListeners("data");
      req.resume();
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Path only: query strings may carry personal data.
    log.info("request", { id: requestId, method: req.method, path: pathname, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
  });

  if (badLine) {
    res.statusCode = badLine.status;
    if (badLine.status === 405) res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(badLine.message);
    return;
  }
  const origins = ownOriginsFor(env.PUBLIC_URL, req.headers.host, env.TRUST_PROXY ? String(req.headers["x-forwarded-proto"] ?? "") : undefined);
  if (isCrossSiteRequest(req.method, req.headers, origins)) {
    res.statusCode = 403;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Forbidden: this request came from another site.");
    return;
  }
  const tooLarge = refuseOversizeBody(req, env.MAX_REQUEST_MB * 1024 * 1024);
  if (tooLarge) {
    res.statusCode = tooLarge;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Connection", "close");
    res.end(tooLarge === 411 ? "A request body needs a Content-Length." : "Request body too large.");
    return;
  }
  // Where the visit came from, remembered by the first page it views (docs/product.md#lead-sources).
  const pageCookie = () =>
    app.visitSourceCookie({
      method: req.method ?? "GET",
      url: `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`,
      referer: req.headers.referer,
      cookie: req.headers.cookie,
      userAgent: req.headers["user-agent"],
    });
  if (staticFiles.serve(req, res, pathname, !app.hasSessionCookie(req.headers.cookie), pageCookie)) return;
  const clientIp = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress ?? "", env.TRUST_PROXY);
  requestInfo.run({ requestId, clientIp, pageCookie }, () => void handleWithRouter(req, res));
}

const server = createServer(handle);
// CONNECT never reaches `handle` (Node emits "connect"); answer it instead of dropping the socket.
server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});
server.keepAliveTimeout = 5_000;
// Idle means nothing arrived, even while the loop was busy: no reset for a request in flight (server/keep-alive-timeout.ts).
server.on("timeout", closeIdleConnection);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info("server listening", { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`, engine: app.services.engine, staticFiles: staticFiles.size });
});

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info("shutting down", { signal });
  const forceAfter = setTimeout(() => {
    log.warn("shutdown timeout: closing open connections");
    server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  forceAfter.unref();
  // close() stops accepting and resolves once in-flight requests have finished.
  await new Promise<void>((done) => {
    server.close(() => done());
    server.closeIdleConnections();
  });
  await app.stop();
  log.info("shutdown complete");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("unhandledRejection", (reason) => log.error("unhandled rejection", app.errorFields(reason)));

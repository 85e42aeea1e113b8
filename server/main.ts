/**
 * The production HTTP server: `npm run serve` (after `npm run build`).
 *
 * Request flow: request id → static file (hashed assets, public files, prerendered
 * pages for visitors without a session) → a public page held in memory (visitors without a
 * session, server/public-page-cache.ts) → React Router (loaders, actions, SSR). A page
 * (prerendered, from memory or rendered) may set the visit-source cookie (server/page-cookie.ts).
 * On start it validates the environment and applies migrations; on SIGTERM/SIGINT
 * it stops accepting, lets in-flight requests finish, then closes the database.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import { join, resolve } from "node:path";
import type { Duplex } from "node:stream";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { isbot } from "isbot";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { HttpApplication } from "../app/http/application.ts";
import type { StartOptions } from "../app/server/application.ts";
import type { RequestInfo } from "../app/http/context.ts";
import type { PublicPageRecord } from "../app/http/public-page.ts";
import { clientAddress } from "./client-address.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { isCrossSiteRequest, ownOriginsFor } from "./csrf.ts";
import { answerBeforeBody } from "./answer-before-body.ts";
import { closeIdleConnection } from "./keep-alive-timeout.ts";
import { pathForLog } from "./log-path.ts";
import { securityHeaders } from "./security-headers.ts";
import { writeFromMemory, responseFromMemory, type AnswerHeaders, type HeaderPairs } from "./memory-response.ts";
import { finishRenderedResponse, pageForMemory } from "./rendered-response.ts";
import { isHtmlPage, withPageCookie } from "./page-cookie.ts";
import { PublicPageCache, type CachedPage } from "./public-page-cache.ts";
import { WorkInFlight } from "./work-in-flight.ts";
import { ALLOWED_METHODS, checkRequestLine } from "./request-line.ts";
import { StaticFiles } from "./static-files.ts";
import type { PrimaryMessage } from "./cluster-primary.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");

// The application (its services and every route) comes from the React Router build, so this
// process loads one copy of the app's modules; app/entry.server.tsx re-exports startHttpApplication.
const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
const { startHttpApplication } = build.entry.module as unknown as { startHttpApplication(options: StartOptions): Promise<HttpApplication> };
const app = await startHttpApplication({ emailWorker: true });
const { env } = app.services;
const { log } = app;
const https = env.PUBLIC_URL.startsWith("https:");
/** A rendered page's policy allows the inline scripts of its own body, by hash (server/rendered-response.ts). */
const renderedPagePolicy = (scriptHashes: string[]) => contentSecurityPolicy({ scriptHashes, https });
const staticFiles = new StaticFiles(join(buildDir, "client"));
/**
 * What every answer carries besides its request id: the security headers, and a policy that allows
 * the prerendered pages' inline scripts by hash (a rendered page replaces it with its own,
 * server/rendered-response.ts).
 */
const everyAnswer: HeaderPairs = [...securityHeaders(https), ["Content-Security-Policy", contentSecurityPolicy({ scriptHashes: staticFiles.scriptHashes, https })]];
/** A draining worker answers what reaches it on an open connection, and closes that connection after. */
const everyAnswerWhileDraining: HeaderPairs = [...everyAnswer, ["Connection", "close"]];
const publicPages = new PublicPageCache(env.PUBLIC_PAGE_CACHE_MB * 1024 * 1024);
const handleRequest = createRequestHandler(build, "production");
/**
 * What is read and dropped of a refused body before the socket is closed: a body a little over
 * MAX_REQUEST_MB (a visitor's upload of one file too many) is read to its end, so its answer
 * arrives; a client sending far more is cut off.
 */
const discardLimitBytes = 2 * env.MAX_REQUEST_MB * 1024 * 1024;
/** After a change, the pages it dropped that were used last are rendered again at once, so no visitor waits for them. */
const RENDER_AGAIN_AT_ONCE = 16;
// Changes committed through any instance (this one included) drop the pages that show them.
const publicChanges = await app.followPublicChanges(async (tags) => {
  for (const key of publicPages.invalidate(tags).slice(0, RENDER_AGAIN_AT_ONCE)) await renderAgain(key);
});
/**
 * What `handle` knows of a request (its id and client address) reaches the fetch
 * handler below through this store: the Node request listener builds the fetch Request
 * itself, so nothing else connects the two. Loaders read it from React Router's context.
 */
const requestInfo = new AsyncLocalStorage<RouterRequestInfo>();
/** What the router is doing for requests (and pages rendered again): a shutdown waits for it before the database closes. */
const workInFlight = new WorkInFlight();
let shuttingDown = false;
/** Set while a worker drains for a reload: every answer closes its connection. */
let draining = false;

interface RouterRequestInfo extends RequestInfo {
  pageCookie: () => string | null;
  /** Filled by the loaders of pages that may be shared (app/http/public-page.ts). */
  publicPage: PublicPageRecord;
  /** For an anonymous GET: where the rendered page goes to be kept in memory. */
  fill?: { pathname: string; search: string; render: ReturnType<PublicPageCache["begin"]> };
  /** A page the entry renders, or a client navigation's data (app/http/markup-inserts.ts). */
  answer: "page" | "data";
}

/** A view of a published post, unless it is a crawler's or a HEAD request (the loader leaves admins out). */
function countView(method: string | undefined, userAgent: string | null | undefined, postId: string | undefined): void {
  if (postId && method === "GET" && !isbot(userAgent ?? "")) app.countPostView(postId);
}

/** The page rendered for an anonymous GET, kept in memory when its loader shared it; undefined when it may not be kept. */
async function keepInMemory(rendered: Response, publicPage: PublicPageRecord, fill: NonNullable<RouterRequestInfo["fill"]>): Promise<CachedPage | undefined> {
  let page: CachedPage | undefined;
  try {
    const shared = publicPage.shared ? await pageForMemory(rendered, { contentSecurityPolicy: renderedPagePolicy }) : undefined;
    if (shared) page = { ...shared, tags: publicPage.tags, viewedPostId: publicPage.viewedPostId, expiresAt: publicPage.expiresAt, bytes: 0 };
  } finally {
    fill.render.finish(fill.pathname, publicPage.params, fill.search, page);
  }
  return page;
}

/** Renders a kept page again, as a visitor without a session would ask for it (unless a visitor's request is rendering it already). */
async function renderAgain(key: string): Promise<void> {
  if (publicPages.pending(key) || shuttingDown) return;
  const url = new URL(key, env.PUBLIC_URL);
  const publicPage: PublicPageRecord = { shared: false, tags: new Set(), params: [] };
  const fill = { pathname: url.pathname, search: url.search, render: publicPages.begin(key) };
  try {
    const request = new Request(url, { headers: { Accept: "text/html,*/*", "Accept-Encoding": "br, gzip" } });
    const rendered = await workInFlight.track(handleRequest(request, app.requestContext({ requestId: randomUUID(), clientIp: "127.0.0.1" }, publicPage)));
    await keepInMemory(rendered, publicPage, fill);
  } catch (error) {
    fill.render.finish(fill.pathname, [], fill.search);
    log.warn("public page not rendered again", { path: url.pathname, ...app.errorFields(error) });
  }
}

/**
 * React Router renders; the result gets a validator and is compressed (server/rendered-response.ts).
 * Behind the TLS-terminating proxy (TRUST_PROXY), requests reach us over plain HTTP, so the
 * request URL takes the public origin's scheme: React Router compares it with the Origin header.
 */
const handleWithRouter = createRequestListener((request: Request) => workInFlight.track(routeRequest(request)), {
  protocol: env.TRUST_PROXY ? new URL(env.PUBLIC_URL).protocol : undefined,
});

/** A request that reached the router: rendered, kept in memory when it may be, or finished for this visitor. */
async function routeRequest(request: Request): Promise<Response> {
  const info = requestInfo.getStore();
  if (!info) throw new Error("request outside handle()");
  const { requestId, clientIp } = info;
  let rendered: Response;
  try {
    rendered = await handleRequest(request, app.requestContext({ requestId, clientIp }, info.publicPage, info.answer));
  } catch (error) {
    info.fill?.render.finish(info.fill.pathname, [], info.fill.search);
    throw error;
  }
  countView(request.method, request.headers.get("User-Agent"), info.publicPage.viewedPostId);
  const kept = info.fill ? await keepInMemory(rendered, info.publicPage, info.fill) : undefined;
  const setCookie = isHtmlPage(rendered.headers.get("Content-Type")) ? info.pageCookie() : null;
  const response = kept ? responseFromMemory(request, kept) : await finishRenderedResponse(request, rendered, { contentSecurityPolicy: renderedPagePolicy });
  // What this request changed is gone from memory before its answer (its redirect) reaches the browser.
  if (request.method !== "GET" && request.method !== "HEAD") await publicChanges.catchUp();
  return setCookie ? withPageCookie(response, setCookie) : response;
}

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
  const answerHeaders: AnswerHeaders = { requestId, shared: draining ? everyAnswerWhileDraining : everyAnswer };
  // An answer from memory writes these with its own in one call (server/memory-response.ts); any other is given them first.
  const setAnswerHeaders = () => {
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of answerHeaders.shared) res.setHeader(name, value);
  };

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
    if (!log.writes("info")) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Path only: query strings may carry personal data (and a feed's token is left out of its path).
    log.info("request", { id: requestId, method: req.method, path: pathForLog(pathname), status: res.statusCode, ms: Math.round(ms * 10) / 10 });
  });

  // Refused before the body is read: the client still gets the answer (server/answer-before-body.ts).
  if (badLine) {
    setAnswerHeaders();
    const headers = badLine.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : undefined;
    return answerBeforeBody(req, res, { status: badLine.status, text: badLine.message, headers }, discardLimitBytes);
  }
  const origins = () => ownOriginsFor(env.PUBLIC_URL, req.headers.host, env.TRUST_PROXY ? String(req.headers["x-forwarded-proto"] ?? "") : undefined);
  if (isCrossSiteRequest(req.method, req.headers, origins)) {
    setAnswerHeaders();
    return answerBeforeBody(req, res, { status: 403, text: "Forbidden: this request came from another site." }, discardLimitBytes);
  }
  const tooLarge = refuseOversizeBody(req, env.MAX_REQUEST_MB * 1024 * 1024);
  if (tooLarge) {
    setAnswerHeaders();
    const text = tooLarge === 411 ? "A request body needs a Content-Length." : "Request body too large.";
    return answerBeforeBody(req, res, { status: tooLarge, text }, discardLimitBytes);
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
  const anonymous = !app.hasSessionCookie(req.headers.cookie);
  if (staticFiles.serve(req, res, pathname, anonymous, answerHeaders, pageCookie)) return;
  const clientIp = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress ?? "", env.TRUST_PROXY);
  // A client navigation's data (`.data?_routes=…`) is no page: it is rendered, never kept (the
  // page itself is what is kept), and its loaders' markup goes in the data as text.
  const answer = pathname.endsWith(".data") ? "data" : "page";
  const route = (fill?: RouterRequestInfo["fill"]) => {
    setAnswerHeaders();
    requestInfo.run({ requestId, clientIp, pageCookie, publicPage: { shared: false, tags: new Set(), params: [] }, fill, answer }, () => void handleWithRouter(req, res));
  };
  if (!anonymous || (req.method !== "GET" && req.method !== "HEAD") || answer === "data") return route();

  const search = req.url?.slice(pathname.length) ?? "";
  const key = publicPages.keyOf(pathname, search);
  const serveKept = (page: CachedPage) => {
    countView(req.method, req.headers["user-agent"], page.viewedPostId);
    writeFromMemory(req, res, page, answerHeaders, pageCookie);
  };
  const kept = key === undefined ? undefined : publicPages.get(key);
  if (kept) return serveKept(kept);
  // Concurrent first requests for a page wait for one render instead of rendering it each.
  const pending = key === undefined ? undefined : publicPages.pending(key);
  if (pending) return void pending.then((page) => (page ? serveKept(page) : route()));
  if (req.method !== "GET") return route();
  const fill = { pathname, search, render: publicPages.begin(key) };
  // However the request ends (a malformed request never reaches the router), the waiters are let go.
  res.once("close", () => fill.render.finish(pathname, [], search));
  route(fill);
}

/**
 * A new process's first render compiles most of the code every page runs: over 100 ms of CPU
 * on a 2-core machine, which the first visitor after a start, a reload or a crashed worker's
 * replacement would wait for (a first /dashboard took 193–228 ms, 73–85 ms after this warm-up,
 * the next one 21–27 ms). So the sign-in page, which reads the session and writes nothing, is
 * rendered and compressed once before the server listens, and its answer dropped.
 */
async function warmUp(): Promise<void> {
  const started = performance.now();
  const path = "/login";
  try {
    const request = new Request(new URL(path, env.PUBLIC_URL), { headers: { Accept: "text/html,*/*", "Accept-Encoding": "gzip" } });
    const rendered = await handleRequest(request, app.requestContext({ requestId: randomUUID(), clientIp: "127.0.0.1" }));
    const response = await finishRenderedResponse(request, rendered, { contentSecurityPolicy: renderedPagePolicy });
    await response.arrayBuffer();
    log.info("worker warmed up", { pid: process.pid, path, status: response.status, ms: Math.round(performance.now() - started) });
  } catch (error) {
    log.warn("worker not warmed up", { pid: process.pid, path, ...app.errorFields(error) });
  }
}

await warmUp();
const server = createServer(handle);
const netServerClose = NetServer.prototype.close;
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

/** How long a shutdown waits for the log's readers to take the last lines (app/server/log.ts). */
const LOG_FLUSH_TIMEOUT_MS = 2_000;

/**
 * Stops the server: no new connection, the requests in flight finish, then the jobs and the
 * database stop. "stop" (SIGTERM, SIGINT) closes idle keep-alive connections at once. "drain" (a
 * reload, server/cluster-primary.ts) leaves them open: a client may be sending on one right now,
 * and would get a reset; each is answered with Connection: close, or ends at the keep-alive
 * timeout, which the Keep-Alive header tells clients, so they stop using it first.
 */
async function shutdown(signal: string, how: "stop" | "drain" = "stop"): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  draining = how === "drain";
  log.info("shutting down", { signal });
  const forceAfter = setTimeout(() => {
    log.warn("shutdown timeout: closing open connections");
    server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  forceAfter.unref();
  // Resolves once every connection has ended; http.Server's close() also closes the idle ones at once, net.Server's does not.
  await new Promise<void>((done) => {
    if (draining) netServerClose.call(server, () => done());
    else {
      server.close(() => done());
      server.closeIdleConnections();
    }
  });
  // A client that hung up ended its connection, not the loader or action its request started.
  if (!(await workInFlight.settled(AbortSignal.timeout(env.SHUTDOWN_TIMEOUT_SECONDS * 1000)))) {
    log.warn("shutdown timeout: stopping with requests still at work", { requests: workInFlight.count });
  }
  await app.stop();
  log.info("shutdown complete");
  // The last lines reach a reader that is reading; one that is not is waited for only so long.
  await log.flush(AbortSignal.timeout(LOG_FLUSH_TIMEOUT_MS));
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
// A worker of several (server/cluster-primary.ts) writes the primary's lines with its own log, which never blocks,
// and drains when the primary replaces it.
process.on("message", (message: PrimaryMessage) => {
  if (message?.type === "primary-log") log[message.level](message.msg, message.fields);
  if (message?.type === "drain") void shutdown("reload", "drain");
});
process.on("unhandledRejection", (reason) => log.error("unhandled rejection", app.errorFields(reason)));

/**
 * The production HTTP server: `npm run serve` (after `npm run build`).
 *
 * Request flow: request id → static file (hashed assets, public files, prerendered
 * pages for visitors without a session) → React Router (loaders, actions, SSR).
 * On start it validates the environment and applies migrations; on SIGTERM/SIGINT
 * it stops accepting, lets in-flight requests finish, then closes the database.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Duplex } from "node:stream";
import { pathToFileURL } from "node:url";
import { createRequestListener, type ClientAddress } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { getAuth } from "../app/server/accounts/auth.ts";
import { closeAppDatabase, getAppDatabase } from "../app/server/db/index.ts";
import { migrateToLatest } from "../app/server/db/migrate.ts";
import { smtpTransport, startOutboxWorker } from "../app/server/mail/outbox-worker.ts";
import { getAgency, getEnv } from "../app/server/env.ts";
import { errorFields, log } from "../app/server/log.ts";
import { requestInfoContext } from "../app/server/request-context.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { isCrossSiteRequest, ownOriginsFor } from "./csrf.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import { finishRenderedResponse } from "./rendered-response.ts";
import { ALLOWED_METHODS, checkRequestLine } from "./request-line.ts";
import { StaticFiles } from "./static-files.ts";

const env = getEnv();
const buildDir = resolve(process.env.BUILD_DIR ?? "build");

const database = getAppDatabase();
const migrated = await migrateToLatest(database.db);
for (const result of migrated.results ?? []) {
  log.info("migration applied", { migration: result.migrationName });
}
// Accounts: resolve the auth secret (BETTER_AUTH_SECRET, or the generated one) and let
// better-auth check its tables against its configuration now, not at the first sign-in.
await (await getAuth().$context).checkSchema?.();

const outbox = startOutboxWorker({
  db: database.db,
  transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
  from: env.MAIL_FROM ?? `"${getAgency().name}" <${getAgency().emails.info}>`,
  pollMs: env.OUTBOX_POLL_MS,
  lockSeconds: env.OUTBOX_LOCK_SECONDS,
});
if (!env.SMTP_URL) log.warn("SMTP_URL is not set: emails stay in the outbox and are printed to this log");

const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
const staticFiles = new StaticFiles(join(buildDir, "client"));

const handleRequest = createRequestHandler(build, "production");
/** React Router renders; the result gets a validator and is compressed (server/rendered-response.ts). */
const handleWithRouter = createRequestListener(async (request: Request, client: ClientAddress) => {
  const context = new RouterContextProvider();
  const forwarded = env.TRUST_PROXY ? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  context.set(requestInfoContext, {
    requestId: request.headers.get("x-request-id") ?? "unknown",
    clientIp: forwarded || client.address,
    nonce: request.headers.get("x-csp-nonce") ?? undefined,
  });
  return finishRenderedResponse(request, await handleRequest(request, context));
});

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
  // Overwrite whatever the client sent: the id is ours, and the app reads it from here.
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const https = env.PUBLIC_URL.startsWith("https:");
  applySecurityHeaders(res, https);
  // A fresh nonce per response, handed to the renderer the same way as the request id.
  const nonce = randomBytes(16).toString("base64");
  req.headers["x-csp-nonce"] = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, scriptHashes: staticFiles.scriptHashes, https }));

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
  if (staticFiles.serve(req, res, pathname, !hasSessionCookie(req.headers.cookie))) return;
  void handleWithRouter(req, res);
}

const server = createServer(handle);
// CONNECT never reaches `handle` (Node emits "connect"); answer it instead of dropping the socket.
server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});
server.keepAliveTimeout = 5_000;
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info("server listening", { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`, engine: database.engine, staticFiles: staticFiles.size });
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
  await outbox.stop();
  await closeAppDatabase();
  log.info("shutdown complete");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("unhandledRejection", (reason) => log.error("unhandled rejection", errorFields(reason)));

/**
 * `npm run bench`: throughput of the production server under load, and proof that
 * nothing accepted under load is lost.
 *
 * Builds into .tmp/bench-build (BENCH_REUSE_BUILD=1 reuses it), starts server/main.ts
 * on a free port with a fresh SQLite database and the form rate limit lifted, then
 * drives each route of `routes` with autocannon (50 connections for BENCH_SECONDS,
 * default 10) and prints requests per second, p50/p99 latency, status codes and
 * errors. Afterwards it stops the server (letting in-flight requests finish) and
 * checks in the database that every request the server accepted left its record:
 * "lost: 0", or the script exits with 1.
 *
 * Timings belong here, never in pass/fail tests. Environment: BENCH_SECONDS,
 * BENCH_CONNECTIONS (50), BENCH_ROUTES (comma-separated names, default all).
 * Without SMTP_URL the server prints each queued email to its stdout, which is
 * discarded here; sending is the outbox worker's job and is not measured.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

// ---------------------------------------------------------------------------
// autocannon (CommonJS, no bundled types): the few parts used here
// ---------------------------------------------------------------------------

interface BenchRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
type RequestContext = Record<string, unknown>;
interface AutocannonRequest extends BenchRequest {
  setupRequest?: (request: BenchRequest, context: RequestContext) => BenchRequest;
  onResponse?: (status: number, body: string, context: RequestContext, headers: Record<string, string>) => void;
}
interface Histogram {
  average: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

// ---------------------------------------------------------------------------
// What is measured: one entry per route (later issues add theirs here)
// ---------------------------------------------------------------------------

interface BenchRoute {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** The answer that means "accepted" (e.g. 303 after a stored submission). */
  acceptedStatus: number;
  /** Builds the n-th request's body; `key` makes it unique (it is what `verify` looks for). */
  body?: (key: string) => { contentType: string; body: string };
  /** After the run: which of the accepted keys have no record in the database. */
  missing?: (db: DatabaseSync, acceptedKeys: string[]) => string[];
  /** Records in the database for this run (to report requests the server finished after the client stopped counting). */
  stored?: (db: DatabaseSync) => number;
}

const runId = randomBytes(4).toString("hex");

const routes: BenchRoute[] = [
  {
    name: "POST /quote",
    method: "POST",
    path: "/quote",
    acceptedStatus: 303,
    body: (key) => ({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams([
        ["first_name", "Bench"],
        ["last_name", "Mark"],
        ["email", `${key}@example.com`],
        ["phone", "(702) 555-0100"],
        ["zip_code", "89118"],
        ["contact_preference", "email"],
        ["insurance_types", "auto"],
        ["insurance_types", "home"],
        ["current_insurance", "yes"],
        ["current_provider", "Acme Mutual"],
        ["satisfaction_level", "neutral"],
        ["home_ownership", "own"],
        ["vehicle_count", "2"],
        ["budget_range", "100_250"],
        ["timeline", "within_month"],
        ["additional_info", "Load test submission."],
        ["bot-field", ""],
      ]).toString(),
    }),
    missing: (db, keys) => missingKeys(db, "quote_requests", keys),
    stored: (db) => countRows(db, "quote_requests"),
  },
];

/** Keys (email local parts) whose row is not in `table`, checked in batches. */
function missingKeys(db: DatabaseSync, table: string, keys: string[]): string[] {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500).map((k) => `${k}@example.com`);
    const rows = db.prepare(`select email from ${table} where email in (${batch.map(() => "?").join(",")})`).all(...batch) as { email: string }[];
    for (const row of rows) found.add(row.email.replace(/@example\.com$/, ""));
  }
  return keys.filter((k) => !found.has(k));
}

function countRows(db: DatabaseSync, table: string): number {
  return Number((db.prepare(`select count(*) as n from ${table} where email like ?`).get(`bench-${runId}-%`) as { n: number }).n);
}

// ---------------------------------------------------------------------------
// Build, server
// ---------------------------------------------------------------------------

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ROUTES?.split(",").map((s) => s.trim());
const buildDir = resolve(".tmp/bench-build");

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function build(): void {
  if (process.env.BENCH_REUSE_BUILD === "1" && existsSync(join(buildDir, "server/index.js"))) {
    console.log(`bench: reusing the build in ${buildDir}`);
    return;
  }
  console.log(`bench: building into ${buildDir} …`);
  execFileSync("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function startServer(databasePath: string): Promise<{ url: string; child: ChildProcess; stderr: () => string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      DATABASE_URL: `file:${databasePath}`,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT_PER_HOUR: "1000000000",
      SMTP_URL: "",
    },
    // stdout carries the printed emails (no SMTP here); warnings and errors go to stderr.
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, stderr: () => stderr };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM"); // graceful: in-flight requests finish first
  await exited;
}

// ---------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------

interface RouteOutcome {
  route: BenchRoute;
  result: AutocannonResult;
  acceptedKeys: string[];
  wrongLocation: number;
}

async function measure(url: string, route: BenchRoute): Promise<RouteOutcome> {
  const acceptedKeys: string[] = [];
  let sequence = 0;
  let wrongLocation = 0;
  const headers: Record<string, string> = { origin: url, "sec-fetch-site": "same-origin" };
  const request: AutocannonRequest = {
    method: route.method,
    path: route.path,
    headers,
    setupRequest: (req, context) => {
      if (!route.body) return req;
      const key = `bench-${runId}-${++sequence}`;
      context.key = key;
      const { contentType, body } = route.body(key);
      return { ...req, headers: { ...headers, "content-type": contentType }, body };
    },
    onResponse: (status, _body, context, responseHeaders) => {
      if (status !== route.acceptedStatus) return;
      if (route.acceptedStatus === 303 && !responseHeaders.location?.startsWith(`${route.path}?success=true`)) wrongLocation += 1;
      if (typeof context.key === "string") acceptedKeys.push(context.key);
    },
  };
  const result = await autocannon({ url, connections, duration: seconds, timeout: 30, requests: [request] });
  return { route, result, acceptedKeys, wrongLocation };
}

function report({ route, result, acceptedKeys, wrongLocation }: RouteOutcome): void {
  const codes = Object.entries(result.statusCodeStats);
  const unexpected = codes.filter(([code]) => !/^[23]/.test(code)).reduce((n, [, { count }]) => n + count, 0);
  console.log(`\n${route.name}: ${connections} connections, ${result.duration.toFixed(1)} s`);
  console.log(`  requests/s   ${result.requests.average.toFixed(1)} (total ${result.requests.total})`);
  console.log(`  latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  status codes ${codes.map(([code, { count }]) => `${code}×${count}`).join(" ") || "none"}`);
  console.log(`  not 2xx/3xx  ${unexpected}`);
  console.log(`  errors       ${result.errors} (timeouts ${result.timeouts})`);
  console.log(`  accepted     ${acceptedKeys.length} (${route.acceptedStatus})${wrongLocation ? `, ${wrongLocation} redirected elsewhere` : ""}`);
}

async function main(): Promise<number> {
  const selected = routes.filter((r) => !only || only.includes(r.name) || only.includes(r.path));
  if (!selected.length) {
    console.error(`bench: no route matches BENCH_ROUTES=${process.env.BENCH_ROUTES}`);
    return 2;
  }
  build();
  const dir = mkdtempSync(join(tmpdir(), "agency-bench-"));
  const databasePath = join(dir, "app.db");
  const server = await startServer(databasePath);
  const outcomes: RouteOutcome[] = [];
  try {
    for (const route of selected) outcomes.push(await measure(server.url, route));
  } finally {
    await stopServer(server.child);
  }

  let failed = false;
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    for (const outcome of outcomes) {
      report(outcome);
      const { route, acceptedKeys } = outcome;
      if (!route.missing) continue;
      const missing = route.missing(db, acceptedKeys);
      const stored = route.stored?.(db);
      console.log(`  stored       ${stored ?? "?"} rows for ${acceptedKeys.length} accepted${stored !== undefined && stored > acceptedKeys.length ? ` (+${stored - acceptedKeys.length} finished after the client stopped counting)` : ""}`);
      console.log(`  lost: ${missing.length}`);
      if (missing.length) {
        console.error(`  accepted but not stored, e.g. ${missing.slice(0, 5).join(", ")}`);
        failed = true;
      }
      if (stored !== undefined && (stored < acceptedKeys.length || stored - acceptedKeys.length > connections)) {
        console.error(`  ${stored} rows do not match ${acceptedKeys.length} accepted submissions`);
        failed = true;
      }
      if (!acceptedKeys.length) {
        console.error("  nothing was accepted: the benchmark measured failures");
        failed = true;
      }
      if (outcome.wrongLocation) failed = true;
    }
  } finally {
    db.close();
  }
  const serverErrors = server.stderr().split("\n").filter((line) => line.includes('"level":"error"'));
  if (serverErrors.length) {
    console.error(`\nserver logged ${serverErrors.length} errors, first: ${serverErrors[0]}`);
    failed = true;
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(failed ? "\nbench: FAILED" : "\nbench: ok");
  return failed ? 1 : 0;
}

process.exitCode = await main();

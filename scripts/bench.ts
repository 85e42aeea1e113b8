/**
 * `npm run bench`: throughput of the production server against a minimal static
 * baseline, its memory, and proof that nothing accepted under load is lost (docs/product.md#quality-bar).
 *
 * 1. Builds into .tmp/bench-build (BENCH_REUSE_BUILD=1 reuses it).
 * 2. Seeds a fresh database (SQLite; a throwaway PostgreSQL server with BENCH_ENGINE=postgres):
 *    an admin (`scripts/admin.ts create`), BENCH_POSTS (10,000) published blog posts and 1,000
 *    leads through the domain functions (scripts/bench-seed.ts).
 * 3. Starts the server bundle as `npm run serve` and docs/deploy.md run it
 *    (server/production-runtime.ts), with its HTTP workers (WEB_CONCURRENCY, else one per core),
 *    the form and sign-in limits lifted, sets the admin's password through /reset-password,
 *    enrols its second factor and signs in (the session cookie drives /dashboard). Memory and
 *    CPU are the primary's and its workers' together; the largest worker's peak is printed too.
 * 4. Starts the baseline: nginx serving build/client with as many workers when `nginx` is
 *    installed, otherwise a bare node:http server (its own process) holding the prerendered
 *    home page and its .br in memory.
 * 5. Drives each route, 50 connections, BENCH_SECONDS (8) each (after a 1 s warm-up in the
 *    first run), with a browser's Accept-Encoding: the baseline, then /, /auto-insurance, a fixed
 *    article, a database blog post, /blog and /quote with wrk when it is installed (else
 *    autocannon), /dashboard (admin) and POST /quote with autocannon, which checks each answer;
 *    each route's ratio is to the baseline driven by the same tool (`LoadTool` says why).
 *    BENCH_RUNS (3) repeats the whole set (baselines included) on the same server and reads its
 *    resident memory 5 s after each run.
 * 6. Prints per route: requests/s, p50/p99 latency, errors, ratio to the baseline, the
 *    server's peak RSS (VmHWM) and its CPU use (100% = one core; above it, compression and
 *    GC threads), then each target with PASS/FAIL (judged on the median of the runs). Stops
 *    the server gracefully and checks that every accepted quote is stored.
 *
 * 7. First of all, every anonymous public route (app/prerender-paths.ts, the form pages, /blog and its second
 *    page, a database post, its first tag's page and that page's second page, a featured photo (AVIF, 800 px),
 *    the feed, the sitemap, robots.txt, a campaign URL) against the same
 *    baseline in one sweep: with wrk (2 threads) when it is installed, as the routes' numbers are
 *    quoted, otherwise with autocannon; after a 2 s warm-up, each route for BENCH_SWEEP_SECONDS (5)
 *    on connections kept open (its latencies), then as long again in one-second slices, each just
 *    after a one-second slice of the baseline (its rate, compared with the baseline's in the slices
 *    between its own). Target per route: ≥ 0.5 of the baseline, p99 < 20 ms. Beside each route, the
 *    longest event-loop delay in the server's workers and primary during its kept run
 *    (scripts/event-loop-probe.mjs, preloaded into the measured server only): a tail the server
 *    held itself (a collection, a long render) shows there; one without it came from elsewhere.
 * 8. Freshness: a second server on the same database; a post published through the first is
 *    looked for on the second every 10 ms (BENCH_FRESHNESS_ROUNDS, 5), then posts scheduled through
 *    the first for the next whole minute (BENCH_SCHEDULED_ROUNDS, 2; up to a minute each), timed from
 *    their scheduled time. Target: within 1 s.
 * 9. Memory with every post kept: each published post (BENCH_POSTS, 10,000) and every /blog
 *    page requested once, then the largest worker's resident size. Target: < 300 MB per worker.
 *
 * A missed performance target is reported, not fatal; a lost submission, a server error
 * in the log or a route that answered nothing but errors exits with 1.
 * Environment: BENCH_SECONDS, BENCH_RUNS, BENCH_CONNECTIONS (50), BENCH_ROUTES (names or
 * paths, comma-separated), BENCH_REUSE_BUILD, BENCH_BASELINE=node (skip nginx), BENCH_NODE_FLAGS
 * (flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof" to profile it),
 * BENCH_POSTS, BENCH_SWEEP_SECONDS, BENCH_FRESHNESS_ROUNDS, BENCH_SCHEDULED_ROUNDS, BENCH_SWEEP=0 (skip the sweep), BENCH_SWEEP_ONLY (paths, comma-separated; one ending in / picks those under it),
 * BENCH_SWEEP_LOG (a file: one JSON line per pair of sweep slices, with their Date.now() times), BENCH_LOAD=autocannon (skip wrk),
 * BENCH_ENGINE (sqlite, the default, or postgres).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Kysely } from "kysely";
import { openDatabase, resolveDatabaseUrl } from "../app/server/db/connection.ts";
import type { Database } from "../app/server/db/schema.ts";
import { confirmationPaths, dynamicPublicPaths, prerenderPaths, withSpanishTwins } from "../app/prerender-paths.ts";
import { PRODUCTION_MALLOC_ENV, PRODUCTION_NODE_FLAGS, serverEntry } from "../server/production-runtime.ts";
import { webConcurrency } from "../server/web-concurrency.ts";
import { buildOnce, commandPath, cpuSecondsOf, freePort, localServerEnv, memoryOf, stopProcess, waitForHttp, type Memory } from "./local-process.ts";
import { createSeededAdmin, signInAdmin } from "./seeded-admin.ts";
import { fictionalPhone } from "./seed-demo.ts";
import { postgresAvailable, startPostgres, type ThrowawayPostgres } from "../tests/support/postgres.ts";
import { describeStops, formatSlowdown, startMachineGauge, stopsSummary, STOP_MS } from "./machine-gauge.ts";
import { loopReader, probeFlags, worstDelay } from "./event-loop-reports.ts";
import { checkFreshness, checkScheduledFreshness, describeLoops, describeStoppedRuns, findWrk, KEPT_RUN_ATTEMPTS, loadPublicCopies, median, sweepPublicRoutes, withoutLatencies, wrkMeasure, type Measure, type ServerLoops, type SlicePair, type SweepResult } from "./bench-public-pages.ts";

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
  headers?: Record<string, string>;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

// ---------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const sweepSeconds = Number(process.env.BENCH_SWEEP_SECONDS ?? 5);
const freshnessRounds = Number(process.env.BENCH_FRESHNESS_ROUNDS ?? 5);
const scheduledRounds = Number(process.env.BENCH_SCHEDULED_ROUNDS ?? 2);
const warmupSeconds = 1;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The server's HTTP workers, as production runs it: WEB_CONCURRENCY, else one per core. */
const workers = webConcurrency(process.env.WEB_CONCURRENCY);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const only = process.env.BENCH_ROUTES?.split(",").map((s) => s.trim());
const buildDir = resolve(".tmp/bench-build");
const runId = randomBytes(4).toString("hex");
const SEED_POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SEED_LEADS = 1000;
const FIXED_ARTICLE = "/blog/lower-insurance-costs";
/** What a browser sends: the server answers with its precompressed or compressed bodies. */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip, deflate", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

/** Idle time before the resident size is read after a run (V8 shrinks its heap once allocation stops). */
const SETTLE_MS = 5_000;

const TARGETS = {
  memory: 0.35,
  database: 0.02,
  post: 0.015,
  memoryP99Ms: 20,
  rssMb: 250,
  /** Every anonymous public route, in the sweep. */
  publicRoute: 0.5,
  publicRouteP99Ms: 20,
  /** A publish seen by the other instance. */
  freshMs: 1000,
  /** With every post and /blog page kept in memory. */
  allPostsRssMb: 300,
  /** Growth allowed between the second and the third run (measurement noise), in MB and as a share. */
  rssGrowthMb: 8,
  rssGrowthShare: 0.05,
};

// ---------------------------------------------------------------------------
// What is measured
// ---------------------------------------------------------------------------

/** memory: an anonymous public page (prerendered or kept); database: rendered per request (signed in); post: a form submission. */
type RouteKind = "baseline" | "memory" | "database" | "post";

interface BenchRoute {
  name: string;
  kind: RouteKind;
  method: "GET" | "POST";
  path: string;
  /** The answer that means "served" (or "accepted", for a form post). */
  expectedStatus: number;
  headers?: () => Record<string, string>;
  /** Builds the n-th request's body; `key` makes it unique (it is what `missing` looks for). */
  body?: (key: string, n: number) => { contentType: string; body: string };
  /** After the run: which of the accepted keys have no record in the database. */
  missing?: (db: Kysely<Database>, acceptedKeys: string[]) => Promise<string[]>;
  /** Records in the database for this run's keys. */
  stored?: (db: Kysely<Database>) => Promise<number>;
}

const session = { cookie: "", postSlug: "" };

const routes: BenchRoute[] = [
  { name: "GET / (prerendered)", kind: "memory", method: "GET", path: "/", expectedStatus: 200 },
  { name: "GET /auto-insurance (kept in memory)", kind: "memory", method: "GET", path: "/auto-insurance", expectedStatus: 200 },
  { name: `GET ${FIXED_ARTICLE} (prerendered article)`, kind: "memory", method: "GET", path: FIXED_ARTICLE, expectedStatus: 200 },
  { name: "GET /blog/:slug (database post, kept)", kind: "memory", method: "GET", path: "/blog/:slug", expectedStatus: 200 },
  { name: "GET /blog (database list, kept)", kind: "memory", method: "GET", path: "/blog", expectedStatus: 200 },
  { name: "GET /quote (form page, kept)", kind: "memory", method: "GET", path: "/quote", expectedStatus: 200 },
  { name: "GET /dashboard (admin)", kind: "database", method: "GET", path: "/dashboard", expectedStatus: 200, headers: () => ({ cookie: session.cookie }) },
  {
    name: "POST /quote",
    kind: "post",
    method: "POST",
    path: "/quote",
    expectedStatus: 303,
    // Each submission from another person, as on a real morning: one shared phone made every
    // submission the same person's, whose records each new one had to unmark (slower each run).
    body: (key, n) => ({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams([
        ["first_name", "Bench"],
        ["last_name", "Mark"],
        ["email", `${key}@example.com`],
        ["phone", fictionalPhone(n)],
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
async function missingKeys(db: Kysely<Database>, table: "quote_requests", keys: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500).map((k) => `${k}@example.com`);
    const rows = await db.selectFrom(table).select("email").where("email", "in", batch).execute();
    for (const row of rows) found.add(row.email.replace(/@example\.com$/, ""));
  }
  return keys.filter((k) => !found.has(k));
}

async function countRows(db: Kysely<Database>, table: "quote_requests"): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).where("email", "like", `bench-${runId}-%`).executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------
// Build, processes
// ---------------------------------------------------------------------------

function build(): void {
  buildOnce(buildDir, process.env.BENCH_REUSE_BUILD === "1", "bench");
}

interface Baseline {
  name: string;
  url: string;
  stop(): Promise<void>;
}

const NODE_BASELINE = `
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
const root = process.env.BASELINE_ROOT;
const body = readFileSync(root + "/index.html");
let br; try { br = readFileSync(root + "/index.html.br"); } catch {}
const etag = '"' + createHash("sha1").update(body).digest("base64url").slice(0, 22) + '"';
const server = createServer((req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === etag) { res.statusCode = 304; res.end(); return; }
  const useBr = br && /\\bbr\\b/.test(req.headers["accept-encoding"] || "");
  if (useBr) res.setHeader("Content-Encoding", "br");
  const out = useBr ? br : body;
  res.setHeader("Content-Length", out.length);
  res.end(req.method === "HEAD" ? undefined : out);
});
server.keepAliveTimeout = 5000;
server.listen(Number(process.env.PORT), "127.0.0.1");
`;

/** nginx when installed (as many workers as the server has), else node:http. */
async function startBaseline(dir: string): Promise<Baseline> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = join(buildDir, "client");
  const nginx = process.env.BENCH_BASELINE === "node" ? "" : (commandPath("nginx") ?? "");
  if (nginx) {
    const prefix = join(dir, "nginx");
    mkdirSync(join(prefix, "logs"), { recursive: true });
    const conf = join(prefix, "nginx.conf");
    writeFileSync(
      conf,
      `worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  default_type application/octet-stream;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; add_header Cache-Control no-cache; }
  }
}
`,
    );
    const check = spawnSync(nginx, ["-t", "-p", prefix, "-c", conf], { encoding: "utf8" });
    if (check.status === 0) {
      const child = spawn(nginx, ["-p", prefix, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr?.on("data", (c) => (stderr += c));
      await waitForHttp(url, child, () => stderr);
      return { name: `nginx (${workers} worker${workers === 1 ? "" : "s"}, gzip_static)`, url, stop: () => stopProcess(child, "SIGQUIT") };
    }
    console.log(`bench: nginx found but its test configuration failed, using node:http:\n${check.stderr}`);
  }
  const child = spawn(process.execPath, ["--input-type=module", "-e", NODE_BASELINE], {
    env: { ...process.env, BASELINE_ROOT: root, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (c) => (stderr += c));
  await waitForHttp(url, child, () => stderr);
  return { name: "node:http (index.html + .br in memory)", url, stop: () => stopProcess(child) };
}

// ---------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------

/**
 * Which tool drives a route in the load runs. A page from memory (and its baseline) with wrk when it is
 * installed: autocannon runs in this process on the same two cores, and through it nginx's own p99 read
 * 25–36 ms, its rate 5,100–6,100 req/s (wrk: 7 ms and 40,000), so the latencies were the load
 * generator's. The signed-in page and the form post with autocannon: each answer is checked (its
 * status, the post's redirect, the key of each accepted post), which wrk does not do without slowing down.
 */
type LoadTool = "wrk" | "autocannon";

/** What one drive of a route measured, whichever tool drove it. */
interface Driven {
  tool: LoadTool;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers counted, errors included. */
  total: number;
  seconds: number;
}

interface Outcome {
  route: BenchRoute;
  run: number;
  result: Driven;
  /** Answers other than the expected status, plus socket errors and timeouts. */
  errors: number;
  acceptedKeys: string[];
  wrongLocation: number;
  memory?: Memory;
  /** Share of one core the server used while the route was driven (1 = one core busy all the time). */
  serverCpu?: number;
}

let sequence = 0;

/** The tool for a route: see `LoadTool`. */
const toolFor = (route: BenchRoute, wrkLoad: Measure | undefined): LoadTool => (wrkLoad && (route.kind === "memory" || route.kind === "baseline") ? "wrk" : "autocannon");

async function drive(url: string, route: BenchRoute, duration: number, tool: LoadTool, wrkLoad: Measure | undefined): Promise<Omit<Outcome, "run" | "memory">> {
  if (tool === "wrk" && wrkLoad) {
    const measured = await wrkLoad(url, route.path.replace(":slug", session.postSlug), { ...BROWSER_HEADERS, ...(route.headers?.() ?? {}) }, duration);
    const result: Driven = { tool, requestsPerSecond: measured.requestsPerSecond, p50Ms: measured.p50Ms, p99Ms: measured.p99Ms, total: Math.round(measured.requestsPerSecond * duration), seconds: duration };
    return { route, result, errors: measured.errors, acceptedKeys: [], wrongLocation: 0 };
  }
  const acceptedKeys: string[] = [];
  let wrongLocation = 0;
  let unexpected = 0;
  const headers: Record<string, string> = { ...BROWSER_HEADERS, ...(route.headers?.() ?? {}) };
  if (route.method === "POST") Object.assign(headers, { origin: url, "sec-fetch-site": "same-origin" });
  const path = route.path.replace(":slug", session.postSlug);
  const request: AutocannonRequest = {
    method: route.method,
    path,
    headers,
    setupRequest: (req, context) => {
      if (!route.body) return req;
      const key = `bench-${runId}-${++sequence}`;
      context.key = key;
      const { contentType, body } = route.body(key, sequence);
      return { ...req, headers: { ...headers, "content-type": contentType }, body };
    },
    onResponse: (status, _body, context, responseHeaders) => {
      if (status !== route.expectedStatus) {
        unexpected += 1;
        return;
      }
      if (route.kind === "post" && !responseHeaders.location?.startsWith(`${route.path}?success=true`)) wrongLocation += 1;
      if (typeof context.key === "string") acceptedKeys.push(context.key);
    },
  };
  const raw = await autocannon({ url, connections, duration, timeout: 30, requests: [request] });
  const result: Driven = { tool, requestsPerSecond: raw.requests.average, p50Ms: raw.latency.p50, p99Ms: raw.latency.p99, total: raw.requests.total, seconds: raw.duration };
  return { route, result, errors: unexpected + raw.errors + raw.timeouts, acceptedKeys, wrongLocation };
}

/** The sweep's measure when wrk is missing: autocannon, one GET path. */
const autocannonMeasure: Measure = async (url, path, headers, duration) => {
  const result = await autocannon({ url, connections, duration, timeout: 30, requests: [{ method: "GET", path, headers }] });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
};

/** Every page a visitor without a session can ask for, in both languages, with a database post and a campaign link. */
/** The paths the sweep measures; the database post's page names its first tag page and its featured photo. */
async function publicRoutePaths(url: string, postSlug: string): Promise<string[]> {
  const pages = [...prerenderPaths(), ...withSpanishTwins(dynamicPublicPaths)].filter((path) => !confirmationPaths.includes(path) || path === confirmationPaths[0]);
  const post = await (await fetch(`${url}/blog/${postSlug}`)).text();
  const tagPage = /href="(\/blog\/tag\/[a-z0-9-]+)"/.exec(post)?.[1];
  // A featured photo as a phone asks for it (AVIF, 800 pixels), from the post or the first card on /blog that has one.
  const photoIn = (html: string) => /(\/blog-images\/[0-9a-f]{24}-\d+x\d+\/800\.avif)/.exec(html)?.[1];
  const photo = photoIn(post) ?? photoIn(await (await fetch(`${url}/blog`)).text());
  return [
    ...new Set([
      ...pages, "/blog?page=2", `/blog/${postSlug}`, ...(tagPage ? [tagPage, `${tagPage}?page=2`] : []), ...(photo ? [photo] : []),
      "/rss.xml", "/sitemap.xml", "/robots.txt", "/forgot-password", "/es/forgot-password", "/quote?utm_source=google&utm_medium=cpc&utm_campaign=spring",
    ]),
  ];
}

async function publishedSlugs(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom("blog_posts").select("slug").where("status", "=", "published").execute()).map((row) => row.slug);
}

const baselineRoute: BenchRoute = { name: "baseline: GET / (static)", kind: "baseline", method: "GET", path: "/", expectedStatus: 200 };

// ---------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-").padStart(width);
/** The lowest and highest rate of some measurements, "33400–47100". */
const rateRange = (measurements: readonly { requestsPerSecond: number }[]) => {
  const rates = measurements.map((m) => m.requestsPerSecond);
  return `${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)}`;
};

function targetFor(kind: RouteKind): number | undefined {
  return kind === "memory" ? TARGETS.memory : kind === "database" ? TARGETS.database : kind === "post" ? TARGETS.post : undefined;
}

function printTable(title: string, rows: Outcome[], baselineRps: (o: Outcome) => number): void {
  console.log(`\n${title}`);
  console.log(`${pad("route", 50)} ${pad("tool", 10)} ${"req/s".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)} ${"ratio".padStart(7)} ${"target".padStart(12)} ${"peak RSS".padStart(9)} ${"CPU".padStart(5)}`);
  for (const o of rows) {
    const ratio = o.result.requestsPerSecond / baselineRps(o);
    const target = targetFor(o.route.kind);
    const verdict = target === undefined ? "" : `${ratio >= target ? "PASS" : "FAIL"} ≥${target}`;
    console.log(
      `${pad(o.route.name, 50)} ${pad(o.result.tool, 10)} ${num(o.result.requestsPerSecond, 9, 1)} ${num(o.result.p50Ms, 7, 1)} ${num(o.result.p99Ms, 7, 1)} ${num(o.errors, 7)} ${num(ratio, 7, 3)} ${verdict.padStart(12)} ${o.memory ? `${o.memory.peakMb.toFixed(0)} MB`.padStart(9) : "".padStart(9)} ${o.serverCpu !== undefined ? `${(o.serverCpu * 100).toFixed(0)}%`.padStart(5) : "".padStart(5)}`,
    );
  }
}

// ---------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------

/**
 * BENCH_ENGINE=postgres: the same bench on a throwaway PostgreSQL server on this machine
 * (tests/support/postgres.ts), stopped as the bench's process exits; otherwise SQLite.
 */
async function benchPostgres(): Promise<ThrowawayPostgres | undefined> {
  const engine = process.env.BENCH_ENGINE ?? "sqlite";
  if (engine === "sqlite") return undefined;
  if (engine !== "postgres") throw new Error(`BENCH_ENGINE must be sqlite or postgres (got "${engine}")`);
  if (!postgresAvailable()) throw new Error("BENCH_ENGINE=postgres: no PostgreSQL binaries (initdb, pg_ctl) on this machine");
  const server = await startPostgres();
  process.once("exit", () => server.stop());
  return server;
}

async function main(): Promise<number> {
  const selected = routes.filter((r) => !only || only.includes(r.name) || only.includes(r.path));
  if (!selected.length) {
    console.error(`bench: no route matches BENCH_ROUTES=${process.env.BENCH_ROUTES}`);
    return 2;
  }
  const started = Date.now();
  const gauge = startMachineGauge();
  build();

  const dir = mkdtempSync(join(tmpdir(), "agency-bench-"));
  const postgres = await benchPostgres();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const unlimited = "1000000000";
  const serverEnv: Record<string, string> = {
    ...localServerEnv({ buildDir, dir, port }),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    WEB_CONCURRENCY: String(workers),
    SMTP_URL: "",
    FORM_RATE_LIMIT_PER_HOUR: unlimited,
    AUTH_SIGN_IN_LIMIT_PER_IP: unlimited,
    AUTH_SIGN_IN_LIMIT_PER_EMAIL: unlimited,
    AUTH_SIGN_UP_LIMIT_PER_IP: unlimited,
    AUTH_EMAIL_LIMIT_PER_IP: unlimited,
    AUTH_EMAIL_LIMIT_PER_EMAIL: unlimited,
  };

  // --- The admin (through the CLI, as the agency would) and the seeded data.
  const adminPassword = "a bench harbor lamp";
  const seedStarted = Date.now();
  const admin = await createSeededAdmin(serverEnv, { email: "bench-admin@example.com", publicUrl: url, posts: SEED_POSTS, leads: SEED_LEADS });
  session.postSlug = admin.postSlug;
  console.log(`bench: seeded ${admin.posts} published posts and ${admin.leads} leads in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  // --- The server.
  const nodeFlags = process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(" ").filter(Boolean) : PRODUCTION_NODE_FLAGS;
  // The event-loop probe (preloaded; production code has no such hook) says for each sweep run and load run what the server's processes held.
  const loops = loopReader(join(dir, "event-loop.json"));
  const child = spawn(process.execPath, [...probeFlags, ...nodeFlags, serverEntry(buildDir)], {
    env: { ...process.env, ...PRODUCTION_MALLOC_ENV, ...serverEnv, ...loops.env },
    // BENCH_SERVER_STDOUT=file keeps what the server prints (with BENCH_NODE_FLAGS=--trace-gc, its pauses).
    stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, "w") : "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  await waitForHttp(`${url}/healthz`, child, () => stderr);

  /** The server's event loops since the previous call (which starts the next window). */
  const serverLoops = async (): Promise<ServerLoops | null> => {
    const delays = await loops.read(child.pid!);
    if (!delays) return null;
    const primary = delays.get(child.pid!);
    const workers = [...delays].filter(([pid]) => pid !== child.pid).map(([, delay]) => delay);
    // One process (WEB_CONCURRENCY=1): it is the worker.
    const worst = worstDelay(workers.length ? workers : primary ? [primary] : []);
    return { workersHeldMs: worst.heldMs, workersMaxMs: worst.maxMs, primaryMaxMs: workers.length && primary ? primary.maxMs : null };
  };

  const baseline = await startBaseline(dir);
  const wrk = findWrk();
  const wrkLoad = wrk ? wrkMeasure(wrk, connections) : undefined;
  // The sweep first, on the fresh server: after the form-post runs, the outbox worker is still
  // working through thousands of emails, which is another measurement.
  // --- Every anonymous public route, against the same baseline, in one sweep.
  let sweep: SweepResult | undefined;
  if (process.env.BENCH_SWEEP !== "0") {
    const measure: Measure = wrkLoad ?? autocannonMeasure;
    const sweepOnly = process.env.BENCH_SWEEP_ONLY?.split(",").map((path) => path.trim());
    // A path ending in "/" picks every route under it (the photo's address depends on the seed).
    const picked = (path: string) => !sweepOnly || sweepOnly.some((only) => path === only || (only.endsWith("/") && path.startsWith(only)));
    const paths = (await publicRoutePaths(url, session.postSlug)).filter(picked);
    console.log(`
bench: sweep of ${paths.length} anonymous public routes with ${wrkLoad ? "wrk (2 threads)" : "autocannon"}, ${connections} connections, ${sweepSeconds} s each`);
    const sliceLog = process.env.BENCH_SWEEP_LOG ? openSync(process.env.BENCH_SWEEP_LOG, "w") : undefined;
    // Without the latencies: the log is for lining slices up with the machine's own records (steal, other processes, GC).
    const onSlices = sliceLog === undefined ? undefined : (pair: SlicePair) => writeSync(sliceLog, `${JSON.stringify({ ...pair, baseline: withoutLatencies(pair.baseline), route: withoutLatencies(pair.route) })}\n`);
    const machineStops = (from: number, to: number) => gauge.stopsBetween(from, to) ?? [];
    sweep = await sweepPublicRoutes({ serverUrl: url, baselineUrl: baseline.url, paths, headers: BROWSER_HEADERS, seconds: sweepSeconds, measure, tool: wrkLoad ? "wrk" : "autocannon", onSlices, machineStops, serverLoops });
    if (sliceLog !== undefined) closeSync(sliceLog);
  }
  // Signed in after the sweep: it takes longer than a team session may sit unused (ADMIN_IDLE_MINUTES).
  session.cookie = await signInAdmin(url, admin, adminPassword);
  const outcomes: Outcome[] = [];
  const baselines: Outcome[] = [];
  const tools = [...new Set(selected.map((route) => toolFor(route, wrkLoad)))];
  const memoryAfterRun: Memory[] = [];
  console.log(
    `bench: ${connections} connections, ${seconds} s per route (+${warmupSeconds} s warm-up in run 1), ${runs} run(s); baseline ${baseline.name}; database ${postgres ? "PostgreSQL" : "SQLite"}; ` +
      `server pid ${child.pid}, node ${nodeFlags.join(" ") || "(default flags)"}, ${Object.entries(PRODUCTION_MALLOC_ENV).map(([k, v]) => `${k}=${v}`).join(" ")}`,
  );
  try {
    for (let run = 1; run <= runs; run++) {
      // The baseline again in every run, with each tool in use: the ratios compare measurements taken minutes apart otherwise.
      for (const tool of tools) {
        if (run === 1) await drive(baseline.url, baselineRoute, warmupSeconds, tool, wrkLoad);
        baselines.push({ ...(await drive(baseline.url, baselineRoute, seconds, tool, wrkLoad)), run });
      }
      for (const route of selected) {
        const tool = toolFor(route, wrkLoad);
        if (run === 1) await drive(url, route, warmupSeconds, tool, wrkLoad).then((w) => outcomes.push({ ...w, run: 0 })); // warm-up answers count for the lost check only
        await serverLoops();
        const from = Date.now();
        const cpuBefore = cpuSecondsOf(child.pid!);
        const measured = await drive(url, route, seconds, tool, wrkLoad);
        const serverCpu = (cpuSecondsOf(child.pid!) - cpuBefore) / measured.result.seconds;
        outcomes.push({ ...measured, run, memory: memoryOf(child.pid!), serverCpu });
        // What the server's processes held and whether the machine stopped: a tail's cause, beside it.
        const stops = gauge.stopsBetween(from, Date.now()) ?? [];
        const stopped = stops.length ? `, the machine stopped ${describeStops(stops)}` : "";
        process.stdout.write(`  run ${run}: ${route.name}: ${measured.result.requestsPerSecond.toFixed(0)} req/s (${tool}), p99 ${measured.result.p99Ms.toFixed(1)} ms, ${describeLoops(await serverLoops())}${stopped}\n`);
      }
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      memoryAfterRun.push(memoryOf(child.pid!));
    }
  } catch (error) {
    await baseline.stop();
    throw error;
  }
  const memoryAtEnd = memoryOf(child.pid!);

  await baseline.stop();

  // --- A publish on one instance, seen on another.
  const secondPort = await freePort();
  const secondUrl = `http://127.0.0.1:${secondPort}`;
  const second = spawn(process.execPath, [...nodeFlags, serverEntry(buildDir)], {
    env: { ...process.env, ...PRODUCTION_MALLOC_ENV, ...serverEnv, PORT: String(secondPort), PUBLIC_URL: secondUrl },
    stdio: ["ignore", "ignore", "pipe"],
  });
  second.stderr?.on("data", (chunk) => (stderr += chunk));
  await waitForHttp(`${secondUrl}/healthz`, second, () => stderr);
  const freshness = await checkFreshness({ firstUrl: url, secondUrl, cookie: session.cookie, rounds: freshnessRounds, runId });
  console.log(`bench: a publish listed on the second instance after ${freshness.map((ms) => ms.toFixed(0)).join(", ")} ms; now ${scheduledRounds} scheduled post(s), each going live at the next whole minute`);
  const scheduledFreshness = await checkScheduledFreshness({ firstUrl: url, secondUrl, cookie: session.cookie, rounds: scheduledRounds, runId });
  await stopProcess(second);

  // --- Every post and /blog page offered to memory: the budget holds the resident size.
  const database = openDatabase(resolveDatabaseUrl(serverEnv.DATABASE_URL));
  const slugs = await publishedSlugs(database.db);
  // The list says how many pages it has ("Page 1 of N").
  const blogPages = Number(/Page 1 of (\d+)/.exec(await (await fetch(`${url}/blog`)).text())?.[1] ?? 1);
  const loaded = await loadPublicCopies(url, [...slugs.map((slug) => `/blog/${slug}`), ...Array.from({ length: blogPages }, (_, i) => `/blog?page=${i + 1}`)]);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const memoryWithAllPosts = memoryOf(child.pid!);
  await stopProcess(child); // graceful: in-flight requests finish first

  // --- Tables.
  /** The baseline's rate in the same run, measured with the same tool. */
  const baselineRps = (o: Outcome) => baselines.find((b) => b.run === o.run && b.result.tool === o.result.tool)!.result.requestsPerSecond;
  for (let run = 1; run <= runs; run++) {
    printTable(`Run ${run} of ${runs}`, [...baselines.filter((b) => b.run === run), ...outcomes.filter((o) => o.run === run)], baselineRps);
  }

  // --- Targets, on the median of the runs.
  let failed = false;
  const verdicts: string[] = [];
  const verdict = (ok: boolean, text: string) => verdicts.push(`  ${ok ? "PASS" : "FAIL"}  ${text}`);
  for (const route of selected) {
    const measured = outcomes.filter((o) => o.route === route && o.run > 0);
    const ratio = median(measured.map((o) => o.result.requestsPerSecond / baselineRps(o)));
    const target = targetFor(route.kind)!;
    verdict(ratio >= target, `${route.name}: ${ratio.toFixed(3)} of the baseline (target ≥ ${target})`);
    if (route.kind === "memory") {
      const p99 = median(measured.map((o) => o.result.p99Ms));
      verdict(p99 < TARGETS.memoryP99Ms, `${route.name}: p99 ${p99.toFixed(1)} ms (target < ${TARGETS.memoryP99Ms} ms)`);
    }
    const errors = measured.reduce((n, o) => n + o.errors, 0);
    if (errors) verdicts.push(`  NOTE  ${route.name}: ${errors} errors or unexpected answers`);
    if (measured.every((o) => o.acceptedKeys.length === 0 && o.result.total > 0 && o.errors >= o.result.total)) {
      console.error(`\n${route.name}: every answer was an error`);
      failed = true;
    }
  }
  const peak = memoryAtEnd.largestPeakMb;
  verdict(
    peak < TARGETS.rssMb,
    `largest peak RSS of one process ${peak.toFixed(0)} MB after the whole run (target < ${TARGETS.rssMb} MB per worker); ` +
      `all ${memoryAtEnd.processes} processes (${workers} worker${workers === 1 ? "" : "s"}${workers > 1 ? " and the primary" : ""}): now ${memoryAtEnd.rssMb.toFixed(0)} MB, peaks added up ${memoryAtEnd.peakMb.toFixed(0)} MB`,
  );
  console.log(`\nServer memory ${SETTLE_MS / 1000} s after each run: ${memoryAfterRun.map((m, i) => `run ${i + 1}: RSS ${m.rssMb.toFixed(0)} MB, peak ${m.peakMb.toFixed(0)} MB`).join("; ")}`);
  if (memoryAfterRun.length >= 3) {
    const second = memoryAfterRun[1]!;
    const third = memoryAfterRun[2]!;
    const allowed = Math.max(TARGETS.rssGrowthMb, second.rssMb * TARGETS.rssGrowthShare);
    const growth = third.rssMb - second.rssMb;
    const peakGrowth = third.peakMb - second.peakMb;
    // Judged on the settled resident size: the peak (VmHWM) never goes down, so one spike moves it for good.
    verdict(
      growth <= allowed,
      `no memory growth from run 2 to run 3: RSS ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB ${SETTLE_MS / 1000} s after each (noise allowed: ${allowed.toFixed(0)} MB; peak ${peakGrowth >= 0 ? "+" : ""}${peakGrowth.toFixed(1)} MB)`,
    );
  } else {
    verdicts.push("  n/a   memory growth between identical runs: set BENCH_RUNS=3");
  }

  // --- The sweep, freshness and memory with every post.
  if (sweep) {
    console.log(
      `\nEvery anonymous public route (${sweep.tool}, ${connections} connections, ${sweepSeconds} s each; baseline ${baseline.name}, in ${sweep.baselines.length} one-second slices, one before each of the routes': ${rateRange(sweep.baselines)} req/s, median ${sweep.baselineRps.toFixed(0)}, p99 up to ${Math.max(...sweep.baselines.map((b) => b.p99Ms)).toFixed(1)} ms, ${sweep.baselines.reduce((n, b) => n + b.errors, 0)} errors; each route's p50 and p99 from one ${sweepSeconds} s run on connections kept open, its rate (the mean of its slices) over the baseline's in the slices between its own, the p99 of its slices' answers together (new connections each slice, not judged: scripts/bench-public-pages.ts says why), and the baseline's p99 in those slices; loop: the longest event-loop delay a worker held during the kept run, in its own CPU time (garbage collection, rendering); machine: scripts/machine-gauge.ts, ×1.00 at its fastest; ${gauge.stopWatch() ? `a run on kept connections during which the machine (one of its cores or all) stopped for over ${STOP_MS} ms is measured again, ${KEPT_RUN_ATTEMPTS} runs at most (stops watched ${gauge.stopWatch()})` : "stops of the machine not watched here (no /proc/thread-self/schedstat)"}):`,
    );
    console.log(`${pad("route", 44)} ${"req/s".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"new c.".padStart(7)} ${"errors".padStart(7)} ${"baseline".padStart(9)} ${"its p99".padStart(7)} ${"ratio".padStart(7)} ${"loop".padStart(6)}  target  machine`);
    for (const row of sweep.rows) {
      const ok = row.ratio >= TARGETS.publicRoute && row.p99Ms < TARGETS.publicRouteP99Ms && row.errors === 0;
      console.log(`${pad(row.path, 44)} ${num(row.requestsPerSecond, 9, 0)} ${num(row.p50Ms, 7, 1)} ${num(row.p99Ms, 7, 1)} ${num(row.newConnectionsP99Ms, 7, 1)} ${num(row.errors, 7)} ${num(row.baselineRps, 9, 0)} ${num(row.baselineP99Ms, 7, 1)} ${num(row.ratio, 7, 3)} ${num(row.loops?.workersHeldMs ?? NaN, 6, 1)}  ${ok ? "PASS" : "FAIL"}    ${formatSlowdown(gauge.slowdown(row.from, row.to))}${describeStoppedRuns(row.stoppedRuns).map((text) => `, ${text}`).join("")}`);
    }
    const slowest = [...sweep.rows].sort((x, y) => x.ratio - y.ratio)[0]!;
    const worstP99 = [...sweep.rows].sort((x, y) => y.p99Ms - x.p99Ms)[0]!;
    const failing = sweep.rows.filter((row) => row.ratio < TARGETS.publicRoute || row.p99Ms >= TARGETS.publicRouteP99Ms || row.errors > 0);
    verdict(
      failing.length === 0,
      `every anonymous public route (${sweep.rows.length}) ≥ ${TARGETS.publicRoute} of the baseline with p99 < ${TARGETS.publicRouteP99Ms} ms: lowest ratio ${slowest.ratio.toFixed(3)} (${slowest.path}), highest p99 ${worstP99.p99Ms.toFixed(1)} ms (${worstP99.path})${failing.length ? `; failing: ${failing.map((row) => `${row.path} (${describeLoops(row.loops)})`).join(", ")}` : ""}`,
    );
  }
  const slowestFresh = Math.max(...freshness);
  verdict(slowestFresh < TARGETS.freshMs, `a publish on one instance listed on the other: ${freshness.map((ms) => ms.toFixed(0)).join(", ")} ms (target < ${TARGETS.freshMs} ms)`);
  verdict(
    Math.max(...scheduledFreshness) < TARGETS.freshMs,
    `a scheduled post listed on the second instance after its time: ${scheduledFreshness.map((ms) => ms.toFixed(0)).join(", ")} ms (target < ${TARGETS.freshMs} ms)`,
  );
  verdict(
    memoryWithAllPosts.largestRssMb < TARGETS.allPostsRssMb && memoryWithAllPosts.largestPeakMb < TARGETS.allPostsRssMb && loaded.failed === 0,
    `${loaded.ok.toLocaleString("en-US")} posts and /blog pages requested once (${loaded.seconds.toFixed(1)} s, ${loaded.failed} failed): the largest process RSS ${memoryWithAllPosts.largestRssMb.toFixed(0)} MB, peak ${memoryWithAllPosts.largestPeakMb.toFixed(0)} MB (target < ${TARGETS.allPostsRssMb} MB per worker); all ${memoryWithAllPosts.processes} processes: RSS ${memoryWithAllPosts.rssMb.toFixed(0)} MB`,
  );

  // --- Nothing accepted may be lost.
  try {
    for (const route of selected.filter((r) => r.missing)) {
      const all = outcomes.filter((o) => o.route === route);
      const keys = all.flatMap((o) => o.acceptedKeys);
      const missing = await route.missing!(database.db, keys);
      const stored = await route.stored?.(database.db);
      const wrongLocation = all.reduce((n, o) => n + o.wrongLocation, 0);
      const ok = missing.length === 0 && keys.length > 0 && wrongLocation === 0;
      verdict(ok, `${route.name}: ${keys.length} accepted, ${stored ?? "?"} stored, lost: ${missing.length}${wrongLocation ? `, ${wrongLocation} redirected elsewhere` : ""}`);
      if (!ok) {
        if (missing.length) console.error(`accepted but not stored, e.g. ${missing.slice(0, 5).join(", ")}`);
        failed = true;
      }
      // Each drive (warm-up or measured) may end with up to `connections` requests the server finished after autocannon stopped counting.
      if (stored !== undefined && (stored < keys.length || stored - keys.length > connections * all.length)) {
        console.error(`${route.name}: ${stored} rows do not match ${keys.length} accepted submissions`);
        failed = true;
      }
    }
  } finally {
    await database.close();
  }
  console.log(
    `\nTargets (median of ${runs} run(s); ratios to ${baseline.name}, measured in each run: ${tools.map((tool) => `${baselines.filter((b) => b.result.tool === tool).map((b) => b.result.requestsPerSecond.toFixed(0)).join(", ")} req/s with ${tool}`).join("; ")}):\n${verdicts.join("\n")}`,
  );

  const serverErrors = stderr.split("\n").filter((line) => line.includes('"level":"error"'));
  if (serverErrors.length) {
    console.error(`\nserver logged ${serverErrors.length} errors, first: ${serverErrors[0]}`);
    failed = true;
  }
  rmSync(dir, { recursive: true, force: true });
  const stops = stopsSummary(gauge, started, Date.now(), "the bench");
  if (stops) console.log(`\n${stops}`);
  await gauge.stop();
  console.log(`\nbench: ${failed ? "FAILED (lost or failed requests, or server errors)" : "ok"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return failed ? 1 : 0;
}

process.exitCode = await main();

/**
 * `npm run bench:growth`: how the pages that read the database hold up as the data grows.
 *
 *   npm run bench:growth -- [--sizes 1000,10000,100000] [--engines sqlite,postgres] [--seconds 6]
 *                           [--connections 10] [--export-runs 3] [--visitor-seconds 4] [--workers N] [--only name,…] [--reuse-build]
 *
 * For each engine (SQLite; PostgreSQL in a throwaway cluster from the machine's initdb/pg_ctl,
 * as the tests start it), one database per size is seeded by scripts/seed-demo.ts with that many
 * submissions and a tenth as many posts (1,000 → 100 posts), then brought to where a running
 * server leaves it: the timed jobs' pass done and the emails it queued delivered, and
 * PostgreSQL's tables vacuumed and analysed as autovacuum does. Each gets an admin (through the
 * CLI, signed in through /reset-password as `npm run bench` does) and its own built production
 * server (server/production-runtime.ts flags), all running at once, which first answers
 * SERVER_WARMUP_VISITS to every page measured. Then, endpoint by endpoint,
 * each server is first warmed up with WARMUP_VISITS visits (untimed: V8 optimises a page's code
 * over its first visits), and every size is driven in turn, in rounds whose order alternates, so machine noise hits every
 * size alike: autocannon with --connections for --seconds per size (split over the rounds) for
 * pages and POST /quote, --export-runs sequential downloads for the CSV export (time to the last
 * byte). Per endpoint and size it prints p50/p99, the growth from the smallest size to the
 * largest, the server's peak RSS during that endpoint (VmHWM, reset before each run through
 * /proc/<pid>/clear_refs) and the longest event-loop delay inside the server, measured by
 * scripts/event-loop-probe.mjs (preloaded with --import; production code has no such hook) by
 * the clock and in main-thread CPU time; the SQLite target is judged on the latter, since on a
 * shared machine the clock also counts the time the server waited for a core.
 * Each page and search is then driven again with one connection for --visitor-seconds per size:
 * one visitor at a time, so a request has the server to itself. Its latency is what a person
 * waits for, and the loop delay seen is what one request holds. The latency and growth targets
 * and the SQLite event-loop target are judged on that pass (and the export, one download at a
 * time). Under load, requests queue for the CPU: at N connections a page's latency is about N
 * times its CPU time divided by the cores that serve it, and the probe sees several requests'
 * work back to back; that pass is printed (latency, req/s, RSS, loop) as the capacity figure.
 * Last, 50 concurrent /sitemap.xml at the largest size. Targets are printed with PASS/FAIL;
 * they are stated for 100k submissions and 10k posts and judged at the largest size run.
 *
 * ENDPOINTS below is the list measured; an entry marked optional is skipped (with a notice)
 * when none of its paths exists yet. A missed target is reported, not fatal; the exit code is 1
 * when a server died or logged errors. BENCH_REUSE_BUILD=1 (or --reuse-build) reuses .tmp/bench-growth-build.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql, type Kysely } from "kysely";
import type pg from "pg";
import { startApplication, type Application } from "../app/server/application.ts";
import { processOutbox, type MailTransport } from "../app/server/mail/outbox-worker.ts";
import { runScheduledJobs } from "../app/server/notifications/scheduler.ts";
import { parseEnv } from "../app/server/env.ts";
import type { Database } from "../app/server/db/schema.ts";
import { inboxPath, leadForms } from "../app/lib/inbox-paths.ts";
import { PRODUCTION_MALLOC_ENV, PRODUCTION_NODE_FLAGS, serverEntry } from "../server/production-runtime.ts";
import { webConcurrency } from "../server/web-concurrency.ts";
import { postgresAvailable, startPostgres, type ThrowawayPostgres } from "../tests/support/postgres.ts";
import { buildOnce, freePort, localServerEnv, memoryOf, resetPeaks, stopProcess, waitForHttp } from "./local-process.ts";
import { signInAdmin } from "./seeded-admin.ts";
import { loopReader, probeFlags, worstDelay, type LoopDelay, type LoopReader } from "./event-loop-reports.ts";
import { describeStops, formatSlowdown, startMachineGauge, stopsSummary, STOP_MS, type MachineGauge } from "./machine-gauge.ts";
import { DEMO_SEARCH_TERM, fictionalPhone, seedDemoData } from "./seed-demo.ts";

// ---------------------------------------------------------------------------
// autocannon (CommonJS, no bundled types): the few parts used here
// ---------------------------------------------------------------------------

interface BenchRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonRequest extends BenchRequest {
  setupRequest?: (request: BenchRequest) => BenchRequest;
}
interface AutocannonResult {
  requests: { total: number; average: number };
  duration: number;
  errors: number;
  timeouts: number;
}
interface Tracker {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, responseTimeMs: number) => void): void;
}
type Autocannon = (
  options: { url: string; connections: number; duration?: number; amount?: number; timeout?: number; requests: AutocannonRequest[] },
  done: (error: Error | null, result: AutocannonResult) => void,
) => Tracker;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

// ---------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------

type Engine = "sqlite" | "postgres";

interface Settings {
  sizes: number[];
  engines: Engine[];
  seconds: number;
  connections: number;
  exportRuns: number;
  /** Seconds per size with one connection: the latency a person waits for, and what one request holds the loop. */
  visitorSeconds: number;
  only: string[] | null;
  reuseBuild: boolean;
  /** HTTP workers per server: WEB_CONCURRENCY, else one per core, as production runs. */
  workers: number;
}

const USAGE =
  "usage: npm run bench:growth -- [--sizes 1000,10000,100000] [--engines sqlite,postgres] [--seconds 6] [--connections 10] [--export-runs 3] [--visitor-seconds 4] [--workers N] [--only name,…] [--reuse-build]";

function parseSettings(argv: string[]): Settings {
  const settings: Settings = {
    sizes: [1000, 10_000, 100_000],
    engines: ["sqlite", "postgres"],
    seconds: 6,
    connections: 10,
    exportRuns: 3,
    visitorSeconds: 4,
    only: null,
    reuseBuild: process.env.BENCH_REUSE_BUILD === "1",
    workers: webConcurrency(process.env.WEB_CONCURRENCY),
  };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split("=", 2) as [string, string | undefined];
    if (name === "--reuse-build") {
      settings.reuseBuild = true;
      continue;
    }
    const value = inline ?? argv[++i] ?? "";
    const positive = (text: string) => {
      const n = Number(text.replace(/[_,]/g, ""));
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${name}: "${text}" is not a positive number\n${USAGE}`);
      return n;
    };
    switch (name) {
      case "--sizes": settings.sizes = [...new Set(value.split(",").map((s) => Math.round(positive(s.replace(/k$/i, "000")))))].sort((a, b) => a - b); break;
      case "--engines": {
        const engines = value.split(",").map((e) => e.trim());
        if (engines.some((e) => e !== "sqlite" && e !== "postgres")) throw new Error(`--engines takes sqlite and/or postgres\n${USAGE}`);
        settings.engines = engines as Engine[];
        break;
      }
      case "--seconds": settings.seconds = positive(value); break;
      case "--connections": settings.connections = Math.round(positive(value)); break;
      case "--export-runs": settings.exportRuns = Math.round(positive(value)); break;
      case "--visitor-seconds": settings.visitorSeconds = positive(value); break;
      case "--workers": settings.workers = webConcurrency(value); break;
      case "--only": settings.only = value.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean); break;
      default: throw new Error(`unknown option ${name}\n${USAGE}`);
    }
  }
  return settings;
}

/** Each size gets a tenth as many posts as submissions (the targets: 100k submissions, 10k posts). */
const postsFor = (submissions: number) => Math.round(submissions / 10);
/** Rounds each endpoint's time is split into, alternating the order of the sizes. */
const ROUNDS = 2;
/**
 * Visits to an endpoint before it is measured, per server: a worker serves a page's code at its
 * steady speed only once V8 has optimised it, which took about 1,500 visits (a customer's page on
 * PostgreSQL: 17 ms of worker CPU a visit over the first few hundred, 10–11 ms from then on). A
 * server on a busy morning has been running for hours; one second of warm-up (~150 visits)
 * measured mostly code still being optimised.
 */
const WARMUP_VISITS = 1500;
/**
 * Visits to each measured page, per server, once it has started and before the first endpoint
 * is measured: the code every page shares (the session, the layout, the driver, compression)
 * is then optimised too, so the first endpoint measured is not the one that pays for it (the
 * quote inbox, measured first after a start, took p50 62 ms where its steady speed is ~50).
 */
const SERVER_WARMUP_VISITS = 300;
// Its own folder: a concurrent `npm run bench` rebuilding .tmp/bench-build would pull it from under the servers.
const buildDir = resolve(".tmp/bench-growth-build");
const ADMIN_EMAIL = "growth-admin@example.com";
const ADMIN_PASSWORD = "a growth harbor lamp";
/** What a browser sends: the server answers with its compressed bodies. */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip, deflate", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const SITEMAP_BURST = 50;

const TARGETS = {
  pageP99Ms: 200,
  /** A staff page under load (--connections, ten people at work): its p99 and p50. */
  staffLoadedP99Ms: 200,
  staffLoadedP50Ms: 60,
  pageGrowth: 2,
  exportRows: 100_000,
  exportSeconds: 10,
  /** Allowed growth of the export's time per row from one size to the next (linear: ~1). */
  exportPerRowGrowth: 1.5,
  loopDelayMs: 50,
  sitemapRssMb: 300,
  statedSubmissions: 100_000,
  statedPosts: 10_000,
};

// ---------------------------------------------------------------------------
// What is measured
// ---------------------------------------------------------------------------

type Kind = "page" | "search" | "export" | "post";

interface Endpoint {
  name: string;
  kind: Kind;
  /**
   * Candidate paths, in order; the first one the server has is used. Placeholders: {slug}, a
   * published database post; {lead}, the newest quote from a person who sent more than one
   * (a record page with the person's other records); {customer}, the customer behind the newest
   * service request (the one a CSR opens next).
   */
  paths: string[];
  admin?: boolean;
  /** Skipped when every candidate answers 404 (routes still being built). */
  optional?: boolean;
  method?: "GET" | "POST";
  expectedStatus?: number;
  body?: (key: string, n: number) => string;
}

let postSequence = 0;
/** The n-th submission, from its own person (a shared phone would make them all one person's). */
const quoteBody = (key: string, n: number) =>
  new URLSearchParams([
    ["first_name", "Growth"], ["last_name", "Bench"], ["email", `${key}@example.com`], ["phone", fictionalPhone(n)], ["zip_code", "89118"],
    ["contact_preference", "email"], ["insurance_types", "auto"], ["current_insurance", "no"], ["home_ownership", "rent"],
    ["vehicle_count", "1"], ["budget_range", "100_250"], ["timeline", "within_month"], ["bot-field", ""],
  ]).toString();

/** Every endpoint measured, in order. Add an entry to measure another page. */
const ENDPOINTS: Endpoint[] = [
  { name: "/dashboard (admin)", kind: "page", paths: ["/dashboard"], admin: true },
  { name: "/blog", kind: "page", paths: ["/blog"] },
  { name: "/blog?page=50", kind: "page", paths: ["/blog?page=50"] },
  { name: "/blog/<slug> (database post)", kind: "page", paths: ["/blog/{slug}"] },
  { name: "/rss.xml", kind: "page", paths: ["/rss.xml"] },
  { name: "/sitemap.xml", kind: "page", paths: ["/sitemap.xml"] },
  { name: "/admin/inbox/quotes", kind: "page", paths: ["/admin/inbox/quotes"], admin: true },
  { name: `/admin/inbox/quotes?q=${DEMO_SEARCH_TERM}`, kind: "search", paths: [`/admin/inbox/quotes?q=${DEMO_SEARCH_TERM}`], admin: true },
  { name: "/admin/inbox/quotes?owner=me&overdue=1", kind: "page", paths: ["/admin/inbox/quotes?owner=me&overdue=1"], admin: true },
  { name: "/admin/inbox/quotes?status=quoted&source=…", kind: "page", paths: ["/admin/inbox/quotes?status=quoted&source=Google+%28search%29&from=2025-01-01"], admin: true },
  { name: "/admin/inbox/quotes?view=people", kind: "page", paths: ["/admin/inbox/quotes?view=people"], admin: true },
  ...leadForms.filter((form) => form !== "quotes").map((form): Endpoint => ({ name: inboxPath(form), kind: "page", paths: [inboxPath(form)], admin: true })),
  { name: "A lead's page", kind: "page", paths: ["/admin/inbox/quotes/{lead}"], admin: true },
  { name: "My work", kind: "page", paths: ["/admin/my-work"], admin: true },
  { name: "Reports", kind: "page", paths: ["/admin/reports"], admin: true },
  { name: "Service-request inbox", kind: "page", paths: ["/admin/service-requests"], admin: true },
  { name: "A customer's page", kind: "page", paths: ["/admin/customers/{customer}"], admin: true },
  { name: `/admin/customers?q=${DEMO_SEARCH_TERM}`, kind: "search", paths: [`/admin/customers?q=${DEMO_SEARCH_TERM}`], admin: true },
  { name: "Renewals (90 days)", kind: "page", paths: ["/admin/renewals?days=90"], admin: true },
  { name: "/admin/inbox/quotes/export.csv", kind: "export", paths: ["/admin/inbox/quotes/export.csv"], admin: true },
  { name: "POST /quote", kind: "post", paths: ["/quote"], method: "POST", expectedStatus: 303, body: quoteBody },
];

// ---------------------------------------------------------------------------
// Databases and servers, one per size
// ---------------------------------------------------------------------------

interface Server {
  engine: Engine;
  size: number;
  posts: number;
  label: string;
  dir: string;
  url: string;
  env: Record<string, string>;
  /** The event-loop probe's reports from each process of the server. */
  loops: LoopReader;
  child?: ChildProcess;
  stderr: string;
  cookie: string;
  postSlug: string;
  leadId: string;
  customerId: string;
  quotes: number;
  /** Times the server exited on its own (it is restarted for the next measurement). */
  deaths: string[];
}

const UNLIMITED = "1000000000";
const formatSize = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

async function prepareServer(engine: Engine, size: number, databaseUrl: string | null, workers: number): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), `agency-growth-${engine}-${size}-`));
  const port = await freePort();
  const base = localServerEnv({ buildDir, dir, port });
  const env: Record<string, string> = {
    ...base,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WEB_CONCURRENCY: String(workers),
    SMTP_URL: "",
    FORM_RATE_LIMIT_PER_HOUR: UNLIMITED,
    UPLOAD_MB_PER_DAY: UNLIMITED,
    AUTH_SIGN_IN_LIMIT_PER_IP: UNLIMITED,
    AUTH_SIGN_IN_LIMIT_PER_EMAIL: UNLIMITED,
    AUTH_SIGN_UP_LIMIT_PER_IP: UNLIMITED,
    AUTH_EMAIL_LIMIT_PER_IP: UNLIMITED,
    AUTH_EMAIL_LIMIT_PER_EMAIL: UNLIMITED,
  };
  return {
    engine, size, posts: postsFor(size), label: `${engine} ${formatSize(size)}`, dir, url: base.PUBLIC_URL!, env,
    loops: loopReader(join(dir, "event-loop.json")), stderr: "", cookie: "", postSlug: "", leadId: "", customerId: "", quotes: 0, deaths: [],
  };
}

/** The admin through the CLI (as an agency creates its first one), then the demo data through the domain functions. */
async function seed(server: Server): Promise<{ resetToken: string; seconds: number }> {
  const started = performance.now();
  const created = execFileSync(process.execPath, ["scripts/admin.ts", "create", ADMIN_EMAIL], { env: { ...process.env, ...server.env }, encoding: "utf8" });
  const resetToken = /\/reset-password\?token=(\S+)/.exec(created)?.[1];
  if (!resetToken) throw new Error(`admin create printed no link:\n${created}`);
  const application = await startApplication({ env: parseEnv({ ...process.env, ...server.env }) });
  try {
    const { agency } = application.services;
    const result = await seedDemoData(application.services.db, { agency, publicUrl: server.url, fileKeys: application.services.fileKeys }, {
      submissions: server.size,
      posts: server.posts,
      seed: 1,
      onProgress: (line) => console.log(`  ${server.label}: ${line}`),
    });
    server.postSlug = result.postSlug;
    Object.assign(server, await recordsToOpen(application.services.db));
    server.quotes = result.submissions.quotes;
    // What autovacuum does to a running database within minutes of a bulk load: measured right
    // after the load, an index-only read still visited the table for most rows (a capped count
    // of 1,000 quotes read 562 table pages: 11 ms, against 1.1 ms once vacuumed).
    // What a running server did as the data came in: the timed jobs' pass (renewal reminders,
    // surveys, follow-ups due) and the delivery of what it queued. Left to the measured servers,
    // the first pass over a bulk load queued about 900 emails at once, a minute into the run.
    const delivered = await catchUpScheduledWork(application, server.url);
    console.log(`  ${server.label}: the timed jobs' first pass queued and delivered ${delivered} emails`);
    if (server.engine === "postgres") await sql`vacuum (analyze)`.execute(application.services.db);
  } finally {
    await application.stop();
  }
  return { resetToken, seconds: (performance.now() - started) / 1000 };
}

/** One pass of the timed jobs, then every email due handed to a mail server that accepts them all; returns how many it handed over. */
async function catchUpScheduledWork(application: Application, publicUrl: string): Promise<number> {
  const { db, agency, fileKeys, auth } = application.services;
  const { secret } = await auth.$context;
  await runScheduledJobs({ db, agency, publicUrl, secret, fileKeys }, new Date());
  const acceptsAll: MailTransport = { send: async () => {} };
  let delivered = 0;
  for (;;) {
    const handled = await processOutbox({ db, transport: acceptsAll, from: agency.emails.info, preferences: { secret, publicUrl } });
    if (!handled) return delivered;
    delivered += handled;
  }
}

/** The record pages measured: see Endpoint.paths. */
async function recordsToOpen(db: Kysely<Database>): Promise<{ leadId: string; customerId: string }> {
  const lead = await db
    .selectFrom("quote_requests as q")
    .select("q.id")
    .where((eb) => eb.exists(eb.selectFrom("quote_requests as other").select("other.id").whereRef("other.person_id", "=", "q.person_id").whereRef("other.id", "!=", "q.id")))
    .orderBy("q.created_at", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const request = await db.selectFrom("service_requests").select("customer_id").orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
  return { leadId: lead.id, customerId: request.customer_id };
}

async function startServer(server: Server): Promise<void> {
  server.loops.reset();
  // BENCH_SERVER_FLAGS: extra Node flags for the measured servers, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof" to see where their time goes.
  const extraFlags = process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...probeFlags, ...PRODUCTION_NODE_FLAGS, ...extraFlags, serverEntry(buildDir)], {
    env: { ...process.env, ...PRODUCTION_MALLOC_ENV, ...server.env, ...server.loops.env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk) => {
    // Bounded: a server failing every request must not fill the bench's memory.
    if (server.stderr.length < 2_000_000) server.stderr += chunk;
  });
  server.child = child;
  await waitForHttp(`${server.url}/healthz`, child, () => server.stderr);
}

/** Other work on the machine shows up as latency and as event-loop delay: printed with the results. */
function machineLoad(): string {
  const [one, five] = loadavg();
  return `load average ${one!.toFixed(1)} (1 min), ${five!.toFixed(1)} (5 min) on ${availableParallelism()} cores`;
}

const alive = (server: Server) => server.child !== undefined && server.child.exitCode === null && server.child.signalCode === null;

/** Restarts a server that died during the previous measurement, so the next ones still run. */
async function ensureRunning(server: Server, during: string): Promise<void> {
  if (alive(server)) return;
  const how = server.child?.signalCode ?? `exit ${server.child?.exitCode}`;
  server.deaths.push(`${during} (${how})`);
  console.log(`  ${server.label}: the server died during ${during} (${how}); restarting it`);
  await startServer(server);
}

/** The longest event-loop delays since the previous call, from the probe inside each of the server's processes (the worst of them). */
async function loopDelay(server: Server): Promise<LoopDelay> {
  const delays = alive(server) ? await server.loops.read(server.child!.pid!) : null;
  return delays && alive(server) ? worstDelay(delays.values()) : { maxMs: NaN, heldMs: NaN };
}

// ---------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------

interface Cell {
  latencies: number[];
  requests: number;
  seconds: number;
  /** Answers other than the expected status, socket errors and timeouts. */
  errors: number;
  statuses: Map<number, number>;
  peakRssMb: number;
  loopMaxMs: number;
  loopHeldMs: number;
  /** Export downloads: time to the last byte, first byte, and what came. */
  totalsMs: number[];
  firstByteMs: number[];
  bytes: number;
  rows: number;
  /** When its first run started and its last ended (Date.now()), for the machine gauge. */
  from: number;
  to: number;
}

const newCell = (): Cell => ({ latencies: [], requests: 0, seconds: 0, errors: 0, statuses: new Map(), peakRssMb: NaN, loopMaxMs: NaN, loopHeldMs: NaN, totalsMs: [], firstByteMs: [], bytes: 0, rows: 0, from: NaN, to: NaN });
const maxOf = (a: number, b: number) => (Number.isNaN(a) ? b : Number.isNaN(b) ? a : Math.max(a, b));

function requestFor(server: Server, endpoint: Endpoint, path: string): AutocannonRequest {
  const headers: Record<string, string> = { ...BROWSER_HEADERS, ...(endpoint.admin ? { cookie: server.cookie } : {}) };
  if (endpoint.method !== "POST") return { method: "GET", path, headers };
  const postHeaders = { ...headers, origin: server.url, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };
  return {
    method: "POST",
    path,
    headers: postHeaders,
    setupRequest: (request) => ({ ...request, headers: postHeaders, body: endpoint.body!(`growth-${++postSequence}`, postSequence) }),
  };
}

/** The path with the server's own records in place of its placeholders (see Endpoint.paths). */
const serverPath = (server: Server, path: string) => path.replace("{slug}", server.postSlug).replace("{lead}", server.leadId).replace("{customer}", server.customerId);

/** SERVER_WARMUP_VISITS to each page and search of the list, on every server, untimed. */
async function warmUpServers(servers: Server[], endpoints: { endpoint: Endpoint; path: string }[], connections: number): Promise<void> {
  for (const server of servers) {
    for (const { endpoint, path } of endpoints) {
      if (!hasVisitorPass(endpoint)) continue;
      await drive(server, requestFor(server, endpoint, serverPath(server, path)), { visits: SERVER_WARMUP_VISITS }, connections, endpoint.expectedStatus ?? 200);
    }
  }
}

/** Drives the server for so many seconds, or so many visits in all. */
function drive(server: Server, request: AutocannonRequest, length: number | { visits: number }, connections: number, expected: number, cell?: Cell): Promise<void> {
  const howLong = typeof length === "number" ? { duration: length } : { amount: length.visits };
  return new Promise((resolvePromise, reject) => {
    const tracker = autocannon({ url: server.url, connections, ...howLong, timeout: 30, requests: [request] }, (error, result) => {
      if (error) return reject(error);
      if (cell) {
        cell.requests += result.requests.total;
        cell.seconds += result.duration;
        cell.errors += result.errors + result.timeouts;
      }
      resolvePromise();
    });
    if (!cell) return;
    tracker.on("response", (_client, status, _bytes, ms) => {
      cell.latencies.push(ms);
      cell.statuses.set(status, (cell.statuses.get(status) ?? 0) + 1);
      if (status !== expected) cell.errors += 1;
    });
  });
}

/** One download to the last byte, as a browser saves the file. */
async function download(server: Server, path: string, cell: Cell): Promise<void> {
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: server.cookie }, signal: AbortSignal.timeout(300_000) });
    let firstByte = NaN;
    let bytes = 0;
    let lines = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
      if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
      bytes += part.value.byteLength;
      for (const byte of part.value) if (byte === 10) lines += 1;
    }
    cell.totalsMs.push(performance.now() - started);
    cell.firstByteMs.push(firstByte);
    cell.statuses.set(response.status, (cell.statuses.get(response.status) ?? 0) + 1);
    if (response.status !== 200) cell.errors += 1;
    cell.bytes = bytes;
    cell.rows = Math.max(0, lines - 1); // the header line
  } catch {
    cell.errors += 1;
    cell.totalsMs.push(NaN);
  }
}

/** Which of an endpoint's paths the servers have (asked of the first one); null when none does. */
async function resolvePath(server: Server, endpoint: Endpoint): Promise<string | null> {
  if (!endpoint.optional) return endpoint.paths[0]!;
  for (const path of endpoint.paths) {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: server.cookie }, redirect: "manual" });
    await response.body?.cancel();
    if (response.status !== 404) return path;
  }
  return null;
}

/** An endpoint's cells: under load (--connections), and one visitor at a time (pages and searches). */
interface Measured {
  loaded: Map<Server, Cell>;
  visitor: Map<Server, Cell> | null;
}

const hasVisitorPass = (endpoint: Endpoint) => endpoint.kind === "page" || endpoint.kind === "search";

/**
 * ROUNDS rounds (or --export-runs downloads) over the sizes, alternating their order, each
 * with the probe's window and the peak-RSS reset around it; `connections` per drive.
 */
async function measureRounds(servers: Server[], endpoint: Endpoint, path: string, runs: number, seconds: number, connections: number, warmUp: boolean): Promise<Map<Server, Cell>> {
  const cells = new Map(servers.map((s) => [s, newCell()] as const));
  const expected = endpoint.expectedStatus ?? 200;
  const pathOf = (server: Server) => serverPath(server, path);
  if (warmUp && endpoint.kind !== "export") {
    for (const server of servers) {
      await ensureRunning(server, `${endpoint.name} (warm-up)`);
      await drive(server, requestFor(server, endpoint, pathOf(server)), { visits: WARMUP_VISITS }, connections, expected);
    }
  }
  for (let round = 0; round < runs; round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      await ensureRunning(server, endpoint.name);
      const cell = cells.get(server)!;
      const pid = server.child!.pid!;
      await loopDelay(server); // starts the probe's window here
      const peakReset = resetPeaks(pid);
      if (Number.isNaN(cell.from)) cell.from = Date.now();
      if (endpoint.kind === "export") await download(server, pathOf(server), cell);
      else await drive(server, requestFor(server, endpoint, pathOf(server)), seconds / runs, connections, expected, cell);
      cell.to = Date.now();
      const loop = await loopDelay(server);
      cell.loopMaxMs = maxOf(cell.loopMaxMs, loop.maxMs);
      cell.loopHeldMs = maxOf(cell.loopHeldMs, loop.heldMs);
      if (alive(server)) cell.peakRssMb = maxOf(cell.peakRssMb, memoryOf(pid).largestPeakMb);
      if (!peakReset) cell.peakRssMb = NaN; // a lifetime peak would blame this endpoint for earlier ones
    }
  }
  return cells;
}

async function measureEndpoint(servers: Server[], endpoint: Endpoint, path: string, settings: Settings): Promise<Measured> {
  const runs = endpoint.kind === "export" ? settings.exportRuns : ROUNDS;
  const loaded = await measureRounds(servers, endpoint, path, runs, settings.seconds, settings.connections, true);
  // One connection: each request alone in the server, so its latency is the page's own cost and
  // the loop delay seen is what one request holds, not several queued requests' work added up.
  // Warmed up by the pass under load just before.
  const visitor = hasVisitorPass(endpoint) ? await measureRounds(servers, endpoint, path, ROUNDS, settings.visitorSeconds, 1, false) : null;
  return { loaded, visitor };
}

/** SITEMAP_BURST requests for /sitemap.xml at once, on one server: all answered, server alive, its peak memory. */
async function sitemapBurst(server: Server): Promise<{ ok: number; failed: number; seconds: number; peakMb: number; alive: boolean; loop: LoopDelay }> {
  await ensureRunning(server, "the sitemap burst");
  const pid = server.child!.pid!;
  await loopDelay(server);
  resetPeaks(pid);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: SITEMAP_BURST }, async () => {
      try {
        const response = await fetch(`${server.url}/sitemap.xml`, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(120_000) });
        await response.arrayBuffer();
        return response.status === 200;
      } catch {
        return false;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const loop = await loopDelay(server);
  const peakMb = alive(server) ? memoryOf(pid).largestPeakMb : NaN;
  let healthy = alive(server);
  if (healthy) healthy = (await fetch(`${server.url}/healthz`).catch(() => null))?.ok === true;
  const ok = answers.filter(Boolean).length;
  return { ok, failed: answers.length - ok, seconds, peakMb, alive: healthy, loop };
}

// ---------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------

function percentile(values: number[], p: number): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!finite.length) return NaN;
  return finite[Math.min(finite.length - 1, Math.max(0, Math.ceil(p * finite.length) - 1))]!;
}
const median = (values: number[]) => percentile(values, 0.5);
const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");
const times = (value: number) => (Number.isFinite(value) ? `×${value.toFixed(2)}` : "-");

interface EngineReport {
  engine: Engine;
  servers: Server[];
  measured: ({ endpoint: Endpoint; path: string } & Measured)[];
  skipped: string[];
  burst?: Awaited<ReturnType<typeof sitemapBurst>> & { server: Server };
  seedSeconds: Map<Server, number>;
}

function latencyStats(endpoint: Endpoint, cell: Cell): { p50: number; p99: number } {
  const values = endpoint.kind === "export" ? cell.totalsMs : cell.latencies;
  return { p50: median(values), p99: endpoint.kind === "export" ? Math.max(...values.filter(Number.isFinite)) : percentile(values, 0.99) };
}

/** One line per endpoint: p50 / p99 at each size, their growth, errors, then `extra` (a cell's other figures per size). */
function printLatencyTable(servers: Server[], rows: { endpoint: Endpoint; cells: Map<Server, Cell> }[], extra: { heading: string; value: (cell: Cell) => string }): void {
  const nameWidth = 42;
  const sizes = servers.map((s) => formatSize(s.size));
  const first = servers[0]!;
  const last = servers[servers.length - 1]!;
  console.log(`${"endpoint".padEnd(nameWidth)}${sizes.map((s) => s.padStart(14)).join("")}   growth ${formatSize(last.size)}/${formatSize(first.size)}: p50    p99   errors   ${extra.heading} ${sizes.join(" / ")}`);
  for (const { endpoint, cells } of rows) {
    const stats = servers.map((s) => ({ ...latencyStats(endpoint, cells.get(s)!), errors: cells.get(s)!.errors }));
    const a = stats[0]!;
    const z = stats[stats.length - 1]!;
    const label = endpoint.kind === "export" ? `${endpoint.name} (median / max)` : endpoint.name;
    console.log(
      `${label.slice(0, nameWidth - 1).padEnd(nameWidth)}${stats.map((s) => `${num(s.p50)} / ${num(s.p99)}`.padStart(14)).join("")}   ${"".padStart(14)}${times(z.p50 / a.p50).padStart(7)} ${times(z.p99 / a.p99).padStart(6)} ${String(stats.reduce((n, s) => n + s.errors, 0)).padStart(8)}   ${servers.map((s) => extra.value(cells.get(s)!)).join(" / ")}`,
    );
  }
}

/**
 * ", machine stopped 410 ms on core 1" when the machine (a core or all) stopped between the cell's first run and its
 * last (with several sizes, the other sizes' rounds fall in between): every connection's request
 * in flight then waits that long, ten of a few hundred answers, enough to make a p99. Said beside
 * the figures, not left out of them.
 */
function stoppedDuring(gauge: MachineGauge, cell: Cell): string {
  const stops = gauge.stopsBetween(cell.from, cell.to);
  return stops?.length ? `, machine stopped ${describeStops(stops)}` : "";
}

function printEngine(report: EngineReport, settings: Settings, gauge: MachineGauge): string[] {
  const { servers } = report;
  const sizes = servers.map((s) => formatSize(s.size));
  const first = servers[0]!;
  const last = servers[servers.length - 1]!;
  const nameWidth = 42;
  const title = report.engine === "sqlite" ? "SQLite" : "PostgreSQL";
  const visitorRows = report.measured.flatMap(({ endpoint, visitor }) => (visitor ? [{ endpoint, cells: visitor }] : []));
  const loadedRows = report.measured.map(({ endpoint, loaded }) => ({ endpoint, cells: loaded }));

  console.log(`\n${title}, one visitor at a time: p50 / p99 in ms (1 connection, ${settings.visitorSeconds} s per size in ${ROUNDS} interleaved rounds); held: the longest event-loop delay in main-thread CPU time (ms)`);
  printLatencyTable(servers, visitorRows, { heading: "held", value: (c) => num(c.loopHeldMs) });
  console.log(`\n${title}, under load: p50 / p99 in ms (${settings.connections} connections, ${settings.seconds} s per size in ${ROUNDS} interleaved rounds; export: ${settings.exportRuns} sequential downloads, time to last byte)`);
  console.log(`(machine: how slow the machine itself ran meanwhile, scripts/machine-gauge.ts, ×1.00 at its fastest in this run, and the stops of the machine (one of its cores or all) over ${STOP_MS} ms during the endpoint's runs)`);
  printLatencyTable(servers, loadedRows, { heading: "req/s, machine", value: (c) => `${c.seconds ? num(c.requests / c.seconds) : "-"} ${formatSlowdown(gauge.slowdown(c.from, c.to))}${stoppedDuring(gauge, c)}` });
  console.log(`\n${title}, under load: server peak RSS during each endpoint (VmHWM, MB); longest event-loop delay inside the server (ms), by the clock (loop) and in main-thread CPU time (held)`);
  console.log(`${"endpoint".padEnd(nameWidth)}${sizes.map((s) => `RSS ${s}`.padStart(10)).join("")}${sizes.map((s) => `loop ${s}`.padStart(11)).join("")}${sizes.map((s) => `held ${s}`.padStart(11)).join("")}`);
  for (const { endpoint, cells } of loadedRows) {
    const row = servers.map((s) => cells.get(s)!);
    console.log(`${endpoint.name.slice(0, nameWidth - 1).padEnd(nameWidth)}${row.map((c) => num(c.peakRssMb).padStart(10)).join("")}${row.map((c) => num(c.loopMaxMs).padStart(11)).join("")}${row.map((c) => num(c.loopHeldMs).padStart(11)).join("")}`);
  }
  const exportRow = loadedRows.find((m) => m.endpoint.kind === "export");
  if (exportRow) {
    console.log(`\n${title}: ${exportRow.endpoint.name}: ${servers.map((s) => { const c = exportRow.cells.get(s)!; return `${formatSize(s.size)}: ${c.rows.toLocaleString("en-US")} rows, ${(c.bytes / 1048576).toFixed(1)} MB, first byte ${num(median(c.firstByteMs))} ms, last ${num(median(c.totalsMs))} ms`; }).join("; ")}`);
  }
  if (report.skipped.length) console.log(`\n${title}: skipped (no such route yet): ${report.skipped.join(", ")}`);
  for (const server of servers) if (server.deaths.length) console.log(`${title}: ${server.label}: the server died during ${server.deaths.join(", ")}`);

  // --- Targets: a page's latency and its growth as one person sees them (one visitor at a time).
  const verdicts: string[] = [];
  const verdict = (ok: boolean | null, text: string) => verdicts.push(`  ${ok === null ? "n/a " : ok ? "PASS" : "FAIL"}  ${title}: ${text}`);
  const atStated = last.size >= TARGETS.statedSubmissions ? "" : ` (at ${formatSize(last.size)}; stated for ${formatSize(TARGETS.statedSubmissions)})`;
  for (const { endpoint, cells } of visitorRows) {
    const small = cells.get(first)!;
    const large = cells.get(last)!;
    const p99 = percentile(large.latencies, 0.99);
    const growth = p99 / percentile(small.latencies, 0.99);
    verdict(Number.isFinite(p99) && p99 < TARGETS.pageP99Ms && large.errors === 0, `${endpoint.name}: p99 ${num(p99)} ms${large.errors ? `, ${large.errors} errors` : ""} (target < ${TARGETS.pageP99Ms} ms)${atStated}`);
    if (servers.length > 1) verdict(growth <= TARGETS.pageGrowth, `${endpoint.name}: p99 grows ${times(growth)} from ${formatSize(first.size)} to ${formatSize(last.size)} (target ≤ ×${TARGETS.pageGrowth})`);
  }
  // Ten people at work: each staff page under load, at the largest size.
  for (const { endpoint, cells } of loadedRows.filter((row) => row.endpoint.admin && hasVisitorPass(row.endpoint))) {
    const large = cells.get(last)!;
    const { p50, p99 } = latencyStats(endpoint, large);
    verdict(
      Number.isFinite(p99) && p99 < TARGETS.staffLoadedP99Ms && p50 < TARGETS.staffLoadedP50Ms && large.errors === 0,
      `${endpoint.name} under load (${settings.connections} connections, ${settings.workers} worker${settings.workers === 1 ? "" : "s"}): p50 ${num(p50)} ms, p99 ${num(p99)} ms${large.errors ? `, ${large.errors} errors` : ""} (target p50 < ${TARGETS.staffLoadedP50Ms} ms, p99 < ${TARGETS.staffLoadedP99Ms} ms)${atStated}${stoppedDuring(gauge, large)}`,
    );
  }
  if (exportRow) {
    const perRow = servers.map((s) => { const c = exportRow.cells.get(s)!; return median(c.totalsMs) / Math.max(1, c.rows); });
    const growths = perRow.slice(1).map((v, i) => v / perRow[i]!);
    const worst = Math.max(...growths);
    if (servers.length > 1) verdict(growths.every((g) => g <= TARGETS.exportPerRowGrowth), `export is linear: time per row from size to size ${growths.map(times).join(", ")} (target ≤ ×${TARGETS.exportPerRowGrowth} each; worst ${times(worst)})`);
    const largest = exportRow.cells.get(last)!;
    const projected = (perRow[perRow.length - 1]! * TARGETS.exportRows) / 1000;
    const measuredText = `${largest.rows.toLocaleString("en-US")} rows in ${num(median(largest.totalsMs) / 1000, 2)} s`;
    verdict(Number.isFinite(projected) && projected < TARGETS.exportSeconds && largest.errors === 0, `export of ${TARGETS.exportRows.toLocaleString("en-US")} rows: ${largest.rows >= TARGETS.exportRows ? measuredText : `${measuredText}, so ${num(projected, 1)} s at that rate`} (target < ${TARGETS.exportSeconds} s)`);
  }
  if (report.engine === "sqlite") {
    // What one request holds: the visitor pass (one request at a time) and the export (one download
    // at a time). Under load the probe sees several queued requests' work back to back, printed above.
    // Judged on the CPU time the loop was held: on a shared machine the clock also counts waiting for a core.
    const single = [...visitorRows, ...(exportRow ? [exportRow] : [])];
    const over: string[] = [];
    let worst = NaN;
    let worstByClock = NaN;
    for (const { endpoint, cells } of single) {
      for (const server of servers) {
        const cell = cells.get(server)!;
        worst = maxOf(worst, cell.loopHeldMs);
        worstByClock = maxOf(worstByClock, cell.loopMaxMs);
        if (cell.loopHeldMs > TARGETS.loopDelayMs) over.push(`${endpoint.name} at ${formatSize(server.size)}: ${num(cell.loopHeldMs)} ms`);
      }
    }
    verdict(
      over.length === 0 && Number.isFinite(worst),
      `longest event-loop stall by one request ${num(worst)} ms of main-thread CPU (${num(worstByClock)} ms by the clock) (target ≤ ${TARGETS.loopDelayMs} ms)${over.length ? `; over it: ${over.join("; ")}` : ""}`,
    );
  }
  if (report.burst) {
    const b = report.burst;
    const atPosts = b.server.posts >= TARGETS.statedPosts ? "" : ` (at ${b.server.posts.toLocaleString("en-US")} posts; stated for ${TARGETS.statedPosts.toLocaleString("en-US")})`;
    verdict(
      b.alive && b.failed === 0 && b.peakMb < TARGETS.sitemapRssMb,
      `${SITEMAP_BURST} concurrent /sitemap.xml: ${b.ok} answered, ${b.failed} failed in ${b.seconds.toFixed(1)} s, server ${b.alive ? "alive" : "DEAD"}, peak RSS ${num(b.peakMb)} MB, loop held ${num(b.loop.heldMs)} ms (${num(b.loop.maxMs)} by the clock) (target: alive, < ${TARGETS.sitemapRssMb} MB)${atPosts}`,
    );
  }
  return verdicts;
}

// ---------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------

async function runEngine(engine: Engine, settings: Settings, endpoints: Endpoint[]): Promise<EngineReport | null> {
  let cluster: ThrowawayPostgres | undefined;
  if (engine === "postgres") {
    if (!postgresAvailable()) {
      console.log("\nbench:growth: no PostgreSQL binaries (initdb, pg_ctl) on this machine: PostgreSQL skipped");
      return null;
    }
    cluster = await startPostgres();
  }
  const servers: Server[] = [];
  try {
    console.log(`\nbench:growth: ${engine}: seeding ${settings.sizes.map((s) => `${formatSize(s)} submissions + ${formatSize(postsFor(s))} posts`).join(", ")}`);
    const seedSeconds = new Map<Server, number>();
    const tokens = new Map<Server, string>();
    for (const size of settings.sizes) {
      let databaseUrl: string | null = null;
      if (cluster) {
        const { Client } = createRequire(import.meta.url)("pg") as typeof pg;
        const client = new Client({ connectionString: cluster.url });
        await client.connect();
        await client.query(`create database growth_${size}`);
        await client.end();
        databaseUrl = cluster.url.replace(/\/[^/]*$/, `/growth_${size}`);
      }
      const server = await prepareServer(engine, size, databaseUrl, settings.workers);
      servers.push(server);
      const { resetToken, seconds } = await seed(server);
      tokens.set(server, resetToken);
      seedSeconds.set(server, seconds);
      console.log(`  ${server.label}: seeded in ${seconds.toFixed(1)} s`);
    }
    for (const server of servers) {
      await startServer(server);
      server.cookie = await signInAdmin(server.url, { email: ADMIN_EMAIL, resetToken: tokens.get(server)! }, ADMIN_PASSWORD);
    }
    console.log(`bench:growth: ${engine}: ${servers.length} servers up (${servers.map((s) => `${s.label}: pid ${s.child!.pid}`).join(", ")}); ${machineLoad()}`);

    const report: EngineReport = { engine, servers, measured: [], skipped: [], seedSeconds };
    const toMeasure: { endpoint: Endpoint; path: string }[] = [];
    for (const endpoint of endpoints) {
      const path = await resolvePath(servers[0]!, endpoint);
      if (path === null) report.skipped.push(endpoint.name);
      else toMeasure.push({ endpoint, path });
    }
    await warmUpServers(servers, toMeasure, settings.connections);
    for (const { endpoint, path } of toMeasure) {
      const started = performance.now();
      const measured = await measureEndpoint(servers, endpoint, path, settings);
      report.measured.push({ endpoint, path, ...measured });
      const p50s = (cells: Map<Server, Cell>) => servers.map((s) => `${formatSize(s.size)} ${num(latencyStats(endpoint, cells.get(s)!).p50)} ms`).join(", ");
      console.log(`  ${engine}: ${endpoint.name}: p50 ${measured.visitor ? `alone ${p50s(measured.visitor)}; ` : ""}under load ${p50s(measured.loaded)} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    const largest = servers[servers.length - 1]!;
    report.burst = { ...(await sitemapBurst(largest)), server: largest };
    return report;
  } finally {
    for (const server of servers) {
      if (server.child) await stopProcess(server.child);
      rmSync(server.dir, { recursive: true, force: true });
    }
    cluster?.stop();
  }
}

async function main(): Promise<number> {
  let settings: Settings;
  try {
    settings = parseSettings(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const endpoints = ENDPOINTS.filter((e) => !settings.only || settings.only.some((o) => e.name.toLowerCase().includes(o)));
  if (!endpoints.length) {
    console.error(`bench:growth: no endpoint matches --only ${settings.only?.join(",")}`);
    return 2;
  }
  const command =
    `npm run bench:growth -- --sizes ${settings.sizes.join(",")} --engines ${settings.engines.join(",")} --seconds ${settings.seconds} ` +
    `--connections ${settings.connections} --export-runs ${settings.exportRuns} --visitor-seconds ${settings.visitorSeconds}${settings.only ? ` --only ${settings.only.join(",")}` : ""}`;
  console.log(`bench:growth: ${command}`);
  process.env.LOG_LEVEL ??= "warn"; // the seeding in this process: its migrations are not news
  const started = performance.now();
  const startedAt = Date.now();
  const gauge = startMachineGauge();
  buildOnce(buildDir, settings.reuseBuild, "bench:growth");

  const reports: EngineReport[] = [];
  for (const engine of settings.engines) {
    const report = await runEngine(engine, settings, endpoints);
    if (report) reports.push(report);
  }

  const verdicts = reports.flatMap((r) => printEngine(r, settings, gauge));
  const stops = stopsSummary(gauge, startedAt, Date.now(), "the run");
  if (stops) console.log(`\n${stops}`);
  await gauge.stop();
  console.log(`\nTargets (stated for ${formatSize(TARGETS.statedSubmissions)} submissions and ${formatSize(TARGETS.statedPosts)} posts, judged at the largest size run):\n${verdicts.join("\n")}`);

  let failed = false;
  for (const server of reports.flatMap((r) => r.servers)) {
    const errors = server.stderr.split("\n").filter((line) => line.includes('"level":"error"'));
    if (errors.length) console.error(`\n${server.label}: the server logged ${errors.length} errors, first: ${errors[0]!.slice(0, 500)}`);
    if (errors.length || server.deaths.length) failed = true;
  }
  console.log(`\nbench:growth: ${machineLoad()} at the end (latency and event-loop delay include time the server waited for a core)`);
  console.log(`\nbench:growth: ${failed ? "a server died or logged errors" : "done"} in ${((performance.now() - started) / 60_000).toFixed(1)} min; to reproduce: ${command}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();

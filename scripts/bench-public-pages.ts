/**
 * The parts of `npm run bench` about the public pages served from memory (server/public-page-cache.ts):
 * the sweep of every anonymous public route against the static baseline, the freshness of a
 * publish and of a scheduled post going live on a second instance, and loading every post into memory. scripts/bench.ts runs them.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lasVegasDate, lasVegasTime } from "../app/lib/las-vegas-time.ts";
import { commandPath } from "./local-process.ts";
import { describeStops, type MachineStop } from "./machine-gauge.ts";

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers other than 2xx/3xx. */
  errors: number;
  /** Every latency measured (µs) and how many answers took it, when the tool gives them (wrk): measurements combine exactly. */
  latencyUs?: readonly (readonly [number, number])[];
}

export type Measure = (url: string, path: string, headers: Record<string, string>, seconds: number) => Promise<Measurement>;

/** wrk's durations: "850.00us", "3.13ms", "1.20s". */
function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "ms" ? n : match[2] === "s" ? n * 1000 : n * 60_000;
}

/** The wrk binary when installed (Debian's wrk), else undefined. */
export function findWrk(): string | undefined {
  if (process.env.BENCH_LOAD === "autocannon") return undefined;
  return commandPath("wrk");
}

/**
 * A wrk script that prints, once the run is done, each latency measured (µs) with its count
 * (wrk's `latency(i)` walks the distinct values): what its percentiles are computed from.
 */
const LATENCY_SCRIPT = `done = function(summary, latency, requests)
  io.write("latency-histogram-us\\n")
  for i = 1, #latency do
    local value, count = latency(i)
    io.write(string.format("%d %d\\n", value, count))
  end
end
`;

/** wrk's latencies after the script's marker line. */
function latencyHistogram(out: string): [number, number][] {
  const start = out.indexOf("latency-histogram-us\n");
  if (start < 0) return [];
  return out
    .slice(start)
    .split("\n")
    .slice(1)
    .flatMap((line) => (/^\d+ \d+$/.test(line) ? [line.split(" ").map(Number) as [number, number]] : []));
}

/** wrk with 2 threads, as the issue's and the baseline's numbers are measured; its output parsed. */
export function wrkMeasure(wrk: string, connections: number): Measure {
  const script = join(mkdtempSync(join(tmpdir(), "agency-wrk-")), "latency.lua");
  writeFileSync(script, LATENCY_SCRIPT);
  return async (url, path, headers, seconds) => {
    const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s", "-s", script];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    const { spawn } = await import("node:child_process");
    const child = spawn(wrk, [...args, `${url}${path}`], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    await new Promise((resolve) => child.once("exit", resolve));
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
    const p50 = milliseconds(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? "");
    const p99 = milliseconds(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? "");
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const errors = non2xx + (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0);
    if (!Number.isFinite(rps)) throw new Error(`wrk printed no result for ${path}:\n${out}`);
    return { requestsPerSecond: rps, p50Ms: p50, p99Ms: p99, errors, latencyUs: latencyHistogram(out) };
  };
}

/**
 * How many times a route's run on kept connections is measured in all when the machine stopped
 * during it (scripts/machine-gauge.ts): the last is judged even if it stopped again.
 */
export const KEPT_RUN_ATTEMPTS = 3;

/** Before each measurement: the first requests of a route compile its code paths (a render on first use). */
const WARM_UP_SECONDS = 2;

/**
 * The route and the baseline take turns in slices this long: the machine's speed changes for
 * seconds to minutes at a time (a shared host), and slices a second apart see the same machine.
 */
const SLICE_SECONDS = 1;

/**
 * A route's row: its p50, p99 and errors from one run of `seconds` on connections opened once (the
 * target: 50 connections); its rate from its slices, each on new connections, against the
 * baseline's between them.
 */
export interface SweepRow extends Measurement {
  path: string;
  /**
   * The p99 of the slices' answers together. Each slice opens its 50 connections anew, and
   * node:cluster hands a worker one new connection at a time (it sends the next when the worker
   * has acknowledged the last), so under load the first answer on a new connection waits for the
   * ones before it: this p99 includes that wait five times a route, nginx's has no such wait.
   */
  newConnectionsP99Ms: number;
  /** When its measurement started and ended (Date.now()), for the machine gauge. */
  from: number;
  to: number;
  /** The baseline's rate in the slices between the route's. */
  baselineRps: number;
  /** The baseline's p99 in those slices (all their answers together): a spike of the baseline's own is the machine's, not the route's. */
  baselineP99Ms: number;
  ratio: number;
  /** Runs on kept connections measured again because the machine (a core or all) stopped during them: their p99 and the stops. */
  stoppedRuns: { p99Ms: number; stops: MachineStop[] }[];
  /** The server's event loops during the run on kept connections; null when not watched. */
  loops: ServerLoops | null;
}

/**
 * The longest event-loop delays in the server during a run (scripts/event-loop-reports.ts): in its
 * workers counted in their CPU time (rendering, garbage collection: what a worker held itself) and by
 * the clock (waiting for a core added), and in the primary that hands them new connections.
 */
export interface ServerLoops {
  workersHeldMs: number;
  workersMaxMs: number;
  /** null when the server is one process. */
  primaryMaxMs: number | null;
}

/** "workers held 4.1 ms (9.8 by the clock), primary 2.0 ms", for the progress line and a failing route. */
export const describeLoops = (loops: ServerLoops | null): string =>
  !loops
    ? "event loops not watched"
    : `longest event-loop delay: workers held ${loops.workersHeldMs.toFixed(1)} ms (${loops.workersMaxMs.toFixed(1)} by the clock)${loops.primaryMaxMs === null ? "" : `, primary ${loops.primaryMaxMs.toFixed(1)} ms`}`;

export interface SweepResult {
  tool: string;
  /** Every slice of the baseline, in order. */
  baselines: Measurement[];
  /** The median of the baselines, for the header. */
  baselineRps: number;
  rows: SweepRow[];
}

/** The median of some values (the lower of the middle two when there is an even number). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** The latency (ms) below which `share` of the answers were, from latencies and their counts. */
function percentileMs(latencyUs: readonly (readonly [number, number])[], share: number): number {
  const sorted = [...latencyUs].sort(([a], [b]) => a - b);
  const total = sorted.reduce((n, [, count]) => n + count, 0);
  let seen = 0;
  for (const [value, count] of sorted) {
    seen += count;
    if (seen >= share * total) return value / 1000;
  }
  return NaN;
}

/**
 * Slices of equal length as one measurement: the mean rate, and the percentiles of all their
 * answers together (from wrk's latencies). A tool that gives no latencies gets the median p50
 * and the highest p99 (each slice has at most 1 % of its answers above its own p99, so at most
 * 1 % of all are above the highest: it bounds the p99 of the whole from above).
 */
export function combineSlices(slices: readonly Measurement[]): Measurement {
  const requestsPerSecond = slices.reduce((n, slice) => n + slice.requestsPerSecond, 0) / slices.length;
  const errors = slices.reduce((n, slice) => n + slice.errors, 0);
  if (slices.every((slice) => slice.latencyUs?.length)) {
    const latencyUs = slices.flatMap((slice) => slice.latencyUs!);
    return { requestsPerSecond, p50Ms: percentileMs(latencyUs, 0.5), p99Ms: percentileMs(latencyUs, 0.99), errors };
  }
  return { requestsPerSecond, p50Ms: median(slices.map((slice) => slice.p50Ms)), p99Ms: Math.max(...slices.map((slice) => slice.p99Ms)), errors };
}

/** A measurement without its latencies (thousands of entries), to keep or print. */
export const withoutLatencies = ({ latencyUs: _latencies, ...measurement }: Measurement): Measurement => measurement;

/** "measured again: the machine stopped 100 ms on core 1 in a run at p99 30.0 ms", once per stopped run, for the progress line and the table. */
export const describeStoppedRuns = (runs: SweepRow["stoppedRuns"]): string[] =>
  runs.map((run) => `measured again: the machine stopped ${describeStops(run.stops)} in a run at p99 ${run.p99Ms.toFixed(1)} ms`);

/** A slice of the baseline and the route's slice just after it, with their `Date.now()` start and end. */
export interface SlicePair {
  path: string;
  baselineFrom: number;
  routeFrom: number;
  to: number;
  baseline: Measurement;
  route: Measurement;
}

/**
 * Every route after a 2 s warm-up, for `seconds` in one-second slices, each slice just after a
 * slice of the baseline: the route's ratio is its rate over the baseline's in the slices between
 * its own. Compared with baselines measured minutes apart (one for the whole sweep, later one
 * every eight routes), a slow stretch of the machine between two of them failed the routes
 * measured in it: fifteen neighbouring routes at 0.44–0.50 in one run, 26 spread over the sweep
 * in another. Compared with the baseline measured for 3 s just before and after each route, a
 * slowdown that ended between a route and the baseline after it still did: six routes in a row
 * at 18,500 req/s while the baselines around them read 33,000–35,000, the next route at 25,200
 * when the machine had recovered (0.47 of a baseline that had recovered first).
 *
 * Its latencies come from one run of `seconds` before the slices, on 50 connections kept open as
 * the deployment's proxy keeps its own to the server. Taken from the slices, they counted the
 * wait of 250 new connections a route (see `newConnectionsP99Ms`), which wrk's correction for
 * answers it could not send while waiting multiplies: one slice in fourteen went over 20 ms.
 */
export async function sweepPublicRoutes(options: {
  serverUrl: string;
  baselineUrl: string;
  paths: string[];
  headers: Record<string, string>;
  seconds: number;
  measure: Measure;
  tool: string;
  /** Each pair of slices as it ends, with when it started (for lining up with other records of the machine). */
  onSlices?: (pair: SlicePair) => void;
  /** Stops of the machine (a core or all) between two Date.now() instants (MachineGauge.stopsBetween). */
  machineStops?: (from: number, to: number) => MachineStop[];
  /** The server's event loops since the previous call (which starts the next window); null when they did not answer. */
  serverLoops?: () => Promise<ServerLoops | null>;
}): Promise<SweepResult> {
  const { measure, headers } = options;
  const slices = Math.max(1, Math.round(options.seconds / SLICE_SECONDS));
  const baselines: Measurement[] = [];
  const rows: SweepRow[] = [];
  await measure(options.baselineUrl, "/", headers, WARM_UP_SECONDS);
  for (const [i, path] of options.paths.entries()) {
    await measure(options.serverUrl, path, headers, WARM_UP_SECONDS);
    const from = Date.now();
    // A stop of the machine is the host's, not the server's: that run is printed and measured again.
    const stoppedRuns: SweepRow["stoppedRuns"] = [];
    let kept: Measurement;
    let loops: ServerLoops | null;
    for (;;) {
      await options.serverLoops?.();
      const keptFrom = Date.now();
      kept = await measure(options.serverUrl, path, headers, options.seconds);
      loops = (await options.serverLoops?.()) ?? null;
      const stops = options.machineStops?.(keptFrom, Date.now()) ?? [];
      if (!stops.length || stoppedRuns.length + 1 >= KEPT_RUN_ATTEMPTS) break;
      stoppedRuns.push({ p99Ms: kept.p99Ms, stops });
    }
    const routeSlices: Measurement[] = [];
    const baselineSlices: Measurement[] = [];
    for (let slice = 0; slice < slices; slice++) {
      const baselineFrom = Date.now();
      const baseline = await measure(options.baselineUrl, "/", headers, SLICE_SECONDS);
      const routeFrom = Date.now();
      const route = await measure(options.serverUrl, path, headers, SLICE_SECONDS);
      baselineSlices.push(baseline);
      routeSlices.push(route);
      options.onSlices?.({ path, baselineFrom, routeFrom, to: Date.now(), baseline, route });
    }
    const to = Date.now();
    // Kept for the header without their latencies (thousands each).
    baselines.push(...baselineSlices.map(withoutLatencies));
    const sliced = combineSlices(routeSlices);
    const around = combineSlices(baselineSlices);
    const row: SweepRow = {
      path,
      requestsPerSecond: sliced.requestsPerSecond,
      p50Ms: kept.p50Ms,
      p99Ms: kept.p99Ms,
      errors: kept.errors + sliced.errors,
      newConnectionsP99Ms: sliced.p99Ms,
      from,
      to,
      baselineRps: around.requestsPerSecond,
      baselineP99Ms: around.p99Ms,
      ratio: sliced.requestsPerSecond / around.requestsPerSecond,
      stoppedRuns,
      loops,
    };
    rows.push(row);
    // Each slice's p99 beside the whole's: whether a tail came from one moment or from all of them.
    const sliceP99s = routeSlices.map((slice) => slice.p99Ms.toFixed(1)).join(" ");
    const again = describeStoppedRuns(stoppedRuns).map((text) => ` (${text})`).join("");
    process.stdout.write(`  sweep ${i + 1}/${options.paths.length}: ${path}: p99 ${row.p99Ms.toFixed(1)} ms${again}, ${describeLoops(loops)}; slices ${row.requestsPerSecond.toFixed(0)} req/s, ${row.ratio.toFixed(3)} of the baseline between them, p99 ${sliced.p99Ms.toFixed(1)} ms (each ${sliceP99s})\n`);
  }
  return { tool: options.tool, baselines, baselineRps: median(baselines.map((b) => b.requestsPerSecond)), rows };
}

interface FreshnessOptions {
  firstUrl: string;
  secondUrl: string;
  cookie: string;
  rounds: number;
  runId: string;
}

/** Saves a post through the first instance's blog manager form, as an admin. */
async function savePostThroughFirst(options: FreshnessOptions, fields: Record<string, string>): Promise<void> {
  const saved = await fetch(`${options.firstUrl}/blog-manager`, {
    method: "POST",
    body: new URLSearchParams({ excerpt: "", featured_image: "", tags: "", ...fields }),
    headers: { cookie: options.cookie, origin: options.firstUrl },
    redirect: "manual",
  });
  if (saved.status !== 303) throw new Error(`saving ${fields.slug} (${fields.intent}) answered ${saved.status}`);
}

const listedOnSecond = async (options: FreshnessOptions, slug: string) => (await (await fetch(`${options.secondUrl}/blog`)).text()).includes(slug);

/** Asks the second instance for /blog every 10 ms until the post is listed; gives up 10 s after `from`. */
async function waitUntilListed(options: FreshnessOptions, slug: string, from: number): Promise<void> {
  while (!(await listedOnSecond(options, slug))) {
    if (Date.now() - from > 10_000) throw new Error(`${slug} not listed on the second instance 10 s after ${new Date(from).toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Publishes a post through the first instance and waits for the second to list it;
 * milliseconds from the publish's answer to the first listing, once per round.
 */
export async function checkFreshness(options: FreshnessOptions): Promise<number[]> {
  const times: number[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const slug = `bench-fresh-${options.runId}-${round}`;
    // The second instance holds /blog in memory before the publish.
    if (await listedOnSecond(options, slug)) throw new Error(`${slug} is listed before it is published`);
    await savePostThroughFirst(options, { title: `Fresh ${round}`, slug, content: "Published by npm run bench.", intent: "publish" });
    const started = Date.now();
    await waitUntilListed(options, slug, started);
    times.push(Date.now() - started);
  }
  return times;
}

/**
 * Schedules a post through the first instance for the next whole minute at least `leadSeconds`
 * ahead (the editor's time field has minutes) and waits for the second to list it; milliseconds
 * from the scheduled time to the first listing, once per round. The scheduled publisher of
 * either instance puts it live; the second must notice either way.
 */
export async function checkScheduledFreshness(options: FreshnessOptions & { leadSeconds?: number }): Promise<number[]> {
  const times: number[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const slug = `bench-scheduled-${options.runId}-${round}`;
    const goLive = new Date(Math.ceil((Date.now() + (options.leadSeconds ?? 10) * 1000) / 60_000) * 60_000);
    await savePostThroughFirst(options, {
      title: `Scheduled ${round}`, slug, content: "Scheduled by npm run bench.",
      intent: "schedule", schedule_date: lasVegasDate(goLive), schedule_time: lasVegasTime(goLive),
    });
    if (await listedOnSecond(options, slug)) throw new Error(`${slug} is listed before its time`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, goLive.getTime() - Date.now() - 500)));
    await waitUntilListed(options, slug, goLive.getTime());
    times.push(Date.now() - goLive.getTime());
  }
  return times;
}

/** Requests each path once, `concurrency` at a time: every post and list page rendered and offered to memory. */
export async function loadPublicCopies(url: string, paths: string[], concurrency = 8): Promise<{ ok: number; failed: number; seconds: number }> {
  const started = performance.now();
  let next = 0;
  let ok = 0;
  let failed = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const response = await fetch(`${url}${path}`, { headers: { "accept-encoding": "br, gzip" } });
      await response.arrayBuffer();
      if (response.status === 200) ok += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ok, failed, seconds: (performance.now() - started) / 1000 };
}

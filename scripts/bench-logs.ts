/**
 * `npm run bench:logs`: what a log reader that stops reading costs the production server.
 *
 * Starts the built server as production runs it (server/production-runtime.ts, LOG_LEVEL=info,
 * so every request writes a line) twice on a fresh SQLite database: once with stdout on
 * /dev/null, once with stdout on a pipe (a FIFO) whose reader never reads. Each time it drives
 * the home page with wrk (2 threads) when installed, otherwise autocannon, LOGS_CONNECTIONS (50)
 * connections on loopback for LOGS_SECONDS (20), then prints the server's resident memory before
 * and after (and its peak, VmHWM), the throughput, whether it still answers /healthz within 5 s,
 * and how long its graceful shutdown took (it waits up to 2 s for the log's reader).
 * A figure, not a test: nothing here passes or fails, except a server that dies or logs errors.
 *
 * Builds into .tmp/bench-build (BENCH_REUSE_BUILD=1 reuses it); LOGS_BUILD_DIR runs another
 * build folder as it is (a build of an earlier commit, to compare).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { closeSync, constants, mkdtempSync, openSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PRODUCTION_MALLOC_ENV, PRODUCTION_NODE_FLAGS, serverEntry } from "../server/production-runtime.ts";
import { findWrk, wrkMeasure, type Measure } from "./bench-public-pages.ts";
import { buildOnce, freePort, localServerEnv, memoryOf, waitForHttp } from "./local-process.ts";

const seconds = Number(process.env.LOGS_SECONDS ?? 20);
const connections = Number(process.env.LOGS_CONNECTIONS ?? 50);
const PATH = "/";
const HEADERS = { "accept-encoding": "br, gzip, deflate", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
/** How long a graceful shutdown may take before the server is killed (its own limit is 10 s for requests, 2 s for the log). */
const STOP_LIMIT_MS = 20_000;

// autocannon (CommonJS, no bundled types): the few parts used here
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; timeout?: number; requests: Array<{ method: string; path: string; headers: Record<string, string> }> }) => Promise<AutocannonResult>;

const autocannonMeasure: Measure = async (url, path, headers, duration) => {
  const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
  const result = await autocannon({ url, connections, duration, timeout: 10, requests: [{ method: "GET", path, headers }] });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
};

type Output = "/dev/null" | "pipe nobody reads";

interface Run {
  output: Output;
  rssBeforeMb: number;
  rssAfterMb: number;
  peakMb: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  answersAfter: boolean;
  stopSeconds: number | "killed";
}

/** An open FIFO: its read end held and never read, its write end for the server's stdout. */
function stalledPipe(dir: string): { writeFd: number; close(): void } {
  const path = join(dir, "stdout.fifo");
  execFileSync("mkfifo", [path]);
  const readFd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeFd = openSync(path, constants.O_WRONLY);
  return { writeFd, close: () => [readFd, writeFd].forEach((fd) => closeSync(fd)) };
}

async function stop(child: ChildProcess): Promise<number | "killed"> {
  const started = performance.now();
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const limit = AbortSignal.timeout(STOP_LIMIT_MS);
  try {
    await Promise.race([exited, once(limit, "abort").then(() => Promise.reject(new Error("stop limit")))]);
    return (performance.now() - started) / 1000;
  } catch {
    child.kill("SIGKILL");
    await exited;
    return "killed";
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

async function runWith(buildDir: string, output: Output, measure: Measure, problems: string[]): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), "agency-logs-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const pipe = output === "/dev/null" ? undefined : stalledPipe(dir);
  const stdoutFd = pipe?.writeFd ?? openSync("/dev/null", "w");
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, serverEntry(buildDir)], {
    env: { ...process.env, ...PRODUCTION_MALLOC_ENV, ...localServerEnv({ buildDir, dir, port }), LOG_LEVEL: "info", SMTP_URL: "" },
    stdio: ["ignore", stdoutFd, "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  try {
    await waitForHttp(`${url}/healthz`, child, () => stderr);
    // A short warm-up, so "before" is the server after its first renders, not an idle one.
    await measure(url, PATH, HEADERS, 2);
    const before = memoryOf(child.pid!);
    const measured = await measure(url, PATH, HEADERS, seconds);
    const after = memoryOf(child.pid!);
    const answersAfter = await answers(url);
    const stopSeconds = await stop(child);
    if (/"level":"error"/.test(stderr)) problems.push(`${output}: the server logged errors:\n${stderr}`);
    return {
      output,
      rssBeforeMb: before.rssMb,
      rssAfterMb: after.rssMb,
      peakMb: after.peakMb,
      requestsPerSecond: measured.requestsPerSecond,
      p99Ms: measured.p99Ms,
      errors: measured.errors,
      answersAfter,
      stopSeconds,
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    if (pipe) pipe.close();
    else closeSync(stdoutFd);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const buildDir = resolve(process.env.LOGS_BUILD_DIR ?? ".tmp/bench-build");
  if (!process.env.LOGS_BUILD_DIR) buildOnce(buildDir, process.env.BENCH_REUSE_BUILD === "1", "bench:logs");
  const wrk = findWrk();
  const measure = wrk ? wrkMeasure(wrk, connections) : autocannonMeasure;
  console.log(`bench:logs: ${buildDir}, GET ${PATH} with ${wrk ? "wrk (2 threads)" : "autocannon"}, ${connections} connections, ${seconds} s, LOG_LEVEL=info`);
  const problems: string[] = [];
  const runs: Run[] = [];
  for (const output of ["/dev/null", "pipe nobody reads"] as const) runs.push(await runWith(buildDir, output, measure, problems));

  const mb = (n: number) => `${n.toFixed(0)} MB`.padStart(7);
  console.log(`\n${"stdout".padEnd(18)} ${"RSS before".padStart(10)} ${"after".padStart(7)} ${"peak".padStart(7)} ${"req/s".padStart(8)} ${"p99".padStart(8)} ${"errors".padStart(7)}  answers after  stopped in`);
  for (const run of runs) {
    const stopped = run.stopSeconds === "killed" ? `killed after ${STOP_LIMIT_MS / 1000} s` : `${run.stopSeconds.toFixed(1)} s`;
    console.log(
      `${run.output.padEnd(18)} ${mb(run.rssBeforeMb).padStart(10)} ${mb(run.rssAfterMb)} ${mb(run.peakMb)} ${run.requestsPerSecond.toFixed(0).padStart(8)} ${`${run.p99Ms.toFixed(1)} ms`.padStart(8)} ${String(run.errors).padStart(7)}  ${(run.answersAfter ? "yes" : "NO").padEnd(13)}  ${stopped}`,
    );
  }
  for (const problem of problems) console.error(`bench:logs: FAIL ${problem}`);
  return problems.length ? 1 : 0;
}

process.exit(await main());

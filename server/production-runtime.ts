/**
 * How the production server process is started: one place for the entry file, Node's
 * flags and the C library's memory settings. `npm run serve`, docs/deploy.md's systemd
 * unit, the browser tests, `npm run bench` and `npm run audit` all start it this way
 * (server/production-runtime.test.ts checks package.json and the guide against it).
 *
 * Measured with `npm run bench` (50 connections on every route, 2 cores): with Node's
 * defaults the resident size reached 400-500 MB, most of it heap garbage and freed native
 * memory not yet returned; with these settings it peaks around 240 MB at the same throughput.
 */
import { join } from "node:path";

/** The server bundle `npm run build` writes (vite.server.config.ts), inside a build folder. */
export function serverEntry(buildDir: string): string {
  return join(buildDir, "runtime", "main.js");
}

export const PRODUCTION_NODE_FLAGS = [
  // V8's young generation grows to 3 × 64 MB on a large machine; 8 MB semi-spaces cost no
  // measurable throughput (4 MB did: more objects survived into the old generation).
  "--max-semi-space-size=8",
  // The live heap is about 50 MB (75 MB at 50 concurrent requests); without a limit V8 let
  // garbage pile up to 200 MB before collecting it, holding the native buffers it owns too.
  // Raise it for an instance that serves far more at once.
  "--max-old-space-size=128",
  // A full collection starts when the old generation reaches its live size times a growing
  // factor that V8 picked at about 1.4 here: with a live heap of 50–60 MB, one every 40 staff
  // pages under load, each marking the whole heap on V8's helper threads. A factor of 2 halves
  // them (2.6 → 1.4 per 100 requests) and cut about 1 ms of CPU a page (10 connections,
  // 100,000 submissions), the resident peak unchanged within the run-to-run spread.
  "--heap-growing-percent=100",
  // V8's memory reducer collects and compacts the whole heap when a process looks idle, and,
  // as a watchdog, 100 s after the last full collection whatever the load. Under steady load
  // (full collections are rare with the factor above) that watchdog fired every ~106 s in each
  // worker, stopping it for 47–66 ms each time on the 2-core machine (`--trace-gc`, "Mark-Compact
  // (reduce)"): the largest pauses the workers had, and the p99 of every page served in them.
  // Without it the heap is still collected as it fills, within the limit above.
  "--no-memory-reducer",
];

export const PRODUCTION_MALLOC_ENV: Readonly<Record<string, string>> = {
  // glibc gives each thread (libuv pool, V8 helpers) its own 64 MB arena; two are enough here.
  MALLOC_ARENA_MAX: "2",
  // Fixed thresholds: the adaptive mmap threshold kept freed buffers, so memory crept up run after run.
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_TRIM_THRESHOLD_: "131072",
};

/**
 * How fast the machine itself runs while a bench measures the server: a worker thread does the
 * same piece of work every half second and records the CPU time it took. On the shared hosts the
 * benches run on (a VM whose hypervisor reports no stolen time), that time rose 1.7–1.8 times
 * for stretches of seconds to minutes while the bench's own load stayed the same, and every
 * process on the machine, the load generator included, slowed with it: a figure measured in such
 * a stretch measures the host. The benches print the gauge beside their figures, ×1.00 being the
 * machine at its fastest in the run (the tenth percentile of all samples).
 *
 * It also watches for the machine stopping altogether: the same hosts stopped the whole VM for
 * about 104 ms every few minutes (seen by a thread at real-time priority, which nothing inside
 * the machine can hold back). One such stop in a 5 s run at 50 connections makes its p99 30 ms
 * or more (wrk adds the requests the stalled connections could not send), whatever the server does.
 */
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";

const SAMPLE_EVERY_MS = 500;

// Plain JavaScript run by the worker (eval): a fixed chain of hashes, timed in the thread's own CPU time.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { createHash } = require("node:crypto");
const block = Buffer.alloc(4096, 1);
setInterval(() => {
  const before = process.threadCpuUsage();
  let digest = block;
  for (let i = 0; i < 1500; i++) digest = createHash("sha256").update(digest).update(block).digest();
  const used = process.threadCpuUsage(before);
  parentPort.postMessage([Date.now(), (used.user + used.system) / 1000]);
}, ${SAMPLE_EVERY_MS});
`;

/** How long the watch sleeps between looks, and the unexplained time that counts as a stop. */
const WATCH_SLEEP_MS = 5;
export const STOP_MS = 50;

/**
 * Plain JavaScript run by a second worker: it sleeps 5 ms at a time and reads its own thread's
 * scheduler record (/proc/thread-self/schedstat: time on a core, time waiting for one). A wake-up
 * late by more than it ran or waited for a core means the kernel itself did not run: the machine
 * stopped. A busy machine only adds waiting time, which is subtracted, so it is never taken for a stop.
 * A stop that falls while the thread waits for a core counts as waiting and is missed: at normal
 * priority, under the sweep's load, it saw one of the five stops a real-time watcher saw in one
 * bench. So the thread asks for the highest priority (nice -20, allowed to root or with
 * CAP_SYS_NICE; Linux sets it per thread), which wakes it ahead of the load, and says whether it got it.
 */
const STOP_WATCH_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
let raised = true;
try { require("node:os").setPriority(0, -20); } catch { raised = false; }
parentPort.postMessage(raised);
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const read = () => readFileSync("/proc/thread-self/schedstat", "utf8").split(" ").map((n) => Number(n) / 1e6);
let [ranMs, waitedMs] = read();
let at = performance.now();
for (;;) {
  Atomics.wait(sleeper, 0, 0, ${WATCH_SLEEP_MS});
  const now = performance.now();
  const [ran, waited] = read();
  const unexplained = now - at - ${WATCH_SLEEP_MS} - (ran - ranMs) - (waited - waitedMs);
  if (unexplained > ${STOP_MS}) parentPort.postMessage([performance.timeOrigin + at, unexplained]);
  [ranMs, waitedMs, at] = [ran, waited, now];
}
`;

/** A stop of the whole machine: when it began (Date.now() time) and how long it lasted. */
export interface MachineStop {
  at: number;
  ms: number;
}

/** The stops that overlap the span from `from` to `to`. */
export const stopsBetween = (stops: readonly MachineStop[], from: number, to: number): MachineStop[] => stops.filter((stop) => stop.at < to && stop.at + stop.ms > from);

/** "104 ms, 52 ms": stops' lengths (ms), in order. */
export const stopLengths = (stopsMs: readonly number[]) => stopsMs.map((ms) => `${ms.toFixed(0)} ms`).join(", ");

/** The line a bench ends with: every stop it saw, and how it watched; null where it could not watch. */
export function stopsSummary(gauge: MachineGauge, from: number, to: number, what: string): string | null {
  const stops = gauge.stopsBetween(from, to);
  if (!stops) return null;
  return `The whole machine stopped for over ${STOP_MS} ms ${stops.length} time(s) in ${what}${stops.length ? `: ${stopLengths(stops.map((stop) => stop.ms))}` : ""} (watched at ${gauge.stopWatch()})`;
}

export interface MachineGauge {
  /**
   * The median time of the samples taken between two `Date.now()` instants, divided by the run's
   * fastest (its tenth percentile so far): 1.0 for the machine at full speed. NaN without samples.
   */
  slowdown(from: number, to: number): number;
  /** Stops of the whole machine between two `Date.now()` instants; undefined where it cannot watch (no /proc/thread-self/schedstat). */
  stopsBetween(from: number, to: number): MachineStop[] | undefined;
  /** How the stop watch runs: at the highest priority, at the normal one (it misses stops that fall while it waits for a core), or not at all. */
  stopWatch(): "highest priority" | "normal priority" | "none";
  stop(): Promise<void>;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
}

export function startMachineGauge(): MachineGauge {
  const samples: [at: number, ms: number][] = [];
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  worker.unref();
  worker.on("message", (sample: [number, number]) => samples.push(sample));
  const stops: MachineStop[] = [];
  const watch = existsSync("/proc/thread-self/schedstat") ? new Worker(STOP_WATCH_SOURCE, { eval: true }) : undefined;
  watch?.unref();
  let raised: boolean | undefined;
  watch?.on("message", (message: boolean | [number, number]) => {
    if (typeof message === "boolean") raised = message;
    else stops.push({ at: message[0], ms: message[1] });
  });
  return {
    slowdown(from, to) {
      const fastest = percentile(samples.map(([, ms]) => ms).sort((a, b) => a - b), 0.1);
      const during = samples.filter(([at]) => at >= from && at <= to).map(([, ms]) => ms).sort((a, b) => a - b);
      return percentile(during, 0.5) / fastest;
    },
    stopsBetween: (from, to) => (watch ? stopsBetween(stops, from, to) : undefined),
    stopWatch: () => (!watch ? "none" : raised ? "highest priority" : "normal priority"),
    stop: async () => {
      await Promise.all([worker.terminate(), watch?.terminate()]);
    },
  };
}

/** "×1.42", or "-" without samples. */
export const formatSlowdown = (factor: number) => (Number.isFinite(factor) ? `×${factor.toFixed(2)}` : "-");

/**
 * How fast the machine itself runs while a bench measures the server: a worker thread does the
 * same piece of work every half second and records the CPU time it took. On the shared hosts the
 * benches run on (a VM whose hypervisor reports no stolen time), that time rose 1.7–1.8 times
 * for stretches of seconds to minutes while the bench's own load stayed the same, and every
 * process on the machine, the load generator included, slowed with it: a figure measured in such
 * a stretch measures the host. The benches print the gauge beside their figures, ×1.00 being the
 * machine at its fastest in the run (the tenth percentile of all samples).
 *
 * It also watches for the machine stopping: the same hosts stopped one of the VM's cores for about
 * 100 ms every few minutes (seen by a watcher at real-time priority, which nothing inside the
 * machine can hold back, pinned to that core; one pinned to the other core saw nothing meanwhile).
 * The processes waiting on that core wait with it: a server worker's event loop, or the primary's,
 * fell about 100 ms behind the clock while holding the CPU for 6 ms at most. One such stop in a 5 s
 * run at 50 connections makes its p99 25 ms or more (wrk adds the requests the stalled
 * connections could not send), whatever the server does. So there is one watcher per core.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import type { Socket } from "node:net";
import { createInterface } from "node:readline";
import { Worker } from "node:worker_threads";
import { commandPath } from "./local-process.ts";

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
 * Plain JavaScript run by a watcher process, one per core (pinned with taskset where it exists): it
 * sleeps 5 ms at a time and reads its own thread's scheduler record (/proc/thread-self/schedstat:
 * time on a core, time waiting for one). A wake-up late by more than it ran or waited for a core
 * means the kernel itself did not run on that core: the core stopped. A busy machine only adds
 * waiting time, which is subtracted, so it is never taken for a stop. A stop that falls while the
 * watcher waits for a core counts as waiting and is missed: at normal priority, under the sweep's
 * load, it saw one of the five stops a real-time watcher saw in one bench. So it asks for the
 * highest priority (nice -20, allowed to root or with CAP_SYS_NICE), which wakes it ahead of the
 * load, and says whether it got it. It writes a JSON line per stop (a pipe's writes are synchronous
 * on Linux: no event loop needed) and ends when the bench that started it is gone.
 */
const STOP_WATCH_SOURCE = `
const { readFileSync } = require("node:fs");
let raised = true;
try { require("node:os").setPriority(0, -20); } catch { raised = false; }
process.stdout.write(JSON.stringify({ raised }) + "\\n");
// The bench's pid, written in: one that died before this process started must not be read as its parent.
const bench = ${process.pid};
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const read = () => readFileSync("/proc/thread-self/schedstat", "utf8").split(" ").map((n) => Number(n) / 1e6);
let [ranMs, waitedMs] = read();
let at = performance.now();
for (;;) {
  Atomics.wait(sleeper, 0, 0, ${WATCH_SLEEP_MS});
  if (process.ppid !== bench) process.exit(0);
  const now = performance.now();
  const [ran, waited] = read();
  const unexplained = now - at - ${WATCH_SLEEP_MS} - (ran - ranMs) - (waited - waitedMs);
  if (unexplained > ${STOP_MS}) process.stdout.write(JSON.stringify({ at: performance.timeOrigin + at, ms: unexplained }) + "\\n");
  [ranMs, waitedMs, at] = [ran, waited, now];
}
`;

/** The cores this process may run on, from a Linux cpu list ("0-3,6"); empty when it cannot be read. */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.trim().split(",")) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) return [];
    const first = Number(match[1]);
    const last = Number(match[2] ?? match[1]);
    for (let cpu = first; cpu <= last; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/** The cores to watch, one watcher pinned to each; null where they cannot be pinned (no taskset, no /proc cpu list). */
export function coresToPin(): number[] | null {
  if (!commandPath("taskset")) return null;
  try {
    const list = /^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? "";
    const cpus = parseCpuList(list);
    return cpus.length ? cpus : null;
  } catch {
    return null;
  }
}

/** A stop of the machine: when it began (Date.now() time), how long it lasted, and the core seen stopping (null: the watcher was not pinned). */
export interface MachineStop {
  at: number;
  ms: number;
  cpu: number | null;
}

/** The stops that overlap the span from `from` to `to`. */
export const stopsBetween = (stops: readonly MachineStop[], from: number, to: number): MachineStop[] => stops.filter((stop) => stop.at < to && stop.at + stop.ms > from);

/** "100 ms on core 1, 52 ms": stops' lengths and the cores they were seen on, in order. */
export const describeStops = (stops: readonly MachineStop[]) => stops.map((stop) => `${stop.ms.toFixed(0)} ms${stop.cpu === null ? "" : ` on core ${stop.cpu}`}`).join(", ");

/** The line a bench ends with: every stop it saw, and how it watched; null where it could not watch. */
export function stopsSummary(gauge: MachineGauge, from: number, to: number, what: string): string | null {
  const stops = gauge.stopsBetween(from, to);
  if (!stops) return null;
  return `The machine stopped for over ${STOP_MS} ms ${stops.length} time(s) in ${what}${stops.length ? `: ${describeStops(stops)}` : ""} (watched ${gauge.stopWatch()})`;
}

export interface MachineGauge {
  /**
   * The median time of the samples taken between two `Date.now()` instants, divided by the run's
   * fastest (its tenth percentile so far): 1.0 for the machine at full speed. NaN without samples.
   */
  slowdown(from: number, to: number): number;
  /** Stops of the machine (of one core or all) between two `Date.now()` instants; undefined where it cannot watch (no /proc/thread-self/schedstat). */
  stopsBetween(from: number, to: number): MachineStop[] | undefined;
  /**
   * How the stops are watched: "on each of the 2 cores at the highest priority", with an unpinned
   * watcher "on any core" (it sees a stop of the core it happens to be on), at the normal priority
   * (it misses stops that fall while it waits for a core), or null: not at all.
   */
  stopWatch(): string | null;
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
  const watchers = existsSync("/proc/thread-self/schedstat") ? startStopWatchers(stops) : null;
  return {
    slowdown(from, to) {
      const fastest = percentile(samples.map(([, ms]) => ms).sort((a, b) => a - b), 0.1);
      const during = samples.filter(([at]) => at >= from && at <= to).map(([, ms]) => ms).sort((a, b) => a - b);
      return percentile(during, 0.5) / fastest;
    },
    stopsBetween: (from, to) => (watchers ? stopsBetween(stops, from, to) : undefined),
    stopWatch: () => watchers?.describe() ?? null,
    stop: async () => {
      watchers?.stop();
      await worker.terminate();
    },
  };
}

/** "×1.42", or "-" without samples. */
export const formatSlowdown = (factor: number) => (Number.isFinite(factor) ? `×${factor.toFixed(2)}` : "-");

/** One watcher process per core (pinned where possible, else one on any core), adding what they see to `stops`. */
function startStopWatchers(stops: MachineStop[]): { describe(): string; stop(): void } {
  const cores = coresToPin();
  const children: ChildProcess[] = [];
  const raised: boolean[] = [];
  for (const cpu of cores ?? [null]) {
    const command = cpu === null ? [process.execPath, "-e", STOP_WATCH_SOURCE] : ["taskset", "-c", String(cpu), process.execPath, "-e", STOP_WATCH_SOURCE];
    const child = spawn(command[0]!, command.slice(1), { stdio: ["ignore", "pipe", "ignore"] });
    child.unref();
    child.on("error", () => {}); // a watcher that cannot start leaves its core unwatched
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const message = JSON.parse(line) as { raised: boolean } | { at: number; ms: number };
      if ("raised" in message) raised.push(message.raised);
      else stops.push({ at: message.at, ms: message.ms, cpu });
    });
    (child.stdout as Socket).unref();
    children.push(child);
  }
  const priority = () => (raised.length && raised.every(Boolean) ? "at the highest priority" : "at the normal priority");
  // A watcher says first whether it got its priority: the ones that said so are running.
  const where = () => (!cores ? "on any core" : raised.length === cores.length ? `on each of the ${cores.length} cores` : `on ${raised.length} of the ${cores.length} cores`);
  return {
    describe: () => `${where()} ${priority()}`,
    stop: () => children.forEach((child) => child.kill()),
  };
}

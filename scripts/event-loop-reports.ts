/**
 * Reads scripts/event-loop-probe.mjs from the benches: the probe is preloaded into a measured
 * server (`probeFlags`, and a reader's `env` added to the server's), and `read()` asks each of its
 * processes (the cluster's primary and its workers) for the longest event-loop delays since the
 * previous read.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { processTree } from "./local-process.ts";

const PROBE_URL = pathToFileURL(resolve("scripts/event-loop-probe.mjs")).href;

/** The Node flags that load the probe into a server (and, through process.execArgv, its workers). */
export const probeFlags = ["--import", PROBE_URL];

export interface LoopDelay {
  /** The longest event-loop delay by the clock (ms). */
  maxMs: number;
  /** The same counted in the main thread's CPU time: without the time the process waited for a core. */
  heldMs: number;
}

export interface LoopReader {
  /** The environment that names the probe's report files (add it to the server's). */
  env: Record<string, string>;
  /**
   * The longest delays in each process of the server whose top process is `rootPid`, since the
   * previous read (which starts the next window); null when a process did not answer within 15 s
   * (it died or stopped).
   */
  read(rootPid: number): Promise<Map<number, LoopDelay> | null>;
  /** Forgets the processes seen so far: for a server started again. */
  reset(): void;
}

/** A reader whose reports are written to files named `${path}.<pid>`. */
export function loopReader(path: string): LoopReader {
  let sequences = new Map<number, number>();
  return {
    env: { BENCH_EVENT_LOOP_REPORT: path },
    reset: () => void (sequences = new Map()),
    async read(rootPid) {
      const pids = processTree(rootPid);
      try {
        for (const pid of pids) process.kill(pid, "SIGUSR2");
      } catch {
        return null;
      }
      const delays = new Map<number, LoopDelay>();
      const deadline = Date.now() + 15_000;
      for (const pid of pids) {
        const before = sequences.get(pid) ?? 0;
        for (;;) {
          if (Date.now() > deadline) return null;
          try {
            const report = JSON.parse(readFileSync(`${path}.${pid}`, "utf8")) as LoopDelay & { sequence: number };
            if (report.sequence > before) {
              sequences.set(pid, report.sequence);
              delays.set(pid, { maxMs: report.maxMs, heldMs: report.heldMs });
              break;
            }
          } catch {
            // not written yet
          }
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      return delays;
    },
  };
}

/** The worst of several processes' delays. */
export const worstDelay = (delays: Iterable<LoopDelay>): LoopDelay => {
  const worst = { maxMs: 0, heldMs: 0 };
  for (const delay of delays) {
    worst.maxMs = Math.max(worst.maxMs, delay.maxMs);
    worst.heldMs = Math.max(worst.heldMs, delay.heldMs);
  }
  return worst;
};

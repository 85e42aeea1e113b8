/**
 * Preloaded into the measured server by `npm run bench:growth` and `npm run bench` only
 * (`node --import`, scripts/event-loop-reports.ts reads it), so the production code stays as it is: watches the server's event loop from inside and, on
 * each SIGUSR2, writes what it saw since the previous signal to the file named by
 * BENCH_EVENT_LOOP_REPORT with ".<pid>" added (a cluster's workers each load it and write their
 * own), then starts over:
 *
 * - maxMs: the longest event-loop delay (perf_hooks.monitorEventLoopDelay), by the clock;
 * - heldMs: the longest delay counted in the main thread's own CPU time. On a machine
 *   shared with other work the clock also counts time the process waited for a core;
 *   this counts only the time the loop was really held (JavaScript, rendering, synchronous
 *   SQLite, garbage collection on the main thread).
 *
 * Plain JavaScript, so it loads beside the bundle without any TypeScript handling.
 */
import { renameSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const path = process.env.BENCH_EVENT_LOOP_REPORT && `${process.env.BENCH_EVENT_LOOP_REPORT}.${process.pid}`;
if (path) {
  // A timer every 5 ms: a stall is seen to within 5 ms, well below the 50 ms judged.
  const intervalMs = 5;
  const histogram = monitorEventLoopDelay({ resolution: intervalMs });
  histogram.enable();
  // The histogram holds whole intervals between the timer's runs (an idle loop reads 5 ms): the delay is what exceeds the interval asked for.
  const delayMs = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - intervalMs);

  let heldMs = 0;
  let lastWall = performance.now();
  let lastCpu = process.threadCpuUsage();
  setInterval(() => {
    const wall = performance.now();
    const cpu = process.threadCpuUsage();
    const lateMs = wall - lastWall - intervalMs;
    const cpuMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    heldMs = Math.max(heldMs, Math.min(lateMs, cpuMs));
    lastWall = wall;
    lastCpu = cpu;
  }, intervalMs).unref();

  let sequence = 0;
  process.on("SIGUSR2", () => {
    sequence += 1;
    const report = { sequence, maxMs: delayMs(histogram.max), heldMs, p99Ms: delayMs(histogram.percentile(99)), samples: histogram.count };
    histogram.reset();
    heldMs = 0;
    // Written whole, then renamed: the bench never reads half a report.
    writeFileSync(`${path}.tmp`, JSON.stringify(report));
    renameSync(`${path}.tmp`, path);
  });
}

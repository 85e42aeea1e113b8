/**
 * How fast the machine itself runs while a bench measures the server: a worker thread does the
 * same piece of work every half second and records the CPU time it took. On the shared hosts the
 * benches run on (a VM whose hypervisor reports no stolen time), that time rose 1.7–1.8 times
 * for stretches of seconds to minutes while the bench's own load stayed the same, and every
 * process on the machine, the load generator included, slowed with it: a figure measured in such
 * a stretch measures the host. The benches print the gauge beside their figures, ×1.00 being the
 * machine at its fastest in the run (the tenth percentile of all samples).
 */
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

export interface MachineGauge {
  /**
   * The median time of the samples taken between two `Date.now()` instants, divided by the run's
   * fastest (its tenth percentile so far): 1.0 for the machine at full speed. NaN without samples.
   */
  slowdown(from: number, to: number): number;
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
  return {
    slowdown(from, to) {
      const fastest = percentile(samples.map(([, ms]) => ms).sort((a, b) => a - b), 0.1);
      const during = samples.filter(([at]) => at >= from && at <= to).map(([, ms]) => ms).sort((a, b) => a - b);
      return percentile(during, 0.5) / fastest;
    },
    stop: async () => {
      await worker.terminate();
    },
  };
}

/** "×1.42", or "-" without samples. */
export const formatSlowdown = (factor: number) => (Number.isFinite(factor) ? `×${factor.toFixed(2)}` : "-");

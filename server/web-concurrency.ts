/**
 * How many HTTP workers the server runs (WEB_CONCURRENCY): one per core by default, so a 2-core
 * machine renders two pages at once; 1 runs the server in this process, without a primary.
 */
import { availableParallelism } from "node:os";

export const MAX_WORKERS = 64;

export function webConcurrency(value: string | undefined, cores = availableParallelism()): number {
  const text = value?.trim();
  if (!text || text === "auto") return Math.max(1, Math.min(cores, MAX_WORKERS));
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_WORKERS) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS}, or "auto" (one per core); got "${value}"`);
  }
  return Number(text);
}

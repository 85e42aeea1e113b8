/**
 * The production server's entry (`npm run serve`, bundled as build/runtime/main.js): with
 * WEB_CONCURRENCY over 1 (one per core by default) this process is the primary of that many HTTP
 * workers (server/cluster-primary.ts); each worker, or this process alone with 1, runs the server
 * itself (server/main.ts).
 */
import cluster from "node:cluster";
import { resolve } from "node:path";
import { runPrimary } from "./cluster-primary.ts";
import { webConcurrency } from "./web-concurrency.ts";

const workers = webConcurrency(process.env.WEB_CONCURRENCY);
if (cluster.isPrimary && workers > 1) {
  await runPrimary({ workers, pidFile: resolve(process.env.PID_FILE ?? "./data/server.pid") });
} else {
  await import("./main.ts");
}

/**
 * The primary of the HTTP workers (node:cluster), when WEB_CONCURRENCY is over 1: it holds the
 * listening socket and hands each connection to a worker in turn; each worker is the whole
 * server (server/main.ts), background jobs included, which are written to run in several
 * processes at once (ARCHITECTURE.md, Background jobs).
 *
 * - Start: the first worker alone (it applies the migrations), then the others.
 * - A worker that dies (a crash, SIGKILL) is replaced at once, and the primary says why; a
 *   connection that was being handed to it is closed rather than left waiting (cluster-handoff.ts).
 * - SIGHUP (`npm run reload`) replaces the workers one at a time: a new one is listening before
 *   the old one is asked to stop, and a stopping worker finishes its requests in flight.
 * - SIGTERM/SIGINT stop every worker the same way, then the primary.
 *
 * The primary writes no log of its own while a worker runs: it asks a worker to write the line,
 * whose log never blocks on a slow reader (app/server/log.ts). A primary blocked on a full pipe
 * would stop handing out connections.
 */
import cluster, { type Worker } from "node:cluster";
import { once } from "node:events";
import { rmSync, writeFileSync } from "node:fs";
import { closeUntakenConnectionsOnDeath } from "./cluster-handoff.ts";

export interface PrimaryOptions {
  workers: number;
  /** Where the primary's process id is written, for `npm run reload` (removed when it stops). */
  pidFile: string | null;
}

/** What the primary asks a worker to write to the log. */
export interface PrimaryLogMessage {
  type: "primary-log";
  level: "info" | "warn" | "error";
  msg: string;
  fields: Record<string, unknown>;
}

/** What the primary tells a worker: a line to log, or to drain for a reload (server/main.ts). */
export type PrimaryMessage = PrimaryLogMessage | { type: "drain" };

/** A crash loop (a bad deploy, a database that is down) is slowed to one new worker a second. */
const CRASH_WINDOW_MS = 10_000;
const CRASHES_BEFORE_SLOWING = 5;

export async function runPrimary(options: PrimaryOptions): Promise<void> {
  /** Workers the primary asked to stop: their exit is not a crash. */
  const stopping = new Set<number>();
  let shuttingDown = false;
  let reloading: Promise<void> | null = null;
  const crashes: number[] = [];
  /** Written once the workers run; removed when the primary stops. */
  let pidFile = options.pidFile;

  const log = (level: PrimaryLogMessage["level"], msg: string, fields: Record<string, unknown> = {}) => {
    const message: PrimaryLogMessage = { type: "primary-log", level, msg, fields: { primaryPid: process.pid, ...fields } };
    const worker = Object.values(cluster.workers ?? {}).find((w) => w?.isConnected() && !stopping.has(w.id));
    if (worker) worker.send(message);
    else (level === "info" ? process.stdout : process.stderr).write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...message.fields })}\n`);
  };

  /** A new worker, resolved once it is listening (rejected if it dies first). */
  const startWorker = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      closeUntakenConnectionsOnDeath(worker);
      const died = (code: number | null, signal: string | null) => reject(new Error(`worker ${worker.process.pid} exited before listening (code ${code}, signal ${signal})`));
      worker.once("exit", died);
      worker.once("listening", () => {
        worker.off("exit", died);
        resolve(worker);
      });
    });

  /**
   * Asks a worker to finish its requests and stop (server/main.ts's shutdown), and waits for it:
   * "drain" for a reload keeps its idle connections until clients leave them.
   */
  const stopWorker = async (worker: Worker, how: "stop" | "drain" = "stop") => {
    stopping.add(worker.id);
    const exited = once(worker, "exit");
    if (how === "drain" && worker.isConnected()) worker.send({ type: "drain" } satisfies PrimaryMessage);
    else worker.process.kill("SIGTERM");
    await exited;
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping.delete(worker.id) || shuttingDown) return;
    // A clean exit nobody asked for (a signal sent to the whole process group) is not replaced.
    if (code === 0 && !signal) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    const delay = crashes.length > CRASHES_BEFORE_SLOWING ? 1_000 : 0;
    setTimeout(() => {
      if (shuttingDown) return;
      startWorker().then(
        (replacement) => log("error", "worker died and was replaced", { workerPid: worker.process.pid, code, signal, replacementPid: replacement.process.pid }),
        (error: Error) => log("error", "worker died; its replacement did not start", { workerPid: worker.process.pid, code, signal, error: error.message }),
      );
    }, delay);
  });

  const reload = async () => {
    const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !stopping.has(w.id));
    log("info", "reload: replacing workers one at a time", { workers: old.length });
    for (const worker of old) {
      if (shuttingDown) return;
      const fresh = await startWorker();
      await stopWorker(worker, "drain");
      log("info", "reload: worker replaced", { oldPid: worker.process.pid, newPid: fresh.process.pid });
    }
    log("info", "reload complete");
  };

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    log("info", "shutting down the workers", { signal });
    shuttingDown = true;
    await Promise.all(Object.values(cluster.workers ?? {}).map((w) => (w ? stopWorker(w) : undefined)));
    if (pidFile) rmSync(pidFile, { force: true });
    process.exit(0);
  };

  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGHUP", () => {
    reloading ??= reload()
      .catch((error: Error) => {
        // A stop during a reload ends the worker being started: not a failed reload.
        if (!shuttingDown) log("error", "reload failed", { error: error.message });
      })
      .finally(() => (reloading = null));
  });

  // The first worker applies the migrations; the others start once it is listening.
  try {
    await startWorker();
    await Promise.all(Array.from({ length: options.workers - 1 }, startWorker));
  } catch (error) {
    // Stopped while starting (systemd's SIGTERM reaches every process of the service): a worker
    // ended before listening because it was asked to, and shutdown() ends the primary.
    if (shuttingDown) return;
    throw error;
  }
  try {
    if (pidFile) writeFileSync(pidFile, `${process.pid}\n`);
  } catch (error) {
    // Only `npm run reload` needs it; a reload by signal (systemctl reload) works without.
    log("warn", "the pid file could not be written: npm run reload will not find this server (set PID_FILE)", { pidFile, error: (error as Error).message });
    pidFile = null;
  }
  log("info", "workers started", { workers: options.workers, workerPids: Object.values(cluster.workers ?? {}).map((w) => w?.process.pid) });
}

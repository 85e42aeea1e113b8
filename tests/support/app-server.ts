/**
 * Starts the built production server (the server bundle of the test build) on a free port
 * with a fresh temporary SQLite database, exactly as `npm run serve` would, and stops it afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { PRODUCTION_MALLOC_ENV, PRODUCTION_NODE_FLAGS, serverEntry } from "../../server/production-runtime.ts";
import { freePort, localServerEnv, waitForHttp } from "../../scripts/local-process.ts";

export interface AppServer {
  url: string;
  port: number;
  /** The SQLite file the server uses (open it read-only to check stored rows). */
  databasePath: string;
  process: ChildProcess;
  /** The environment the server runs with (for CLI tools pointed at the same database). */
  env: Record<string, string>;
  /** Everything the server printed, for assertions on logs. */
  output(): string;
  /** Runs `cleanup` when the server stops, before its folder is removed (a fixture's own connection to its database). */
  beforeStop(cleanup: () => Promise<void>): void;
  stop(): Promise<void>;
}

/**
 * `hostname: "localhost"` makes the site's address http://localhost:PORT (PUBLIC_URL too): WebAuthn
 * (passkeys) accepts a domain name, never an IP address, as the site's identity.
 */
export async function startAppServer(extraEnv: Record<string, string> = {}, options: { hostname?: "127.0.0.1" | "localhost" } = {}): Promise<AppServer> {
  const server = await spawnAppServer(extraEnv, options);
  await waitForHttp(`${server.url}/healthz`, server.process, server.output);
  return server;
}

/**
 * The server's process, started but not yet answering (startAppServer waits for it). `detached`
 * gives it a process group of its own, which a test can signal as a service manager does
 * (`process.kill(-pid, …)`).
 */
export async function spawnAppServer(extraEnv: Record<string, string> = {}, options: { hostname?: "127.0.0.1" | "localhost"; detached?: boolean } = {}): Promise<AppServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "agency-e2e-"));
  const databasePath = join(dir, "app.db");
  const url = `http://${options.hostname ?? "127.0.0.1"}:${port}`;
  // One process, as before workers existed: the browser tests share the machine's cores; tests/e2e/cluster.test.ts runs several.
  const serverEnv: Record<string, string> = { ...localServerEnv({ buildDir: inject("buildDir"), dir, port }), PUBLIC_URL: url, WEB_CONCURRENCY: "1", PID_FILE: join(dir, "server.pid"), ...extraEnv };
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, serverEntry(inject("buildDir"))], {
    env: { ...process.env, ...PRODUCTION_MALLOC_ENV, ...serverEnv },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const cleanups: (() => Promise<void>)[] = [];

  return {
    url,
    port,
    databasePath,
    process: child,
    env: serverEnv,
    output: () => output,
    beforeStop: (cleanup) => void cleanups.push(cleanup),
    async stop() {
      await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
      // A process killed by a signal (a crash test's SIGKILL) has no exit code but a signalCode.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

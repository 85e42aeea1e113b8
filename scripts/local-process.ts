/**
 * Starting servers on this machine, for the bench, the audit and the tests: a free
 * port to give one, and waiting until it answers.
 */
import { execFileSync, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { serverEntry } from "../server/production-runtime.ts";

/** A TCP port on loopback that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 2xx; fails if `child` exits first or nothing answers
 * within 30 s, with what the process printed (`output`).
 */
export async function waitForHttp(url: string, child: ChildProcess, output: () => string = () => ""): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Builds the production server into `dir` (`npm run build`), or reuses a build there when asked to. */
export function buildOnce(dir: string, reuse: boolean, who: string): void {
  if (reuse && existsSync(serverEntry(dir))) {
    console.log(`${who}: reusing the build in ${dir}`);
    return;
  }
  console.log(`${who}: building into ${dir} …`);
  execFileSync("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: dir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Stops a child process and waits until it has exited. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await exited;
}

export interface Memory {
  rssMb: number;
  peakMb: number;
}

/** The process's resident memory now and its peak (Linux /proc; `ps` elsewhere, without a peak). */
export function memoryOf(pid: number): Memory {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
  } catch {
    const rss = Number(spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim()) / 1024;
    return { rssMb: rss, peakMb: rss };
  }
}

/**
 * The environment of a production server started here (tests, bench): the build, a SQLite
 * file, auth secret and file encryption key in `dir` (never ./data), loopback on `port`, warnings only in the log.
 */
export function localServerEnv(options: { buildDir: string; dir: string; port: number }): Record<string, string> {
  const url = `http://127.0.0.1:${options.port}`;
  return {
    NODE_ENV: "production",
    BUILD_DIR: options.buildDir,
    DATABASE_URL: `file:${join(options.dir, "app.db")}`,
    AUTH_SECRET_FILE: join(options.dir, "auth-secret"),
    FILE_ENCRYPTION_KEY_FILE: join(options.dir, "file-encryption-key"),
    HOST: "127.0.0.1",
    PORT: String(options.port),
    PUBLIC_URL: url,
    LOG_LEVEL: "warn",
    // One process: the benches read one process's memory and CPU (/proc/<pid>). WEB_CONCURRENCY in the environment overrides it.
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
  };
}

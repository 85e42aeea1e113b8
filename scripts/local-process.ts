/**
 * Starting servers on this machine, for the bench, the audit and the tests: a free
 * port to give one, and waiting until it answers.
 */
import { execFileSync, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { serverEntry } from "../server/production-runtime.ts";

/** A TCP port on loopback that nothing listens on right now. */
/** Where a command is installed (the shell's lookup on PATH), or undefined when it is not. */
export function commandPath(name: string): string | undefined {
  return spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim() || undefined;
}

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
  /** Resident size now: the process and its children together (a cluster primary with its workers). */
  rssMb: number;
  /** The peaks (VmHWM) of the process and its children, added up: an upper bound of what they held at once. */
  peakMb: number;
  /** The largest resident size and the highest peak of any one of them: what a per-worker memory bound is about. */
  largestRssMb: number;
  largestPeakMb: number;
  /** How many processes were counted. */
  processes: number;
}

/** `pid` and its descendants (a cluster's primary and workers), from Linux's /proc; just `pid` elsewhere. */
export function processTree(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [pid];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    try {
      // The parent is the second field after the command name, which may itself hold spaces or parentheses.
      const parent = Number(readFileSync(`/proc/${entry}/stat`, "utf8").replace(/^.*\) /s, "").split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree: number[] = [];
  for (const queue = [pid]; queue.length; ) {
    const next = queue.shift()!;
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

function memoryOfOne(pid: number): { rssMb: number; peakMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
  } catch {
    const rss = Number(spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim()) / 1024;
    return { rssMb: rss, peakMb: rss };
  }
}

/** The resident memory of a server and its workers, now and at its peak (Linux /proc; `ps` elsewhere, without a peak). */
export function memoryOf(pid: number): Memory {
  const each = processTree(pid).map(memoryOfOne).filter((m) => Number.isFinite(m.rssMb));
  return {
    rssMb: each.reduce((n, m) => n + m.rssMb, 0),
    peakMb: each.reduce((n, m) => n + m.peakMb, 0),
    largestRssMb: Math.max(...each.map((m) => m.rssMb)),
    largestPeakMb: Math.max(...each.map((m) => m.peakMb)),
    processes: each.length,
  };
}

/** Sets the peak resident size (VmHWM) of a server and its workers back to their current size; false where Linux does not allow it. */
export function resetPeaks(pid: number): boolean {
  try {
    for (const one of processTree(pid)) writeFileSync(`/proc/${one}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** CPU seconds a server and its workers have used so far (user + system), from /proc; NaN elsewhere. A replaced worker's time is lost. */
export function cpuSecondsOf(pid: number): number {
  let seconds = 0;
  for (const one of processTree(pid)) {
    try {
      const fields = readFileSync(`/proc/${one}/stat`, "utf8").replace(/^.*\) /s, "").split(" ");
      seconds += (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
    } catch {
      if (one === pid) return NaN;
    }
  }
  return seconds;
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
    // One process unless WEB_CONCURRENCY says otherwise: a test talks to the process it started. The benches
    // pass their own (one worker per core, as production runs) and read the whole process tree.
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
  };
}

/**
 * A throwaway PostgreSQL server from the machine's own binaries (initdb/pg_ctl),
 * in a temporary directory on a loopback port. As root it runs them as the
 * `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/local-process.ts";

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

function findBinDir(): string | null {
  for (const dir of ["/usr/local/bin", "/usr/bin"]) {
    if (existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) return dir;
  }
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = join(base, v, "bin");
    if (existsSync(join(dir, "initdb"))) return dir;
  }
  return null;
}

export function postgresAvailable(): boolean {
  return findBinDir() !== null;
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", name]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", name]).toString().trim());
  return { uid, gid };
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = findBinDir();
  if (!bin) throw new Error("no PostgreSQL binaries (initdb, pg_ctl) on this machine");
  const dir = mkdtempSync(join(tmpdir(), "agency-pg-"));
  const dataDir = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? userIds("postgres") : null;
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const run = (cmd: string, args: string[]) =>
    execFileSync(cmd, args, { stdio: "pipe", ...(ids ? { uid: ids.uid, gid: ids.gid } : {}), cwd: dir });

  const port = await freePort();
  run(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run(join(bin, "pg_ctl"), [
    "-D", dataDir, "-w", "-l", join(dir, "log.txt"),
    "-o", `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

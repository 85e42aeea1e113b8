/**
 * `npm run reload`: asks the running server to replace its HTTP workers one at a time (SIGHUP to
 * the primary, server/cluster-primary.ts), so a new build or configuration is served without
 * dropping a request. The primary's process id is in PID_FILE (./data/server.pid by default).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const pidFile = resolve(process.env.PID_FILE ?? "./data/server.pid");
let pid: number;
try {
  pid = Number(readFileSync(pidFile, "utf8").trim());
} catch {
  console.error(`No running server found: ${pidFile} does not exist. A server started with WEB_CONCURRENCY=1 has no workers to replace; restart it instead.`);
  process.exit(1);
}
try {
  process.kill(pid, "SIGHUP");
  console.log(`Asked the server (process ${pid}) to replace its workers one at a time; its log says when the reload is complete.`);
} catch (error) {
  console.error(`The server in ${pidFile} (process ${pid}) is not running: ${(error as Error).message}`);
  process.exit(1);
}

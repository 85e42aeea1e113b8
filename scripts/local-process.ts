/**
 * Starting servers on this machine, for the bench, the audit and the tests: a free
 * port to give one, and waiting until it answers.
 */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

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

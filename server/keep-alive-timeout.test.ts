import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeIdleConnection } from "./keep-alive-timeout.ts";

const KEEP_ALIVE_MS = 100;
const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function start(): Promise<number> {
  server = createServer((req, res) => res.end(`answer to ${req.url}`));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.keepAliveTimeoutBuffer = 0;
  server.on("timeout", closeIdleConnection);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** What a keep-alive client saw: the answers, and how the connection ended. */
function client(port: number, onFirstAnswer: (socket: Socket) => void): Promise<{ received: string; ended: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request("/one")));
    let received = "";
    let first = true;
    socket.on("data", (chunk) => {
      received += chunk;
      if (first && received.endsWith("answer to /one")) {
        first = false;
        onFirstAnswer(socket);
      }
      if (received.endsWith("answer to /two")) socket.end();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve({ received, ended: error.code ?? error.message }));
    socket.on("close", () => resolve({ received, ended: "closed" }));
  });
}

describe("closeIdleConnection (the server's keep-alive timeout)", () => {
  it("answers a request that arrived while the event loop was blocked past the timeout", async () => {
    const port = await start();
    const seen = await client(port, (socket) => {
      // The next request reaches the server's kernel buffer at once, well within the
      // keep-alive time; then the loop is blocked past the timeout, so the server's timer
      // fires before the server has read it (without this module: destroyed, TCP reset).
      socket.write(request("/two"));
      const until = performance.now() + 3 * KEEP_ALIVE_MS;
      while (performance.now() < until) {
        // a stalled event loop (a heavy request, a starved CPU)
      }
    });
    expect(seen.ended).toBe("closed");
    expect(seen.received).toContain("answer to /one");
    expect(seen.received).toContain("answer to /two");
  });

  it("still closes a connection that stays idle", async () => {
    const port = await start();
    const started = performance.now();
    const seen = await client(port, () => {});
    expect(seen.ended).toBe("closed");
    expect(seen.received).toContain("answer to /one");
    expect(performance.now() - started).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
  });
});

/**
 * The bounded log destination against a real pipe (a FIFO) whose reader stops reading:
 * memory stays within the bound, the lines that did not fit are counted, and once the
 * reader reads again everything accepted arrives, followed by one line with the count.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, constants, mkdtempSync, openSync, rmSync } from "node:fs";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { yieldToEventLoop } from "./event-loop.ts";
import { LogDestination } from "./log-destination.ts";

const BOUND = 64 * 1024;
const LINE = `${"x".repeat(99)}\n`;
const droppedReport = (count: number) => `dropped ${count}\n`;

let dir: string;
let readerFd: number;
let writerFd: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "log-destination-"));
  const fifo = join(dir, "pipe");
  execFileSync("mkfifo", [fifo]);
  // The read end first (non-blocking, so opening it does not wait for a writer); nothing reads it yet.
  readerFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  writerFd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
});

afterEach(() => {
  for (const fd of [readerFd, writerFd]) {
    try {
      closeSync(fd);
    } catch {
      // already closed by its socket
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Lets the destination's writes and their callbacks run (one turn of the event loop, no timer). */
const turn = yieldToEventLoop;

describe("LogDestination", () => {
  it("holds no more than its bound for a reader that does not read, counts what it drops, and reports it once the reader is back", async () => {
    const destination = new LogDestination({ fd: writerFd, maxBufferBytes: BOUND, droppedReport });
    let written = 0;
    let peak = 0;
    // Sixteen times the bound, in rounds with the loop turning in between: the pipe (64 KB) fills
    // and stays full, and the destination keeps taking lines.
    for (let round = 0; round < 32; round++) {
      for (let i = 0; i < 340; i++) {
        destination.write(LINE);
        written++;
        peak = Math.max(peak, destination.bufferedBytes);
      }
      await turn();
    }
    expect(peak).toBeLessThanOrEqual(BOUND);
    const dropped = destination.dropped;
    // The pipe and the buffer together hold at most two bounds' worth; the rest was dropped.
    expect(dropped).toBeGreaterThanOrEqual(written - (2 * BOUND) / LINE.length);

    // The reader comes back: every accepted line arrives whole, then the count of the others.
    const reader = new Socket({ fd: readerFd, readable: true, writable: false });
    let received = "";
    reader.setEncoding("utf8");
    reader.on("data", (chunk: string) => (received += chunk));
    while (!received.includes("dropped ")) await once(reader, "data");
    expect(await destination.flush()).toBe(true);
    while (!received.endsWith("\n")) await once(reader, "data");
    reader.destroy();

    const lines = received.split("\n").slice(0, -1);
    const report = lines.at(-1);
    expect(report).toBe(`dropped ${dropped}`);
    expect(lines.slice(0, -1).every((line) => line === LINE.slice(0, -1))).toBe(true);
    expect(lines.length - 1 + dropped).toBe(written);
    expect(destination.dropped).toBe(0);
    expect(destination.bufferedBytes).toBe(0);
  });

  it("writes everything, and reports nothing, while the reader keeps up", async () => {
    const destination = new LogDestination({ fd: writerFd, maxBufferBytes: BOUND, droppedReport });
    const reader = new Socket({ fd: readerFd, readable: true, writable: false });
    let received = "";
    reader.setEncoding("utf8");
    reader.on("data", (chunk: string) => (received += chunk));
    for (let i = 0; i < 100; i++) destination.write(LINE);
    expect(await destination.flush()).toBe(true);
    while (received.length < 100 * LINE.length) await once(reader, "data");
    reader.destroy();
    expect(received).toBe(LINE.repeat(100));
  });

  it("stops waiting for a flush when its signal aborts, and finishes once the reader is back", async () => {
    const destination = new LogDestination({ fd: writerFd, maxBufferBytes: BOUND, droppedReport });
    for (let i = 0; i < 2000; i++) destination.write(LINE);
    const controller = new AbortController();
    const flushed = destination.flush(controller.signal);
    controller.abort();
    expect(await flushed).toBe(false);
    const reader = new Socket({ fd: readerFd, readable: true, writable: false });
    reader.resume();
    expect(await destination.flush()).toBe(true);
    reader.destroy();
  });

  it("lets the process exit while its reader does not read, instead of waiting for it", async () => {
    // A process of its own: what runs on exit is the point. It fills its stdout (the pipe nobody reads) and exits.
    const script = `
      import { LogDestination } from ${JSON.stringify(join(import.meta.dirname, "log-destination.ts"))};
      const destination = new LogDestination({ fd: 1, maxBufferBytes: ${BOUND}, droppedReport: (n) => "dropped " + n + "\\n" });
      let rounds = 0;
      const fill = () => {
        for (let i = 0; i < 340; i++) destination.write(${JSON.stringify(LINE)});
        if (++rounds < 8) setImmediate(fill);
        else process.exit(3);
      };
      fill();
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", writerFd, "pipe"] });
    // A child stuck in its exit fails the test by its timeout; it is not left behind.
    onTestFinished(() => void child.kill("SIGKILL"));
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, "exit")) as [number | null];
    expect(stderr).toBe("");
    expect(code).toBe(3);
  });
});

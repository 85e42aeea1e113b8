/**
 * Where log lines go: a file descriptor (stdout, stderr) written asynchronously by pino's
 * destination (sonic-boom), with a bounded buffer.
 *
 * A reader that stops reading (a full pipe, a stuck log shipper) must not take the server
 * with it: lines wait in memory up to `maxBufferBytes`, and past that they are dropped and
 * counted. Once the reader has taken everything again, one line says how many were dropped.
 * Writes never block the event loop, and a libuv thread never waits on a full pipe (see
 * `nonBlocking` below). On exit, what is buffered is written if the reader takes it at once.
 */
import { once } from "node:events";
import { destination } from "pino";

export interface LogDestinationOptions {
  fd: number;
  /** Bytes held while the reader is behind; a line that would pass it is dropped. */
  maxBufferBytes: number;
  /** The line (newline included) reporting `count` dropped lines, written once the reader has caught up. */
  droppedReport: (count: number) => string;
}

type SonicBoom = ReturnType<typeof destination>;

/** Set by the first listener of "exit": a full pipe is then given up on instead of waited for. */
let exiting = false;
const open = new Set<LogDestination>();
process.prependListener("exit", () => {
  exiting = true;
  for (const each of open) each.finalFlush();
});

/**
 * Node opens a pipe or socket on stdout/stderr in non-blocking mode (libuv) the first time
 * `process.stdout`/`process.stderr` is used. Without that, the descriptor inherited from the
 * parent is blocking, and the destination's write to a full pipe would hold one of libuv's
 * four threads (file uploads, compression and hashing use them) until the reader came back.
 * Non-blocking, a full pipe answers EAGAIN and the destination tries again 100 ms later.
 */
function nonBlocking(fd: number): void {
  if (fd === 1) void process.stdout.fd;
  else if (fd === 2) void process.stderr.fd;
}

export class LogDestination {
  readonly #stream: SonicBoom;
  readonly #droppedReport: (count: number) => string;
  /** Lines dropped since the last report. */
  #dropped = 0;
  /** Bytes accepted and not yet taken by the reader. */
  #buffered = 0;
  /** The reader has gone for good (EPIPE), or the destination was flushed for the last time. */
  #closed = false;
  /** Flushing for the last time: a full pipe is given up on. */
  #final = false;

  constructor(options: LogDestinationOptions) {
    nonBlocking(options.fd);
    this.#droppedReport = options.droppedReport;
    this.#stream = destination({
      dest: options.fd,
      sync: false,
      minLength: 0,
      maxLength: options.maxBufferBytes,
      // A full pipe: try again later, except on the way out (flushSync would wait for it forever).
      retryEAGAIN: () => !exiting && !this.#final,
    });
    this.#stream.on("drop", () => this.#dropped++);
    this.#stream.on("write", (bytes: number) => (this.#buffered = Math.max(0, this.#buffered - bytes)));
    this.#stream.on("drain", () => this.#reportDropped());
    // pino's destination stops writing on EPIPE; any other error is no reason to crash the server.
    this.#stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") this.#closed = true;
    });
    open.add(this);
  }

  /** Writes a line (with its newline), or drops and counts it when the buffer is full. */
  write(line: string): void {
    if (this.#closed) return;
    const dropped = this.#dropped;
    this.#stream.write(line);
    if (this.#dropped === dropped) this.#buffered += Buffer.byteLength(line);
    // A single line larger than the whole buffer, with nothing waiting: no drain will come to report it.
    else if (this.#buffered === 0) this.#reportDropped();
  }

  #reportDropped(): void {
    if (this.#dropped === 0 || exiting) return;
    const count = this.#dropped;
    this.#dropped = 0;
    this.write(this.#droppedReport(count));
  }

  /** Lines dropped and not yet reported. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Bytes held in memory for the reader (never more than `maxBufferBytes`). */
  get bufferedBytes(): number {
    return this.#buffered;
  }

  /**
   * Resolves once the reader has taken every line, the drop report included (true), or when
   * `signal` aborts first or the reader is gone (false).
   */
  async flush(signal?: AbortSignal): Promise<boolean> {
    try {
      while (!this.#closed && (this.#buffered > 0 || this.#dropped > 0)) await once(this.#stream, "drain", { signal });
    } catch {
      return false;
    }
    return !this.#closed;
  }

  /** On exit: what the reader takes at once is written, the rest given up, and the destination closed. */
  finalFlush(): void {
    open.delete(this);
    if (this.#closed) return;
    this.#closed = true;
    this.#final = true;
    try {
      this.#stream.flushSync();
    } catch {
      // EAGAIN: the reader is not reading, and a process that exits cannot wait for it.
    }
    this.#stream.destroy();
  }
}

/**
 * The PDF layer run in a worker thread (node:worker_threads), so the server's thread never runs
 * pdf.js or pdf-lib: drawing a page took it away from every other request for 150-400 ms, and
 * loading pdf.js for 800 ms. One worker per process, started on the first call; the calls queue
 * and go to it one at a time, in order (an agency uploads a document now and then, and one page
 * at a time bounds the memory). An idle worker is unref'd: it never keeps the process alive.
 *
 * A PDF is copied once into a buffer handed to the worker (the caller keeps its own: it stores
 * it next), a slice at a time; page images and the signed file come back handed over, never copied.
 *
 * When the worker dies during a call (out of its memory limits, a native crash, past the time
 * limit), that call fails the way a bad file fails, and the next call starts a new worker:
 * checkPdf answers "unreadable", the others throw (as pdf.js and pdf-lib throw on a file they
 * cannot read: the request fails and nothing is stored).
 */
import { Worker, type ResourceLimits } from "node:worker_threads";
import { errorFields, log } from "../log.ts";
import type { PdfCheck } from "./pdf-check.ts";
import { deserializeError, type PdfWorkerCall, type PdfWorkerMessage, type PdfWorkerResults } from "./pdf-worker-protocol.ts";
import { pdfWorkerUrl } from "./pdf-worker-url.ts";
import type { SigningPdfLayer } from "./signing-context.ts";

/**
 * The worker's own V8 heap limits (each thread has its own heap; the server's 128 MB is not
 * shared). Checking and drawing the largest uploads allowed (50 pages of text, or 50 scanned
 * pages in 19 MB) peaked at 23-40 MB of heap in the worker (docs/deploy.md); page pixels and
 * decoded images live outside the heap (Skia's canvas, array buffers). The old generation gets
 * three times that; a file past it ends the worker (ERR_WORKER_OUT_OF_MEMORY), never the server.
 */
export const PDF_WORKER_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 24 };

/** Longer than any upload the limits allow takes on a busy 2-core machine; a file that hangs pdf.js ends its worker. */
export const PDF_WORKER_CALL_TIMEOUT_MS = 180_000;

/** A call the worker did not finish: it died, ran out of time, or the application stopped. */
export class PdfWorkerError extends Error {
  override name = "PdfWorkerError";
}

export interface PdfWorkerOptions {
  /** The worker's code (defaults to pdf-worker-url.ts's choice). */
  url?: URL;
  resourceLimits?: ResourceLimits;
  callTimeoutMs?: number;
  /** Tests only: each worker as it starts (to end one mid-call). The application never sets it. */
  onStart?: (worker: Worker) => void;
}

export interface PdfWorkerLayer extends SigningPdfLayer {
  /** Ends the worker and refuses the calls waiting for it (the application's stop); a later call starts a new one. */
  stop(): Promise<void>;
  /** The thread that answered the last call. */
  lastThreadId(): number | undefined;
}

type CallName = PdfWorkerCall["call"];

interface Job {
  /** The message, made when the call's turn comes (its copy of the PDF is made then). */
  prepare(): Promise<{ request: PdfWorkerCall; transfer: ArrayBuffer[] }>;
  call: CallName;
  resolve(value: PdfWorkerResults[CallName]): void;
  reject(error: Error): void;
}

interface Running extends Job {
  id: number;
  timer?: NodeJS.Timeout;
}

/**
 * A copy of the caller's bytes the worker can be handed whole, made a mebibyte at a time with
 * the event loop's turn between: one copy of a 19 MB file took 170-200 ms of this thread on the
 * measuring machine (under 10 ms on most), the kind of stall the worker is there to avoid.
 */
export const COPY_SLICE_BYTES = 1024 * 1024;

async function transferableCopy(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const copy = new Uint8Array(bytes.byteLength);
  for (let offset = 0; offset < bytes.byteLength; offset += COPY_SLICE_BYTES) {
    if (offset > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    copy.set(bytes.subarray(offset, offset + COPY_SLICE_BYTES), offset);
  }
  return copy;
}

export function createPdfWorkerLayer(options: PdfWorkerOptions = {}): PdfWorkerLayer {
  const resourceLimits = options.resourceLimits ?? PDF_WORKER_RESOURCE_LIMITS;
  const callTimeoutMs = options.callTimeoutMs ?? PDF_WORKER_CALL_TIMEOUT_MS;
  const queue: Job[] = [];
  let worker: Worker | undefined;
  /** The worker's modules loaded: a death after this is the call's file's doing. */
  let ready = false;
  let lastError: Error | undefined;
  let current: Running | undefined;
  let timedOut = false;
  let stopping = false;
  let nextId = 1;
  let answeredBy: number | undefined;

  function start(): Worker {
    // No flags of the server's own (its heap limit, --env-file …): the thread's limits are resourceLimits.
    const started = new Worker(options.url ?? pdfWorkerUrl(), { resourceLimits, execArgv: [], name: "signing-pdf" });
    ready = false;
    lastError = undefined;
    started.on("message", (message: PdfWorkerMessage) => {
      if (started !== worker) return;
      if (message.type === "ready") {
        ready = true;
        return;
      }
      if (!current || message.id !== current.id) return;
      const job = current;
      current = undefined;
      clearTimeout(job.timer);
      answeredBy = message.threadId;
      if (message.ok) job.resolve(message.value);
      else job.reject(deserializeError(message.error));
      next();
    });
    started.on("error", (error) => {
      if (started === worker) lastError = error;
    });
    started.on("exit", (code) => {
      if (started !== worker) return;
      worker = undefined;
      // A call still copying its file was not sent to this worker: it goes to the next one.
      if (current?.timer) fail(current, code);
      next();
    });
    options.onStart?.(started);
    return started;
  }

  function fail(job: Running, code: number) {
    current = undefined;
    clearTimeout(job.timer);
    const reason = stopping ? "the application stopped" : timedOut ? `it took longer than ${callTimeoutMs} ms` : lastError ? lastError.message : `the worker exited with code ${code}`;
    timedOut = false;
    if (!stopping && ready) {
      log.warn("signing PDF worker ended during a call", { call: job.call, code, ...(lastError ? errorFields(lastError) : {}) });
      // The file is the likely cause (ready: the worker had started): refused as a file that cannot be read.
      if (job.call === "checkPdf") {
        job.resolve({ ok: false, error: "unreadable" } satisfies PdfCheck);
        return;
      }
    }
    job.reject(new PdfWorkerError(`The PDF worker did not finish ${job.call}: ${reason}.`, lastError ? { cause: lastError } : {}));
  }

  function next() {
    if (current) return;
    const job = queue.shift();
    if (!job) {
      worker?.unref();
      return;
    }
    const running: Running = { ...job, id: nextId++ };
    current = running;
    job.prepare().then(
      ({ request, transfer }) => {
        if (current !== running) return; // stopped while the copy was made
        worker ??= start();
        worker.ref();
        const target = worker;
        running.timer = setTimeout(() => {
          timedOut = true;
          void target.terminate();
        }, callTimeoutMs);
        running.timer.unref();
        target.postMessage({ ...request, id: running.id }, transfer);
      },
      (error: Error) => {
        if (current !== running) return;
        current = undefined;
        job.reject(error);
        next();
      },
    );
  }

  function call<C extends CallName>(name: C, prepare: () => Promise<{ request: Extract<PdfWorkerCall, { call: C }>; transfer: ArrayBuffer[] }>): Promise<PdfWorkerResults[C]> {
    return new Promise<PdfWorkerResults[C]>((resolve, reject) => {
      queue.push({ call: name, prepare, resolve: resolve as Job["resolve"], reject });
      next();
    });
  }

  return {
    checkPdf(bytes) {
      return call("checkPdf", async () => {
        const copy = await transferableCopy(bytes);
        return { request: { call: "checkPdf", bytes: copy }, transfer: [copy.buffer] };
      });
    },
    renderPageImages(bytes, { widthPx }) {
      return call("renderPageImages", async () => {
        const copy = await transferableCopy(bytes);
        return { request: { call: "renderPageImages", bytes: copy, widthPx }, transfer: [copy.buffer] };
      });
    },
    writeSignedPdf(original, fields, certificate) {
      return call("writeSignedPdf", async () => {
        const copy = await transferableCopy(original);
        return { request: { call: "writeSignedPdf", original: copy, fields, certificate }, transfer: [copy.buffer] };
      });
    },
    async stop() {
      stopping = true;
      try {
        const refused = () => new PdfWorkerError("The PDF worker did not start the call: the application stopped.");
        for (const job of queue.splice(0)) job.reject(refused());
        // A call still copying its file has not reached the worker.
        if (current && !current.timer) {
          current.reject(refused());
          current = undefined;
        }
        const running = worker;
        if (running) {
          const exited = new Promise((resolve) => running.once("exit", resolve));
          await running.terminate();
          await exited;
        }
      } finally {
        stopping = false;
      }
    },
    lastThreadId: () => answeredBy,
  };
}

/**
 * HEIC photos (iPhones' default) to pixels. sharp's prebuilt libvips reads a HEIC's size but
 * cannot decode HEVC, so heic-decode (libheif compiled to WebAssembly) does it, in a worker
 * thread of its own that ends with the photo:
 * - a WebAssembly memory only grows, so decoding in the server's own thread would keep the
 *   largest photo's buffers (hundreds of MB for 48 megapixels) for the life of the process;
 * - decoding is synchronous and takes seconds for a large photo: no other request would be served.
 * The size is checked before any pixel is decoded. libheif applies the photo's rotation and
 * mirroring, so the pixels come out the way the photo is shown.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export type HeicDecode =
  | { ok: true; width: number; height: number; /** RGBA, 4 bytes a pixel. */ data: Uint8Array }
  | { ok: false; problem: "too-many-pixels" | "unreadable" | "timeout" };

/** A photo still decoding after this is abandoned (a 48-megapixel photo takes a few seconds). */
const DECODE_TIMEOUT_MS = 60_000;

// Runs in the worker (CommonJS, as `node -e` would): the module path comes from the server's own resolution.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const decode = require(workerData.modulePath);
(async () => {
  let images;
  try {
    images = await decode.all({ buffer: workerData.bytes });
    const first = images[0];
    if (!first) throw new Error("no image");
    if (first.width * first.height > workerData.maxPixels) {
      parentPort.postMessage({ ok: false, problem: "too-many-pixels" });
      return;
    }
    const { width, height, data } = await first.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ ok: true, width, height, data: pixels }, [pixels.buffer]);
  } catch {
    parentPort.postMessage({ ok: false, problem: "unreadable" });
  } finally {
    images?.dispose();
  }
})();
`;

let modulePath: string | undefined;

export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<HeicDecode> {
  modulePath ??= createRequire(import.meta.url).resolve("heic-decode");
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { modulePath, bytes, maxPixels },
      // The decoder's JavaScript (with its WebAssembly inlined) is ~6 MB; the pixels live in WebAssembly memory, outside this heap.
      resourceLimits: { maxOldGenerationSizeMb: 96 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (result: HeicDecode) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, problem: "timeout" }), DECODE_TIMEOUT_MS);
    worker.once("message", (message: HeicDecode) => finish(message));
    worker.once("error", () => finish({ ok: false, problem: "unreadable" }));
    worker.once("exit", () => finish({ ok: false, problem: "unreadable" }));
  });
}

/**
 * pdf.js (pdfjs-dist) set up for Node, offline: its standard fonts, CMaps, ICC profiles and
 * WebAssembly decoders are read from node_modules/pdfjs-dist, never fetched. In Node pdf.js
 * runs its worker's code in this thread (a "fake worker"); GlobalWorkerOptions.workerSrc
 * names the worker module's file so the import works wherever the app's code is bundled.
 * Loaded on first use: the library is several megabytes the server needs only for signing.
 * pdfjs-dist and @napi-rs/canvas stay external packages in the server build (React Router's
 * server build leaves dependencies in node_modules), so these paths resolve at run time.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type * as PdfjsModule from "pdfjs-dist/legacy/build/pdf.mjs";
import type { DocumentInitParameters, PDFDocumentProxy } from "pdfjs-dist/types/src/display/api";

type Pdfjs = typeof PdfjsModule;

const packages = createRequire(import.meta.url);

let loading: Promise<Pdfjs> | undefined;

/** The legacy build is the one pdf.js supports in Node. */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import("pdfjs-dist/legacy/build/pdf.mjs").then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(packages.resolve("pdfjs-dist/legacy/build/pdf.worker.mjs")).href;
    return pdfjs;
  });
  return loading;
}

/** Directory paths with the trailing slash pdf.js expects; in Node it reads them with fs. */
function assetDirectories() {
  const root = dirname(packages.resolve("pdfjs-dist/package.json"));
  const directory = (name: string) => join(root, name) + "/";
  return {
    standardFontDataUrl: directory("standard_fonts"),
    cMapUrl: directory("cmaps"),
    cMapPacked: true,
    iccUrl: directory("iccs"),
    wasmUrl: directory("wasm"),
  };
}

/**
 * Opens a PDF with pdf.js for the length of `read`, then frees what pdf.js holds for it. The
 * bytes are copied: pdf.js takes ownership of the buffer it is given.
 */
export async function withPdfjsDocument<T>(
  bytes: Uint8Array,
  read: (document: PDFDocumentProxy) => Promise<T>,
  options: Partial<DocumentInitParameters> = {},
): Promise<T> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    ...assetDirectories(),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    ...options,
  });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

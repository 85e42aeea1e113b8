/**
 * Where the PDF worker thread's code is. Under Vitest and `react-router dev` this module runs
 * from its source, and the worker is pdf-worker.ts beside it (Node 24 strips its types). The
 * server build (vite.config.ts, vite/signing-pdf-worker.ts) emits pdf-worker.ts as
 * signing-pdf-worker.js beside the server bundle and rewrites the expression below to that
 * file's URL, so this line is the one place the choice is made.
 */
export const pdfWorkerUrl = (): URL => new URL("./pdf-worker.ts", import.meta.url);

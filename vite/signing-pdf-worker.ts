/**
 * The signing area's PDF worker thread in the server build: app/server/signing/pdf-worker.ts is
 * emitted as signing-pdf-worker.js beside the server bundle (its own entry: Node starts it as a
 * worker thread, nothing imports it), and the one expression in pdf-worker-url.ts that names the
 * source file is rewritten to that file's path from the chunk it ends up in. Not through
 * import.meta.ROLLUP_FILE_URL: Vite lists such a file as an asset, and React Router then moves
 * it to the client build (served to anyone). Without the build (Vitest, `react-router dev`) the
 * source expression stands and Node runs the TypeScript file.
 */
import { dirname, posix } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ENTRY = fileURLToPath(new URL("../app/server/signing/pdf-worker.ts", import.meta.url));
const FILE_NAME = "signing-pdf-worker.js";
const SOURCE_EXPRESSION = 'new URL("./pdf-worker.ts", import.meta.url)';
const PLACEHOLDER = "__AGENCY_SIGNING_PDF_WORKER__";

export function signingPdfWorker(): Plugin {
  let emitted = false;
  return {
    name: "agency:signing-pdf-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    buildStart() {
      this.emitFile({ type: "chunk", id: ENTRY, fileName: FILE_NAME });
      emitted = true;
    },
    transform: {
      filter: { id: /pdf-worker-url\.ts$/ },
      handler(code) {
        if (!emitted) return null;
        if (!code.includes(SOURCE_EXPRESSION)) this.error(`pdf-worker-url.ts no longer contains ${SOURCE_EXPRESSION}: the server build cannot point it at ${FILE_NAME}.`);
        return { code: code.replace(SOURCE_EXPRESSION, `new URL(${JSON.stringify(PLACEHOLDER)}, import.meta.url)`), map: null };
      },
    },
    renderChunk(code, chunk) {
      if (!code.includes(PLACEHOLDER)) return null;
      const relative = posix.relative(dirname(chunk.fileName), FILE_NAME);
      return { code: code.replace(PLACEHOLDER, relative.startsWith(".") ? relative : `./${relative}`), map: null };
    },
  };
}

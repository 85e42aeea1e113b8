import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { helpDeskIndex } from "./vite/help-desk-index.ts";
import { serverOnlyModules } from "./vite/server-only-modules.ts";
import { signingPdfWorker } from "./vite/signing-pdf-worker.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverOnlyModules(), helpDeskIndex(), signingPdfWorker()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    // Bundled into the server build, so only the ~90 icons the pages use are loaded: the
    // package's own entry loads all ~1,600 icon modules, ~40 MB of the server's memory.
    noExternal: ["lucide-react"],
  },
  build: {
    // Inline nothing as data: URIs; the CSP only allows same-origin images and fonts.
    assetsInlineLimit: 0,
  },
  environments: {
    ssr: {
      build: {
        // V8 keeps a module's source text for the life of the process, and a few hundred "…" or
        // "→" in the 4 MB server bundle made it a two-byte string (8.4 MB of heap instead of 4.2):
        // non-ASCII characters are written as escapes, and doc comments (which hold the rest) are
        // left out of the server's output. Licence comments stay.
        rolldownOptions: { output: { charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } } },
      },
    },
  },
});

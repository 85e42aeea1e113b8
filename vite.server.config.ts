/**
 * Bundles the production HTTP server (server/start.ts, which starts the workers of server/main.ts;
 * no app code: it starts the application through the React Router build) into
 * <build>/runtime/main.js, after `react-router build`; the worker's code is a chunk beside it.
 * Production then runs plain JavaScript: no TypeScript stripping at start (its compiler held ~15 MB for the life of
 * the process). Packages from node_modules stay external, as in the app's own server build.
 */
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { noAppModulesInRuntime } from "./vite/server-only-modules.ts";

export default defineConfig({
  publicDir: false,
  plugins: [noAppModulesInRuntime()],
  build: {
    ssr: "server/start.ts",
    outDir: resolve(process.env.BUILD_DIR ?? "build", "runtime"),
    emptyOutDir: true,
    target: "node24",
    minify: false,
    rollupOptions: { output: { entryFileNames: "main.js", chunkFileNames: "chunks/[name]-[hash].js" } },
  },
});

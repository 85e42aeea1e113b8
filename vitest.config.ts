import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { helpDeskIndex } from "./vite/help-desk-index.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * Four projects, one command (`npm test`):
 * - unit: rules and modules, next to the code (*.test.ts)
 * - components: React components in jsdom (*.test.tsx)
 * - integration: domain modules against real databases, SQLite and PostgreSQL
 * - e2e: Chromium against the built production server
 */
export default defineConfig({
  plugins: [helpDeskIndex()],
  resolve: { alias },
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // Vitest's default is one file fewer than there are cores: a single file at a time on the
    // 2-core CI machine, for projects whose files each keep a core busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "vite/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["./tests/support/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/support/postgres-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/support/build-global-setup.ts"],
          // The accessibility sweeps check many pages with axe at two widths; with Chromium 156.0.8078.108
          // one axe run on the home page takes about 4 s on a 2-core machine, so such a test passes 60 s
          // beside another browser file (the same tests timed out at 60 s before any of this session's changes).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file starts its own server and browser; two at a time suits a 2-core machine (a
          // third made every file 1.4 to 2.2 times slower there, even in the headless shell).
          // E2E_WORKERS for a larger one.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // After the fast projects, in a group of its own (it has its own worker limit).
          sequence: { groupOrder: 1 },
          fileParallelism: true,
        },
      },
    ],
  },
});

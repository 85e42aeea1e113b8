import type { Config } from "@react-router/dev/config";
import { existsSync } from "node:fs";
import { prerenderPaths } from "./app/prerender-paths.ts";

// Pages built ahead of time carry the agency's facts, so the site's own build (`npm run build`,
// `npm start`) reads .env as `npm run serve` does; variables already set win. Builds into another
// directory (the tests', the benchmarks') set their own environment and skip it.
if (!process.env.BUILD_DIR && existsSync(".env")) process.loadEnvFile(".env");

export default {
  ssr: true,
  // Tests build into their own directory so a running dev build is never overwritten.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: {
    paths: () => prerenderPaths(),
    concurrency: 2,
  },
} satisfies Config;

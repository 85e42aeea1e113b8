import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths.ts";

export default {
  ssr: true,
  // Tests build into their own directory so a running dev build is never overwritten.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: {
    paths: () => prerenderPaths(),
    concurrency: 2,
  },
} satisfies Config;

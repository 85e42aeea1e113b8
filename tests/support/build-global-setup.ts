/**
 * Builds the production app once for all browser tests, into its own directory
 * (so `npm start` in another terminal is never disturbed).
 * E2E_REUSE_BUILD=1 skips the build when one exists (handy while writing tests).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";

export const TEST_BUILD_DIR = resolve(".tmp/test-build");

export default function setup(project: TestProject) {
  const reuse = process.env.E2E_REUSE_BUILD === "1" && existsSync(resolve(TEST_BUILD_DIR, "server/index.js"));
  if (!reuse) {
    const env = { ...process.env, BUILD_DIR: TEST_BUILD_DIR, NODE_ENV: "production" };
    execFileSync("npm", ["run", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  }
  project.provide("buildDir", TEST_BUILD_DIR);
}

declare module "vitest" {
  export interface ProvidedContext {
    buildDir: string;
  }
}

/**
 * Builds the production app once for all browser tests, into a directory of this
 * run's own (so `npm start`, or another test run, is never disturbed), and removes
 * it afterwards. E2E_REUSE_BUILD=1 builds once into .tmp/test-build and keeps
 * reusing it (handy while writing tests; rebuild by deleting the folder); E2E_BUILD_DIR
 * picks another folder for that, so one engineer's rebuild does not disturb another's tests.
 */
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { serverEntry } from "../../server/production-runtime.ts";

export default function setup(project: TestProject) {
  const reuse = process.env.E2E_REUSE_BUILD === "1";
  const buildDir = resolve(reuse ? (process.env.E2E_BUILD_DIR ?? ".tmp/test-build") : `.tmp/test-build-${process.pid}`);
  if (!(reuse && existsSync(serverEntry(buildDir)))) {
    const env = { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" };
    execFileSync("npm", ["run", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  }
  project.provide("buildDir", buildDir);
  return () => {
    if (!reuse) rmSync(buildDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    buildDir: string;
  }
}

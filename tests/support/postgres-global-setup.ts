/**
 * Starts one throwaway PostgreSQL for the integration project; each test file then
 * creates its own database in it (tests/support/test-database.ts).
 */
import type { TestProject } from "vitest/node";
import { postgresAvailable, startPostgres } from "./postgres.ts";

export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide("postgresUrl", process.env.TEST_POSTGRES_URL);
    return;
  }
  if (!postgresAvailable()) {
    console.warn("\n⚠ PostgreSQL binaries not found: the PostgreSQL runs of the integration tests are SKIPPED.\n");
    project.provide("postgresUrl", "");
    return;
  }
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * What the browser bundle of the production build may not contain. zod compiles its
 * parsers with `new Function` when it can, which the CSP (no 'unsafe-eval') refuses and
 * reports as a violation on every page that loads it; the forms' schemas stay on the
 * server, and pages import their labels and options from the zod-free `*-fields.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, inject } from "vitest";

const assetsDir = join(inject("buildDir"), "client", "assets");
const scripts = readdirSync(assetsDir)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, source: readFileSync(join(assetsDir, name), "utf8") }));

describe("the browser bundle", () => {
  it("exists", () => {
    expect(scripts.length).toBeGreaterThan(5);
  });

  it("contains no zod and nothing that evaluates strings as code", () => {
    const offending = scripts.filter(({ source }) => /ZodError|\$ZodType|new Function\(|\beval\(/.test(source)).map(({ name }) => name);
    expect(offending).toEqual([]);
  });

  it("contains no server code", () => {
    const offending = scripts.filter(({ source }) => /node:sqlite|better-auth|nodemailer|DATABASE_URL/.test(source)).map(({ name }) => name);
    expect(offending).toEqual([]);
  });
});

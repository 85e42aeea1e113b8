/**
 * The folders' import rules (ARCHITECTURE.md): shared rules (app/lib, app/config), domain
 * code (app/server), the HTTP side shared by route modules (app/http) and the HTTP server
 * (server/) never import React components or route modules; the domain knows nothing of HTTP
 * (no React Router, nothing of app/http), so its rules can be called from a script or a job
 * with plain values; the HTTP server imports nothing of the app at run time (types only). The
 * browser side of the boundary is enforced by the build (vite/server-only-modules.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

interface Import {
  from: string;
  /** A relative import's resolved path, relative to the repository; a package's name as written ("react-router"). */
  target: string;
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), "utf8");
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const target = specifier.startsWith(".") ? relative(root, resolve(dirname(join(root, file)), specifier)) : specifier;
    found.push({ from: file, target, typeOnly });
  };
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']/gm)) add(match[3]!, Boolean(match[2]));
  // Side-effect imports, dynamic imports and a test's module mocks load the module too.
  for (const match of text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) add(match[1]!, false);
  for (const match of text.matchAll(/(?:import|vi\.mock|vi\.doMock)\(\s*["']([^"']+)["']/g)) add(match[1]!, false);
  return found;
}

const offending = (dirs: string[], forbidden: RegExp, options: { typesAllowed?: boolean } = {}) =>
  dirs
    .flatMap(sourceFiles)
    .flatMap(importsOf)
    .filter((i) => forbidden.test(i.target) && !(options.typesAllowed && i.typeOnly))
    .map((i) => `${i.from} → ${i.target}`);

describe("route modules", () => {
  it("live in one folder per area, each of them named in the one map (app/routes.ts)", () => {
    const areas = readdirSync(join(root, "app/routes"), { withFileTypes: true });
    expect(areas.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(areas.map((entry) => entry.name).sort()).toEqual(["accounts", "back-office", "blog-manager", "machine", "public"]);
    const map = readFileSync(join(root, "app/routes.ts"), "utf8");
    const unmapped = sourceFiles("app/routes")
      .filter((file) => !file.includes("/+types/"))
      .map((file) => file.replace(/^app\/routes\//, "").replace(/\.tsx?$/, ""))
      .filter((module) => !map.includes(`routes/${module}.ts`) && !map.includes(`"${module}"`));
    expect(unmapped).toEqual([]);
  });

  it("are imported by no component (components get their types from app/lib or app/server)", () => {
    expect(offending(["app/components"], /^app\/routes\//)).toEqual([]);
  });
});

describe("import boundaries", () => {
  it("finds the imports it checks (the scanner works)", () => {
    expect(importsOf("app/root.tsx").map((i) => i.target)).toContain("app/components/SiteHeader.tsx");
    expect(importsOf("server/main.ts").find((i) => i.target === "app/server/application.ts")?.typeOnly).toBe(true);
  });

  it("sees imports of packages too, type-only ones included", () => {
    expect(importsOf("app/root.tsx").map((i) => i.target)).toContain("react-router");
    expect(importsOf("server/main.ts").find((i) => i.target === "react-router")?.typeOnly).toBe(false);
    expect(importsOf("app/entry.server.tsx").find((i) => i.target === "react-router" && i.typeOnly)).toBeDefined();
  });

  it("keeps components and routes out of app/lib, app/config, app/server and app/http", () => {
    expect(offending(["app/lib", "app/config", "app/server", "app/http"], /^app\/(components|routes)\//)).toEqual([]);
  });

  it("keeps React Router out of the domain (app/server): requests, redirects and statuses belong to routes and app/http", () => {
    expect(offending(["app/server"], /^(react-router|@react-router\/[^/]+)(\/|$)/)).toEqual([]);
  });

  it("keeps the domain (app/server) independent of the HTTP side: no import of app/http or app/routes", () => {
    expect(offending(["app/server"], /^app\/(http|routes)\//)).toEqual([]);
  });

  it("keeps components and routes out of the HTTP server", () => {
    expect(offending(["server"], /^app\/(components|routes)\//)).toEqual([]);
  });

  it("lets the HTTP server use the app's types only: the app itself comes from the React Router build", () => {
    expect(offending(["server"], /^app\//, { typesAllowed: true })).toEqual([]);
  });
});

/**
 * Domain functions take plain values and return results; reading a Request and building a
 * Response is the routes' and app/http's job.
 */
describe("domain functions", () => {
  it("take no Request and build no Response", () => {
    const onHttp = sourceFiles("app/server")
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /[:(,<|]\s*Request\b(?!Info)|\bnew Response\(/.test(readFileSync(join(root, file), "utf8")));
    expect(onHttp).toEqual([]);
  });
});

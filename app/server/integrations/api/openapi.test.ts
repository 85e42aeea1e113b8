/**
 * The OpenAPI document: valid OpenAPI 3.1 (checked against the specification's own JSON Schema by
 * @seriousme/openapi-schema-validator), every reference resolves, every operation names its
 * scope, and its paths are exactly the routes app/routes.ts maps under /api/v1, each answered by
 * the module the operation names with the method it documents (the map read as text, as
 * app/architecture.test.ts reads it).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiScopes } from "../../../lib/integrations.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { apiOperations, type ApiOperation } from "./operations.ts";

const root = resolve(import.meta.dirname, "../../../..");
const built = buildOpenApiDocument("https://agency.test");
const document = built as {
  servers: { url: string }[];
  paths: Record<string, Record<string, { "x-scope": string | null; description: string; security?: unknown[]; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};
const operations = Object.values(apiOperations) as ApiOperation[];

/** Every route app/routes.ts maps under /api/v1: [pattern, module]. */
function apiRoutesInTheMap(): [string, string][] {
  const map = readFileSync(resolve(root, "app/routes.ts"), "utf8");
  const routes = [...map.matchAll(/route\(\s*"(api\/v1\/[^"]*)",\s*"([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as [string, string]);
  // Every mention of the API's prefix is a route this test read (none written another way).
  expect(map.match(/"api\/v1\//g)?.length).toBe(routes.length);
  return routes;
}

const asRoutePattern = (path: string) => `api/v1${path}`.replace(/\{(\w+)\}/g, ":$1");

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner)));
  }
  return [];
}

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined), document);
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(built);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.servers).toEqual([{ url: "https://agency.test/api/v1" }]);
  });

  it("resolves every reference it makes", () => {
    const refs = [...new Set(refsIn(document))];
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter((ref) => resolvePointer(ref) === undefined)).toEqual([]);
  });

  it("names each operation's scope in x-scope and in its description; only the document itself needs no token", () => {
    for (const operation of operations) {
      const described = document.paths[operation.path]![operation.method]!;
      expect(described["x-scope"]).toBe(operation.scope);
      if (operation.scope) {
        expect(described.description).toContain(`Scope: \`${operation.scope}\``);
        expect(described.security).toBeUndefined();
        expect(Object.keys(described.responses)).toEqual(expect.arrayContaining(["401", "403", "429"]));
      } else {
        expect(described.security).toEqual([]);
      }
    }
    expect(operations.filter((o) => !o.scope).map((o) => o.path)).toEqual(["/openapi.json"]);
    // Every scope a token can have opens something.
    expect(new Set(operations.map((o) => o.scope).filter(Boolean))).toEqual(new Set(apiScopes.map((s) => s.value)));
  });

  it("documents the error once, as a component every refusal points to", () => {
    expect(Object.keys(document.components.responses).sort()).toEqual(["BadRequest", "Conflict", "Forbidden", "Invalid", "NotFound", "RateLimited", "TooLarge", "Unauthorized"]);
    expect(document.components.schemas.Error).toMatchObject({ properties: { error: { required: ["code", "message"] } } });
    expect(document.components.responses.RateLimited).toMatchObject({ headers: { "Retry-After": {} } });
  });

  it("describes exactly the routes app/routes.ts maps under /api/v1, each by the module that answers it", () => {
    const mapped = apiRoutesInTheMap();
    expect(mapped.length).toBeGreaterThan(10);
    const documented = operations.map((o) => [asRoutePattern(o.path), o.module] as [string, string]);
    expect([...new Set(mapped.map(([pattern, module]) => `${pattern} → ${module}`))].sort()).toEqual([...new Set(documented.map(([pattern, module]) => `${pattern} → ${module}`))].sort());
    expect(Object.keys(document.paths).map((path) => asRoutePattern(path)).sort()).toEqual([...new Set(mapped.map(([pattern]) => pattern))].sort());
  });

  it("has each module answer the method its operation documents (an action for a POST)", () => {
    for (const operation of operations) {
      const source = readFileSync(resolve(root, "app", operation.module), "utf8");
      const hasAction = /export\s+(async\s+)?function\s+action\b/.test(source);
      expect(hasAction, operation.module).toBe(operation.method === "post");
      expect(/export\s+(async\s+)?function\s+loader\b|export\s+const\s+loader\b/.test(source), operation.module).toBe(true);
    }
  });
});

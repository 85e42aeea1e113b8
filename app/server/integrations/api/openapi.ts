/**
 * The API's OpenAPI 3.1 document (docs/product.md#the-api), built from the one list of operations
 * (operations.ts) and the zod schemas (schemas.ts) with zod's own JSON Schema conversion (draft
 * 2020-12, OpenAPI 3.1's dialect): answers as the server writes them, bodies and query strings as
 * a client sends them. Served at /api/v1/openapi.json; the back office shows it too.
 */
import { z } from "zod";
import { apiScopes } from "../../../lib/integrations.ts";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "../api-idempotency.ts";
import { apiOperations, type ApiErrorStatus, type ApiOperation } from "./operations.ts";
import { API_BASE_PATH } from "./paths.ts";
import { apiAnswerSchemas, apiBodySchemas } from "./schemas.ts";

type JsonSchema = Record<string, unknown>;

const componentRef = (id: string) => `#/components/schemas/${id}`;

/** A schema without its own dialect line and id (the document declares the dialect once; components are named by their key). */
function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/** A date's or an instant's format says it; the long pattern zod adds beside it would only be noise to a reader. */
const conversion = {
  target: "draft-2020-12",
  override: ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    if (jsonSchema.format === "date" || jsonSchema.format === "date-time") delete jsonSchema.pattern;
  },
} as const;

/** A registry's schemas as components, nested registered schemas as references. */
function componentsOf(registry: typeof apiAnswerSchemas, io: "input" | "output"): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, { ...conversion, io, uri: componentRef }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema)]));
}

/** A schema that is not a component (a parameter's), inline. */
const inline = (schema: z.ZodType): JsonSchema => bare(z.toJSONSchema(schema, { ...conversion, io: "input" }) as JsonSchema);

function refTo(schema: z.ZodType): JsonSchema {
  const id = apiAnswerSchemas.get(schema)?.id ?? apiBodySchemas.get(schema)?.id;
  if (!id) throw new Error("an operation's body or answer is not a registered component (schemas.ts)");
  return { $ref: componentRef(id) };
}

const errorResponses: Record<ApiErrorStatus, { name: string; description: string }> = {
  400: { name: "BadRequest", description: "The body is not JSON, or the Idempotency-Key is empty or too long." },
  401: { name: "Unauthorized", description: "No token, or a token that is unknown, revoked or expired." },
  403: { name: "Forbidden", description: "The token lacks the operation's scope (`missing_scope` names it)." },
  404: { name: "NotFound", description: "No such record (or it was deleted, or the person's data was erased)." },
  409: { name: "Conflict", description: "The record cannot take this change now." },
  413: { name: "TooLarge", description: "The body is larger than 64 KB." },
  422: { name: "Invalid", description: "Some fields or query parameters are not valid (`fields` says which); or an Idempotency-Key reused for another request." },
  429: { name: "RateLimited", description: "Too many calls with this token in a minute; try again after Retry-After seconds." },
};

function parametersOf(operation: ApiOperation): JsonSchema[] {
  const path = Object.entries(operation.pathParams ?? {}).map(([name, schema]) => ({ name, in: "path", required: true, description: schema.description, schema: inline(schema) }));
  const query = Object.entries(operation.query?.shape ?? {}).map(([name, schema]) => {
    const field = schema as z.ZodType;
    return { name, in: "query", required: !field.safeParse(undefined).success, description: field.description, schema: inline(field) };
  });
  const idempotency =
    operation.method === "post"
      ? [
          {
            name: "Idempotency-Key",
            in: "header",
            required: false,
            description: "Any unique text (a UUID): a repeat of the same request with the same key within 24 hours gets the first answer again and changes nothing; the same key with another request is refused (422).",
            schema: { type: "string", minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
          },
        ]
      : [];
  return [...path, ...query, ...idempotency];
}

function operationObject(operationId: string, operation: ApiOperation): JsonSchema {
  const scopeText = operation.scope ? `Scope: \`${operation.scope}\`.` : "No token needed.";
  const parameters = parametersOf(operation);
  return {
    operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: `${operation.description}\n\n${scopeText}`,
    "x-scope": operation.scope,
    ...(operation.scope ? {} : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body ? { requestBody: { required: true, content: { "application/json": { schema: refTo(operation.body) } } } } : {}),
    responses: {
      [String(operation.status)]: { description: operation.status === 201 ? "Created." : "OK.", content: { "application/json": { schema: refTo(operation.answer) } } },
      ...Object.fromEntries(operation.errors.map((status) => [String(status), { $ref: `#/components/responses/${errorResponses[status].name}` }])),
    },
  };
}

/** The document for a site at `publicUrl` (its server is publicUrl + /api/v1). */
export function buildOpenApiDocument(publicUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [operationId, operation] of Object.entries(apiOperations) as [string, ApiOperation][]) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operationId, operation);
  }
  const errorSchema = { content: { "application/json": { schema: { $ref: componentRef("Error") } } } };
  return {
    openapi: "3.1.1",
    info: {
      title: "Agency API",
      version: "1",
      description: [
        "The agency's records for integrations: leads of every website form (read, and worked as the back office works them), customers and policies, service requests.",
        "Send a token an admin made in the back office as `Authorization: Bearer <token>`; each operation names the scope it needs. Every call is recorded in the audit log under the token's name.",
        "Lists are paged with `limit` and an opaque `cursor`. Files are never handed out, only listed by name and size. A person whose data was erased is gone from the API too.",
      ].join("\n\n"),
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: new URL(API_BASE_PATH, publicUrl).toString() }],
    security: [{ bearer: [] }],
    tags: [...new Set(Object.values(apiOperations).map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: `An API token (agt_…). Scopes: ${apiScopes.map((s) => `\`${s.value}\` (${s.label})`).join(", ")}.`,
        },
      },
      schemas: { ...componentsOf(apiAnswerSchemas, "output"), ...componentsOf(apiBodySchemas, "input") },
      responses: Object.fromEntries(
        Object.values(errorResponses).map(({ name, description }) => [
          name,
          name === "RateLimited"
            ? { description, headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer", minimum: 0 } } }, ...errorSchema }
            : { description, ...errorSchema },
        ]),
      ),
    },
  };
}

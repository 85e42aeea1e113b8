/**
 * The API's OpenAPI document (app/server/integrations/api/openapi.ts) turned into what the API
 * reference page shows: each operation's method, path, scope, summary, parameters, body fields and
 * answer fields, and apart the records those fields name (a list's rows). Fields of nested objects are listed under
 * their parent's name ("won.carrier", "vehicles[].year"); a field that is a named record links to
 * it. Plain data in, plain data out: no React, no zod.
 */

type Json = Record<string, unknown>;

export interface ApiFieldView {
  name: string;
  /** "string", "integer", "one of: a, b", "date-time or null", "list of Lead" … */
  type: string;
  /** The named record the type refers to, if any (an anchor on the page). */
  record: string | null;
  required: boolean;
  description: string;
}

export interface ApiParameterView {
  name: string;
  in: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ApiOperationView {
  id: string;
  method: string;
  path: string;
  scope: string | null;
  summary: string;
  description: string;
  parameters: ApiParameterView[];
  body: { record: string | null; fields: ApiFieldView[] } | null;
  answer: { status: string; record: string | null; fields: ApiFieldView[] } | null;
  errors: { status: string; description: string }[];
}

export interface ApiRecordView {
  name: string;
  description: string;
  fields: ApiFieldView[];
}

export interface ApiReferenceView {
  title: string;
  version: string;
  paragraphs: string[];
  serverUrl: string;
  groups: { tag: string; operations: ApiOperationView[] }[];
  records: ApiRecordView[];
}

const MAX_DEPTH = 3;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const refName = (schema: Json): string | null => (typeof schema.$ref === "string" ? schema.$ref.split("/").pop()! : null);

/** A schema's type in words, and the record it names if it is (a list of) one. */
export function typeOf(schema: unknown): { type: string; record: string | null } {
  if (!isObject(schema)) return { type: "any", record: null };
  const ref = refName(schema);
  if (ref) return { type: ref, record: ref };
  const variants = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null) as unknown[] | null;
  if (variants) {
    const parts = variants.map(typeOf);
    return { type: parts.map((p) => p.type).join(" or "), record: parts.find((p) => p.record)?.record ?? null };
  }
  if (Array.isArray(schema.enum)) return { type: `one of: ${schema.enum.map(String).join(", ")}`, record: null };
  if (schema.const !== undefined) return { type: `always ${String(schema.const)}`, record: null };
  const types = Array.isArray(schema.type) ? schema.type.map(String) : schema.type ? [String(schema.type)] : [];
  const words = types.map((t) => {
    if (t === "array") {
      const item = typeOf(schema.items);
      return `list of ${item.type}`;
    }
    if (t === "string" && typeof schema.format === "string") return `string (${schema.format})`;
    return t;
  });
  const record = types.includes("array") ? typeOf(schema.items).record : null;
  return { type: words.join(" or ") || (isObject(schema.properties) ? "object" : "any"), record };
}

/** The object schema inside a field (itself, a list's items, or the non-null branch), if it has fields of its own. */
function nestedObject(schema: Json): { schema: Json; suffix: string } | null {
  if (isObject(schema.properties) && !refName(schema)) return { schema, suffix: "" };
  if (isObject(schema.items) && isObject(schema.items.properties) && !refName(schema.items)) return { schema: schema.items, suffix: "[]" };
  const variants = (Array.isArray(schema.anyOf) ? schema.anyOf : []) as unknown[];
  for (const v of variants) if (isObject(v) && isObject(v.properties) && !refName(v)) return { schema: v, suffix: "" };
  return null;
}

/** An object schema's fields, nested objects' fields after their parent, named with its path. */
export function fieldsOf(schema: unknown, prefix = "", depth = 0): ApiFieldView[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const fields: ApiFieldView[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const field = isObject(property) ? property : {};
    const { type, record } = typeOf(field);
    const full = `${prefix}${name}`;
    fields.push({ name: full, type, record, required: required.has(name), description: text(field.description) });
    const nested = depth < MAX_DEPTH ? nestedObject(field) : null;
    if (nested) fields.push(...fieldsOf(nested.schema, `${full}${nested.suffix}.`, depth + 1));
  }
  return fields;
}

function resolve(document: Json, schema: unknown): { record: string | null; schema: Json } {
  if (!isObject(schema)) return { record: null, schema: {} };
  const name = refName(schema);
  if (!name) return { record: null, schema };
  const components = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const found = components[name];
  return { record: name, schema: isObject(found) ? found : {} };
}

function jsonSchemaOf(content: unknown): unknown {
  return isObject(content) && isObject(content["application/json"]) ? content["application/json"].schema : undefined;
}

function operationView(document: Json, path: string, method: string, operation: Json): ApiOperationView {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const componentResponses = isObject(document.components) && isObject(document.components.responses) ? document.components.responses : {};
  const success = Object.keys(responses).find((status) => status.startsWith("2"));
  const answerSchema = success && isObject(responses[success]) ? jsonSchemaOf(responses[success].content) : undefined;
  const answer = success ? resolve(document, answerSchema) : null;
  const bodySchema = isObject(operation.requestBody) ? jsonSchemaOf(operation.requestBody.content) : undefined;
  const body = bodySchema ? resolve(document, bodySchema) : null;
  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).filter(isObject).map((p) => ({
    name: text(p.name),
    in: text(p.in),
    type: typeOf(p.schema).type,
    required: p.required === true,
    description: text(p.description),
  }));
  const errors = Object.entries(responses)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, response]) => {
      const ref = isObject(response) ? refName(response) : null;
      const shared = ref ? componentResponses[ref] : response;
      return { status, description: isObject(shared) ? text(shared.description) : "" };
    });
  return {
    id: text(operation.operationId) || `${method}-${path}`,
    method: method.toUpperCase(),
    path,
    scope: typeof operation["x-scope"] === "string" ? operation["x-scope"] : null,
    summary: text(operation.summary),
    // The scope has its own line on the page.
    description: text(operation.description).replace(/\n*Scope: `[^`]*`\.\s*$|\n*No token needed\.\s*$/, "").trim(),
    parameters,
    body: body ? { record: body.record, fields: fieldsOf(body.schema) } : null,
    answer: answer && success ? { status: success, record: answer.record, fields: fieldsOf(answer.schema) } : null,
    errors,
  };
}

/** The whole reference: operations grouped by tag in the document's order, then the named records. */
export function readableApi(document: Json): ApiReferenceView {
  const info = isObject(document.info) ? document.info : {};
  const servers = Array.isArray(document.servers) ? document.servers.filter(isObject) : [];
  const paths = isObject(document.paths) ? document.paths : {};
  const operations: { tag: string; view: ApiOperationView }[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.map(String) : [];
      operations.push({ tag: tags[0] ?? "Other", view: operationView(document, path, method, operation) });
    }
  }
  const tagOrder = (Array.isArray(document.tags) ? document.tags.filter(isObject).map((t) => text(t.name)) : []).concat(operations.map((o) => o.tag));
  const groups = [...new Set(tagOrder)]
    .map((tag) => ({ tag, operations: operations.filter((o) => o.tag === tag).map((o) => o.view) }))
    .filter((g) => g.operations.length);
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  // An operation shows its own body's and answer's fields; the records listed apart are the ones
  // named inside them (a list's rows, a nested record), so nothing is written out twice.
  const named = new Set<string>();
  for (const schema of Object.values(schemas)) for (const field of fieldsOf(schema)) if (field.record) named.add(field.record);
  const records = Object.entries(schemas)
    .filter(([name, schema]) => isObject(schema) && named.has(name))
    .map(([name, schema]) => ({ name, description: text((schema as Json).description), fields: fieldsOf(schema) }));
  return {
    title: text(info.title),
    version: text(info.version),
    paragraphs: text(info.description).split(/\n{2,}/).filter(Boolean),
    serverUrl: text(servers[0]?.url),
    groups,
    records,
  };
}

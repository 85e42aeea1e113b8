import { describe, expect, it } from "vitest";
import { readableApi, typeOf } from "./api-reference.ts";

/** A small OpenAPI 3.1 document in the shape the API's own takes. */
const document = {
  openapi: "3.1.1",
  info: { title: "Agency API", version: "1", description: "First paragraph.\n\nSecond, with `code`." },
  servers: [{ url: "https://agency.example/api/v1" }],
  tags: [{ name: "Leads" }, { name: "This document" }],
  paths: {
    "/openapi.json": { get: { operationId: "getOpenApiDocument", tags: ["This document"], summary: "This document", description: "No token needed.", "x-scope": null, responses: { "200": { description: "OK." } } } },
    "/leads/{form}/{id}/stage": {
      post: {
        operationId: "changeLeadStage",
        tags: ["Leads"],
        summary: "Move a lead to another stage",
        description: "Validated as the back office's form is.\n\nScope: `leads:write`.",
        "x-scope": "leads:write",
        parameters: [
          { name: "form", in: "path", required: true, description: "The lead's form.", schema: { type: "string", enum: ["quotes", "claims"] } },
          { name: "Idempotency-Key", in: "header", required: false, description: "Any unique text.", schema: { type: "string" } },
        ],
        requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/StageChange" } } } },
        responses: {
          "200": { description: "OK.", content: { "application/json": { schema: { $ref: "#/components/schemas/LeadPage" } } } },
          "429": { $ref: "#/components/responses/RateLimited" },
        },
      },
    },
  },
  components: {
    schemas: {
      StageChange: { type: "object", properties: { stage: { type: "string" }, lost_reason: { type: "string", description: "When it is lost." } }, required: ["stage"] },
      Lead: {
        type: "object",
        properties: {
          id: { type: "string" },
          follow_up_at: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
          won: { anyOf: [{ type: "object", properties: { carrier: { type: "string" } }, required: ["carrier"] }, { type: "null" }] },
          vehicles: { type: "array", items: { type: "object", properties: { vin: { type: ["string", "null"] } } } },
        },
        required: ["id"],
      },
      LeadPage: { type: "object", properties: { data: { type: "array", items: { $ref: "#/components/schemas/Lead" } }, next_cursor: { type: ["string", "null"] } }, required: ["data", "next_cursor"] },
    },
    responses: { RateLimited: { description: "Too many calls with this token in a minute." } },
  },
};

describe("the API reference page's reading of the OpenAPI document", () => {
  it("puts each operation under its tag, in the document's tag order, with its scope on its own", () => {
    const view = readableApi(document);
    expect(view.groups.map((g) => [g.tag, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ["Leads", ["POST /leads/{form}/{id}/stage"]],
      ["This document", ["GET /openapi.json"]],
    ]);
    const stage = view.groups[0]!.operations[0]!;
    expect(stage).toMatchObject({ scope: "leads:write", summary: "Move a lead to another stage", description: "Validated as the back office's form is." });
    expect(view.groups[1]!.operations[0]).toMatchObject({ scope: null, description: "" });
    expect(view).toMatchObject({ title: "Agency API", version: "1", serverUrl: "https://agency.example/api/v1", paragraphs: ["First paragraph.", "Second, with `code`."] });
  });

  it("lists parameters, the body's fields and the answer's fields, following references", () => {
    const stage = readableApi(document).groups[0]!.operations[0]!;
    expect(stage.parameters).toEqual([
      { name: "form", in: "path", type: "one of: quotes, claims", required: true, description: "The lead's form." },
      { name: "Idempotency-Key", in: "header", type: "string", required: false, description: "Any unique text." },
    ]);
    expect(stage.body).toEqual({
      record: "StageChange",
      fields: [
        { name: "stage", type: "string", record: null, required: true, description: "" },
        { name: "lost_reason", type: "string", record: null, required: false, description: "When it is lost." },
      ],
    });
    expect(stage.answer?.record).toBe("LeadPage");
    expect(stage.answer?.fields.map((f) => [f.name, f.type, f.record])).toEqual([
      ["data", "list of Lead", "Lead"],
      ["next_cursor", "string or null", null],
    ]);
    expect(stage.errors).toEqual([{ status: "429", description: "Too many calls with this token in a minute." }]);
  });

  it("names nested objects' fields under their parent", () => {
    // Only records named inside others are listed apart: the body and answers are shown with their operation.
    expect(readableApi(document).records.map((r) => r.name)).toEqual(["Lead"]);
    const lead = readableApi(document).records.find((r) => r.name === "Lead")!;
    expect(lead.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ["id", "string", true],
      ["follow_up_at", "string (date-time) or null", false],
      ["won", "object or null", false],
      ["won.carrier", "string", true],
      ["vehicles", "list of object", false],
      ["vehicles[].vin", "string or null", false],
    ]);
  });

  it("reads what it does not know as “any” rather than failing", () => {
    expect(typeOf(undefined)).toEqual({ type: "any", record: null });
    expect(typeOf({ const: "lead.created" })).toEqual({ type: "always lead.created", record: null });
    expect(readableApi({})).toEqual({ title: "", version: "", paragraphs: [], serverUrl: "", groups: [], records: [] });
  });
});

/**
 * The REST API over real HTTP against the built server (docs/product.md#the-api): a quote sent from
 * the public form is listed for a token with leads:read, an integration moves it to another stage
 * (a plain server-to-server POST: no Origin, no cookies), and the OpenAPI document answers
 * without a token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/accounts.ts";
import { apiHeaders, insertApiToken } from "../support/api-token.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { query, sameOrigin, validLeadBody } from "../support/site-requests.ts";

let server: AppServer;
let token = "";

beforeAll(async () => {
  server = await startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  token = insertApiToken(server, "CRM sync", ["leads:read", "leads:write"]);
});

afterAll(async () => {
  await server?.stop();
});

describe("the REST API", () => {
  it("lists a quote sent from the public form, and moves it to another stage", async () => {
    const email = uniqueEmail("api-quote");
    const sent = await fetch(`${server.url}/quote`, { method: "POST", body: validLeadBody("quote", email), headers: sameOrigin(server), redirect: "manual" });
    expect(sent.status).toBe(303);

    const listed = await fetch(`${server.url}/api/v1/leads?form=quotes&limit=100`, { headers: apiHeaders(token) });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("content-type")).toContain("application/json");
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const page = (await listed.json()) as { data: { id: string; email: string; stage: string; api_url: string; fields: { label: string; value: string }[] }[]; next_cursor: string | null };
    const lead = page.data.find((l) => l.email === email)!;
    expect(lead).toMatchObject({ stage: "new", api_url: `${server.url}/api/v1/leads/quotes/${lead.id}` });
    expect(lead.fields.length).toBeGreaterThan(5);

    const moved = await fetch(`${lead.api_url}/stage`, { method: "POST", headers: { ...apiHeaders(token), "Idempotency-Key": "e2e-stage-1" }, body: JSON.stringify({ stage: "contacted" }) });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ changed: true, lead: { id: lead.id, stage: "contacted" } });
    expect(query<{ status: string }>(server.databasePath, "select status from quote_requests where id = ?", lead.id)).toEqual([{ status: "contacted" }]);
    expect(query(server.databasePath, "select actor_email from audit_log where action = 'lead.stage' and target_id = ?", lead.id)).toEqual([{ actor_email: "api: CRM sync" }]);

    const one = await fetch(lead.api_url, { headers: apiHeaders(token) });
    expect(await one.json()).toMatchObject({ id: lead.id, stage: "contacted", notes: [] });
  });

  it("refuses a call without a token, as JSON", async () => {
    const refused = await fetch(`${server.url}/api/v1/leads`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    expect(await refused.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it("serves the OpenAPI document without a token", async () => {
    const response = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const document = (await response.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, { "x-scope": string | null }>> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.servers).toEqual([{ url: `${server.url}/api/v1` }]);
    expect(document.paths["/leads/{form}/{id}/stage"]!.post!["x-scope"]).toBe("leads:write");
  });
});

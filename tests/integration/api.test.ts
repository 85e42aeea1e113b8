/**
 * The REST API on both engines (docs/product.md#the-api), its route modules called as React Router
 * calls them, with tokens made as the back office makes them: every lead exactly once across pages
 * while new ones arrive, the inbox's filters, one lead with its notes and files by name, the stage,
 * owner, follow-up and note changes through the record page's schemas and functions (422 field
 * errors, 409, scopes), Idempotency-Key, revoked and expired tokens, the rate limit, the audit
 * entry of every call under the token's name, customers, policies and service requests, and a
 * person whose data was erased, gone from the API too. Every answer is checked against its
 * operation's schema (the one the OpenAPI document is built from).
 */
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import { defaultAgency } from "../../app/config/agency.ts";
import { servicesContext } from "../../app/http/context.ts";
import type { ApiScope } from "../../app/lib/integrations.ts";
import { leadForms } from "../../app/lib/inbox-paths.ts";
import { contactMessageSchema } from "../../app/lib/schemas/contact-message.ts";
import { customerSchema } from "../../app/lib/schemas/customer.ts";
import { driverSchema, policySchema, vehicleSchema } from "../../app/lib/schemas/policy.ts";
import * as customerRoute from "../../app/routes/machine/api-v1-customer.ts";
import * as customersRoute from "../../app/routes/machine/api-v1-customers.ts";
import * as followUpRoute from "../../app/routes/machine/api-v1-lead-follow-up.ts";
import * as notesRoute from "../../app/routes/machine/api-v1-lead-notes.ts";
import * as ownerRoute from "../../app/routes/machine/api-v1-lead-owner.ts";
import * as stageRoute from "../../app/routes/machine/api-v1-lead-stage.ts";
import * as leadRoute from "../../app/routes/machine/api-v1-lead.ts";
import * as leadsRoute from "../../app/routes/machine/api-v1-leads.ts";
import * as openApiRoute from "../../app/routes/machine/api-v1-openapi.ts";
import * as personRoute from "../../app/routes/machine/api-v1-person.ts";
import * as policiesRoute from "../../app/routes/machine/api-v1-policies.ts";
import * as policyRoute from "../../app/routes/machine/api-v1-policy.ts";
import * as serviceRequestRoute from "../../app/routes/machine/api-v1-service-request.ts";
import * as serviceRequestsRoute from "../../app/routes/machine/api-v1-service-requests.ts";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { erasePersonData } from "../../app/server/compliance/erase-person-data.ts";
import { createCustomer } from "../../app/server/customers/save-customer.ts";
import { parseEnv } from "../../app/server/env.ts";
import { addLeadNote } from "../../app/server/inbox/add-lead-note.ts";
import { createApiToken, revokeApiToken } from "../../app/server/integrations/api-tokens.ts";
import { apiOperations, type ApiOperation } from "../../app/server/integrations/api/operations.ts";
import { apiErrorSchema } from "../../app/server/integrations/api/schemas.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitContactMessage } from "../../app/server/leads/submit-contact-message.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { changeStage } from "../../app/server/pipeline/change-stage.ts";
import { createPolicy } from "../../app/server/policies/save-policy.ts";
import { addDriver, addVehicle } from "../../app/server/policies/vehicles-and-drivers.ts";
import type { AppServices } from "../../app/server/services.ts";
import { inMemoryFile } from "../../app/server/uploads/check-upload.ts";
import { testFileKeys } from "../support/file-keys.ts";
import { claimInput, quoteInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const PUBLIC_URL = "https://agency.test";
const fileKeys = testFileKeys();
/** Monday 15 June 2026, 11:00 in Las Vegas: when the fixtures' leads arrive (the API's own clock is the real one). */
const NOW = new Date("2026-06-15T18:00:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const submission = (now: Date) => ({ agency: defaultAgency, publicUrl: PUBLIC_URL, now, fileKeys });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const routeModules: Record<string, { loader?: (args: never) => unknown; action?: (args: never) => unknown }> = {
  "routes/machine/api-v1-leads.ts": leadsRoute,
  "routes/machine/api-v1-lead.ts": leadRoute,
  "routes/machine/api-v1-lead-stage.ts": stageRoute,
  "routes/machine/api-v1-lead-owner.ts": ownerRoute,
  "routes/machine/api-v1-lead-follow-up.ts": followUpRoute,
  "routes/machine/api-v1-lead-notes.ts": notesRoute,
  "routes/machine/api-v1-person.ts": personRoute,
  "routes/machine/api-v1-customers.ts": customersRoute,
  "routes/machine/api-v1-customer.ts": customerRoute,
  "routes/machine/api-v1-policies.ts": policiesRoute,
  "routes/machine/api-v1-policy.ts": policyRoute,
  "routes/machine/api-v1-service-requests.ts": serviceRequestsRoute,
  "routes/machine/api-v1-service-request.ts": serviceRequestRoute,
  "routes/machine/api-v1-openapi.ts": openApiRoute,
};

/** The operation a method and path reach, with the path's parameters (as React Router would give them). */
function operationFor(method: "GET" | "POST", pathname: string): { operation: ApiOperation; params: Record<string, string> } {
  for (const operation of Object.values(apiOperations) as ApiOperation[]) {
    if (operation.method !== method.toLowerCase()) continue;
    const pattern = new RegExp(`^/api/v1${operation.path.replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`);
    const match = pattern.exec(pathname);
    if (match) return { operation, params: Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])) };
  }
  throw new Error(`no operation answers ${method} ${pathname}`);
}

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string>; missing_scope?: string } };
}

describe.each(testEngines())("the REST API on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const ben = { id: "user-ben", email: "ben@agency.test" };
  const amy = { id: "user-amy", email: "amy@agency.test" };
  const gone = { id: "user-gone", email: "gone@agency.test" };
  const customerUser = { id: "user-carla", email: "carla@example.com" };

  const servicesWith = (env: Record<string, string> = {}): AppServices => ({
    env: parseEnv({ PUBLIC_URL, API_REQUESTS_PER_MINUTE: "1000", ...env }),
    agency: defaultAgency,
    db: db(),
    engine,
    auth: {} as Auth,
    kickOutbox: () => {},
    fileKeys,
  });

  /** One call, as React Router makes it: the route module of the operation the path reaches, its loader or action. */
  async function api(method: "GET" | "POST", target: string, options: { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string>; services?: AppServices } = {}): Promise<Answer> {
    const url = new URL(target, PUBLIC_URL);
    const { operation, params } = operationFor(method, url.pathname);
    const headers = new Headers(options.headers);
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    let body: string | undefined;
    if (method === "POST") {
      body = options.rawBody ?? JSON.stringify(options.body ?? {});
      headers.set("Content-Type", "application/json");
    }
    const context = new RouterContextProvider();
    context.set(servicesContext, options.services ?? servicesWith());
    const module = routeModules[operation.module]!;
    const run = (method === "GET" ? module.loader : module.action) as (args: unknown) => Promise<Response>;
    const response = await run({ request: new Request(url, { method, headers, body }), context, params, url });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer["body"] };
  }

  /** The answer holds exactly what its operation's schema says (nothing more, nothing less). */
  function conforms(schema: z.ZodType, body: unknown) {
    expect(schema.parse(body)).toEqual(body);
  }

  async function token(scopes: ApiScope[], name = "CRM sync", options: { lifetimeDays?: number | null; now?: Date } = {}) {
    return (await createApiToken(db(), ben, { name, scopes, lifetimeDays: options.lifetimeDays ?? null }, options.now ?? new Date())).token;
  }

  async function insertUser(user: { id: string; email: string }, role: string, disabled = false) {
    await db()
      .insertInto("user")
      .values({ id: user.id, name: user.email.split("@")[0]!, email: user.email, email_verified: true, role, disabled, created_at: at(-1000), updated_at: at(-1000) })
      .execute();
  }

  const quote = async (email: string, when: Date, phone?: string) => (await submitQuoteRequest(db(), quoteInput(email, phone), submission(when))).id;
  const claim = async (email: string, when: Date, files: ReturnType<typeof inMemoryFile>[] = []) => (await submitClaim(db(), claimInput(email), files, submission(when))).id;
  const message = async (email: string, when: Date) =>
    (await submitContactMessage(db(), contactMessageSchema.parse({ firstName: "Rosa", lastName: "Diaz", email, phone: "702-555-0100", topic: "other", message: "Please call me." }), submission(when))).id;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertUser(ben, "admin");
    await insertUser(amy, "staff");
    await insertUser(gone, "staff", true);
    await insertUser(customerUser, "customer");
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of [
      "audit_log",
      "lead_notes",
      "lead_reads",
      "email_outbox",
      "uploaded_files",
      "consent_records",
      "person_contacts",
      "quote_requests",
      "claims",
      "job_applications",
      "pay_per_mile_quotes",
      "coverage_reviews",
      "contact_messages",
      "service_messages",
      "service_requests",
      "customer_documents",
      "policy_vehicles",
      "policy_drivers",
      "policies",
      "customers",
      "api_idempotency",
      "api_tokens",
      "rate_limits",
      "counters",
      "assignment_rules",
      "webhook_deliveries",
    ] as const) {
      await db().deleteFrom(table).execute();
    }
    // New leads wait unassigned: each test assigns what it needs.
    for (const form of leadForms) {
      await db().insertInto("assignment_rules").values({ form, mode: "nobody", user_id: null, turn: 0, updated_at: NOW.toISOString() }).execute();
    }
  });

  it("lists every lead exactly once across pages while new ones arrive, in the order created_at, form, id", async () => {
    const reader = await token(["leads:read"]);
    const existing = [
      { form: "quotes", id: await quote("a@example.com", at(0)) },
      { form: "quotes", id: await quote("b@example.com", at(0)) },
      { form: "claims", id: await claim("c@example.com", at(0)) },
      { form: "messages", id: await message("d@example.com", at(1)) },
      { form: "quotes", id: await quote("e@example.com", at(2)) },
      { form: "claims", id: await claim("f@example.com", at(3)) },
    ];
    const seen: { form: string; id: string; created_at: string }[] = [];
    const arrivals: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Answer = await api("GET", `/api/v1/leads?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { token: reader });
      expect(page.status).toBe(200);
      conforms(apiOperations.listLeads.answer, page.body);
      const data = page.body.data as { form: string; id: string; created_at: string }[];
      expect(data.length).toBeLessThanOrEqual(2);
      seen.push(...data);
      cursor = page.body.next_cursor as string | null;
      // A lead arrives between two page requests (the first three times).
      if (cursor && arrivals.length < 3) arrivals.push(await quote(`new${arrivals.length}@example.com`, at(10 + arrivals.length)));
      pages += 1;
    } while (cursor && pages < 20);

    expect(cursor).toBeNull();
    const all = [...existing.map((l) => l.id), ...arrivals];
    expect(seen.map((l) => l.id).sort()).toEqual([...all].sort());
    expect(new Set(seen.map((l) => `${l.form}/${l.id}`)).size).toBe(seen.length);
    // The order: created_at, then the form's name, then the id; the new leads come last.
    const keys = seen.map((l) => [l.created_at, l.form, l.id].join("|"));
    expect(keys).toEqual([...keys].sort());
    expect(seen.slice(-3).map((l) => l.id)).toEqual(arrivals);
    expect(seen.slice(0, 3).map((l) => l.form)).toEqual(["claims", "quotes", "quotes"]);
  });

  it("filters as the inbox does: form, stage, owner, received days in Las Vegas, changed since", async () => {
    const reader = await token(["leads:read"]);
    // 05:30 UTC on the 16th is still the 15th in Las Vegas (22:30).
    const lateEvening = await quote("late@example.com", new Date("2026-06-16T05:30:00.000Z"));
    const nextMorning = await quote("morning@example.com", new Date("2026-06-16T16:00:00.000Z"));
    const claimId = await claim("claim@example.com", at(0));
    const messageId = await message("msg@example.com", at(5));
    await db().updateTable("quote_requests").set({ owner_id: amy.id }).where("id", "=", nextMorning).execute();
    await changeStage(db(), ben, "quotes", lateEvening, { stage: "contacted", outcome: null }, new Date("2026-06-20T12:00:00.000Z"));

    const ids = async (query: string) => {
      const answer = await api("GET", `/api/v1/leads?${query}`, { token: reader });
      expect(answer.status, query).toBe(200);
      return (answer.body.data as { id: string }[]).map((l) => l.id).sort();
    };
    expect(await ids("form=quotes")).toEqual([lateEvening, nextMorning].sort());
    expect(await ids("form=claims")).toEqual([claimId]);
    expect(await ids("stage=contacted")).toEqual([lateEvening]);
    // "new" is a stage of several forms: each form that has it.
    expect(await ids("stage=new")).toEqual([nextMorning, messageId].sort());
    expect(await ids("stage=received")).toEqual([claimId]);
    expect(await ids(`owner=${amy.id}`)).toEqual([nextMorning]);
    expect(await ids("owner=none")).toEqual([lateEvening, claimId, messageId].sort());
    expect(await ids("received_from=2026-06-15&received_to=2026-06-15")).toEqual([lateEvening, claimId, messageId].sort());
    expect(await ids("received_from=2026-06-16")).toEqual([nextMorning]);
    expect(await ids("received_to=2026-06-15&form=quotes")).toEqual([lateEvening]);
    expect(await ids(`updated_since=${encodeURIComponent("2026-06-20T04:00:00-07:00")}`)).toEqual([lateEvening]);
    expect(await ids("form=claims&stage=received&owner=none")).toEqual([claimId]);

    for (const [query, field] of [
      ["stage=hired&form=quotes", "stage"],
      ["stage=nothing", "stage"],
      ["form=boats", "form"],
      ["received_from=15/06/2026", "received_from"],
      ["updated_since=yesterday", "updated_since"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=ten", "limit"],
      ["cursor=not-a-cursor", "cursor"],
    ] as const) {
      const refused = await api("GET", `/api/v1/leads?${query}`, { token: reader });
      expect(refused.status, query).toBe(422);
      conforms(apiErrorSchema, refused.body);
      expect(Object.keys(refused.body.error!.fields!), query).toEqual([field]);
    }
  });

  it("gives one lead with its notes, its files by name and size only, and its person's other records", async () => {
    const reader = await token(["leads:read"]);
    const claimId = await claim("sam@example.com", at(0), [inMemoryFile("bumper.png", "image/png", PNG)]);
    const quoteId = await quote("SAM@example.com", at(5));
    await addLeadNote(db(), amy, "claims", claimId, "Called Sam, photos received.");

    const answer = await api("GET", `/api/v1/leads/claims/${claimId}`, { token: reader });
    expect(answer.status).toBe(200);
    conforms(apiOperations.getLead.answer, answer.body);
    const lead = answer.body as { fields: { label: string; value: string }[]; files: unknown[]; notes: unknown[]; person: { id: string; api_url: string; other_records: unknown[] } };
    expect(lead).toMatchObject({ id: claimId, form: "claims", stage: "received", email: "sam@example.com", api_url: `${PUBLIC_URL}/api/v1/leads/claims/${claimId}` });
    expect(lead.fields).toContainEqual({ label: "Photos and documents", value: "bumper.png" });
    expect(lead.fields).toContainEqual({ label: "Description of what happened", value: "Rear-ended." });
    expect(lead.files).toEqual([{ name: "bumper.png", size_bytes: PNG.byteLength, content_type: "image/png" }]);
    expect(lead.notes).toMatchObject([{ kind: "note", body: "Called Sam, photos received.", author: amy.email }]);
    expect(lead.person.other_records).toMatchObject([{ form: "quotes", id: quoteId, stage: "new", api_url: `${PUBLIC_URL}/api/v1/leads/quotes/${quoteId}` }]);
    expect(JSON.stringify(answer.body)).not.toContain(Buffer.from(PNG).toString("base64"));

    const person = await api("GET", new URL(lead.person.api_url).pathname, { token: reader });
    expect(person.status).toBe(200);
    conforms(apiOperations.getPerson.answer, person.body);
    expect((person.body.records as { id: string }[]).map((r) => r.id).sort()).toEqual([claimId, quoteId].sort());

    expect((await api("GET", `/api/v1/leads/quotes/${claimId}`, { token: reader })).status).toBe(404);
    expect((await api("GET", `/api/v1/leads/boats/${claimId}`, { token: reader })).body.error).toMatchObject({ code: "not_found" });
    expect((await api("GET", `/api/v1/people/${randomUUID()}`, { token: reader })).status).toBe(404);
  });

  it("changes a stage only with leads:write, through the stage form's schema: 422 field errors, 409 for a stage the form has not", async () => {
    const id = await quote("won@example.com", at(0));
    const stageOf = async () => (await db().selectFrom("quote_requests").select(["status", "won_carrier"]).where("id", "=", id).executeTakeFirstOrThrow()).status;
    const stageAudits = async () => (await db().selectFrom("audit_log").select(["actor_email", "detail"]).where("action", "=", "lead.stage").where("target_id", "=", id).execute());

    const readOnly = await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: await token(["leads:read", "notes:write"], "Reader"), body: { stage: "contacted" } });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error).toMatchObject({ code: "insufficient_scope", missing_scope: "leads:write" });
    expect(readOnly.body.error!.message).toContain("leads:write");
    expect(await stageOf()).toBe("new");

    const writer = await token(["leads:write"]);
    const incomplete = await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: { stage: "won", won_carrier: "" } });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error!.fields).toEqual({
      won_carrier: "Please enter the carrier that wrote the policy.",
      won_line: "Please choose the line of business.",
      won_premium: "Please enter the annual premium in dollars, for example 1,250.",
    });
    expect((await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: {} })).body.error!.fields).toEqual({ stage: "Please choose a stage." });
    expect((await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: ["won"] })).body.error!.fields).toEqual({ body: "Send a JSON object." });
    expect((await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, rawBody: "{stage: won" })).body.error).toMatchObject({ code: "invalid_json" });
    for (const stage of ["hired", "closed", "nonsense"]) {
      const refused = await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: { stage } });
      expect(refused.status, stage).toBe(409);
      expect(refused.body.error).toMatchObject({ code: "conflict", message: expect.stringContaining("new, contacted, quoted, won, lost, spam") });
    }
    expect(await stageOf()).toBe("new");
    expect(await stageAudits()).toEqual([]);

    const won = await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: { stage: "won", won_carrier: "State Farm", won_line: "auto", won_premium: 1250, lost_reason: null } });
    expect(won.status).toBe(200);
    conforms(apiOperations.changeLeadStage.answer, won.body);
    expect(won.body).toMatchObject({ changed: true, lead: { id, stage: "won", won: { carrier: "State Farm", line: "auto", premium_cents: 125_000 }, lost_reason: null } });
    expect(await stageAudits()).toEqual([{ actor_email: "api: CRM sync", detail: "New → Won (State Farm, Auto, $1,250 a year)" }]);

    const lost = await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: { stage: "lost", lost_reason: "price" } });
    expect(lost.body).toMatchObject({ changed: true, lead: { stage: "lost", won: null, lost_reason: "price" } });
    const again = await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: { stage: "contacted" } });
    expect(again.body).toMatchObject({ changed: true, lead: { stage: "contacted", lost_reason: null } });
    expect((await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: { stage: "contacted" } })).body).toMatchObject({ changed: false });
    expect((await api("POST", `/api/v1/leads/quotes/${randomUUID()}/stage`, { token: writer, body: { stage: "contacted" } })).status).toBe(404);
  });

  it("replays a POST with the same Idempotency-Key: changed once, answered the same; the key with another body is refused", async () => {
    const id = await quote("idem@example.com", at(0));
    const writer = await token(["leads:write", "notes:write"]);
    const post = (path: string, body: unknown, key: string) => api("POST", `/api/v1/leads/quotes/${id}/${path}`, { token: writer, body, headers: { "Idempotency-Key": key } });

    const first = await post("notes", { body: "Left a voicemail." }, "key-note-1");
    const second = await post("notes", { body: "Left a voicemail." }, "key-note-1");
    expect(first.status).toBe(201);
    conforms(apiOperations.addLeadNote.answer, first.body);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await db().selectFrom("lead_notes").select("body").where("record_id", "=", id).execute()).toEqual([{ body: "Left a voicemail." }]);

    const reused = await post("notes", { body: "Something else." }, "key-note-1");
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ code: "idempotency_key_reused" });
    expect(await db().selectFrom("lead_notes").select("id").where("record_id", "=", id).execute()).toHaveLength(1);

    const moved = await post("stage", { stage: "contacted" }, "key-stage-1");
    const replayed = await post("stage", { stage: "contacted" }, "key-stage-1");
    expect(replayed.body).toEqual(moved.body);
    expect(moved.body).toMatchObject({ changed: true });
    expect(await db().selectFrom("audit_log").select("id").where("action", "=", "lead.stage").where("target_id", "=", id).execute()).toHaveLength(1);
    // Without a key the repeat is a second request: it changes nothing either, and says so.
    expect((await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: writer, body: { stage: "contacted" } })).body).toMatchObject({ changed: false });
  });

  it("assigns to an active team member or nobody, as the record page does", async () => {
    const id = await quote("owner@example.com", at(0));
    const writer = await token(["leads:write"]);
    const assign = (owner_id: unknown) => api("POST", `/api/v1/leads/quotes/${id}/owner`, { token: writer, body: { owner_id } });

    const given = await assign(amy.id);
    expect(given.status).toBe(200);
    conforms(apiOperations.assignLead.answer, given.body);
    expect(given.body).toMatchObject({ changed: true, lead: { owner_id: amy.id } });
    expect((await assign(amy.id)).body).toMatchObject({ changed: false });
    for (const refused of [customerUser.id, gone.id, "nobody-by-that-id"]) {
      const answer = await assign(refused);
      expect(answer.status).toBe(422);
      expect(answer.body.error!.fields).toEqual({ owner_id: "Please choose an active member of the team." });
    }
    expect((await assign(42)).status).toBe(422);
    expect((await assign(null)).body).toMatchObject({ changed: true, lead: { owner_id: null } });
    const audits = await db().selectFrom("audit_log").select(["actor_email", "detail"]).where("action", "=", "lead.assign").orderBy("created_at").execute();
    expect(audits).toEqual([
      { actor_email: "api: CRM sync", detail: `→ ${amy.email}` },
      { actor_email: "api: CRM sync", detail: "→ nobody" },
    ]);
  });

  it("sets a follow-up by its instant (to the minute, within the record page's limits), clears it, and refuses one on a closed lead", async () => {
    const id = await quote("follow@example.com", at(0));
    const writer = await token(["leads:write"]);
    const followUp = (body: unknown) => api("POST", `/api/v1/leads/quotes/${id}/follow-up`, { token: writer, body });
    const tomorrow = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 86_400_000);
    const withSeconds = new Date(tomorrow.getTime() + 42_500);

    const set = await followUp({ at: withSeconds.toISOString().replace("Z", "+00:00"), note: "Send the home quote" });
    expect(set.status).toBe(200);
    conforms(apiOperations.setLeadFollowUp.answer, set.body);
    expect(set.body).toMatchObject({ changed: true, lead: { follow_up_at: tomorrow.toISOString(), follow_up_note: "Send the home quote" } });

    expect((await followUp({ at: new Date(Date.now() - 86_400_000).toISOString() })).body.error!.fields).toEqual({ at: "This time has already passed. Please choose a later date or time." });
    expect((await followUp({ at: new Date(Date.now() + 400 * 86_400_000).toISOString() })).body.error!.fields).toEqual({ at: "Please choose a date within the next year." });
    expect(Object.keys((await followUp({ at: "tomorrow" })).body.error!.fields!)).toEqual(["at"]);
    expect(Object.keys((await followUp({ at: tomorrow.toISOString(), note: "x".repeat(201) })).body.error!.fields!)).toEqual(["note"]);

    expect((await followUp({ at: null })).body).toMatchObject({ changed: true, lead: { follow_up_at: null, follow_up_note: null } });
    await changeStage(db(), ben, "quotes", id, { stage: "spam", outcome: null });
    const closed = await followUp({ at: tomorrow.toISOString() });
    expect(closed.status).toBe(409);
    expect(closed.body.error!.message).toContain("final stage");
  });

  it("adds a note only with notes:write, its author the token", async () => {
    const id = await message("note@example.com", at(0));
    expect((await api("POST", `/api/v1/leads/messages/${id}/notes`, { token: await token(["leads:write"], "Writer"), body: { body: "Hi" } })).body.error).toMatchObject({ code: "insufficient_scope", missing_scope: "notes:write" });
    const noter = await token(["notes:write"]);
    expect((await api("POST", `/api/v1/leads/messages/${id}/notes`, { token: noter, body: { body: "   " } })).body.error!.fields).toEqual({ body: "Please write the note." });
    const added = await api("POST", `/api/v1/leads/messages/${id}/notes`, { token: noter, body: { body: " Called back, resolved. " } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ note: { body: "Called back, resolved.", author: "api: CRM sync", kind: "note" } });
    expect(await db().selectFrom("lead_notes").select(["author_id", "author_email"]).where("record_id", "=", id).execute()).toEqual([{ author_id: null, author_email: "api: CRM sync" }]);
    expect((await api("POST", `/api/v1/leads/messages/${randomUUID()}/notes`, { token: noter, body: { body: "Hi" } })).status).toBe(404);
  });

  it("refuses a missing, unknown, revoked or expired token on its next call (401)", async () => {
    await quote("tok@example.com", at(0));
    const made = await createApiToken(db(), ben, { name: "Short-lived", scopes: ["leads:read"], lifetimeDays: null });
    expect((await api("GET", "/api/v1/leads", { token: made.token })).status).toBe(200);
    expect(await revokeApiToken(db(), ben, made.id)).toBe(true);
    const revoked = await api("GET", "/api/v1/leads", { token: made.token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toMatchObject({ code: "unauthorized", message: "This API token was revoked." });
    expect(revoked.headers.get("WWW-Authenticate")).toContain("Bearer");

    const expired = await token(["leads:read"], "Expired", { lifetimeDays: 1, now: new Date(Date.now() - 2 * 86_400_000) });
    expect((await api("GET", "/api/v1/leads", { token: expired })).body.error).toMatchObject({ code: "unauthorized", message: "This API token has expired." });
    expect((await api("GET", "/api/v1/leads", { token: "agt_nobody" })).status).toBe(401);
    expect((await api("GET", "/api/v1/leads")).status).toBe(401);
    expect((await api("POST", `/api/v1/leads/quotes/x/stage`, { body: { stage: "won" } })).status).toBe(401);
  });

  it("answers 429 with Retry-After past the token's calls per minute", async () => {
    const limited = servicesWith({ API_REQUESTS_PER_MINUTE: "3" });
    const busy = await token(["leads:read"], "Busy");
    const statuses: number[] = [];
    let last: Answer | null = null;
    for (let i = 0; i < 4; i++) {
      last = await api("GET", "/api/v1/leads", { token: busy, services: limited });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.body.error).toMatchObject({ code: "rate_limited" });
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Per token: another token still gets through.
    expect((await api("GET", "/api/v1/leads", { token: await token(["leads:read"], "Other"), services: limited })).status).toBe(200);
  });

  it("audits every call, refused ones too, under the token's name", async () => {
    const id = await quote("audit@example.com", at(0));
    const reader = await token(["leads:read"], "Reporting tool");
    await api("GET", "/api/v1/leads?form=quotes", { token: reader });
    await api("GET", `/api/v1/leads/quotes/${id}`, { token: reader });
    await api("POST", `/api/v1/leads/quotes/${id}/stage`, { token: reader, body: { stage: "contacted" } });
    const entries = await db().selectFrom("audit_log").select(["actor_email", "target_label", "detail"]).where("action", "=", "api.call").orderBy("created_at").execute();
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.actor_email === "api: Reporting tool" && e.target_label === "Reporting tool")).toBe(true);
    expect(entries.map((e) => e.detail).sort()).toEqual(
      [`GET /api/v1/leads?form=quotes → 200`, `GET /api/v1/leads/quotes/${id} → 200`, `POST /api/v1/leads/quotes/${id}/stage → 403`].sort(),
    );
  });

  async function bookFixture(email: string, name: string, number: string, expiration: string) {
    const made = await createCustomer(db(), ben, customerSchema.parse({ kind: "person", name, email, phone: "(702) 555-0123" }));
    if (!made.ok) throw new Error("customer fixture");
    const policy = await createPolicy(db(), ben, made.id, policySchema.parse({ line: "auto", carrier: "Example Mutual", policyNumber: number, effectiveDate: "2026-01-01", expirationDate: expiration, status: "active", billing: "direct" }));
    if (!policy.ok) throw new Error("policy fixture");
    await addVehicle(db(), ben, policy.id, vehicleSchema.parse({ year: "2021", make: "Toyota", model: "RAV4", vin: "1HGCM82633A004352" }));
    await addDriver(db(), ben, policy.id, driverSchema.parse({ name, dateOfBirth: "1988-04-02" }));
    const requestId = randomUUID();
    const created = new Date().toISOString();
    await db()
      .insertInto("service_requests")
      .values({ id: requestId, request_number: `SR-2026-${number.slice(-6).padStart(6, "0")}`, customer_id: made.id, policy_id: policy.id, user_id: null, request_type: "add-vehicle", details_json: JSON.stringify([{ label: "Vehicle", value: "2024 Honda Civic" }]), status: "received", owner_id: null, created_at: created, changed_at: created, closed_at: null })
      .execute();
    const messageId = randomUUID();
    await db().insertInto("service_messages").values({ id: messageId, request_id: requestId, author_kind: "customer", author_id: null, author_name: name, body: "Please add my new car.", created_at: created }).execute();
    await db()
      .insertInto("uploaded_files")
      .values({ id: randomUUID(), owner_type: "service_message", owner_id: messageId, purpose: "attachment", file_name: "bill-of-sale.pdf", content_type: "application/pdf", size_bytes: 1234, sha256: "x", data: new Uint8Array([37, 80, 68, 70]), created_at: created })
      .execute();
    return { customerId: made.id, policyId: policy.id, requestId };
  }

  it("gives customers, policies with vehicles and drivers, and service requests with their threads, each behind its scope", async () => {
    const first = await bookFixture("one@example.com", "Olive One", "PA-000001", "2026-09-01");
    const second = await bookFixture("two@example.com", "Theo Two", "PA-000002", "2027-03-01");
    const books = await token(["customers:read"]);
    const service = await token(["service_requests:read"]);

    expect((await api("GET", "/api/v1/customers", { token: service })).body.error).toMatchObject({ missing_scope: "customers:read" });
    expect((await api("GET", "/api/v1/service-requests", { token: books })).body.error).toMatchObject({ missing_scope: "service_requests:read" });

    const page1 = await api("GET", "/api/v1/customers?limit=1", { token: books });
    conforms(apiOperations.listCustomers.answer, page1.body);
    const page2 = await api("GET", `/api/v1/customers?limit=1&cursor=${page1.body.next_cursor}`, { token: books });
    expect([...(page1.body.data as { id: string }[]), ...(page2.body.data as { id: string }[])].map((c) => c.id).sort()).toEqual([first.customerId, second.customerId].sort());
    expect(page2.body.next_cursor).toBeNull();
    expect((await api("GET", `/api/v1/customers?updated_since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, { token: books })).body.data).toEqual([]);

    const customer = await api("GET", `/api/v1/customers/${first.customerId}`, { token: books });
    conforms(apiOperations.getCustomer.answer, customer.body);
    expect(customer.body).toMatchObject({ name: "Olive One", email: "one@example.com", policy_ids: [first.policyId] });

    const policies = await api("GET", `/api/v1/policies?customer_id=${second.customerId}`, { token: books });
    conforms(apiOperations.listPolicies.answer, policies.body);
    expect(policies.body.data).toMatchObject([{ id: second.policyId, vehicles: [{ make: "Toyota", vin: "1HGCM82633A004352" }], drivers: [{ name: "Theo Two", date_of_birth: "1988-04-02" }] }]);
    const expiring = await api("GET", "/api/v1/policies?expiring_from=2026-08-01&expiring_to=2026-12-31", { token: books });
    expect((expiring.body.data as { id: string }[]).map((p) => p.id)).toEqual([first.policyId]);
    const policy = await api("GET", `/api/v1/policies/${first.policyId}`, { token: books });
    conforms(apiOperations.getPolicy.answer, policy.body);
    expect(policy.body).toMatchObject({ policy_number: "PA-000001", premium_cents: null, expiration_date: "2026-09-01" });

    const requests = await api("GET", `/api/v1/service-requests?customer_id=${first.customerId}&status=received`, { token: service });
    conforms(apiOperations.listServiceRequests.answer, requests.body);
    expect((requests.body.data as { id: string }[]).map((r) => r.id)).toEqual([first.requestId]);
    const request = await api("GET", `/api/v1/service-requests/${first.requestId}`, { token: service });
    conforms(apiOperations.getServiceRequest.answer, request.body);
    expect(request.body).toMatchObject({
      type: "add-vehicle",
      fields: [{ label: "Vehicle", value: "2024 Honda Civic" }],
      messages: [{ author_kind: "customer", body: "Please add my new car.", attachments: [{ name: "bill-of-sale.pdf", size_bytes: 1234 }], documents: [] }],
    });
    expect((await api("GET", "/api/v1/service-requests?status=closed", { token: service })).status).toBe(422);
    for (const path of [`/api/v1/customers/${randomUUID()}`, `/api/v1/policies/${randomUUID()}`]) expect((await api("GET", path, { token: books })).status).toBe(404);
    expect((await api("GET", `/api/v1/service-requests/${randomUUID()}`, { token: service })).status).toBe(404);
  });

  it("forgets an erased person: their leads, person, customer, policy and service request answer 404 and are in no list", async () => {
    const everything = await token(["leads:read", "customers:read", "service_requests:read"]);
    const erinQuote = await quote("erin@example.com", at(0), "(702) 555-0199");
    const erinClaim = await claim("erin@example.com", at(1));
    const keep = await quote("keep@example.com", at(2), "(702) 555-0111");
    const erin = await bookFixture("erin@example.com", "Erin Erase", "PA-000009", "2026-12-31");
    const personId = (await db().selectFrom("quote_requests").select("person_id").where("id", "=", erinQuote).executeTakeFirstOrThrow()).person_id!;
    expect((await api("GET", `/api/v1/people/${personId}`, { token: everything })).status).toBe(200);

    await db().updateTable("email_outbox").set({ status: "sent" }).execute();
    expect(await erasePersonData(db(), ben, { emails: ["erin@example.com"], phones: [] })).toMatchObject({ ok: true });

    for (const path of [
      `/api/v1/leads/quotes/${erinQuote}`,
      `/api/v1/leads/claims/${erinClaim}`,
      `/api/v1/people/${personId}`,
      `/api/v1/customers/${erin.customerId}`,
      `/api/v1/policies/${erin.policyId}`,
      `/api/v1/service-requests/${erin.requestId}`,
    ]) {
      const answer = await api("GET", path, { token: everything });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error).toMatchObject({ code: "not_found" });
    }
    const lists = await Promise.all(["/api/v1/leads", "/api/v1/customers", "/api/v1/policies", "/api/v1/service-requests"].map((path) => api("GET", path, { token: everything })));
    expect((lists[0]!.body.data as { id: string }[]).map((l) => l.id)).toEqual([keep]);
    for (const list of lists.slice(1)) expect(list.body.data).toEqual([]);
    expect(JSON.stringify(lists.map((l) => l.body))).not.toContain("erin");
  });

  it("serves its OpenAPI document without a token, on the site's address", async () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, servicesWith());
    const response = await openApiRoute.loader({ context } as never);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.servers).toEqual([{ url: `${PUBLIC_URL}/api/v1` }]);
    expect(Object.keys(document.paths)).toContain("/leads/{form}/{id}/stage");
  });
});

/**
 * The pipeline's core on both engines: how migration 0010 turns old statuses into stages and
 * links the people behind stored records; what every new submission gets (first stage, an owner
 * by the form's rule, its person, its source); and the stage rule (outcomes, first contact,
 * leaving a final stage).
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { migrateToLatest, migrations } from "../../app/server/db/migrate.ts";
import type { SubmissionContext, UploadContext } from "../../app/server/leads/store-submission.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { deleteLead } from "../../app/server/inbox/delete-lead.ts";
import { assignLeads } from "../../app/server/pipeline/assign.ts";
import { teamAccountsQuery } from "../../app/server/pipeline/assignment.ts";
import { unmarkLatestQuery } from "../../app/server/pipeline/link-person.ts";
import { queryPlan } from "../support/query-plan.ts";
import { markRead } from "../../app/server/pipeline/read-markers.ts";
import { purgeExpiredLeads } from "../../app/server/retention/purge-expired-leads.ts";
import { changeStage } from "../../app/server/pipeline/change-stage.ts";
import { claimInput, quoteInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const NOW = new Date("2026-06-15T18:00:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const contextAt = (now: Date, source?: SubmissionContext["source"]): UploadContext => ({ agency: defaultAgency, publicUrl: "https://agency.test", now, source, fileKeys });



describe.each(testEngines())("the lead pipeline on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  async function insertUser(email: string, role: string, createdAt: Date, disabled = false) {
    const id = randomUUID();
    await db()
      .insertInto("user")
      .values({ id, name: email.split("@")[0]!, email, email_verified: true, role, disabled, created_at: createdAt, updated_at: createdAt })
      .execute();
    return id;
  }

  const row = (table: "quote_requests" | "claims", id: string) => db().selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["audit_log", "lead_notes", "lead_reads", "email_outbox", "quote_requests", "claims", "person_contacts", "assignment_rules", "counters", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  it("hands new quotes round the active team in turn, skipping disabled accounts and customers", async () => {
    const first = await insertUser("ana@agency.test", "staff", new Date("2026-01-01T00:00:00Z"));
    await insertUser("gone@agency.test", "staff", new Date("2026-01-02T00:00:00Z"), true);
    await insertUser("customer@example.com", "customer", new Date("2026-01-03T00:00:00Z"));
    const owner = await insertUser("owner@agency.test", "admin", new Date("2026-01-04T00:00:00Z"));
    const owners: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const { id } = await submitQuoteRequest(db(), quoteInput(`p${i}@example.com`, `70255501${10 + i}`), contextAt(at(i)));
      owners.push((await row("quote_requests", id)).owner_id);
    }
    expect(owners).toEqual([first, owner, first, owner]);
    const audit = await db().selectFrom("audit_log").select(["action", "actor_email", "detail"]).orderBy("created_at").execute();
    expect(audit[0]).toEqual({ action: "lead.assign", actor_email: "system: assignment rule", detail: "→ ana@agency.test" });
  });

  it("finds the team by its index, not by reading every customer's account", async () => {
    for (let i = 0; i < 30; i++) await insertUser(`customer${i}@example.com`, "customer", new Date(Date.UTC(2026, 0, 1, 0, i)));
    await insertUser("ana@agency.test", "staff", new Date("2026-02-01T00:00:00Z"));
    const steps = await queryPlan(db(), engine, teamAccountsQuery(db()));
    expect(steps).toContain("user_role_created_idx");
    expect(steps).not.toMatch(/SCAN user\b|Seq Scan/);
  });

  it("starts each form in its first stage, with its source, and links the same person across forms", async () => {
    await insertUser("ana@agency.test", "staff", new Date("2026-01-01T00:00:00Z"));
    const source = { landing: "/auto-insurance?utm_source=newsletter", referrer: null, utm: { utm_source: "newsletter", utm_medium: "email" } };
    const { id: quoteId } = await submitQuoteRequest(db(), quoteInput("Sam.Rivera@Example.com", "(702) 555-0142"), contextAt(at(0), source));
    const { id: claimId } = await submitClaim(db(), claimInput("sam.rivera@example.com", "702.555.9999"), [], contextAt(at(5)));
    // A different email but the same phone, typed differently: the same person.
    const { id: secondQuote } = await submitQuoteRequest(db(), quoteInput("sam.work@example.com", "+1 702 555 0142"), contextAt(at(10)));
    // Somebody else.
    const { id: stranger } = await submitQuoteRequest(db(), quoteInput("kim@example.com", "702-555-0000"), contextAt(at(15)));

    const [q1, c1, q2, other] = [await row("quote_requests", quoteId), await row("claims", claimId), await row("quote_requests", secondQuote), await row("quote_requests", stranger)];
    expect(q1).toMatchObject({ status: "new", source_channel: "newsletter / email", utm_source: "newsletter", source_landing: "/auto-insurance?utm_source=newsletter" });
    expect(c1.status).toBe("received");
    expect(c1.source_channel).toBe("Direct");
    expect(new Set([q1.person_id, c1.person_id, q2.person_id])).toEqual(new Set([q1.person_id]));
    expect(other.person_id).not.toBe(q1.person_id);
    // The newest quote of the person is their latest; the claim is the latest of claims.
    expect([q1.person_latest, q2.person_latest, c1.person_latest, other.person_latest].map(Number)).toEqual([0, 1, 1, 1]);
  });

  it("unmarks a returning sender's older records through the person's index, not the one-row-per-person index", async () => {
    // Most records are their person's latest: starting from person_latest = 1 reads most of the table.
    for (let i = 0; i < 40; i++) await submitQuoteRequest(db(), quoteInput(`p${i}@example.com`, `70255502${10 + i}`), contextAt(at(i)));
    const { id: first } = await submitQuoteRequest(db(), quoteInput("back@example.com", "(702) 555-0199"), contextAt(at(50)));
    const { id: second } = await submitQuoteRequest(db(), quoteInput("back@example.com", "(702) 555-0199"), contextAt(at(51)));
    expect([Number((await row("quote_requests", first)).person_latest), Number((await row("quote_requests", second)).person_latest)]).toEqual([0, 1]);
    if (engine === "postgres") await sql`analyze quote_requests`.execute(db());
    const steps = await queryPlan(db(), engine, unmarkLatestQuery(db(), "quotes", second, (await row("quote_requests", second)).person_id!), ["seqscan", "bitmapscan"]);
    expect(steps).toMatch(engine === "sqlite" ? /SEARCH quote_requests USING INDEX quote_requests_person_idx \(person_id=\?\)/ : /quote_requests_person_idx[\s\S]*Index Cond: \(person_id = /);
  });

  it("records Won with its outcome, counts leaving New as the first contact, and clears the outcome when reopened", async () => {
    const staff = await insertUser("ana@agency.test", "staff", new Date("2026-01-01T00:00:00Z"));
    const actor = { id: staff, email: "ana@agency.test" };
    const { id } = await submitQuoteRequest(db(), quoteInput("sam@example.com", "7025550142"), contextAt(at(0)));

    expect(await changeStage(db(), actor, "quotes", id, { stage: "contacted", outcome: null }, at(30))).toEqual({ ok: true, changed: true, from: "new", to: "contacted" });
    expect((await row("quote_requests", id)).first_contact_at).toBe(at(30).toISOString());

    await changeStage(db(), actor, "quotes", id, { stage: "won", outcome: { kind: "won", carrier: "Progressive", line: "auto", premiumCents: 125_000 } }, at(60));
    expect(await row("quote_requests", id)).toMatchObject({
      status: "won",
      won_carrier: "Progressive",
      won_line: "auto",
      won_premium_cents: 125_000,
      closed_at: at(60).toISOString(),
      first_contact_at: at(30).toISOString(),
    });
    await changeStage(db(), actor, "quotes", id, { stage: "quoted", outcome: null }, at(90));
    expect(await row("quote_requests", id)).toMatchObject({ status: "quoted", won_carrier: null, won_premium_cents: null, closed_at: null });

    expect(await changeStage(db(), actor, "quotes", id, { stage: "closed", outcome: null })).toEqual({ ok: false, reason: "invalid-stage" });
    expect(await changeStage(db(), actor, "quotes", randomUUID(), { stage: "won", outcome: null })).toEqual({ ok: false, reason: "not-found" });
    const details = (await db().selectFrom("audit_log").select("detail").where("action", "=", "lead.stage").orderBy("created_at").execute()).map((r) => r.detail);
    expect(details).toEqual(["New → Contacted", "Contacted → Won (Progressive, Auto, $1,250 a year)", "Won → Quoted"]);
  });

  it("reassigns only to the active team, and rolls back a batch with an unknown record", async () => {
    const ana = await insertUser("ana@agency.test", "staff", new Date("2026-01-01T00:00:00Z"));
    const customer = await insertUser("c@example.com", "customer", new Date("2026-01-02T00:00:00Z"));
    await db().insertInto("assignment_rules").values({ form: "quotes", mode: "nobody", user_id: null, turn: 0, updated_at: NOW.toISOString() }).execute();
    const { id } = await submitQuoteRequest(db(), quoteInput("sam@example.com", "7025550142"), contextAt(at(0)));
    expect((await row("quote_requests", id)).owner_id).toBeNull();
    const actor = { id: ana, email: "ana@agency.test" };
    expect(await assignLeads(db(), actor, "quotes", [id], customer)).toEqual({ ok: false, reason: "not-team" });
    expect(await assignLeads(db(), actor, "quotes", [id, randomUUID()], ana)).toEqual({ ok: false, reason: "not-found" });
    expect((await row("quote_requests", id)).owner_id).toBeNull();
    expect(await assignLeads(db(), actor, "quotes", [id], ana, at(1))).toEqual({ ok: true, changed: 1 });
    expect(await assignLeads(db(), actor, "quotes", [id], ana, at(2))).toEqual({ ok: true, changed: 0 });
    expect(await row("quote_requests", id)).toMatchObject({ owner_id: ana, changed_at: at(1).toISOString() });
  });

  it("forgets what a deleted or purged record told about its person, and keeps what the remaining records still say", async () => {
    const staff = await insertUser("ana@agency.test", "staff", new Date("2026-01-01T00:00:00Z"));
    const actor = { id: staff, email: "ana@agency.test" };
    const { id: old } = await submitQuoteRequest(db(), quoteInput("sam.old@example.com", "7025550142"), contextAt(new Date("2024-01-10T18:00:00Z")));
    const { id: newer } = await submitQuoteRequest(db(), quoteInput("sam.new@example.com", "7025550142"), contextAt(at(0)));
    const { id: claimId } = await submitClaim(db(), claimInput("sam.new@example.com", "7025550142"), [], contextAt(at(1)));
    await markRead(db(), staff, "quotes", old);
    const keys = async () => (await db().selectFrom("person_contacts").select("contact_key").orderBy("contact_key").execute()).map((r) => r.contact_key);
    expect(await keys()).toEqual(["e:sam.new@example.com", "e:sam.old@example.com", "p:7025550142"]);

    // The newest quote is deleted: the older one is the person's latest quote again.
    expect(await deleteLead(db(), actor, "quotes", newer)).toBe(true);
    expect(Number((await row("quote_requests", old)).person_latest)).toBe(1);
    expect(await keys()).toEqual(["e:sam.new@example.com", "e:sam.old@example.com", "p:7025550142"]); // the claim still has the new address

    // Retention removes the old quote (quotes kept 12 months): its address goes with it, and its read marker.
    await purgeExpiredLeads(db(), { quotes: 12, claims: 0, applications: 0, "pay-per-mile": 0, "coverage-reviews": 0, messages: 0 }, { actor, now: NOW });
    expect(await keys()).toEqual(["e:sam.new@example.com", "p:7025550142"]);
    expect(await db().selectFrom("lead_reads").selectAll().execute()).toEqual([]);

    await deleteLead(db(), actor, "claims", claimId);
    expect(await keys()).toEqual([]);
  });
});

describe.each(testEngines())("migration 0010 on %s", (engine) => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.destroy();
  });

  it("turns old statuses into stages and links the people behind stored records", async () => {
    database = await createTestDatabase(engine);
    const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0009-blog-and-outbox-retention")).error).toBeUndefined();

    const base = { last_name: "Rivera", details_json: "[]" };
    const quoteRow = (id: string, email: string, phone: string, status: string, created: string) => ({
      ...base, id, first_name: "Sam", email, phone, status, created_at: created, zip_code: "89118", insurance_types: '["auto"]', current_insurance: "no",
      satisfaction_level: "", home_ownership: "own", vehicle_count: "1", budget_range: "100_250", timeline: "within_week", contact_preference: "phone",
    });
    await db.insertInto("quote_requests").values([
      quoteRow("q1", "SAM@example.com", "702-555-0142", "in_progress", "2026-01-01T00:00:00.000Z"),
      quoteRow("q2", "other@example.com", "(702) 555 0142", "closed", "2026-02-01T00:00:00.000Z"),
      quoteRow("q3", "kim@example.com", "702-555-0000", "new", "2026-03-01T00:00:00.000Z"),
    ]).execute();
    await db.insertInto("claims").values({
      ...base, id: "c1", claim_number: "CLM-2026-000001", first_name: "Sam", email: "sam@example.com", phone: "1", status: "contacted", created_at: "2026-04-01T00:00:00.000Z",
      policy_number: "P", claim_type: "Auto - Collision", date_of_loss: "2026-03-30", loss_location: "x", loss_city: "Las Vegas", loss_state: "NV", description: "d", injuries_involved: "no",
    }).execute();
    await migrateToLatest(database.db);

    const quotes = await database.db.selectFrom("quote_requests").select(["id", "status", "person_id", "person_latest", "changed_at", "closed_at"]).orderBy("id").execute();
    expect(quotes.map((q) => [q.id, q.status, Number(q.person_latest), q.closed_at])).toEqual([
      ["q1", "contacted", 0, null],
      ["q2", "closed", 1, "2026-02-01T00:00:00.000Z"],
      ["q3", "new", 1, null],
    ]);
    expect(quotes[0]!.changed_at).toBe("2026-01-01T00:00:00.000Z");
    // q2 shares q1's phone; the claim shares q1's email.
    const claimRow = await database.db.selectFrom("claims").select(["status", "person_id"]).executeTakeFirstOrThrow();
    expect(claimRow.status).toBe("in_review");
    expect(new Set([quotes[0]!.person_id, quotes[1]!.person_id, claimRow.person_id]).size).toBe(1);
    expect(quotes[2]!.person_id).not.toBe(quotes[0]!.person_id);
  });
});

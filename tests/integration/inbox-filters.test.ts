/**
 * The inbox's filters, one-row-per-person view, row details and bulk actions against real
 * databases (SQLite, and PostgreSQL when available): each filter alone and combined, the
 * stage counts under them, the CSV export honouring the same filter, and bulk actions done in
 * one transaction with an audit entry per record changed, or not at all.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../app/server/db/schema.ts";
import { exportLeadsCsv, startLeadExport } from "../../app/server/inbox/export-leads.ts";
import { viewInbox } from "../../app/server/inbox/inbox-view.ts";
import { leadFilter, type LeadFilter } from "../../app/server/inbox/lead-filters.ts";
import { countLeads, listLeads } from "../../app/server/inbox/list-leads.ts";
import { applyBulkAction } from "../../app/server/pipeline/bulk-actions.ts";
import { markRead } from "../../app/server/pipeline/read-markers.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const NOW = new Date("2026-03-18T20:00:00.000Z");
const HOUR = 3_600_000;
const hoursAgo = (n: number) => new Date(NOW.getTime() - n * HOUR).toISOString();

interface Quote {
  first: string;
  status?: string;
  createdAt: string;
  ownerId?: string | null;
  followUpAt?: string | null;
  source?: string | null;
  personId?: string;
  personLatest?: number;
}

describe.each(testEngines())("inbox filters and bulk actions on %s", (engine) => {
  let database: TestDatabase;
  const db = (): Kysely<Database> => database.db;
  let dana: { id: string; email: string; role: "admin" };
  let sam: { id: string; email: string; role: "staff" };

  async function insertUser(email: string, name: string, role: "admin" | "staff" | "customer") {
    const id = randomUUID();
    await db()
      .insertInto("user")
      .values({ id, name, email, email_verified: true, role, disabled: false, created_at: NOW, updated_at: NOW })
      .execute();
    return id;
  }

  async function insertQuote(q: Quote): Promise<string> {
    const id = randomUUID();
    await db()
      .insertInto("quote_requests")
      .values({
        id, first_name: q.first, last_name: "Rivera", email: `${q.first.toLowerCase()}@example.com`, phone: "(702) 555-0142", zip_code: "89118",
        insurance_types: '["auto"]', current_insurance: "no", satisfaction_level: "first_time", home_ownership: "own", vehicle_count: "1",
        budget_range: "100_250", timeline: "within_week", contact_preference: "phone", details_json: "[]",
        status: q.status ?? "new", created_at: q.createdAt, changed_at: q.createdAt, owner_id: q.ownerId ?? null, follow_up_at: q.followUpAt ?? null,
        source_channel: q.source ?? "Direct", person_id: q.personId ?? id, person_latest: q.personLatest ?? 1,
      })
      .execute();
    return id;
  }

  const names = async (filter: LeadFilter, viewer = dana) => (await listLeads(db(), "quotes", filter, 1, { viewer, now: NOW })).rows.map((r) => r.name.split(" ")[0]);
  const auditOf = async (action: string) =>
    db().selectFrom("audit_log").select(["target_id", "detail", "actor_email"]).where("action", "=", action).orderBy("target_id").execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  let ids: Record<string, string>;
  beforeEach(async () => {
    for (const table of ["audit_log", "lead_notes", "lead_reads", "quote_requests", "claims", "session", "user"] as const) await db().deleteFrom(table).execute();
    dana = { id: await insertUser("dana@agency.test", "Dana Reyes", "admin"), email: "dana@agency.test", role: "admin" };
    sam = { id: await insertUser("sam@agency.test", "", "staff"), email: "sam@agency.test", role: "staff" };
    const person = randomUUID();
    ids = {
      // Newest first: Ava, Ben, Cal, Dee, Eve, Fay.
      ava: await insertQuote({ first: "Ava", createdAt: hoursAgo(1), ownerId: dana.id, followUpAt: hoursAgo(-2), source: "Google (search)" }),
      ben: await insertQuote({ first: "Ben", status: "contacted", createdAt: hoursAgo(5), ownerId: dana.id, followUpAt: hoursAgo(1) }),
      cal: await insertQuote({ first: "Cal", createdAt: hoursAgo(30), ownerId: sam.id, followUpAt: hoursAgo(3), source: "Google (search)", personId: person }),
      dee: await insertQuote({ first: "Dee", status: "won", createdAt: hoursAgo(50), ownerId: dana.id, followUpAt: hoursAgo(10) }),
      eve: await insertQuote({ first: "Eve", status: "quoted", createdAt: hoursAgo(80), personId: person, personLatest: 0 }),
      fay: await insertQuote({ first: "Fay", createdAt: hoursAgo(200), source: "Facebook (social)" }),
    };
  });

  it("filters by owner, overdue, received dates and source, alone and combined, with counts under the same filter", async () => {
    expect(await names(leadFilter(null, null))).toEqual(["Ava", "Ben", "Cal", "Dee", "Eve", "Fay"]);
    expect(await names(leadFilter(null, null, { owner: { id: dana.id } }))).toEqual(["Ava", "Ben", "Dee"]);
    expect(await names(leadFilter(null, null, { owner: "unassigned" }))).toEqual(["Eve", "Fay"]);
    // Overdue: open, follow-up past. Ava's is still ahead; Dee's was past but Dee is won.
    const overdue = { before: NOW.toISOString(), finalStages: ["won", "lost", "closed", "spam"] };
    expect(await names(leadFilter(null, null, { overdue }))).toEqual(["Ben", "Cal"]);
    expect(await names(leadFilter(null, null, { overdue, owner: { id: dana.id } }))).toEqual(["Ben"]);
    expect(await names(leadFilter(null, null, { source: "Google (search)" }))).toEqual(["Ava", "Cal"]);
    expect(await names(leadFilter(null, null, { receivedFrom: hoursAgo(60), receivedBefore: hoursAgo(4) }))).toEqual(["Ben", "Cal", "Dee"]);
    expect(await names(leadFilter("new", "rivera", { owner: { id: dana.id }, source: "Google (search)" }))).toEqual(["Ava"]);
    expect(await names(leadFilter(null, "ava", { owner: "unassigned" }))).toEqual([]);

    const mine = await listLeads(db(), "quotes", leadFilter(null, null, { owner: { id: dana.id } }), 1, { now: NOW });
    expect(mine.statusCounts).toMatchObject({ all: 3, new: 1, contacted: 1, won: 1, quoted: 0, spam: 0 });
    const mineOverdue = await listLeads(db(), "quotes", leadFilter(null, null, { overdue }), 1, { now: NOW });
    expect(mineOverdue.statusCounts).toMatchObject({ all: 2, new: 1, contacted: 1, won: 0 });
    // With a search, the counts follow the search and the filters.
    const searched = await listLeads(db(), "quotes", leadFilter(null, "rivera", { owner: { id: dana.id } }), 1, { now: NOW });
    expect(searched.statusCounts).toMatchObject({ all: 3, new: 1, contacted: 1, won: 1 });
    expect(await countLeads(db(), "quotes", leadFilter(null, null, { source: "Google (search)" }))).toBe(2);
  });

  it("keeps the overdue view's counts until the next follow-up falls due", async () => {
    const finalStages = ["won", "lost", "closed", "spam"];
    const countsAt = async (at: Date) =>
      (await listLeads(db(), "quotes", leadFilter(null, null, { overdue: { before: at.toISOString(), finalStages } }), 1, { now: at })).statusCounts;
    const hoursOn = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
    expect(await countsAt(NOW)).toMatchObject({ all: 2, new: 1, contacted: 1, quoted: 0 });
    // Written behind the version's back (no changed_at, no counter), so only a new count would show it.
    await db().updateTable("quote_requests").set({ status: "quoted" }).where("id", "=", ids.ben!).execute();
    expect(await countsAt(hoursOn(1))).toMatchObject({ all: 2, new: 1, contacted: 1, quoted: 0 });
    // Ava's follow-up, two hours on, has fallen due: counted again, from the records as they are now.
    expect(await countsAt(hoursOn(3))).toMatchObject({ all: 3, new: 2, contacted: 0, quoted: 1 });
    // An earlier instant than the one counted is never answered from the kept counts.
    expect(await countsAt(NOW)).toMatchObject({ all: 2, new: 1, contacted: 0, quoted: 1 });
  });

  it("reads the filters from the URL, ignoring what is not valid", async () => {
    const view = async (query: string, viewer: { id: string } = dana) => viewInbox(db(), "quotes", new URLSearchParams(query), viewer, NOW);
    const first = (v: Awaited<ReturnType<typeof view>>) => v.list.rows.map((r) => r.name.split(" ")[0]);
    expect(first(await view("owner=me&overdue=1"))).toEqual(["Ben"]);
    expect(first(await view("owner=me&overdue=1", sam))).toEqual(["Cal"]);
    expect(first(await view(`owner=${sam.id}`))).toEqual(["Cal"]);
    // Las Vegas dates: the 17th (PDT) runs from 07:00 UTC on the 17th to 07:00 UTC on the 18th; Cal came at 07:00 PDT.
    expect(first(await view("from=2026-03-17&to=2026-03-17"))).toEqual(["Cal"]);
    const invalid = await view("owner=nobody&status=bogus&from=2026-13-01&overdue=maybe&view=all&page=-3&source=" + "x".repeat(200));
    expect(invalid.filtered).toBe(false);
    expect(first(invalid)).toHaveLength(6);
    const all = await view("");
    expect(all.sources).toEqual(["Direct", "Facebook (social)", "Google (search)"]);
    // A member without a name is shown by their email.
    expect(all.team.map((m) => m.name).sort()).toEqual(["Dana Reyes", "sam@agency.test"]);
    expect((await view("source=Referral%3A%20example.com")).sources[0]).toBe("Referral: example.com");
  });

  it("shows one row per person with how many other records they have, and each row's owner, follow-up, unread marker and latest note", async () => {
    const claim = randomUUID();
    const person = (await db().selectFrom("quote_requests").select("person_id").where("id", "=", ids.cal!).executeTakeFirstOrThrow()).person_id!;
    await db()
      .insertInto("claims")
      .values({
        id: claim, claim_number: "CLM-2026-000001", first_name: "Cal", last_name: "Rivera", email: "cal@example.com", phone: "7025550142", policy_number: "P",
        claim_type: "Auto", date_of_loss: "2026-03-01", loss_location: "x", loss_city: "x", loss_state: "NV", description: "x", injuries_involved: "no",
        details_json: "[]", created_at: hoursAgo(2), person_id: person,
      })
      .execute();
    const people = await listLeads(db(), "quotes", leadFilter(null, null, { people: true }), 1, { viewer: dana, now: NOW });
    expect(people.rows.map((r) => [r.name.split(" ")[0], r.otherRecords])).toEqual([["Ava", 0], ["Ben", 0], ["Cal", 2], ["Dee", 0], ["Fay", 0]]);
    expect(people.statusCounts).toMatchObject({ all: 5, quoted: 0 });
    expect((await listLeads(db(), "quotes", leadFilter(null, null), 1, { now: NOW })).rows[0]!.otherRecords).toBeNull();

    const note = "Called twice about the boat policy; wants a quote bundled with the home and both cars, call back after five.";
    await db().insertInto("lead_notes").values({ id: randomUUID(), form: "quotes", record_id: ids.ben!, author_id: dana.id, author_email: dana.email, body: "older note", created_at: hoursAgo(3) }).execute();
    await db().insertInto("lead_notes").values({ id: randomUUID(), form: "quotes", record_id: ids.ben!, author_id: dana.id, author_email: dana.email, body: note, created_at: hoursAgo(2) }).execute();
    // A contact attempt is not a note.
    await db()
      .insertInto("lead_notes")
      .values({ id: randomUUID(), form: "quotes", record_id: ids.ben!, author_id: dana.id, author_email: dana.email, body: "No answer", kind: "contact", channel: "call", outcome: "no_answer", created_at: hoursAgo(1) })
      .execute();
    await markRead(db(), dana.id, "quotes", ids.ava!);

    const rows = (await listLeads(db(), "quotes", leadFilter(null, null), 1, { viewer: dana, now: NOW })).rows;
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row(ids.ava!)).toMatchObject({ unread: false, overdue: false, owner: { id: dana.id, name: "Dana Reyes" }, followUpAt: hoursAgo(-2) });
    expect(row(ids.ben!)).toMatchObject({ unread: true, overdue: true, notePreview: "Called twice about the boat policy; wants a quote bundled with the home and…" });
    expect(row(ids.cal!).owner).toEqual({ id: sam.id, name: "sam@agency.test" });
    expect(row(ids.dee!)).toMatchObject({ overdue: false, notePreview: null });
    expect(row(ids.fay!).owner).toBeNull();
    // A search reads its page's rows by id: they show the same.
    const searched = (await listLeads(db(), "quotes", leadFilter(null, "rivera"), 1, { viewer: dana, now: NOW })).rows;
    expect(searched.find((r) => r.id === ids.ben!)).toEqual(row(ids.ben!));
    expect(searched.find((r) => r.id === ids.ava!)).toEqual(row(ids.ava!));
    // Without a viewer, nothing reads as unread.
    expect((await listLeads(db(), "quotes", leadFilter(null, null), 1, { now: NOW })).rows.some((r) => r.unread)).toBe(false);
    // Sam has opened nothing.
    expect((await listLeads(db(), "quotes", leadFilter(null, null), 1, { viewer: sam, now: NOW })).rows.every((r) => r.unread)).toBe(true);
  });

  it("assigns, unassigns, moves and marks as spam in bulk, one audit entry per record changed", async () => {
    const assign = await applyBulkAction(db(), dana, "quotes", { kind: "assign", ids: [ids.ben!, ids.eve!, ids.fay!], ownerId: sam.id }, NOW);
    expect(assign).toEqual({ ok: true, kind: "assign", selected: 3, changed: 3 });
    const owners = await db().selectFrom("quote_requests").select(["id", "owner_id"]).where("id", "in", [ids.ben!, ids.eve!, ids.fay!]).execute();
    expect(owners.every((o) => o.owner_id === sam.id)).toBe(true);
    expect((await auditOf("lead.assign")).map((a) => [a.target_id, a.detail, a.actor_email])).toEqual(
      [ids.ben!, ids.eve!, ids.fay!].sort().map((id) => [id, "→ sam@agency.test", "dana@agency.test"]),
    );
    // Already theirs: nothing changes, nothing is logged.
    expect(await applyBulkAction(db(), dana, "quotes", { kind: "assign", ids: [ids.ben!, ids.cal!], ownerId: sam.id }, NOW)).toMatchObject({ ok: true, selected: 2, changed: 0 });
    expect(await auditOf("lead.assign")).toHaveLength(3);

    expect(await applyBulkAction(db(), dana, "quotes", { kind: "unassign", ids: [ids.fay!] }, NOW)).toMatchObject({ ok: true, changed: 1 });
    const stage = await applyBulkAction(db(), sam, "quotes", { kind: "stage", ids: [ids.ava!, ids.ben!], stage: "quoted" }, NOW);
    expect(stage).toMatchObject({ ok: true, changed: 2 });
    expect((await auditOf("lead.stage")).map((a) => a.detail).sort()).toEqual(["Contacted → Quoted", "New → Quoted"]);
    expect(await applyBulkAction(db(), dana, "quotes", { kind: "spam", ids: [ids.fay!] }, NOW)).toMatchObject({ ok: true, changed: 1 });
    const statuses = Object.fromEntries((await db().selectFrom("quote_requests").select(["id", "status"]).execute()).map((r) => [r.id, r.status]));
    expect([statuses[ids.ava!], statuses[ids.ben!], statuses[ids.fay!]]).toEqual(["quoted", "quoted", "spam"]);
  });

  it("changes nothing when one record is unknown, the owner is not on the team, or the stage is not the form's", async () => {
    const before = await db().selectFrom("quote_requests").select(["id", "owner_id", "status"]).orderBy("id").execute();
    expect(await applyBulkAction(db(), dana, "quotes", { kind: "assign", ids: [ids.eve!, randomUUID()], ownerId: sam.id }, NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await applyBulkAction(db(), dana, "quotes", { kind: "stage", ids: [ids.ava!, ids.ben!, randomUUID()], stage: "contacted" }, NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await applyBulkAction(db(), dana, "quotes", { kind: "spam", ids: [ids.ava!, randomUUID()] }, NOW)).toEqual({ ok: false, reason: "not-found" });
    const customer = await insertUser("customer@example.com", "Cus Tomer", "customer");
    expect(await applyBulkAction(db(), dana, "quotes", { kind: "assign", ids: [ids.eve!], ownerId: customer }, NOW)).toEqual({ ok: false, reason: "not-team" });
    expect(await applyBulkAction(db(), dana, "quotes", { kind: "stage", ids: [ids.ava!], stage: "in_review" }, NOW)).toEqual({ ok: false, reason: "invalid-stage" });
    expect(await db().selectFrom("quote_requests").select(["id", "owner_id", "status"]).orderBy("id").execute()).toEqual(before);
    expect(await db().selectFrom("audit_log").select("id").execute()).toEqual([]);
  });

  it("exports what the filter shows, with the work columns, and says which filter in the audit log", async () => {
    const exported = async (filter: LeadFilter) => {
      const { stream, done } = exportLeadsCsv(db(), "quotes", filter);
      const lines = new TextDecoder().decode(await new Response(stream).arrayBuffer()).split("\r\n").filter(Boolean);
      return { header: lines[0]!, rows: lines.slice(1), count: await done };
    };
    const overdue = { before: NOW.toISOString(), finalStages: ["won", "lost", "closed", "spam"] };
    for (const filter of [
      leadFilter(null, null, { owner: { id: dana.id } }),
      leadFilter(null, null, { overdue }),
      leadFilter(null, null, { people: true, source: "Google (search)" }),
      leadFilter("new", "rivera", { receivedFrom: hoursAgo(300), receivedBefore: hoursAgo(20) }),
    ]) {
      const listed = (await listLeads(db(), "quotes", filter, 1, { now: NOW })).rows.map((r) => r.id);
      const file = await exported(filter);
      expect(file.rows.map((r) => r.slice(0, 36))).toEqual(listed);
      expect(file.count).toBe(listed.length);
    }
    const mine = await exported(leadFilter(null, null, { owner: { id: dana.id } }));
    expect(mine.header).toMatch(/^Record ID,Received \(Las Vegas time\),Stage,Owner,Follow-up \(Las Vegas time\),Follow-up note,First contact \(Las Vegas time\),Won carrier,/);
    expect(mine.header).toMatch(/,Source,Landing page,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content$/);
    expect(mine.rows[0]).toMatch(/^[0-9a-f-]{36},2026-03-18 12:00,New,dana@agency\.test,2026-03-18 15:00,,,/);
    expect(mine.rows[0]).toMatch(/,Google \(search\),,,,,,,$/);

    const { stream } = await startLeadExport(db(), dana, "quotes", new URLSearchParams("owner=me&overdue=1&source=Direct&view=people&from=2026-03-01"), NOW);
    await new Response(stream).arrayBuffer();
    expect((await auditOf("lead.export")).map((a) => a.detail)).toEqual([
      '1 record; all stages, owner dana@agency.test, overdue, received 2026-03-01 to …, source "Direct", one row per person',
    ]);
  });
});

/**
 * The lead inboxes with many records, on both engines: every list, search and export
 * query seeks in an index (checked in the query plans); counts stop at the limit; a
 * search's index stays in step with the records; the CSV export reads each record once,
 * in order, in batches that give the event loop its turns; and migration 0008 indexes
 * the records that were there before it, and does without pg_trgm when it may not create it.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Compilable, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";
import { openDatabase, type AppDatabase, type DatabaseEngine } from "../../app/server/db/connection.ts";
import { migrateToLatest, migrations } from "../../app/server/db/migrate.ts";
import type { Database } from "../../app/server/db/schema.ts";
import { changeStage } from "../../app/server/pipeline/change-stage.ts";
import { deleteLead } from "../../app/server/inbox/delete-lead.ts";
import { exportLeadsCsv, exportRowsQuery, exportWindowQuery } from "../../app/server/inbox/export-leads.ts";
import { leadFilter, SHORT_SEARCH_WINDOW, type LeadFilter } from "../../app/server/inbox/lead-filters.ts";
import { browseQuery, cappedCountQuery, countLeads, INBOX_COUNT_LIMIT, INBOX_PAGE_SIZE, listLeads, searchMatchesQuery } from "../../app/server/inbox/list-leads.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { queryPlan } from "../support/query-plan.ts";

const START = Date.parse("2025-01-01T00:00:00.000Z");
const LABELS = [
  { label: "First name", value: "" },
  { label: "Email", value: "" },
];

interface Row {
  first?: string;
  last?: string;
  email?: string;
  status?: string;
  createdAt?: string;
  details?: string | null;
  ownerId?: string | null;
  followUpAt?: string | null;
  source?: string | null;
  personLatest?: number;
}

/** Quote requests written straight into the table, 200 to an INSERT (a form would take minutes for thousands). */
async function insertQuotes(db: Kysely<Database>, count: number, row: (i: number) => Row = () => ({})) {
  const rows = Array.from({ length: count }, (_, i) => {
    const r = row(i);
    return {
      id: randomUUID(),
      first_name: r.first ?? `Person${i}`,
      last_name: r.last ?? "Sample",
      email: r.email ?? `p${i}@example.com`,
      phone: `(702) 555-${String(i % 10_000).padStart(4, "0")}`,
      zip_code: "89118",
      insurance_types: '["auto"]',
      current_insurance: "no",
      satisfaction_level: "first_time",
      home_ownership: "own",
      vehicle_count: "1",
      budget_range: "100_250",
      timeline: "within_week",
      contact_preference: "phone",
      status: r.status ?? "new",
      created_at: r.createdAt ?? new Date(START + i * 60_000).toISOString(),
      details_json: r.details === undefined ? JSON.stringify(LABELS) : r.details,
      // The work columns only when asked for: the migration test inserts before they exist.
      ...(r.ownerId !== undefined ? { owner_id: r.ownerId } : {}),
      ...(r.followUpAt !== undefined ? { follow_up_at: r.followUpAt } : {}),
      ...(r.source !== undefined ? { source_channel: r.source } : {}),
      ...(r.personLatest !== undefined ? { person_latest: r.personLatest } : {}),
    };
  });
  for (let i = 0; i < rows.length; i += 200) await db.insertInto("quote_requests").values(rows.slice(i, i + 200)).execute();
  return rows;
}

async function exportText(db: Kysely<Database>, ...args: Parameters<typeof leadFilter>) {
  const { stream, done } = exportLeadsCsv(db, "quotes", leadFilter(...args));
  const text = new TextDecoder().decode(await new Response(stream).arrayBuffer());
  const [header, ...lines] = text.split("\r\n").filter(Boolean);
  return { header: header!, ids: lines.map((l) => l.slice(0, 36)), lines, count: await done };
}

const INDEX_ORDER_ONLY = ["seqscan", "sort", "incremental_sort", "bitmapscan"];
const plan = (db: Kysely<Database>, engine: DatabaseEngine, query: Compilable, avoid = INDEX_ORDER_ONLY) => queryPlan(db, engine, query, avoid);

describe.each(testEngines())("the inboxes at scale on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["quote_requests", "email_outbox", "audit_log", "lead_field_labels"] as const) await db().deleteFrom(table).execute();
  });

  it("reads a page, a search and every export batch by seeking in an index", async () => {
    await insertQuotes(db(), 60, (i) => ({ status: i % 3 ? "new" : "contacted", last: i % 5 ? "Sample" : "Smith" }));
    const cursor = { createdAt: new Date(START + 30 * 60_000).toISOString(), id: "m" };
    const all = leadFilter(null, null);
    const contacted = leadFilter("contacted", null);
    const smith = leadFilter(null, "smith");
    const plans = {
      page: await plan(db(), engine, browseQuery(db(), "quotes", all, 2)),
      statusPage: await plan(db(), engine, browseQuery(db(), "quotes", contacted, 2)),
      batch: await plan(db(), engine, exportRowsQuery(db(), "quotes", all, cursor)),
      statusBatch: await plan(db(), engine, exportRowsQuery(db(), "quotes", contacted, cursor)),
      window: await plan(db(), engine, exportWindowQuery(db(), "quotes", smith, cursor)),
      windowRows: await plan(db(), engine, exportRowsQuery(db(), "quotes", smith, cursor, { createdAt: new Date(START).toISOString(), id: "a" })),
      // A b-tree read whole would do for so few rows; the window function sorts the matches anyway.
      search: await plan(db(), engine, searchMatchesQuery(db(), "quotes", smith), ["seqscan", "indexscan"]),
      shortSearch: await plan(db(), engine, searchMatchesQuery(db(), "quotes", leadFilter(null, "sm")), ["seqscan"]),
    };

    if (engine === "sqlite") {
      expect(plans.page).toMatch(/^SCAN quote_requests USING INDEX quote_requests_created_id_idx$/m);
      expect(plans.statusPage).toMatch(/^SEARCH quote_requests USING INDEX quote_requests_status_created_id_idx \(status=\?\)$/m);
      // The row-value cursor is a range of the index: no batch reads the rows before it.
      expect(plans.batch).toMatch(/^SEARCH quote_requests USING INDEX quote_requests_created_id_idx \(\(created_at,id\)<\(\?,\?\)\)$/m);
      expect(plans.statusBatch).toMatch(/^SEARCH quote_requests USING INDEX quote_requests_status_created_id_idx \(status=\? AND \(created_at,id\)<\(\?,\?\)\)$/m);
      expect(plans.window).toMatch(/^SEARCH quote_requests USING COVERING INDEX quote_requests_created_id_idx \(\(created_at,id\)<\(\?,\?\)\)$/m);
      expect(plans.windowRows).toMatch(/^SEARCH quote_requests USING INDEX quote_requests_created_id_idx \(\(created_at,id\)>\(\?,\?\) AND \(created_at,id\)<\(\?,\?\)\)$/m);
      // The search finds its rows in the FTS5 index and reads each by rowid; nothing scans the table.
      expect(plans.search).toMatch(/^SCAN quote_requests_search VIRTUAL TABLE INDEX \d+:M/m);
      expect(plans.search).toMatch(/^SEARCH quote_requests USING INTEGER PRIMARY KEY \(rowid=\?\)$/m);
      // A short term reads the newest records in index order (a co-routine named like the table), and only those.
      expect(plans.shortSearch).toMatch(/^CO-ROUTINE quote_requests\nSCAN quote_requests USING INDEX quote_requests_created_id_idx$/m);
      for (const p of Object.values(plans).filter((p) => p !== plans.shortSearch)) expect(p).not.toMatch(/^SCAN quote_requests$/m);
      for (const p of [plans.page, plans.statusPage, plans.batch, plans.statusBatch, plans.window, plans.windowRows]) expect(p).not.toContain("TEMP B-TREE");
    } else {
      expect(plans.page).toMatch(/Index Scan Backward using quote_requests_created_id_idx/);
      expect(plans.statusPage).toMatch(/Index Scan Backward using quote_requests_status_created_id_idx/);
      expect(plans.batch).toMatch(/Index Scan Backward using quote_requests_created_id_idx[\s\S]*Index Cond: \(ROW\(created_at, id\) < ROW\(/);
      expect(plans.statusBatch).toMatch(/Index Scan Backward using quote_requests_status_created_id_idx[\s\S]*Index Cond: \(\(status = .*\) AND \(ROW\(created_at, id\) < ROW\(/);
      expect(plans.window).toMatch(/Index Only Scan Backward using quote_requests_created_id_idx[\s\S]*Index Cond: \(ROW\(created_at, id\) < ROW\(/);
      expect(plans.windowRows).toMatch(/Index Cond: \(\(ROW\(created_at, id\) < ROW\(.*\)\) AND \(ROW\(created_at, id\) >= ROW\(/);
      expect(plans.search).toMatch(/Bitmap Index Scan on quote_requests_search_idx .*\n\s*Index Cond: \(search_text ~~ /);
      expect(plans.shortSearch).toMatch(/Limit .*\n\s*-> {2}Index Scan Backward using quote_requests_created_id_idx/);
      for (const p of [plans.page, plans.statusPage, plans.batch, plans.statusBatch, plans.window]) expect(p).not.toMatch(/^\s*->\s*Sort|^Sort/m);
    }
  });

  it("reads each filter's page, counts and export batches through an index", async () => {
    const owner = randomUUID();
    const now = new Date(START + 5_000 * 60_000).toISOString();
    // Enough records for PostgreSQL's planner to see what an index saves; few overdue, as in a working inbox.
    await insertQuotes(db(), 4_000, (i) => ({
      status: ["new", "contacted", "quoted", "won", "spam"][i % 5],
      ownerId: i % 3 === 0 ? null : i % 3 === 1 ? owner : `member-${i % 7}`,
      followUpAt: i % 100 === 1 ? new Date(START + i * 60_000).toISOString() : i % 100 === 2 ? new Date(START + 10_000 * 60_000).toISOString() : null,
      source: i % 4 === 0 ? "Google (search)" : "Direct",
      personLatest: i % 6 === 0 ? 0 : 1,
    }));
    const cursor = { createdAt: new Date(START + 3_000 * 60_000).toISOString(), id: "m" };
    const overdue = { before: now, finalStages: ["won", "lost", "closed", "spam"] };
    const filters: Record<string, LeadFilter> = {
      owner: leadFilter(null, null, { owner: { id: owner } }),
      ownerStage: leadFilter("contacted", null, { owner: { id: owner } }),
      unassigned: leadFilter(null, null, { owner: "unassigned" }),
      overdue: leadFilter(null, null, { overdue }),
      overdueStage: leadFilter("new", null, { overdue }),
      overduePeople: leadFilter(null, null, { overdue, people: true, source: "Direct" }),
      ownerOverdue: leadFilter(null, null, { owner: { id: owner }, overdue }),
      received: leadFilter(null, null, { receivedFrom: new Date(START + 500 * 60_000).toISOString(), receivedBefore: new Date(START + 600 * 60_000).toISOString() }),
      source: leadFilter(null, null, { source: "Google (search)" }),
      people: leadFilter(null, null, { people: true }),
      peopleStage: leadFilter("new", null, { people: true }),
    };
    // PostgreSQL plans by its statistics (autovacuum gathers them as the table grows).
    if (engine === "postgres") await sql`analyze quote_requests`.execute(db());
    const plans: Record<string, { page: string; count: string; batch: string }> = {};
    for (const [name, filter] of Object.entries(filters)) {
      plans[name] = {
        page: await plan(db(), engine, browseQuery(db(), "quotes", filter, 1), ["seqscan"]),
        count: await plan(db(), engine, cappedCountQuery(db(), "quotes", filter), ["seqscan"]),
        batch: await plan(db(), engine, exportRowsQuery(db(), "quotes", filter, cursor), ["seqscan"]),
      };
    }

    if (engine === "sqlite") {
      const uses = (name: string, index: string) => {
        for (const p of Object.values(plans[name]!)) expect(p, name).toMatch(new RegExp(`^SEARCH quote_requests USING (COVERING )?INDEX quote_requests_${index}_idx`, "m"));
      };
      // Across every stage, a page of an owner's, the unassigned or one row per person is read in index order: no sorting.
      uses("owner", "owner\\w*");
      uses("unassigned", "owner\\w*");
      for (const name of ["owner", "unassigned"]) expect(plans[name]!.page, name).toMatch(/INDEX quote_requests_owner_created_idx \(owner_id=\?\)/);
      uses("people", "people_created");
      expect(plans.ownerStage!.count).toMatch(/USING COVERING INDEX quote_requests_owner_idx \(owner_id=\? AND status=\?\)/);
      uses("peopleStage", "person_latest");
      // Overdue starts from the few records with a past follow-up, whatever else is asked.
      for (const name of ["overdue", "overdueStage", "overduePeople"]) uses(name, "follow_up");
      expect(plans.ownerOverdue!.page).toMatch(/USING COVERING INDEX quote_requests_owner_follow_up_idx \(owner_id=\? AND follow_up_at<\?\)/);
      expect(plans.ownerOverdue!.count).toMatch(/USING COVERING INDEX quote_requests_owner_follow_up_idx \(owner_id=\? AND follow_up_at<\?\)/);
      // The overdue records are sorted by arrival from the follow-up index alone (it holds stage, arrival and id); then the page's rows are read by id.
      for (const name of ["overdue", "overdueStage", "ownerOverdue"]) {
        expect(plans[name]!.page, name).toMatch(/USING COVERING INDEX quote_requests_(owner_)?follow_up_idx \([^)]*follow_up_at<\?\)/);
        expect(plans[name]!.page, name).toMatch(/^SEARCH quote_requests USING INDEX \w+ \(id=\?\)/m);
      }
      uses("received", "created_id");
      expect(plans.received!.page).toMatch(/\(created_at>\? AND created_at<\?\)/);
      uses("source", "source");
      for (const name of ["owner", "unassigned", "people", "peopleStage", "received"]) expect(plans[name]!.page, name).not.toContain("TEMP B-TREE");
      for (const [name, p] of Object.entries(plans)) for (const q of Object.values(p)) expect(q, name).not.toMatch(/^SCAN quote_requests\b/m);
    } else {
      // With statistics, PostgreSQL starts each capped count from the filter's index.
      const counts: Record<string, RegExp> = {
        owner: /quote_requests_owner\w*_idx[\s\S]*Index Cond: \(owner_id = /,
        ownerStage: /quote_requests_owner_idx[\s\S]*Index Cond: \(\(owner_id = .*\) AND \(status = /,
        unassigned: /quote_requests_owner\w*_idx[\s\S]*Index Cond: \(owner_id IS NULL\)/,
        overdue: /quote_requests_follow_up_idx[\s\S]*Index Cond: \(follow_up_at < /,
        overdueStage: /quote_requests_follow_up_idx/,
        overduePeople: /quote_requests_follow_up_idx/,
        ownerOverdue: /quote_requests_owner_follow_up_idx[\s\S]*Index Cond: \(\(owner_id = .*\) AND \(follow_up_at < /,
        received: /Index Cond: \(\(created_at >= .*\) AND \(created_at < /,
        source: /quote_requests_source_idx[\s\S]*Index Cond: \(source_channel = /,
        people: /quote_requests_(people_created|person_latest)_idx[\s\S]*Index Cond: \(person_latest = 1\)/,
        peopleStage: /quote_requests_person_latest_idx[\s\S]*Index Cond: \(\(person_latest = 1\) AND \(status = /,
      };
      for (const [name, pattern] of Object.entries(counts)) expect(plans[name]!.count, name).toMatch(pattern);
      for (const name of ["overdue", "overdueStage", "overduePeople", "ownerOverdue"]) expect(plans[name]!.page, name).toMatch(/follow_up_idx/);
      for (const [name, p] of Object.entries(plans)) for (const q of Object.values(p)) expect(q, name).not.toMatch(/Seq Scan/);
    }
  });

  it("counts up to the limit, and pages on past it", async () => {
    const rows = await insertQuotes(db(), INBOX_COUNT_LIMIT + 30, (i) => ({ status: i < 3 ? "spam" : "new" }));
    const first = await listLeads(db(), "quotes", leadFilter(null, null), 1);
    expect(first.statusCounts).toMatchObject({ all: INBOX_COUNT_LIMIT, new: INBOX_COUNT_LIMIT, spam: 3, contacted: 0 });
    expect(first.countLimit).toBe(INBOX_COUNT_LIMIT);
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);

    const lastPage = Math.ceil(rows.length / INBOX_PAGE_SIZE);
    const seen = new Set<string>();
    for (let page = lastPage - 2; page <= lastPage; page++) {
      const list = await listLeads(db(), "quotes", leadFilter(null, null), page);
      expect(list.page).toBe(page);
      expect(list.pageCount).toBe(page < lastPage ? page + 1 : page);
      for (const row of list.rows) seen.add(row.id);
    }
    expect(seen.size).toBe(rows.length - (lastPage - 3) * INBOX_PAGE_SIZE);
    // The oldest record is the last row of the last page.
    const oldest = [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at))[0]!;
    const end = await listLeads(db(), "quotes", leadFilter(null, null), 10_000);
    expect(end.page).toBe(lastPage);
    expect(end.rows.at(-1)!.id).toBe(oldest.id);

    const spam = await listLeads(db(), "quotes", leadFilter("spam", null), 5);
    expect(spam).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(await countLeads(db(), "quotes", leadFilter(null, null))).toBe(rows.length);
  });

  it("runs a search once for its tabs and its page, up to the limit", async () => {
    await insertQuotes(db(), INBOX_COUNT_LIMIT + 20, (i) => ({ last: "Capped", status: i % 100 === 0 ? "contacted" : "new" }));
    const list = await listLeads(db(), "quotes", leadFilter(null, "CAPPED"), 99);
    expect(list.statusCounts).toMatchObject({ all: INBOX_COUNT_LIMIT, new: INBOX_COUNT_LIMIT, contacted: 11 });
    expect(list).toMatchObject({ moreMatches: true, page: INBOX_COUNT_LIMIT / INBOX_PAGE_SIZE, pageCount: INBOX_COUNT_LIMIT / INBOX_PAGE_SIZE, searchWindow: null });
    const contacted = await listLeads(db(), "quotes", leadFilter("contacted", "capped"));
    expect(contacted).toMatchObject({ total: 11, moreMatches: false });
    expect(contacted.rows).toHaveLength(11);
    expect(contacted.rows.every((r) => r.status === "contacted" && r.name.endsWith("Capped"))).toBe(true);
    expect(contacted.rows.map((r) => r.createdAt)).toEqual(contacted.rows.map((r) => r.createdAt).sort().reverse());
    expect(await countLeads(db(), "quotes", leadFilter(null, "capped"))).toBe(INBOX_COUNT_LIMIT + 20);
  });

  it("searches a term of one or two characters among the newest records only", async () => {
    await insertQuotes(db(), SHORT_SEARCH_WINDOW + 10, (i) => (i < 10 ? { first: "Zq", last: "Old" } : i === SHORT_SEARCH_WINDOW + 9 ? { first: "Zq", last: "New" } : {}));
    const short = await listLeads(db(), "quotes", leadFilter(null, "ZQ"));
    expect(short.rows.map((r) => r.name)).toEqual(["Zq New"]);
    expect(short.searchWindow).toBe(SHORT_SEARCH_WINDOW);
    expect((await listLeads(db(), "quotes", leadFilter(null, "zq old"))).total).toBe(10);
    expect((await exportText(db(), null, "zq")).count).toBe(1);
    // The matches are the oldest records: the export reads on through windows that match nothing.
    expect((await exportText(db(), null, "zq old")).count).toBe(10);
  });

  it("lists and exports the same records for a short term, when many were received at the same time", async () => {
    const same = new Date(START).toISOString();
    const rows = await insertQuotes(db(), SHORT_SEARCH_WINDOW + 1_000, (i) => ({ createdAt: same, first: i % 50 === 0 ? "Zq" : `P${i}` }));
    const list = await listLeads(db(), "quotes", leadFilter(null, "zq"));
    const exported = await exportText(db(), null, "zq");
    // About a fiftieth of the newest records (by id, their times being equal), not of them all.
    expect(list.total).toBeGreaterThan(SHORT_SEARCH_WINDOW / 50 / 2);
    expect(list.total).toBeLessThan(rows.filter((r) => r.first_name === "Zq").length);
    expect(exported.count).toBe(list.total);
    expect(exported.ids.slice(0, list.rows.length)).toEqual(list.rows.map((r) => r.id));
  });

  it("keeps the search index in step with new, changed and deleted records", async () => {
    const admin = { id: randomUUID(), email: "owner@agency.test" };
    const context = { agency: defaultAgency, publicUrl: "https://agency.test" };
    const form = (first: string, email: string) =>
      quoteRequestSchema.parse({
        first_name: first, last_name: "Vega", email, phone: "(702) 555-0199", zip_code: "89118", contact_preference: "phone",
        insurance_types: ["auto"], current_insurance: "no", home_ownership: "own", vehicle_count: "1", budget_range: "100_250", timeline: "within_week",
      });
    const { id } = await submitQuoteRequest(db(), form("Rosalind", "rosalind@example.com"), context);
    await submitQuoteRequest(db(), form("Other", "other@example.com"), context);
    const names = async (q: string) => (await listLeads(db(), "quotes", leadFilter(null, q))).rows.map((r) => r.name);

    expect(await names("rosalind@")).toEqual(["Rosalind Vega"]);
    expect(await names("7025550199")).toHaveLength(2);
    await changeStage(db(), admin, "quotes", id, { stage: "contacted", outcome: null });
    expect(await names("rosalind")).toEqual(["Rosalind Vega"]);
    await db().updateTable("quote_requests").set({ email: "roz@example.org" }).where("id", "=", id).execute();
    expect(await names("rosalind@")).toEqual([]);
    expect(await names("roz@example.org")).toEqual(["Rosalind Vega"]);
    await deleteLead(db(), admin, "quotes", id);
    expect(await names("roz@")).toEqual([]);
    expect(await names("vega")).toEqual(["Other Vega"]);

    if (engine === "sqlite") {
      // The FTS index matches its table exactly, also after VACUUM (which `npm run backup` does, as VACUUM INTO).
      await sql`insert into quote_requests_search (quote_requests_search, rank) values ('integrity-check', 1)`.execute(db());
      await sql`vacuum`.execute(db());
      await sql`insert into quote_requests_search (quote_requests_search, rank) values ('integrity-check', 1)`.execute(db());
      expect(await names("vega")).toEqual(["Other Vega"]);
    } else {
      const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'quote_requests' and indexname = 'quote_requests_search_idx'`.execute(db());
      expect(rows).toHaveLength(1);
    }
  });

  it("exports every record once, newest first, across batches and identical timestamps", async () => {
    const same = new Date(START + 1_000 * 60_000).toISOString();
    const rows = await insertQuotes(db(), 4_321, (i) => ({
      createdAt: i >= 1_000 && i < 1_700 ? same : undefined,
      last: i % 9 === 0 ? "Needle" : "Hay",
      status: i % 4 === 0 ? "contacted" : "new",
    }));
    const expected = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0));
    const ordered = async (ids: string[]) =>
      (await db().selectFrom("quote_requests").select("id").where("id", "in", ids).orderBy("created_at", "desc").orderBy("id", "desc").execute()).map((r) => r.id);

    const all = await exportText(db(), null, null);
    expect(all.count).toBe(rows.length);
    expect(new Set(all.ids).size).toBe(rows.length);
    expect(all.ids[0]).toBe(expected[0]!.id);
    expect(all.ids).toEqual(await ordered(all.ids));

    const contacted = await exportText(db(), "contacted", null);
    expect(contacted.count).toBe(rows.filter((r) => r.status === "contacted").length);
    // A search is tested in windows of the index: the export holds exactly what the search matches.
    const needles = await exportText(db(), null, "NEEDLE");
    expect(needles.count).toBe(rows.filter((r) => r.last_name === "Needle").length);
    expect(needles.count).toBe(await countLeads(db(), "quotes", leadFilter(null, "needle")));
    expect(needles.lines.every((l) => l.includes(",New,") || l.includes(",Contacted,"))).toBe(true);
    expect(needles.ids).toEqual(await ordered(needles.ids));
    const contactedNeedles = await exportText(db(), "contacted", "needle");
    expect(contactedNeedles.count).toBe(rows.filter((r) => r.last_name === "Needle" && r.status === "contacted").length);
  });

  it("gives the event loop a turn between export batches", async () => {
    await insertQuotes(db(), 2_000);
    let turns = 0;
    let running = true;
    const tick = () => {
      turns += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const { stream, done } = exportLeadsCsv(db(), "quotes", leadFilter(null, null));
    const reader = stream.getReader();
    let chunks = 0;
    while (!(await reader.read()).done) chunks += 1;
    running = false;
    expect(await done).toBe(2_000);
    expect(chunks).toBeGreaterThan(4);
    expect(turns).toBeGreaterThanOrEqual(chunks - 1);
  });

  it("writes the header from the labels records were stored with, read before any record", async () => {
    await insertQuotes(db(), 1, () => ({ createdAt: new Date(START).toISOString(), details: JSON.stringify([{ label: "First name", value: "Old" }, { label: "Fax number", value: "702-555-0000" }]) }));
    // Neither of these has labels to add, and storing them does not fail.
    await insertQuotes(db(), 1, () => ({ createdAt: new Date(START + 60_000).toISOString(), last: "Broken", details: "not json" }));
    await insertQuotes(db(), 1, () => ({ createdAt: new Date(START + 120_000).toISOString(), last: "Legacy", details: null }));
    // The newest record's fields come first, in its form's order.
    await insertQuotes(db(), 1, () => ({ createdAt: new Date(START + 180_000).toISOString(), last: "Fresh", details: JSON.stringify([{ label: "First name", value: "New" }, { label: "Email", value: "n@example.com" }]) }));

    const all = await exportText(db(), null, null);
    expect(all.header).toBe(
      "Record ID,Received (Las Vegas time),Stage,Owner,Follow-up (Las Vegas time),Follow-up note,First contact (Las Vegas time),Won carrier,Won line,Annual premium (USD),Lost reason," +
        "First name,Email,Fax number,Consent statement,Consent given (Las Vegas time),Source,Landing page,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content",
    );
    expect(all.count).toBe(4);
    expect(all.lines.find((l) => l.includes("702-555-0000"))).toMatch(/,New,,,,,,,,,Old,,702-555-0000,,,,,,,,,,$/);
    // A filtered export keeps the form's columns: a field no exported record has is empty.
    const fresh = await exportText(db(), null, "fresh");
    expect(fresh.header).toBe(all.header);
    expect(fresh.lines).toEqual([expect.stringMatching(/,New,,,,,,,,,New,n@example\.com,,,,,,,,,,,$/)]);
  });
});

/** A database of its own, for migrating it step by step. */
async function emptyDatabase(engine: DatabaseEngine): Promise<AppDatabase & { drop(): Promise<void> }> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "agency-migrate-"));
    const database = openDatabase({ engine, target: join(dir, "test.db") });
    return { ...database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const server = inject("postgresUrl");
  const name = `migrate_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = openDatabase({ engine, target: url.toString() });
  return { ...database, drop: () => run(`drop database if exists ${name} with (force)`) };
}

describe.each(testEngines())("migration 0008 on %s", (engine) => {
  it("indexes the records stored before it, and keeps its own steps reversible", async () => {
    const database = await emptyDatabase(engine);
    try {
      const db = database.db;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo("0007-session-activity");
      expect(before.error).toBeUndefined();
      await insertQuotes(db, 3, (i) => ({ last: i === 1 ? "Before" : "Sample", details: JSON.stringify([{ label: "Legacy field", value: "x" }]) }));
      await db
        .insertInto("claims")
        .values({
          id: randomUUID(), claim_number: "CLM-2025-000007", first_name: "Cam", last_name: "Early", email: "cam@example.com", phone: "7025550100",
          policy_number: "P", claim_type: "Auto", date_of_loss: "2025-01-01", loss_location: "x", loss_city: "x", loss_state: "NV", description: "x",
          injuries_involved: "no", details_json: "[]", created_at: new Date(START).toISOString(),
        })
        .execute();

      await migrateToLatest(db);
      expect((await listLeads(db, "quotes", leadFilter(null, "before"))).rows.map((r) => r.name)).toEqual(["Person1 Before"]);
      expect((await listLeads(db, "claims", leadFilter(null, "clm-2025-000007"))).rows.map((r) => r.name)).toEqual(["Cam Early"]);
      expect((await exportText(db, null, null)).header).toContain("Legacy field");

      const down = await migrator.migrateTo("0007-session-activity");
      expect(down.error).toBeUndefined();
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect((await listLeads(db, "quotes", leadFilter(null, "before"))).total).toBe(1);
    } finally {
      await database.close();
      await database.drop();
    }
  });
});

describe.runIf(testEngines().includes("postgres"))("migration 0008 without the right to create pg_trgm", () => {
  it("leaves the search unindexed, and working", async () => {
    const server = inject("postgresUrl");
    const name = `notrgm_${randomBytes(6).toString("hex")}`;
    const role = `role_${name}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    const superuser = (await admin.query<{ rolsuper: boolean }>("select rolsuper from pg_roles where rolname = current_user")).rows[0]?.rolsuper;
    if (!superuser) {
      await admin.end();
      return;
    }
    const url = new URL(server);
    try {
      await admin.query(`create role ${role} login password 'pw'`);
      await admin.query(`create database ${name}`);
      url.pathname = `/${name}`;
      const owner = new pg.Client({ connectionString: url.toString() });
      await owner.connect();
      // Tables in the public schema, but no CREATE on the database: CREATE EXTENSION is refused.
      await owner.query(`grant usage, create on schema public to ${role}`);
      await owner.end();
      url.username = role;
      url.password = "pw";
      const database = openDatabase({ engine: "postgres", target: url.toString() });
      try {
        await migrateToLatest(database.db);
        const { rows } = await sql`select indexname from pg_indexes where indexname like '%search_idx'`.execute(database.db);
        expect(rows).toEqual([]);
        await insertQuotes(database.db, 3, (i) => ({ last: i === 2 ? "Unindexed" : "Sample" }));
        expect((await listLeads(database.db, "quotes", leadFilter(null, "unindexed"))).rows.map((r) => r.name)).toEqual(["Person2 Unindexed"]);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});

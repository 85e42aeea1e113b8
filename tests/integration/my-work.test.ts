/**
 * My work (app/server/pipeline/my-work.ts) against real databases, SQLite and PostgreSQL:
 * each group holds the right records of the right person (never someone else's, except the
 * unassigned ones admins see), follows the clock it is given, marks what the person has not
 * opened, stops at its limit, and every query seeks in an index of migration 0010.
 */
import { randomUUID } from "node:crypto";
import { type Compilable, type Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadForms, type LeadForm } from "../../app/lib/inbox-paths.ts";
import type { DatabaseEngine } from "../../app/server/db/connection.ts";
import type { Database } from "../../app/server/db/schema.ts";
import { leadDb, leadTables } from "../../app/server/inbox/lead-tables.ts";
import {
  listMyWork,
  MY_WORK_FOCUS_LIMIT,
  MY_WORK_GROUP_LIMIT,
  myWorkGroupQueries,
  myWorkGroupQuery,
  type MyWorkGroup,
  type MyWorkGroupKey,
} from "../../app/server/pipeline/my-work.ts";
import { markRead, unreadCountsQuery } from "../../app/server/pipeline/read-markers.ts";
import { defaultAgency } from "../../app/config/agency.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { erasePersonData } from "../../app/server/compliance/erase-person-data.ts";
import { deleteLead } from "../../app/server/inbox/delete-lead.ts";
import { recordLeadChange } from "../../app/server/inbox/lead-changes.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { changeStage } from "../../app/server/pipeline/change-stage.ts";
import { setFollowUp } from "../../app/server/pipeline/follow-up.ts";
import { loadBackOfficeNav, unreadBadgeText } from "../../app/server/back-office/load-back-office-nav.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { queryPlan } from "../support/query-plan.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 15 June 2026, 11:00 in Las Vegas. */
const NOW = new Date("2026-06-15T18:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const quoteInput = () =>
  quoteRequestSchema.parse({
    first_name: "Eve", last_name: "Submitted", email: "eve.submitted@example.com", phone: "7025550177",
    zip_code: "89118", contact_preference: "phone", insurance_types: ["auto"], current_insurance: "no", home_ownership: "own",
    vehicle_count: "1", budget_range: "100_250", timeline: "within_week",
  });

const DANA = "user-dana";
const SAM = "user-sam";
const ADMIN = "user-owner";

interface Lead {
  name: string;
  status: string;
  createdAt?: string;
  owner?: string | null;
  changedAt?: string;
  followUpAt?: string | null;
  followUpNote?: string | null;
  firstContactAt?: string | null;
}

let claimSequence = 0;

/** The columns each form's table requires besides the shared ones. */
function formColumns(form: LeadForm): Record<string, string> {
  const address = { address: "1 Main St", city: "Las Vegas", state: "NV", zip_code: "89118" };
  switch (form) {
    case "quotes":
      return {
        zip_code: "89118", insurance_types: '["auto"]', current_insurance: "no", satisfaction_level: "first_time", home_ownership: "own",
        vehicle_count: "1", budget_range: "100_250", timeline: "within_week", contact_preference: "phone",
      };
    case "claims":
      return {
        claim_number: `CLM-2026-${String(++claimSequence).padStart(6, "0")}`, policy_number: "P-1", claim_type: "Other", date_of_loss: "2026-06-01",
        loss_location: "Flamingo Rd", loss_city: "Las Vegas", loss_state: "NV", description: "Rear-ended.", injuries_involved: "no",
      };
    case "applications":
      return { ...address, position: "Other", experience: "entry", availability: "immediate" };
    case "pay-per-mile":
      return {
        ...address, average_monthly_miles: "0-250", vehicle_year: "2020", vehicle_make: "Honda", vehicle_model: "Fit",
        consent_text: "I agree.", consent_at: ago(DAY),
      };
    case "coverage-reviews":
      return { current_carriers: "Acme Mutual", renewal_month: "03", consent_text: "I agree.", consent_at: ago(DAY) };
    case "messages":
      return { topic: "question", message: "Can you call me?", consent_text: "I agree.", consent_at: ago(DAY) };
  }
}

/** Records written straight into their tables (the forms' own path is tested elsewhere). */
async function insertLeads(db: Kysely<Database>, form: LeadForm, leads: Lead[]): Promise<string[]> {
  const rows = leads.map((lead) => {
    const createdAt = lead.createdAt ?? ago(HOUR);
    const [first, ...rest] = lead.name.split(" ");
    return {
      id: randomUUID(),
      first_name: first!,
      last_name: rest.join(" "),
      email: `${lead.name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      phone: "(702) 555-0142",
      details_json: "[]",
      status: lead.status,
      created_at: createdAt,
      owner_id: lead.owner === undefined ? DANA : lead.owner,
      changed_at: lead.changedAt ?? createdAt,
      follow_up_at: lead.followUpAt ?? null,
      follow_up_note: lead.followUpNote ?? null,
      first_contact_at: lead.firstContactAt ?? null,
      ...formColumns(form),
    };
  });
  for (let i = 0; i < rows.length; i += 100) {
    await leadDb(db).insertInto(leadTables[form].table).values(rows.slice(i, i + 100) as never).execute();
  }
  // What the forms' own path records with every new record (app/server/inbox/lead-changes.ts).
  await recordLeadChange(db);
  return rows.map((r) => r.id);
}

const group = (groups: MyWorkGroup[], key: MyWorkGroupKey) => groups.find((g) => g.key === key);
const namesIn = (groups: MyWorkGroup[], key: MyWorkGroupKey) => group(groups, key)?.items.map((i) => i.name);

describe.each(testEngines())("My work on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const form of leadForms) await leadDb(db()).deleteFrom(leadTables[form].table).execute();
    await db().deleteFrom("lead_reads").execute();
    await recordLeadChange(db());
  });

  it("puts each of the person's open records in its groups, and never another person's", async () => {
    await insertLeads(db(), "quotes", [
      { name: "Nora Fresh", status: "new", createdAt: ago(2 * HOUR) },
      { name: "Walt Waiting", status: "new", createdAt: ago(30 * HOUR) },
      { name: "Carla Called", status: "new", createdAt: ago(31 * HOUR), firstContactAt: ago(20 * HOUR) },
      { name: "Tom Tomorrow", status: "quoted", createdAt: ago(20 * DAY), changedAt: ago(10 * DAY), followUpAt: later(22 * HOUR) },
      { name: "Rita Recent", status: "contacted", createdAt: ago(20 * DAY), changedAt: ago(2 * DAY) },
      { name: "Wendy Won", status: "won", createdAt: ago(3 * DAY), changedAt: ago(HOUR) },
      { name: "Sid Sams", status: "new", createdAt: ago(30 * HOUR), owner: SAM, followUpAt: ago(HOUR) },
      { name: "Una Nobody", status: "new", createdAt: ago(HOUR), owner: null },
    ]);
    await insertLeads(db(), "claims", [{ name: "Cody Claim", status: "received", createdAt: ago(32 * HOUR) }]);
    await insertLeads(db(), "pay-per-mile", [
      { name: "Pete Past", status: "contacted", createdAt: ago(9 * DAY), changedAt: ago(8 * DAY), followUpAt: ago(HOUR), followUpNote: "Send the quote" },
    ]);
    await insertLeads(db(), "applications", [
      { name: "Ivy Interview", status: "interview", createdAt: ago(9 * DAY), changedAt: ago(9 * DAY), followUpAt: later(5 * HOUR) },
    ]);

    const groups = await listMyWork(db(), DANA, NOW);
    expect(groups.map((g) => g.key)).toEqual(["overdue", "due_today", "not_contacted", "new", "recently_changed"]);
    expect(namesIn(groups, "overdue")).toEqual(["Pete Past"]);
    expect(group(groups, "overdue")!.items[0]).toMatchObject({ form: "pay-per-mile", stage: "contacted", followUp: "overdue", followUpNote: "Send the quote" });
    expect(namesIn(groups, "due_today")).toEqual(["Ivy Interview"]);
    expect(group(groups, "due_today")!.items[0]).toMatchObject({ form: "applications", followUp: "due_today" });
    // Claims are not held to the 24 hours; a logged contact ends the flag.
    expect(namesIn(groups, "not_contacted")).toEqual(["Walt Waiting"]);
    expect(group(groups, "not_contacted")!.items[0]!.notContactedInTime).toBe(true);
    expect(namesIn(groups, "new")).toEqual(["Nora Fresh", "Walt Waiting", "Carla Called", "Cody Claim"]);
    expect(group(groups, "new")!.items.map((i) => i.notContactedInTime)).toEqual([false, true, false, false]);
    // Changed in the last 7 days and still open (the won quote has left the work).
    expect(namesIn(groups, "recently_changed")).toEqual(["Nora Fresh", "Walt Waiting", "Carla Called", "Cody Claim", "Rita Recent"]);

    const everything = groups.flatMap((g) => g.items.map((i) => i.name));
    for (const name of ["Sid Sams", "Una Nobody", "Wendy Won", "Tom Tomorrow"]) expect(everything).not.toContain(name);
    expect(group(await listMyWork(db(), SAM, NOW), "overdue")!.items.map((i) => i.name)).toEqual(["Sid Sams"]);
  });

  it("shows admins the open records nobody owns, newest first, on top of their own", async () => {
    await insertLeads(db(), "quotes", [
      { name: "Una Nobody", status: "new", createdAt: ago(HOUR), owner: null },
      { name: "Quin Quoted", status: "quoted", createdAt: ago(3 * HOUR), owner: null },
      { name: "Sam Spam", status: "spam", createdAt: ago(HOUR), owner: null },
      { name: "Lou Lost", status: "lost", createdAt: ago(HOUR), owner: null },
      { name: "Dee Danas", status: "new", createdAt: ago(HOUR) },
      { name: "Otto Owners", status: "new", createdAt: ago(4 * HOUR), owner: ADMIN },
    ]);
    await insertLeads(db(), "claims", [{ name: "Cal Review", status: "in_review", createdAt: ago(2 * HOUR), owner: null }]);

    const groups = await listMyWork(db(), ADMIN, NOW, { includeUnassigned: true });
    expect(groups.map((g) => g.key)).toContain("unassigned");
    expect(namesIn(groups, "unassigned")).toEqual(["Una Nobody", "Cal Review", "Quin Quoted"]);
    expect(namesIn(groups, "new")).toEqual(["Otto Owners"]);
    expect(groups.flatMap((g) => g.items.map((i) => i.name))).not.toContain("Dee Danas");
    // Staff never get the group, even when asking for someone else's work would be the only way to see it.
    expect(group(await listMyWork(db(), DANA, NOW), "unassigned")).toBeUndefined();
  });

  it("marks what the person has not opened yet (each person has their own markers)", async () => {
    const [opened, unopened] = await insertLeads(db(), "quotes", [
      { name: "Olive Opened", status: "new", createdAt: ago(HOUR) },
      { name: "Ursula Unopened", status: "new", createdAt: ago(2 * HOUR) },
    ]);
    const [claimOpened, claimUnopened] = await insertLeads(db(), "claims", [
      { name: "Cleo Opened", status: "received", createdAt: ago(3 * HOUR) },
      { name: "Cass Unopened", status: "received", createdAt: ago(4 * HOUR) },
    ]);
    await markRead(db(), DANA, "quotes", opened!, NOW);
    await markRead(db(), SAM, "quotes", unopened!, NOW);
    await markRead(db(), DANA, "claims", claimOpened!, NOW);
    // A marker for the same id under another form is not this record's.
    await markRead(db(), DANA, "quotes", claimUnopened!, NOW);
    const items = (await listMyWork(db(), DANA, NOW)).flatMap((g) => g.items);
    expect(new Map(items.map((i) => [i.name, i.unread]))).toEqual(
      new Map([
        ["Olive Opened", false],
        ["Ursula Unopened", true],
        ["Cleo Opened", false],
        ["Cass Unopened", true],
      ]),
    );
  });

  it("follows the clock it is given: 24 hours to the millisecond, and the Las Vegas midnight", async () => {
    const receivedAt = ago(0);
    await insertLeads(db(), "pay-per-mile", [{ name: "Tess Timer", status: "new", createdAt: receivedAt }]);
    // Tonight at 23:30 in Las Vegas (UTC-7 in June).
    await insertLeads(db(), "quotes", [{ name: "Fay Tonight", status: "contacted", createdAt: ago(DAY), followUpAt: "2026-06-16T06:30:00.000Z" }]);
    const at = (ms: number) => new Date(NOW.getTime() + ms);

    expect(namesIn(await listMyWork(db(), DANA, at(DAY)), "not_contacted")).toEqual([]);
    expect(namesIn(await listMyWork(db(), DANA, at(DAY + 1)), "not_contacted")).toEqual(["Tess Timer"]);

    const beforeMidnight = await listMyWork(db(), DANA, new Date("2026-06-16T06:00:00.000Z")); // 23:00
    expect(namesIn(beforeMidnight, "due_today")).toEqual(["Fay Tonight"]);
    expect(namesIn(beforeMidnight, "overdue")).toEqual([]);
    const afterMidnight = await listMyWork(db(), DANA, new Date("2026-06-16T07:10:00.000Z")); // 00:10 the next day
    expect(namesIn(afterMidnight, "due_today")).toEqual([]);
    expect(namesIn(afterMidnight, "overdue")).toEqual(["Fay Tonight"]);
    // A follow-up tomorrow is neither, today.
    expect(namesIn(await listMyWork(db(), DANA, new Date("2026-06-15T06:00:00.000Z")), "due_today")).toEqual([]);
  });

  it("keeps the person's groups until a record changes, or time moves a record into or out of a group", async () => {
    const [ivy, rita] = await insertLeads(db(), "quotes", [
      { name: "Ivy Interview", status: "contacted", createdAt: ago(9 * DAY), changedAt: ago(9 * DAY), followUpAt: later(5 * HOUR) },
      // Changed 7 days ago but for two hours: it leaves "recently changed" two hours on.
      { name: "Rita Recent", status: "contacted", createdAt: ago(20 * DAY), changedAt: ago(7 * DAY - 2 * HOUR) },
      // The newest change of the form, in no group: a change written with an earlier clock leaves the newest changed_at as it was.
      { name: "Wendy Won", status: "won", createdAt: ago(3 * DAY), changedAt: ago(HOUR) },
    ]);
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    expect(namesIn(await listMyWork(db(), DANA, NOW), "recently_changed")).toEqual(["Rita Recent"]);
    // Written behind the version's back (no changed_at, no counter), so only a new read would show it.
    await leadDb(db()).updateTable("quote_requests").set({ follow_up_note: "Written around the pipeline" }).where("id", "=", ivy!).execute();
    const kept = await listMyWork(db(), DANA, at(HOUR));
    expect(group(kept, "due_today")!.items[0]).toMatchObject({ name: "Ivy Interview", followUpNote: null });
    expect(namesIn(kept, "recently_changed")).toEqual(["Rita Recent"]);
    // Two hours on, Rita's change is older than the window: read again.
    const afterTwoHours = await listMyWork(db(), DANA, at(2 * HOUR + 1));
    expect(namesIn(afterTwoHours, "recently_changed")).toEqual([]);
    expect(group(afterTwoHours, "due_today")!.items[0]).toMatchObject({ name: "Ivy Interview", followUpNote: "Written around the pipeline" });
    // A follow-up set through the pipeline shows at once, even one written with a clock behind the newest change.
    expect(await setFollowUp(db(), systemActor("test"), "quotes", rita!, { at: at(3 * HOUR), note: "Call back" }, new Date(ago(8 * DAY)))).toMatchObject({ ok: true });
    expect(namesIn(await listMyWork(db(), DANA, at(2 * HOUR + 2)), "due_today")).toEqual(["Rita Recent", "Ivy Interview"]);
    // Rita's follow-up falls due: she moves to overdue without any record changing.
    const afterThree = await listMyWork(db(), DANA, at(3 * HOUR + 1));
    expect(namesIn(afterThree, "overdue")).toEqual(["Rita Recent"]);
    expect(namesIn(afterThree, "due_today")).toEqual(["Ivy Interview"]);
  });

  it(`stops each group at ${MY_WORK_GROUP_LIMIT} across the forms, and says there are more`, async () => {
    const minutes = (n: number) => ago(n * 60_000);
    // Each form alone stays under the limit; together they pass it.
    const perForm = MY_WORK_GROUP_LIMIT - 3;
    await insertLeads(db(), "quotes", Array.from({ length: perForm }, (_, i) => ({ name: `Quote ${i}`, status: "new", createdAt: minutes(2 * i) })));
    await insertLeads(db(), "claims", Array.from({ length: perForm }, (_, i) => ({ name: `Claim ${i}`, status: "received", createdAt: minutes(2 * i + 1) })));
    const groups = await listMyWork(db(), DANA, NOW);
    const fresh = group(groups, "new")!;
    expect(fresh.items).toHaveLength(MY_WORK_GROUP_LIMIT);
    expect(fresh.more).toBe(true);
    // Newest first, the two forms interleaved by time.
    expect(fresh.items.slice(0, 4).map((i) => i.name)).toEqual(["Quote 0", "Claim 0", "Quote 1", "Claim 1"]);
    const times = fresh.items.map((i) => i.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(group(groups, "overdue")).toMatchObject({ items: [], more: false });

    // The group alone, at length (My work's ?group=new): every one of them, and no other group.
    const alone = await listMyWork(db(), DANA, NOW, { only: "new", limit: MY_WORK_FOCUS_LIMIT });
    expect(alone.map((g) => g.key)).toEqual(["new"]);
    expect(alone[0]!.items).toHaveLength(2 * perForm);
    expect(alone[0]!.more).toBe(false);
    expect(alone[0]!.items.slice(0, MY_WORK_GROUP_LIMIT)).toEqual(fresh.items);
    expect(await listMyWork(db(), DANA, NOW, { only: "new", limit: 2 * perForm - 1 })).toMatchObject([{ key: "new", more: true }]);

    await leadDb(db()).deleteFrom("claims").where("first_name", "=", "Claim").execute();
    // Exactly the limit: nothing more to say.
    await insertLeads(db(), "claims", Array.from({ length: MY_WORK_GROUP_LIMIT - perForm }, (_, i) => ({ name: `Claim ${i}`, status: "received", createdAt: minutes(100 + i) })));
    expect(group(await listMyWork(db(), DANA, NOW), "new")).toMatchObject({ more: false });
  });

  it("counts, for the navigation, each inbox's open records the person has not opened, up to 99+", async () => {
    const [read, opening] = await insertLeads(db(), "quotes", [
      { name: "Rae Read", status: "new" },
      { name: "Otis Opening", status: "quoted", owner: SAM },
      { name: "Una Nobody", status: "new", owner: null },
      { name: "Wes Won", status: "won" },
    ]);
    await markRead(db(), DANA, "quotes", read!, NOW);
    await insertLeads(db(), "claims", Array.from({ length: 100 }, (_, i) => ({ name: `Claim ${i}`, status: i % 2 ? "received" : "in_review", owner: null })));
    const dana = { id: DANA, email: "dana@agency.test", role: "staff" as const };

    const nav = await loadBackOfficeNav(db(), dana);
    expect(nav.unread).toEqual({ quotes: "2", claims: "99+", applications: null, "pay-per-mile": null, "coverage-reviews": null, messages: null });
    expect(nav.person).toEqual({ displayName: "dana@agency.test", email: "dana@agency.test", role: "staff" });
    // On the record's own page it counts as read (the page marks it read in a loader running beside this one).
    expect((await loadBackOfficeNav(db(), dana, { form: "quotes", id: opening! })).unread.quotes).toBe("1");
    expect((await loadBackOfficeNav(db(), dana, { form: "claims", id: opening! })).unread.quotes).toBe("2");

    expect([0, 1, 99, 100, 5000].map(unreadBadgeText)).toEqual([null, "1", "99", "99+", "99+"]);
  });

  it("keeps each person's counts until a record comes in, changes stage or goes, or they first open one", async () => {
    const [ana, ben, cy] = await insertLeads(db(), "quotes", ["Ana New", "Ben New", "Cy New", "Di New"].map((name) => ({ name, status: "new" })));
    const staff = (id: string) => ({ id, email: `${id}@agency.test`, role: "staff" as const });
    const unreadQuotes = async (id = DANA) => (await loadBackOfficeNav(db(), staff(id))).unread.quotes;
    expect(await unreadQuotes()).toBe("4");

    // A change written past the application (no new date, no version): the kept count stands.
    await leadDb(db()).updateTable("quote_requests").set({ status: "won" }).where("id", "=", ana!).execute();
    expect(await unreadQuotes()).toBe("4");

    // Each change below is dated before the newest record's dates, so only the version raised
    // in its transaction can tell the kept counts are out of date.
    const earlier = new Date(NOW.getTime() - 5 * DAY);
    expect(await changeStage(db(), systemActor("test"), "quotes", ben!, { stage: "spam", outcome: null }, earlier)).toMatchObject({ ok: true, changed: true });
    expect(await unreadQuotes()).toBe("2");

    await markRead(db(), DANA, "quotes", cy!, earlier);
    expect(await unreadQuotes()).toBe("1");
    expect(await unreadQuotes(SAM)).toBe("2");
    // Opening it again changes nothing, and keeps the counts.
    await markRead(db(), DANA, "quotes", cy!, NOW);
    expect(await db().selectFrom("lead_reads").select("read_at").where("record_id", "=", cy!).executeTakeFirstOrThrow()).toEqual({ read_at: NOW.toISOString() });
    expect(await unreadQuotes()).toBe("1");

    await submitQuoteRequest(db(), quoteInput(), { agency: defaultAgency, publicUrl: "https://agency.test", now: earlier });
    expect(await unreadQuotes()).toBe("2");
    expect(await unreadQuotes(SAM)).toBe("3");

    expect(await deleteLead(db(), systemActor("test"), "quotes", cy!)).toBe(true);
    expect(await unreadQuotes(SAM)).toBe("2");

    expect(await erasePersonData(db(), systemActor("test"), { emails: ["di.new@example.com"], phones: [] }, earlier)).toMatchObject({ ok: true });
    expect(await unreadQuotes(SAM)).toBe("1");
    expect(await unreadQuotes()).toBe("1");
  });

  it("counts the unread of every inbox from an index read newest first, without sorting", async () => {
    await insertLeads(db(), "quotes", Array.from({ length: 30 }, (_, i) => ({ name: `Quote ${i}`, status: ["new", "contacted", "quoted", "won"][i % 4]!, owner: null })));
    const { query, columns } = unreadCountsQuery(db(), DANA, leadForms, { opening: { form: "quotes", id: randomUUID() } });
    expect(new Set(columns.map((c) => c.form))).toEqual(new Set(leadForms));
    const steps = await plan(db(), engine, query);
    if (engine === "sqlite") {
      expect(steps).toContain("USING COVERING INDEX quote_requests_status_created_id_idx (status=?)");
      expect(steps).not.toMatch(/TEMP B-TREE|SCAN quote_requests\b(?! USING)/);
    } else {
      expect(steps).toMatch(/Index (Only )?Scan Backward using quote_requests_\w+ on quote_requests/);
      expect(steps).not.toMatch(/Seq Scan on quote_requests|Sort/);
    }
  });

  it("reads every group by seeking in an index of migration 0010, sorting only the capped rows it merges", async () => {
    await insertLeads(db(), "quotes", Array.from({ length: 40 }, (_, i) => ({ name: `Quote ${i}`, status: i % 2 ? "new" : "contacted", owner: i % 3 ? DANA : null })));
    const expected: Record<MyWorkGroupKey, string> = {
      overdue: "owner_follow_up_idx",
      due_today: "owner_follow_up_idx",
      not_contacted: "owner_idx",
      new: "owner_idx",
      recently_changed: "owner_changed_idx",
      unassigned: "owner_idx",
    };
    for (const group of myWorkGroupQueries(db(), DANA, NOW, { includeUnassigned: true })) {
      // The group as it is sent: one UNION ALL of a capped query per form (and stage).
      const steps = await plan(db(), engine, myWorkGroupQuery(db(), group));
      const where = `${group.key}:\n${steps}`;
      if (engine === "sqlite") {
        for (const form of new Set(group.queries.map((q) => q.form))) {
          expect(steps, where).toContain(`USING INDEX ${leadTables[form].table}_${expected[group.key]}`);
        }
        expect(steps, where).not.toMatch(/SCAN (quote_requests|claims|job_applications|pay_per_mile_quotes|coverage_reviews|contact_messages)\b/);
        // The merge sorts each branch's rows, which its LIMIT already capped; nothing else is sorted.
        const lines = steps.split("\n");
        lines.forEach((line, i) => {
          if (line.includes("TEMP B-TREE")) expect(lines[i - 1], where).toMatch(/^SCAN branch\d+$/);
        });
      } else {
        expect(steps.match(/Index Scan/g)?.length, where).toBe(group.queries.length);
        expect(steps, where).not.toMatch(/Seq Scan|Bitmap/);
        // A sort, if any, is of the merged branches (each capped by its LIMIT), never inside one.
        const branches = steps.slice(steps.search(/Append/));
        expect(branches, where).not.toMatch(/->\s+(Incremental )?Sort\b/);
      }
    }
  });
});

const plan = (db: Kysely<Database>, engine: DatabaseEngine, query: Compilable) => queryPlan(db, engine, query, ["seqscan", "sort", "bitmapscan"]);

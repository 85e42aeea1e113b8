/**
 * Renewed terms and retention by month against real databases, SQLite and PostgreSQL: saving a
 * policy (the staff form's updatePolicy) or importing the book records a renewal when an active
 * policy's expiration date moves later, once per term however often it is saved or imported,
 * and nothing for a date moved back or a policy that is not active; the Reports page's
 * "Retention by month" counts, for each of the last 12 Las Vegas months, the terms that came due
 * and how many renewed (fixed dates, the clock given), with its CSV.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { policyKey } from "../../app/lib/policies.ts";
import type { PolicyInput } from "../../app/lib/schemas/policy.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { storeBookImport } from "../../app/server/book-import/book-imports.ts";
import { commitBookImport } from "../../app/server/book-import/commit-book-import.ts";
import { toCsv } from "../../app/server/csv.ts";
import { updatePolicy } from "../../app/server/policies/save-policy.ts";
import { reportCsv } from "../../app/server/reports/reports.ts";
import { retentionByMonth } from "../../app/server/reports/retention.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

/** Monday 15 June 2026, 11:00 in Las Vegas. */
const NOW = new Date("2026-06-15T18:00:00.000Z");
const CARRIER = "Example Mutual";

describe.each(testEngines())("renewed terms and retention on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const admin: CurrentUser = { id: "user-owner", email: "owner@agency.test", role: "admin" };
  let customerId: string;

  async function insertPolicy(number: string, policy: { expires: string; status?: string; updatedAt?: string; line?: string }) {
    const id = randomUUID();
    await db()
      .insertInto("policies")
      .values({
        id,
        customer_id: customerId,
        line: policy.line ?? "auto",
        carrier: CARRIER,
        policy_number: number,
        policy_key: policyKey(CARRIER, number),
        effective_date: "2025-01-01",
        expiration_date: policy.expires,
        status: policy.status ?? "active",
        billing: "direct",
        payment_url: null,
        premium_cents: 120000,
        created_at: "2025-01-01T18:00:00.000Z",
        updated_at: policy.updatedAt ?? "2025-01-01T18:00:00.000Z",
      })
      .execute();
    return id;
  }

  const input = (number: string, expirationDate: string, status = "active"): PolicyInput => ({
    line: "auto",
    carrier: CARRIER,
    policyNumber: number,
    effectiveDate: "2025-01-01",
    expirationDate,
    status: status as PolicyInput["status"],
    billing: "direct",
    paymentUrl: null,
    premium: 120000,
  });

  const renewals = () => db().selectFrom("policy_renewals").select(["policy_id", "customer_id", "line", "previous_expiration", "new_expiration", "recorded_at"]).orderBy("previous_expiration").execute();

  async function importRows(rows: { number: string; expires: string; status: string }[], at: Date) {
    const columns = ["customer_ref", "name", "line", "carrier", "policy_number", "effective_date", "expiration_date", "status", "billing"];
    const csv = toCsv(columns, rows.map((r) => ["AMS-1", "Rosa Delgado", "auto", CARRIER, r.number, "2025-01-01", r.expires, r.status, "direct"]));
    const id = await storeBookImport(db(), { fileName: "book.csv", csvText: csv, sizeBytes: csv.length, uploadedBy: admin.id });
    const outcome = await commitBookImport(db(), admin, id, at);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.result;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await db().insertInto("user").values({ id: admin.id, name: "Olivia Owner", email: admin.email, email_verified: true, role: "admin", disabled: false, created_at: NOW, updated_at: NOW }).execute();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["policy_renewals", "policies", "customers", "book_imports", "audit_log"] as const) await db().deleteFrom(table).execute();
    customerId = randomUUID();
    await db()
      .insertInto("customers")
      .values({
        id: customerId, kind: "person", name: "Rosa Delgado", contact_name: null, email: "rosa@example.com", alt_email: null, phone: null, alt_phone: null,
        address: null, city: null, state: null, zip_code: null, owner_id: null, user_id: null, external_ref: "AMS-1", notes: null,
        created_at: NOW.toISOString(), updated_at: NOW.toISOString(),
      })
      .execute();
  });

  it("saving a policy records its renewed term once; a date moved back, or a policy not active, records nothing", async () => {
    const renewed = await insertPolicy("PA-1", { expires: "2026-06-20" });
    const back = await insertPolicy("PA-2", { expires: "2026-08-01" });
    const pending = await insertPolicy("PA-3", { expires: "2026-05-01", status: "pending" });
    const activated = await insertPolicy("PA-4", { expires: "2026-05-10", status: "expired" });

    expect(await updatePolicy(db(), admin, renewed, input("PA-1", "2027-06-20"), NOW)).toMatchObject({ ok: true, changed: true });
    // The same term saved again (a date corrected back and forth) is still one renewal.
    await updatePolicy(db(), admin, renewed, input("PA-1", "2026-06-20"), NOW);
    await updatePolicy(db(), admin, renewed, input("PA-1", "2027-06-20"), NOW);
    await updatePolicy(db(), admin, back, input("PA-2", "2026-07-01"), NOW);
    await updatePolicy(db(), admin, pending, input("PA-3", "2027-05-01", "pending"), NOW);
    // Expired, renewed late: it becomes active with its next term.
    await updatePolicy(db(), admin, activated, input("PA-4", "2027-05-10"), NOW);

    expect(await renewals()).toEqual([
      { policy_id: activated, customer_id: customerId, line: "auto", previous_expiration: "2026-05-10", new_expiration: "2027-05-10", recorded_at: NOW.toISOString() },
      { policy_id: renewed, customer_id: customerId, line: "auto", previous_expiration: "2026-06-20", new_expiration: "2027-06-20", recorded_at: NOW.toISOString() },
    ]);
  });

  it("the book import records a stored active policy's renewed term, and importing the file again counts it once", async () => {
    const renewed = await insertPolicy("PA-10", { expires: "2026-01-15" });
    await insertPolicy("PA-11", { expires: "2026-02-15", status: "active" });
    await insertPolicy("PA-12", { expires: "2026-03-15" });
    const rows = [
      { number: "PA-10", expires: "2027-01-15", status: "active" },
      // Now expired: not renewed, whatever its new date.
      { number: "PA-11", expires: "2027-02-15", status: "expired" },
      { number: "PA-12", expires: "2026-03-15", status: "active" },
      // A new policy: no term came due.
      { number: "PA-13", expires: "2027-04-01", status: "active" },
    ];
    await importRows(rows, NOW);
    await importRows(rows, new Date(NOW.getTime() + 60_000));
    expect(await renewals()).toEqual([{ policy_id: renewed, customer_id: customerId, line: "auto", previous_expiration: "2026-01-15", new_expiration: "2027-01-15", recorded_at: NOW.toISOString() }]);
  });

  it("retention by month: the terms that came due in each of the last 12 Las Vegas months, and how many renewed", async () => {
    // January: renewed through the import.
    await insertPolicy("PA-20", { expires: "2026-01-15" });
    await importRows([{ number: "PA-20", expires: "2027-01-15", status: "active" }], NOW);
    // March: one renewed (through the form), one left to lapse (still active, its date passed).
    const march = await insertPolicy("PA-21", { expires: "2026-03-01" });
    await updatePolicy(db(), admin, march, input("PA-21", "2027-03-01"), NOW);
    await insertPolicy("PA-22", { expires: "2026-03-10" });
    // April: expired, not renewed; one cancelled mid-term (last changed before its end) never came due.
    await insertPolicy("PA-23", { expires: "2026-04-05", status: "expired" });
    await insertPolicy("PA-24", { expires: "2026-04-20", status: "cancelled", updatedAt: "2026-01-10T18:00:00.000Z" });
    // May: cancelled after its term ended: it came due and was let go.
    await insertPolicy("PA-25", { expires: "2026-05-01", status: "cancelled", updatedAt: "2026-05-03T18:00:00.000Z" });
    // June: one renewed early (counted in the month it was due), one not due yet.
    const june = await insertPolicy("PA-26", { expires: "2026-06-25" });
    await updatePolicy(db(), admin, june, input("PA-26", "2027-06-25"), NOW);
    await insertPolicy("PA-27", { expires: "2026-06-20" });
    // Neither counts: pending, and before the 12 months.
    await insertPolicy("PA-28", { expires: "2026-02-01", status: "pending" });
    await insertPolicy("PA-29", { expires: "2025-05-01" });

    const { months, total } = await retentionByMonth(db(), NOW);
    expect(months.map((m) => m.period.key)).toEqual(["2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"]);
    const byMonth = Object.fromEntries(months.map((m) => [m.period.key, [m.due, m.renewed, m.notRenewed, m.rate]]));
    expect(byMonth).toMatchObject({
      "2025-07": [0, 0, 0, null],
      "2026-01": [1, 1, 0, 1],
      "2026-02": [0, 0, 0, null],
      "2026-03": [2, 1, 1, 0.5],
      "2026-04": [1, 0, 1, 0],
      "2026-05": [1, 0, 1, 0],
      "2026-06": [1, 1, 0, 1],
    });
    expect(total).toEqual({ due: 6, renewed: 3, notRenewed: 3, rate: 0.5 });

    // A month later the June policy left alone has come due, unrenewed.
    const july = await retentionByMonth(db(), new Date("2026-07-02T18:00:00.000Z"));
    expect(july.months.find((m) => m.period.key === "2026-06")).toMatchObject({ due: 2, renewed: 1, notRenewed: 1, rate: 0.5 });

    const csv = (await reportCsv(db(), "retention", NOW)).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe("Month due (Las Vegas),Policies due,Renewed,Not renewed,Retention rate (%)");
    expect(csv).toContain("2026-03,2,1,1,50.0");
    expect(csv).toContain("2025-07,0,0,0,");
  });
});

/**
 * The book import (app/server/book-import/, docs/import.md) against real databases (SQLite,
 * and PostgreSQL when available): the preview's counts and row errors; a commit creating
 * customers, policies, vehicles and drivers with one audit entry; importing the same file again
 * updating instead of duplicating; a changed row updating; customers matched by ref, email and
 * name + ZIP; the commit's all-or-nothing transaction when the database fails midway; and the
 * route refusing everyone but admins before anything is read or stored.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { action as importAction, loader as importLoader } from "../../app/routes/back-office/admin-book-import.tsx";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { sessionOf } from "../support/session-user.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { purgeUncommittedImports, storeBookImport } from "../../app/server/book-import/book-imports.ts";
import { importColumns, type ImportColumn } from "../../app/server/book-import/columns.ts";
import { commitBookImport } from "../../app/server/book-import/commit-book-import.ts";
import { demoBookCsv, demoBookRows, importDemoBook } from "../../app/server/book-import/demo-book.ts";
import { openBookImport } from "../../app/server/book-import/open-book-import.ts";
import { servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { parseEnv } from "../../app/server/env.ts";
import { toCsv } from "../../app/server/csv.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

type Row = Partial<Record<ImportColumn, string>>;

/** A file in the layout's own column names (columns given by the first row's keys, or `columns`). */
function csvOf(rows: Row[], columns: readonly string[] = Object.keys(rows[0]!)): string {
  return toCsv(columns, rows.map((row) => columns.map((c) => row[c as ImportColumn] ?? "")));
}

const maria: Row = {
  customer_ref: "AMS-1",
  customer_type: "person",
  name: "Maria Sampleton",
  email: "maria.sampleton@example.com",
  phone: "702-555-0101",
  zip: "89123",
  assigned_to: "",
  line: "auto",
  carrier: "Example Mutual",
  policy_number: "PA-1",
  effective_date: "2026-03-01",
  expiration_date: "2026-09-01",
  status: "active",
  billing: "direct",
  premium: "1,200",
  vehicles: "2021 Toyota Camry FAKEA1B2C3D4E5F6G; 2018 Honda Civic",
  drivers: "Maria Sampleton 1984-02-11; Juan Sampleton",
};
const mariaHome: Row = { ...maria, line: "Homeowners", carrier: "Sample Casualty", policy_number: "HO-1", effective_date: "03/15/2026", expiration_date: "03/15/2027", vehicles: "", drivers: "" };
const fakeworth: Row = {
  ...maria,
  customer_ref: "",
  customer_type: "business",
  name: "Fakeworth Plumbing LLC",
  email: "office@fakeworth.example.com",
  line: "General liability",
  carrier: "Demo Indemnity",
  policy_number: "GL-1",
  vehicles: "",
  drivers: "",
};
const broken: Row = { ...maria, customer_ref: "AMS-9", name: "Broken Row", policy_number: "PA-9", effective_date: "2026-02-30", vehicles: "2020 Kia Soul NOTAVIN1234" };

describe.each(testEngines())("the book import on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: CurrentUser;
  let staffEmail: string;

  async function insertUser(role: "admin" | "staff" | "customer", email = `${role}.${randomUUID().slice(0, 8)}@agency.test`): Promise<CurrentUser> {
    const id = randomUUID();
    const now = new Date();
    await db().insertInto("user").values({ id, name: role, email, email_verified: true, role, disabled: false, created_at: now, updated_at: now }).execute();
    return { id, email, role };
  }

  const count = async (table: "customers" | "policies" | "policy_vehicles" | "policy_drivers" | "book_imports" | "audit_log") =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  async function upload(csv: string): Promise<string> {
    return storeBookImport(db(), { fileName: "book.csv", csvText: csv, sizeBytes: csv.length, uploadedBy: admin.id });
  }

  async function importNow(csv: string) {
    const id = await upload(csv);
    const outcome = await commitBookImport(db(), admin, id);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.result;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    admin = await insertUser("admin");
    staffEmail = (await insertUser("staff")).email;
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["policy_drivers", "policy_vehicles", "policies", "customers", "book_imports", "audit_log"] as const) await db().deleteFrom(table).execute();
  });

  it("previews counts and every row error, and writes nothing", async () => {
    const id = await upload(csvOf([maria, mariaHome, fakeworth, broken, { ...fakeworth, policy_number: "GL 1", name: "Fakeworth Again" }], importColumns));
    const opened = await openBookImport(db(), id);
    expect(opened.state).toBe("preview");
    if (opened.state !== "preview") return;
    expect(opened.counts).toEqual({ rows: 5, newCustomers: 2, updatedCustomers: 0, newPolicies: 3, updatedPolicies: 0, rowsWithErrors: 2 });
    expect(opened.errors).toEqual([
      { rowNumber: 5, column: "effective_date", message: "Please enter the effective date as a date, like 2026-03-01." },
      { rowNumber: 5, column: "vehicles", message: "Vehicle 1 (“2020 Kia Soul NOTAVIN1234”): A VIN has 17 letters and digits (never I, O or Q)." },
      { rowNumber: 6, column: "policy_number", message: "Row 4 already has this carrier and policy number. A policy may appear once in a file." },
    ]);
    expect(opened.rows.map((r) => [r.rowNumber, r.customerName, r.line, r.policyNumber, r.vehicles, r.drivers])).toEqual([
      [2, "Maria Sampleton", "auto", "PA-1", 2, 2],
      [3, "Maria Sampleton", "home", "HO-1", 0, 0],
      [4, "Fakeworth Plumbing LLC", "general_liability", "GL-1", 0, 0],
    ]);
    expect(await count("customers")).toBe(0);
  });

  it("accepts the AMS's own header spellings and an unknown assignee is a row error", async () => {
    const header = ["Customer ID", "Customer Name", "E-mail", "Zip Code", "Assigned", "LOB", "Carrier Name", "Policy Number", "Eff Date", "Exp Date", "Policy Status", "Bill Type", "Fax"];
    const csv = toCsv(header, [
      ["AMS-1", "Maria Sampleton", "maria@example.com", "89123", staffEmail.toUpperCase(), "Personal auto", "Example Mutual", "PA-1", "3/1/2026", "9/1/2026", "Active", "Direct Bill", "n/a"],
      ["AMS-2", "Avery Testwood", "", "89031", "nobody@agency.test", "renters", "Example Mutual", "RN-1", "3/1/2026", "3/1/2027", "active", "agency", ""],
    ]);
    const opened = await openBookImport(db(), await upload(csv));
    expect(opened.state === "preview" && [opened.counts.newPolicies, opened.ignoredHeaders, opened.errors.map((e) => [e.rowNumber, e.column])]).toEqual([1, ["Fax"], [[3, "assigned_to"]]]);
  });

  it("commits: customers, policies, vehicles and drivers, the search text, one audit entry, and only once", async () => {
    const id = await upload(csvOf([maria, mariaHome, fakeworth, broken], importColumns));
    const outcome = await commitBookImport(db(), admin, id);
    expect(outcome).toMatchObject({ ok: true, result: { counts: { rows: 4, newCustomers: 2, newPolicies: 3, rowsWithErrors: 1 }, errorCount: 2 } });

    const customers = await db().selectFrom("customers").selectAll().orderBy("name").execute();
    expect(customers.map((c) => [c.name, c.kind, c.external_ref, c.email, c.phone, c.zip_code])).toEqual([
      ["Fakeworth Plumbing LLC", "business", null, "office@fakeworth.example.com", "(702) 555-0101", "89123"],
      ["Maria Sampleton", "person", "AMS-1", "maria.sampleton@example.com", "(702) 555-0101", "89123"],
    ]);
    expect(customers[1]!.search_text).toBe("maria sampleton\nmaria.sampleton@example.com\n7025550101\nams-1");
    const auto = await db().selectFrom("policies").selectAll().where("policy_number", "=", "PA-1").executeTakeFirstOrThrow();
    expect(auto).toMatchObject({ customer_id: customers[1]!.id, line: "auto", policy_key: "examplemutual|PA1", effective_date: "2026-03-01", billing: "direct", premium_cents: 120000 });
    const vehicles = await db().selectFrom("policy_vehicles").select(["year", "make", "model", "vin", "position"]).where("policy_id", "=", auto.id).orderBy("position").execute();
    expect(vehicles).toEqual([
      { year: "2021", make: "Toyota", model: "Camry", vin: "FAKEA1B2C3D4E5F6G", position: 0 },
      { year: "2018", make: "Honda", model: "Civic", vin: null, position: 1 },
    ]);
    expect(await db().selectFrom("policy_drivers").select(["name", "date_of_birth"]).where("policy_id", "=", auto.id).orderBy("position").execute()).toEqual([
      { name: "Maria Sampleton", date_of_birth: "1984-02-11" },
      { name: "Juan Sampleton", date_of_birth: null },
    ]);
    expect(await db().selectFrom("audit_log").select(["action", "target_type", "target_id", "actor_email", "detail"]).execute()).toEqual([
      { action: "book.import", target_type: "book_import", target_id: id, actor_email: admin.email, detail: "4 rows: 2 new customers, 0 updated customers, 3 new policies, 0 updated policies, 1 row skipped for errors" },
    ]);
    const stored = await db().selectFrom("book_imports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ csv_text: "", committed_by: admin.id });

    expect(await commitBookImport(db(), admin, id)).toMatchObject({ ok: false, reason: "already-committed" });
    expect(await count("policies")).toBe(3);
    const opened = await openBookImport(db(), id);
    expect(opened.state === "committed" && opened.result?.counts.newPolicies).toBe(3);
  });

  it("updates instead of duplicating when the same file is imported again", async () => {
    const csv = csvOf([maria, mariaHome, fakeworth], importColumns);
    await importNow(csv);
    const again = await importNow(csv);
    expect(again.counts).toEqual({ rows: 3, newCustomers: 0, updatedCustomers: 2, newPolicies: 0, updatedPolicies: 3, rowsWithErrors: 0 });
    expect([await count("customers"), await count("policies"), await count("policy_vehicles"), await count("policy_drivers")]).toEqual([2, 3, 2, 2]);
  });

  it("applies a changed row: new values, the vehicles and drivers replaced, columns left out kept", async () => {
    await importNow(csvOf([maria], importColumns));
    const customer = await db().selectFrom("customers").select(["id", "created_at"]).executeTakeFirstOrThrow();
    await db().updateTable("customers").set({ notes: "Prefers texts" }).execute();
    const changed = { ...maria, phone: "702-555-0199", expiration_date: "2026-10-01", premium: "1,350.50", vehicles: "2024 Tesla Model 3 FAKEC3D4E5F6G7H8J", drivers: "Maria Sampleton 1984-02-11" };
    await importNow(csvOf([changed], importColumns));
    const row = await db().selectFrom("customers").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: customer.id, created_at: customer.created_at, phone: "(702) 555-0199", notes: "Prefers texts" });
    expect(row.search_text).toContain("7025550199");
    expect(await db().selectFrom("policies").select(["expiration_date", "premium_cents"]).execute()).toEqual([{ expiration_date: "2026-10-01", premium_cents: 135050 }]);
    expect(await db().selectFrom("policy_vehicles").select(["vin"]).execute()).toEqual([{ vin: "FAKEC3D4E5F6G7H8J" }]);
    expect(await count("policy_drivers")).toBe(1);

    // A file without the vehicles, drivers, phone and premium columns leaves them as they are.
    const slim = ["customer_ref", "name", "line", "carrier", "policy_number", "effective_date", "expiration_date", "status", "billing"];
    await importNow(csvOf([{ ...changed, status: "cancelled" }], slim));
    expect(await db().selectFrom("policies").select(["status", "premium_cents"]).execute()).toEqual([{ status: "cancelled", premium_cents: 135050 }]);
    expect(await db().selectFrom("customers").select(["phone", "email"]).execute()).toEqual([{ phone: "(702) 555-0199", email: "maria.sampleton@example.com" }]);
    expect([await count("policy_vehicles"), await count("policy_drivers")]).toEqual([1, 1]);
  });

  it("matches stored customers by ref, then email, then name + ZIP", async () => {
    const stored = async (values: { name: string; email?: string | null; zip?: string | null; ref?: string | null }) => {
      const id = randomUUID();
      const now = new Date().toISOString();
      await db()
        .insertInto("customers")
        .values({ id, kind: "person", name: values.name, email: values.email ?? null, zip_code: values.zip ?? null, external_ref: values.ref ?? null, created_at: now, updated_at: now } as never)
        .execute();
      return id;
    };
    const byRef = await stored({ name: "Old Name", email: "old@example.com", ref: "AMS-1" });
    const byEmail = await stored({ name: "Fakeworth", email: "office@fakeworth.example.com" });
    const byNameZip = await stored({ name: "avery  TESTWOOD", zip: "89031" });
    const otherRef = await stored({ name: "Someone Else", email: "shared@example.com", ref: "AMS-77" });
    const refNotInFile = await stored({ name: "Riley Exampleson", email: "riley@example.com", ref: "AMS-50" });

    const avery: Row = { ...fakeworth, customer_ref: "", customer_type: "", name: "Avery Testwood", email: "", zip: "89031", policy_number: "RN-1", line: "renters" };
    const shared: Row = { ...fakeworth, customer_ref: "AMS-78", name: "Another Person", email: "shared@example.com", policy_number: "GL-2" };
    const riley: Row = { ...fakeworth, customer_ref: "", customer_type: "person", name: "Riley Exampleson", email: "riley@example.com", policy_number: "RN-50", line: "renters" };
    const result = await importNow(csvOf([maria, { ...fakeworth, customer_ref: "AMS-2" }, avery, shared, riley], importColumns));
    expect(result.counts).toMatchObject({ newCustomers: 1, updatedCustomers: 4 });

    const owner = async (policyNumber: string) => (await db().selectFrom("policies").select("customer_id").where("policy_number", "=", policyNumber).executeTakeFirstOrThrow()).customer_id;
    expect(await owner("PA-1")).toBe(byRef);
    expect(await owner("GL-1")).toBe(byEmail);
    expect(await owner("RN-1")).toBe(byNameZip);
    // The same email under another AMS id is another customer.
    expect(await owner("GL-2")).not.toBe(otherRef);
    // A row without a ref matches a stored customer by email whatever their ref, which stays.
    expect(await owner("RN-50")).toBe(refNotInFile);
    const customers = await db().selectFrom("customers").select(["id", "name", "external_ref", "kind"]).execute();
    expect(customers.find((c) => c.id === byRef)).toMatchObject({ name: "Maria Sampleton", external_ref: "AMS-1" });
    // Matched by email, the customer takes the file's id for next time.
    expect(customers.find((c) => c.id === byEmail)).toMatchObject({ external_ref: "AMS-2", kind: "business" });
    expect(customers.find((c) => c.id === byNameZip)).toMatchObject({ name: "Avery Testwood", kind: "person" });
    expect(customers.find((c) => c.id === refNotInFile)).toMatchObject({ external_ref: "AMS-50" });
    expect(customers).toHaveLength(6);
  });

  it("keeps nothing of a commit that fails midway", async () => {
    // The database refuses one driver, after the customers and policies were written.
    if (engine === "sqlite") {
      await sql`create trigger refuse_driver before insert on policy_drivers when new.name = 'Refused Driver' begin select raise(abort, 'disk on fire'); end`.execute(db());
    } else {
      await sql`create function refuse_driver() returns trigger language plpgsql as $$ begin if new.name = 'Refused Driver' then raise exception 'disk on fire'; end if; return new; end $$`.execute(db());
      await sql`create trigger refuse_driver before insert on policy_drivers for each row execute function refuse_driver()`.execute(db());
    }
    try {
      const id = await upload(csvOf([maria, mariaHome, { ...fakeworth, line: "commercial auto", drivers: "Refused Driver" }], importColumns));
      await expect(commitBookImport(db(), admin, id)).rejects.toThrow(/disk on fire/);
      expect([await count("customers"), await count("policies"), await count("policy_vehicles"), await count("policy_drivers"), await count("audit_log")]).toEqual([0, 0, 0, 0, 0]);
      expect(await db().selectFrom("book_imports").select(["committed_at", "csv_text"]).where("id", "=", id).executeTakeFirstOrThrow()).toMatchObject({ committed_at: null, csv_text: expect.stringContaining("Refused Driver") });
    } finally {
      await sql`drop trigger refuse_driver${engine === "postgres" ? sql` on policy_drivers` : sql``}`.execute(db());
      if (engine === "postgres") await sql`drop function refuse_driver()`.execute(db());
    }
  });

  it("imports a demo book of a few hundred rows, then the same book again without a duplicate", async () => {
    const rows = demoBookRows({ customers: 150, seed: 11, assignedTo: [staffEmail] });
    const csv = demoBookCsv(rows);
    const first = await importDemoBook(db(), admin, { customers: 150, seed: 11, assignedTo: [staffEmail] });
    expect(first.counts).toMatchObject({ rows: rows.length, rowsWithErrors: 0, newPolicies: rows.length, updatedPolicies: 0 });
    const customers = await count("customers");
    const second = await importNow(csv);
    expect(second.counts).toMatchObject({ newCustomers: 0, newPolicies: 0, updatedPolicies: rows.length, updatedCustomers: customers });
    expect([await count("customers"), await count("policies")]).toEqual([customers, rows.length]);
  });

  it("removes uploads never committed after a week, and keeps committed ones", async () => {
    const old = new Date(Date.now() - 8 * 86_400_000);
    await storeBookImport(db(), { fileName: "old.csv", csvText: "x", sizeBytes: 1, uploadedBy: admin.id }, old);
    const recent = await upload("x");
    const committed = await upload(csvOf([maria], importColumns));
    await commitBookImport(db(), admin, committed);
    await db().updateTable("book_imports").set({ created_at: old.toISOString() }).where("id", "=", committed).execute();
    expect(await purgeUncommittedImports(db(), { dryRun: true })).toBe(1);
    expect(await purgeUncommittedImports(db())).toBe(1);
    expect((await db().selectFrom("book_imports").select("id").execute()).map((r) => r.id).sort()).toEqual([recent, committed].sort());
  });

  describe("the route", () => {
    const services = (): AppServices => {
      const env = parseEnv({});
      return { env, agency: agencyFromEnv(env), db: db(), engine, auth: undefined as unknown as Auth, kickOutbox: vi.fn(), fileKeys: testFileKeys() };
    };
    const contextAs = (user: CurrentUser | null) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, services());
      context.set(sessionLookupContext, async () => sessionOf(user));
      return context;
    };
    const uploadRequest = (csv: string) => {
      const body = new FormData();
      body.append("file", new Blob([csv], { type: "text/csv" }), "book.csv");
      return new Request("http://localhost/admin/customers/import", { method: "POST", body });
    };
    const call = async (run: () => Promise<unknown>) => {
      try {
        return await run();
      } catch (thrown) {
        return thrown;
      }
    };
    type Args = Parameters<typeof importAction>[0];
    const args = (request: Request, user: CurrentUser | null) => ({ request, context: contextAs(user), params: {}, url: new URL(request.url) }) as unknown as Args;

    it("refuses anyone but an admin, before reading or storing anything", async () => {
      const csv = csvOf([maria], importColumns);
      for (const user of [null, await insertUser("customer"), await insertUser("staff")]) {
        const answer = await call(() => importAction(args(uploadRequest(csv), user)));
        expect(answer, user?.role ?? "anonymous").toMatchObject({ init: { status: 403 } });
        const page = (await call(() => importLoader(args(new Request("http://localhost/admin/customers/import"), user) as never))) as Response;
        expect(page.status).toBe(302);
        expect(page.headers.get("location")).toBe("/dashboard");
      }
      expect(await count("book_imports")).toBe(0);

      // Nor can they commit an admin's upload.
      const id = await upload(csv);
      const staff = await insertUser("staff");
      const commit = new Request("http://localhost/admin/customers/import", { method: "POST", body: new URLSearchParams({ intent: "commit", importId: id }) });
      expect(await call(() => importAction(args(commit, staff)))).toMatchObject({ init: { status: 403 } });
      expect(await count("customers")).toBe(0);
    });

    it("lets an admin upload, preview and commit", async () => {
      const uploaded = (await importAction(args(uploadRequest(csvOf([maria, broken], importColumns)), admin))) as Response;
      expect(uploaded.status).toBe(303);
      const id = new URL(uploaded.headers.get("location")!, "http://localhost").searchParams.get("import")!;
      const preview = await importLoader(args(new Request(`http://localhost/admin/customers/import?import=${id}`), admin) as never);
      expect(preview.opened).toMatchObject({ state: "preview", counts: { rows: 2, rowsWithErrors: 1 } });

      const commit = new Request("http://localhost/admin/customers/import", { method: "POST", body: new URLSearchParams({ intent: "commit", importId: id }) });
      expect(((await importAction(args(commit, admin))) as Response).status).toBe(303);
      expect([await count("customers"), await count("policies")]).toEqual([1, 1]);
    });

    it("refuses a workbook or a file without the layout's columns, storing nothing", async () => {
      const workbook = new FormData();
      workbook.append("file", new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])]), "book.csv");
      const answer = await importAction(args(new Request("http://localhost/admin/customers/import", { method: "POST", body: workbook }), admin));
      expect(answer).toMatchObject({ init: { status: 400 }, data: { step: "upload", message: expect.stringContaining("Excel workbook") } });
      const wrong = await importAction(args(uploadRequest("first,last\nAna,Diaz\n"), admin));
      expect(wrong).toMatchObject({ init: { status: 400 }, data: { message: expect.stringContaining("The file has no name, line, carrier") } });
      expect(await count("book_imports")).toBe(0);
    });
  });
});

/**
 * The staff side of customers and policies on both engines: the customer search by every key
 * (name, email, phone in any format, policy number in any spacing or case, VIN whole or its
 * end), its pages and "Assigned to me"; the owner rule; duplicate policies; vehicles and drivers;
 * linking claims; inviting a customer to the portal (never a team account). Then the routes
 * themselves, called as React Router calls them, for every role: anonymous visitors and
 * customers are turned away (a redirect for a page, 403 for a post) and nothing changes; staff
 * and admins get the page and their changes are stored.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setRenewalEmails } from "../../app/server/renewals/renewal-emails-by-staff.ts";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { customerSchema, type CustomerInput } from "../../app/lib/schemas/customer.ts";
import { policySchema, type PolicyInput } from "../../app/lib/schemas/policy.ts";
import { claimSchema } from "../../app/lib/schemas/claim.ts";
import { createAuth } from "../../app/server/accounts/auth.ts";
import { toBoolean } from "../../app/server/accounts/auth-values.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { sessionOf } from "../support/session-user.ts";
import type { Actor } from "../../app/server/audit/record-audit.ts";
import { servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { getCustomerPage } from "../../app/server/customers/customer-page.ts";
import { CUSTOMER_PAGE_RECORDS } from "../../app/server/customers/get-customer.ts";
import { inviteCustomer } from "../../app/server/customers/invite-customer.ts";
import { linkClaim, unlinkClaim } from "../../app/server/customers/link-claim.ts";
import { CUSTOMERS_PAGE_SIZE, listCustomers, type CustomerListParams } from "../../app/server/customers/list-customers.ts";
import { createCustomer, OWNER_NOT_ON_TEAM, updateCustomer } from "../../app/server/customers/save-customer.ts";
import { parseEnv } from "../../app/server/env.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { getPolicyPage } from "../../app/server/policies/get-policy.ts";
import { createPolicy, updatePolicy } from "../../app/server/policies/save-policy.ts";
import { addDriver, addVehicle, removeVehicle } from "../../app/server/policies/vehicles-and-drivers.ts";
import { saveCarrierDirectory } from "../../app/server/settings/carrier-directory.ts";
import * as customerRoute from "../../app/routes/back-office/admin-customer.tsx";
import * as customerNewRoute from "../../app/routes/back-office/admin-customer-new.tsx";
import * as customersRoute from "../../app/routes/back-office/admin-customers.tsx";
import * as policyNewRoute from "../../app/routes/back-office/admin-policy-new.tsx";
import * as policyRoute from "../../app/routes/back-office/admin-policy.tsx";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";
import { statementRounds } from "../support/statement-rounds.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const ORIGIN = "https://agency.test";
const TODAY = "2026-06-15";
const VIN = "1HGCM82633A004352";

const customerInput = (fields: Record<string, string>): CustomerInput => customerSchema.parse({ kind: "person", ...fields });
const policyInput = (fields: Record<string, string> = {}): PolicyInput =>
  policySchema.parse({ line: "auto", carrier: "State Farm", policyNumber: "PAP 123-456", effectiveDate: "2026-01-01", expirationDate: "2026-12-31", status: "active", billing: "direct", ...fields });

describe.each(testEngines())("customers and policies on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const kickOutbox = vi.fn();
  const db = () => database.db;
  let staff: Actor & { id: string };
  let admin: Actor & { id: string };
  let customerAccount: { id: string; email: string };
  let formerStaffId: string;

  async function insertUser(email: string, role: "admin" | "staff" | "customer", options: { disabled?: boolean; name?: string } = {}) {
    const id = randomUUID();
    const now = new Date();
    await db()
      .insertInto("user")
      .values({ id, name: options.name ?? email.split("@")[0]!, email, email_verified: true, role, disabled: options.disabled ?? false, created_at: now, updated_at: now })
      .execute();
    return id;
  }
  const count = async (table: "customers" | "policies" | "audit_log" | "email_outbox" | "policy_drivers") =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const list = (params: Partial<CustomerListParams>, viewer = staff.id) => listCustomers(db(), viewer, { q: "", mine: false, after: null, ...params }, TODAY);
  const names = async (params: Partial<CustomerListParams>) => (await list(params)).rows.map((r) => r.name);
  const create = async (fields: Record<string, string>) => {
    const result = await createCustomer(db(), staff, customerInput(fields));
    if (!result.ok) throw new Error(`customer not created: ${JSON.stringify(result)}`);
    return result.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({ PUBLIC_URL: ORIGIN });
    const agency = agencyFromEnv(env);
    const auth = createAuth({ db: database.db, engine, publicUrl: ORIGIN, secret: randomBytes(32).toString("base64url"), adminEmails: [], agency });
    services = { env, agency, db: database.db, engine, auth, kickOutbox, fileKeys };
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["audit_log", "email_outbox", "customers", "policies", "policy_vehicles", "policy_drivers", "claims", "person_contacts", "counters", "verification", "account", "session", "user", "agency_settings"] as const) {
      await db().deleteFrom(table).execute();
    }
    staff = { id: await insertUser("dana@agency.test", "staff", { name: "Dana Staff" }), email: "dana@agency.test" };
    admin = { id: await insertUser("owner@agency.test", "admin", { name: "Olive Owner" }), email: "owner@agency.test" };
    formerStaffId = await insertUser("gone@agency.test", "staff", { disabled: true });
    customerAccount = { id: await insertUser("pat@example.com", "customer"), email: "pat@example.com" };
    kickOutbox.mockClear();
  });

  describe("the search", () => {
    it("finds a customer by name, email, phone in any format and the management system's id", async () => {
      await create({ name: "Maria Lopez", email: "Maria@Example.com", phone: "(702) 555-0101", externalRef: "AMS-77" });
      await create({ name: "Desert Bloom LLC", kind: "business", contactName: "Ana Ruiz", altPhone: "702.555.0199" });
      await create({ name: "Sam Lee" });
      expect(await names({ q: "lopez" })).toEqual(["Maria Lopez"]);
      expect(await names({ q: "maria@example" })).toEqual(["Maria Lopez"]);
      expect(await names({ q: "702-555-0101" })).toEqual(["Maria Lopez"]);
      expect(await names({ q: "+1 (702) 555 0199" })).toEqual(["Desert Bloom LLC"]);
      expect(await names({ q: "ana ruiz" })).toEqual(["Desert Bloom LLC"]);
      expect(await names({ q: "ams-77" })).toEqual(["Maria Lopez"]);
      expect(await names({ q: "100%" })).toEqual([]);
    });

    it("finds a customer by their new name once renamed, and no longer by the old one (the search index follows every write)", async () => {
      const id = await create({ name: "Maria Lopez", email: "maria@example.com" });
      const renamed = await updateCustomer(db(), staff, id, customerInput({ name: "Maria Whitcombe", email: "maria@example.com" }));
      expect(renamed.ok).toBe(true);
      expect(await names({ q: "whitcombe" })).toEqual(["Maria Whitcombe"]);
      expect(await names({ q: "lopez" })).toEqual([]);
      await db().deleteFrom("customers").where("id", "=", id).execute();
      expect(await names({ q: "whitcombe" })).toEqual([]);
    });

    it("finds a customer by policy number in any spacing or case, and by VIN, saying what matched", async () => {
      const maria = await create({ name: "Maria Lopez" });
      await create({ name: "Sam Lee" });
      const policy = await createPolicy(db(), staff, maria, policyInput());
      if (!policy.ok) throw new Error("policy");
      await addVehicle(db(), staff, policy.id, { year: "2019", make: "Honda", model: "Civic", vin: VIN });

      for (const q of ["PAP 123-456", "pap123456", " Pap-123 456 "]) {
        const rows = (await list({ q })).rows;
        expect(rows.map((r) => r.name)).toEqual(["Maria Lopez"]);
        expect(rows[0]!.matches).toEqual(["Policy PAP 123-456 · State Farm Personal auto"]);
      }
      for (const q of [VIN, VIN.toLowerCase(), "1hgcm 82633a004352", "A004352"]) {
        const rows = (await list({ q })).rows;
        expect(rows.map((r) => r.name)).toEqual(["Maria Lopez"]);
        expect(rows[0]!.matches).toEqual([`VIN ${VIN} · 2019 Honda Civic · policy PAP 123-456`]);
      }
      expect(await names({ q: "PAP 123" })).toEqual([]);
    });

    it("shows policies and the next expiration, keeps the viewer's customers, and pages by name", async () => {
      const first = await create({ name: "Aaron Able", ownerId: staff.id });
      await createPolicy(db(), staff, first, policyInput({ expirationDate: "2026-09-30" }));
      await createPolicy(db(), staff, first, policyInput({ policyNumber: "HO-1", line: "home", expirationDate: "2026-07-01" }));
      await createPolicy(db(), staff, first, policyInput({ policyNumber: "OLD-1", status: "expired", effectiveDate: "2025-01-01", expirationDate: "2026-01-01" }));
      for (let i = 0; i < CUSTOMERS_PAGE_SIZE + 5; i++) await create({ name: `Customer ${String(i).padStart(3, "0")}`, ownerId: i % 2 ? admin.id : "" });

      const page1 = await list({});
      expect(page1.rows[0]).toMatchObject({ name: "Aaron Able", policyCount: 3, nextExpiration: "2026-07-01", owner: { id: staff.id, name: "Dana Staff" } });
      expect(page1.rows).toHaveLength(CUSTOMERS_PAGE_SIZE);
      const page2 = await list({ after: page1.nextAfter });
      expect(page2.rows.map((r) => r.name)).toEqual(["Customer 049", "Customer 050", "Customer 051", "Customer 052", "Customer 053", "Customer 054"]);
      expect(page2.nextAfter).toBeNull();
      expect(await names({ mine: true })).toEqual(["Aaron Able"]);
      expect((await list({ mine: true }, admin.id)).rows).toHaveLength(27);

      // The customer's page: every policy, the latest expiration first; the newest requests first.
      for (const [number, createdAt] of [["SR-2026-000001", "2026-05-01T10:00:00.000Z"], ["SR-2026-000002", "2026-06-01T10:00:00.000Z"]] as const) {
        await db()
          .insertInto("service_requests")
          .values({ id: randomUUID(), request_number: number, customer_id: first, policy_id: null, user_id: null, request_type: "other", details_json: "[]", status: "received", owner_id: null, created_at: createdAt, changed_at: createdAt, closed_at: null })
          .execute();
      }
      const shown = await getCustomerPage(db(), first);
      expect(shown!.policies.map((p) => [p.policyNumber, p.line, p.expirationDate, p.status])).toEqual([
        ["PAP 123-456", "auto", "2026-09-30", "active"],
        ["HO-1", "home", "2026-07-01", "active"],
        ["OLD-1", "auto", "2026-01-01", "expired"],
      ]);
      expect(shown!.policies[0]).toMatchObject({ carrier: "State Farm", effectiveDate: "2026-01-01", billing: "direct", id: expect.any(String) });
      expect(shown!.requests).toEqual([
        { id: expect.any(String), requestNumber: "SR-2026-000002", requestType: "other", status: "received", createdAt: "2026-06-01T10:00:00.000Z" },
        { id: expect.any(String), requestNumber: "SR-2026-000001", requestType: "other", status: "received", createdAt: "2026-05-01T10:00:00.000Z" },
      ]);
      expect(await getCustomerPage(db(), await create({ name: "Nobody Yet" }))).toMatchObject({ policies: [], requests: [] });
    });
  });

  describe("customers", () => {
    it("keeps search_text with every write and audit-logs what changed", async () => {
      const id = await create({ name: "Maria Lopez", phone: "7025550101" });
      const updated = await updateCustomer(db(), staff, id, customerInput({ name: "Maria Lopez-Diaz", phone: "7025550101", email: "md@example.com" }));
      expect(updated).toEqual({ ok: true, id, changed: true });
      const row = await db().selectFrom("customers").select(["search_text", "email"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toEqual({ search_text: "maria lopez-diaz\nmd@example.com\n7025550101", email: "md@example.com" });
      const audit = await db().selectFrom("audit_log").select(["action", "detail"]).where("target_id", "=", id).orderBy("created_at").execute();
      expect(audit).toEqual([
        { action: "customer.create", detail: null },
        { action: "customer.update", detail: "Changed: name, email" },
      ]);
      expect(await updateCustomer(db(), staff, id, customerInput({ name: "Maria Lopez-Diaz", phone: "(702) 555-0101", email: "md@example.com" }))).toEqual({ ok: true, id, changed: false });
    });

    it("assigns only a member of the active team (or nobody), checked on the server", async () => {
      for (const ownerId of [customerAccount.id, formerStaffId, "no-such-user"]) {
        expect(await createCustomer(db(), staff, customerInput({ name: "X", ownerId }))).toEqual({ ok: false, reason: "invalid", errors: { ownerId: OWNER_NOT_ON_TEAM } });
      }
      expect(await count("customers")).toBe(0);
      expect((await createCustomer(db(), staff, customerInput({ name: "Y", ownerId: admin.id }))).ok).toBe(true);
      expect((await createCustomer(db(), staff, customerInput({ name: "Z" }))).ok).toBe(true);
    });

    it("refuses a management system id another customer has", async () => {
      await create({ name: "A", externalRef: "AMS-1" });
      expect(await createCustomer(db(), staff, customerInput({ name: "B", externalRef: "AMS-1" }))).toMatchObject({ ok: false, errors: { externalRef: "Another customer (A) already has this ID." } });
    });
  });

  describe("policies", () => {
    it("refuses a second policy with the same carrier and number, however written, naming the first", async () => {
      const maria = await create({ name: "Maria Lopez" });
      const sam = await create({ name: "Sam Lee" });
      const first = await createPolicy(db(), staff, maria, policyInput());
      if (!first.ok) throw new Error("policy");
      const again = await createPolicy(db(), staff, sam, policyInput({ carrier: "STATE-FARM", policyNumber: "pap123456" }));
      expect(again).toEqual({ ok: false, reason: "duplicate", existing: { id: first.id, policyNumber: "PAP 123-456", carrier: "State Farm", customerId: maria, customerName: "Maria Lopez" } });
      expect(await count("policies")).toBe(1);

      const other = await createPolicy(db(), staff, sam, policyInput({ carrier: "Progressive" }));
      if (!other.ok) throw new Error("policy");
      expect(await updatePolicy(db(), staff, other.id, policyInput({ carrier: "state farm" }))).toMatchObject({ ok: false, reason: "duplicate", existing: { id: first.id } });
      expect(await updatePolicy(db(), staff, first.id, policyInput({ policyNumber: "PAP-123456" }))).toEqual({ ok: true, id: first.id, changed: true });
    });

    it("keeps a vehicle line's vehicles and drivers, and a payment page from the policy or the carrier directory", async () => {
      const maria = await create({ name: "Maria Lopez" });
      const auto = await createPolicy(db(), staff, maria, policyInput());
      const home = await createPolicy(db(), staff, maria, policyInput({ line: "home", policyNumber: "HO-9" }));
      if (!auto.ok || !home.ok) throw new Error("policy");
      expect(await addVehicle(db(), staff, auto.id, { year: "2019", make: "Honda", model: "Civic", vin: VIN })).toEqual({ ok: true });
      expect(await addVehicle(db(), staff, auto.id, { year: null, make: null, model: null, vin: VIN })).toMatchObject({ ok: false, errors: { vin: "This VIN is already on this policy." } });
      expect(await addVehicle(db(), staff, home.id, { year: "2020", make: "Ford", model: null, vin: null })).toEqual({ ok: false, reason: "not-vehicle-line" });
      expect(await addDriver(db(), staff, auto.id, { name: "Maria Lopez", dateOfBirth: "1980-05-17" })).toEqual({ ok: true });

      await saveCarrierDirectory(db(), [{ name: "State Farm", claimsPhone: "", paymentUrl: "https://pay.example/sf", website: "" }]);
      const page = await getPolicyPage(db(), auto.id);
      expect(page?.vehicles.map((v) => v.vin)).toEqual([VIN]);
      expect(page?.drivers.map((d) => d.name)).toEqual(["Maria Lopez"]);
      expect(page?.payment).toEqual({ url: "https://pay.example/sf", from: "carrier" });

      expect(await removeVehicle(db(), staff, auto.id, page!.vehicles[0]!.id)).toEqual({ ok: true });
      expect(await removeVehicle(db(), staff, home.id, page!.vehicles[0]!.id)).toMatchObject({ ok: false });
      const actions = (await db().selectFrom("audit_log").select("action").where("target_id", "=", auto.id).execute()).map((r) => r.action).sort();
      expect(actions).toEqual(["policy.create", "policy.driver_add", "policy.vehicle_add", "policy.vehicle_remove"]);
    });
  });

  describe("claims", () => {
    const claimFrom = (email: string) =>
      claimSchema.parse({
        firstName: "Maria", lastName: "Lopez", email, phone: "(702) 555-0101", policyNumber: "PAP 123-456", claimType: "Auto - Collision",
        dateOfLoss: "2026-05-01", lossLocation: "Flamingo Rd", lossCity: "Las Vegas", lossState: "NV", description: "Rear-ended.", injuriesInvolved: "no",
      });
    const fileClaim = async (email: string) => submitClaim(db(), claimFrom(email), [], { agency: services.agency, publicUrl: ORIGIN, now: new Date(), fileKeys });

    it("lists the customer's newest submissions and claims, and names the inboxes holding the rest", async () => {
      const ana = await create({ name: "Ana Ruiz", email: "ana@example.com" });
      const claims: string[] = [];
      for (let i = 0; i < CUSTOMER_PAGE_RECORDS + 2; i++) {
        const filed = await submitClaim(db(), claimFrom("ana@example.com"), [], { agency: services.agency, publicUrl: ORIGIN, now: new Date(Date.UTC(2026, 4, 1, 12, i)), fileKeys });
        claims.push(filed.id);
      }
      const page = await getCustomerPage(db(), ana);
      expect(page?.records.map((r) => r.id)).toEqual(claims.toReversed().slice(0, CUSTOMER_PAGE_RECORDS));
      expect(page?.moreRecordsIn).toEqual(["claims"]);
      expect((await getCustomerPage(db(), await create({ name: "Bo Kim", email: "bo@example.com" })))?.moreRecordsIn).toEqual([]);
    });

    it.runIf(engine === "sqlite")("reads the page in three rounds: the customer, then the rest with the customer's people, then what needs those people", async () => {
      const ana = await create({ name: "Ana Ruiz", email: "ana@example.com", phone: "(702) 555-0144" });
      const { id } = await fileClaim("ana@example.com");
      const { result, rounds } = await statementRounds(db(), (gated) => getCustomerPage(gated, ana));
      expect(result?.records.map((r) => r.id)).toEqual([id]);
      expect(result?.owners.length).toBeGreaterThan(0);
      // The customer; their people with the five reads that need only the customer; the records, timeline and appointments.
      expect(rounds).toHaveLength(3);
      expect(rounds[0]).toBe(1);
    });

    it("links a claim by its number (any case), shows it on the page, refuses another customer's, and unlinks", async () => {
      const maria = await create({ name: "Maria Lopez", email: "maria@example.com" });
      const sam = await create({ name: "Sam Lee" });
      const { id, claimNumber } = await fileClaim("maria@example.com");

      // Found through the person (same email) before it is linked.
      const before = await getCustomerPage(db(), maria);
      expect(before?.records).toMatchObject([{ form: "claims", id, claimNumber, linked: false }]);

      expect(await linkClaim(db(), staff, maria, ` ${claimNumber.toLowerCase()} `)).toEqual({ ok: true, changed: true, claimNumber });
      expect(await linkClaim(db(), staff, maria, claimNumber)).toEqual({ ok: true, changed: false, claimNumber });
      expect(await linkClaim(db(), staff, sam, claimNumber)).toEqual({ ok: false, reason: "other-customer", other: { id: maria, name: "Maria Lopez" }, claimNumber });
      expect(await linkClaim(db(), staff, sam, "CLM-2000-000001")).toEqual({ ok: false, reason: "no-claim" });
      expect((await getCustomerPage(db(), maria))?.records).toMatchObject([{ id, linked: true }]);
      expect((await getCustomerPage(db(), sam))?.records).toEqual([]);
      // A claim of Maria's linked to Sam, who has no email or phone: on his page as linked; on hers, as linked elsewhere.
      const forSam = await fileClaim("maria@example.com");
      expect(await linkClaim(db(), staff, sam, forSam.claimNumber)).toMatchObject({ ok: true, changed: true });
      expect((await getCustomerPage(db(), sam))?.records).toMatchObject([{ id: forSam.id, linked: true, linkedElsewhere: false }]);
      expect((await getCustomerPage(db(), maria))?.records).toMatchObject([{ id: forSam.id, linked: false, linkedElsewhere: true }, { id, linked: true }]);
      expect(await unlinkClaim(db(), staff, sam, forSam.id)).toMatchObject({ ok: true });

      expect(await unlinkClaim(db(), staff, sam, id)).toEqual({ ok: false });
      expect(await unlinkClaim(db(), staff, maria, id)).toEqual({ ok: true, claimNumber });
      const claim = await db().selectFrom("claims").select("customer_id").where("id", "=", id).executeTakeFirstOrThrow();
      expect(claim.customer_id).toBeNull();
      const audit = await db().selectFrom("audit_log").select(["action", "target_type", "detail"]).where("target_id", "=", id).where("action", "like", "claim.%").orderBy("created_at").execute();
      expect(audit).toEqual([
        { action: "claim.link", target_type: "claims", detail: "Customer Maria Lopez" },
        { action: "claim.unlink", target_type: "claims", detail: "Customer Maria Lopez" },
      ]);
    });
  });

  describe("renewal reminders by staff", () => {
    it("stops and restarts a customer's reminders (a request by phone), each with an audit entry", async () => {
      const customerId = await create({ name: "Maria Lopez", email: "maria@example.com" });
      const stoppedAt = async () => (await db().selectFrom("customers").select("renewal_emails_stopped_at").where("id", "=", customerId).executeTakeFirstOrThrow()).renewal_emails_stopped_at;
      const now = new Date("2026-11-20T17:00:00.000Z");
      expect(await setRenewalEmails(db(), staff, customerId, false, now)).toEqual({ ok: true, changed: true });
      expect(await stoppedAt()).toBe(now.toISOString());
      expect(await setRenewalEmails(db(), staff, customerId, false, now)).toEqual({ ok: true, changed: false });
      expect(await setRenewalEmails(db(), staff, customerId, true, now)).toEqual({ ok: true, changed: true });
      expect(await stoppedAt()).toBeNull();
      const entries = await db().selectFrom("audit_log").select(["action", "detail", "actor_email"]).where("action", "=", "customer.renewal_emails").orderBy("created_at").execute();
      expect(entries.map((e) => e.detail)).toEqual(["Renewal reminders stopped", "Renewal reminders started again"]);
      expect(entries.every((e) => e.actor_email === staff.email)).toBe(true);
      expect(await setRenewalEmails(db(), staff, randomUUID(), true, now)).toEqual({ ok: false });
    });
  });

  describe("the portal invitation", () => {
    const outbox = () => db().selectFrom("email_outbox").select(["kind", "to_address", "subject", "text_body"]).execute();

    it("creates a customer account, links it and queues the invitation with a set-password link", async () => {
      const id = await create({ name: "Maria Lopez", email: "maria@example.com" });
      expect((await getCustomerPage(db(), id))!.portal).toEqual({ account: null, emailAccount: null });
      const result = await inviteCustomer(services, staff, id);
      expect(result).toMatchObject({ ok: true, outcome: "invited", email: "maria@example.com" });
      const account = await db().selectFrom("user").select(["id", "role", "email_verified", "name"]).where("email", "=", "maria@example.com").executeTakeFirstOrThrow();
      expect(account.role).toBe("customer");
      expect(account.name).toBe("Maria Lopez");
      expect(toBoolean(account.email_verified)).toBe(false);
      expect((await db().selectFrom("customers").select("user_id").where("id", "=", id).executeTakeFirstOrThrow()).user_id).toBe(account.id);
      const [email] = await outbox();
      expect(email).toMatchObject({ kind: "customer.invite", to_address: "maria@example.com" });
      expect(email!.subject).toContain(services.agency.name);
      expect(email!.text_body).toMatch(new RegExp(`${ORIGIN}/reset-password\\?token=\\S+`));
      expect(email!.text_body).toContain("What you can do online");
      expect(kickOutbox).toHaveBeenCalled();
      expect((await getCustomerPage(db(), id))!.portal).toEqual({ account: { id: account.id, email: "maria@example.com", verified: false, hasPassword: false }, emailAccount: null });

      // Not used yet: inviting again sends a new link to the same account.
      expect(await inviteCustomer(services, staff, id)).toMatchObject({ ok: true, outcome: "invited-again", userId: account.id });
      expect(await count("email_outbox")).toBe(2);
    });

    it("links an unlinked customer account with that email and tells them their policies are online", async () => {
      const id = await create({ name: "Pat Doe", email: "pat@example.com" });
      expect((await getCustomerPage(db(), id))!.portal).toEqual({ account: null, emailAccount: "customer" });
      await db().insertInto("account").values({ id: randomUUID(), account_id: customerAccount.id, provider_id: "credential", user_id: customerAccount.id, password: "hash", access_token: null, refresh_token: null, id_token: null, access_token_expires_at: null, refresh_token_expires_at: null, scope: null, created_at: new Date(), updated_at: new Date() }).execute();
      expect(await inviteCustomer(services, staff, id)).toMatchObject({ ok: true, outcome: "linked", userId: customerAccount.id });
      expect((await db().selectFrom("customers").select("user_id").where("id", "=", id).executeTakeFirstOrThrow()).user_id).toBe(customerAccount.id);
      expect(await outbox()).toMatchObject([{ kind: "customer.linked", to_address: "pat@example.com" }]);
      expect((await getCustomerPage(db(), id))!.portal).toEqual({ account: { id: customerAccount.id, email: "pat@example.com", verified: true, hasPassword: true }, emailAccount: null });
      expect(await inviteCustomer(services, staff, id)).toMatchObject({ ok: false, reason: "already-linked" });

      // The same account cannot be linked to a second record.
      const twin = await create({ name: "Pat Doe (second record)", email: "pat@example.com" });
      expect(await inviteCustomer(services, staff, twin)).toMatchObject({ ok: false, reason: "linked-elsewhere" });
    });

    it("never links a staff or admin account, and needs an email", async () => {
      const asStaff = await create({ name: "Dana at home", email: "dana@agency.test" });
      const asAdmin = await create({ name: "Owner at home", email: "owner@agency.test" });
      const noEmail = await create({ name: "No Email" });
      expect(await inviteCustomer(services, staff, asStaff)).toMatchObject({ ok: false, reason: "team-account" });
      expect(await inviteCustomer(services, admin, asAdmin)).toMatchObject({ ok: false, reason: "team-account" });
      expect(await inviteCustomer(services, staff, noEmail)).toMatchObject({ ok: false, reason: "no-email" });
      expect((await getCustomerPage(db(), asStaff))!.portal).toEqual({ account: null, emailAccount: "team" });
      expect((await getCustomerPage(db(), noEmail))!.portal).toEqual({ account: null, emailAccount: null });
      await db().updateTable("user").set({ disabled: true }).where("id", "=", staff.id).execute();
      expect((await getCustomerPage(db(), asStaff))!.portal).toEqual({ account: null, emailAccount: "disabled" });
      await db().updateTable("user").set({ disabled: false }).where("id", "=", staff.id).execute();
      const linked = await db().selectFrom("customers").select("user_id").where("user_id", "is not", null).execute();
      expect(linked).toEqual([]);
      expect(await count("email_outbox")).toBe(0);
      expect((await db().selectFrom("user").select("role").where("id", "=", staff.id).executeTakeFirstOrThrow()).role).toBe("staff");
    });
  });

  describe("the routes, for every role", () => {
    type Who = "anonymous" | "customer" | "staff" | "admin";
    const userOf = (who: Who): CurrentUser | null =>
      who === "anonymous" ? null : who === "customer" ? { id: customerAccount.id, email: customerAccount.email, role: "customer" } : who === "staff" ? { id: staff.id, email: staff.email, role: "staff" } : { id: admin.id, email: admin.email, role: "admin" };

    function argsFor(who: Who, path: string, params: Record<string, string>, body?: Record<string, string>) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(sessionLookupContext, () => Promise.resolve(sessionOf(userOf(who))));
      const request = new Request(`http://localhost${path}`, body ? { method: "POST", body: new URLSearchParams(body) } : undefined);
      return { request, context, params, url: new URL(request.url), pattern: path } as never;
    }
    /** What a loader or action threw or returned: a Response, or React Router's data(). */
    async function answer(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
      try {
        const value = await run();
        if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
        const init = (value as { init?: ResponseInit | null } | undefined)?.init;
        return { status: init?.status ?? 200, location: null };
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
        const init = (thrown as { init?: ResponseInit | null }).init;
        if (init) return { status: init.status ?? 500, location: null };
        throw thrown;
      }
    }

    const customerFields = { kind: "person", name: "Route Customer", email: "", phone: "", ownerId: "" };
    const policyFields = { line: "auto", carrier: "Geico", policyNumber: "RT-1", effectiveDate: "2026-01-01", expirationDate: "2026-07-01", status: "active", billing: "direct" };

    async function fixtures() {
      const customerId = await create({ name: "Maria Lopez", email: "maria@example.com" });
      const policy = await createPolicy(db(), staff, customerId, policyInput());
      if (!policy.ok) throw new Error("policy");
      return { customerId, policyId: policy.id };
    }

    /** Every page and post of this area, with a valid post for each. */
    interface RouteCase {
      name: string;
      module: { loader: (args: never) => Promise<unknown>; action?: (args: never) => Promise<unknown> };
      path: string;
      params: Record<string, string>;
      post: Record<string, string> | null;
    }
    const routes = (ids: { customerId: string; policyId: string }): RouteCase[] => [
      { name: "customer list", module: customersRoute, path: "/admin/customers?q=maria", params: {}, post: null },
      { name: "new customer", module: customerNewRoute, path: "/admin/customers/new", params: {}, post: customerFields },
      { name: "customer invite", module: customerRoute, path: `/admin/customers/${ids.customerId}`, params: { id: ids.customerId }, post: { intent: "invite" } },
      { name: "customer page", module: customerRoute, path: `/admin/customers/${ids.customerId}`, params: { id: ids.customerId }, post: { intent: "update", kind: "person", name: "Maria Lopez-Diaz", email: "maria@example.com" } },
      { name: "customer renewal reminders", module: customerRoute, path: `/admin/customers/${ids.customerId}`, params: { id: ids.customerId }, post: { intent: "renewal_emails", send: "no" } },
      { name: "new policy", module: policyNewRoute, path: `/admin/policies/new?customer=${ids.customerId}`, params: {}, post: policyFields },
      { name: "policy page", module: policyRoute, path: `/admin/policies/${ids.policyId}`, params: { id: ids.policyId }, post: { intent: "driver_add", name: "Route Driver" } },
    ];

    const state = async () => ({
      customers: await db().selectFrom("customers").select(["name", "user_id"]).orderBy("name").execute(),
      policies: await count("policies"),
      drivers: await count("policy_drivers"),
      audit: await count("audit_log"),
      emails: await count("email_outbox"),
    });

    it.each(["anonymous", "customer"] as const)("turns %s away from every page and post, changing nothing", async (who) => {
      const ids = await fixtures();
      const before = await state();
      for (const route of routes(ids)) {
        const page = await answer(() => route.module.loader(argsFor(who, route.path, route.params)));
        expect(page, `${route.name} page`).toEqual({ status: 302, location: "/dashboard" });
        const post = route.post;
        if (post && route.module.action) {
          const action = route.module.action;
          expect(await answer(() => action(argsFor(who, route.path, route.params, post))), `${route.name} post`).toEqual({ status: 403, location: null });
        }
      }
      expect(await state()).toEqual(before);
    });

    it.each(["staff", "admin"] as const)("lets %s open every page and make every change", async (who) => {
      const ids = await fixtures();
      for (const route of routes(ids)) {
        expect(await answer(() => route.module.loader(argsFor(who, route.path, route.params))), `${route.name} page`).toEqual({ status: 200, location: null });
        const post = route.post;
        if (post && route.module.action) {
          const action = route.module.action;
          const result = await answer(() => action(argsFor(who, route.path, route.params, post)));
          expect(result.status, `${route.name} post`).toBe(303);
        }
      }
      const after = await state();
      expect(after.customers.map((c) => [c.name, !!c.user_id])).toEqual([["Maria Lopez-Diaz", true], ["Route Customer", false]]);
      expect(after.policies).toBe(2);
      expect(after.drivers).toBe(1);
      expect(after.emails).toBe(1);
    });
  });
});

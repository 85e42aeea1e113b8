/**
 * Service requests (docs/product.md#service-requests) on both engines, called as React Router
 * calls loaders and actions (a Request and a router context holding the services and the
 * signed-in account): each kind of request's validation, policies of other customers refused,
 * who gets a new request, the emails queued, replies and status changes, a staff document
 * becoming a customer document, the inbox's filters and pages, and every route against every
 * kind of visitor.
 */
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { CUSTOMER_DOCUMENT_FILE, SERVICE_MESSAGE_FILE } from "../../app/lib/documents.ts";
import { serviceRequestTypes, type ServiceRequestTypeCode } from "../../app/lib/service-requests.ts";
import * as adminFileRoute from "../../app/routes/machine/admin-service-file.ts";
import * as adminRequestRoute from "../../app/routes/back-office/admin-service-request.tsx";
import * as adminInboxRoute from "../../app/routes/back-office/admin-service-requests.tsx";
import * as myFileRoute from "../../app/routes/machine/my-request-file.ts";
import * as myFormRoute from "../../app/routes/accounts/my-request-form.tsx";
import * as myNewRoute from "../../app/routes/accounts/my-request-new.tsx";
import * as myRequestRoute from "../../app/routes/accounts/my-request.tsx";
import * as myRequestsRoute from "../../app/routes/accounts/my-requests.tsx";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { sessionOf } from "../support/session-user.ts";
import { requestInfoContext, servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { parseEnv } from "../../app/server/env.ts";
import { setAssignmentRule } from "../../app/server/pipeline/assignment.ts";
import { inboxParams, listCustomerRequests, listServiceRequests } from "../../app/server/service-requests/list-requests.ts";
import { getStaffRequest } from "../../app/server/service-requests/request-thread.ts";
import { changeRequestStatus, replyAsStaff } from "../../app/server/service-requests/request-work.ts";
import { inMemoryFile } from "../../app/server/uploads/check-upload.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { settle, type RouteOutcome } from "../support/route-outcome.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const BASE = "http://localhost";
const PDF = Buffer.from("%PDF-1.7\n% a certificate\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR fake image")]);

type Visitor = "anonymous" | "customerA" | "customerB" | "staff" | "admin";
const visitors: Visitor[] = ["anonymous", "customerA", "customerB", "staff", "admin"];



type Fields = [string, string][];
type Files = { field: string; name: string; bytes: Buffer }[];

function postBody(fields: Fields, files: Files = []): BodyInit {
  if (!files.length) return new URLSearchParams(fields);
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return body;
}

interface Failure {
  errors: Record<string, string>;
  values: Record<string, unknown>;
  formError?: string;
}

describe.each(testEngines())("service requests on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const users = {} as Record<Exclude<Visitor, "anonymous">, CurrentUser>;
  let otherStaff: CurrentUser;
  let customerA: string;
  let customerB: string;
  let policyA: string;
  let homeA: string;
  let policyB: string;
  let vehicleA: string;
  let vehicleB: string;
  let driverA: string;
  let ipCounter = 0;
  const db = () => database.db;

  async function insertUser(email: string, role: CurrentUser["role"], name = ""): Promise<CurrentUser> {
    const id = randomUUID();
    const now = new Date(Date.now() + ipCounter++);
    await db().insertInto("user").values({ id, name, email, email_verified: true, role, disabled: false, created_at: now, updated_at: now }).execute();
    return { id, email, role };
  }

  async function insertCustomer(name: string, email: string, ownerId: string | null, userId: string | null): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await db()
      .insertInto("customers")
      .values({
        id, kind: "person", name, contact_name: null, email, alt_email: null, phone: null, alt_phone: null, address: null, city: null, state: null,
        zip_code: null, owner_id: ownerId, user_id: userId, external_ref: null, notes: null, created_at: now, updated_at: now,
      })
      .execute();
    return id;
  }

  async function insertPolicy(customerId: string, line: string, number: string): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await db()
      .insertInto("policies")
      .values({
        id, customer_id: customerId, line, carrier: "Progressive", policy_number: number, policy_key: `progressive|${number}`,
        effective_date: "2026-01-01", expiration_date: "2027-01-01", status: "active", billing: "direct", payment_url: null, premium_cents: null,
        created_at: now, updated_at: now,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
    services = { env, agency: agencyFromEnv(env), db: database.db, engine, auth: undefined as unknown as Auth, kickOutbox: vi.fn(), fileKeys };
    users.staff = await insertUser("csr@agency.test", "staff", "Casey Reyes");
    users.admin = await insertUser("owner@agency.test", "admin", "Olivia Owner");
    otherStaff = await insertUser("dana@agency.test", "staff", "Dana Diaz");
    users.customerA = await insertUser("ana@example.com", "customer");
    users.customerB = await insertUser("ben@example.com", "customer");
    customerA = await insertCustomer("Ana Alvarez", "ana@example.com", users.staff.id, users.customerA.id);
    customerB = await insertCustomer("Ben Brooks", "ben@example.com", null, users.customerB.id);
    policyA = await insertPolicy(customerA, "auto", "PA-100");
    homeA = await insertPolicy(customerA, "home", "HO-200");
    policyB = await insertPolicy(customerB, "auto", "PB-900");
    vehicleA = randomUUID();
    vehicleB = randomUUID();
    driverA = randomUUID();
    await db().insertInto("policy_vehicles").values({ id: vehicleA, policy_id: policyA, year: "2021", make: "Toyota", model: "RAV4", vin: "JTMW1RFV0MD123456", position: 0 }).execute();
    await db().insertInto("policy_vehicles").values({ id: vehicleB, policy_id: policyB, year: "2018", make: "Honda", model: "Civic", vin: null, position: 0 }).execute();
    await db().insertInto("policy_drivers").values({ id: driverA, policy_id: policyA, name: "Ana Alvarez", date_of_birth: "1985-04-02", position: 0 }).execute();
    // B's requests go by the rule: a named person.
    await setAssignmentRule(db(), users.admin, { form: "service-requests", mode: "person", userId: otherStaff.id });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  function contextFor(visitor: Visitor) {
    const user = visitor === "anonymous" ? null : users[visitor];
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    // A fresh address per call: the per-hour form limit is not what these tests are about.
    context.set(requestInfoContext, { requestId: "test", clientIp: `10.2.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` });
    context.set(sessionLookupContext, () => Promise.resolve(sessionOf(user)));
    return context;
  }

  function call(
    handler: ((args: never) => unknown) | undefined,
    visitor: Visitor,
    path: string,
    { method = "GET", params = {}, fields = [], files = [] }: { method?: "GET" | "POST"; params?: Record<string, string>; fields?: Fields; files?: Files } = {},
  ): Promise<RouteOutcome> {
    if (!handler) throw new Error(`no ${method === "GET" ? "loader" : "action"} for ${path}`);
    const request = new Request(`${BASE}${path}`, method === "POST" ? { method, body: postBody(fields, files) } : { method });
    const args = { request, context: contextFor(visitor), params, url: new URL(request.url), pattern: path, unstable_pattern: path };
    return settle(() => (handler as (args: unknown) => unknown)(args));
  }

  const sendRequest = (visitor: Visitor, type: ServiceRequestTypeCode, fields: Fields, files: Files = []) =>
    call(myFormRoute.action, visitor, `/dashboard/requests/new/${type}`, { method: "POST", params: { type }, fields, files });

  const numberFrom = (outcome: RouteOutcome) => /\/dashboard\/requests\/(SR-\d{4}-\d{6})\?sent=1$/.exec(outcome.location ?? "")?.[1] ?? null;

  async function requestRow(number: string) {
    return db().selectFrom("service_requests").selectAll().where("request_number", "=", number).executeTakeFirstOrThrow();
  }

  const emailsOf = async (requestId: string) =>
    db().selectFrom("email_outbox").select(["kind", "to_address", "subject", "text_body"]).where("record_type", "=", "service_request").where("record_id", "=", requestId).orderBy("created_at").execute();

  /** A valid post of each kind for customer A, and one field that breaks it (with the field whose message says so). */
  const examples = (): Record<ServiceRequestTypeCode, { fields: Fields; broken: [string, string]; files?: Files }> => ({
    "id-cards": { fields: [["policyId", policyA], ["vehicles", vehicleA], ["delivery", "download"]], broken: ["delivery", "fax"] },
    certificate: {
      fields: [["policyId", policyA], ["holderName", "Desert Builders LLC"], ["holderAddress", "1 Main St\nLas Vegas NV 89101"], ["additionalInsured", "yes"], ["operations", "Landscaping"], ["sendTo", "holder"], ["holderEmail", "certs@builders.test"]],
      broken: ["holderEmail", "not-an-email"],
      files: [{ field: "attachments", name: "requirements.pdf", bytes: PDF }],
    },
    "add-vehicle": {
      fields: [["policyId", policyA], ["year", "2024"], ["make", "Ford"], ["model", "F-150"], ["vin", "1FTFW1E50PFA12345"], ["purchaseDate", "2026-11-01"], ["garagingZip", "89118"], ["ownership", "financed"], ["lienholder", "Ally Bank"]],
      broken: ["vin", "SHORTVIN"],
    },
    "remove-vehicle": { fields: [["policyId", policyA], ["vehicleId", vehicleA], ["removalDate", "2026-12-01"], ["reason", "sold"]], broken: ["vehicleId", vehicleB] },
    "add-driver": {
      fields: [["policyId", policyA], ["driverName", "Leo Alvarez"], ["dateOfBirth", "2008-03-04"], ["licenseNumber", "NV1234567"], ["licenseState", "nv"], ["relationship", "child"]],
      broken: ["dateOfBirth", "2999-01-01"],
    },
    "remove-driver": { fields: [["policyId", policyA], ["driverId", driverA], ["reason", "moved_out"], ["removalDate", "2026-12-01"]], broken: ["removalDate", "tomorrow"] },
    "address-change": {
      fields: [["address", "42 Palm Ave"], ["city", "Henderson"], ["state", "NV"], ["zipCode", "89052"], ["effectiveDate", "2026-12-15"], ["policyIds", policyA], ["policyIds", homeA]],
      broken: ["zipCode", "ABC"],
    },
    "cancel-policy": { fields: [["policyId", homeA], ["cancelDate", "2027-01-01"], ["reason", "sold"]], broken: ["reason", "bored"] },
    "billing-question": { fields: [["message", "Why did my premium go up?"]], broken: ["message", ""] },
    other: { fields: [["policyId", homeA], ["message", "Please call me about flood coverage."]], broken: ["policyId", policyB] },
  });

  describe("each kind of request", () => {
    for (const type of serviceRequestTypes) {
      it(`${type.code}: refuses a bad field with a message and every value, then stores a good one`, async () => {
        const example = examples()[type.code];
        const broken = example.fields.filter(([name]) => name !== example.broken[0]).concat([example.broken]);
        const refused = await sendRequest("customerA", type.code, broken);
        expect(refused.status).toBe(400);
        const failure = refused.data as Failure;
        expect(Object.keys(failure.errors)).toEqual([example.broken[0]]);
        expect(failure.values[example.broken[0]]).toBe(example.broken[1]);
        for (const [name, value] of example.fields.filter(([n]) => n !== example.broken[0] && n !== "policyIds" && n !== "vehicles")) {
          expect(failure.values[name], name).toBe(value);
        }

        const sent = await sendRequest("customerA", type.code, example.fields, example.files);
        expect(sent.status, JSON.stringify(sent.data)).toBe(303);
        const number = numberFrom(sent);
        expect(number).not.toBeNull();
        const row = await requestRow(number!);
        expect(row).toMatchObject({ customer_id: customerA, request_type: type.code, status: "received", user_id: users.customerA.id, owner_id: users.staff.id });
        const details = JSON.parse(row.details_json) as { label: string; value: string }[];
        expect(details.every((d) => typeof d.label === "string" && typeof d.value === "string")).toBe(true);
        const messages = await db().selectFrom("service_messages").selectAll().where("request_id", "=", row.id).execute();
        expect(messages).toHaveLength(1);
        expect(messages[0]).toMatchObject({ author_kind: "customer", author_name: "Ana Alvarez" });
        if (example.files) {
          const files = await db().selectFrom("uploaded_files").select(["owner_type", "file_name"]).where("owner_id", "=", messages[0]!.id).execute();
          expect(files).toEqual([{ owner_type: SERVICE_MESSAGE_FILE, file_name: "requirements.pdf" }]);
        }
      });
    }

    it("stores the details as the customer reads them, and the first message as a summary when they wrote none", async () => {
      const sent = await sendRequest("customerA", "certificate", examples().certificate.fields);
      const row = await requestRow(numberFrom(sent)!);
      const details = JSON.parse(row.details_json) as { label: string; value: string }[];
      expect(details).toContainEqual({ label: "Policy", value: "Personal auto · Progressive · PA-100" });
      expect(details).toContainEqual({ label: "Add the holder as an additional insured?", value: "Yes" });
      const [message] = await db().selectFrom("service_messages").select("body").where("request_id", "=", row.id).execute();
      expect(message!.body).toBe("Certificate of insurance for Personal auto · Progressive · PA-100.");
    });

    it("refuses another customer's policy, and a vehicle of another policy", async () => {
      const foreign = await sendRequest("customerA", "id-cards", [["policyId", policyB], ["delivery", "email"]]);
      expect(foreign.status).toBe(400);
      expect((foreign.data as Failure).errors.policyId).toBe("Please choose one of your policies.");
      const otherVehicle = await sendRequest("customerA", "id-cards", [["policyId", policyA], ["vehicles", vehicleB], ["delivery", "email"]]);
      expect(otherVehicle.status).toBe(400);
      expect((otherVehicle.data as Failure).errors.vehicles).toBeTruthy();
      const homeForIdCards = await sendRequest("customerA", "id-cards", [["policyId", homeA], ["delivery", "email"]]);
      expect((homeForIdCards.data as Failure).errors.policyId).toBe("Please choose one of your policies.");
    });

    it("refuses a file that is not what its name says", async () => {
      const refused = await sendRequest("customerA", "other", [["message", "See attached"]], [{ field: "attachments", name: "letter.pdf", bytes: PNG }]);
      expect(refused.status).toBe(400);
      expect((refused.data as Failure).errors.attachments).toMatch(/does not look like a real PDF/);
      expect((refused.data as Failure).values.message).toBe("See attached");
    });

    it("explains instead of offering the form to an account with no customer record", async () => {
      const stranger = await insertUser("nobody@example.com", "customer");
      users.customerB = stranger;
      try {
        const page = await call(myFormRoute.loader, "customerB", "/dashboard/requests/new/other", { params: { type: "other" } });
        expect(page.data).toMatchObject({ verified: true, form: null });
        const post = await sendRequest("customerB", "other", [["message", "Hello"]]);
        expect(post.status).toBe(403);
      } finally {
        users.customerB = { id: (await db().selectFrom("user").select("id").where("email", "=", "ben@example.com").executeTakeFirstOrThrow()).id, email: "ben@example.com", role: "customer" };
      }
    });
  });

  describe("who gets a new request, and the emails", () => {
    it("goes to the customer's assigned staff member, emailed with a link to the request", async () => {
      const sent = await sendRequest("customerA", "billing-question", [["message", "Autopay question"]]);
      const row = await requestRow(numberFrom(sent)!);
      expect(row.owner_id).toBe(users.staff.id);
      const emails = await emailsOf(row.id);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({ kind: "service_request.notification", to_address: "csr@agency.test" });
      expect(emails[0]!.text_body).toContain(`/admin/service-requests/${row.id}`);
      expect(services.kickOutbox).toHaveBeenCalled();
    });

    it("keeps identity numbers out of the email", async () => {
      const sent = await sendRequest("customerA", "add-driver", examples()["add-driver"].fields);
      const row = await requestRow(numberFrom(sent)!);
      const [email] = await emailsOf(row.id);
      expect(email!.text_body).toContain("Leo Alvarez");
      expect(email!.text_body).not.toContain("NV1234567");
      expect(email!.text_body).not.toContain("2008");
    });

    it("follows the service-requests rule when the customer has no active owner, and the info mailbox when nobody", async () => {
      const byRule = await sendRequest("customerB", "other", [["message", "Question"]]);
      const ruled = await requestRow(numberFrom(byRule)!);
      expect(ruled.owner_id).toBe(otherStaff.id);
      expect((await emailsOf(ruled.id))[0]!.to_address).toBe("dana@agency.test");

      await setAssignmentRule(db(), users.admin, { form: "service-requests", mode: "nobody", userId: null });
      const nobody = await sendRequest("customerB", "other", [["message", "Another question"]]);
      const unowned = await requestRow(numberFrom(nobody)!);
      expect(unowned.owner_id).toBeNull();
      expect((await emailsOf(unowned.id))[0]!.to_address).toBe(services.agency.emails.info);

      // A disabled owner is no longer "the customer's contact": the rule decides.
      await db().updateTable("user").set({ disabled: true }).where("id", "=", users.staff.id).execute();
      try {
        const afterLeaving = await sendRequest("customerA", "other", [["message", "Anyone there?"]]);
        expect((await requestRow(numberFrom(afterLeaving)!)).owner_id).toBeNull();
      } finally {
        await db().updateTable("user").set({ disabled: false }).where("id", "=", users.staff.id).execute();
        await setAssignmentRule(db(), users.admin, { form: "service-requests", mode: "person", userId: otherStaff.id });
      }
    });

    it("numbers requests SR-<year>-<six digits>, one after the other", async () => {
      const first = numberFrom(await sendRequest("customerA", "other", [["message", "One"]]))!;
      const second = numberFrom(await sendRequest("customerA", "other", [["message", "Two"]]))!;
      expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
    });
  });

  describe("the thread", () => {
    it("staff reply with a document: the customer's document, a Received request in progress, the customer emailed", async () => {
      const sent = await sendRequest("customerA", "certificate", examples().certificate.fields);
      const number = numberFrom(sent)!;
      const row = await requestRow(number);
      const reply = await call(adminRequestRoute.action, "staff", `/admin/service-requests/${row.id}`, {
        method: "POST",
        params: { id: row.id },
        fields: [["intent", "reply"], ["message", "Here is your certificate."], ["docType", "certificate"], ["title", "COI Desert Builders"], ["nextStatus", "keep"]],
        files: [{ field: "attachments", name: "coi.pdf", bytes: PDF }],
      });
      expect(reply.status, JSON.stringify(reply.data)).toBe(303);
      expect(reply.location).toBe(`/admin/service-requests/${row.id}?saved=reply#thread`);

      const after = await requestRow(number);
      expect(after.status).toBe("in_progress");
      const documents = await db().selectFrom("customer_documents").selectAll().where("request_id", "=", row.id).execute();
      expect(documents).toHaveLength(1);
      expect(documents[0]).toMatchObject({ customer_id: customerA, policy_id: policyA, doc_type: "certificate", title: "COI Desert Builders", uploaded_by: users.staff.id });
      const bytes = await db().selectFrom("uploaded_files").select(["owner_type", "file_name"]).where("owner_id", "=", documents[0]!.id).execute();
      expect(bytes).toEqual([{ owner_type: CUSTOMER_DOCUMENT_FILE, file_name: "coi.pdf" }]);

      const thread = (await getStaffRequest(db(), row.id))!;
      expect(thread.messages.map((m) => m.authorKind)).toEqual(["customer", "staff"]);
      expect(thread.messages[1]).toMatchObject({ authorName: "Casey Reyes", body: "Here is your certificate.", documents: [{ id: documents[0]!.id, title: "COI Desert Builders" }] });

      const emails = await emailsOf(row.id);
      const toCustomer = emails.filter((e) => e.to_address === "ana@example.com");
      expect(toCustomer.map((e) => e.kind)).toEqual(["service_request.staff_reply"]);
      expect(toCustomer[0]!.text_body).toContain(`/dashboard/requests/${number}`);
      expect(toCustomer[0]!.text_body).not.toContain("Here is your certificate.");

      const audit = await db().selectFrom("audit_log").select(["action", "detail"]).where("target_id", "=", row.id).execute();
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["service_request.assign", "service_request.status", "service_request.reply"]));

      // The customer sees "New reply" until they open the request.
      expect((await listCustomerRequests(db(), customerA)).find((r) => r.number === number)?.newReply).toBe(true);
      const page = await call(myRequestRoute.loader, "customerA", `/dashboard/requests/${number}`, { params: { number } });
      expect(page.status).toBe(200);
      expect((await listCustomerRequests(db(), customerA)).find((r) => r.number === number)?.newReply).toBe(false);
    });

    it("refuses a staff reply without text or with a file of the wrong kind, keeping what was typed", async () => {
      const row = await requestRow(numberFrom(await sendRequest("customerA", "other", [["message", "Files?"]]))!);
      const refused = await call(adminRequestRoute.action, "staff", `/admin/service-requests/${row.id}`, {
        method: "POST",
        params: { id: row.id },
        fields: [["intent", "reply"], ["message", ""], ["docType", "other"], ["title", "Kept"], ["nextStatus", "keep"]],
        files: [{ field: "attachments", name: "notes.txt", bytes: Buffer.from("hello") }],
      });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ intent: "reply", values: { title: "Kept" } });
      expect(Object.keys((refused.data as Failure).errors).sort()).toEqual(["attachments", "message"]);
      expect(await db().selectFrom("service_messages").select("id").where("request_id", "=", row.id).execute()).toHaveLength(1);
    });

    it("status changes: audited, emailed, Completed closes; a customer reply to Needs info or Completed reopens", async () => {
      const number = numberFrom(await sendRequest("customerA", "other", [["message", "Status flow"]]))!;
      const row = await requestRow(number);
      const context = { agency: services.agency, publicUrl: "https://agency.test" };
      expect(await changeRequestStatus(db(), users.staff, row.id, "needs_info", context)).toEqual({ ok: true, changed: true });
      expect(await changeRequestStatus(db(), users.staff, row.id, "needs_info", context)).toEqual({ ok: true, changed: false });

      const reply = await call(myRequestRoute.action, "customerA", `/dashboard/requests/${number}`, { method: "POST", params: { number }, fields: [["message", "Here is the info."]] });
      expect(reply.status).toBe(303);
      expect((await requestRow(number)).status).toBe("in_progress");

      const done = await call(adminRequestRoute.action, "staff", `/admin/service-requests/${row.id}`, { method: "POST", params: { id: row.id }, fields: [["intent", "status"], ["status", "completed"]] });
      expect(done.location).toBe(`/admin/service-requests/${row.id}?saved=status#work`);
      const closed = await requestRow(number);
      expect(closed.status).toBe("completed");
      expect(closed.closed_at).not.toBeNull();

      await call(myRequestRoute.action, "customerA", `/dashboard/requests/${number}`, { method: "POST", params: { number }, fields: [["message", "One more thing."]] });
      const reopened = await requestRow(number);
      expect(reopened).toMatchObject({ status: "in_progress", closed_at: null });

      const emails = await emailsOf(row.id);
      // Queued within milliseconds of each other: compared as sets.
      expect(emails.map((e) => e.kind).sort()).toEqual([
        "service_request.customer_reply",
        "service_request.customer_reply",
        "service_request.notification",
        "service_request.status",
        "service_request.status",
      ]);
      expect(emails.filter((e) => e.kind === "service_request.customer_reply").map((e) => e.to_address)).toEqual(["csr@agency.test", "csr@agency.test"]);
      expect(emails.filter((e) => e.kind === "service_request.status").map((e) => e.to_address)).toEqual(["ana@example.com", "ana@example.com"]);
      const audit = await db().selectFrom("audit_log").select(["action", "detail", "actor_email"]).where("target_id", "=", row.id).where("action", "=", "service_request.status").orderBy("created_at").execute();
      expect(audit.map((a) => a.detail).sort()).toEqual([
        "Completed → In progress (the customer replied)",
        "In progress → Completed",
        "Needs info → In progress (the customer replied)",
        "Received → Needs info",
      ]);
    });

    it("owner changes: an active team member or nobody, audited", async () => {
      const row = await requestRow(numberFrom(await sendRequest("customerA", "other", [["message", "Owner"]]))!);
      const path = `/admin/service-requests/${row.id}`;
      const toDana = await call(adminRequestRoute.action, "staff", path, { method: "POST", params: { id: row.id }, fields: [["intent", "owner"], ["owner_id", otherStaff.id]] });
      expect(toDana.location).toContain("saved=owner");
      expect((await requestRow(row.request_number)).owner_id).toBe(otherStaff.id);
      const stranger = await call(adminRequestRoute.action, "staff", path, { method: "POST", params: { id: row.id }, fields: [["intent", "owner"], ["owner_id", users.customerA.id]] });
      expect(stranger.status).toBe(400);
      const nobody = await call(adminRequestRoute.action, "admin", path, { method: "POST", params: { id: row.id }, fields: [["intent", "owner"], ["owner_id", ""]] });
      expect(nobody.location).toContain("saved=owner");
      expect((await requestRow(row.request_number)).owner_id).toBeNull();
    });

    it("a customer's reply with a file, and the document titles of a staff reply with several", async () => {
      const number = numberFrom(await sendRequest("customerA", "other", [["message", "Files"]]))!;
      const row = await requestRow(number);
      const reply = await call(myRequestRoute.action, "customerA", `/dashboard/requests/${number}`, {
        method: "POST",
        params: { number },
        fields: [["message", "The photo"]],
        files: [{ field: "attachments", name: "dent.png", bytes: PNG }],
      });
      expect(reply.status).toBe(303);
      const thread = (await getStaffRequest(db(), row.id))!;
      expect(thread.messages[1]!.files.map((f) => f.fileName)).toEqual(["dent.png"]);

      await replyAsStaff(db(), users.staff as CurrentUser & { id: string }, row.id, {
        message: "Two cards",
        docType: "id_card",
        title: "ID card",
        status: "completed",
        files: [inMemoryFile("a.pdf", "application/pdf", PDF), inMemoryFile("b.pdf", "application/pdf", PDF)],
      }, { agency: services.agency, publicUrl: "https://agency.test", fileKeys });
      const titles = await db().selectFrom("customer_documents").select("title").where("request_id", "=", row.id).orderBy("title").execute();
      expect(titles.map((t) => t.title)).toEqual(["ID card (1)", "ID card (2)"]);
      expect((await requestRow(number)).status).toBe("completed");
    });
  });

  describe("the staff inbox", () => {
    it("lists open requests newest first, filters by owner, status and search, and pages by keyset", async () => {
      const all = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams("status=all")), 1000);
      const open = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams()), 1000);
      expect(open.rows.every((r) => r.status !== "completed")).toBe(true);
      expect(open.rows.length).toBeLessThan(all.rows.length);
      const times = all.rows.map((r) => `${r.createdAt}|${r.id}`);
      expect([...times].sort().reverse()).toEqual(times);

      const mine = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams("owner=me&status=all")), 1000);
      expect(mine.rows.length).toBeGreaterThan(0);
      const unassigned = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams("owner=unassigned&status=all")), 1000);
      expect(unassigned.rows.every((r) => r.owner === null)).toBe(true);

      const ben = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams("q=BROOKS&status=all")), 1000);
      expect(ben.rows.length).toBeGreaterThan(0);
      expect(ben.rows.every((r) => r.customer.id === customerB)).toBe(true);
      const byNumber = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams(`q=${all.rows[3]!.number.toLowerCase()}&status=all`)), 1000);
      expect(byNumber.rows.map((r) => r.id)).toEqual([all.rows[3]!.id]);
      expect(all.rows.find((r) => r.lastFrom === "staff")).toBeTruthy();

      // Pages of 4: forward to the end, then back to the start, every row once.
      const seen: string[] = [];
      let page = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams("status=all")), 4);
      expect(page.newer).toBeNull();
      seen.push(...page.rows.map((r) => r.id));
      while (page.older) {
        page = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams({ status: "all", after: page.older })), 4);
        seen.push(...page.rows.map((r) => r.id));
      }
      expect(seen).toEqual(all.rows.map((r) => r.id));
      const back = await listServiceRequests(db(), users.staff.id, inboxParams(new URLSearchParams({ status: "all", before: page.newer! })), 4);
      expect(back.rows.map((r) => r.id)).toEqual(seen.slice(seen.length - page.rows.length - 4, seen.length - page.rows.length));
    });
  });

  describe("who may open which route", () => {
    let number: string;
    let requestId: string;
    let fileId: string;

    beforeAll(async () => {
      const sent = await sendRequest("customerA", "other", [["message", "Matrix"]], [{ field: "attachments", name: "proof.pdf", bytes: PDF }]);
      number = numberFrom(sent)!;
      const row = await requestRow(number);
      requestId = row.id;
      const message = await db().selectFrom("service_messages").select("id").where("request_id", "=", row.id).executeTakeFirstOrThrow();
      fileId = (await db().selectFrom("uploaded_files").select("id").where("owner_id", "=", message.id).executeTakeFirstOrThrow()).id;
    });

    /** Expected status per visitor: pages redirect (302) visitors who may not see them; posts and downloads answer 403. */
    const customerPage = { anonymous: 302, customerA: 200, customerB: 200, staff: 302, admin: 302 } as const;
    const customerOwnPage = { anonymous: 302, customerA: 200, customerB: 404, staff: 302, admin: 302 } as const;
    const staffPage = { anonymous: 302, customerA: 302, customerB: 302, staff: 200, admin: 200 } as const;

    it("customer pages: the list, the kinds, a form", async () => {
      for (const visitor of visitors) {
        expect((await call(myRequestsRoute.loader, visitor, "/dashboard/requests")).status, visitor).toBe(customerPage[visitor]);
        expect((await call(myNewRoute.loader, visitor, "/dashboard/requests/new")).status, visitor).toBe(customerPage[visitor]);
        expect((await call(myFormRoute.loader, visitor, "/dashboard/requests/new/certificate", { params: { type: "certificate" } })).status, visitor).toBe(customerPage[visitor]);
      }
      const anonymous = await call(myRequestsRoute.loader, "anonymous", "/dashboard/requests");
      expect(anonymous.location).toBe(`/login?next=${encodeURIComponent("/dashboard/requests")}`);
      expect((await call(myRequestsRoute.loader, "staff", "/dashboard/requests")).location).toBe("/dashboard");
      expect((await call(myFormRoute.loader, "customerA", "/dashboard/requests/new/teleport", { params: { type: "teleport" } })).status).toBe(404);
    });

    it("a request's page and file: its customer only (404 for another customer)", async () => {
      for (const visitor of visitors) {
        expect((await call(myRequestRoute.loader, visitor, `/dashboard/requests/${number}`, { params: { number } })).status, visitor).toBe(customerOwnPage[visitor]);
        const file = await call(myFileRoute.loader, visitor, `/dashboard/requests/${number}/files/${fileId}`, { params: { number, fileId } });
        expect(file.status, visitor).toBe({ anonymous: 403, customerA: 200, customerB: 404, staff: 403, admin: 403 }[visitor]);
      }
      // B cannot reach A's file through a request of B's own either.
      const own = numberFrom(await sendRequest("customerB", "other", [["message", "Mine"]]))!;
      expect((await call(myFileRoute.loader, "customerB", `/dashboard/requests/${own}/files/${fileId}`, { params: { number: own, fileId } })).status).toBe(404);
    });

    it("customer posts: anonymous and team accounts 403, another customer 404, nothing stored", async () => {
      const before = Number((await db().selectFrom("service_messages").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      for (const visitor of ["anonymous", "staff", "admin"] as const) {
        expect((await sendRequest(visitor, "other", [["message", "x"]])).status, visitor).toBe(403);
        expect((await call(myRequestRoute.action, visitor, `/dashboard/requests/${number}`, { method: "POST", params: { number }, fields: [["message", "x"]] })).status, visitor).toBe(403);
      }
      expect((await call(myRequestRoute.action, "customerB", `/dashboard/requests/${number}`, { method: "POST", params: { number }, fields: [["message", "x"]] })).status).toBe(404);
      const after = Number((await db().selectFrom("service_messages").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      expect(after).toBe(before);
    });

    it("staff pages, posts and downloads: staff and admins only", async () => {
      for (const visitor of visitors) {
        expect((await call(adminInboxRoute.loader, visitor, "/admin/service-requests")).status, visitor).toBe(staffPage[visitor]);
        expect((await call(adminRequestRoute.loader, visitor, `/admin/service-requests/${requestId}`, { params: { id: requestId } })).status, visitor).toBe(staffPage[visitor]);
        const file = await call(adminFileRoute.loader, visitor, `/admin/service-requests/${requestId}/files/${fileId}`, { params: { id: requestId, fileId } });
        expect(file.status, visitor).toBe({ anonymous: 403, customerA: 403, customerB: 403, staff: 200, admin: 200 }[visitor]);
        if (visitor === "staff" || visitor === "admin") continue;
        const post = await call(adminRequestRoute.action, visitor, `/admin/service-requests/${requestId}`, { method: "POST", params: { id: requestId }, fields: [["intent", "status"], ["status", "completed"]] });
        expect(post.status, visitor).toBe(403);
      }
      expect((await requestRow(number)).status).toBe("received");
      expect((await call(adminRequestRoute.loader, "staff", "/admin/service-requests/nope", { params: { id: "nope" } })).status).toBe(404);
      expect((await call(adminFileRoute.loader, "staff", `/admin/service-requests/${randomUUID()}/files/${fileId}`, { params: { id: randomUUID(), fileId } })).status).toBe(404);
      const downloads = await db().selectFrom("audit_log").select("actor_email").where("action", "=", "file.download").where("target_id", "=", requestId).execute();
      expect(downloads.map((d) => d.actor_email).sort()).toEqual(["csr@agency.test", "owner@agency.test"]);
    });
  });
});

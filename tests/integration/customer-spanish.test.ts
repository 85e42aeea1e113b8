/**
 * The customer's own pages in Spanish (docs/product.md#spanish, #the-customers-side) on both
 * engines, called as React Router calls loaders and actions: every /es/dashboard route against
 * every kind of visitor (anonymous: the Spanish sign-in screen; another customer: 404; staff and
 * admins: back to the English /dashboard; posts 403), a service request sent from the Spanish
 * form (Spanish messages with every value kept, then stored in English for staff and shown back
 * in Spanish), a reply, and the emails to the customer in the request's language.
 */
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import * as dashboardRoute from "../../app/routes/accounts/dashboard.tsx";
import * as myDocumentsRoute from "../../app/routes/accounts/my-documents.tsx";
import * as myFileRoute from "../../app/routes/machine/my-request-file.ts";
import * as myFormRoute from "../../app/routes/accounts/my-request-form.tsx";
import * as myNewRoute from "../../app/routes/accounts/my-request-new.tsx";
import * as myRequestRoute from "../../app/routes/accounts/my-request.tsx";
import * as myRequestsRoute from "../../app/routes/accounts/my-requests.tsx";
import * as myClaimRoute from "../../app/routes/accounts/my-claim.tsx";
import * as confirmClaimRoute from "../../app/routes/accounts/confirm-claim.tsx";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { sessionOf } from "../support/session-user.ts";
import { requestInfoContext, servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { parseEnv } from "../../app/server/env.ts";
import { enqueueStaffReplyEmail, enqueueStatusEmail, type RequestHeader } from "../../app/server/service-requests/request-emails.ts";
import { replyAsStaff } from "../../app/server/service-requests/request-work.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { settle, type RouteOutcome } from "../support/route-outcome.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const BASE = "http://localhost";
const PDF = Buffer.from("%PDF-1.7\n% a letter\n");

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

describe.each(testEngines())("the customer's pages in Spanish on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const users = {} as Record<Exclude<Visitor, "anonymous">, CurrentUser>;
  let customerA: string;
  let policyA: string;
  let ipCounter = 0;
  const db = () => database.db;

  async function insertUser(email: string, role: CurrentUser["role"], name = ""): Promise<CurrentUser> {
    const id = randomUUID();
    const now = new Date(Date.now() + ipCounter++);
    await db().insertInto("user").values({ id, name, email, email_verified: true, role, disabled: false, created_at: now, updated_at: now }).execute();
    return { id, email, role };
  }

  async function insertCustomer(name: string, email: string, ownerId: string | null, userId: string): Promise<string> {
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

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
    services = { env, agency: agencyFromEnv(env), db: database.db, engine, auth: undefined as unknown as Auth, kickOutbox: vi.fn(), fileKeys };
    users.staff = await insertUser("csr@agency.test", "staff", "Casey Reyes");
    users.admin = await insertUser("owner@agency.test", "admin", "Olivia Owner");
    users.customerA = await insertUser("ana@example.com", "customer");
    users.customerB = await insertUser("ben@example.com", "customer");
    customerA = await insertCustomer("Ana Alvarez", "ana@example.com", users.staff.id, users.customerA.id);
    await insertCustomer("Ben Brooks", "ben@example.com", null, users.customerB.id);
    policyA = randomUUID();
    const now = new Date().toISOString();
    // In force on the real clock the dashboard reads: a year's term that began a month ago.
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insertInto("policies")
      .values({
        id: policyA, customer_id: customerA, line: "auto", carrier: "Progressive", policy_number: "PA-100", policy_key: "progressive|PA100",
        effective_date: day(-30), expiration_date: day(335), status: "active", billing: "direct", payment_url: null, premium_cents: null,
        created_at: now, updated_at: now,
      })
      .execute();
    await db().insertInto("policy_vehicles").values({ id: randomUUID(), policy_id: policyA, year: "2021", make: "Toyota", model: "RAV4", vin: "JTMW1RFV0MD123456", position: 0 }).execute();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  function contextFor(visitor: Visitor) {
    const user = visitor === "anonymous" ? null : users[visitor];
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, { requestId: "test", clientIp: `10.3.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` });
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

  const numberFrom = (outcome: RouteOutcome) => /^\/es\/dashboard\/requests\/(SR-\d{4}-\d{6})\?sent=1$/.exec(outcome.location ?? "")?.[1] ?? null;
  const sendOther = (visitor: Visitor, message: string, files: Files = []) =>
    call(myFormRoute.action, visitor, "/es/dashboard/requests/new/other", { method: "POST", params: { type: "other" }, fields: [["policyId", ""], ["message", message]], files });

  describe("who may open which /es/dashboard route", () => {
    let number: string;
    let fileId: string;

    beforeAll(async () => {
      number = numberFrom(await sendOther("customerA", "Por favor revisen mi dirección.", [{ field: "attachments", name: "carta.pdf", bytes: PDF }]))!;
      const row = await db().selectFrom("service_requests").select("id").where("request_number", "=", number).executeTakeFirstOrThrow();
      const message = await db().selectFrom("service_messages").select("id").where("request_id", "=", row.id).executeTakeFirstOrThrow();
      fileId = (await db().selectFrom("uploaded_files").select("id").where("owner_id", "=", message.id).executeTakeFirstOrThrow()).id;
    });

    const customerPage = { anonymous: 302, customerA: 200, customerB: 200, staff: 302, admin: 302 } as const;

    it("pages: the Spanish sign-in screen for anonymous, /dashboard for the team, their own rows for each customer", async () => {
      const pages: [string, (args: never) => unknown, Record<string, string>][] = [
        ["/es/dashboard/requests", myRequestsRoute.loader, {}],
        ["/es/dashboard/requests/new", myNewRoute.loader, {}],
        ["/es/dashboard/requests/new/certificate", myFormRoute.loader, { type: "certificate" }],
        ["/es/dashboard/documents", myDocumentsRoute.loader, {}],
      ];
      for (const [path, loader, params] of pages) {
        for (const visitor of visitors) expect((await call(loader, visitor, path, { params })).status, `${path} ${visitor}`).toBe(customerPage[visitor]);
        expect((await call(loader, "anonymous", path, { params })).location).toBe(`/es/login?next=${encodeURIComponent(path)}`);
        expect((await call(loader, "staff", path, { params })).location).toBe("/dashboard");
      }
      for (const visitor of visitors) {
        const page = await call(myRequestRoute.loader, visitor, `/es/dashboard/requests/${number}`, { params: { number } });
        expect(page.status, visitor).toBe({ anonymous: 302, customerA: 200, customerB: 404, staff: 302, admin: 302 }[visitor]);
        const file = await call(myFileRoute.loader, visitor, `/es/dashboard/requests/${number}/files/${fileId}`, { params: { number, fileId } });
        expect(file.status, visitor).toBe({ anonymous: 403, customerA: 200, customerB: 404, staff: 403, admin: 403 }[visitor]);
      }
      expect((await call(myClaimRoute.loader, "customerB", "/es/dashboard/claims/CLM-1", { params: { claimNumber: "CLM-1" } })).status).toBe(404);
      expect((await call(confirmClaimRoute.loader, "anonymous", "/es/dashboard/claims/confirm/abc", { params: { token: "abc" } })).location).toBe(
        `/es/login?next=${encodeURIComponent("/es/dashboard/claims/confirm/abc")}`,
      );
    });

    it("the dashboard: the sign-in prompt signed out, the customer's own, the team's only in English", async () => {
      expect((await call(dashboardRoute.loader, "anonymous", "/es/dashboard")).data).toEqual({ user: null, counts: null, portal: null });
      const mine = (await call(dashboardRoute.loader, "customerA", "/es/dashboard")).data as { portal: { customerName: string; book: { nextExpiration: { line: string } } } };
      expect(mine.portal.customerName).toBe("Ana Alvarez");
      expect(mine.portal.book.nextExpiration.line).toBe("auto");
      for (const team of ["staff", "admin"] as const) expect(await call(dashboardRoute.loader, team, "/es/dashboard")).toMatchObject({ status: 302, location: "/dashboard" });
    });

    it("posts: anonymous and the team 403, another customer 404, nothing stored", async () => {
      const count = async () => Number((await db().selectFrom("service_messages").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      const before = await count();
      for (const visitor of ["anonymous", "staff", "admin"] as const) {
        expect((await sendOther(visitor, "x")).status, visitor).toBe(403);
        expect((await call(myRequestRoute.action, visitor, `/es/dashboard/requests/${number}`, { method: "POST", params: { number }, fields: [["message", "x"]] })).status, visitor).toBe(403);
      }
      expect((await call(myRequestRoute.action, "customerB", `/es/dashboard/requests/${number}`, { method: "POST", params: { number }, fields: [["message", "x"]] })).status).toBe(404);
      expect(await count()).toBe(before);
    });
  });

  describe("a request sent from the Spanish form", () => {
    it("refuses with Spanish messages and every value, stores English for staff, and shows it back in Spanish", async () => {
      const path = "/es/dashboard/requests/new/remove-vehicle";
      const vehicle = (await db().selectFrom("policy_vehicles").select("id").where("policy_id", "=", policyA).executeTakeFirstOrThrow()).id;
      const form = await call(myFormRoute.loader, "customerA", path, { params: { type: "remove-vehicle" } });
      const page = form.data as { form: { policies: { label: string; vehicles: { label: string }[] }[] } };
      expect(page.form.policies.map((p) => p.label)).toEqual(["Auto personal · Progressive · PA-100"]);

      const refused = await call(myFormRoute.action, "customerA", path, {
        method: "POST",
        params: { type: "remove-vehicle" },
        fields: [["policyId", policyA], ["vehicleId", ""], ["vehicleDescription", "La camioneta azul"], ["removalDate", "01/12/2026"], ["reason", ""], ["message", "Gracias"]],
      });
      expect(refused.status).toBe(400);
      const failure = refused.data as Failure;
      expect(failure.errors).toEqual({
        removalDate: "Por favor escriba la fecha para quitarlo como fecha, por ejemplo 2026-03-01.",
        reason: "Por favor elija un motivo.",
      });
      expect(failure.values).toMatchObject({ policyId: policyA, vehicleDescription: "La camioneta azul", removalDate: "01/12/2026", message: "Gracias" });

      const sent = await call(myFormRoute.action, "customerA", path, {
        method: "POST",
        params: { type: "remove-vehicle" },
        fields: [["policyId", policyA], ["vehicleId", vehicle], ["vehicleDescription", ""], ["removalDate", "2026-12-01"], ["reason", "sold"], ["message", ""]],
      });
      expect(sent.status).toBe(303);
      const number = /^\/es\/dashboard\/requests\/(SR-\d{4}-\d{6})\?sent=1$/.exec(sent.location ?? "")?.[1];
      expect(number).toBeTruthy();
      const row = await db().selectFrom("service_requests").select(["id", "details_json", "locale"]).where("request_number", "=", number!).executeTakeFirstOrThrow();
      expect(row.locale).toBe("es");
      // Staff read the request in English.
      expect(JSON.parse(row.details_json)).toEqual(
        expect.arrayContaining([
          { label: "Reason", value: "Sold or traded in" },
          { label: "Date to remove it", value: "December 1, 2026" },
        ]),
      );
      const notification = await db().selectFrom("email_outbox").select(["subject", "html_body"]).where("record_id", "=", row.id).where("kind", "=", "service_request.notification").executeTakeFirstOrThrow();
      expect(notification.subject).toMatch(/^New service request SR-\d{4}-\d{6}: Remove a vehicle \(Ana Alvarez\)$/);

      // The customer reads it back in Spanish.
      const shown = (await call(myRequestRoute.loader, "customerA", `/es/dashboard/requests/${number}`, { params: { number: number! } })).data as {
        request: { details: { label: string; value: string }[]; policy: { label: string } };
      };
      expect(shown.request.policy.label).toBe("Auto personal · Progressive · PA-100");
      expect(shown.request.details).toEqual(
        expect.arrayContaining([
          { label: "Motivo", value: "Lo vendí o lo entregué a cambio de otro" },
          { label: "Fecha para quitarlo", value: "1 de diciembre de 2026" },
        ]),
      );

      // A reply: an empty one is refused in Spanish; a real one goes back to the Spanish page.
      const empty = await call(myRequestRoute.action, "customerA", `/es/dashboard/requests/${number}`, { method: "POST", params: { number: number! }, fields: [["message", ""]] });
      expect((empty.data as Failure).errors).toEqual({ message: "Por favor escriba su mensaje." });
      const reply = await call(myRequestRoute.action, "customerA", `/es/dashboard/requests/${number}`, { method: "POST", params: { number: number! }, fields: [["message", "¿Ya quedó?"]] });
      expect(reply).toMatchObject({ status: 303, location: `/es/dashboard/requests/${number}?replied=1` });

      // The staff's answer reaches the customer in the request's language (staff work in English).
      const answered = await replyAsStaff(
        db(),
        { id: users.staff!.id, email: "csr@agency.test" },
        row.id,
        { message: "Listo, ya lo quitamos.", docType: "other", title: null, status: "completed", files: [] },
        { agency: services.agency, publicUrl: "https://agency.test", fileKeys },
      );
      expect(answered).toMatchObject({ ok: true });
      const toCustomer = await db().selectFrom("email_outbox").select(["subject", "text_body"]).where("record_id", "=", row.id).where("to_address", "=", "ana@example.com").orderBy("created_at", "desc").execute();
      expect(toCustomer.map((e) => e.subject)).toContain(`Respondimos a su solicitud ${number}`);
      expect(toCustomer.find((e) => e.subject.startsWith("Respondimos"))!.text_body).toContain(`https://agency.test/es/dashboard/requests/${number}`);
    });

    it("says in Spanish when there is no policy to send a request about", async () => {
      const refused = await call(myFormRoute.action, "customerB", "/es/dashboard/requests/new/cancel-policy", {
        method: "POST",
        params: { type: "cancel-policy" },
        fields: [["policyId", ""], ["cancelDate", "2027-01-01"], ["reason", "sold"]],
      });
      expect(refused.status).toBe(409);
      expect((refused.data as Failure).formError).toBe("No tenemos ninguna póliza registrada para esta solicitud. Llámenos, o envíela como “Otra cosa”.");
    });
  });

  describe("the emails to the customer", () => {
    const context = () => ({ agency: services.agency, publicUrl: "https://agency.test", fileKeys });
    const header = (locale?: "en" | "es"): RequestHeader & { status: string } => ({
      id: randomUUID(),
      number: "SR-2026-000777",
      type: "id-cards",
      customerName: "Ana Alvarez",
      customerEmail: "ana@example.com",
      policyLabel: "Personal auto · Progressive · PA-100",
      status: "needs_info",
      locale,
    });
    const emailOf = (id: string) => db().selectFrom("email_outbox").select(["subject", "text_body", "html_body"]).where("record_id", "=", id).executeTakeFirstOrThrow();

    it("are written in the request's language, with the link to its page in that language", async () => {
      const spanish = header("es");
      await db().transaction().execute((trx) => enqueueStaffReplyEmail(trx, spanish, { authorName: "Casey Reyes", documents: 2 }, context()));
      const reply = await emailOf(spanish.id);
      expect(reply.subject).toBe("Respondimos a su solicitud SR-2026-000777");
      expect(reply.text_body).toContain("Casey Reyes respondió a su solicitud (Tarjetas de seguro de auto) y le envió 2 documentos. Su estado ahora es: Falta información.");
      expect(reply.text_body).toContain("https://agency.test/es/dashboard/requests/SR-2026-000777");
      expect(reply.text_body).toContain("Recibe este correo porque nos envió una solicitud desde su cuenta.");
      expect(reply.html_body).toContain('<html lang="es">');

      const status = header("es");
      await db().transaction().execute((trx) => enqueueStatusEmail(trx, status, context()));
      const changed = await emailOf(status.id);
      expect(changed.subject).toBe("Su solicitud SR-2026-000777 ahora está: Falta información");
      expect(changed.text_body).toContain("Necesitamos un poco más de información para terminar su solicitud (Tarjetas de seguro de auto).");
    });

    it("stay in English, word for word, when the request's language is not known", async () => {
      const english = header();
      await db().transaction().execute((trx) => enqueueStaffReplyEmail(trx, english, { authorName: "Casey Reyes", documents: 1 }, context()));
      const reply = await emailOf(english.id);
      expect(reply.subject).toBe("We replied to your request SR-2026-000777");
      expect(reply.text_body).toContain("Casey Reyes replied to your request (Auto ID cards) and sent a document. Its status is now: Needs info.");
      expect(reply.text_body).toContain("Sign in to read the reply and download your documents. To answer, reply on the request's page: everything stays in one place.");
      expect(reply.text_body).toContain("https://agency.test/dashboard/requests/SR-2026-000777");
      expect(reply.html_body).toContain('<html lang="en">');
    });
  });
});

/**
 * The customer's side of the service center (docs/product.md#the-customers-side) on both
 * engines, called as React Router calls loaders and actions: a Request and a router context
 * holding the services and the signed-in account. Every route of the customer portal against
 * every kind of visitor (anonymous, customer A, customer B, staff, admin), who sees which
 * claim, and the claim email's confirmation link.
 */
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import * as confirmClaimRoute from "../../app/routes/accounts/confirm-claim.tsx";
import * as dashboardRoute from "../../app/routes/accounts/dashboard.tsx";
import * as loginRoute from "../../app/routes/accounts/login.tsx";
import * as myClaimRoute from "../../app/routes/accounts/my-claim.tsx";
import * as myClaimsRoute from "../../app/routes/accounts/my-claims.tsx";
import * as myPaymentsRoute from "../../app/routes/accounts/my-payments.tsx";
import * as myPoliciesRoute from "../../app/routes/accounts/my-policies.tsx";
import * as myPolicyRoute from "../../app/routes/accounts/my-policy.tsx";
import type { Auth } from "../../app/server/accounts/auth.ts";
import { sessionLookupContext } from "../../app/http/session.ts";
import type { CurrentUser } from "../../app/server/accounts/current-user.ts";
import { sessionOf } from "../support/session-user.ts";
import { dashboardCounts } from "../../app/server/back-office/dashboard-counts.ts";
import { requestInfoContext, servicesContext } from "../../app/http/context.ts";
import type { AppServices } from "../../app/server/services.ts";
import { CLAIM_CONFIRM_MISSES, hashClaimConfirmToken } from "../../app/server/customer-portal/claim-confirmation.ts";
import { parseEnv } from "../../app/server/env.ts";
import { listCustomerClaims } from "../../app/server/leads/customer-claims.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { saveCarrierDirectory } from "../../app/server/settings/carrier-directory.ts";
import { lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { CUSTOMER_DOCUMENT_FILE } from "../../app/lib/documents.ts";
import { claimInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { settle, type RouteOutcome } from "../support/route-outcome.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const PORTAL = "https://pay.agency.test/portal";
const BASE = "http://localhost";

type Visitor = "anonymous" | "customerA" | "customerB" | "staff" | "admin";



const daysFromNow = (days: number) => lasVegasDate(new Date(Date.now() + days * 86_400_000));

describe.each(testEngines())("the customer portal on %s", (engine) => {
  let database: TestDatabase;
  let services: AppServices;
  const users = {} as Record<Exclude<Visitor, "anonymous">, CurrentUser>;
  let customerA: string;
  let customerB: string;
  let policyA: string;
  let homeA: string;
  let policyB: string;
  const db = () => database.db;

  async function insertUser(email: string, role: CurrentUser["role"], verified = true): Promise<CurrentUser> {
    const id = randomUUID();
    const now = new Date();
    await db().insertInto("user").values({ id, name: "", email, email_verified: verified, role, disabled: false, created_at: now, updated_at: now }).execute();
    return { id, email, role };
  }

  async function insertCustomer(name: string, email: string): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await db().insertInto("customers").values({
      id, kind: "person", name, contact_name: null, email, alt_email: null, phone: null, alt_phone: null, address: null, city: null, state: null,
      zip_code: null, owner_id: null, user_id: null, external_ref: null, notes: null, created_at: now, updated_at: now,
    }).execute();
    return id;
  }

  async function insertPolicy(customerId: string, fields: { line: string; carrier: string; number: string; billing: "direct" | "agency"; status?: string; paymentUrl?: string | null; expiresInDays?: number }) {
    const id = randomUUID();
    const now = new Date().toISOString();
    await db().insertInto("policies").values({
      id, customer_id: customerId, line: fields.line, carrier: fields.carrier, policy_number: fields.number,
      policy_key: `${fields.carrier.toLowerCase()}|${fields.number}`, effective_date: daysFromNow(-200), expiration_date: daysFromNow(fields.expiresInDays ?? 165),
      status: fields.status ?? "active", billing: fields.billing, payment_url: fields.paymentUrl ?? null, premium_cents: 120_000, created_at: now, updated_at: now,
    }).execute();
    return id;
  }

  async function insertDocument(customerId: string, policyId: string | null, title: string) {
    const id = randomUUID();
    const now = new Date().toISOString();
    await db().insertInto("customer_documents").values({ id, customer_id: customerId, policy_id: policyId, request_id: null, doc_type: "id_card", title, uploaded_by: null, created_at: now }).execute();
    await db().insertInto("uploaded_files").values({
      id: randomUUID(), owner_type: CUSTOMER_DOCUMENT_FILE, owner_id: id, purpose: "document", file_name: `${title}.pdf`, content_type: "application/pdf",
      size_bytes: 7, sha256: "x", data: new Uint8Array(Buffer.from("%PDF-1.")), created_at: now,
    }).execute();
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const env = parseEnv({ PAYMENT_PORTAL_URL: PORTAL });
    services = { env, agency: agencyFromEnv(env), db: database.db, engine, auth: undefined as unknown as Auth, kickOutbox: vi.fn(), fileKeys };

    customerA = await insertCustomer("Ana Alvarez", "ana@example.com");
    customerB = await insertCustomer("Ben Brooks", "ben@example.com");
    users.customerA = await insertUser("ana@example.com", "customer");
    users.customerB = await insertUser("ben@example.com", "customer");
    users.staff = await insertUser("csr@agency.test", "staff");
    users.admin = await insertUser("owner@agency.test", "admin");

    await saveCarrierDirectory(db(), [{ name: "Progressive", claimsPhone: "800-776-4737", paymentUrl: "https://progressive.test/pay", website: "https://progressive.test" }]);
    policyA = await insertPolicy(customerA, { line: "auto", carrier: "Progressive", number: "PA-100", billing: "direct", expiresInDays: 20 });
    homeA = await insertPolicy(customerA, { line: "home", carrier: "Safeco", number: "HO-200", billing: "agency" });
    await insertPolicy(customerA, { line: "renters", carrier: "Lemonade", number: "RE-300", billing: "direct", status: "expired", expiresInDays: -30 });
    policyB = await insertPolicy(customerB, { line: "auto", carrier: "Progressive", number: "PB-900", billing: "direct", paymentUrl: "https://own.test/pay-b" });
    await db().insertInto("policy_vehicles").values({ id: randomUUID(), policy_id: policyA, year: "2021", make: "Toyota", model: "RAV4", vin: "JTMW1RFV0MD123456", position: 0 }).execute();
    await db().insertInto("policy_drivers").values({ id: randomUUID(), policy_id: policyA, name: "Ana Alvarez", date_of_birth: "1985-04-02", position: 0 }).execute();
    await insertDocument(customerA, policyA, "Auto ID card 2026");
    await insertDocument(customerB, policyB, "Ben's ID card");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  function contextFor(visitor: Visitor | CurrentUser, clientIp = "10.1.0.1") {
    const user = typeof visitor === "string" ? (visitor === "anonymous" ? null : users[visitor]) : visitor;
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, { requestId: "test", clientIp });
    context.set(sessionLookupContext, () => Promise.resolve(sessionOf(user)));
    return context;
  }

  /** Calls a route's loader (GET) or action (POST) the way React Router does. */
  function call(
    handler: ((args: never) => unknown) | undefined,
    visitor: Visitor | CurrentUser,
    path: string,
    { method = "GET", params = {}, clientIp }: { method?: "GET" | "POST"; params?: Record<string, string>; clientIp?: string } = {},
  ): Promise<RouteOutcome> {
    if (!handler) throw new Error(`no ${method === "GET" ? "loader" : "action"} for ${path}`);
    const request = new Request(`${BASE}${path}`, method === "POST" ? { method, body: new URLSearchParams() } : { method });
    const args = { request, context: contextFor(visitor, clientIp), params, url: new URL(request.url), pattern: path, unstable_pattern: path };
    return settle(() => (handler as (args: unknown) => unknown)(args));
  }

  describe("who may open which page", () => {
    const customerPages = [
      { name: "My Policies", route: myPoliciesRoute, path: "/dashboard/policies", params: {} },
      { name: "a policy", route: myPolicyRoute, path: "/dashboard/policies/POLICY", params: { id: "POLICY" } },
      { name: "Payments", route: myPaymentsRoute, path: "/dashboard/payments", params: {} },
      { name: "My Claims", route: myClaimsRoute, path: "/dashboard/claims", params: {} },
      // The same pages in Spanish: the Spanish sign-in screen, the team back to /dashboard.
      { name: "Mis pólizas", route: myPoliciesRoute, path: "/es/dashboard/policies", params: {} },
      { name: "una póliza", route: myPolicyRoute, path: "/es/dashboard/policies/POLICY", params: { id: "POLICY" } },
      { name: "Pagos", route: myPaymentsRoute, path: "/es/dashboard/payments", params: {} },
      { name: "Mis reclamos", route: myClaimsRoute, path: "/es/dashboard/claims", params: {} },
    ];
    const resolve = (page: (typeof customerPages)[number]) => {
      const path = page.path.replace("POLICY", policyA);
      const params = Object.fromEntries(Object.entries(page.params).map(([k, v]) => [k, v === "POLICY" ? policyA : v]));
      return { path, params };
    };

    it.each(customerPages.map((p) => [p.name, p] as const))("%s: sign-in for anonymous, back to /dashboard for the team, no POST", async (_name, page) => {
      const { path, params } = resolve(page);
      const anonymous = await call(page.route.loader, "anonymous", path, { params });
      const signIn = path.startsWith("/es/") ? "/es/login" : "/login";
      expect(anonymous).toMatchObject({ status: 302, location: `${signIn}?next=${encodeURIComponent(path)}` });
      for (const team of ["staff", "admin"] as const) {
        expect(await call(page.route.loader, team, path, { params })).toMatchObject({ status: 302, location: "/dashboard" });
      }
      // No action: React Router answers a POST with 405 before any code of ours runs.
      expect("action" in page.route).toBe(false);
    });

    it("shows customer A their policies, with carrier phone and how to pay, and B only B's", async () => {
      const a = await call(myPoliciesRoute.loader, "customerA", "/dashboard/policies");
      const policies = (a.data as { policies: { id: string; policyNumber: string; status: string; carrier: { claimsPhone: unknown }; payment: unknown }[] }).policies;
      expect(policies.map((p) => p.policyNumber)).toEqual(["PA-100", "HO-200", "RE-300"]);
      expect(policies[0]).toMatchObject({
        status: "active",
        carrier: { claimsPhone: { display: "(800) 776-4737", dial: "+18007764737" } },
        payment: { kind: "carrier", url: "https://progressive.test/pay" },
      });
      expect(policies[1]!.payment).toEqual({ kind: "agency", url: PORTAL });

      const b = await call(myPoliciesRoute.loader, "customerB", "/dashboard/policies");
      const bPolicies = (b.data as { policies: { id: string; payment: unknown }[] }).policies;
      expect(bPolicies.map((p) => p.id)).toEqual([policyB]);
      // The policy's own payment link wins over the carrier's.
      expect(bPolicies[0]!.payment).toMatchObject({ kind: "carrier", url: "https://own.test/pay-b" });
    });

    it("opens A's policy for A with vehicles, drivers, documents and change links; 404 for B", async () => {
      const a = await call(myPolicyRoute.loader, "customerA", `/dashboard/policies/${policyA}`, { params: { id: policyA } });
      const { policy } = a.data as { policy: { vehicles: unknown[]; drivers: unknown[]; documents: { title: string; uploadedByName: unknown }[]; requestLinks: { href: string }[] } };
      expect(policy.vehicles).toEqual([{ year: "2021", make: "Toyota", model: "RAV4", vinEnding: "123456" }]);
      expect(policy.drivers).toEqual([{ name: "Ana Alvarez" }]);
      expect(policy.documents.map((d) => d.title)).toEqual(["Auto ID card 2026"]);
      expect(policy.requestLinks.map((l) => l.href)).toContain(`/dashboard/requests/new/add-vehicle?policy=${policyA}`);

      const home = await call(myPolicyRoute.loader, "customerA", `/dashboard/policies/${homeA}`, { params: { id: homeA } });
      const homeLinks = (home.data as { policy: { requestLinks: { code: string }[]; vehicleLine: boolean } }).policy;
      expect(homeLinks.vehicleLine).toBe(false);
      expect(homeLinks.requestLinks.map((l) => l.code)).not.toContain("id-cards");

      expect(await call(myPolicyRoute.loader, "customerB", `/dashboard/policies/${policyA}`, { params: { id: policyA } })).toMatchObject({ status: 404 });
      expect(await call(myPolicyRoute.loader, "customerA", `/dashboard/policies/${policyB}`, { params: { id: policyB } })).toMatchObject({ status: 404 });
      expect(await call(myPolicyRoute.loader, "customerA", "/dashboard/policies/nope", { params: { id: "nope" } })).toMatchObject({ status: 404 });
    });

    it("lists payments for the policies in force only", async () => {
      const a = await call(myPaymentsRoute.loader, "customerA", "/dashboard/payments");
      expect((a.data as { policies: { policyNumber: string }[] }).policies.map((p) => p.policyNumber)).toEqual(["PA-100", "HO-200"]);
      const b = await call(myPaymentsRoute.loader, "customerB", "/dashboard/payments");
      expect((b.data as { policies: { policyNumber: string }[] }).policies.map((p) => p.policyNumber)).toEqual(["PB-900"]);
    });

    it("explains instead of showing anything to an account with no customer record", async () => {
      const stranger = await insertUser("stranger@example.com", "customer");
      const unverified = await insertUser("unconfirmed@example.com", "customer", false);
      await insertCustomer("Unconfirmed Person", "unconfirmed@example.com");
      expect((await call(myPoliciesRoute.loader, stranger, "/dashboard/policies")).data).toEqual({ verified: true, policies: null });
      expect((await call(myPoliciesRoute.loader, unverified, "/dashboard/policies")).data).toEqual({ verified: false, policies: null });
      expect(await call(myPolicyRoute.loader, stranger, `/dashboard/policies/${policyA}`, { params: { id: policyA } })).toMatchObject({ status: 404 });
      const dashboard = (await call(dashboardRoute.loader, stranger, "/dashboard")).data as { portal: { book: unknown; verified: boolean } };
      expect(dashboard.portal).toMatchObject({ verified: true, book: null });
    });

    it("serves each dashboard to its audience", async () => {
      expect((await call(dashboardRoute.loader, "anonymous", "/dashboard")).data).toEqual({ user: null, counts: null, portal: null });
      const a = (await call(dashboardRoute.loader, "customerA", "/dashboard")).data as { counts: unknown; portal: { customerName: string; book: Record<string, unknown> } };
      expect(a.counts).toBeNull();
      expect(a.portal.customerName).toBe("Ana Alvarez");
      expect(a.portal.book).toMatchObject({
        policiesInForce: 2,
        nextExpiration: { date: daysFromNow(20), lineLabel: "Personal auto", carrier: "Progressive" },
        documentCount: 1,
        latestDocuments: [{ title: "Auto ID card 2026", typeLabel: "Auto ID card" }],
        openRequests: 0,
      });
      for (const team of ["staff", "admin"] as const) {
        const page = (await call(dashboardRoute.loader, team, "/dashboard")).data as { counts: Record<string, unknown>; portal: unknown };
        expect(page.portal).toBeNull();
        expect(page.counts).toMatchObject({ customers: expect.any(Number), policies: expect.any(Number), renewalsDue: expect.any(Number), openServiceRequests: expect.any(Number) });
      }
      expect("action" in dashboardRoute).toBe(false);
    });

    it("sends a signed-in visitor of the sign-in screen to its next page, if it is one of ours", async () => {
      expect(await call(loginRoute.loader, "customerA", "/login?next=%2Fdashboard%2Fpolicies")).toMatchObject({ status: 302, location: "/dashboard/policies" });
      expect(await call(loginRoute.loader, "customerA", "/login?next=%2F%2Fevil.test")).toMatchObject({ status: 302, location: "/dashboard" });
      expect(await call(loginRoute.loader, "customerA", "/login?next=https%3A%2F%2Fevil.test")).toMatchObject({ status: 302, location: "/dashboard" });
      expect((await call(loginRoute.loader, "anonymous", "/login?next=%2Fdashboard%2Fpayments")).data).toMatchObject({ next: "/dashboard/payments" });
      expect((await call(loginRoute.loader, "anonymous", "/login?next=%2F%5Cevil.test")).data).toMatchObject({ next: null });
    });
  });

  describe("who sees a claim", () => {
    const context = { agency: agencyFromEnv(parseEnv({})), publicUrl: "https://agency.test", fileKeys };
    let filedSignedIn: string;
    let confirmedNumber: string;
    let sameAddressOnly: string;
    let staffLinked: string;
    let confirmToken: string;

    beforeAll(async () => {
      // (a) filed while signed in to A (with another address on the form).
      filedSignedIn = (await submitClaim(db(), claimInput("someone.else@example.com"), [], context, { userId: users.customerA.id })).claimNumber;
      // (b) filed signed out with A's address; confirmed below through its link.
      const toConfirm = await submitClaim(db(), claimInput("ana@example.com"), [], context);
      confirmedNumber = toConfirm.claimNumber;
      confirmToken = toConfirm.confirmToken;
      // Merely filed with A's address: never shown.
      sameAddressOnly = (await submitClaim(db(), claimInput("ANA@example.com"), [], context)).claimNumber;
      // (c) staff linked it to A's customer record.
      const linked = await submitClaim(db(), claimInput("phone.claim@example.com"), [], context);
      staffLinked = linked.claimNumber;
      await db().updateTable("claims").set({ customer_id: customerA }).where("id", "=", linked.id).execute();
    });

    const numbers = async (visitor: "customerA" | "customerB") =>
      ((await call(myClaimsRoute.loader, visitor, "/dashboard/claims")).data as { claims: { claimNumber: string }[] }).claims.map((c) => c.claimNumber);

    it("stores the hash of the link's token, never the token, and emails the link", async () => {
      const row = await db().selectFrom("claims").select(["confirm_token_hash", "user_id"]).where("claim_number", "=", confirmedNumber).executeTakeFirstOrThrow();
      expect(row).toEqual({ confirm_token_hash: hashClaimConfirmToken(confirmToken), user_id: null });
      const email = await db().selectFrom("email_outbox").select("text_body").where("kind", "=", "claims.confirmation").where("text_body", "like", `%${confirmedNumber}%`).executeTakeFirstOrThrow();
      expect(email.text_body).toContain(`To follow this claim in your online account, open: https://agency.test/dashboard/claims/confirm/${confirmToken}`);
      const filed = await db().selectFrom("claims").select("user_id").where("claim_number", "=", filedSignedIn).executeTakeFirstOrThrow();
      expect(filed.user_id).toBe(users.customerA.id);
    });

    it("shows A the claims filed signed in and linked by staff, not one merely filed with A's address", async () => {
      expect((await numbers("customerA")).sort()).toEqual([filedSignedIn, staffLinked].sort());
      expect(await numbers("customerB")).toEqual([]);
      expect(await call(myClaimRoute.loader, "customerA", `/dashboard/claims/${sameAddressOnly}`, { params: { claimNumber: sameAddressOnly } })).toMatchObject({ status: 404 });
      expect(await call(myClaimRoute.loader, "customerB", `/dashboard/claims/${filedSignedIn}`, { params: { claimNumber: filedSignedIn } })).toMatchObject({ status: 404 });
      const own = await call(myClaimRoute.loader, "customerA", `/dashboard/claims/${staffLinked}`, { params: { claimNumber: staffLinked } });
      expect((own.data as { claim: { claimNumber: string } }).claim.claimNumber).toBe(staffLinked);
      expect(await call(myClaimRoute.loader, "anonymous", `/dashboard/claims/${staffLinked}`, { params: { claimNumber: staffLinked } })).toMatchObject({
        status: 302,
        location: `/login?next=${encodeURIComponent(`/dashboard/claims/${staffLinked}`)}`,
      });
      for (const team of ["staff", "admin"] as const) {
        expect(await call(myClaimRoute.loader, team, `/dashboard/claims/${staffLinked}`, { params: { claimNumber: staffLinked } })).toMatchObject({ status: 302, location: "/dashboard" });
      }
      expect("action" in myClaimRoute).toBe(false);
    });

    it("checks the confirmation link: who may confirm, no change on GET, once on POST", async () => {
      const path = `/dashboard/claims/confirm/${confirmToken}`;
      const params = { token: confirmToken };
      const confirmedAt = async () =>
        (await db().selectFrom("claims").select("claimant_confirmed_at").where("claim_number", "=", confirmedNumber).executeTakeFirstOrThrow()).claimant_confirmed_at;

      expect(await call(confirmClaimRoute.loader, "anonymous", path, { params })).toMatchObject({ status: 302, location: `/login?next=${encodeURIComponent(path)}` });
      expect(await call(confirmClaimRoute.action, "anonymous", path, { method: "POST", params })).toMatchObject({ status: 403 });
      for (const team of ["staff", "admin"] as const) {
        expect(await call(confirmClaimRoute.loader, team, path, { params })).toMatchObject({ status: 302, location: "/dashboard" });
        expect(await call(confirmClaimRoute.action, team, path, { method: "POST", params })).toMatchObject({ status: 403 });
      }
      // Another customer: told plainly, shown nothing of the claim, nothing changed.
      const other = await call(confirmClaimRoute.action, "customerB", path, { method: "POST", params, clientIp: "10.2.0.1" });
      expect(other).toMatchObject({ status: 403, data: { result: { kind: "other-account" } } });
      expect(JSON.stringify(other.data)).not.toContain(confirmedNumber);
      // The right account whose address is not verified.
      const unverifiedAna = { ...users.customerA, id: (await insertUser("ana.unverified@example.com", "customer", false)).id, email: "ana@example.com" };
      expect(await call(confirmClaimRoute.loader, unverifiedAna, path, { params })).toMatchObject({ status: 403, data: { result: { kind: "unverified" } } });

      // Opening the link (as a mail scanner would) changes nothing.
      const opened = await call(confirmClaimRoute.loader, "customerA", path, { params });
      expect(opened).toMatchObject({ status: 200, data: { result: { kind: "ready", claimNumber: confirmedNumber } } });
      expect(await confirmedAt()).toBeNull();
      expect(await numbers("customerA")).not.toContain(confirmedNumber);

      const posted = await call(confirmClaimRoute.action, "customerA", path, { method: "POST", params });
      expect(posted).toMatchObject({ status: 303, location: `/dashboard/claims/${confirmedNumber}?confirmed=1` });
      expect(await confirmedAt()).not.toBeNull();
      expect(await numbers("customerA")).toContain(confirmedNumber);
      expect(await numbers("customerB")).not.toContain(confirmedNumber);
      // Again: already confirmed, one audit entry.
      expect(await call(confirmClaimRoute.action, "customerA", path, { method: "POST", params })).toMatchObject({ status: 303 });
      const audit = await db().selectFrom("audit_log").select(["action", "actor_id", "target_label"]).where("action", "=", "claim.confirm").execute();
      expect(audit).toEqual([{ action: "claim.confirm", actor_id: users.customerA.id, target_label: confirmedNumber }]);
      // A confirmed claim shows to the verified account of its address only.
      expect(await listCustomerClaims(db(), unverifiedAna.id)).toEqual([]);
    });

    it("answers a wrong token with 404, and limits guesses", async () => {
      const guesser = await insertUser("guesser@example.com", "customer");
      const guess = (token: string) => call(confirmClaimRoute.loader, guesser, `/dashboard/claims/confirm/${token}`, { params: { token }, clientIp: "10.3.0.1" });
      expect(await guess("not-a-token")).toMatchObject({ status: 404, data: { result: { kind: "invalid" } } });
      for (let i = 1; i < CLAIM_CONFIRM_MISSES.limit; i++) expect((await guess(randomUUID().replace(/-/g, "").padEnd(43, "x"))).status).toBe(404);
      // Even the right link is refused once the limit is reached.
      expect(await guess(confirmToken)).toMatchObject({ status: 429, data: { result: { kind: "limited" } } });
      const posted = await call(confirmClaimRoute.action, guesser, `/dashboard/claims/confirm/${confirmToken}`, { method: "POST", params: { token: confirmToken }, clientIp: "10.3.0.1" });
      expect(posted.status).toBe(429);
    });
  });

  it("counts the service center's tiles for the team dashboards", async () => {
    const requestBase = { customer_id: customerA, policy_id: null, user_id: null, request_type: "other", details_json: "[]", owner_id: null, closed_at: null };
    const now = new Date().toISOString();
    for (const [i, status] of (["received", "in_progress", "needs_info", "completed"] as const).entries()) {
      await db().insertInto("service_requests").values({ ...requestBase, id: randomUUID(), request_number: `SR-2026-00000${i}`, status, created_at: now, changed_at: now }).execute();
    }
    const counts = await dashboardCounts(db());
    // Policies: A's auto expires in 20 days (due), A's home in 165, A's renters expired, B's auto in 165.
    expect(counts).toMatchObject({ openServiceRequests: 3, renewalsDue: 1, customers: 3, policies: 4 });
    const dashboard = (await call(dashboardRoute.loader, "customerA", "/dashboard")).data as { portal: { book: { openRequests: number } } };
    expect(dashboard.portal.book.openRequests).toBe(3);
  });
});

/**
 * Who may open what in the back office (docs/product.md#roles), against the built production
 * server: one table of every back-office route with the role it needs, checked for a signed-out
 * visitor, a customer, a staff member and an admin, for a page load and a form post. Pages send
 * whoever lacks the role to /dashboard; posts and downloads answer 403 and change nothing.
 * Then the team's accounts as people use them in Chromium: an admin invites a staff member, who
 * sets a password from the emailed link, signs in to the team dashboard and edits their
 * profile; the admin changes roles, and an invitation to a customer's address offers the role
 * change instead.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { enrolThroughPages } from "../support/second-factor.ts";
import { makePdf } from "../../app/server/signing/pdf-test-fixtures.ts";
import { createCustomerRecord, createPolicy, sendOtherRequest, uploadCustomerDocument } from "../support/service-center.ts";
import { databaseContents, execute, query, sameOrigin, signInCookie, validLeadBody, validPrivacyRequestBody } from "../support/site-requests.ts";

type Visitor = "signed-out" | "customer" | "staff" | "admin";
type Needs = "staff" | "admin";

interface BackOfficeRoute {
  /** The path, with the ids of this test's records (filled in once they exist). */
  path: () => string;
  needs: Needs;
  /** A download answers 403 to everyone without the role; a page redirects a page load. */
  kind: "page" | "download";
  /**
   * A post the route's action refuses as nonsense once the guard lets it through (an unknown
   * intent, an empty form), so an allowed post changes nothing either. Null: the route takes no posts.
   */
  post: Record<string, string> | null;
  /** False for an address that only takes posts: React Router answers a GET 400 (it has no loader) before anything runs, whoever asks. */
  get?: false;
}

let server: AppServer;
let browser: Browser;
const emails = { customer: uniqueEmail("customer"), staff: uniqueEmail("staff"), admin: uniqueEmail("admin") };
const cookies: Record<Visitor, string> = { "signed-out": "", customer: "", staff: "", admin: "" };
const ids = { quote: "", claim: "", file: "", review: "", reviewFile: "", customer: "", policy: "", document: "", request: "", requestFile: "", privacy: "", signing: "", campaign: "", webhook: "", booking: "" };
/** A question the help desk left open and a staff answer, stored directly (the help desk itself is public). */
const HELP_QUESTION_ID = "access-help-question";
const HELP_ANSWER_ID = "access-help-answer";

/** The back office, route by route. Routes still being built are checked once they answer the admin. */
const routes: Record<string, BackOfficeRoute> = {
  "My work": { path: () => "/admin/my-work", needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  // A task's "Done" for a task that does not exist: refused by the action, nothing changes.
  "My work: a task's Done": { path: () => "/admin/my-work", needs: "staff", kind: "page", post: { intent: "task_done", taskId: "no-such-task" } },
  "Quote inbox": { path: () => "/admin/inbox/quotes", needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "A quote request": { path: () => `/admin/inbox/quotes/${ids.quote}`, needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "A claim's file": { path: () => `/admin/inbox/claims/${ids.claim}/files/${ids.file}`, needs: "staff", kind: "download", post: null },
  "Quote export": { path: () => "/admin/inbox/quotes/export.csv", needs: "admin", kind: "download", post: null },
  "Coverage review inbox": { path: () => "/admin/inbox/coverage-reviews", needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "A coverage review": { path: () => `/admin/inbox/coverage-reviews/${ids.review}`, needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "A coverage review's declarations page": { path: () => `/admin/inbox/coverage-reviews/${ids.review}/files/${ids.reviewFile}`, needs: "staff", kind: "download", post: null },
  "Message inbox": { path: () => "/admin/inbox/messages", needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  Users: { path: () => "/admin/users", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "My profile": { path: () => "/admin/profile", needs: "staff", kind: "page", post: { name: "" } },
  Settings: { path: () => "/admin/settings", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  Reports: { path: () => "/admin/reports", needs: "admin", kind: "page", post: null },
  "Retention by month as CSV": { path: () => "/admin/reports/retention/csv", needs: "admin", kind: "download", post: null },
  "Recommendation surveys": { path: () => "/admin/surveys", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "Email outbox": { path: () => "/admin/outbox", needs: "admin", kind: "page", post: null },
  "Audit log": { path: () => "/admin/audit", needs: "admin", kind: "page", post: null },
  "Blog manager": { path: () => "/blog-manager", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  // The editor's photo upload (JSON; its GET gives the upload limits): a post without a photo is refused by the action.
  "Blog photo upload": { path: () => "/blog-manager/images", needs: "admin", kind: "download", post: { intent: "no-such-intent" } },
  // The editor's live preview (JSON): a form without the text is refused by the action.
  "Blog live preview": { path: () => "/blog-manager/preview", needs: "admin", kind: "download", post: { intent: "no-such-intent" }, get: false },
  // The service center's staff side.
  Customers: { path: () => "/admin/customers", needs: "staff", kind: "page", post: null },
  "New customer": { path: () => "/admin/customers/new", needs: "staff", kind: "page", post: { name: "" } },
  "A customer": { path: () => `/admin/customers/${ids.customer}`, needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  // Recording marketing email consent without saying how they told us: the form comes back with its message.
  "A customer: record marketing consent": { path: () => `/admin/customers/${ids.customer}`, needs: "staff", kind: "page", post: { intent: "marketing_consent", consent_method: "" } },
  "A customer's documents": { path: () => `/admin/customers/${ids.customer}/documents`, needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "A customer document": { path: () => `/admin/documents/${ids.document}`, needs: "staff", kind: "download", post: null },
  "New policy": { path: () => `/admin/policies/new?customer=${ids.customer}`, needs: "staff", kind: "page", post: { line: "" } },
  "A policy": { path: () => `/admin/policies/${ids.policy}`, needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "Service requests": { path: () => "/admin/service-requests", needs: "staff", kind: "page", post: null },
  "A service request": { path: () => `/admin/service-requests/${ids.request}`, needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "A service request's file": { path: () => `/admin/service-requests/${ids.request}/files/${ids.requestFile}`, needs: "staff", kind: "download", post: null },
  Renewals: { path: () => "/admin/renewals", needs: "staff", kind: "page", post: null },
  "Privacy requests": { path: () => "/admin/privacy-requests", needs: "admin", kind: "page", post: null },
  "A privacy request": { path: () => `/admin/privacy-requests/${ids.privacy}`, needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  // The erasure's post without its confirmation is refused by the action: nothing is erased.
  "A person's data": { path: () => `/admin/people?email=${encodeURIComponent(emails.customer)}`, needs: "admin", kind: "page", post: { email: emails.customer, phone: "" } },
  "A person's data as a ZIP": { path: () => `/admin/people/export?email=${encodeURIComponent(emails.customer)}`, needs: "admin", kind: "download", post: null },
  "Carrier directory": { path: () => "/admin/settings/carriers", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "Book import": { path: () => "/admin/customers/import", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "Book import guide": { path: () => "/admin/customers/import/guide", needs: "admin", kind: "page", post: null },
  "Book import sample": { path: () => "/admin/customers/import/sample.csv", needs: "admin", kind: "download", post: null },
  // The help desk's questions: the page, and each of its posts refused by the action (a missing answer, an unknown id).
  "Visitors' questions": { path: () => "/admin/help-questions", needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "Visitors' questions: answer": {
    path: () => `/admin/help-questions?answer=${HELP_QUESTION_ID}`,
    needs: "staff",
    kind: "page",
    post: { intent: "answer", questionId: HELP_QUESTION_ID, question: "Do you insure food trucks?", answer: "", pagePath: "/auto-insurance" },
  },
  "Visitors' questions: dismiss": { path: () => "/admin/help-questions", needs: "staff", kind: "page", post: { intent: "dismiss", questionId: "no-such-question" } },
  "Visitors' questions: edit an answer": {
    path: () => `/admin/help-questions?edit=${HELP_ANSWER_ID}`,
    needs: "staff",
    kind: "page",
    post: { intent: "edit", answerId: HELP_ANSWER_ID, question: "", answer: "", pagePath: "" },
  },
  "Visitors' questions: delete an answer": { path: () => `/admin/help-questions?delete=${HELP_ANSWER_ID}`, needs: "staff", kind: "page", post: { intent: "delete", answerId: "no-such-answer" } },
  "Out for signature": { path: () => "/admin/signing", needs: "staff", kind: "page", post: null },
  // A post without a PDF is refused with the form again.
  "New document for signature": { path: () => `/admin/signing/new?customer=${ids.customer}`, needs: "staff", kind: "page", post: { title: "Nothing attached" } },
  "A document for signature": { path: () => `/admin/signing/${ids.signing}`, needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "A document for signature's page image": { path: () => `/admin/signing/${ids.signing}/pages/1`, needs: "staff", kind: "download", post: null },
  "A document for signature's original": { path: () => `/admin/signing/${ids.signing}/files/original`, needs: "staff", kind: "download", post: null },
  // Retention campaigns are the admins': the list (its Limits form refuses an unknown intent), a new one
  // (an empty form comes back with its messages), a campaign's page and its report.
  Campaigns: { path: () => "/admin/campaigns", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "New campaign": { path: () => "/admin/campaigns/new", needs: "admin", kind: "page", post: { name: "" } },
  "A campaign": { path: () => `/admin/campaigns/${ids.campaign}`, needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "A campaign's test send": { path: () => `/admin/campaigns/${ids.campaign}`, needs: "admin", kind: "page", post: { intent: "test", language: "fr" } },
  "A campaign's report": { path: () => `/admin/campaigns/${ids.campaign}/report`, needs: "admin", kind: "page", post: null },
  // Integrations are the admins': tokens and subscriptions (an unknown intent, or an empty form, is refused by the action), the API reference.
  Integrations: { path: () => "/admin/integrations", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "Integrations: create a token without a name": { path: () => "/admin/integrations", needs: "admin", kind: "page", post: { intent: "create-token", name: "", lifetime: "30" } },
  "Integrations: revoke a token that does not exist": { path: () => "/admin/integrations", needs: "admin", kind: "page", post: { intent: "revoke", tokenId: "no-such-token" } },
  "New webhook subscription": { path: () => "/admin/integrations/webhooks/new", needs: "admin", kind: "page", post: { url: "" } },
  "A webhook subscription": { path: () => `/admin/integrations/webhooks/${ids.webhook}`, needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "A webhook subscription: resend a delivery that does not exist": { path: () => `/admin/integrations/webhooks/${ids.webhook}`, needs: "admin", kind: "page", post: { intent: "resend", deliveryId: "msg_none" } },
  "API reference": { path: () => "/admin/integrations/api", needs: "admin", kind: "page", post: null },
  Booking: { path: () => "/admin/booking", needs: "admin", kind: "page", post: { intent: "no-such-intent" } },
  "Booking: a closed day without a date": { path: () => "/admin/booking", needs: "admin", kind: "page", post: { intent: "add-closure", firstDate: "", reason: "" } },
  "Booking: remove a closed day that does not exist": { path: () => "/admin/booking", needs: "admin", kind: "page", post: { intent: "remove-closure", id: "no-such-day" } },
  "New appointment type": { path: () => "/admin/booking/types/new", needs: "admin", kind: "page", post: { name: "" } },
  "An appointment type": { path: () => "/admin/booking/types/type-quote-call", needs: "admin", kind: "page", post: { name: "" } },
  Calendar: { path: () => "/admin/calendar", needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "Calendar: block time without a day": { path: () => "/admin/calendar", needs: "staff", kind: "page", post: { intent: "block", date: "", from: "", to: "", reason: "" } },
  "A booking": { path: () => `/admin/calendar/bookings/${ids.booking}`, needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  // Marking a booking that has not started held: refused by the domain, nothing changes.
  "A booking: mark held before it starts": { path: () => `/admin/calendar/bookings/${ids.booking}`, needs: "staff", kind: "page", post: { intent: "outcome", outcome: "held" } },
  "My availability": { path: () => "/admin/profile/availability", needs: "staff", kind: "page", post: { intent: "no-such-intent" } },
  "My availability: hours without a choice": { path: () => "/admin/profile/availability", needs: "staff", kind: "page", post: { intent: "hours" } },
  "My availability: remove a day off that does not exist": { path: () => "/admin/profile/availability", needs: "staff", kind: "page", post: { intent: "remove-time-off", id: "no-such-day" } },
};

const visitors: Visitor[] = ["signed-out", "customer", "staff", "admin"];

function allowed(visitor: Visitor, needs: Needs): boolean {
  return visitor === "admin" || (visitor === "staff" && needs === "staff");
}

function request(path: string, visitor: Visitor, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    body: init.body,
    redirect: "manual",
    headers: { ...sameOrigin(server), ...(cookies[visitor] ? { cookie: cookies[visitor] } : {}) },
  });
}

/** Every stored row except what reading pages touches on its own (session activity, rate limits, the email worker's statuses). */
function storedData(): Record<string, string> {
  const { session: _session, rate_limits: _limits, ...rest } = databaseContents(server.databasePath);
  return rest;
}

const existing = new Map<string, boolean>();
/** Whether the route exists yet: routes other work is adding answer 404 to the admin until then. */
async function routeExists(path: string): Promise<boolean> {
  if (!existing.has(path)) {
    const res = await request(path, "admin");
    await res.body?.cancel();
    existing.set(path, res.status !== 404);
  }
  return existing.get(path)!;
}

beforeAll(async () => {
  // The scheduled jobs (digests, reminders) write on their own, on weekdays from the digest time;
  // these tests compare the whole database before and after a request, so the first run is put
  // past the test's end (the scheduler has tests of its own).
  server = await startAppServer({ SCHEDULER_INTERVAL_SECONDS: "86400" });
  browser = await launchBrowser();
  await createAccount(server, { email: emails.admin, role: "admin" });
  await createAccount(server, { email: emails.staff, role: "staff", name: "Sam Staff" });
  await createAccount(server, { email: emails.customer, role: "customer" });
  for (const visitor of ["customer", "staff", "admin"] as const) cookies[visitor] = await signInCookie(server, emails[visitor]);

  for (const [path, form] of [["/quote", "quote"], ["/submit-claim", "claim"]] as const) {
    const res = await fetch(`${server.url}${path}`, { method: "POST", body: validLeadBody(form, uniqueEmail(form)), redirect: "manual", headers: sameOrigin(server) });
    expect(res.status, `${path} submission`).toBe(303);
  }
  ids.quote = query<{ id: string }>(server.databasePath, "select id from quote_requests")[0]!.id;
  ids.claim = query<{ id: string }>(server.databasePath, "select id from claims")[0]!.id;
  ids.file = query<{ id: string }>(server.databasePath, "select id from uploaded_files where owner_id = ?", ids.claim)[0]!.id;
  const reviewPost = await fetch(`${server.url}/coverage-review`, { method: "POST", body: validLeadBody("coverage-review", uniqueEmail("review")), redirect: "manual", headers: sameOrigin(server) });
  expect(reviewPost.status, "/coverage-review submission").toBe(303);
  ids.review = query<{ id: string }>(server.databasePath, "select id from coverage_reviews")[0]!.id;
  ids.reviewFile = query<{ id: string }>(server.databasePath, "select id from uploaded_files where owner_id = ?", ids.review)[0]!.id;

  // The service center's records: a customer with a policy and a document, whose account (the
  // customer visitor's) sent a service request with a file.
  ids.customer = await createCustomerRecord(server, cookies.admin, { name: "Casey Customer", email: emails.customer });
  ids.policy = await createPolicy(server, cookies.admin, ids.customer, { policyNumber: "PA-ACCESS-1" });
  ids.document = await uploadCustomerDocument(server, cookies.admin, ids.customer, "2026 auto ID cards");
  // A draft for signature of that customer, uploaded as staff do.
  const signingBody = new FormData();
  signingBody.append("title", "Access check");
  signingBody.append("file", new Blob([new Uint8Array(await makePdf([{}]))], { type: "application/pdf" }), "access.pdf");
  const signingPost = await fetch(`${server.url}/admin/signing/new?customer=${ids.customer}`, { method: "POST", body: signingBody, redirect: "manual", headers: { ...sameOrigin(server), cookie: cookies.admin } });
  expect(signingPost.status, "a draft for signature").toBe(303);
  ids.signing = new URL(signingPost.headers.get("location")!, server.url).pathname.split("/").pop()!;
  const customerUserId = query<{ id: string }>(server.databasePath, "select id from user where email = ?", emails.customer)[0]!.id;
  execute(server.databasePath, "update customers set user_id = ? where id = ?", customerUserId, ids.customer);
  const request = await sendOtherRequest(server, cookies.customer, "Please send my ID cards.");
  ids.request = request.id;
  ids.requestFile = request.fileId;
  const privacyPost = await fetch(`${server.url}/privacy/request`, { method: "POST", body: validPrivacyRequestBody(uniqueEmail("privacy")), redirect: "manual", headers: sameOrigin(server) });
  expect(privacyPost.status, "/privacy/request submission").toBe(303);
  ids.privacy = query<{ id: string }>(server.databasePath, "select id from privacy_requests")[0]!.id;
  // A draft campaign, as the New campaign form stores one.
  ids.campaign = "access-campaign";
  execute(
    server.databasePath,
    `insert into campaigns (id, name, status, purpose, trigger_kind, offset_days, audience_json, action, subject_en, body_en, created_at, updated_at)
     values (?, 'Renewal check-in', 'draft', 'service', 'renewal_due', 30, '{}', 'email', 'Your renewal', 'Hello {{first_name}}', ?, ?)`,
    ids.campaign,
    new Date().toISOString(),
    new Date().toISOString(),
  );
  // A webhook subscription as "Add a subscription" stores one (policy.renewing, one day before: nothing to send here).
  ids.webhook = "access-webhook";
  execute(
    server.databasePath,
    `insert into webhook_subscriptions (id, url, description, events_json, secret, include_text, renewing_days, status, paused_reason, failing_since, created_by, created_at, updated_at)
     values (?, 'https://203.0.113.10/hooks', null, '["policy.renewing"]', ?, 0, 1, 'active', null, null, null, ?, ?)`,
    ids.webhook,
    `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
    new Date().toISOString(),
    new Date().toISOString(),
  );
  // A booking a week ahead, as the booking page stores one.
  ids.booking = "access-booking";
  const bookedAt = new Date().toISOString();
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  execute(
    server.databasePath,
    `insert into bookings (id, appointment_type_id, user_id, starts_at, ends_at, buffer_minutes, status, first_name, last_name, email, phone, topic, locale, location, person_id, customer_id, change_count, created_at, updated_at)
     values (?, 'type-quote-call', ?, ?, ?, 10, 'booked', 'Bea', 'Booker', 'bea@example.com', '7025550100', 'A quote.', 'en', 'phone', null, null, 0, ?, ?)`,
    ids.booking,
    query<{ id: string }>(server.databasePath, "select id from user where email = ?", emails.staff)[0]!.id,
    startsAt.toISOString(),
    new Date(startsAt.getTime() + 15 * 60_000).toISOString(),
    bookedAt,
    bookedAt,
  );
  const asked = new Date().toISOString();
  execute(server.databasePath, "insert into help_questions (id, locale, outcome, question, status, created_at) values (?, 'en', 'unanswered', 'Do you insure food trucks', 'open', ?)", HELP_QUESTION_ID, asked);
  execute(
    server.databasePath,
    "insert into help_answers (id, locale, question, answer, page_path, show_on_page, created_by, created_at, updated_at) values (?, 'en', 'Do you insure boats?', 'Yes.', '/boat-insurance', 0, ?, ?, ?)",
    HELP_ANSWER_ID,
    emails.staff,
    asked,
    asked,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(Object.entries(routes))("%s", (_name, route) => {
  it.for(visitors)("as %s: a page load and a post get what the role allows", async (visitor, context) => {
    const path = route.path();
    if (!(await routeExists(path))) {
      context.skip(`${path} does not exist yet`);
      return;
    }
    const ok = allowed(visitor, route.needs);

    const get = await request(path, visitor);
    await get.body?.cancel();
    if (route.get === false) expect(get.status, `GET ${path}`).toBe(400);
    else if (ok) expect(get.status, `GET ${path}`).toBe(200);
    else if (route.kind === "download") expect(get.status, `GET ${path}`).toBe(403);
    else {
      expect([302, 303], `GET ${path}`).toContain(get.status);
      expect(get.headers.get("location"), `GET ${path}`).toBe("/dashboard");
    }

    if (!route.post) return;
    const before = storedData();
    const post = await request(path, visitor, { method: "POST", body: new URLSearchParams(route.post) });
    const text = await post.text();
    if (ok) {
      // Past the guard: the action itself turns the nonsense post away.
      expect(post.status, `POST ${path}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(post.status, `POST ${path}: ${text.slice(0, 200)}`).not.toBe(403);
      expect(post.status, `POST ${path}: ${text.slice(0, 200)}`).toBeLessThan(500);
    } else {
      expect(post.status, `POST ${path}`).toBe(403);
    }
    expect(storedData()).toEqual(before);
  });
});

describe("what staff may not do", () => {
  it("does not let staff delete a lead, export, change roles or invite", async () => {
    const before = storedData();
    const staffId = query<{ id: string }>(server.databasePath, "select id from user where email = ?", emails.staff)[0]!.id;
    const attempts: [string, Record<string, string>][] = [
      [`/admin/inbox/quotes/${ids.quote}`, { intent: "delete" }],
      ["/admin/users", { intent: "role", userId: staffId, role: "admin" }],
      ["/admin/users", { intent: "invite", name: "Eve", email: "eve@example.com", role: "admin" }],
      [`/admin/users/${staffId}`, { name: "Renamed by staff" }],
    ];
    for (const [path, body] of attempts) {
      const res = await request(path, "staff", { method: "POST", body: new URLSearchParams(body) });
      await res.body?.cancel();
      expect(res.status, `${path} ${body.intent ?? ""}`).toBe(403);
    }
    const exported = await request("/admin/inbox/quotes/export.csv", "staff");
    expect(exported.status).toBe(403);
    expect(await exported.text()).toBe("Only administrators can do this.");
    expect(storedData()).toEqual(before);
    expect(query(server.databasePath, "select role from user where id = ?", staffId)).toEqual([{ role: "staff" }]);
  });
});

// ---------------------------------------------------------------------------
// Team accounts in the browser
// ---------------------------------------------------------------------------

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The set-password link of the newest invitation to `email`, from the outbox. */
function invitationLink(email: string): string {
  const rows = query<{ text_body: string }>(
    server.databasePath,
    "select text_body from email_outbox where to_address = ? and kind = 'account.invite' order by created_at desc, rowid desc",
    email,
  );
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(rows[0]?.text_body ?? "")?.[0];
  if (!link) throw new Error(`no invitation to ${email}`);
  return link;
}

describe("team accounts", () => {
  let admin: BrowserContext;

  beforeAll(async () => {
    admin = await signedInContext(browser, server, emails.admin);
  });
  afterAll(async () => {
    await admin?.close();
  });

  it("invites a staff member, who sets a password, signs in to the team dashboard and edits their profile", async () => {
    const dana = uniqueEmail("dana");
    const users = await admin.newPage();
    await users.goto("/admin/users");
    await users.getByRole("heading", { level: 1, name: "Users" }).waitFor();
    const invite = users.getByRole("region", { name: "Invite a team member" });
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await users.getByRole("alert").filter({ hasText: "Please correct 2 fields" }).waitFor();
    await invite.getByLabel("Display name").fill("Dana Reyes");
    await invite.getByLabel("Email address").fill(dana);
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await users.getByRole("status").filter({ hasText: `An invitation was sent to ${dana}.` }).waitFor();
    const row = users.getByRole("row").filter({ hasText: dana });
    expect(await row.textContent()).toContain("Invited, no password yet");
    expect(await row.getByRole("combobox", { name: `Role of ${dana}` }).inputValue()).toBe("staff");
    await expectNoAxeViolations(users);

    // The invitee opens the emailed link in their own browser.
    const invitee = await browser.newContext({ baseURL: server.url });
    const page = await invitee.newPage();
    const link = invitationLink(dana);
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Set your password" }).waitFor();
    expect(await page.getByText(dana).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.locator("#field-password").fill(TEST_PASSWORD);
    await page.locator("#field-confirmPassword").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL(/\/login\?reset=1$/);
    // The link worked once.
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "This link cannot be used" }).waitFor();

    await page.goto("/login");
    await page.getByLabel("Email address").fill(dana);
    await page.getByLabel("Password", { exact: false }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    // The team's second factor comes first: nothing of the back office opens until it is set up.
    await page.waitForURL(/\/dashboard\/security\/two-factor$/);
    await page.getByRole("heading", { level: 1, name: "Second factor" }).waitFor();
    await page.goto("/admin/my-work");
    await enrolThroughPages(page, dana, TEST_PASSWORD);
    await page.getByRole("heading", { level: 1, name: "Team Dashboard" }).waitFor();
    expect(await page.getByRole("link", { name: "My work", exact: true }).getAttribute("href")).toBe("/admin/my-work");
    expect(await page.getByRole("link", { name: "Quote Requests", exact: true }).getAttribute("href")).toBe("/admin/inbox/quotes");
    expect(await page.getByRole("link", { name: "User Management" }).count()).toBe(0);
    expect(await page.getByText("My Policies").count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(query(server.databasePath, "select email_verified from user where email = ?", dana)).toEqual([{ email_verified: 1 }]);

    await page.getByRole("link", { name: "My profile", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "My profile" }).waitFor();
    await page.getByLabel("Direct phone").fill("555-01");
    await page.getByLabel("Email signature").fill("Dana Reyes\nLicensed agent");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct 1 field" }).waitFor();
    expect(await page.getByLabel("Email signature").inputValue()).toBe("Dana Reyes\nLicensed agent");
    await expectNoAxeViolations(page);
    await page.getByLabel("Direct phone").fill("702 555 0142");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByRole("status").filter({ hasText: "Your profile is saved." }).waitFor();
    expect(await page.getByLabel("Direct phone").inputValue()).toBe("(702) 555-0142");
    expect(query(server.databasePath, "select name, phone, email_signature from user where email = ?", dana)).toEqual([
      { name: "Dana Reyes", phone: "(702) 555-0142", email_signature: "Dana Reyes\nLicensed agent" },
    ]);
    await invitee.close();

    // The admin opens Dana's profile from the Users page.
    await users.goto(`/admin/users?q=${encodeURIComponent(dana)}`);
    await users.getByRole("link", { name: `Profile of ${dana}` }).first().click();
    await users.getByRole("heading", { level: 1, name: "Dana Reyes" }).waitFor();
    expect(await users.getByLabel("Direct phone").inputValue()).toBe("(702) 555-0142");
    await users.close();

    const audit = query<{ action: string; actor_email: string }>(
      server.databasePath,
      "select a.action, a.actor_email from audit_log a join user u on u.id = a.target_id where u.email = ? order by a.created_at",
      dana,
    );
    expect(audit).toEqual([
      { action: "user.invite", actor_email: emails.admin },
      // Her enrolment at first sign-in is audited too.
      { action: "user.second_factor_added", actor_email: dana },
      { action: "user.profile", actor_email: dana },
    ]);
  });

  it("changes roles from the Users page, and offers the role change when an invitation names a customer", async () => {
    const jane = uniqueEmail("jane");
    await createAccount(server, { email: jane, role: "customer" });
    const page = await admin.newPage();
    await page.goto("/admin/users");
    const invite = page.getByRole("region", { name: "Invite a team member" });
    await invite.getByLabel("Display name").fill("Jane Doe");
    await invite.getByLabel("Email address").fill(jane);
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await page.getByRole("status").filter({ hasText: `${jane} already has a customer account` }).waitFor();
    expect(await invite.getByLabel("Email address").inputValue()).toBe(jane);
    expect(query(server.databasePath, "select count(*) as n from email_outbox where to_address = ? and kind = 'account.invite'", jane)).toEqual([{ n: 0 }]);
    await page.getByRole("button", { name: `Make ${jane} staff` }).click();
    await page.getByRole("status").filter({ hasText: `${jane} is now staff.` }).waitFor();

    await page.goto(`/admin/users?role=staff&q=${encodeURIComponent(jane)}`);
    const row = page.getByRole("row").filter({ hasText: jane });
    await row.getByRole("combobox", { name: `Role of ${jane}` }).selectOption("admin");
    await row.getByRole("button", { name: `Change the role of ${jane}` }).click();
    await page.getByRole("status").filter({ hasText: `${jane} is now an admin.` }).waitFor();
    expect(query(server.databasePath, "select role from user where email = ?", jane)).toEqual([{ role: "admin" }]);
    await expectNoAxeViolations(page);

    const audit = query<{ action: string; detail: string }>(
      server.databasePath,
      // Written in the order they happened (an event shares its change's transaction, maybe its millisecond).
      "select a.action, a.detail from audit_log a join user u on u.id = a.target_id where u.email = ? order by a.created_at, a.rowid",
      jane,
    );
    expect(audit).toEqual([
      // Every role change is also a security event: first the fixture's `npm run admin -- create` and `revoke`...
      { action: "security.admin_granted", detail: `${jane} is now an administrator (a new account), through the command line, by system: npm run admin.` },
      { action: "security.role_changed", detail: `${jane}: Admin → Customer, by system: npm run admin.` },
      // ...then the admin's two changes on the Users page.
      { action: "user.role", detail: "Customer → Staff" },
      { action: "security.role_changed", detail: `${jane}: Customer → Staff, by ${emails.admin}.` },
      { action: "user.role", detail: "Staff → Admin" },
      { action: "security.admin_granted", detail: `${jane} is now an administrator (was Staff), through the back office, by ${emails.admin}.` },
    ]);
    await page.close();
  });
});

/**
 * Every state-changing route refuses a request from another site (docs/product.md#quality-bar): the
 * guard in server/csrf.ts answers 403 before any route runs, and nothing in the
 * database changes (every row of every table is compared, not only counts).
 *
 * The routes come from app/routes.ts: each route whose module exports an `action`
 * needs an entry in `casesByPattern` below (a real request that changes something
 * when posted from the site itself), or the first test fails and names it. Each
 * case is sent cross-site in five ways (Origin with Sec-Fetch-Site, Origin alone,
 * Referer alone, Sec-Fetch-Site alone, Origin: null), with PUT, PATCH and DELETE
 * too, carrying the victim's session cookie; then the same request from the site
 * itself must get through the guard and (for most) change the database, proving
 * the refusal came from the guard and not from a bad request.
 */
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import appRoutes from "../../app/routes.ts";
import { resolveAuthSecret } from "../../app/server/accounts/auth-secret.ts";
import { newClaimConfirmToken } from "../../app/server/customer-portal/claim-confirmation.ts";
import { signPreferencesToken } from "../../app/server/compliance/preference-token.ts";
import { contactKeyHash } from "../../app/server/compliance/suppressions.ts";
import { signRenewalToken } from "../../app/server/renewals/unsubscribe-token.ts";
import { signSurveyToken } from "../../app/server/surveys/survey-token.ts";
import { createAccount, TEST_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { apiHeaders, insertApiToken } from "../support/api-token.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { createCustomerRecord, createPolicy, sendOtherRequest } from "../support/service-center.ts";
import {
  adminCreateToken,
  databaseContents,
  execute,
  leadFormPaths,
  validPrivacyRequestBody,
  PDF,
  query,
  sameOrigin,
  signInCookie,
  validLeadBody,
  type LeadFormKey,
} from "../support/site-requests.ts";

const EVIL = "https://evil.example";
/** The person the erasure case erases. */
const ERASED_PERSON = "erase-me@example.com";
const REFUSAL = "Forbidden: this request came from another site.";

const crossSiteVariants: { name: string; headers: Record<string, string> }[] = [
  { name: "Origin + Sec-Fetch-Site: cross-site", headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site" } },
  { name: "Origin only", headers: { Origin: EVIL } },
  { name: "Referer only", headers: { Referer: `${EVIL}/prize.html` } },
  { name: "Sec-Fetch-Site: cross-site only", headers: { "Sec-Fetch-Site": "cross-site" } },
  { name: "Origin: null (sandboxed frame)", headers: { Origin: "null" } },
];
const otherMethods = ["PUT", "PATCH", "DELETE"];

// ---------------------------------------------------------------------------
// The routes, from app/routes.ts
// ---------------------------------------------------------------------------

interface RouteInfo {
  pattern: string;
  file: string;
  hasAction: boolean;
}

function flatten(entries: readonly RouteConfigEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ pattern, file: entry.file }, ...flatten(entry.children ?? [], pattern)];
  });
}

const ACTION_EXPORT = /export\s+(?:async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b[^}]*\}/;
const moduleHasAction = new Map<string, boolean>();
const routeList: RouteInfo[] = flatten(appRoutes).map(({ pattern, file }) => {
  if (!moduleHasAction.has(file)) moduleHasAction.set(file, ACTION_EXPORT.test(readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8")));
  return { pattern, file, hasAction: moduleHasAction.get(file)! };
});

/** A concrete URL for a pattern: parameters and the splat become a harmless segment. */
const concretePath = (pattern: string) => "/" + pattern.replace(/:[A-Za-z]+\??/g, "x").replace(/\*/g, "x");

// ---------------------------------------------------------------------------
// Fixtures: who the victim is and what there is to change
// ---------------------------------------------------------------------------

let server: AppServer;
const fixture = {
  adminCookie: "",
  adminId: "",
  customerEmail: "",
  /** Sessions that the sign-out cases may end. */
  logoutCookie: "",
  apiSignOutCookie: "",
  /** Whose account the back office disables. */
  targetUserId: "",
  resetToken: "",
  /** The same for the Spanish reset page. */
  esResetToken: "",
  leadId: "",
  leadToDeleteId: "",
  unsentEmailId: "",
  /** A signed-in, verified customer account linked to a customer record (the service center's customer side). */
  portalCookie: "",
  /** The back office's customer record, with an auto policy. */
  bookCustomerId: "",
  policyId: "",
  /** A service request of the portal customer. */
  requestId: "",
  requestNumber: "",
  /** The link token of a claim sent with the portal account's address (its SHA-256 is stored). */
  claimConfirmToken: "",
  /** Another such claim's token, for the Spanish page's button. */
  esClaimConfirmToken: "",
  /** A signed "stop renewal reminders" token for the portal customer. */
  renewalToken: "",
  /** A signed preferences-page token for a lead's address. */
  preferencesToken: "",
  /** The signed links of two recommendation surveys not answered yet, one English, one Spanish. */
  surveyToken: "",
  esSurveyToken: "",
  /** A privacy request sent from /privacy/request. */
  privacyRequestId: "",
  /** The portal customer's record in the book (documents for signature are made for it). */
  portalCustomerId: "",
  /** An open task of the admin's, for My work's "Done". */
  taskId: "",
  /** A document for signature still a draft (staff add signers to it). */
  signingDraftId: "",
  /** A document sent for signature: the portal customer signs it, with two co-insured. */
  signingSentId: "",
  /** The emailed link tokens of the sent document's co-insured, one English, one Spanish. */
  signToken: "",
  esSignToken: "",
  /** A draft campaign (started, and tested, by the campaign page's cases). */
  campaignId: "",
  /** An integration's API token (leads:write, notes:write) and the quote its cases work. */
  apiToken: "",
  apiLeadId: "",
  /** Webhook subscriptions (policy.renewing, 1 day before: nothing in the book is that close): one to pause, rotate and change; one paused, to resume; one to delete; one paused with a delivered delivery to resend. */
  webhookId: "",
  pausedWebhookId: "",
  webhookToDeleteId: "",
  resendWebhookId: "",
  resendDeliveryId: "",
  /** An API token for the integrations page's Revoke. */
  tokenToRevokeId: "",
  /** The admin's bookings on the calendar: one that has started (marked held), a video call ahead (its link set), one ahead (cancelled). */
  pastBookingId: "",
  videoBookingId: "",
  bookingToCancelId: "",
  /** Free times of the 15-minute quote call (the booking pages' cases book them), and the change links of two bookings, one English, one Spanish. */
  bookSlots: [] as string[],
  bookChangeToken: "",
  esBookChangeToken: "",
};

/** The booking form's fields for a free time. */
const bookingFields = (slot: string, email: string) => ({ slot, firstName: "Cross", lastName: "Site", email, phone: "702-555-0150", topic: "A quote.", timeZone: "", "bot-field": "" });

/** Books a free time from the site itself: the booking's change link's token. */
async function bookFromSite(path: string, slot: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { method: "POST", body: new URLSearchParams(bookingFields(slot, uniqueEmail("csrf-booking"))), headers: sameOrigin(server), redirect: "manual" });
  const token = new URL(response.headers.get("location") ?? "/", server.url).searchParams.get("t");
  if (response.status !== 303 || !token) throw new Error(`booking: ${response.status}`);
  return token;
}

/** A one-page PDF for the documents for signature (made with pdf-lib in beforeAll). */
let signingPdf = Buffer.alloc(0);

/** Help desk questions left open (one to answer, one to dismiss) and two staff answers (one to edit, one to delete), stored directly. */
const helpDesk = { answerQuestion: "csrf-question-answer", dismissQuestion: "csrf-question-dismiss", editAnswer: "csrf-answer-edit", deleteAnswer: "csrf-answer-delete" };

async function postLead(form: LeadFormKey, email: string): Promise<void> {
  const response = await fetch(`${server.url}${leadFormPaths[form]}`, {
    method: "POST",
    body: validLeadBody(form, email),
    headers: sameOrigin(server),
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`fixture ${form} post answered ${response.status}`);
}

/** A staff post to a document for signature's page, which must succeed (303). */
async function signingPost(documentId: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(`${server.url}/admin/signing/${documentId}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...sameOrigin(server), Cookie: fixture.adminCookie },
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`signing fixture ${fields.intent}: ${response.status} ${await response.text()}`);
}

/** A new draft for the portal customer, uploaded as staff do it (multipart). */
async function signingDraft(title: string): Promise<string> {
  const body = new FormData();
  body.append("title", title);
  body.append("templateId", "");
  body.append("file", new Blob([new Uint8Array(signingPdf)], { type: "application/pdf" }), "application.pdf");
  const response = await fetch(`${server.url}/admin/signing/new?customer=${fixture.portalCustomerId}`, {
    method: "POST",
    body,
    headers: { ...sameOrigin(server), Cookie: fixture.adminCookie },
    redirect: "manual",
  });
  const id = /\/admin\/signing\/([^/?]+)\?saved=created/.exec(response.headers.get("location") ?? "")?.[1];
  if (response.status !== 303 || !id) throw new Error(`signing draft: ${response.status} ${await response.text()}`);
  return id;
}

/** A signer with a required signature field on page 1. */
async function addSignerWithField(documentId: string, signer: { role: string; name: string; email: string; locale: "en" | "es" }, y: string): Promise<void> {
  await signingPost(documentId, { intent: "add-signer", ...signer, userId: "", order: "1" });
  const signerId = query<{ id: string }>(server.databasePath, "select id from signing_signers where document_id = ? and email = ?", documentId, signer.email)[0]!.id;
  await signingPost(documentId, { intent: "place", kind: "signature", signerId, required: "yes", page: "1", x: "10", y });
}

/** The link token of the signing invitation emailed to the address. */
function invitationToken(address: string): string {
  const body = query<{ text_body: string }>(server.databasePath, "select text_body from email_outbox where to_address = ? and kind = 'signing.invitation' order by created_at desc", address)[0]?.text_body ?? "";
  const token = /\/sign\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  if (!token) throw new Error(`no signing invitation for ${address}`);
  return token;
}

beforeAll(async () => {
  // No scheduled job (digests, reminders) may write while a refused request's "nothing changed" is checked.
  server = await startAppServer({ FORM_RATE_LIMIT_PER_HOUR: "1000", SCHEDULER_INTERVAL_SECONDS: "86400" });
  const admin = uniqueEmail("csrf-admin");
  const customer = uniqueEmail("csrf-customer");
  const target = uniqueEmail("csrf-target");
  await createAccount(server, { email: admin, role: "admin" });
  await createAccount(server, { email: customer, role: "customer" });
  await createAccount(server, { email: target, role: "customer" });
  fixture.adminCookie = await signInCookie(server, admin);
  fixture.adminId = query<{ id: string }>(server.databasePath, "select id from user where email = ?", admin)[0]!.id;
  fixture.customerEmail = customer;
  fixture.logoutCookie = await signInCookie(server, customer);
  fixture.apiSignOutCookie = await signInCookie(server, customer);
  fixture.targetUserId = query<{ id: string }>(server.databasePath, "select id from user where email = ?", target)[0]!.id;
  fixture.resetToken = await adminCreateToken(server, uniqueEmail("csrf-reset"));
  fixture.esResetToken = await adminCreateToken(server, uniqueEmail("csrf-reset-es"));

  const leadEmail = uniqueEmail("csrf-lead");
  const doomedEmail = uniqueEmail("csrf-doomed");
  await postLead("quote", leadEmail);
  await postLead("quote", doomedEmail);
  fixture.leadId = query<{ id: string }>(server.databasePath, "select id from quote_requests where email = ?", leadEmail)[0]!.id;
  fixture.leadToDeleteId = query<{ id: string }>(server.databasePath, "select id from quote_requests where email = ?", doomedEmail)[0]!.id;
  // Without SMTP the worker marks each email "not_sent" (which an admin may retry).
  const deadline = Date.now() + 15_000;
  while (!fixture.unsentEmailId && Date.now() < deadline) {
    fixture.unsentEmailId = query<{ id: string }>(server.databasePath, "select id from email_outbox where status = 'not_sent' limit 1")[0]?.id ?? "";
    if (!fixture.unsentEmailId) await new Promise((r) => setTimeout(r, 200));
  }
  if (!fixture.unsentEmailId) throw new Error("no not_sent email appeared in the outbox");

  // The service center: a customer of the book with a policy, and a customer with a portal account.
  fixture.bookCustomerId = await createCustomerRecord(server, fixture.adminCookie, { name: "Book Customer" });
  fixture.policyId = await createPolicy(server, fixture.adminCookie, fixture.bookCustomerId, { policyNumber: "PA-CSRF-1" });
  const portal = uniqueEmail("csrf-portal");
  await createAccount(server, { email: portal, role: "customer" });
  const portalCustomerId = await createCustomerRecord(server, fixture.adminCookie, { name: "Portal Customer", email: portal });
  fixture.portalCustomerId = portalCustomerId;
  const portalUserId = query<{ id: string }>(server.databasePath, "select id from user where email = ?", portal)[0]!.id;
  execute(server.databasePath, "update customers set user_id = ? where id = ?", portalUserId, portalCustomerId);
  fixture.portalCookie = await signInCookie(server, portal);
  // A second browser of the customer's, for "sign out everywhere else".
  await signInCookie(server, portal);
  const request = await sendOtherRequest(server, fixture.portalCookie, "Please check my mailing address.");
  fixture.requestId = request.id;
  fixture.requestNumber = request.number;
  await postLead("claim", portal);
  const confirm = newClaimConfirmToken();
  execute(server.databasePath, "update claims set confirm_token_hash = ? where email = ?", confirm.hash, portal);
  fixture.claimConfirmToken = confirm.token;
  // A second claim of the portal account, confirmed from the Spanish page.
  await postLead("claim", portal);
  const esConfirm = newClaimConfirmToken();
  const esClaim = query<{ id: string }>(server.databasePath, "select id from claims where email = ? order by claim_number desc limit 1", portal)[0]!.id;
  execute(server.databasePath, "update claims set confirm_token_hash = ? where id = ?", esConfirm.hash, esClaim);
  fixture.esClaimConfirmToken = esConfirm.token;
  // Signed with the secret the server started with (its auth secret file, unless the environment sets one).
  const { secret } = resolveAuthSecret({ AUTH_SECRET_FILE: server.env.AUTH_SECRET_FILE!, BETTER_AUTH_SECRET: server.env.BETTER_AUTH_SECRET });
  fixture.renewalToken = signRenewalToken(secret, portalCustomerId);
  fixture.preferencesToken = signPreferencesToken(secret, "preferences-lead@example.com");
  for (const [key, language] of [["surveyToken", "en"], ["esSurveyToken", "es"]] as const) {
    const id = `csrf-survey-${language}`;
    execute(
      server.databasePath,
      `insert into nps_surveys (id, trigger_kind, occurrence_key, recipient_name, email, recipient_hash, language, sent_at)
       values (?, 'request_completed', ?, 'Survey Person', ?, ?, ?, ?)`,
      id,
      `request:${id}`,
      `${id}@example.com`,
      contactKeyHash(`e:${id}@example.com`),
      language,
      new Date().toISOString(),
    );
    fixture[key] = signSurveyToken(secret, id);
  }
  const privacy = await fetch(`${server.url}/privacy/request`, { method: "POST", body: validPrivacyRequestBody(uniqueEmail("csrf-privacy")), headers: sameOrigin(server), redirect: "manual" });
  if (privacy.status !== 303) throw new Error(`privacy request: ${privacy.status}`);
  fixture.privacyRequestId = query<{ id: string }>(server.databasePath, "select id from privacy_requests")[0]!.id;
  const asked = new Date().toISOString();
  for (const id of [helpDesk.answerQuestion, helpDesk.dismissQuestion]) {
    execute(server.databasePath, "insert into help_questions (id, locale, outcome, question, status, created_at) values (?, 'en', 'unanswered', 'Do you insure food trucks', 'open', ?)", id, asked);
  }
  for (const id of [helpDesk.editAnswer, helpDesk.deleteAnswer]) {
    execute(
      server.databasePath,
      "insert into help_answers (id, locale, question, answer, page_path, show_on_page, created_by, created_at, updated_at) values (?, 'en', 'Do you insure boats?', 'Yes.', '/boat-insurance', 0, 'staff@example.com', ?, ?)",
      id,
      asked,
      asked,
    );
  }
  // Someone whose only trace is an opt-out: erasing them anonymises it (and writes the audit entry).
  execute(
    server.databasePath,
    "insert into contact_opt_outs (id, key_hash, contact_key, channel, action, method, note, actor_id, actor_label, created_at) values (?, ?, ?, 'calls', 'stop', 'phone', 'Said no calls', null, 'Staff', ?)",
    "opt-out-to-erase",
    contactKeyHash(`e:${ERASED_PERSON}`),
    `e:${ERASED_PERSON}`,
    new Date().toISOString(),
  );
  // Documents for signature, prepared as staff do it: a draft left as it is, and one sent to the
  // portal customer and two co-insured (whose emailed links the signer's page is posted with).
  const onePage = await PDFDocument.create();
  onePage.addPage([612, 792]).drawText("Application: sign below", { x: 72, y: 720, size: 18, font: await onePage.embedFont(StandardFonts.Helvetica) });
  signingPdf = Buffer.from(await onePage.save());
  fixture.signingDraftId = await signingDraft("Cross-site draft");
  fixture.signingSentId = await signingDraft("Cross-site application");
  const coInsured = uniqueEmail("csrf-signer");
  const esCoInsured = uniqueEmail("csrf-signer-es");
  await addSignerWithField(fixture.signingSentId, { role: "customer", name: "Portal Customer", email: portal, locale: "en" }, "60");
  await addSignerWithField(fixture.signingSentId, { role: "co_insured", name: "Casey Signer", email: coInsured, locale: "en" }, "70");
  await addSignerWithField(fixture.signingSentId, { role: "co_insured", name: "Sofía Firmante", email: esCoInsured, locale: "es" }, "80");
  await signingPost(fixture.signingSentId, { intent: "send" });
  fixture.signToken = invitationToken(coInsured);
  fixture.esSignToken = invitationToken(esCoInsured);
  // A draft campaign, as the New campaign form stores one.
  fixture.campaignId = "csrf-campaign";
  execute(
    server.databasePath,
    `insert into campaigns (id, name, status, purpose, trigger_kind, offset_days, audience_json, action, subject_en, body_en, created_at, updated_at)
     values (?, 'Renewal check-in', 'draft', 'service', 'renewal_due', 30, '{}', 'email', 'Your renewal', 'Hello {{first_name}}', ?, ?)`,
    fixture.campaignId,
    new Date().toISOString(),
    new Date().toISOString(),
  );
  // An open task of the admin's about the portal customer, as a campaign makes one.
  fixture.taskId = "csrf-task";
  execute(
    server.databasePath,
    `insert into tasks (id, owner_id, title, due_date, customer_id, source_type, source_id, status, created_at)
     values (?, ?, 'Call the portal customer', '2026-01-01', ?, 'campaign', ?, 'open', ?)`,
    fixture.taskId,
    fixture.adminId,
    fixture.portalCustomerId,
    fixture.campaignId,
    new Date().toISOString(),
  );
  // The REST API: a token as the back office makes one, and a quote for its writes.
  fixture.apiToken = insertApiToken(server, "Cross-site check", ["leads:write", "notes:write"]);
  const apiLeadEmail = uniqueEmail("csrf-api-lead");
  await postLead("quote", apiLeadEmail);
  fixture.apiLeadId = query<{ id: string }>(server.databasePath, "select id from quote_requests where email = ?", apiLeadEmail)[0]!.id;
  // Webhook subscriptions as "Add a subscription" stores them, and a delivery already delivered.
  const subscribedAt = new Date().toISOString();
  for (const [key, status] of [["webhookId", "active"], ["pausedWebhookId", "paused"], ["webhookToDeleteId", "active"], ["resendWebhookId", "paused"]] as const) {
    fixture[key] = `csrf-${key}`;
    execute(
      server.databasePath,
      `insert into webhook_subscriptions (id, url, description, events_json, secret, include_text, renewing_days, status, paused_reason, failing_since, created_by, created_at, updated_at)
       values (?, 'https://203.0.113.10/hooks', null, '["policy.renewing"]', ?, 0, 1, ?, ?, null, ?, ?, ?)`,
      fixture[key],
      `whsec_${Buffer.alloc(32, key.length).toString("base64")}`,
      status,
      status === "paused" ? "Paused by an admin" : null,
      fixture.adminId,
      subscribedAt,
      subscribedAt,
    );
  }
  fixture.resendDeliveryId = "msg_csrf-resend";
  execute(
    server.databasePath,
    `insert into webhook_deliveries (id, subscription_id, event_type, record_key, sequence, payload_json, status, attempts, next_attempt_at, created_at, delivered_at, last_attempt_at, last_status_code)
     values (?, ?, 'policy.renewing', 'policy:csrf', 1, '{"type":"policy.renewing","timestamp":"2026-01-01T00:00:00.000Z","data":{"id":"csrf","api_path":"/api/v1/policies/csrf"}}', 'delivered', 1, ?, ?, ?, ?, 200)`,
    fixture.resendDeliveryId,
    fixture.resendWebhookId,
    subscribedAt,
    subscribedAt,
    subscribedAt,
    subscribedAt,
  );
  fixture.tokenToRevokeId = "csrf-token-to-revoke";
  execute(
    server.databasePath,
    "insert into api_tokens (id, name, token_hash, token_prefix, scopes_json, created_by, created_at) values (?, 'Old integration', ?, 'agt_csrfrevo', '[\"leads:read\"]', ?, ?)",
    fixture.tokenToRevokeId,
    createHash("sha256").update("agt_csrf-token-to-revoke").digest("hex"),
    fixture.adminId,
    subscribedAt,
  );
  // The admin's bookings, as the booking page stores them (video calls: the quote call's free times stay as they were).
  for (const [key, hours] of [["pastBookingId", -2], ["videoBookingId", 24 * 8], ["bookingToCancelId", 24 * 9]] as const) {
    fixture[key] = `csrf-${key}`;
    const startsAt = new Date(Date.now() + hours * 3_600_000);
    execute(
      server.databasePath,
      `insert into bookings (id, appointment_type_id, user_id, starts_at, ends_at, buffer_minutes, status, first_name, last_name, email, phone, topic, locale, location, person_id, customer_id, change_count, created_at, updated_at)
       values (?, 'type-video-call', ?, ?, ?, 10, 'booked', 'Vera', 'Video', ?, '7025550160', 'A quote.', 'en', 'video', null, null, 0, ?, ?)`,
      fixture[key],
      fixture.adminId,
      startsAt.toISOString(),
      new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      uniqueEmail("csrf-booked"),
      subscribedAt,
      subscribedAt,
    );
  }
  // The booking pages: free times read from the type's page (the team's members take them), two of them booked for the change link's cases.
  // An hour apart, so that no booking (with its buffer) stands in another's way; a day or more ahead, because the
  // tests book them minutes from now and by then a sooner time can fall within the type's minimum notice.
  const bookPage = await (await fetch(`${server.url}/book/quote-call`)).text();
  const earliestToBook = Date.now() + 24 * 3_600_000;
  for (const day of [...new Set([...bookPage.matchAll(/\?day=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]!))]) {
    const dayPage = await (await fetch(`${server.url}/book/quote-call?day=${day}`)).text();
    for (const [, slot] of dayPage.matchAll(/name="slot" value="([^"]+)"/g)) {
      if (Date.parse(slot!) < earliestToBook) continue;
      if (fixture.bookSlots.every((s) => Math.abs(Date.parse(s) - Date.parse(slot!)) >= 3_600_000)) fixture.bookSlots.push(slot!);
    }
    if (fixture.bookSlots.length >= 4) break;
  }
  if (fixture.bookSlots.length < 4) throw new Error("fewer than four free times to book");
  fixture.bookChangeToken = await bookFromSite("/book/quote-call", fixture.bookSlots[2]!);
  fixture.esBookChangeToken = await bookFromSite("/es/book/quote-call", fixture.bookSlots[3]!);
});

afterAll(async () => {
  await server?.stop();
});

// ---------------------------------------------------------------------------
// One real request per state-changing route
// ---------------------------------------------------------------------------

interface Case {
  name: string;
  path: () => string;
  cookie?: () => string;
  /** Other headers the request carries (an API token). */
  headers?: () => Record<string, string>;
  body: () => { body: BodyInit; contentType?: string };
  /** The status when the site itself sends it. */
  own: number;
  /** Whether that own request changes the database (a preview or a refused JSON endpoint does not). */
  changes: boolean;
}

const form = (fields: Record<string, string>) => () => ({ body: new URLSearchParams(fields) });
const json = (value: unknown) => () => ({ body: JSON.stringify(value), contentType: "application/json" });
const lead = (key: LeadFormKey) => () => ({ body: validLeadBody(key, uniqueEmail(`csrf-${key}`)) });
const asAdmin = () => fixture.adminCookie;
const asPortalCustomer = () => fixture.portalCookie;
const asIntegration = () => ({ Authorization: `Bearer ${fixture.apiToken}` });
let serial = 0;
/** A value no earlier request used, so the own request always changes something. */
const fresh = (prefix: string) => `${prefix} ${Date.now().toString(36)}${serial++}`;
/** A whole appointment type form, named `name` (its address made from the name). */
const appointmentTypeFields = (name: string): Record<string, string> => ({
  name,
  nameEs: name,
  description: "A forged call.",
  descriptionEs: "Una llamada falsa.",
  slug: "",
  durationMinutes: "30",
  bufferMinutes: "10",
  minNoticeMinutes: "120",
  horizonDays: "30",
  location: "phone",
  meetingUrl: "",
  assignment: "round_robin",
  userId: "",
  active: "on",
  sortOrder: "50",
});
/** A multipart body: text fields, and files as [field, name, type, bytes]. */
const multipart = (fields: Record<string, string>, files: [string, string, string, Buffer][] = []) => () => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [field, name, type, bytes] of files) body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return { body };
};
/** Two small real photos (8 × 6 PNGs of different colours: the same photo uploaded twice is stored once). */
const BLUE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGNQTX6NFTEMpAQAPdJFkRBSh5UAAAAASUVORK5CYII=", "base64");
const BLUE_PNG_2 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGOQ9buBFTEMpAQAnLU8kasn2G4AAAAASUVORK5CYII=", "base64");
const bookCsv = readFileSync(new URL("../../docs/examples/book-of-business.csv", import.meta.url));

const casesByPattern: Record<string, Case[]> = {
  quote: [{ name: "quote request", path: () => "/quote", body: lead("quote"), own: 303, changes: true }],
  "es/quote": [{ name: "quote request in Spanish", path: () => "/es/quote", body: lead("quote"), own: 303, changes: true }],
  "submit-claim": [{ name: "claim with a photo (multipart)", path: () => "/submit-claim", body: lead("claim"), own: 303, changes: true }],
  careers: [{ name: "job application with a resume (multipart)", path: () => "/careers", body: lead("careers"), own: 303, changes: true }],
  "es/submit-claim": [{ name: "claim with a photo in Spanish (multipart)", path: () => "/es/submit-claim", body: lead("claim"), own: 303, changes: true }],
  "es/careers": [{ name: "job application with a resume in Spanish (multipart)", path: () => "/es/careers", body: lead("careers"), own: 303, changes: true }],
  "just-insurance": [{ name: "pay-per-mile quote", path: () => "/just-insurance", body: lead("pay-per-mile"), own: 303, changes: true }],
  "es/just-insurance": [{ name: "pay-per-mile quote in Spanish", path: () => "/es/just-insurance", body: lead("pay-per-mile"), own: 303, changes: true }],
  contact: [{ name: "contact message", path: () => "/contact", body: lead("contact"), own: 303, changes: true }],
  "coverage-review": [{ name: "coverage review request with a declarations page (multipart)", path: () => "/coverage-review", body: lead("coverage-review"), own: 303, changes: true }],
  "es/contact": [{ name: "contact message in Spanish", path: () => "/es/contact", body: lead("contact"), own: 303, changes: true }],
  "es/coverage-review": [{ name: "coverage review request in Spanish (multipart)", path: () => "/es/coverage-review", body: lead("coverage-review"), own: 303, changes: true }],
  login: [
    {
      name: "sign-in",
      path: () => "/login",
      body: () => form({ intent: "sign-in", email: fixture.customerEmail, password: TEST_PASSWORD })(),
      own: 303,
      changes: true,
    },
    {
      name: "sign-up (?mode=signup)",
      path: () => "/login?mode=signup",
      body: () => form({ intent: "sign-up", email: uniqueEmail("csrf-signup"), password: "another quiet harbor lamp" })(),
      own: 200,
      changes: true,
    },
    { name: "resend confirmation", path: () => "/login", body: () => form({ intent: "resend", email: uniqueEmail("csrf-resend") })(), own: 200, changes: true },
  ],
  // Without a pending sign-in the second step answers that the sign-in expired: nothing to change.
  "login/second-factor": [{ name: "a second-factor code", path: () => "/login/second-factor", body: form({ method: "app", code: "123456" }), own: 401, changes: false }],
  "es/login/second-factor": [{ name: "a second-factor code in Spanish", path: () => "/es/login/second-factor", body: form({ method: "app", code: "123456" }), own: 401, changes: false }],
  // Starting an authenticator app's setup stores its (unconfirmed) secret.
  "dashboard/security/two-factor": [
    { name: "start an authenticator app's setup", path: () => "/dashboard/security/two-factor", cookie: asPortalCustomer, body: form({ intent: "start", password: TEST_PASSWORD }), own: 200, changes: true },
  ],
  "es/dashboard/security/two-factor": [
    { name: "start an authenticator app's setup in Spanish", path: () => "/es/dashboard/security/two-factor", cookie: asPortalCustomer, body: form({ intent: "start", password: TEST_PASSWORD }), own: 200, changes: true },
  ],
  // Signing out one's other sessions (the admin's include the one its enrolment opened).
  "dashboard/security": [
    { name: "sign out everywhere else", path: () => "/dashboard/security", cookie: asAdmin, body: form({ intent: "sign-out-others" }), own: 303, changes: true },
  ],
  "es/dashboard/security": [
    { name: "sign out everywhere else, in Spanish", path: () => "/es/dashboard/security", cookie: asPortalCustomer, body: form({ intent: "sign-out-others" }), own: 303, changes: true },
  ],
  // A wrong step-up code is audited and counted.
  "dashboard/security/confirm": [
    { name: "a step-up code", path: () => "/dashboard/security/confirm", cookie: asAdmin, body: form({ code: "000000", next: "/admin/users" }), own: 401, changes: true },
  ],
  "forgot-password": [
    { name: "reset link request", path: () => "/forgot-password", body: () => form({ email: fixture.customerEmail })(), own: 200, changes: true },
  ],
  "reset-password": [
    {
      name: "new password with a valid token",
      path: () => "/reset-password",
      body: () => form({ token: fixture.resetToken, password: "a brand new harbor lamp", confirmPassword: "a brand new harbor lamp" })(),
      own: 303,
      changes: true,
    },
  ],
  "es/login": [
    {
      name: "sign-in in Spanish",
      path: () => "/es/login",
      body: () => form({ intent: "sign-in", email: fixture.customerEmail, password: TEST_PASSWORD })(),
      own: 303,
      changes: true,
    },
    {
      name: "sign-up in Spanish (?mode=signup)",
      path: () => "/es/login?mode=signup",
      body: () => form({ intent: "sign-up", email: uniqueEmail("csrf-signup-es"), password: "another quiet harbor lamp" })(),
      own: 200,
      changes: true,
    },
    { name: "resend confirmation in Spanish", path: () => "/es/login", body: () => form({ intent: "resend", email: uniqueEmail("csrf-resend-es") })(), own: 200, changes: true },
  ],
  "es/forgot-password": [
    { name: "reset link request in Spanish", path: () => "/es/forgot-password", body: () => form({ email: fixture.customerEmail })(), own: 200, changes: true },
  ],
  "es/reset-password": [
    {
      name: "new password with a valid token, in Spanish",
      path: () => "/es/reset-password",
      body: () => form({ token: fixture.esResetToken, password: "a brand new harbor lamp", confirmPassword: "a brand new harbor lamp" })(),
      own: 303,
      changes: true,
    },
  ],
  logout: [{ name: "sign out", path: () => "/logout", cookie: () => fixture.logoutCookie, body: form({}), own: 303, changes: true }],
  "api/auth/*": [
    { name: "sign-out (JSON)", path: () => "/api/auth/sign-out", cookie: () => fixture.apiSignOutCookie, body: json({}), own: 200, changes: true },
    {
      name: "sign-in/email (JSON, closed to browsers)",
      path: () => "/api/auth/sign-in/email",
      body: () => json({ email: fixture.customerEmail, password: TEST_PASSWORD })(),
      own: 404,
      changes: false,
    },
    {
      name: "sign-up/email (JSON as text/plain, the no-preflight trick)",
      path: () => "/api/auth/sign-up/email",
      body: () => ({ body: JSON.stringify({ email: uniqueEmail("csrf-json"), password: "another quiet harbor lamp", name: "" }), contentType: "text/plain" }),
      own: 404,
      changes: false,
    },
    {
      name: "change-password (JSON, signed in)",
      path: () => "/api/auth/change-password",
      cookie: asAdmin,
      body: json({ currentPassword: TEST_PASSWORD, newPassword: "stolen harbor lamp 1", revokeOtherSessions: true }),
      own: 404,
      changes: false,
    },
  ],
  "blog-manager": [
    {
      name: "publish a post",
      path: () => "/blog-manager",
      cookie: asAdmin,
      body: () => form({ intent: "publish", title: `Cross-site ${Date.now()}`, content: "Written by a forged request.", excerpt: "", tags: "" })(),
      own: 303,
      changes: true,
    },
    { name: "preview", path: () => "/blog-manager", cookie: asAdmin, body: form({ intent: "preview", content: "# Hi" }), own: 200, changes: false },
    {
      name: "schedule a post",
      path: () => "/blog-manager",
      cookie: asAdmin,
      body: () => form({ intent: "schedule", title: `Cross-site scheduled ${Date.now()}`, content: "Scheduled by a forged request.", schedule_date: "2099-01-05", schedule_time: "09:00" })(),
      own: 303,
      changes: true,
    },
    {
      name: "a photo step without JavaScript (multipart)",
      path: () => "/blog-manager",
      cookie: asAdmin,
      body: () => multipart({ intent: "upload-featured-image", title: "Photo step" }, [["featured_upload", "blue.png", "image/png", BLUE_PNG]])(),
      own: 200,
      changes: true,
    },
    {
      name: "restore a revision",
      path: () => "/blog-manager",
      cookie: asAdmin,
      // The first revision of a post saved by a case above: restoring it records a new revision.
      body: () => {
        const [revision] = query<{ id: string; post_id: string }>(server.databasePath, "select id, post_id from blog_post_revisions where number = 1 order by saved_at limit 1");
        return form({ intent: "restore-revision", id: revision?.post_id ?? "none", revision_id: revision?.id ?? "none" })();
      },
      own: 303,
      changes: true,
    },
    {
      name: "create a preview link",
      path: () => "/blog-manager",
      cookie: asAdmin,
      // A post scheduled by a case above: a draft or scheduled post gets links, a published one does not.
      body: () => {
        const [post] = query<{ id: string }>(server.databasePath, "select id from blog_posts where status in ('draft', 'scheduled') order by created_at limit 1");
        return form({ intent: "create-preview-link", id: post?.id ?? "none", preview_days: "7" })();
      },
      own: 200,
      changes: true,
    },
  ],
  "blog-manager/preview": [{ name: "live preview as the admin types", path: () => "/blog-manager/preview", cookie: asAdmin, body: form({ content: "# Hi", locale: "en" }), own: 200, changes: false }],
  "blog-manager/images": [
    { name: "upload a blog photo (multipart)", path: () => "/blog-manager/images", cookie: asAdmin, body: () => multipart({ alt: "Blue" }, [["file", "blue-2.png", "image/png", BLUE_PNG_2]])(), own: 200, changes: true },
  ],
  "admin/inbox/:form/:id": [
    { name: "lead stage", path: () => `/admin/inbox/quotes/${fixture.leadId}`, cookie: asAdmin, body: form({ intent: "stage", stage: "contacted" }), own: 303, changes: true },
    { name: "lead note", path: () => `/admin/inbox/quotes/${fixture.leadId}`, cookie: asAdmin, body: form({ intent: "note", note: "Forged note." }), own: 303, changes: true },
    { name: "lead delete", path: () => `/admin/inbox/quotes/${fixture.leadToDeleteId}`, cookie: asAdmin, body: form({ intent: "delete" }), own: 303, changes: true },
  ],
  "admin/inbox/:form": [
    // Moves the record to Quoted: a change whether or not the stage case above ran first.
    { name: "bulk stage change", path: () => "/admin/inbox/quotes", cookie: asAdmin, body: () => form({ intent: "stage", stage: "quoted", ids: fixture.leadId })(), own: 303, changes: true },
  ],
  "admin/users/:id": [
    { name: "a team member's profile", path: () => `/admin/users/${fixture.adminId}`, cookie: asAdmin, body: form({ name: "Renamed Owner", phone: "", signature: "" }), own: 303, changes: true },
  ],
  "admin/profile": [
    { name: "one's own profile", path: () => "/admin/profile", cookie: asAdmin, body: form({ name: "Owner Again", phone: "", signature: "" }), own: 303, changes: true },
  ],
  "admin/settings": [
    { name: "the digest time", path: () => "/admin/settings", cookie: asAdmin, body: form({ intent: "digest", digestTime: "07:45" }), own: 303, changes: true },
  ],
  "admin/surveys": [
    { name: "the recommendation survey's settings", path: () => "/admin/surveys", cookie: asAdmin, body: form({ intent: "settings", trigger: "request_completed", reviewThreshold: "40" }), own: 303, changes: true },
  ],
  "admin/outbox/:id": [
    { name: "email retry", path: () => `/admin/outbox/${fixture.unsentEmailId}`, cookie: asAdmin, body: form({ intent: "retry" }), own: 303, changes: true },
  ],
  // Retention campaigns: the monthly limit, a new campaign, and a campaign's page.
  "admin/campaigns": [
    { name: "the marketing monthly limit", path: () => "/admin/campaigns", cookie: asAdmin, body: form({ intent: "cap", marketingCap: "5" }), own: 303, changes: true },
  ],
  "admin/campaigns/new": [
    {
      name: "a new campaign",
      path: () => "/admin/campaigns/new",
      cookie: asAdmin,
      body: () =>
        form({ name: fresh("Forged campaign"), purpose: "service", trigger: "renewal_due", offsetDays: "30", sendHour: "9", action: "email", subjectEn: "Your renewal", bodyEn: "Hello {{first_name}}" })(),
      own: 303,
      changes: true,
    },
  ],
  "admin/campaigns/:id": [
    { name: "start a campaign", path: () => `/admin/campaigns/${fixture.campaignId}`, cookie: asAdmin, body: form({ intent: "start" }), own: 303, changes: true },
    // The test goes to the signed-in admin's own address: a forged one would still mail the admin.
    { name: "send a campaign's test", path: () => `/admin/campaigns/${fixture.campaignId}`, cookie: asAdmin, body: form({ intent: "test", language: "en" }), own: 303, changes: true },
  ],
  "admin/integrations": [
    // The answer shows the new token once (200), the page's own address in the location bar.
    { name: "create an API token", path: () => "/admin/integrations", cookie: asAdmin, body: () => form({ intent: "create-token", name: fresh("Forged token"), scopes: "leads:read", lifetime: "30" })(), own: 200, changes: true },
    { name: "revoke an API token", path: () => "/admin/integrations", cookie: asAdmin, body: () => form({ intent: "revoke", tokenId: fixture.tokenToRevokeId })(), own: 303, changes: true },
  ],
  "admin/integrations/webhooks/new": [
    {
      name: "add a webhook subscription",
      path: () => "/admin/integrations/webhooks/new",
      cookie: asAdmin,
      body: () => form({ url: `https://203.0.113.10/${encodeURIComponent(fresh("forged"))}`, events: "policy.renewing", renewingDays: "1", description: "" })(),
      own: 303,
      changes: true,
    },
  ],
  "admin/integrations/webhooks/:id": [
    { name: "pause a webhook subscription", path: () => `/admin/integrations/webhooks/${fixture.webhookId}`, cookie: asAdmin, body: form({ intent: "pause" }), own: 303, changes: true },
    { name: "resume a webhook subscription", path: () => `/admin/integrations/webhooks/${fixture.pausedWebhookId}`, cookie: asAdmin, body: form({ intent: "resume" }), own: 303, changes: true },
    { name: "rotate a webhook's secret", path: () => `/admin/integrations/webhooks/${fixture.webhookId}`, cookie: asAdmin, body: form({ intent: "rotate" }), own: 303, changes: true },
    {
      name: "change a webhook subscription",
      path: () => `/admin/integrations/webhooks/${fixture.webhookId}`,
      cookie: asAdmin,
      body: () => form({ intent: "update", url: "https://203.0.113.10/hooks", events: "policy.renewing", renewingDays: "1", description: fresh("Forged description") })(),
      own: 303,
      changes: true,
    },
    { name: "resend a webhook delivery", path: () => `/admin/integrations/webhooks/${fixture.resendWebhookId}`, cookie: asAdmin, body: () => form({ intent: "resend", deliveryId: fixture.resendDeliveryId })(), own: 303, changes: true },
    { name: "delete a webhook subscription", path: () => `/admin/integrations/webhooks/${fixture.webhookToDeleteId}`, cookie: asAdmin, body: form({ intent: "delete" }), own: 303, changes: true },
  ],
  // Booking's settings: the office's closed days, appointment types, a member's own availability.
  "admin/booking": [
    { name: "close the office for a day", path: () => "/admin/booking", cookie: asAdmin, body: () => form({ intent: "add-closure", firstDate: "2030-12-25", lastDate: "", reason: fresh("Forged closure") })(), own: 303, changes: true },
  ],
  "admin/booking/types/new": [
    { name: "a new appointment type", path: () => "/admin/booking/types/new", cookie: asAdmin, body: () => form(appointmentTypeFields(fresh("Forged call")))(), own: 303, changes: true },
  ],
  "admin/booking/types/:id": [
    { name: "change an appointment type", path: () => "/admin/booking/types/type-office-visit", cookie: asAdmin, body: () => form({ ...appointmentTypeFields(fresh("Forged visit")), slug: "office-visit", location: "office" })(), own: 303, changes: true },
  ],
  "admin/profile/availability": [
    { name: "one's own hours", path: () => "/admin/profile/availability", cookie: asAdmin, body: () => form({ intent: "hours", hours: "own", day2: "on", opens2: "09:00", closes2: `1${serial++ % 10}:00` })(), own: 303, changes: true },
    { name: "a day off", path: () => "/admin/profile/availability", cookie: asAdmin, body: () => form({ intent: "add-time-off", firstDate: "2030-12-26", lastDate: "", reason: fresh("Forged day off") })(), own: 303, changes: true },
    // The answer shows the feed's address once (200), the page's own address in the location bar.
    { name: "make a calendar feed link", path: () => "/admin/profile/availability", cookie: asAdmin, body: form({ intent: "create-feed" }), own: 200, changes: true },
  ],
  "admin/settings/carriers": [
    { name: "add a carrier", path: () => "/admin/settings/carriers", cookie: asAdmin, body: () => form({ intent: "add", name: fresh("Forged Carrier"), claimsPhone: "", paymentUrl: "", website: "" })(), own: 303, changes: true },
  ],
  "admin/customers/new": [
    { name: "add a customer", path: () => "/admin/customers/new", cookie: asAdmin, body: () => form({ kind: "person", name: fresh("Forged Customer"), ownerId: "" })(), own: 303, changes: true },
  ],
  "admin/customers/import": [
    {
      name: "upload a book of business (multipart)",
      path: () => "/admin/customers/import",
      cookie: asAdmin,
      body: () => multipart({}, [["file", "book.csv", "text/csv", bookCsv]])(),
      own: 303,
      changes: true,
    },
  ],
  "admin/my-work": [
    { name: "mark a task done", path: () => "/admin/my-work", cookie: asAdmin, body: () => form({ intent: "task_done", taskId: fixture.taskId })(), own: 303, changes: true },
  ],
  // The calendar: a forged block would close a member's hours; a forged change would email the person.
  "admin/calendar": [
    { name: "block an hour", path: () => "/admin/calendar", cookie: asAdmin, body: () => form({ intent: "block", date: "2030-12-27", from: "12:00", to: "13:00", reason: fresh("Forged block") })(), own: 303, changes: true },
  ],
  "admin/calendar/bookings/:id": [
    { name: "mark a booking held", path: () => `/admin/calendar/bookings/${fixture.pastBookingId}`, cookie: asAdmin, body: form({ intent: "outcome", outcome: "held" }), own: 303, changes: true },
    { name: "set a video call's link", path: () => `/admin/calendar/bookings/${fixture.videoBookingId}`, cookie: asAdmin, body: () => form({ intent: "link", url: `https://meet.example.com/${encodeURIComponent(fresh("forged"))}` })(), own: 303, changes: true },
    { name: "cancel a booking", path: () => `/admin/calendar/bookings/${fixture.bookingToCancelId}`, cookie: asAdmin, body: form({ intent: "cancel" }), own: 303, changes: true },
  ],
  "admin/customers/:id": [
    {
      name: "record marketing email consent",
      path: () => `/admin/customers/${fixture.portalCustomerId}`,
      cookie: asAdmin,
      body: () => form({ intent: "marketing_consent", consent_method: "phone", consent_note: fresh("Yes to offers") })(),
      own: 303,
      changes: true,
    },
    {
      name: "a customer's details",
      path: () => `/admin/customers/${fixture.bookCustomerId}`,
      cookie: asAdmin,
      body: () => form({ intent: "update", kind: "person", name: fresh("Renamed Customer"), ownerId: "" })(),
      own: 303,
      changes: true,
    },
  ],
  "admin/customers/:id/documents": [
    {
      name: "upload a document (multipart)",
      path: () => `/admin/customers/${fixture.bookCustomerId}/documents`,
      cookie: asAdmin,
      body: () => multipart({ docType: "id_card", title: fresh("Forged ID card"), policyId: "" }, [["file", "card.pdf", "application/pdf", PDF]])(),
      own: 303,
      changes: true,
    },
  ],
  "admin/policies/new": [
    {
      name: "add a policy",
      path: () => `/admin/policies/new?customer=${fixture.bookCustomerId}`,
      cookie: asAdmin,
      body: () =>
        form({
          line: "home", carrier: "Example Mutual", policyNumber: fresh("HO").replace(" ", "-"), effectiveDate: "2026-02-01", expirationDate: "2027-02-01",
          status: "active", billing: "direct", paymentUrl: "", premium: "",
        })(),
      own: 303,
      changes: true,
    },
  ],
  "admin/policies/:id": [
    { name: "add a driver", path: () => `/admin/policies/${fixture.policyId}`, cookie: asAdmin, body: () => form({ intent: "driver_add", name: fresh("Forged Driver"), dateOfBirth: "" })(), own: 303, changes: true },
  ],
  "admin/service-requests/:id": [
    // The reply form is multipart (staff may attach documents to a reply); this one has no file.
    {
      name: "a staff reply (multipart)",
      path: () => `/admin/service-requests/${fixture.requestId}`,
      cookie: asAdmin,
      body: () => multipart({ intent: "reply", message: fresh("Forged reply"), docType: "other", title: "", nextStatus: "keep" })(),
      own: 303,
      changes: true,
    },
  ],
  "dashboard/claims/confirm/:token": [
    { name: "follow a claim from the account", path: () => `/dashboard/claims/confirm/${fixture.claimConfirmToken}`, cookie: asPortalCustomer, body: form({}), own: 303, changes: true },
  ],
  "dashboard/requests/new/:type": [
    {
      name: "a new service request with a file (multipart)",
      path: () => "/dashboard/requests/new/other",
      cookie: asPortalCustomer,
      body: () => multipart({ policyId: "", message: fresh("Forged request") }, [["attachments", "letter.pdf", "application/pdf", PDF]])(),
      own: 303,
      changes: true,
    },
  ],
  "dashboard/requests/:number": [
    { name: "a reply in the thread", path: () => `/dashboard/requests/${fixture.requestNumber}`, cookie: asPortalCustomer, body: () => form({ message: fresh("Forged message") })(), own: 303, changes: true },
  ],
  // The customer's pages in Spanish.
  "es/dashboard/claims/confirm/:token": [
    { name: "follow a claim from the account, in Spanish", path: () => `/es/dashboard/claims/confirm/${fixture.esClaimConfirmToken}`, cookie: asPortalCustomer, body: form({}), own: 303, changes: true },
  ],
  "es/dashboard/requests/new/:type": [
    {
      name: "a new service request with a file, in Spanish (multipart)",
      path: () => "/es/dashboard/requests/new/other",
      cookie: asPortalCustomer,
      body: () => multipart({ policyId: "", message: fresh("Solicitud falsa") }, [["attachments", "carta.pdf", "application/pdf", PDF]])(),
      own: 303,
      changes: true,
    },
  ],
  "es/dashboard/requests/:number": [
    { name: "a reply in the thread, in Spanish", path: () => `/es/dashboard/requests/${fixture.requestNumber}`, cookie: asPortalCustomer, body: () => form({ message: fresh("Mensaje falso") })(), own: 303, changes: true },
  ],
  "email/renewals": [
    { name: "stop renewal reminders", path: () => "/email/renewals", body: () => form({ token: fixture.renewalToken })(), own: 200, changes: true },
  ],
  "privacy/request": [{ name: "privacy request", path: () => "/privacy/request", body: () => ({ body: validPrivacyRequestBody(uniqueEmail("csrf-privacy")) }), own: 303, changes: true }],
  "es/privacy/request": [{ name: "privacy request in Spanish", path: () => "/es/privacy/request", body: () => ({ body: validPrivacyRequestBody(uniqueEmail("csrf-privacy-es")) }), own: 303, changes: true }],
  "admin/privacy-requests/:id": [
    { name: "take a privacy request", path: () => `/admin/privacy-requests/${fixture.privacyRequestId}`, cookie: asAdmin, body: () => form({ intent: "owner", owner_id: fixture.adminId })(), own: 303, changes: true },
  ],
  accessibility: [
    {
      name: "barrier report",
      path: () => "/accessibility",
      body: () => form({ firstName: "Ada", lastName: "Reader", email: uniqueEmail("csrf-a11y"), phone: "", page: "/quote", problem: "The date picker cannot be used with a keyboard.", technology: "Keyboard only", "bot-field": "" })(),
      own: 303,
      changes: true,
    },
  ],
  "es/accessibility": [
    {
      name: "barrier report in Spanish",
      path: () => "/es/accessibility",
      body: () => form({ firstName: "Ana", lastName: "Lectora", email: uniqueEmail("csrf-a11y-es"), phone: "", page: "/es/quote", problem: "No puedo usar el calendario con el teclado.", technology: "Solo el teclado", "bot-field": "" })(),
      own: 303,
      changes: true,
    },
  ],
  help: [
    {
      name: "callback request",
      path: () => "/help",
      body: () => form({ firstName: "Cal", lastName: "Back", phone: "702-555-0140", bestTime: "", question: "Please call me about renters insurance.", "bot-field": "" })(),
      own: 303,
      changes: true,
    },
  ],
  "es/help": [
    {
      name: "callback request in Spanish",
      path: () => "/es/help",
      body: () => form({ firstName: "Cali", lastName: "Llamada", phone: "702-555-0141", bestTime: "", question: "Llámenme por el seguro de inquilino.", "bot-field": "" })(),
      own: 303,
      changes: true,
    },
  ],
  "admin/people": [
    { name: "erase a person", path: () => "/admin/people", cookie: asAdmin, body: () => form({ email: ERASED_PERSON, phone: "", confirm: "yes" })(), own: 303, changes: true },
  ],
  "email/preferences": [
    { name: "stop marketing email", path: () => "/email/preferences", body: () => form({ token: fixture.preferencesToken, stop: "email" })(), own: 200, changes: true },
  ],
  // A forged booking would take a time in someone's name; a forged cancellation would free theirs.
  "book/:type": [{ name: "book a call", path: () => "/book/quote-call", body: () => form(bookingFields(fixture.bookSlots[0]!, uniqueEmail("csrf-book")))(), own: 303, changes: true }],
  "es/book/:type": [{ name: "book a call in Spanish", path: () => "/es/book/quote-call", body: () => form(bookingFields(fixture.bookSlots[1]!, uniqueEmail("csrf-reserva")))(), own: 303, changes: true }],
  "book/change": [{ name: "cancel a booking from its link", path: () => `/book/change?t=${encodeURIComponent(fixture.bookChangeToken)}`, body: form({ intent: "cancel" }), own: 303, changes: true }],
  "es/book/change": [{ name: "cancel a booking from its link, in Spanish", path: () => `/es/book/change?t=${encodeURIComponent(fixture.esBookChangeToken)}`, body: form({ intent: "cancel" }), own: 303, changes: true }],
  // A forged answer would speak for the person: the survey's answer is recorded once.
  survey: [{ name: "answer a recommendation survey", path: () => `/survey?token=${encodeURIComponent(fixture.surveyToken)}&score=9`, body: form({ score: "9", comment: "Forged" }), own: 200, changes: true }],
  "es/survey": [{ name: "answer a recommendation survey in Spanish", path: () => `/es/survey?token=${encodeURIComponent(fixture.esSurveyToken)}&score=3`, body: form({ score: "3", comment: "Falsificado" }), own: 200, changes: true }],
  "admin/help-questions": [
    {
      name: "answer a visitor's question",
      path: () => `/admin/help-questions?answer=${helpDesk.answerQuestion}`,
      cookie: asAdmin,
      body: form({ intent: "answer", questionId: helpDesk.answerQuestion, question: "Do you insure food trucks?", answer: "Forged answer.", pagePath: "/auto-insurance" }),
      own: 303,
      changes: true,
    },
    { name: "dismiss a visitor's question", path: () => "/admin/help-questions", cookie: asAdmin, body: form({ intent: "dismiss", questionId: helpDesk.dismissQuestion }), own: 303, changes: true },
    {
      name: "edit a staff answer",
      path: () => `/admin/help-questions?edit=${helpDesk.editAnswer}`,
      cookie: asAdmin,
      body: () => form({ intent: "edit", answerId: helpDesk.editAnswer, question: "Do you insure boats?", answer: fresh("Forged answer"), pagePath: "/boat-insurance" })(),
      own: 303,
      changes: true,
    },
    { name: "delete a staff answer", path: () => "/admin/help-questions", cookie: asAdmin, body: form({ intent: "delete", answerId: helpDesk.deleteAnswer }), own: 303, changes: true },
  ],
  "admin/users": [
    {
      name: "disable an account",
      path: () => "/admin/users",
      cookie: asAdmin,
      body: () => form({ intent: "disable", userId: fixture.targetUserId })(),
      own: 200,
      changes: true,
    },
  ],
  // Documents signed online: the staff's pages, the signer's page, the verification page, the dashboard.
  "admin/signing/new": [
    {
      name: "a new draft with its PDF (multipart)",
      path: () => `/admin/signing/new?customer=${fixture.portalCustomerId}`,
      cookie: asAdmin,
      body: () => multipart({ title: fresh("Forged application"), templateId: "" }, [["file", "application.pdf", "application/pdf", signingPdf]])(),
      own: 303,
      changes: true,
    },
  ],
  "admin/signing/:id": [
    {
      name: "add a signer to a draft",
      path: () => `/admin/signing/${fixture.signingDraftId}`,
      cookie: asAdmin,
      body: () => form({ intent: "add-signer", role: "co_insured", name: fresh("Forged Signer"), email: uniqueEmail("csrf-forged-signer"), locale: "en", userId: "", order: "1" })(),
      own: 303,
      changes: true,
    },
  ],
  // Asking for the email code stores the code's digest and queues its email.
  sign: [{ name: "a signer asks for the email code", path: () => `/sign?token=${fixture.signToken}`, body: form({ intent: "send-code" }), own: 302, changes: true }],
  "es/sign": [{ name: "a signer asks for the email code, in Spanish", path: () => `/es/sign?token=${fixture.esSignToken}`, body: form({ intent: "send-code" }), own: 302, changes: true }],
  // A check counts against the form's hourly limit (a row of rate_limits): a change, though nothing is stored about the file.
  verify: [{ name: "check a SHA-256 (multipart)", path: () => "/verify", body: multipart({ sha256: createHash("sha256").update("not issued").digest("hex") }), own: 200, changes: true }],
  "es/verify": [{ name: "check a SHA-256 in Spanish (multipart)", path: () => "/es/verify", body: multipart({ sha256: createHash("sha256").update("no emitido").digest("hex") }), own: 200, changes: true }],
  // Opening a document from the dashboard makes a fresh link for the customer's own signer row.
  "dashboard/signing/:documentId": [
    { name: "open a document to sign from the account", path: () => `/dashboard/signing/${fixture.signingSentId}`, cookie: asPortalCustomer, body: form({}), own: 302, changes: true },
  ],
  "es/dashboard/signing/:documentId": [
    { name: "open a document to sign from the account, in Spanish", path: () => `/es/dashboard/signing/${fixture.signingSentId}`, cookie: asPortalCustomer, body: form({}), own: 302, changes: true },
  ],
  // The REST API: a browser's cross-site request is refused even with a token (a page must not
  // spend one it got hold of); the integrations it is for send no Origin and pass (below).
  "api/v1/leads/:form/:id/stage": [
    { name: "an integration moves a lead (JSON, bearer token)", path: () => `/api/v1/leads/quotes/${fixture.apiLeadId}/stage`, headers: asIntegration, body: json({ stage: "quoted" }), own: 200, changes: true },
  ],
  "api/v1/leads/:form/:id/owner": [
    { name: "an integration gives a lead to a team member", path: () => `/api/v1/leads/quotes/${fixture.apiLeadId}/owner`, headers: asIntegration, body: () => json({ owner_id: fixture.adminId })(), own: 200, changes: true },
  ],
  "api/v1/leads/:form/:id/follow-up": [
    {
      name: "an integration sets a follow-up",
      path: () => `/api/v1/leads/quotes/${fixture.apiLeadId}/follow-up`,
      headers: asIntegration,
      body: () => json({ at: new Date(Date.now() + 86_400_000).toISOString(), note: fresh("Call back") })(),
      own: 200,
      changes: true,
    },
  ],
  "api/v1/leads/:form/:id/notes": [
    { name: "an integration adds a note", path: () => `/api/v1/leads/quotes/${fixture.apiLeadId}/notes`, headers: asIntegration, body: () => json({ body: fresh("Synced from the CRM") })(), own: 201, changes: true },
  ],
};

function send(c: Case, method: string, headers: Record<string, string>): Promise<Response> {
  const { body, contentType } = c.body();
  const cookie = c.cookie?.();
  return fetch(server.url + c.path(), {
    method,
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...(cookie ? { Cookie: cookie } : {}), ...c.headers?.(), ...headers },
    redirect: "manual",
  });
}

const unchangedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

describe("the list of state-changing routes", () => {
  it("has a case for every route in app/routes.ts whose module exports an action", () => {
    const actionRoutes = routeList.filter((r) => r.hasAction).map((r) => r.pattern);
    // Sanity: the scan finds the routes known to change state today.
    expect(actionRoutes).toEqual(expect.arrayContaining(["quote", "login", "api/auth/*", "blog-manager", "admin/inbox/:form/:id"]));
    const uncovered = actionRoutes.filter((pattern) => !casesByPattern[pattern]?.length);
    expect(uncovered, "new routes with an action: add a case to casesByPattern in tests/e2e/cross-site.test.ts").toEqual([]);
    const stale = Object.keys(casesByPattern).filter((pattern) => !actionRoutes.includes(pattern));
    expect(stale, "cases for routes that no longer have an action").toEqual([]);
  });
});

describe.each(Object.entries(casesByPattern))("/%s", (pattern, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))("refuses a cross-site %s with 403 and changes nothing", async (_name, c) => {
    const before = databaseContents(server.databasePath);
    for (const variant of crossSiteVariants) {
      const response = await send(c, "POST", variant.headers);
      expect(response.status, `${pattern} ${c.name}: ${variant.name}`).toBe(403);
      expect(await response.text()).toBe(REFUSAL);
    }
    for (const method of otherMethods) {
      const response = await send(c, method, crossSiteVariants[0]!.headers);
      expect(response.status, `${pattern} ${c.name}: ${method}`).toBe(403);
    }
    expect(unchangedTables(before, databaseContents(server.databasePath)), "tables changed by refused requests").toEqual([]);

    // From the site itself the same request passes the guard (and does what it says).
    const own = await send(c, "POST", sameOrigin(server));
    expect(own.status, `${pattern} ${c.name} from the site itself`).toBe(c.own);
    if (c.changes) {
      const deadline = Date.now() + 2_000;
      let changed = unchangedTables(before, databaseContents(server.databasePath));
      while (!changed.length && Date.now() < deadline) changed = unchangedTables(before, databaseContents(server.databasePath));
      expect(changed.length, "the same request from the site itself changed nothing: the case proves nothing").toBeGreaterThan(0);
    }
  });
});

describe("every route in app/routes.ts", () => {
  it("answers a cross-site POST with 403, action or not, and nothing changes", async () => {
    const before = databaseContents(server.databasePath);
    const refusedWrongly: string[] = [];
    for (const route of routeList) {
      const path = concretePath(route.pattern);
      for (const variant of crossSiteVariants.slice(0, 3)) {
        const response = await fetch(server.url + path, {
          method: "POST",
          body: new URLSearchParams({ intent: "delete", id: "x" }),
          headers: { Cookie: fixture.adminCookie, ...variant.headers },
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status !== 403) refusedWrongly.push(`${path} (${variant.name}): ${response.status}`);
      }
    }
    expect(refusedWrongly).toEqual([]);
    expect(routeList.length).toBeGreaterThan(40);
    expect(unchangedTables(before, databaseContents(server.databasePath))).toEqual([]);
  });

  it("still serves safe methods cross-site (links from other sites keep working)", async () => {
    const response = await fetch(`${server.url}/quote`, { headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(200);
  });
});

describe("the REST API's POSTs", () => {
  it("pass the guard from an integration's server, which sends no Origin, Referer or Sec-Fetch-Site (by design: it carries no victim's cookie)", async () => {
    const response = await fetch(`${server.url}/api/v1/leads/quotes/${fixture.apiLeadId}/notes`, {
      method: "POST",
      headers: apiHeaders(fixture.apiToken),
      body: JSON.stringify({ body: "Posted by a server, not a browser." }),
    });
    expect(response.status).toBe(201);
    const refused = await fetch(`${server.url}/api/v1/leads/quotes/${fixture.apiLeadId}/notes`, {
      method: "POST",
      headers: { ...apiHeaders(fixture.apiToken), Origin: EVIL, "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ body: "Posted from another site's page." }),
    });
    expect(refused.status).toBe(403);
    expect(query(server.databasePath, "select body from lead_notes where record_id = ? and body like 'Posted %'", fixture.apiLeadId)).toEqual([{ body: "Posted by a server, not a browser." }]);
  });
});

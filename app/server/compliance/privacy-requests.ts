/**
 * Privacy requests (docs/product.md#privacy-requests): stored from /privacy/request with the
 * person's confirmation and the agency's notification in one transaction, then worked by an
 * admin: an owner, "in progress", one 30-day extension the person is told about with its reason,
 * and the answer, which is emailed to them and closes the request. Every change is audited.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { formatDate } from "../../lib/format.ts";
import {
  extendedDueAt,
  formatPrivacyReference,
  isClosedPrivacyStatus,
  privacyDueAt,
  privacyKindLabel,
  PRIVACY_ANSWER_DAYS,
  PRIVACY_DUE_SOON_DAYS,
  PRIVACY_EXTENSION_DAYS,
  PRIVACY_LIST_LIMIT,
  staffPrivacyRequestPath,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from "../../lib/privacy-requests.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfUrl, type Locale } from "../../lib/i18n/locale.ts";
import type { PrivacyRequestInput } from "../../lib/schemas/privacy-request.ts";
import { privacyKindLabelIn, privacyRequestLabels } from "../../lib/schemas/privacy-request-fields.ts";
import { recordAudit, recordView, type Actor } from "../audit/record-audit.ts";
import type { Database, PrivacyRequestsTable } from "../db/schema.ts";
import { isPostgres } from "../db/dialect.ts";
import { nextInYearlySequence } from "../leads/claim-number.ts";
import { lasVegasDateTime } from "../leads/lead-emails.ts";
import { enqueueEmails, type OutgoingEmail } from "../mail/enqueue-email.ts";
import { renderEmail, type EmailContent } from "../mail/render-email.ts";
import { listActiveTeam, type TeamMember } from "../pipeline/assignment.ts";
import { privacyRequestCreatedEvent } from "../integrations/record-events.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface PrivacyEmailContext {
  agency: Agency;
  publicUrl: string;
}

export interface PrivacyRequest {
  id: string;
  reference: string;
  kind: PrivacyRequestKind;
  firstName: string;
  lastName: string;
  email: string;
  details: string | null;
  status: PrivacyRequestStatus;
  owner: { id: string; name: string } | null;
  receivedAt: string;
  dueAt: string;
  extendedAt: string | null;
  extensionReason: string | null;
  answer: string | null;
  closedAt: string | null;
  closedBy: string | null;
  pageUrl: string;
}

const dueDay = (iso: string, locale: Locale = "en") => formatDate(iso, undefined, locale);
const url = (context: PrivacyEmailContext, path: string) => `${context.publicUrl.replace(/\/$/, "")}${path}`;

/**
 * The language a request was made in: its page's (/es/privacy/request is Spanish). The table
 * keeps the page's address, so the emails that follow (extension, answer) speak it too.
 */
export function privacyRequestLocale(pageUrl: string): Locale {
  try {
    return localeOfUrl(pageUrl);
  } catch {
    return "en";
  }
}

function personFooter(agency: Agency, locale: Locale): string[] {
  return [agency.name, fullAddress(agency), `${agency.phone.display} · ${agency.emails.info}`, translatorFor(locale)("privacyRequest.email.footer")];
}

/** To the person, about their own request, in the language they asked in: transactional (it goes even after an opt-out). */
function personEmail(
  kind: string,
  row: Pick<PrivacyRequestsTable, "id" | "email" | "reference" | "page_url">,
  context: PrivacyEmailContext,
  write: (t: Translate, locale: Locale) => Pick<EmailContent, "subject" | "heading" | "paragraphs" | "closing">,
): OutgoingEmail {
  const locale = privacyRequestLocale(row.page_url);
  const t = translatorFor(locale);
  return {
    kind,
    to: row.email,
    replyTo: context.agency.emails.info,
    record: { type: "privacy_request", id: row.id },
    ...renderEmail({
      ...write(t, locale),
      locale,
      summary: [[t("privacyRequest.email.reference"), row.reference]],
      footer: personFooter(context.agency, locale),
    }),
  };
}

/** Stores a request from /privacy/request and queues the person's confirmation and the agency's notification. */
export async function submitPrivacyRequest(
  db: Kysely<Database>,
  input: PrivacyRequestInput,
  context: PrivacyEmailContext & { pageUrl: string; now?: Date },
): Promise<{ id: string; reference: string }> {
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const { year, sequence } = await nextInYearlySequence(trx, "privacy", now);
    const row: PrivacyRequestsTable = {
      id: randomUUID(),
      reference: formatPrivacyReference(year, sequence),
      kind: input.kind,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      details: input.details,
      status: "received",
      owner_id: null,
      received_at: now.toISOString(),
      due_at: privacyDueAt(now).toISOString(),
      extended_at: null,
      extension_reason: null,
      answer: null,
      closed_at: null,
      closed_by: null,
      page_url: context.pageUrl,
    };
    await trx.insertInto("privacy_requests").values(row).execute();
    await privacyRequestCreatedEvent(trx, { id: row.id, reference: row.reference, kind: row.kind, dueAt: row.due_at }, now);
    const kind = privacyKindLabel(row.kind);
    const locale = privacyRequestLocale(row.page_url);
    const fields: [string, string | null][] = [
      [privacyRequestLabels.firstName, row.first_name],
      [privacyRequestLabels.lastName, row.last_name],
      [privacyRequestLabels.email, row.email],
      [privacyRequestLabels.kind, kind],
      [privacyRequestLabels.details, row.details],
    ];
    const confirmation = personEmail("privacy_request.confirmation", row, context, (t, locale) => ({
      subject: t("privacyRequest.email.confirmation.subject", { reference: row.reference }),
      heading: t("privacyRequest.email.confirmation.heading"),
      paragraphs: [
        t("privacyRequest.email.confirmation.asked", { name: row.first_name, kind: privacyKindLabelIn(locale, row.kind) }),
        t("privacyRequest.email.confirmation.due", { date: dueDay(row.due_at, locale), days: PRIVACY_ANSWER_DAYS }),
        t("privacyRequest.email.confirmation.questions", { phone: context.agency.phone.display, reference: row.reference }),
      ],
    }));
    const notification: OutgoingEmail = {
      kind: "privacy_request.notification",
      to: context.agency.emails.info,
      replyTo: row.email,
      record: { type: "privacy_request", id: row.id },
      ...renderEmail({
        subject: `Privacy request ${row.reference}: ${kind} (answer by ${dueDay(row.due_at)})`,
        heading: "A privacy request",
        paragraphs: [`The answer is due by ${dueDay(row.due_at)} (${PRIVACY_ANSWER_DAYS} days; one extension of ${PRIVACY_EXTENSION_DAYS} days is possible, with a reason sent to the person).`],
        // Staff answer in the person's language: a Spanish request says so.
        summary: [["Received", lasVegasDateTime(row.received_at)], ["Request", kind], ...(locale === "es" ? [["Language", "Spanish"] as [string, string]] : [])],
        fields,
        action: { label: "Open the request", url: url(context, staffPrivacyRequestPath(row.id)) },
        footer: [`${context.agency.name} back office`, "Privacy requests are worked by an administrator."],
      }),
    };
    await enqueueEmails(trx, [notification, confirmation]);
    return { id: row.id, reference: row.reference };
  });
}

const selectRequest = (db: Db) =>
  db
    .selectFrom("privacy_requests as r")
    .leftJoin("user as o", "o.id", "r.owner_id")
    .selectAll("r")
    .select(["o.name as owner_name", "o.email as owner_email"]);

type RequestRow = PrivacyRequestsTable & { owner_name: string | null; owner_email: string | null };

function toRequest(row: RequestRow): PrivacyRequest {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as PrivacyRequestKind,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    details: row.details,
    status: row.status as PrivacyRequestStatus,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name?.trim() || row.owner_email || "A former team member" } : null,
    receivedAt: row.received_at,
    dueAt: row.due_at,
    extendedAt: row.extended_at,
    extensionReason: row.extension_reason,
    answer: row.answer,
    closedAt: row.closed_at,
    closedBy: row.closed_by,
    pageUrl: row.page_url,
  };
}

export type PrivacyListFilter = "open" | "closed" | "all";


/** Open requests by due date (the most urgent first); closed ones newest first. */
export async function listPrivacyRequests(db: Kysely<Database>, filter: PrivacyListFilter, now = new Date()): Promise<{ requests: PrivacyRequest[]; counts: PrivacyCounts }> {
  let query = selectRequest(db);
  if (filter === "open") query = query.where("r.closed_at", "is", null).orderBy("r.due_at").orderBy("r.reference");
  else if (filter === "closed") query = query.where("r.closed_at", "is not", null).orderBy("r.closed_at", "desc");
  else query = query.orderBy("r.received_at", "desc");
  const rows = await query.limit(PRIVACY_LIST_LIMIT).execute();
  return { requests: rows.map(toRequest), counts: await countPrivacyRequests(db, now) };
}

export interface PrivacyCounts {
  open: number;
  /** Open and past the due date. */
  overdue: number;
  closed: number;
}

export async function countPrivacyRequests(db: Db, now: Date): Promise<PrivacyCounts> {
  const row = await db
    .selectFrom("privacy_requests")
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb.case().when("closed_at", "is", null).then(1).else(0).end()).as("open"),
      eb.fn.sum<number | string | null>(eb.case().when(eb.and([eb("closed_at", "is", null), eb("due_at", "<", now.toISOString())])).then(1).else(0).end()).as("overdue"),
      eb.fn.sum<number | string | null>(eb.case().when("closed_at", "is not", null).then(1).else(0).end()).as("closed"),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open ?? 0), overdue: Number(row.overdue ?? 0), closed: Number(row.closed ?? 0) };
}

/** One request for its staff page, with the admins who may own it; the opening is audited. */
export async function openPrivacyRequest(db: Kysely<Database>, actor: Actor, id: string): Promise<{ request: PrivacyRequest; owners: TeamMember[] } | null> {
  const row = await selectRequest(db).where("r.id", "=", id).executeTakeFirst();
  if (!row) return null;
  await recordView(db, actor, { action: "privacy_request.view", targetType: "privacy_request", targetId: id, targetLabel: row.reference });
  const owners = (await listActiveTeam(db)).filter((member) => member.role === "admin");
  return { request: toRequest(row), owners };
}

export type PrivacyWorkResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "closed" | "not-admin" | "already-extended" };

/** A change to an open request, in one transaction that holds the request; a missing or closed one is left alone. */
function changeOpenRequest(
  db: Kysely<Database>,
  id: string,
  change: (trx: Transaction<Database>, row: PrivacyRequestsTable) => Promise<PrivacyWorkResult>,
): Promise<PrivacyWorkResult> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("privacy_requests").selectAll().where("id", "=", id);
    // Two admins answering at once: the second waits and finds it closed (SQLite's writer lock does this by itself).
    if (isPostgres(trx as unknown as Kysely<unknown>)) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" };
    if (isClosedPrivacyStatus(row.status)) return { ok: false, reason: "closed" };
    return change(trx, row);
  });
}

/** Gives the request to an admin (privacy requests are theirs), or to nobody. */
export async function assignPrivacyRequest(db: Kysely<Database>, actor: Actor, id: string, ownerId: string | null): Promise<PrivacyWorkResult> {
  return changeOpenRequest(db, id, async (trx, row) => {
    if (row.owner_id === ownerId) return { ok: true, changed: false };
    let label = "nobody";
    if (ownerId) {
      const owner = (await listActiveTeam(trx)).find((member) => member.id === ownerId && member.role === "admin");
      if (!owner) return { ok: false, reason: "not-admin" };
      label = owner.email;
    }
    // Taking an unworked request starts it.
    const status = ownerId && row.status === "received" ? "in_progress" : row.status;
    await trx.updateTable("privacy_requests").set({ owner_id: ownerId, status }).where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "privacy_request.assign", targetType: "privacy_request", targetId: id, targetLabel: row.reference, detail: `Owner: ${label}` });
    return { ok: true, changed: true };
  });
}

/** Moves the due date once by 30 days and tells the person why, as the law asks. */
export async function extendPrivacyRequest(db: Kysely<Database>, actor: Actor, id: string, reason: string, context: PrivacyEmailContext, now = new Date()): Promise<PrivacyWorkResult> {
  return changeOpenRequest(db, id, async (trx, row) => {
    if (row.extended_at) return { ok: false, reason: "already-extended" };
    const dueAt = extendedDueAt(new Date(row.due_at)).toISOString();
    await trx
      .updateTable("privacy_requests")
      .set({ due_at: dueAt, extended_at: now.toISOString(), extension_reason: reason, status: row.status === "received" ? "in_progress" : row.status })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, { action: "privacy_request.extend", targetType: "privacy_request", targetId: id, targetLabel: row.reference, detail: `Due ${dueDay(row.due_at)} → ${dueDay(dueAt)}` });
    await enqueueEmails(trx, [
      personEmail("privacy_request.extension", row, context, (t, locale) => ({
        subject: t("privacyRequest.email.extension.subject", { reference: row.reference }),
        heading: t("privacyRequest.email.extension.heading"),
        paragraphs: [
          t("privacyRequest.email.extension.working", { kind: privacyKindLabelIn(locale, row.kind), days: PRIVACY_EXTENSION_DAYS }),
          t("privacyRequest.email.extension.why", { reason }),
          t("privacyRequest.email.extension.by", { date: dueDay(dueAt, locale) }),
        ],
      })),
    ]);
    return { ok: true, changed: true };
  });
}

/** Sends the answer to the person and closes the request: "answered" (done) or "declined" (the answer says why). */
export async function answerPrivacyRequest(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: { answer: string; outcome: "answered" | "declined" },
  context: PrivacyEmailContext,
  now = new Date(),
): Promise<PrivacyWorkResult> {
  return changeOpenRequest(db, id, async (trx, row) => {
    await trx
      .updateTable("privacy_requests")
      .set({ status: input.outcome, answer: input.answer, closed_at: now.toISOString(), closed_by: actor.email })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, {
      action: "privacy_request.answer",
      targetType: "privacy_request",
      targetId: id,
      targetLabel: row.reference,
      detail: input.outcome === "declined" ? "Declined, with the reason" : "Answered",
    });
    await enqueueEmails(trx, [
      personEmail("privacy_request.answer", row, context, (t, locale) => ({
        subject: t("privacyRequest.email.answer.subject", { reference: row.reference }),
        heading: t("privacyRequest.email.answer.heading"),
        // The answer itself is the admin's words, as written.
        paragraphs: [t("privacyRequest.email.answer.asked", { kind: privacyKindLabelIn(locale, row.kind) }), input.answer],
        closing: [t("privacyRequest.email.answer.questions", { phone: context.agency.phone.display })],
      })),
    ]);
    return { ok: true, changed: true };
  });
}

/** An open request as the daily digest lists it: no name or address, only what it is and when it is due. */
export interface PrivacyRequestDue {
  id: string;
  reference: string;
  kind: string;
  dueAt: string;
}

/**
 * The open requests an admin should answer soon (due within PRIVACY_DUE_SOON_DAYS, or overdue):
 * theirs, and those nobody owns (every admin sees them until one takes them). Most urgent first.
 */
export async function privacyRequestsDueFor(db: Db, adminId: string, now: Date, limit: number): Promise<PrivacyRequestDue[]> {
  const soon = new Date(now.getTime() + PRIVACY_DUE_SOON_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("privacy_requests")
    .select(["id", "reference", "kind", "due_at"])
    .where("closed_at", "is", null)
    .where("due_at", "<", soon)
    .where((eb) => eb.or([eb("owner_id", "=", adminId), eb("owner_id", "is", null)]))
    .orderBy("due_at")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, reference: r.reference, kind: r.kind, dueAt: r.due_at }));
}

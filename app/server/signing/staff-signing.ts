/**
 * What the back office's signing pages read beyond the lifecycle's own lists: the signing deps
 * built from the application's services, every document with the status a person reads
 * (sent, viewed, partly signed …) for /admin/signing, the overdue documents a member sent (My
 * work), the draft's page images' sizes, what a new signer is prefilled with, and turning a
 * click on a page image into fractions of the page (docs/product.md#documents-signed-online).
 */
import type { Kysely } from "kysely";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";
import type { TimelineEntry } from "../pipeline/timeline.ts";
import type { AppServices } from "../services.ts";
import { signingPdf } from "./pdf-layer.ts";
import { auditSigning, findDocument, type SigningDeps } from "./signing-context.ts";
import { signingHistory } from "./signing-lists.ts";
import { currentOrder, signingDueState, SIGNING_STATUSES, type SigningDueState } from "./signing-rules.ts";

export function signingDepsOf(services: Pick<AppServices, "db" | "fileKeys" | "agency" | "env">): SigningDeps {
  return { db: services.db, fileKeys: services.fileKeys, pdf: signingPdf, agency: services.agency, publicUrl: services.env.PUBLIC_URL };
}

/**
 * A document's status as staff read it: the stored status, with a sent one told apart by how far
 * its signers got (someone opened it, someone signed).
 */
export const SIGNING_LIST_STATUSES = ["draft", "sent", "viewed", "partly-signed", "completed", "declined", "expired", "voided"] as const;
export type SigningListStatus = (typeof SIGNING_LIST_STATUSES)[number];

export function isSigningListStatus(value: string): value is SigningListStatus {
  return (SIGNING_LIST_STATUSES as readonly string[]).includes(value);
}

export interface StaffSigningRow {
  id: string;
  reference: string;
  title: string;
  status: SigningListStatus;
  customer: { id: string; name: string } | null;
  policy: { id: string; number: string } | null;
  lead: { form: string; id: string } | null;
  createdAt: string;
  sentAt: string | null;
  expiresAt: string | null;
  /** Whose turn it is (sent documents only). */
  waitingOn: { name: string; role: string }[];
  signed: number;
  signers: number;
  /** Sent documents only: overdue or expiring soon. */
  due: SigningDueState | null;
}

const LIST_LIMIT = 200;

/** Every document, or those of one status as staff read it, newest first (at most 200). */
export async function listSigningDocuments(db: Kysely<Database>, options: { status?: SigningListStatus | null; now?: Date } = {}): Promise<StaffSigningRow[]> {
  const now = options.now ?? new Date();
  const wanted = options.status ?? null;
  const stored = wanted === "viewed" || wanted === "partly-signed" ? "sent" : wanted;
  let query = db
    .selectFrom("signing_documents as d")
    .leftJoin("customers as c", "c.id", "d.customer_id")
    .leftJoin("policies as p", "p.id", "d.policy_id")
    .select(["d.id", "d.reference", "d.title", "d.status", "d.customer_id", "c.name as customer_name", "d.policy_id", "p.policy_number", "d.lead_form", "d.lead_id", "d.created_at", "d.sent_at", "d.expires_at"])
    .orderBy("d.created_at", "desc")
    .orderBy("d.id", "desc")
    .limit(LIST_LIMIT);
  if (stored) query = query.where("d.status", "=", stored);
  const documents = await query.execute();
  if (!documents.length) return [];
  const signers = await db
    .selectFrom("signing_signers")
    .select(["document_id", "name", "role", "status", "signing_order", "sent_at", "viewed_at"])
    .where("document_id", "in", documents.map((d) => d.id))
    .execute();
  const rows = documents.map((d): StaffSigningRow => {
    const own = signers.filter((s) => s.document_id === d.id);
    const signed = own.filter((s) => s.status === "signed").length;
    const order = d.status === "sent" ? currentOrder(own) : null;
    const turn = own.filter((s) => s.signing_order === order && s.status === "sent");
    const turnSentAt = turn.map((s) => s.sent_at).filter((t): t is string => Boolean(t)).sort()[0] ?? null;
    let status: SigningListStatus = (SIGNING_STATUSES as readonly string[]).includes(d.status) ? (d.status as SigningListStatus) : "draft";
    if (status === "sent") status = signed ? "partly-signed" : own.some((s) => s.viewed_at) ? "viewed" : "sent";
    return {
      id: d.id,
      reference: d.reference,
      title: d.title,
      status,
      customer: d.customer_id ? { id: d.customer_id, name: d.customer_name ?? "" } : null,
      policy: d.policy_id ? { id: d.policy_id, number: d.policy_number ?? "" } : null,
      lead: d.lead_form && d.lead_id ? { form: d.lead_form, id: d.lead_id } : null,
      createdAt: d.created_at,
      sentAt: d.sent_at,
      expiresAt: d.expires_at,
      waitingOn: turn.map((s) => ({ name: s.name, role: s.role })),
      signed,
      signers: own.length,
      due: d.status === "sent" ? signingDueState(d, turnSentAt, now) : null,
    };
  });
  return wanted ? rows.filter((r) => r.status === wanted) : rows;
}

/** Each page image's size in pixels (where a click on it lands), by page number. */
export async function pageImageSizes(db: Kysely<Database>, documentId: string): Promise<{ page: number; widthPx: number; heightPx: number }[]> {
  const rows = await db.selectFrom("signing_pages").select(["page", "image_width_px", "image_height_px"]).where("document_id", "=", documentId).orderBy("page").execute();
  return rows.filter((r) => r.image_width_px && r.image_height_px).map((r) => ({ page: Number(r.page), widthPx: Number(r.image_width_px), heightPx: Number(r.image_height_px) }));
}

/**
 * A click on a page image (`place.x`/`place.y`, in the image's own pixels) as fractions of the
 * page, kept inside it; null when the click is not a pair of numbers.
 */
export function clickToFraction(x: string | null | undefined, y: string | null | undefined, image: { widthPx: number; heightPx: number }): { x: number; y: number } | null {
  const px = Number(x);
  const py = Number(y);
  if (x == null || y == null || x.trim() === "" || y.trim() === "" || !Number.isFinite(px) || !Number.isFinite(py)) return null;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return { x: clamp(px / image.widthPx), y: clamp(py / image.heightPx) };
}

/** Who a new draft's first signer is, when it belongs to a customer (its name and email), and the team to choose an agent from. */
export async function signerChoices(db: Kysely<Database>, customerId: string | null): Promise<{ customer: { name: string; email: string } | null; team: { id: string; name: string; email: string }[] }> {
  const [team, customer] = await Promise.all([
    listActiveTeam(db),
    customerId ? db.selectFrom("customers").select(["name", "contact_name", "kind", "email"]).where("id", "=", customerId).executeTakeFirst() : undefined,
  ]);
  return {
    // A business signs through its contact person.
    customer: customer ? { name: (customer.kind === "business" ? customer.contact_name : null) || customer.name, email: customer.email ?? "" } : null,
    team: team.map((m) => ({ id: m.id, name: m.name || m.email, email: m.email })),
  };
}

/** Staff downloaded the original or the signed file: the audit log says who and which. */
export async function recordSigningDownload(db: Kysely<Database>, staff: Actor, documentId: string, which: "original" | "signed", now = new Date()): Promise<void> {
  const document = await findDocument(db, documentId);
  if (document) await auditSigning(db, staff, document, "signing.download", which === "signed" ? "The signed PDF" : "The original PDF", now);
}

export interface SigningRecordView {
  customer: { id: string; name: string } | null;
  policy: { id: string; number: string } | null;
  lead: { form: LeadForm; id: string; name: string; email: string } | null;
}

/**
 * The record a new document is for, from the page's query (`customer`, `policy`, or `lead`
 * with its `form`), as the page names it; null when none is given or it does not exist.
 */
export async function findSigningRecord(db: Kysely<Database>, query: { customer?: string | null; policy?: string | null; lead?: string | null; form?: string | null }): Promise<SigningRecordView | null> {
  if (query.policy) {
    const row = await db.selectFrom("policies as p").innerJoin("customers as c", "c.id", "p.customer_id").select(["p.id", "p.policy_number", "c.id as customer_id", "c.name"]).where("p.id", "=", query.policy).executeTakeFirst();
    return row ? { customer: { id: row.customer_id, name: row.name }, policy: { id: row.id, number: row.policy_number }, lead: null } : null;
  }
  if (query.customer) {
    const row = await db.selectFrom("customers").select(["id", "name"]).where("id", "=", query.customer).executeTakeFirst();
    return row ? { customer: { id: row.id, name: row.name }, policy: null, lead: null } : null;
  }
  if (query.lead && query.form && (leadForms as readonly string[]).includes(query.form)) {
    const form = query.form as LeadForm;
    const row = await leadDb(db).selectFrom(leadTables[form].table).select(["id", "first_name", "last_name", "email"]).where("id", "=", query.lead).executeTakeFirst();
    return row ? { customer: null, policy: null, lead: { form, id: row.id, name: [row.first_name, row.last_name].filter(Boolean).join(" ") || row.email || "", email: row.email ?? "" } } : null;
  }
  return null;
}

/** What each email of a document reads as in its history (the timeline names lead emails only). */
const SIGNING_EMAIL_TITLES: Record<string, string> = {
  "signing.invitation": "Invitation to sign",
  "signing.reminder": "Reminder to sign",
  "signing.code": "Email code to a signer",
  "signing.completed": "Signed copy to a signer",
  "signing.voided": "Voided notice to a signer",
  "signing.declined": "Declined notice to the agency",
  "signing.staff_completed": "Completed notice to the agency",
  "signing.expired": "Expired notice to the agency",
};

/** A document's history for its staff page, newest first, its emails named in words. */
export async function documentHistory(db: Kysely<Database>, documentId: string): Promise<TimelineEntry[]> {
  const entries = await signingHistory(db, [documentId]);
  return entries.map((e) => (e.email ? { ...e, title: SIGNING_EMAIL_TITLES[e.email.kind] ?? e.title } : e));
}

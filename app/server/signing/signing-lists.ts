/**
 * Reading signing documents: everything out for signature with what is overdue (the back
 * office's list, and My work's for the person who sent them), a signed-in customer's documents
 * to sign, one document for staff with its signers, fields and history, its files for staff,
 * and the public check of a file's SHA-256 against the ledger of issued files.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { auditEntry, emailKindLabel, mergeTimeline, type TimelineEntry } from "../pipeline/timeline.ts";
import { fail, findDocument, listSigners, pageSizesOf, readSigningFile, type Db, type Failure, type SigningDeps } from "./signing-context.ts";
import { currentOrder, normalizeSha256, signingDueState, type SigningDueState } from "./signing-rules.ts";
import type { FieldBox, PageSize } from "./signing-types.ts";

export interface OutForSignature {
  id: string;
  reference: string;
  title: string;
  customerId: string | null;
  customerName: string | null;
  policyId: string | null;
  lead: { form: string; id: string } | null;
  sentAt: string;
  sentBy: string | null;
  expiresAt: string;
  /** Whose turn it is: their names and when they were emailed. */
  waitingOn: { name: string; role: string; sentAt: string | null; viewed: boolean }[];
  signed: number;
  signers: number;
  due: SigningDueState;
}

const DUE_RANK: Record<SigningDueState, number> = { expiring: 0, overdue: 1, waiting: 2 };

const sentDocumentsStatement = statementTemplate((db: Kysely<Database>, { sentBy }: { sentBy: string | undefined }) => {
  let query = db
    .selectFrom("signing_documents as d")
    .leftJoin("customers as c", "c.id", "d.customer_id")
    .select(["d.id", "d.reference", "d.title", "d.customer_id", "c.name as customer_name", "d.policy_id", "d.lead_form", "d.lead_id", "d.sent_at", "d.sent_by", "d.expires_at"])
    .where("d.status", "=", "sent")
    .orderBy("d.expires_at")
    .orderBy("d.id");
  if (sentBy !== undefined) query = query.where("d.sent_by", "=", sentBy);
  return query.limit(500);
});

const signersOfStatement = statementTemplate((db: Kysely<Database>, { documentIds }: { documentIds: readonly string[] }) =>
  db
    .selectFrom("signing_signers")
    .select(["document_id", "name", "role", "status", "signing_order", "sent_at", "reminded_at", "viewed_at"])
    .where("document_id", "in", [...documentIds]),
);

/**
 * Every sent document (optionally only those one staff member sent: My work), the most urgent
 * first (expiring, then overdue, then by expiry), at most `limit`.
 */
export async function listOutForSignature(db: Kysely<Database>, options: { now?: Date; sentBy?: string; limit?: number } = {}): Promise<OutForSignature[]> {
  const now = options.now ?? new Date();
  const documents = await sentDocumentsStatement.rows(db, { sentBy: options.sentBy || undefined });
  if (!documents.length) return [];
  const signers = await signersOfStatement.rows(db, { documentIds: documents.map((d) => d.id) });
  const rows = documents.map((d): OutForSignature => {
    const own = signers.filter((s) => s.document_id === d.id);
    const order = currentOrder(own);
    const turn = own.filter((s) => s.signing_order === order && s.status === "sent");
    const turnSentAt = turn.map((s) => s.sent_at).filter((t): t is string => Boolean(t)).sort()[0] ?? null;
    return {
      id: d.id,
      reference: d.reference,
      title: d.title,
      customerId: d.customer_id,
      customerName: d.customer_name,
      policyId: d.policy_id,
      lead: d.lead_form && d.lead_id ? { form: d.lead_form, id: d.lead_id } : null,
      sentAt: d.sent_at!,
      sentBy: d.sent_by,
      expiresAt: d.expires_at!,
      waitingOn: turn.map((s) => ({ name: s.name, role: s.role, sentAt: s.sent_at, viewed: Boolean(s.viewed_at) })),
      signed: own.filter((s) => s.status === "signed").length,
      signers: own.length,
      due: signingDueState(d, turnSentAt, now),
    };
  });
  return rows.sort((a, b) => DUE_RANK[a.due] - DUE_RANK[b.due] || a.expiresAt.localeCompare(b.expiresAt)).slice(0, options.limit ?? 100);
}

export interface CustomerSigningItem {
  documentId: string;
  reference: string;
  title: string;
  status: string;
  /** This person's own step: waiting (not their turn yet), sent (to sign), signed, declined. */
  signerStatus: string;
  expiresAt: string | null;
  completedAt: string | null;
}

/**
 * A signed-in customer's documents out for signature or signed: those where they are a signer
 * by their account's (verified) email, or the customer signer of a document of their linked
 * customer record. Drafts are never shown. Links are not listed: they live only in the emails.
 */
export async function listCustomerSigningDocuments(db: Kysely<Database>, who: { email: string; customerId: string | null }): Promise<CustomerSigningItem[]> {
  const email = who.email.trim().toLowerCase();
  const rows = await db
    .selectFrom("signing_signers as s")
    .innerJoin("signing_documents as d", "d.id", "s.document_id")
    .select(["d.id", "d.reference", "d.title", "d.status", "s.status as signer_status", "d.expires_at", "d.completed_at", "d.sent_at"])
    .where("d.status", "!=", "draft")
    .where((eb) => {
      const byEmail = eb("s.email", "=", email);
      return who.customerId ? eb.or([byEmail, eb.and([eb("d.customer_id", "=", who.customerId), eb("s.role", "=", "customer")])]) : byEmail;
    })
    .orderBy("d.sent_at", "desc")
    .orderBy("d.id")
    .limit(200)
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
    .map((r) => ({ documentId: r.id, reference: r.reference, title: r.title, status: r.status, signerStatus: r.signer_status, expiresAt: r.expires_at, completedAt: r.completed_at }));
}

export interface StaffSigningDocument {
  id: string;
  reference: string;
  title: string;
  status: string;
  customerId: string | null;
  policyId: string | null;
  lead: { form: string; id: string } | null;
  pageSizes: PageSize[];
  originalSha256: string;
  finalSha256: string | null;
  customerDocumentId: string | null;
  createdAt: string;
  sentAt: string | null;
  expiresAt: string | null;
  completedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  expiredAt: string | null;
  signers: {
    id: string;
    name: string;
    email: string;
    locale: string;
    role: string;
    userId: string | null;
    order: number;
    status: string;
    sentAt: string | null;
    remindedAt: string | null;
    viewedAt: string | null;
    verifiedAt: string | null;
    consentedAt: string | null;
    consentVersion: string | null;
    signedAt: string | null;
    declinedAt: string | null;
    address: string | null;
    browser: string | null;
  }[];
  /** Values only once completed: staff see the signed file, not a signature in progress. */
  fields: { id: string; kind: string; box: FieldBox; signerId: string | null; required: boolean; label: string | null; filled: boolean }[];
}

export async function getSigningDocument(db: Kysely<Database>, documentId: string): Promise<StaffSigningDocument | null> {
  const d = await findDocument(db, documentId);
  if (!d) return null;
  const signers = await listSigners(db, documentId);
  const fields = await db.selectFrom("signing_fields").select(["id", "kind", "box_json", "signer_id", "required", "label", "filled_at"]).where("document_id", "=", documentId).orderBy("position").execute();
  return {
    id: d.id,
    reference: d.reference,
    title: d.title,
    status: d.status,
    customerId: d.customer_id,
    policyId: d.policy_id,
    lead: d.lead_form && d.lead_id ? { form: d.lead_form, id: d.lead_id } : null,
    pageSizes: pageSizesOf(d),
    originalSha256: d.original_sha256,
    finalSha256: d.final_sha256,
    customerDocumentId: d.customer_document_id,
    createdAt: d.created_at,
    sentAt: d.sent_at,
    expiresAt: d.expires_at,
    completedAt: d.completed_at,
    declinedAt: d.declined_at,
    declineReason: d.decline_reason,
    voidedAt: d.voided_at,
    voidReason: d.void_reason,
    expiredAt: d.expired_at,
    signers: signers.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      locale: s.locale,
      role: s.role,
      userId: s.user_id,
      order: s.signing_order,
      status: s.status,
      sentAt: s.sent_at,
      remindedAt: s.reminded_at,
      viewedAt: s.viewed_at,
      verifiedAt: s.verified_at,
      consentedAt: s.consented_at,
      consentVersion: s.consent_version,
      signedAt: s.signed_at,
      declinedAt: s.declined_at,
      address: s.sign_address,
      browser: s.sign_browser,
    })),
    fields: fields.map((f) => ({ id: f.id, kind: f.kind, box: JSON.parse(f.box_json) as FieldBox, signerId: f.signer_id, required: Boolean(Number(f.required)), label: f.label, filled: Boolean(f.filled_at) })),
  };
}

/** The original or the signed PDF for staff (the route audits the download). */
export async function signingFileForStaff(deps: SigningDeps, documentId: string, which: "original" | "signed"): Promise<{ ok: true; bytes: Uint8Array; fileName: string } | Failure<"not-found">> {
  const document = await findDocument(deps.db, documentId);
  const fileId = which === "original" ? document?.original_file_id : document?.final_file_id;
  if (!document || !fileId) return fail("not-found");
  const file = await readSigningFile(deps.db, deps.fileKeys, documentId, fileId);
  return file ? { ok: true, bytes: file.bytes, fileName: file.fileName } : fail("not-found");
}

/**
 * The public verification page's answer: whether the agency issued exactly this file (by its
 * SHA-256), and when. Nothing personal: the reference and the time only.
 */
export async function verifyIssuedFile(db: Db, sha256: string): Promise<{ ok: true; issued: true; issuedAt: string; reference: string } | { ok: true; issued: false } | Failure<"not-a-sha256">> {
  const hex = normalizeSha256(sha256);
  if (!hex) return fail("not-a-sha256");
  const row = await db.selectFrom("signing_issued_files").select(["issued_at", "reference"]).where("sha256", "=", hex).executeTakeFirst();
  return row ? { ok: true, issued: true, issuedAt: row.issued_at, reference: row.reference } : { ok: true, issued: false };
}

/** A document's history, newest first: its audit entries and its emails (the timeline's shape). */
export async function signingHistory(db: Kysely<Database>, documentIds: readonly string[], limit = 100): Promise<TimelineEntry[]> {
  if (!documentIds.length) return [];
  const audit = await db
    .selectFrom("audit_log")
    .select(["id", "created_at", "actor_email", "action", "detail", "target_label"])
    .where("target_type", "=", "signing")
    .where("target_id", "in", [...documentIds])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const emails = await db
    .selectFrom("email_outbox")
    .select(["id", "kind", "to_address", "subject", "status", "created_at", "sent_at"])
    .where("record_type", "=", "signing")
    .where("record_id", "in", [...documentIds])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return mergeTimeline(
    [
      audit.map((row) => {
        const entry = auditEntry(row);
        // Several documents on one record's timeline: each entry names its document.
        return documentIds.length > 1 ? { ...entry, detail: [row.target_label, entry.detail].filter(Boolean).join(": ") } : entry;
      }),
      emails.map(
        (e): TimelineEntry => ({
          key: `email:${e.id}`,
          at: e.created_at,
          kind: "email",
          title: emailKindLabel(e.kind),
          detail: null,
          actor: null,
          body: null,
          email: { id: e.id, kind: e.kind, subject: e.subject, to: e.to_address, status: e.status, sentAt: e.sent_at },
        }),
      ),
    ],
    limit,
  );
}


export interface RecordSigningItem {
  id: string;
  reference: string;
  title: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  expiresAt: string | null;
  completedAt: string | null;
  customerDocumentId: string | null;
}

/** `of`: whose documents, `id` theirs (a lead's with its `leadForm`). */
const signingDocumentsStatement = statementTemplate(
  (db: Kysely<Database>, { of, id, leadForm, limit }: { of: "customer" | "policy" | "lead"; id: string; leadForm: string | null; limit: number }) => {
    const query = db
      .selectFrom("signing_documents")
      .select(["id", "reference", "title", "status", "created_at", "sent_at", "expires_at", "completed_at", "customer_document_id"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit);
    if (of === "customer") return query.where("customer_id", "=", id);
    if (of === "policy") return query.where("policy_id", "=", id);
    return query.where("lead_form", "=", leadForm).where("lead_id", "=", id);
  },
  { shape: ["of"] },
);

/** A customer's, a policy's or a lead's documents for signature, newest first (their pages' lists and history). */
export async function listSigningDocumentsOf(
  db: Kysely<Database>,
  record: { customerId: string } | { policyId: string } | { lead: { form: string; id: string } },
  limit = 100,
): Promise<RecordSigningItem[]> {
  const rows = await signingDocumentsStatement.rows(
    db,
    "customerId" in record
      ? { of: "customer", id: record.customerId, leadForm: null, limit }
      : "policyId" in record
        ? { of: "policy", id: record.policyId, leadForm: null, limit }
        : { of: "lead", id: record.lead.id, leadForm: record.lead.form, limit },
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    title: r.title,
    status: r.status,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    expiresAt: r.expires_at,
    completedAt: r.completed_at,
    customerDocumentId: r.customer_document_id,
  }));
}

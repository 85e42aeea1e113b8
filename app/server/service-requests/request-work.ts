/**
 * The changes to a service request after it is sent (docs/product.md#service-requests), each
 * in one transaction with its audit entry, its emails and `changed_at`:
 * - the customer replies (text and files): a request waiting on them ("Needs info") or already
 *   "Completed" goes back to "In progress", so nothing they write waits unseen; the owner is emailed.
 * - staff reply (text and documents, each stored as a customer document): a "Received" request
 *   moves to "In progress" unless staff choose a status; the customer is emailed.
 * - staff change the status ("Completed" sets closed_at; any other clears it): the customer is emailed.
 * - staff change the owner (an active team member, or nobody).
 */
import { isLocale } from "../../lib/i18n/locale.ts";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { SERVICE_MESSAGE_FILE, type DocumentType } from "../../lib/documents.ts";
import { serviceRequestStatusLabel, type ServiceRequestStatus } from "../../lib/service-requests.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { storeCustomerDocument } from "../documents/store-document.ts";
import { storeUploads } from "../leads/store-uploads.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { policyLabel } from "./request-book.ts";
import { enqueueCustomerReplyEmail, enqueueStaffReplyEmail, enqueueStatusEmail, type RequestEmailContext, type RequestHeader } from "./request-emails.ts";
import { customerContact } from "./submit-service-request.ts";
import { serviceRequestUpdatedEvent } from "../integrations/record-events.ts";

type Trx = Transaction<Database>;
export type WorkContext = RequestEmailContext & { now?: Date };
/** A reply's files are stored encrypted with the agency's file keys. */
export type ReplyContext = WorkContext & { fileKeys: FileKeyring };

/** The request's columns its changes need, with what its emails say about it. */
async function loadForWork(trx: Trx, where: { id: string } | { number: string; customerId: string }) {
  let query = trx.selectFrom("service_requests").select(["id", "request_number", "request_type", "status", "customer_id", "policy_id", "owner_id", "locale"]);
  query = "id" in where ? query.where("id", "=", where.id) : query.where("request_number", "=", where.number).where("customer_id", "=", where.customerId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const [customer, policy, owner] = await Promise.all([
    customerContact(trx, row.customer_id),
    row.policy_id ? trx.selectFrom("policies").select(["line", "carrier", "policy_number", "status"]).where("id", "=", row.policy_id).executeTakeFirst() : undefined,
    row.owner_id ? trx.selectFrom("user").select(["name", "email"]).where("id", "=", row.owner_id).executeTakeFirst() : undefined,
  ]);
  const header: RequestHeader = {
    id: row.id,
    number: row.request_number,
    type: row.request_type,
    customerName: customer.name,
    customerEmail: customer.email,
    policyLabel: policy ? policyLabel(policy) : null,
    locale: isLocale(row.locale) ? row.locale : "en",
  };
  return { row, header, owner: owner ? { name: owner.name.trim() || owner.email, email: owner.email } : null };
}

/** Sets the status with its bookkeeping (changed_at, closed_at) and audit entry; false when it already was. */
async function setStatus(trx: Trx, actor: Actor, request: { id: string; request_number: string; status: string }, status: ServiceRequestStatus, now: Date, why?: string): Promise<boolean> {
  if (request.status === status) return false;
  const at = now.toISOString();
  await trx
    .updateTable("service_requests")
    .set({ status, changed_at: at, closed_at: status === "completed" ? at : null })
    .where("id", "=", request.id)
    .execute();
  const detail = `${serviceRequestStatusLabel(request.status)} → ${serviceRequestStatusLabel(status)}${why ? ` (${why})` : ""}`;
  await recordAudit(trx, actor, { action: "service_request.status", targetType: "service_request", targetId: request.id, targetLabel: request.request_number, detail }, now);
  return true;
}

export type WorkResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "not-team" };

/** The customer's reply in their own request's thread (found by its number and their customer id). */
export async function replyAsCustomer(
  db: Kysely<Database>,
  author: { userId: string; email: string; customerId: string },
  reply: { number: string; message: string; files: CheckedFile[] },
  context: ReplyContext,
): Promise<WorkResult & { reopened?: boolean }> {
  const now = context.now ?? new Date();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const loaded = await loadForWork(trx, { number: reply.number, customerId: author.customerId });
    if (!loaded) return { ok: false, reason: "not-found" } as const;
    const { row, header, owner } = loaded;
    const messageId = randomUUID();
    await trx
      .insertInto("service_messages")
      .values({ id: messageId, request_id: row.id, author_kind: "customer", author_id: author.userId, author_name: header.customerName, body: reply.message, created_at: at })
      .execute();
    await storeUploads(trx, context.fileKeys, { type: SERVICE_MESSAGE_FILE, id: messageId }, "attachment", reply.files, at);
    const reopened =
      row.status === "needs_info" || row.status === "completed"
        ? await setStatus(trx, { id: author.userId, email: author.email }, row, "in_progress", now, "the customer replied")
        : false;
    await trx.updateTable("service_requests").set({ changed_at: at, customer_read_at: at }).where("id", "=", row.id).execute();
    await serviceRequestUpdatedEvent(trx, { id: row.id, number: row.request_number, change: "customer_reply", status: reopened ? "in_progress" : row.status, ownerId: row.owner_id, message: reply.message }, now);
    await enqueueCustomerReplyEmail(trx, { ...header, status: reopened ? "in_progress" : row.status }, { body: reply.message, files: reply.files.map((f) => f.fileName), at: now }, owner, context);
    return { ok: true, changed: true, reopened } as const;
  });
}

export interface StaffReply {
  message: string;
  /** The kind and title of the attached documents (a title given for several files is numbered). */
  docType: DocumentType;
  title: string | null;
  /** The status afterwards; "keep" leaves it (a Received request still moves to In progress). */
  status: ServiceRequestStatus | "keep";
  files: CheckedFile[];
}

/** The document title of each attached file: the title given (numbered when several), else the file's name without its extension. */
export function documentTitles(title: string | null, files: Pick<CheckedFile, "fileName">[]): string[] {
  return files.map((file, i) => {
    if (title) return files.length > 1 ? `${title} (${i + 1})` : title;
    return file.fileName.replace(/\.[^.]+$/, "") || file.fileName;
  });
}

/** A staff member's reply; each attached file becomes a customer document of the request's customer and policy. */
export async function replyAsStaff(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  requestId: string,
  reply: StaffReply,
  context: ReplyContext,
): Promise<WorkResult> {
  const now = context.now ?? new Date();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const loaded = await loadForWork(trx, { id: requestId });
    if (!loaded) return { ok: false, reason: "not-found" } as const;
    const { row, header } = loaded;
    const author = await trx.selectFrom("user").select(["name", "email"]).where("id", "=", actor.id).executeTakeFirst();
    const authorName = author?.name.trim() || author?.email || actor.email;
    await trx
      .insertInto("service_messages")
      .values({ id: randomUUID(), request_id: row.id, author_kind: "staff", author_id: actor.id, author_name: authorName, body: reply.message, created_at: at })
      .execute();
    const titles = documentTitles(reply.title, reply.files);
    for (const [i, file] of reply.files.entries()) {
      await storeCustomerDocument(trx, context.fileKeys, {
        customerId: row.customer_id,
        policyId: row.policy_id,
        requestId: row.id,
        docType: reply.docType,
        title: titles[i]!,
        uploadedBy: actor.id,
        file,
        now: at,
      });
    }
    const next = reply.status === "keep" ? (row.status === "received" ? "in_progress" : null) : reply.status;
    const changed = next ? await setStatus(trx, actor, row, next, now) : false;
    if (!changed) await trx.updateTable("service_requests").set({ changed_at: at }).where("id", "=", row.id).execute();
    const files = reply.files.length ? `; ${reply.files.length === 1 ? "1 document" : `${reply.files.length} documents`}: ${titles.join(", ")}` : "";
    await recordAudit(trx, actor, { action: "service_request.reply", targetType: "service_request", targetId: row.id, targetLabel: row.request_number, detail: `Replied${files}` }, now);
    await serviceRequestUpdatedEvent(trx, { id: row.id, number: row.request_number, change: "staff_reply", status: changed ? next! : row.status, ownerId: row.owner_id }, now);
    await enqueueStaffReplyEmail(trx, { ...header, status: changed ? next! : row.status }, { authorName, documents: reply.files.length }, context);
    return { ok: true, changed: true } as const;
  });
}

/** Staff set the status; the customer is told by email. */
export async function changeRequestStatus(db: Kysely<Database>, actor: Actor, requestId: string, status: ServiceRequestStatus, context: WorkContext): Promise<WorkResult> {
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const loaded = await loadForWork(trx, { id: requestId });
    if (!loaded) return { ok: false, reason: "not-found" } as const;
    const changed = await setStatus(trx, actor, loaded.row, status, now);
    if (changed) {
      await serviceRequestUpdatedEvent(trx, { id: loaded.row.id, number: loaded.row.request_number, change: "status", status, ownerId: loaded.row.owner_id }, now);
      await enqueueStatusEmail(trx, { ...loaded.header, status }, context);
    }
    return { ok: true, changed } as const;
  });
}

/** Staff give the request to an active team member, or to nobody. */
export async function changeRequestOwner(db: Kysely<Database>, actor: Actor, requestId: string, ownerId: string | null, now = new Date()): Promise<WorkResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("service_requests").select(["id", "request_number", "owner_id", "status"]).where("id", "=", requestId).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    const owner = ownerId ? (await listActiveTeam(trx)).find((m) => m.id === ownerId) : null;
    if (ownerId && !owner) return { ok: false, reason: "not-team" } as const;
    if (row.owner_id === ownerId) return { ok: true, changed: false } as const;
    await trx.updateTable("service_requests").set({ owner_id: ownerId, changed_at: now.toISOString() }).where("id", "=", row.id).execute();
    await recordAudit(
      trx,
      actor,
      { action: "service_request.assign", targetType: "service_request", targetId: row.id, targetLabel: row.request_number, detail: owner ? `→ ${owner.email}` : "→ nobody" },
      now,
    );
    await serviceRequestUpdatedEvent(trx, { id: row.id, number: row.request_number, change: "owner", status: row.status, ownerId }, now);
    return { ok: true, changed: true } as const;
  });
}

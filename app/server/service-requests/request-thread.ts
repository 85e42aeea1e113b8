/**
 * A service request with its thread, as the customer and staff see it: the request's header
 * and details, then its messages oldest first, each with the customer's attached files and the
 * documents staff sent with it (customer documents, also listed under the customer's Documents).
 * The customer reaches a request only through its number AND their customer id.
 */
import type { Kysely } from "kysely";
import { SERVICE_MESSAGE_FILE } from "../../lib/documents.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database, ServiceRequestsTable } from "../db/schema.ts";
import { parseDetails, type DetailField } from "../leads/submission-details.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { ENVELOPE_COLUMNS, openStoredFile, type EnvelopeColumns } from "../uploads/stored-files.ts";
import { policyLabel } from "./request-book.ts";

type Db = Kysely<Database>;

export interface ThreadFile {
  id: string;
  fileName: string;
  size: number;
}

export interface ThreadDocument {
  id: string;
  title: string;
}

export interface ThreadMessage {
  id: string;
  authorKind: "customer" | "staff";
  authorName: string;
  body: string;
  createdAt: string;
  files: ThreadFile[];
  documents: ThreadDocument[];
}

export interface RequestView {
  id: string;
  number: string;
  type: string;
  status: string;
  createdAt: string;
  changedAt: string;
  closedAt: string | null;
  policy: { id: string; label: string } | null;
  details: DetailField[];
  customer: { id: string; name: string; email: string | null };
  owner: { id: string; name: string; email: string } | null;
  messages: ThreadMessage[];
}

type RequestRow = Pick<ServiceRequestsTable, "id" | "request_number" | "request_type" | "status" | "created_at" | "changed_at" | "closed_at" | "policy_id" | "details_json" | "customer_id" | "owner_id">;

const requestColumns = ["id", "request_number", "request_type", "status", "created_at", "changed_at", "closed_at", "policy_id", "details_json", "customer_id", "owner_id"] as const;

async function viewOf(db: Db, row: RequestRow): Promise<RequestView> {
  const [customer, owner, policy, messages, documents] = await Promise.all([
    db.selectFrom("customers").select(["id", "name", "email"]).where("id", "=", row.customer_id).executeTakeFirst(),
    row.owner_id ? db.selectFrom("user").select(["id", "name", "email"]).where("id", "=", row.owner_id).executeTakeFirst() : undefined,
    row.policy_id ? db.selectFrom("policies").select(["id", "line", "carrier", "policy_number", "status"]).where("id", "=", row.policy_id).executeTakeFirst() : undefined,
    db.selectFrom("service_messages").selectAll().where("request_id", "=", row.id).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("customer_documents").select(["id", "title", "created_at", "uploaded_by"]).where("request_id", "=", row.id).orderBy("created_at").orderBy("id").execute(),
  ]);
  const messageIds = messages.map((m) => m.id);
  const files = messageIds.length
    ? await db
        .selectFrom("uploaded_files")
        .select(["id", "owner_id", "file_name", "size_bytes"])
        .where("owner_type", "=", SERVICE_MESSAGE_FILE)
        .where("owner_id", "in", messageIds)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    : [];
  // A staff reply's documents are stored in its transaction, with the message's time and author.
  const documentsOf = (m: (typeof messages)[number]) =>
    m.author_kind === "staff" ? documents.filter((d) => d.created_at === m.created_at && d.uploaded_by === m.author_id).map((d) => ({ id: d.id, title: d.title })) : [];
  return {
    id: row.id,
    number: row.request_number,
    type: row.request_type,
    status: row.status,
    createdAt: row.created_at,
    changedAt: row.changed_at,
    closedAt: row.closed_at,
    policy: policy ? { id: policy.id, label: policyLabel(policy) } : null,
    details: parseDetails(row.details_json),
    customer: customer ?? { id: row.customer_id, name: "(customer removed)", email: null },
    owner: owner ? { id: owner.id, name: owner.name.trim() || owner.email, email: owner.email } : null,
    messages: messages.map((m) => ({
      id: m.id,
      authorKind: m.author_kind,
      authorName: m.author_name,
      body: m.body,
      createdAt: m.created_at,
      files: files.filter((f) => f.owner_id === m.id).map((f) => ({ id: f.id, fileName: f.file_name, size: Number(f.size_bytes) })),
      documents: documentsOf(m),
    })),
  };
}

/** The customer's own request by its number, or null (not theirs, or no such number). Opening it marks the replies read. */
export async function openCustomerRequest(db: Db, customerId: string, number: string, now = new Date()): Promise<RequestView | null> {
  const row = await db.selectFrom("service_requests").select(requestColumns).where("request_number", "=", number).where("customer_id", "=", customerId).executeTakeFirst();
  if (!row) return null;
  await db.updateTable("service_requests").set({ customer_read_at: now.toISOString() }).where("id", "=", row.id).execute();
  return viewOf(db, row);
}

/** A request for the back office, by id. */
export async function getStaffRequest(db: Db, id: string): Promise<RequestView | null> {
  const row = await db.selectFrom("service_requests").select(requestColumns).where("id", "=", id).executeTakeFirst();
  return row ? viewOf(db, row) : null;
}

export interface StoredRequestFile {
  fileName: string;
  contentType: string;
  data: Uint8Array<ArrayBuffer>;
  requestId: string;
  requestNumber: string;
}

function fileQuery(db: Db, fileId: string) {
  return db
    .selectFrom("uploaded_files")
    .innerJoin("service_messages", "service_messages.id", "uploaded_files.owner_id")
    .innerJoin("service_requests", "service_requests.id", "service_messages.request_id")
    .select(["uploaded_files.id", "uploaded_files.file_name", "uploaded_files.content_type", "uploaded_files.data", ...ENVELOPE_COLUMNS.map((c) => `uploaded_files.${c}` as const), "service_requests.id as request_id", "service_requests.request_number"])
    .where("uploaded_files.id", "=", fileId)
    .where("uploaded_files.owner_type", "=", SERVICE_MESSAGE_FILE);
}

/** The row's original bytes (decrypted with the agency's keys) and where it belongs. */
const stored = (fileKeys: FileKeyring, row: ({ id: string; file_name: string; content_type: string; data: Uint8Array; request_id: string; request_number: string } & EnvelopeColumns) | undefined): StoredRequestFile | null =>
  row ? { fileName: row.file_name, contentType: row.content_type, data: openStoredFile(fileKeys, row), requestId: row.request_id, requestNumber: row.request_number } : null;

/** A file attached to a message of the customer's own request (found through the request's number and the customer). */
export async function getCustomerRequestFile(db: Db, fileKeys: FileKeyring, customerId: string, number: string, fileId: string): Promise<StoredRequestFile | null> {
  return stored(fileKeys, await fileQuery(db, fileId).where("service_requests.request_number", "=", number).where("service_requests.customer_id", "=", customerId).executeTakeFirst());
}

/** A file attached to a message of this request, for staff. */
export async function getStaffRequestFile(db: Db, fileKeys: FileKeyring, requestId: string, fileId: string): Promise<StoredRequestFile | null> {
  return stored(fileKeys, await fileQuery(db, fileId).where("service_requests.id", "=", requestId).executeTakeFirst());
}

/** A staff download of a request's file, audited ("file.download" on the request). */
export async function downloadStaffRequestFile(db: Db, fileKeys: FileKeyring, actor: Actor, requestId: string, fileId: string): Promise<StoredRequestFile | null> {
  const file = await getStaffRequestFile(db, fileKeys, requestId, fileId);
  if (file) {
    await recordAudit(db, actor, { action: "file.download", targetType: "service_request", targetId: file.requestId, targetLabel: file.requestNumber, detail: file.fileName });
  }
  return file;
}

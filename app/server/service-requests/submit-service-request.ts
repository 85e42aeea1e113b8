/**
 * Storing a customer's new service request (docs/product.md#service-requests), in one
 * transaction: its number (SR-<year>-<six digits>, from the yearly counter), its owner, the
 * request with its details, the thread's first message with the attached files, the audit
 * entry of the assignment, and the owner's email. Nothing is shown as sent before it commits.
 */
import type { Locale } from "../../lib/i18n/locale.ts";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { SERVICE_MESSAGE_FILE } from "../../lib/documents.ts";
import type { ServiceRequestTypeCode } from "../../lib/service-requests.ts";
import { recordAudit, systemActor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { nextInYearlySequence } from "../leads/claim-number.ts";
import { storeUploads } from "../leads/store-uploads.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import type { CustomerBook } from "./request-book.ts";
import { firstMessage, requestDetails } from "./request-details.ts";
import { enqueueNewRequestEmail, type RequestEmailContext } from "./request-emails.ts";
import { chooseRequestOwner } from "./request-owner.ts";
import { serviceRequestCreatedEvent } from "../integrations/record-events.ts";

export function formatServiceRequestNumber(year: number, sequence: number): string {
  return `SR-${year}-${String(sequence).padStart(6, "0")}`;
}

export async function nextServiceRequestNumber(trx: Transaction<Database>, now: Date): Promise<string> {
  const { year, sequence } = await nextInYearlySequence(trx, "service-request", now);
  return formatServiceRequestNumber(year, sequence);
}

export interface NewServiceRequest {
  customerId: string;
  /** The signed-in account that asks. */
  userId: string;
  type: ServiceRequestTypeCode;
  /** The form's validated values (app/lib/schemas/service-request.ts). */
  input: Record<string, unknown>;
  /** The customer's policies, to name what the input refers to. */
  book: CustomerBook;
  files: CheckedFile[];
  /** The language of the page it was sent from (English when not given). */
  locale?: Locale;
}

/** The customer's name and the address they are written to (their account's, else the record's). */
export async function customerContact(db: Kysely<Database> | Transaction<Database>, customerId: string) {
  const row = await db
    .selectFrom("customers")
    .leftJoin("user", "user.id", "customers.user_id")
    .select(["customers.name", "customers.email", "customers.owner_id", "user.email as account_email"])
    .where("customers.id", "=", customerId)
    .executeTakeFirstOrThrow();
  return { name: row.name, email: row.account_email ?? row.email, ownerId: row.owner_id };
}

export async function submitServiceRequest(
  db: Kysely<Database>,
  request: NewServiceRequest,
  context: RequestEmailContext & { fileKeys: FileKeyring; now?: Date },
): Promise<{ id: string; number: string }> {
  const now = context.now ?? new Date();
  const at = now.toISOString();
  const id = randomUUID();
  const policyId = typeof request.input.policyId === "string" ? request.input.policyId : null;
  const details = requestDetails(request.type, request.input, request.book, request.files.map((f) => f.fileName));
  const body = firstMessage(request.type, request.input, request.book);
  return db.transaction().execute(async (trx) => {
    const number = await nextServiceRequestNumber(trx, now);
    const customer = await customerContact(trx, request.customerId);
    const { owner, by } = await chooseRequestOwner(trx, customer.ownerId, now);
    await trx
      .insertInto("service_requests")
      .values({
        id,
        request_number: number,
        customer_id: request.customerId,
        policy_id: policyId,
        user_id: request.userId,
        request_type: request.type,
        details_json: JSON.stringify(details),
        status: "received",
        owner_id: owner?.id ?? null,
        created_at: at,
        changed_at: at,
        closed_at: null,
        // The customer has read their own request.
        customer_read_at: at,
        locale: request.locale ?? "en",
      })
      .execute();
    const messageId = randomUUID();
    await trx
      .insertInto("service_messages")
      .values({ id: messageId, request_id: id, author_kind: "customer", author_id: request.userId, author_name: customer.name, body, created_at: at })
      .execute();
    await storeUploads(trx, context.fileKeys, { type: SERVICE_MESSAGE_FILE, id: messageId }, "attachment", request.files, at);
    await serviceRequestCreatedEvent(trx, { id, number, type: request.type, customerId: request.customerId, policyId, ownerId: owner?.id ?? null, message: body }, now);
    if (owner) {
      await recordAudit(
        trx,
        systemActor(by === "customer-owner" ? "the customer's contact" : "assignment rule"),
        { action: "service_request.assign", targetType: "service_request", targetId: id, targetLabel: number, detail: `→ ${owner.email}` },
        now,
      );
    }
    const policyLabel = request.book.policies.find((p) => p.id === policyId)?.label ?? null;
    await enqueueNewRequestEmail(
      trx,
      {
        id,
        number,
        type: request.type,
        customerName: customer.name,
        customerEmail: customer.email,
        policyLabel,
        details,
        files: request.files.map((f) => f.fileName),
        receivedAt: now,
      },
      owner ? { name: owner.name.trim() || owner.email, email: owner.email } : null,
      context,
    );
    return { id, number };
  });
}

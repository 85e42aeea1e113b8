/**
 * Service requests through the API (docs/product.md#the-api): each with its fields and its
 * thread, the customer's attachments and the documents staff sent by name only (never their
 * contents). The list is ordered by created_at then id, ascending, paged by a cursor of the last
 * row's key, filtered by customer, status and changed_at.
 *
 * An erased person's requests and messages are deleted rows (compliance/erase-person-data.ts).
 */
import type { Kysely, Selectable } from "kysely";
import { SERVICE_MESSAGE_FILE } from "../../../lib/documents.ts";
import type { Database, ServiceRequestsTable } from "../../db/schema.ts";
import { parseDetails } from "../../leads/submission-details.ts";
import { pageOf } from "./customers.ts";
import { decodeCursor } from "./cursor.ts";
import { apiPaths, apiUrl } from "./paths.ts";
import { fieldError, found, invalid, missing, type ApiResult } from "./results.ts";
import type { ApiServiceRequest, ApiServiceRequestListQuery, ApiServiceRequestPage } from "./schemas.ts";

type Db = Kysely<Database>;

const requestColumns = ["id", "request_number", "customer_id", "policy_id", "request_type", "status", "owner_id", "locale", "created_at", "changed_at", "closed_at", "details_json"] as const;
type RequestRow = Pick<Selectable<ServiceRequestsTable>, (typeof requestColumns)[number]>;

/** Requests with their threads: three queries for the whole set, whatever its size. */
async function withThreads(db: Db, publicUrl: string, requests: RequestRow[]): Promise<ApiServiceRequest[]> {
  const ids = requests.map((r) => r.id);
  const messages = ids.length ? await db.selectFrom("service_messages").selectAll().where("request_id", "in", ids).orderBy("created_at").orderBy("id").execute() : [];
  const messageIds = messages.map((m) => m.id);
  const [files, documents] = await Promise.all([
    messageIds.length
      ? db
          .selectFrom("uploaded_files")
          .select(["owner_id", "file_name", "size_bytes"])
          .where("owner_type", "=", SERVICE_MESSAGE_FILE)
          .where("owner_id", "in", messageIds)
          .orderBy("created_at")
          .orderBy("id")
          .execute()
      : [],
    ids.length
      ? db.selectFrom("customer_documents").select(["id", "request_id", "title", "created_at", "uploaded_by"]).where("request_id", "in", ids).orderBy("created_at").orderBy("id").execute()
      : [],
  ]);
  return requests.map((r) => ({
    id: r.id,
    number: r.request_number,
    customer_id: r.customer_id,
    policy_id: r.policy_id,
    type: r.request_type,
    status: r.status,
    owner_id: r.owner_id,
    locale: r.locale === "es" ? "es" : "en",
    created_at: r.created_at,
    changed_at: r.changed_at,
    closed_at: r.closed_at,
    fields: parseDetails(r.details_json),
    messages: messages
      .filter((m) => m.request_id === r.id)
      .map((m) => ({
        id: m.id,
        author_kind: m.author_kind,
        author_name: m.author_name,
        body: m.body,
        created_at: m.created_at,
        attachments: files.filter((f) => f.owner_id === m.id).map((f) => ({ name: f.file_name, size_bytes: Number(f.size_bytes) })),
        // A staff reply's documents are stored in its transaction, with the message's time and author (as the thread shows them).
        documents:
          m.author_kind === "staff"
            ? documents.filter((d) => d.request_id === r.id && d.created_at === m.created_at && d.uploaded_by === m.author_id).map((d) => ({ id: d.id, title: d.title }))
            : [],
      })),
    api_url: apiUrl(publicUrl, apiPaths.serviceRequest(r.id)),
  }));
}

export async function listApiServiceRequests(db: Db, publicUrl: string, query: ApiServiceRequestListQuery): Promise<ApiResult<ApiServiceRequestPage>> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, 2);
  if (query.cursor !== undefined && !after) return invalid(fieldError("cursor", "This cursor is not one this API gave. Start again without it."));
  let rows = db.selectFrom("service_requests").select(requestColumns);
  if (query.customer_id) rows = rows.where("customer_id", "=", query.customer_id);
  if (query.status) rows = rows.where("status", "=", query.status);
  if (query.updated_since) rows = rows.where("changed_at", ">=", new Date(query.updated_since).toISOString());
  if (after) rows = rows.where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(after[0]!, after[1]!)));
  const read = await rows.orderBy("created_at").orderBy("id").limit(query.limit + 1).execute();
  const page = pageOf(read, query.limit);
  return found({ data: await withThreads(db, publicUrl, page.data), next_cursor: page.next_cursor });
}

export async function getApiServiceRequest(db: Db, publicUrl: string, id: string): Promise<ApiResult<ApiServiceRequest>> {
  const row = await db.selectFrom("service_requests").select(requestColumns).where("id", "=", id).executeTakeFirst();
  if (!row) return missing("service request");
  const [answer] = await withThreads(db, publicUrl, [row]);
  return found(answer!);
}

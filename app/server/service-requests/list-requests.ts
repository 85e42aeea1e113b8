/**
 * The lists of service requests: the staff inbox (/admin/service-requests: open requests by
 * default, filters for status, owner and a search by request number or customer name/email,
 * newest first, keyset pages) and the customer's own list (with "New reply" when staff wrote
 * after the customer last opened the request).
 */
import { sql, type Kysely } from "kysely";
import { openServiceRequestStatuses, serviceRequestStatuses } from "../../lib/service-requests.ts";
import type { Database } from "../db/schema.ts";
import { lowerLike } from "../db/like.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { parseSearchTerm } from "../inbox/search-term.ts";
import { policyLabel } from "./request-book.ts";

export const REQUEST_PAGE_SIZE = 25;

export type StatusFilter = "open" | "all" | (typeof serviceRequestStatuses)[number]["value"];
export type OwnerFilter = "" | "me" | "unassigned";

export interface InboxParams {
  status: StatusFilter;
  owner: OwnerFilter;
  q: string;
  /** Older than this row (the next page), or newer than it (the previous page). */
  after: string;
  before: string;
}

const statusFilters: readonly string[] = ["open", "all", ...serviceRequestStatuses.map((s) => s.value)];

/** A cursor is `created_at|id` of the row it continues from. */
function parseCursor(value: string | null): { at: string; id: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([\w-]{1,64})$/.exec(value ?? "");
  return match ? { at: match[1]!, id: match[2]! } : null;
}

export function inboxParams(search: URLSearchParams): InboxParams {
  const status = search.get("status") ?? "open";
  const owner = search.get("owner") ?? "";
  return {
    status: (statusFilters.includes(status) ? status : "open") as StatusFilter,
    owner: (owner === "me" || owner === "unassigned" ? owner : "") as OwnerFilter,
    q: parseSearchTerm(search.get("q"))?.text ?? "",
    after: parseCursor(search.get("after")) ? search.get("after")! : "",
    before: parseCursor(search.get("before")) ? search.get("before")! : "",
  };
}

export interface InboxRow {
  id: string;
  number: string;
  type: string;
  status: string;
  createdAt: string;
  customer: { id: string; name: string };
  policy: string | null;
  owner: string | null;
  /** Who wrote last: the customer (staff's turn) or staff. */
  lastFrom: "customer" | "staff" | null;
  lastAt: string | null;
}

export interface InboxPage {
  rows: InboxRow[];
  /** Cursors of the neighbouring pages (null: none). */
  newer: string | null;
  older: string | null;
}

/** One page of request ids under the filters; `after` or `before` a cursor when paging. */
const pageIdsStatement = statementTemplate(
  (
    db: Kysely<Database>,
    v: { status: string; owner: string; viewerId: string; pattern: string | null; afterAt: string | null; afterId: string | null; beforeAt: string | null; beforeId: string | null; limit: number },
  ) => {
    let pageQuery = db.selectFrom("service_requests as r").select(["r.id", "r.created_at"]);
    if (v.status === "open") pageQuery = pageQuery.where("r.status", "in", [...openServiceRequestStatuses]);
    else if (v.status !== "all") pageQuery = pageQuery.where("r.status", "=", v.status);
    if (v.owner === "me") pageQuery = pageQuery.where("r.owner_id", "=", v.viewerId);
    else if (v.owner === "unassigned") pageQuery = pageQuery.where("r.owner_id", "is", null);
    const pattern = v.pattern;
    if (pattern !== null) {
      // The customer is read only to match the term (a request always has one).
      pageQuery = pageQuery.where((eb) =>
        eb.or([
          lowerLike("r.request_number", pattern),
          eb.exists(
            eb
              .selectFrom("customers as c")
              .select("c.id")
              .whereRef("c.id", "=", "r.customer_id")
              .where((inner) => inner.or([lowerLike("c.name", pattern), lowerLike("c.email", pattern)])),
          ),
        ]),
      );
    }
    const { afterAt, afterId, beforeAt, beforeId } = v;
    if (afterAt !== null && afterId !== null) {
      pageQuery = pageQuery.where((eb) => eb.or([eb("r.created_at", "<", afterAt), eb.and([eb("r.created_at", "=", afterAt), eb("r.id", "<", afterId)])]));
    } else if (beforeAt !== null && beforeId !== null) {
      pageQuery = pageQuery.where((eb) => eb.or([eb("r.created_at", ">", beforeAt), eb.and([eb("r.created_at", "=", beforeAt), eb("r.id", ">", beforeId)])]));
    }
    const direction = beforeAt !== null ? "asc" : "desc";
    return pageQuery.orderBy("r.created_at", direction).orderBy("r.id", direction).limit(v.limit);
  },
  { shape: ["status", "owner"] },
);

/** The page's requests with their customer, policy, owner and last message. */
const pageDetailsStatement = statementTemplate((db: Kysely<Database>, { ids }: { ids: readonly string[] }) =>
  db
    .selectFrom("service_requests as r")
    .innerJoin("customers as c", "c.id", "r.customer_id")
    .leftJoin("policies as p", "p.id", "r.policy_id")
    .leftJoin("user as o", "o.id", "r.owner_id")
    .select([
      "r.id",
      "r.request_number",
      "r.request_type",
      "r.status",
      "r.created_at",
      "c.id as customer_id",
      "c.name as customer_name",
      "p.line",
      "p.carrier",
      "p.policy_number",
      "p.status as policy_status",
      "o.name as owner_name",
      "o.email as owner_email",
    ])
    .select((eb) => [
      eb.selectFrom("service_messages as m").select("m.author_kind").whereRef("m.request_id", "=", "r.id").orderBy("m.created_at", "desc").orderBy("m.id", "desc").limit(1).as("last_from"),
      eb.selectFrom("service_messages as m").select("m.created_at").whereRef("m.request_id", "=", "r.id").orderBy("m.created_at", "desc").orderBy("m.id", "desc").limit(1).as("last_at"),
    ])
    .where("r.id", "in", [...ids]),
);

export async function listServiceRequests(db: Kysely<Database>, viewerId: string, params: InboxParams, pageSize = REQUEST_PAGE_SIZE): Promise<InboxPage> {
  const after = parseCursor(params.after);
  const before = after ? null : parseCursor(params.before);
  // The page first (the filters, the order, the limit: an index walk and a small sort), then the
  // details of its rows alone: the last-message lookups would otherwise run for every open request.
  const ids = await pageIdsStatement.rows(db, {
    status: params.status,
    owner: params.owner,
    viewerId,
    pattern: parseSearchTerm(params.q)?.pattern ?? null,
    afterAt: after?.at ?? null,
    afterId: after?.id ?? null,
    beforeAt: before?.at ?? null,
    beforeId: before?.id ?? null,
    limit: pageSize + 1,
  });
  const more = ids.length > pageSize;
  const pageIds = ids.slice(0, pageSize).map((r) => r.id);
  if (before) pageIds.reverse();
  const details = pageIds.length ? await pageDetailsStatement.rows(db, { ids: pageIds }) : [];
  const byId = new Map(details.map((r) => [r.id, r]));
  const page = pageIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rows: InboxRow[] = page.map((r) => ({
    id: r.id,
    number: r.request_number,
    type: r.request_type,
    status: r.status,
    createdAt: r.created_at,
    customer: { id: r.customer_id, name: r.customer_name },
    policy: r.line && r.carrier && r.policy_number ? policyLabel({ line: r.line, carrier: r.carrier, policy_number: r.policy_number, status: r.policy_status ?? "active" }) : null,
    owner: r.owner_email ? r.owner_name?.trim() || r.owner_email : null,
    lastFrom: r.last_from === "customer" || r.last_from === "staff" ? r.last_from : null,
    lastAt: r.last_at ?? null,
  }));
  const cursorOf = (row: InboxRow | undefined) => (row ? `${row.createdAt}|${row.id}` : null);
  return {
    rows,
    newer: after || (before && more) ? cursorOf(rows[0]) : null,
    older: before || more ? cursorOf(rows[rows.length - 1]) : null,
  };
}

export interface CustomerRequestRow {
  number: string;
  type: string;
  status: string;
  createdAt: string;
  changedAt: string;
  /** Staff wrote since the customer last opened the request. */
  newReply: boolean;
}

/** The customer's requests, newest first. */
export async function listCustomerRequests(db: Kysely<Database>, customerId: string, limit = 200): Promise<CustomerRequestRow[]> {
  const rows = await db
    .selectFrom("service_requests as r")
    .select(["r.request_number", "r.request_type", "r.status", "r.created_at", "r.changed_at"])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("service_messages as m")
            .select("m.id")
            .whereRef("m.request_id", "=", "r.id")
            .where("m.author_kind", "=", "staff")
            .where("m.created_at", ">", sql<string>`coalesce(r.customer_read_at, '')`),
        )
        .as("new_reply"),
    )
    .where("r.customer_id", "=", customerId)
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    number: r.request_number,
    type: r.request_type,
    status: r.status,
    createdAt: r.created_at,
    changedAt: r.changed_at,
    newReply: r.new_reply === true || Number(r.new_reply) === 1,
  }));
}

/**
 * Customers and their policies through the API (docs/product.md#the-api): lists ordered by
 * created_at then id, ascending, paged by a cursor of the last row's key (rows added while a
 * client pages come after it), filtered by updated_at; one customer with its policies' ids; a
 * policy with its vehicles and drivers.
 *
 * An erased person's customer records and policies are deleted rows
 * (compliance/erase-person-data.ts): in no list, and their ids answer not found.
 */
import type { Kysely, Selectable } from "kysely";
import type { CustomersTable, Database, PoliciesTable } from "../../db/schema.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { apiPaths, apiUrl } from "./paths.ts";
import { fieldError, found, invalid, missing, type ApiResult } from "./results.ts";
import type { ApiCustomer, ApiCustomerDetail, ApiCustomerListQuery, ApiCustomerPage, ApiPolicy, ApiPolicyListQuery, ApiPolicyPage } from "./schemas.ts";

type Db = Kysely<Database>;

const badCursor = () => invalid(fieldError("cursor", "This cursor is not one this API gave. Start again without it."));
const utc = (instant: string) => new Date(instant).toISOString();

/** The page and the next cursor from rows read one past the limit. */
export function pageOf<T extends { created_at: string; id: string }>(rows: T[], limit: number): { data: T[]; next_cursor: string | null } {
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return { data, next_cursor: rows.length > limit && last ? encodeCursor([last.created_at, last.id]) : null };
}

const customerColumns = ["id", "kind", "name", "contact_name", "email", "alt_email", "phone", "alt_phone", "address", "city", "state", "zip_code", "owner_id", "external_ref", "language", "created_at", "updated_at"] as const;

function apiCustomerOf(publicUrl: string, row: Pick<Selectable<CustomersTable>, (typeof customerColumns)[number]>): ApiCustomer {
  return { ...row, api_url: apiUrl(publicUrl, apiPaths.customer(row.id)) };
}

export async function listApiCustomers(db: Db, publicUrl: string, query: ApiCustomerListQuery): Promise<ApiResult<ApiCustomerPage>> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, 2);
  if (query.cursor !== undefined && !after) return badCursor();
  let rows = db.selectFrom("customers").select(customerColumns);
  if (query.updated_since) rows = rows.where("updated_at", ">=", utc(query.updated_since));
  if (after) rows = rows.where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(after[0]!, after[1]!)));
  const read = await rows.orderBy("created_at").orderBy("id").limit(query.limit + 1).execute();
  const page = pageOf(read, query.limit);
  return found({ data: page.data.map((row) => apiCustomerOf(publicUrl, row)), next_cursor: page.next_cursor });
}

export async function getApiCustomer(db: Db, publicUrl: string, id: string): Promise<ApiResult<ApiCustomerDetail>> {
  const row = await db.selectFrom("customers").select(customerColumns).where("id", "=", id).executeTakeFirst();
  if (!row) return missing("customer");
  const policies = await db.selectFrom("policies").select("id").where("customer_id", "=", id).orderBy("expiration_date").orderBy("id").execute();
  return found({ ...apiCustomerOf(publicUrl, row), policy_ids: policies.map((p) => p.id) });
}

/** Policies with their vehicles and drivers (two queries for the whole set). */
async function withVehiclesAndDrivers(db: Db, publicUrl: string, policies: Selectable<PoliciesTable>[]): Promise<ApiPolicy[]> {
  const ids = policies.map((p) => p.id);
  const [vehicles, drivers] = ids.length
    ? await Promise.all([
        db.selectFrom("policy_vehicles").select(["id", "policy_id", "year", "make", "model", "vin"]).where("policy_id", "in", ids).orderBy("position").orderBy("id").execute(),
        db.selectFrom("policy_drivers").select(["id", "policy_id", "name", "date_of_birth"]).where("policy_id", "in", ids).orderBy("position").orderBy("id").execute(),
      ])
    : [[], []];
  return policies.map((p) => ({
    id: p.id,
    customer_id: p.customer_id,
    line: p.line,
    carrier: p.carrier,
    policy_number: p.policy_number,
    effective_date: p.effective_date,
    expiration_date: p.expiration_date,
    status: p.status,
    billing: p.billing,
    payment_url: p.payment_url,
    premium_cents: p.premium_cents === null ? null : Number(p.premium_cents),
    vehicles: vehicles.filter((v) => v.policy_id === p.id).map((v) => ({ id: v.id, year: v.year, make: v.make, model: v.model, vin: v.vin })),
    drivers: drivers.filter((d) => d.policy_id === p.id).map((d) => ({ id: d.id, name: d.name, date_of_birth: d.date_of_birth })),
    created_at: p.created_at,
    updated_at: p.updated_at,
    api_url: apiUrl(publicUrl, apiPaths.policy(p.id)),
  }));
}

export async function listApiPolicies(db: Db, publicUrl: string, query: ApiPolicyListQuery): Promise<ApiResult<ApiPolicyPage>> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, 2);
  if (query.cursor !== undefined && !after) return badCursor();
  let [from, to] = [query.expiring_from ?? "", query.expiring_to ?? ""];
  if (from && to && from > to) [from, to] = [to, from];
  let rows = db.selectFrom("policies").selectAll();
  if (query.customer_id) rows = rows.where("customer_id", "=", query.customer_id);
  if (query.updated_since) rows = rows.where("updated_at", ">=", utc(query.updated_since));
  if (from) rows = rows.where("expiration_date", ">=", from);
  if (to) rows = rows.where("expiration_date", "<=", to);
  if (after) rows = rows.where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(after[0]!, after[1]!)));
  const read = await rows.orderBy("created_at").orderBy("id").limit(query.limit + 1).execute();
  const page = pageOf(read, query.limit);
  return found({ data: await withVehiclesAndDrivers(db, publicUrl, page.data), next_cursor: page.next_cursor });
}

export async function getApiPolicy(db: Db, publicUrl: string, id: string): Promise<ApiResult<ApiPolicy>> {
  const policy = await db.selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirst();
  if (!policy) return missing("policy");
  const [answer] = await withVehiclesAndDrivers(db, publicUrl, [policy]);
  return found(answer!);
}

/**
 * The customer list (docs/product.md#customers-and-policies): customers by name, 50 to a page
 * (keyset: the next page starts after the last row's name and id, so a page costs the same at
 * any depth), optionally only the viewer's, optionally searched.
 *
 * The search matches a customer's search_text (name, contact, emails, phones as digits, the
 * import's id: customer-search-text.ts), and separately, in their own tables, a policy number
 * whatever its spacing or case, and a VIN (the whole VIN, or its last 6 or more characters):
 * those hits come back with what matched, since nothing on the row would show why it is there.
 * A policy number is looked up in migration 0016's index, a whole VIN in policy_vehicles_vin_idx;
 * a VIN's end and the customer fields are read in full (20,000 customers: a few milliseconds).
 */
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { normalizeVin, policyLineLabel, policyNumberKey } from "../../lib/policies.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { ftsQuery, searchNeedles } from "../inbox/lead-filters.ts";
import { parseSearchTerm } from "../inbox/search-term.ts";

export const CUSTOMERS_PAGE_SIZE = 50;
/** At most this many policy or vehicle hits are looked at for one search (a term matching more is not a number). */
const MAX_KEY_HITS = 200;
/** A partial VIN is its end: staff often have the last 6 or 8 characters. */
const MIN_VIN_TAIL = 6;

export interface CustomerListParams {
  q: string;
  /** Only the customers assigned to the viewer. */
  mine: boolean;
  /** The id of the previous page's last customer. */
  after: string | null;
}

export function customerListParams(search: URLSearchParams): CustomerListParams {
  const after = search.get("after");
  return {
    q: (search.get("q") ?? "").slice(0, 200),
    mine: search.get("mine") === "1",
    after: after && after.length <= 100 ? after : null,
  };
}

export interface CustomerListRow {
  id: string;
  name: string;
  kind: "person" | "business";
  email: string | null;
  phone: string | null;
  owner: { id: string; name: string } | null;
  policyCount: number;
  /** The soonest expiration of an active or pending policy, today or later (YYYY-MM-DD). */
  nextExpiration: string | null;
  /** Why a search found it when its own fields did not say: "VIN 1HGCM82633A004352 · 2019 Honda Civic". */
  matches: string[];
}

export interface CustomerList {
  rows: CustomerListRow[];
  /** The `after` of the next page, or null on the last page. */
  nextAfter: string | null;
}

/** A VIN's alphabet: letters and digits, never I, O or Q (a term with them is a name, not a VIN). */
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/**
 * A policy's number key: policy_key is "<carrier>|<number key>", so the part after the bar is
 * the number however it was typed. Spelled exactly as migration 0016 indexes it on each engine.
 */
function numberKeyOfPolicy(db: Kysely<Database>) {
  return isPostgres(db) ? sql`substr(policy_key, strpos(policy_key, '|') + 1)` : sql`substr(policy_key, instr(policy_key, '|') + 1)`;
}

/** The customers (and what matched) whose policy number or vehicle VIN is the term. */
export async function keyHits(db: Kysely<Database>, text: string): Promise<Map<string, string[]>> {
  const hits = new Map<string, string[]>();
  const add = (customerId: string, what: string) => hits.set(customerId, [...(hits.get(customerId) ?? []), what]);

  const numberKey = policyNumberKey(text);
  if (numberKey.length >= 3) {
    const policies = await db
      .selectFrom("policies")
      .select(["customer_id", "carrier", "policy_number", "line"])
      .where(sql<SqlBool>`${numberKeyOfPolicy(db)} = ${numberKey}`)
      .limit(MAX_KEY_HITS)
      .execute();
    for (const p of policies) add(p.customer_id, `Policy ${p.policy_number} · ${p.carrier} ${policyLineLabel(p.line)}`);
  }

  const vin = normalizeVin(text);
  if (VIN_CHARACTERS.test(vin) && /\d/.test(vin) && vin.length >= MIN_VIN_TAIL && vin.length <= 17) {
    const vehicles = await db
      .selectFrom("policy_vehicles as v")
      .innerJoin("policies as p", "p.id", "v.policy_id")
      .select(["p.customer_id", "p.policy_number", "v.vin", "v.year", "v.make", "v.model"])
      .where(vin.length === 17 ? sql<SqlBool>`v.vin = ${vin}` : sql<SqlBool>`v.vin like ${`%${vin}`}`)
      .limit(MAX_KEY_HITS)
      .execute();
    for (const v of vehicles) {
      const vehicle = [v.year, v.make, v.model].filter(Boolean).join(" ");
      add(v.customer_id, `VIN ${v.vin}${vehicle ? ` · ${vehicle}` : ""} · policy ${v.policy_number}`);
    }
  }
  return hits;
}

export async function listCustomers(db: Kysely<Database>, viewerId: string, params: CustomerListParams, today: string): Promise<CustomerList> {
  const term = parseSearchTerm(params.q);
  const hits = term ? await keyHits(db, term.text) : new Map<string, string[]>();

  let query = db
    .selectFrom("customers as c")
    .leftJoin("user as o", "o.id", "c.owner_id")
    .select(["c.id", "c.name", "c.kind", "c.email", "c.phone", "c.owner_id", "o.name as owner_name"]);
  if (term) {
    query = query.where((eb) => {
      // search_text is lower-case; LIKE with an escaped pattern reads the same on both engines.
      const contains: Expression<SqlBool>[] = [sql<SqlBool>`c.search_text like ${term.pattern} escape '\\'`];
      if (term.digitsPattern) contains.push(sql<SqlBool>`c.search_text like ${term.digitsPattern}`);
      // The trigram index finds the candidates (migration 0017): FTS5 on SQLite; on PostgreSQL the LIKE itself uses pg_trgm.
      const needles = searchNeedles(term);
      const conditions: Expression<SqlBool>[] =
        needles.short || isPostgres(db)
          ? contains
          : [eb.and([sql<SqlBool>`c.rowid in (select rowid from customers_search where customers_search match ${ftsQuery(needles)})`, eb.or(contains)])];
      if (hits.size) conditions.push(eb("c.id", "in", [...hits.keys()]));
      return eb.or(conditions);
    });
  }
  if (params.mine) query = query.where("c.owner_id", "=", viewerId);
  if (params.after) {
    const last = await db.selectFrom("customers").select(["name", "id"]).where("id", "=", params.after).executeTakeFirst();
    if (last) query = query.where(sql<SqlBool>`(c.name, c.id) > (${last.name}, ${last.id})`);
  }
  const rows = await query.orderBy("c.name").orderBy("c.id").limit(CUSTOMERS_PAGE_SIZE + 1).execute();
  const page = rows.slice(0, CUSTOMERS_PAGE_SIZE);

  const summaries = page.length
    ? await db
        .selectFrom("policies")
        .select((eb) => [
          "customer_id",
          eb.fn.countAll<number | string>().as("policy_count"),
          eb.fn
            .min(
              eb
                .case()
                .when(eb.and([eb("status", "in", ["active", "pending"]), eb("expiration_date", ">=", today)]))
                .then(eb.ref("expiration_date"))
                .end(),
            )
            .as("next_expiration"),
        ])
        .where("customer_id", "in", page.map((r) => r.id))
        .groupBy("customer_id")
        .execute()
    : [];
  const summaryOf = new Map(summaries.map((s) => [s.customer_id, s]));

  return {
    rows: page.map((r) => {
      const summary = summaryOf.get(r.id);
      return {
        id: r.id,
        name: r.name,
        kind: r.kind,
        email: r.email,
        phone: r.phone,
        owner: r.owner_id ? { id: r.owner_id, name: r.owner_name ?? "(former account)" } : null,
        policyCount: Number(summary?.policy_count ?? 0),
        nextExpiration: (summary?.next_expiration as string | null | undefined) ?? null,
        matches: hits.get(r.id) ?? [],
      };
    }),
    nextAfter: rows.length > CUSTOMERS_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

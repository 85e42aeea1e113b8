import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * The customer search finds a policy by its number whatever its spacing or case
 * (docs/product.md#customers-and-policies): the number's key is the part of policy_key after
 * the bar ("statefarm|PAP123456"), and this index on that part lets the search look it up
 * instead of reading every policy. The expression is each engine's spelling of the same thing;
 * app/server/customers/list-customers.ts queries it with exactly these words.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const numberKey = isPostgres(db) ? sql`substr(policy_key, strpos(policy_key, '|') + 1)` : sql`substr(policy_key, instr(policy_key, '|') + 1)`;
  await sql`create index policies_number_key_idx on policies ((${numberKey}))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("policies_number_key_idx").execute();
}

import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * - policies_expiration_idx gains the policy id (status, expiration date, id): the Renewals
 *   view pages through a window in that order from the index alone, instead of reading and
 *   sorting every policy of the window (32 ms for 90 days of 35,000 policies on SQLite).
 * - The customer search (app/server/customers/list-customers.ts) through a trigram index, as the
 * inbox search does (migration 0008): on SQLite an FTS5 table with the trigram tokenizer over
 * customers.search_text (external content, kept in step by triggers, secure-delete so a removed
 * customer's text leaves the index at once); on PostgreSQL a pg_trgm GIN index when the
 * extension is there (migration 0008 installs it when it can; without it the search scans).
 * Without it a search read every customer: 16 ms at 20,000 customers on SQLite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("policies_expiration_idx").execute();
  await db.schema.createIndex("policies_expiration_idx").on("policies").columns(["status", "expiration_date", "id"]).execute();
  if (isPostgres(db)) {
    const trgm = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (trgm.rows.length) await sql`create index customers_search_idx on customers using gin (search_text gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table customers_search using fts5(search_text, content='customers', content_rowid='rowid', tokenize='trigram')`.execute(db);
  await sql`insert into customers_search (customers_search, rank) values ('secure-delete', 1)`.execute(db);
  await sql`insert into customers_search (customers_search) values ('rebuild')`.execute(db);
  await sql`create trigger customers_search_insert after insert on customers begin
    insert into customers_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger customers_search_delete after delete on customers begin
    insert into customers_search (customers_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
  end`.execute(db);
  await sql`create trigger customers_search_update after update of search_text on customers begin
    insert into customers_search (customers_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    insert into customers_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("policies_expiration_idx").execute();
  await db.schema.createIndex("policies_expiration_idx").on("policies").columns(["status", "expiration_date"]).execute();
  if (isPostgres(db)) {
    await sql`drop index if exists customers_search_idx`.execute(db);
    return;
  }
  for (const trigger of ["customers_search_update", "customers_search_delete", "customers_search_insert"]) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table customers_search`.execute(db);
}

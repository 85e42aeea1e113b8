import { sql, type Kysely, type RawBuilder } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * The lead inboxes at scale (app/server/inbox/lead-filters.ts, list-leads.ts, export-leads.ts):
 * a search index, keyset indexes for the list and the CSV export, and the catalogue of field
 * labels the export's header is made of.
 *
 * - search_text on each lead table: one lower-cased text per record holding everything the
 *   inbox search matches (name, email, phone as typed and as digits, the ZIP code or the
 *   claim number), one per line. A generated column, so every insert (forms, scripts,
 *   tests) fills it the same way and nothing else can get it wrong. Indexed by FTS5 with
 *   the trigram tokenizer on SQLite (an external-content table kept in step by triggers,
 *   secure-delete so a deleted record's text leaves the index at once) and by pg_trgm's
 *   GIN index on PostgreSQL. Without the pg_trgm extension (not installed, or no right to
 *   create it) the column stays unindexed: search still works, scanning.
 * - (created_at, id) and (status, created_at, id): the inbox's order with its tie-break,
 *   so a page and an export batch are found by seeking in an index. They replace
 *   (created_at) and (status, created_at), their prefixes.
 * - lead_field_labels: every field label any record of a form has been stored with (from
 *   details_json), written by triggers in the same transaction as the record. The export
 *   builds its header from it instead of reading the whole table once more.
 */

/** The lead tables and the column each searches besides name, email and phone (app/server/inbox/lead-tables.ts). */
const LEAD_TABLES = {
  quote_requests: "zip_code",
  claims: "claim_number",
  job_applications: "zip_code",
  pay_per_mile_quotes: "zip_code",
} as const;
type LeadTable = keyof typeof LEAD_TABLES;

/** The generated column's expression. The search term never holds a line break, so no match spans two parts. */
function searchText(db: Kysely<any>, extra: string): RawBuilder<string> {
  const nl = isPostgres(db) ? sql`chr(10)` : sql`char(10)`;
  const phone = sql.ref("phone");
  let digits: RawBuilder<unknown> = sql`${phone}`;
  for (const ch of ["(", ")", "-", " ", ".", "+"]) digits = sql`replace(${digits}, ${sql.lit(ch)}, '')`;
  return sql<string>`lower(${sql.ref("first_name")} || ' ' || ${sql.ref("last_name")}) || ${nl} || lower(${sql.ref("email")}) || ${nl} || lower(${phone}) || ${nl} || ${digits} || ${nl} || lower(${sql.ref(extra)})`;
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const [table, extra] of Object.entries(LEAD_TABLES) as [LeadTable, string][]) {
    const t = sql.table(table);
    const fts = sql.table(`${table}_search`);
    // SQLite adds only virtual generated columns to an existing table: computed when read,
    // which is only for the FTS index's writes and for candidate rows.
    await sql`alter table ${t} add column search_text text generated always as (${searchText(db, extra)}) virtual`.execute(db);
    await sql`create virtual table ${fts} using fts5(search_text, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(db);
    await sql`insert into ${fts} (${fts}, rank) values ('secure-delete', 1)`.execute(db);
    await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_insert`)} after insert on ${t} begin
      insert into ${fts} (rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${t} begin
      insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_update`)} after update of first_name, last_name, email, phone, ${sql.ref(extra)} on ${t} begin
      insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into ${fts} (rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
  }
}

/**
 * The labels of a details_json value as parseDetails() reads them (objects with a text label
 * and a text value), from `json_each(…) as j`; a value that is not JSON has none.
 */
const sqliteFields = (details: RawBuilder<unknown>) =>
  sql`json_each(case when json_valid(${details}) then ${details} else '[]' end) as j`;
const sqliteIsField = sql`case when j.type = 'object' then json_type(j.value, '$.label') = 'text' and json_type(j.value, '$.value') = 'text' else 0 end`;

async function upSqliteLabels(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(LEAD_TABLES) as LeadTable[]) {
    const t = sql.table(table);
    await sql`insert or ignore into lead_field_labels (lead_table, label, first_seen_at)
      select ${sql.lit(table)}, json_extract(j.value, '$.label') as field_label, min(r.created_at)
      from ${t} as r, ${sqliteFields(sql`r.details_json`)}
      where ${sqliteIsField}
      group by field_label`.execute(db);
    for (const [event, when] of [["insert", "insert"], ["update", "update of details_json"]] as const) {
      await sql`create trigger ${sql.raw(`${table}_labels_${event}`)} after ${sql.raw(when)} on ${t} begin
        insert or ignore into lead_field_labels (lead_table, label, first_seen_at)
        select ${sql.lit(table)}, json_extract(j.value, '$.label'), new.created_at from ${sqliteFields(sql`new.details_json`)}
        where ${sqliteIsField};
      end`.execute(db);
    }
  }
}

/** Creates pg_trgm when it can; false when it is not installed and cannot be (the search then scans). */
async function pgTrgm(db: Kysely<any>): Promise<boolean> {
  const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length) return true;
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows.length) return false;
  // A failed CREATE EXTENSION (no right to create it) would abort the migration's transaction: a savepoint contains it.
  const inTransaction = db.isTransaction;
  if (inTransaction) await sql`savepoint pg_trgm_attempt`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    if (inTransaction) await sql`release savepoint pg_trgm_attempt`.execute(db);
    return true;
  } catch {
    if (inTransaction) await sql`rollback to savepoint pg_trgm_attempt`.execute(db);
    return false;
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const trgm = await pgTrgm(db);
  for (const [table, extra] of Object.entries(LEAD_TABLES) as [LeadTable, string][]) {
    await sql`alter table ${sql.table(table)} add column search_text text generated always as (${searchText(db, extra)}) stored`.execute(db);
    if (trgm) await sql`create index ${sql.raw(`${table}_search_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(db);
  }
}

async function upPostgresLabels(db: Kysely<any>): Promise<void> {
  // details_json is text: a value that is not a JSON array of fields has no labels (as parseDetails() reads it) instead of failing the insert.
  await sql`create function lead_field_labels_of(details text) returns setof text language plpgsql immutable as $$
    begin
      return query select f->>'label' from json_array_elements(details::json) as f
        where json_typeof(f) = 'object' and json_typeof(f->'label') = 'string' and json_typeof(f->'value') = 'string';
    exception when invalid_text_representation or invalid_parameter_value then
      return;
    end $$`.execute(db);
  await sql`create function lead_field_labels_record() returns trigger language plpgsql as $$
    begin
      insert into lead_field_labels (lead_table, label, first_seen_at)
        select tg_table_name, label, new.created_at from lead_field_labels_of(new.details_json) as label
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  for (const table of Object.keys(LEAD_TABLES) as LeadTable[]) {
    await sql`insert into lead_field_labels (lead_table, label, first_seen_at)
      select ${sql.lit(table)}, label, min(created_at) from ${sql.table(table)}, lead_field_labels_of(details_json) as label
      group by label
      on conflict do nothing`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_labels`)} after insert or update of details_json on ${sql.table(table)}
      for each row execute function lead_field_labels_record()`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(LEAD_TABLES)) {
    await db.schema.createIndex(`${table}_created_id_idx`).on(table).columns(["created_at", "id"]).execute();
    await db.schema.createIndex(`${table}_status_created_id_idx`).on(table).columns(["status", "created_at", "id"]).execute();
    await db.schema.dropIndex(`${table}_created_at_idx`).execute();
    await db.schema.dropIndex(`${table}_status_idx`).execute();
  }

  await db.schema
    .createTable("lead_field_labels")
    // The lead table's name ("quote_requests" …).
    .addColumn("lead_table", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    // created_at of the first record stored with it: the export lists newer labels first.
    .addColumn("first_seen_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_field_labels_pk", ["lead_table", "label"])
    .execute();

  if (isPostgres(db)) {
    await upPostgres(db);
    await upPostgresLabels(db);
  } else {
    await upSqlite(db);
    await upSqliteLabels(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of Object.keys(LEAD_TABLES)) {
    if (pg) {
      await sql`drop trigger if exists ${sql.raw(`${table}_labels`)} on ${sql.table(table)}`.execute(db);
      await sql`drop index if exists ${sql.raw(`${table}_search_idx`)}`.execute(db);
    } else {
      for (const name of ["labels_insert", "labels_update", "search_insert", "search_delete", "search_update"]) {
        await sql`drop trigger if exists ${sql.raw(`${table}_${name}`)}`.execute(db);
      }
      await sql`drop table if exists ${sql.table(`${table}_search`)}`.execute(db);
    }
    await db.schema.alterTable(table).dropColumn("search_text").execute();
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).column("created_at").execute();
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(["status", "created_at"]).execute();
    await db.schema.dropIndex(`${table}_status_created_id_idx`).execute();
    await db.schema.dropIndex(`${table}_created_id_idx`).execute();
  }
  if (pg) {
    await sql`drop function if exists lead_field_labels_record()`.execute(db);
    await sql`drop function if exists lead_field_labels_of(text)`.execute(db);
  }
  await db.schema.dropTable("lead_field_labels").execute();
}

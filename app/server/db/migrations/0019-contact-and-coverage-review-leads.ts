import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * Two more lead forms (docs/product.md#contact-message and #coverage-review-request):
 *
 * - contact_messages: "Send us a message" on /contact. Email or phone may be empty (the
 *   visitor gives at least one); the topic is a value of the form's topic list.
 * - coverage_reviews: the free coverage review requested on /coverage-review, with the
 *   carriers, the renewal month and what worries the visitor; declarations pages are
 *   uploaded_files with owner_type "coverage_review".
 *
 * Each table is born with everything the earlier migrations gave the four first lead tables
 * one step at a time: the work columns (0010), the inbox search column with its index (0008;
 * the extra part searched is the carriers, or the message), the labels catalogue triggers
 * (0008), and the list, owner, people, report, follow-up and reminder indexes (0008–0018).
 */
const NEW_LEAD_TABLES = {
  contact_messages: "message",
  coverage_reviews: "current_carriers",
} as const;
type NewLeadTable = keyof typeof NEW_LEAD_TABLES;

/** The generated search column's expression, as migration 0008 defines it for the first tables. */
function searchText(db: Kysely<any>, extra: string) {
  const nl = isPostgres(db) ? sql`chr(10)` : sql`char(10)`;
  const phone = sql.ref("phone");
  let digits = sql`${phone}`;
  for (const ch of ["(", ")", "-", " ", ".", "+"]) digits = sql`replace(${digits}, ${sql.lit(ch)}, '')`;
  return sql<string>`lower(${sql.ref("first_name")} || ' ' || ${sql.ref("last_name")}) || ${nl} || lower(${sql.ref("email")}) || ${nl} || lower(${phone}) || ${nl} || ${digits} || ${nl} || lower(${sql.ref(extra)})`;
}

const WORK_TEXT_COLUMNS = ["owner_id", "stage_changed_at", "follow_up_at", "follow_up_note", "follow_up_reminded_at", "first_contact_at", "closed_at",
  "won_carrier", "won_line", "lost_reason", "person_id", "source_landing", "source_referrer", "source_channel",
  "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

const INDEXES: Record<string, string[]> = {
  created_id: ["created_at", "id"],
  status_created_id: ["status", "created_at", "id"],
  email: ["email"],
  owner: ["owner_id", "status", "created_at"],
  owner_follow_up: ["owner_id", "follow_up_at"],
  owner_changed: ["owner_id", "changed_at"],
  follow_up: ["follow_up_at"],
  person: ["person_id", "created_at"],
  person_latest: ["person_latest", "status", "created_at", "id"],
  source: ["source_channel", "created_at"],
  closed: ["closed_at"],
  owner_created: ["owner_id", "created_at", "id"],
  people_created: ["person_latest", "created_at", "id"],
  report_created: ["created_at", "status", "source_channel", "first_contact_at"],
  changed: ["changed_at"],
  status_source: ["status", "source_channel", "created_at", "id"],
};

async function createLeadTable(db: Kysely<any>, table: NewLeadTable, ownColumns: (t: any) => any): Promise<void> {
  let create = db.schema
    .createTable(table)
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull());
  create = ownColumns(create);
  create = create
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("details_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "text", (c) => c.notNull());
  for (const column of WORK_TEXT_COLUMNS) create = create.addColumn(column, "text");
  create = create
    .addColumn("won_premium_cents", "integer")
    .addColumn("changed_at", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("person_latest", "integer", (c) => c.notNull().defaultTo(1));
  await create.execute();

  for (const [name, columns] of Object.entries(INDEXES)) await db.schema.createIndex(`${table}_${name}_idx`).on(table).columns(columns).execute();
  // A coverage review ends won or lost, as a quote does: the outcomes report reads it by when it closed.
  if (table === "coverage_reviews") {
    await db.schema.createIndex(`${table}_report_closed_idx`).on(table).columns(["closed_at", "status", "source_channel", "won_premium_cents"]).execute();
  }
  await db.schema
    .createIndex(`${table}_follow_up_due_idx`)
    .on(table)
    .column("follow_up_at")
    .where(sql.ref("follow_up_reminded_at"), "is", null)
    .where(sql.ref("owner_id"), "is not", null)
    .execute();

  const extra = NEW_LEAD_TABLES[table];
  const t = sql.table(table);
  if (isPostgres(db)) {
    await sql`alter table ${t} add column search_text text generated always as (${searchText(db, extra)}) stored`.execute(db);
    const trgm = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (trgm.rows.length) await sql`create index ${sql.raw(`${table}_search_idx`)} on ${t} using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_labels`)} after insert or update of details_json on ${t}
      for each row execute function lead_field_labels_record()`.execute(db);
    return;
  }
  const fts = sql.table(`${table}_search`);
  await sql`alter table ${t} add column search_text text generated always as (${searchText(db, extra)}) virtual`.execute(db);
  await sql`create virtual table ${fts} using fts5(search_text, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(db);
  await sql`insert into ${fts} (${fts}, rank) values ('secure-delete', 1)`.execute(db);
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
  const fields = sql`json_each(case when json_valid(new.details_json) then new.details_json else '[]' end) as j`;
  const isField = sql`case when j.type = 'object' then json_type(j.value, '$.label') = 'text' and json_type(j.value, '$.value') = 'text' else 0 end`;
  for (const [event, when] of [["insert", "insert"], ["update", "update of details_json"]] as const) {
    await sql`create trigger ${sql.raw(`${table}_labels_${event}`)} after ${sql.raw(when)} on ${t} begin
      insert or ignore into lead_field_labels (lead_table, label, first_seen_at)
      select ${sql.lit(table)}, json_extract(j.value, '$.label'), new.created_at from ${fields} where ${isField};
    end`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await createLeadTable(db, "contact_messages", (t) =>
    t.addColumn("topic", "text", (c: any) => c.notNull()).addColumn("message", "text", (c: any) => c.notNull()),
  );
  await createLeadTable(db, "coverage_reviews", (t) =>
    t
      .addColumn("current_carriers", "text", (c: any) => c.notNull())
      .addColumn("renewal_month", "text", (c: any) => c.notNull())
      .addColumn("concerns", "text"),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(NEW_LEAD_TABLES) as NewLeadTable[]) {
    if (!isPostgres(db)) {
      for (const name of ["labels_insert", "labels_update", "search_insert", "search_delete", "search_update"]) {
        await sql`drop trigger if exists ${sql.raw(`${table}_${name}`)}`.execute(db);
      }
      await sql`drop table if exists ${sql.table(`${table}_search`)}`.execute(db);
    }
    await db.schema.dropTable(table).execute();
  }
  await db.deleteFrom("lead_field_labels").where("lead_table", "in", Object.keys(NEW_LEAD_TABLES)).execute();
  await db.deleteFrom("uploaded_files").where("owner_type", "=", "coverage_review").execute();
}

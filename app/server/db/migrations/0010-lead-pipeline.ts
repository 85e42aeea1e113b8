import { sql, type Kysely } from "kysely";

/**
 * Staff work their leads (docs/product.md#pipeline):
 *
 * - Each lead table gets the columns of the work on a record: its owner, when it last changed,
 *   its follow-up (date, note, when the reminder went out), its first contact, when it reached a
 *   final stage and the outcome (won: carrier, line, annual premium in cents; lost: a reason), the
 *   person it is linked to (and whether it is that person's newest record of the form), and the
 *   visit it came from (landing page, referrer, channel, utm_* parameters).
 * - Old statuses become stages (stageForOldStatus below, unit-tested): the audit log keeps the
 *   old changes as written.
 * - lead_notes.kind: a note, or a contact attempt (channel and outcome).
 * - lead_reads: who has opened which record (per-person unread markers).
 * - person_contacts: each normalised email ("e:…") and phone ("p:…") seen, and the person it
 *   belongs to; submissions sharing one are linked, never merged.
 * - assignment_rules: per form, who new records go to (a person, or round-robin over active staff).
 * - digest_runs: one row per person and Las Vegas day the digest went out (sent once, whichever
 *   instance gets there first).
 * - agency_settings: the back office's settings (the digest's time).
 * - user.phone / user.email_signature: a staff member's details for emails.
 */
const LEAD_TABLES = {
  quote_requests: "quotes",
  claims: "claims",
  job_applications: "applications",
  pay_per_mile_quotes: "pay-per-mile",
} as const;

/** The stage an old status (before stages existed) becomes, per form. */
export function stageForOldStatus(form: string, status: string): string {
  if (status === "spam") return "spam";
  if (status === "new") return form === "claims" ? "received" : "new";
  if (form === "claims") return status === "closed" ? "closed" : "in_review";
  if (form === "applications") return status === "closed" ? "closed" : "interview";
  return status === "closed" ? "closed" : "contacted";
}

/** Frozen copies of the person keys (app/server/pipeline/person-keys.ts). */
function contactKeys(email: string, phone: string): string[] {
  const keys: string[] = [];
  const e = email.trim().toLowerCase();
  if (e.includes("@")) keys.push(`e:${e}`);
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length >= 7) keys.push(`p:${digits}`);
  return keys;
}

const TEXT_COLUMNS = ["owner_id", "stage_changed_at", "follow_up_at", "follow_up_note", "follow_up_reminded_at", "first_contact_at", "closed_at",
  "won_carrier", "won_line", "lost_reason", "person_id", "source_landing", "source_referrer", "source_channel",
  "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];
const INDEXES = ["owner", "owner_follow_up", "owner_changed", "follow_up", "person", "person_latest", "source", "closed"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, form] of Object.entries(LEAD_TABLES)) {
    for (const column of TEXT_COLUMNS) await db.schema.alterTable(table).addColumn(column, "text").execute();
    await db.schema.alterTable(table).addColumn("won_premium_cents", "integer").execute();
    await db.schema.alterTable(table).addColumn("changed_at", "text", (c) => c.notNull().defaultTo("")).execute();
    await db.schema.alterTable(table).addColumn("person_latest", "integer", (c) => c.notNull().defaultTo(1)).execute();
    await db.updateTable(table).set({ changed_at: sql.ref("created_at") }).execute();
    for (const status of ["new", "contacted", "in_progress", "closed"]) {
      await db.updateTable(table).set({ status: stageForOldStatus(form, status) }).where("status", "=", status).execute();
    }
    await db.updateTable(table).set({ closed_at: sql.ref("created_at") }).where("status", "in", ["closed", "spam"]).execute();
    await db.schema.createIndex(`${table}_owner_idx`).on(table).columns(["owner_id", "status", "created_at"]).execute();
    await db.schema.createIndex(`${table}_owner_follow_up_idx`).on(table).columns(["owner_id", "follow_up_at"]).execute();
    await db.schema.createIndex(`${table}_owner_changed_idx`).on(table).columns(["owner_id", "changed_at"]).execute();
    await db.schema.createIndex(`${table}_follow_up_idx`).on(table).columns(["follow_up_at"]).execute();
    await db.schema.createIndex(`${table}_person_idx`).on(table).columns(["person_id", "created_at"]).execute();
    await db.schema.createIndex(`${table}_person_latest_idx`).on(table).columns(["person_latest", "status", "created_at", "id"]).execute();
    await db.schema.createIndex(`${table}_source_idx`).on(table).columns(["source_channel", "created_at"]).execute();
    await db.schema.createIndex(`${table}_closed_idx`).on(table).columns(["closed_at"]).execute();
  }

  await db.schema.alterTable("lead_notes").addColumn("kind", "text", (c) => c.notNull().defaultTo("note")).execute();
  await db.schema.alterTable("lead_notes").addColumn("channel", "text").execute();
  await db.schema.alterTable("lead_notes").addColumn("outcome", "text").execute();

  await db.schema.alterTable("user").addColumn("phone", "text").execute();
  await db.schema.alterTable("user").addColumn("email_signature", "text").execute();

  await db.schema
    .createTable("lead_reads")
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("record_id", "text", (c) => c.notNull())
    .addColumn("read_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_reads_pk", ["user_id", "form", "record_id"])
    .execute();
  await db.schema.createIndex("lead_reads_record_idx").on("lead_reads").columns(["form", "record_id"]).execute();

  await db.schema
    .createTable("person_contacts")
    .addColumn("contact_key", "text", (c) => c.primaryKey())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("person_contacts_person_idx").on("person_contacts").column("person_id").execute();

  await db.schema
    .createTable("assignment_rules")
    .addColumn("form", "text", (c) => c.primaryKey())
    // "nobody" | "person" | "round_robin"
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    // Round-robin: how many records the rule has handed out (the next one goes to turn mod staff count).
    .addColumn("turn", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("digest_runs")
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("local_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("digest_runs_pk", ["user_id", "local_date"])
    .execute();

  await db.schema
    .createTable("agency_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await linkExistingPeople(db);
}

/** Gives every stored record its person, oldest first, and marks each person's newest record per form. */
async function linkExistingPeople(db: Kysely<any>): Promise<void> {
  const personOfKey = new Map<string, string>();
  const now = new Date().toISOString();
  const batch = 1000;
  for (const table of Object.keys(LEAD_TABLES)) {
    const newestOfPerson = new Map<string, string>();
    let after: { created_at: string; id: string } | null = null;
    for (;;) {
      let query = db.selectFrom(table).select(["id", "email", "phone", "created_at"]).orderBy("created_at").orderBy("id").limit(batch);
      if (after) query = query.where(sql<boolean>`(created_at, id) > (${after.created_at}, ${after.id})`);
      const rows: { id: string; email: string; phone: string; created_at: string }[] = await query.execute();
      if (!rows.length) break;
      for (const row of rows) {
        const keys = contactKeys(row.email, row.phone);
        const person = keys.map((k) => personOfKey.get(k)).find(Boolean) ?? row.id;
        for (const key of keys) {
          if (personOfKey.has(key)) continue;
          personOfKey.set(key, person);
          await db.insertInto("person_contacts").values({ contact_key: key, person_id: person, created_at: now }).execute();
        }
        await db.updateTable(table).set({ person_id: person }).where("id", "=", row.id).execute();
        newestOfPerson.set(person, row.id);
      }
      after = rows[rows.length - 1]!;
    }
    const newest = new Set(newestOfPerson.values());
    await db.updateTable(table).set({ person_latest: 0 }).execute();
    for (const id of newest) await db.updateTable(table).set({ person_latest: 1 }).where("id", "=", id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["agency_settings", "digest_runs", "assignment_rules", "person_contacts", "lead_reads"]) {
    await db.schema.dropTable(name).execute();
  }
  await db.schema.alterTable("user").dropColumn("email_signature").execute();
  await db.schema.alterTable("user").dropColumn("phone").execute();
  for (const column of ["outcome", "channel", "kind"]) await db.schema.alterTable("lead_notes").dropColumn(column).execute();
  for (const table of Object.keys(LEAD_TABLES)) {
    for (const index of INDEXES) await db.schema.dropIndex(`${table}_${index}_idx`).execute();
    for (const column of [...TEXT_COLUMNS, "won_premium_cents", "changed_at", "person_latest"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
    // Stages back to the statuses they came from, as near as they go.
    const toOld: Record<string, string> = { received: "new", in_review: "in_progress", with_carrier: "in_progress", quoted: "in_progress", interview: "in_progress", offer: "in_progress", won: "closed", lost: "closed", hired: "closed", declined: "closed" };
    for (const [stage, status] of Object.entries(toOld)) {
      await db.updateTable(table).set({ status }).where("status", "=", stage).execute();
    }
  }
}

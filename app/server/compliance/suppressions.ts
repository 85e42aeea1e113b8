/**
 * Opt-outs and the suppression list (docs/product.md#opt-outs). One list by email address and
 * phone number: "email" stops marketing and reminder emails, "texts" and "calls" stop the
 * agency's texts and calls. Recording one writes the ledger (who, what, when, how) and the
 * list in one transaction; it takes effect at once, for every instance, since the outbox and
 * the back office read the list from the database.
 */
import { createHash, randomUUID } from "node:crypto";
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type Transaction } from "kysely";
import { compareText } from "../../lib/compare-text.ts";
import type { OptOutChannel, OptOutMethod } from "../../lib/contact-preferences.ts";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { unionOfBranches } from "../db/union-branches.ts";
import { contactKeys, normalisePhone } from "../pipeline/person-keys.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The hash lookups use: the same for a key before and after an erasure removed the key itself. */
export function contactKeyHash(key: string): string {
  return createHash("sha256").update(`contact:${key}`).digest("hex");
}

/** Which channels apply to a key: emails to addresses, texts and calls to numbers. */
function appliesTo(key: string, channel: OptOutChannel): boolean {
  return channel === "email" ? key.startsWith("e:") : key.startsWith("p:");
}

export interface OptOutRecord {
  /** The person's email addresses and phone numbers (either list may be empty). */
  emails: readonly string[];
  phones: readonly string[];
  channels: readonly OptOutChannel[];
  method: OptOutMethod;
  note?: string | null;
  /** The staff member who recorded it; null when the person did, on the preferences page. */
  actor: { id: string; label: string } | null;
}

/** Records an opt-out: a ledger row per contact and channel, and the suppression. Returns how many were new. */
export async function recordOptOut(db: Kysely<Database>, record: OptOutRecord, now = new Date()): Promise<number> {
  const keys = [...new Set([...record.emails.flatMap((email) => contactKeys(email, "")), ...record.phones.flatMap((phone) => contactKeys("", phone))])];
  const at = now.toISOString();
  let added = 0;
  await db.transaction().execute(async (trx) => {
    for (const key of keys) {
      for (const channel of record.channels) {
        if (!appliesTo(key, channel)) continue;
        const keyHash = contactKeyHash(key);
        const inserted = await trx
          .insertInto("contact_suppressions")
          .values({ key_hash: keyHash, channel, contact_key: key, since: at })
          .onConflict((oc) => oc.columns(["key_hash", "channel"]).doNothing())
          .executeTakeFirst();
        added += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
        await trx
          .insertInto("contact_opt_outs")
          .values({
            id: randomUUID(),
            key_hash: keyHash,
            contact_key: key,
            channel,
            action: "stop",
            method: record.method,
            note: record.note?.trim() || null,
            actor_id: record.actor?.id ?? null,
            actor_label: record.actor?.label ?? "The person, on the preferences page",
            created_at: at,
          })
          .execute();
      }
    }
  });
  return added;
}

/** What is stopped for an email address and a phone number, and since when. */
export type Suppressions = Partial<Record<OptOutChannel, string>>;

export async function suppressionsFor(db: Db, contact: { email?: string | null; phone?: string | null }): Promise<Suppressions> {
  const keys = contactKeys(contact.email ?? "", contact.phone ?? "");
  if (!keys.length) return {};
  const rows = await db
    .selectFrom("contact_suppressions")
    .select(["channel", "since"])
    .where("key_hash", "in", keys.map(contactKeyHash))
    .execute();
  return earliestPerChannel(rows);
}

/** Each channel's earliest suppression among the rows of several keys (an email and a phone number). */
function earliestPerChannel(rows: readonly { channel: string; since: string }[]): Suppressions {
  const found: Suppressions = {};
  for (const row of rows) {
    const channel = row.channel as OptOutChannel;
    if (!found[channel] || row.since < found[channel]!) found[channel] = row.since;
  }
  return found;
}

/** Whether marketing and reminder email to this address is stopped (the outbox asks before sending). */
export async function isEmailSuppressed(db: Db, address: string): Promise<boolean> {
  return (await suppressionsFor(db, { email: address })).email !== undefined;
}

/**
 * True in a query when marketing and reminder email to the address in `column` is stopped, for
 * jobs that must skip such people in SQL (the renewal reminders): it matches the list's clear
 * key, which stays until the person's data is erased (and with it the address in `column`).
 */
export function emailSuppressedSql(column: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from contact_suppressions where contact_suppressions.channel = 'email' and contact_suppressions.contact_key = 'e:' || lower(${sql.ref(column)}))`;
}

/** "Do not call" / "Do not text" for many phone numbers at once (a list's rows), by the number as shown. */
export async function phoneFlagsFor(db: Db, phones: readonly string[]): Promise<Map<string, { calls: boolean; texts: boolean }>> {
  const byHash = new Map<string, string[]>();
  for (const phone of new Set(phones)) {
    const digits = normalisePhone(phone);
    if (!digits) continue;
    const hash = contactKeyHash(`p:${digits}`);
    byHash.set(hash, [...(byHash.get(hash) ?? []), phone]);
  }
  const flags = new Map<string, { calls: boolean; texts: boolean }>();
  if (!byHash.size) return flags;
  const rows = await phoneFlagsStatement.rows(db, { hashes: [...byHash.keys()] });
  for (const row of rows) {
    for (const phone of byHash.get(row.key_hash) ?? []) {
      const flag = flags.get(phone) ?? { calls: false, texts: false };
      if (row.channel === "calls") flag.calls = true;
      if (row.channel === "texts") flag.texts = true;
      flags.set(phone, flag);
    }
  }
  return flags;
}

const phoneFlagsStatement = statementTemplate((db: Kysely<Database>, { hashes }: { hashes: readonly string[] }) =>
  db
    .selectFrom("contact_suppressions")
    .select(["key_hash", "channel"])
    .where("key_hash", "in", [...hashes]),
);

/** A ledger entry, as the record page's history shows it. */
export interface OptOutEntry {
  channel: string;
  action: string;
  method: string;
  note: string | null;
  actor_label: string;
  created_at: string;
  contact_key: string;
}

/**
 * What is stopped for an email address and a phone number (as suppressionsFor), and their ledger
 * entries, the newest 50 first: one statement (on PostgreSQL each statement is a round trip).
 */
export async function suppressionsAndHistory(db: Db, contact: { email?: string | null; phone?: string | null }): Promise<{ stopped: Suppressions; history: OptOutEntry[] }> {
  const keys = contactKeys(contact.email ?? "", contact.phone ?? "");
  if (!keys.length) return { stopped: {}, history: [] };
  const rows = await suppressionsAndHistoryStatement.rows(db, { hashes: keys.map(contactKeyHash) });
  const history = rows.filter((row) => row.part === "history").map(({ part: _, ...entry }) => entry);
  history.sort((a, b) => compareText(b.created_at, a.created_at));
  return { stopped: earliestPerChannel(rows.filter((row) => row.part === "stopped").map((row) => ({ channel: row.channel, since: row.created_at }))), history };
}

const suppressionsAndHistoryStatement = statementTemplate((db: Kysely<Database>, { hashes }: { hashes: readonly string[] }) => {
  const none = sql<string | null>`null`;
  return unionOfBranches(db, [
    db
      .selectFrom("contact_opt_outs")
      .select([sql.lit("history").as("part"), "channel", "action", "method", "note", "actor_label", "created_at", "contact_key"])
      .where("key_hash", "in", [...hashes])
      .orderBy("created_at", "desc")
      .limit(50),
    db
      .selectFrom("contact_suppressions")
      .select([sql.lit("stopped").as("part"), "channel", none.as("action"), none.as("method"), none.as("note"), none.as("actor_label"), "since as created_at", "contact_key"])
      .where("key_hash", "in", [...hashes]),
  ] as unknown as SelectQueryBuilder<Database, keyof Database, OptOutEntry & { part: "history" | "stopped" }>[]);
});

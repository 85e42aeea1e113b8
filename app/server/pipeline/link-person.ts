/**
 * Linking a new submission to the person who sent it (docs/product.md#people). The person is
 * the one already known by the submission's email, else by its phone; a new person otherwise.
 * The record, stored with that person_id and person_latest = 1, becomes the person's newest of
 * its form: `personFor` runs before the row's insert, `markLatestOfPerson` after it.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { contactKeys } from "./person-keys.ts";

export interface LinkedPerson {
  personId: string;
  /** A person first seen now: nobody else's record carries the id, so there is no older record to unmark. */
  isNew: boolean;
}

export async function personFor(trx: Transaction<Database>, contact: { email: string; phone: string }, now: string): Promise<LinkedPerson> {
  const keys = contactKeys(contact.email, contact.phone);
  const known = keys.length
    ? await trx.selectFrom("person_contacts").select(["contact_key", "person_id"]).where("contact_key", "in", keys).execute()
    : [];
  // The email's person first (keys list the email first): a shared family phone links less surely.
  const knownId = keys.map((k) => known.find((row) => row.contact_key === k)?.person_id).find(Boolean);
  const personId = knownId ?? randomUUID();
  const fresh = keys.filter((k) => !known.some((row) => row.contact_key === k));
  if (fresh.length) {
    await trx
      .insertInto("person_contacts")
      .values(fresh.map((contact_key) => ({ contact_key, person_id: personId, created_at: now })))
      .onConflict((oc) => oc.column("contact_key").doNothing())
      .execute();
  }
  return { personId, isNew: !knownId };
}

/** The person's other records of the form are no longer their latest. */
export async function markLatestOfPerson(trx: Transaction<Database>, form: LeadForm, recordId: string, personId: string): Promise<void> {
  await unmarkLatestQuery(trx, form, recordId, personId).execute();
}

/**
 * Read through the person's index (person_id, created_at): a person has a few records. Asked as
 * `person_latest = 1`, SQLite started from the one-row-per-person index instead, where every
 * person's newest record is, and read most of the table for each returning sender's submission
 * (4 ms at 6,000 quotes, growing with them). `person_latest + 0` is a test of the rows found,
 * as in the inbox's filters (exported for the query-plan test).
 */
export function unmarkLatestQuery(trx: Transaction<Database> | Kysely<Database>, form: LeadForm, recordId: string, personId: string) {
  return leadDb(trx)
    .updateTable(leadTables[form].table)
    .set({ person_latest: 0 })
    .where("person_id", "=", personId)
    .where(sql<number>`${sql.ref("person_latest")} + 0`, "=", 1)
    .where("id", "!=", recordId);
}

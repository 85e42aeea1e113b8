/**
 * Linking a new submission to the person who sent it (docs/product.md#people). The person is
 * the one already known by the submission's email, else by its phone; a new person otherwise
 * (identified by the first record's id). The record becomes that person's newest of its form.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { contactKeys } from "./person-keys.ts";

export async function linkPerson(
  trx: Transaction<Database>,
  form: LeadForm,
  recordId: string,
  contact: { email: string; phone: string },
  now: string,
): Promise<string> {
  const keys = contactKeys(contact.email, contact.phone);
  const known = keys.length
    ? await trx.selectFrom("person_contacts").select(["contact_key", "person_id"]).where("contact_key", "in", keys).execute()
    : [];
  // The email's person first (keys list the email first): a shared family phone links less surely.
  const personId = keys.map((k) => known.find((row) => row.contact_key === k)?.person_id).find(Boolean) ?? randomUUID();
  const fresh = keys.filter((k) => !known.some((row) => row.contact_key === k));
  if (fresh.length) {
    await trx
      .insertInto("person_contacts")
      .values(fresh.map((contact_key) => ({ contact_key, person_id: personId, created_at: now })))
      .onConflict((oc) => oc.column("contact_key").doNothing())
      .execute();
  }
  const table = leadTables[form].table;
  await leadDb(trx).updateTable(table).set({ person_latest: 0 }).where("person_id", "=", personId).where("person_latest", "=", 1).execute();
  await leadDb(trx).updateTable(table).set({ person_id: personId, person_latest: 1 }).where("id", "=", recordId).execute();
  return personId;
}

/**
 * Small reads and the delete shared by the inbox's write functions and the purge:
 * a record's status and audit label, and removing records with their files, notes and
 * read markers, and what the person links remembered of them.
 */
import type { Kysely, Transaction } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { contactKeys } from "../pipeline/person-keys.ts";
import { leadDb, leadTables } from "./lead-tables.ts";
import { recordLeadChange } from "./lead-changes.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface LeadHeader {
  id: string;
  status: string;
  /** For the audit log: the claim number for claims, "" otherwise (no personal data). */
  auditLabel: string;
}

export async function findLeadHeader(db: Db, form: LeadForm, id: string): Promise<LeadHeader | null> {
  const config = leadTables[form];
  const query = leadDb(db).selectFrom(config.table).where("id", "=", id);
  if (form === "claims") {
    const row = await query.select(["id", "status", "claim_number"]).executeTakeFirst();
    return row ? { id: row.id, status: row.status, auditLabel: row.claim_number } : null;
  }
  const row = await query.select(["id", "status"]).executeTakeFirst();
  return row ? { id: row.id, status: row.status, auditLabel: "" } : null;
}

export interface RemovedCounts {
  records: number;
  files: number;
  notes: number;
}

/** Deletes these records of one form with their uploaded files and notes (call inside a transaction). */
export async function deleteLeadRecords(trx: Db, form: LeadForm, ids: readonly string[]): Promise<RemovedCounts> {
  if (!ids.length) return { records: 0, files: 0, notes: 0 };
  const config = leadTables[form];
  let files = 0;
  if (config.fileOwner) {
    const result = await trx
      .deleteFrom("uploaded_files")
      .where("owner_type", "=", config.fileOwner)
      .where("owner_id", "in", ids)
      .executeTakeFirst();
    files = Number(result.numDeletedRows);
  }
  const notes = await trx.deleteFrom("lead_notes").where("form", "=", form).where("record_id", "in", ids).executeTakeFirst();
  await trx.deleteFrom("lead_reads").where("form", "=", form).where("record_id", "in", ids).execute();
  const people = await leadDb(trx).selectFrom(config.table).select("person_id").where("id", "in", ids).where("person_id", "is not", null).execute();
  const records = await leadDb(trx).deleteFrom(config.table).where("id", "in", ids).executeTakeFirst();
  await recordLeadChange(trx);
  await forgetRemovedContacts(trx, form, people.map((p) => p.person_id!));
  return { records: Number(records.numDeletedRows), files, notes: Number(notes.numDeletedRows) };
}

/**
 * After records are deleted: each affected person keeps only the email and phone keys their
 * remaining records still carry (a key is personal data: it goes with the last record that
 * had it), and their newest remaining record of the form is marked as their latest again.
 */
async function forgetRemovedContacts(trx: Db, form: LeadForm, personIds: readonly string[]): Promise<void> {
  for (const personId of new Set(personIds)) {
    const kept = new Set<string>();
    for (const other of leadForms) {
      const rows = await leadDb(trx).selectFrom(leadTables[other].table).select(["email", "phone"]).where("person_id", "=", personId).execute();
      for (const row of rows) for (const key of contactKeys(row.email, row.phone)) kept.add(key);
    }
    let stale = trx.deleteFrom("person_contacts").where("person_id", "=", personId);
    if (kept.size) stale = stale.where("contact_key", "not in", [...kept]);
    await stale.execute();
    const table = leadTables[form].table;
    const newest = await leadDb(trx).selectFrom(table).select(["id", "person_latest"]).where("person_id", "=", personId).orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
    if (newest && Number(newest.person_latest) !== 1) await leadDb(trx).updateTable(table).set({ person_latest: 1 }).where("id", "=", newest.id).execute();
  }
}

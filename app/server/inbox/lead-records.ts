/**
 * Small reads and the delete shared by the inbox's write functions and the purge:
 * a record's status and audit label, and removing records with their files and notes.
 */
import type { Kysely, Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "./lead-tables.ts";

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
  const records = await leadDb(trx).deleteFrom(config.table).where("id", "in", ids).executeTakeFirst();
  return { records: Number(records.numDeletedRows), files, notes: Number(notes.numDeletedRows) };
}

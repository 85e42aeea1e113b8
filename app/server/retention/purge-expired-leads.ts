/**
 * Deletes every submission past its form's retention period, with its uploaded
 * files and internal notes (`npm run purge`). Works in small transactions, so a
 * large first purge neither holds the database nor stops halfway with a mess:
 * each batch is whole. Each form's purge is written to the audit log.
 */
import type { Kysely } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { deleteLeadRecords, type RemovedCounts } from "../inbox/lead-records.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { retentionCutoff, type RetentionPolicy } from "./retention.ts";

const BATCH = 200;

export interface FormPurge extends RemovedCounts {
  form: LeadForm;
  months: number;
  /** ISO timestamp; null when the form is kept forever. */
  cutoff: string | null;
}

export interface PurgeOptions {
  now?: Date;
  /** Count what would be deleted, delete nothing. */
  dryRun?: boolean;
  actor: Actor;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

async function countExpired(db: Kysely<Database>, form: LeadForm, cutoff: string): Promise<RemovedCounts> {
  const config = leadTables[form];
  const expired = leadDb(db).selectFrom(config.table).select("id").where("created_at", "<", cutoff);
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) => Number((await query.executeTakeFirstOrThrow()).n);
  const records = await count(leadDb(db).selectFrom(config.table).select((eb) => eb.fn.countAll<number | string>().as("n")).where("created_at", "<", cutoff));
  const files = config.fileOwner
    ? await count(
        db.selectFrom("uploaded_files").select((eb) => eb.fn.countAll<number | string>().as("n")).where("owner_type", "=", config.fileOwner).where("owner_id", "in", expired),
      )
    : 0;
  const notes = await count(
    db.selectFrom("lead_notes").select((eb) => eb.fn.countAll<number | string>().as("n")).where("form", "=", form).where("record_id", "in", expired),
  );
  return { records, files, notes };
}

export async function purgeExpiredLeads(db: Kysely<Database>, policy: RetentionPolicy, options: PurgeOptions): Promise<FormPurge[]> {
  const now = options.now ?? new Date();
  const report: FormPurge[] = [];
  for (const form of leadForms) {
    const months = policy[form];
    const cutoffDate = retentionCutoff(now, months);
    const cutoff = cutoffDate?.toISOString() ?? null;
    const totals: RemovedCounts = { records: 0, files: 0, notes: 0 };
    if (cutoff && options.dryRun) {
      Object.assign(totals, await countExpired(db, form, cutoff));
    } else if (cutoff) {
      for (;;) {
        const removed = await db.transaction().execute(async (trx) => {
          const ids = (
            await leadDb(trx).selectFrom(leadTables[form].table).select("id").where("created_at", "<", cutoff).orderBy("created_at").limit(BATCH).execute()
          ).map((r) => r.id);
          return deleteLeadRecords(trx, form, ids);
        });
        totals.records += removed.records;
        totals.files += removed.files;
        totals.notes += removed.notes;
        if (removed.records < BATCH) break;
      }
      if (totals.records) {
        await recordAudit(db, options.actor, {
          action: "lead.purge",
          targetType: form,
          targetId: "*",
          detail: `${plural(totals.records, "record")} received before ${cutoff.slice(0, 10)}, with ${plural(totals.files, "file")} and ${plural(totals.notes, "note")} (retention ${months} months)`,
        }, now);
      }
    }
    report.push({ form, months, cutoff, ...totals });
  }
  return report;
}

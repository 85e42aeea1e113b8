/**
 * The shape of a table's own retention rule (`npm run purge`): rows whose date column is before
 * the cutoff (`months` back; 0 keeps them forever) are deleted in one transaction with one audit
 * entry, or only counted in a dry run. Used by the tables that are not a form's submissions.
 */
import type { Kysely } from "kysely";
import type { AuditAction, AuditTargetType } from "../../lib/audit-actions.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { retentionCutoff } from "./retention.ts";

export interface RowsBefore<T extends keyof Database> {
  table: T;
  /** The date the period runs from; a row whose date is null is never deleted. */
  column: keyof Database[T] & string;
  audit: { action: AuditAction; targetType: AuditTargetType; detail: (removed: number, before: string) => string };
}

export async function purgeRowsBefore<T extends keyof Database>(
  db: Kysely<Database>,
  rows: RowsBefore<T>,
  months: number,
  options: { now?: Date; dryRun?: boolean; actor: Actor },
): Promise<{ removed: number; cutoff: string | null }> {
  const cutoff = retentionCutoff(options.now ?? new Date(), months);
  if (!cutoff) return { removed: 0, cutoff: null };
  const before = cutoff.toISOString();
  // One table and column, named by the caller: seen through a single table's type, for Kysely.
  const table = rows.table as "consent_records";
  const column = rows.column as "given_at";
  if (options.dryRun) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n")).where(column, "<", before).executeTakeFirstOrThrow();
    return { removed: Number(row.n), cutoff: before };
  }
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom(table).where(column, "<", before).executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    if (removed) {
      await recordAudit(trx, options.actor, { action: rows.audit.action, targetType: rows.audit.targetType, targetId: "retention", detail: rows.audit.detail(removed, before) });
    }
    return { removed, cutoff: before };
  });
}

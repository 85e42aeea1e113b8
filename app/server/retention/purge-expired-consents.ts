/**
 * Consent records past their own retention period (RETENTION_MONTHS_CONSENTS, 60 months by
 * default; 0 keeps them forever): deleted by `npm run purge`, whether or not the request they
 * came with is still kept. They outlive most requests on purpose: the proof of what a person
 * agreed to is needed as long as a call or text made on it can be challenged.
 */
import type { Kysely } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { retentionCutoff } from "./retention.ts";

export async function purgeExpiredConsents(
  db: Kysely<Database>,
  months: number,
  options: { now?: Date; dryRun?: boolean; actor: Actor },
): Promise<{ removed: number; cutoff: string | null }> {
  const cutoff = retentionCutoff(options.now ?? new Date(), months);
  if (!cutoff) return { removed: 0, cutoff: null };
  const before = cutoff.toISOString();
  if (options.dryRun) {
    const row = await db.selectFrom("consent_records").select((eb) => eb.fn.countAll<number | string>().as("n")).where("given_at", "<", before).executeTakeFirstOrThrow();
    return { removed: Number(row.n), cutoff: before };
  }
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("consent_records").where("given_at", "<", before).executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    if (removed) {
      await recordAudit(trx, options.actor, { action: "consent.purge", targetType: "consents", targetId: "retention", detail: `${removed} given before ${before}` });
    }
    return { removed, cutoff: before };
  });
}

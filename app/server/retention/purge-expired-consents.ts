/**
 * Consent records past their own retention period (RETENTION_MONTHS_CONSENTS, 60 months by
 * default; 0 keeps them forever): deleted by `npm run purge`, whether or not the request they
 * came with is still kept. They outlive most requests on purpose: the proof of what a person
 * agreed to is needed as long as a call or text made on it can be challenged.
 */
import type { Kysely } from "kysely";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { purgeRowsBefore } from "./purge-rows-before.ts";

export function purgeExpiredConsents(db: Kysely<Database>, months: number, options: { now?: Date; dryRun?: boolean; actor: Actor }) {
  return purgeRowsBefore(
    db,
    { table: "consent_records", column: "given_at", audit: { action: "consent.purge", targetType: "consents", detail: (removed, before) => `${removed} given before ${before}` } },
    months,
    options,
  );
}

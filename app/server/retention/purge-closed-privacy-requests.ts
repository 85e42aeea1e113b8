/**
 * Privacy requests past their retention (RETENTION_MONTHS_PRIVACY_REQUESTS, 24 months after the
 * answer by default; 0 keeps them forever): deleted by `npm run purge`. An open request (no
 * closed_at) is never deleted, however old. The record of what was asked and answered is the
 * agency's proof that it answered in time, so it is kept that long and no longer; its emails'
 * content goes with it (purge-email-content.ts).
 */
import type { Kysely } from "kysely";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { purgeRowsBefore } from "./purge-rows-before.ts";

export function purgeClosedPrivacyRequests(db: Kysely<Database>, months: number, options: { now?: Date; dryRun?: boolean; actor: Actor }) {
  return purgeRowsBefore(
    db,
    { table: "privacy_requests", column: "closed_at", audit: { action: "privacy_request.purge", targetType: "privacy_request", detail: (removed, before) => `${removed} answered before ${before}` } },
    months,
    options,
  );
}

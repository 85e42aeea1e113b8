/**
 * Booked appointments past their retention (RETENTION_MONTHS_BOOKINGS, 24 months after the
 * appointment ended by default; 0 keeps them forever): deleted by `npm run purge`, whatever their
 * status. Their emails' content goes at the same run (purge-email-content.ts: a booking's email
 * whose booking is gone).
 */
import type { Kysely } from "kysely";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { purgeRowsBefore } from "./purge-rows-before.ts";

export function purgeBookings(db: Kysely<Database>, months: number, options: { now?: Date; dryRun?: boolean; actor: Actor }) {
  return purgeRowsBefore(
    db,
    { table: "bookings", column: "ends_at", audit: { action: "booking.purge", targetType: "booking", detail: (removed, before) => `${removed} ended before ${before}` } },
    months,
    options,
  );
}

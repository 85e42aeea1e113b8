/**
 * One booking_calendars row per team member who can be booked. The row carries the member's
 * settings (own hours, the calendar feed's token) and is what a booking locks: bookings of one
 * member are checked and written one at a time, on any number of instances.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Makes sure each member has their row (a member added after the feature starts has none yet). */
export async function ensureBookingCalendars(db: Db, userIds: readonly string[], now: Date): Promise<void> {
  if (!userIds.length) return;
  await db
    .insertInto("booking_calendars")
    .values(userIds.map((user_id) => ({ user_id, own_hours: 0, feed_token_hash: null, feed_created_at: null, updated_at: now.toISOString() })))
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

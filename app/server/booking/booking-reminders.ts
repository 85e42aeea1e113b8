/**
 * Reminders of a booking (docs/product.md#booking-a-call), run by the scheduler every minute:
 * a day before (for a booking made more than a day ahead) and an hour before (for one made more
 * than two hours ahead: a call booked for this afternoon needs no reminder at lunch). Each is
 * claimed by a conditional update of its column in the transaction that queues it, so several
 * instances send it once. They are reminders: the outbox does not send them to an address that
 * stopped them (app/server/mail/email-kinds.ts).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { appointmentTypeOfBooking } from "./appointment-types.ts";
import { memberOf } from "./book-appointment.ts";
import { reminderEmail, type BookingMailContext } from "./booking-emails.ts";

const HOUR_MS = 3_600_000;

const reminders = {
  day: { column: "reminded_day_at", before: 24 * HOUR_MS, bookedAhead: 24 * HOUR_MS },
  hour: { column: "reminded_hour_at", before: HOUR_MS, bookedAhead: 2 * HOUR_MS },
} as const;

/** Queues the reminders due at `now`; returns how many. */
export async function sendBookingReminders(db: Kysely<Database>, context: BookingMailContext, now: Date): Promise<number> {
  let queued = 0;
  for (const which of ["hour", "day"] as const) {
    const { column, before, bookedAhead } = reminders[which];
    const due = await db
      .selectFrom("bookings")
      .selectAll()
      .where("status", "=", "booked")
      .where(column, "is", null)
      .where("starts_at", ">", now.toISOString())
      .where("starts_at", "<=", new Date(now.getTime() + before).toISOString())
      // A day reminder is not sent in the last hour: the hour's reminder is.
      .$if(which === "day", (q) => q.where("starts_at", ">", new Date(now.getTime() + HOUR_MS).toISOString()))
      .orderBy("starts_at")
      .limit(100)
      .execute();
    for (const booking of due) {
      const madeAhead = Date.parse(booking.starts_at) - Date.parse(booking.created_at) >= bookedAhead;
      // A reminder of a booking made too late for it is spent without an email, so it is not looked at again.
      await db.transaction().execute(async (trx) => {
        const claimed = await trx.updateTable("bookings").set({ [column]: now.toISOString() }).where("id", "=", booking.id).where(column, "is", null).where("status", "=", "booked").executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1 || !madeAhead) return;
        const type = await appointmentTypeOfBooking(trx, booking);
        await enqueueEmail(trx, reminderEmail(which, booking, type, await memberOf(trx, booking.user_id), context, now));
        queued += 1;
      });
    }
  }
  return queued;
}

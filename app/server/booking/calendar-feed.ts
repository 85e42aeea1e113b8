/**
 * A team member's private calendar feed (docs/back-office.md#appointment-types-hours-and-feeds):
 * an address with a random token their calendar program subscribes to, listing their bookings
 * from 60 days back to a year ahead. Only the token's SHA-256 is stored
 * (booking_calendars.feed_token_hash), so the address is shown once, when it is made; making
 * another replaces it (the old address stops answering), and turning the feed off forgets it.
 * A member whose account is disabled or who leaves the team gets nothing from it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { TEAM_ROLES } from "../../lib/account-roles.ts";
import { appointmentLocationLabels } from "../../lib/booking.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { ensureBookingCalendars } from "./booking-calendars.ts";
import { feedIcs, type CalendarBooking } from "./booking-ics.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The feed's address is `${publicUrl}${CALENDAR_FEED_PATH}/{token}.ics`. */
export const CALENDAR_FEED_PATH = "/calendar/feed";
export const FEED_PAST_DAYS = 60;
export const FEED_FUTURE_DAYS = 365;
const DAY = 86_400_000;

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/** The token of an address's last segment ("abc.ics" or "abc"); null when it cannot be one. */
export function feedTokenOf(segment: string): string | null {
  const token = segment.endsWith(".ics") ? segment.slice(0, -4) : segment;
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** When the member's current feed address was made; null while they have none. */
export async function getFeedStatus(db: Db, userId: string): Promise<{ createdAt: string | null }> {
  const row = await db.selectFrom("booking_calendars").select(["feed_token_hash", "feed_created_at"]).where("user_id", "=", userId).executeTakeFirst();
  return { createdAt: row?.feed_token_hash ? row.feed_created_at : null };
}

/** Makes the member's feed address, replacing any earlier one; the token is returned once and not kept. */
export async function createFeedToken(db: Kysely<Database>, actor: Actor, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await ensureBookingCalendars(trx, [userId], now);
    const before = await trx.selectFrom("booking_calendars").select("feed_token_hash").where("user_id", "=", userId).executeTakeFirst();
    await trx
      .updateTable("booking_calendars")
      .set({ feed_token_hash: hashFeedToken(token), feed_created_at: now.toISOString(), updated_at: now.toISOString() })
      .where("user_id", "=", userId)
      .execute();
    await recordAudit(trx, actor, { action: "calendar_feed.create", targetType: "user", targetId: userId, targetLabel: actor.id === userId ? actor.email : "", detail: before?.feed_token_hash ? "Replaced the earlier link" : null }, now);
  });
  return token;
}

/** Turns the member's feed off; false when they had none. */
export async function revokeFeed(db: Kysely<Database>, actor: Actor, userId: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("booking_calendars")
      .set({ feed_token_hash: null, feed_created_at: null, updated_at: now.toISOString() })
      .where("user_id", "=", userId)
      .where("feed_token_hash", "is not", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(trx, actor, { action: "calendar_feed.revoke", targetType: "user", targetId: userId, targetLabel: actor.id === userId ? actor.email : "" }, now);
    return true;
  });
}

/**
 * The feed of the member whose token this is, as iCalendar text; null for a token that is not
 * (or no longer) anyone's. Each event: "<type>: <first> <last>", the person's phone, email and
 * topic, and a link to the booking's page in the back office.
 */
export async function memberFeedIcs(
  db: Db,
  token: string,
  { publicUrl, organizer }: { publicUrl: string; organizer: { name: string; email: string } },
  now = new Date(),
): Promise<string | null> {
  const calendar = await db
    .selectFrom("booking_calendars")
    .innerJoin("user", "user.id", "booking_calendars.user_id")
    .select(["booking_calendars.user_id", "user.name", "user.email", "user.role", "user.disabled"])
    .where("booking_calendars.feed_token_hash", "=", hashFeedToken(token))
    .executeTakeFirst();
  // A disabled account, or one no longer on the team, reads nothing: its link goes with its access.
  // (better-auth stores disabled as 0/1 on SQLite and boolean on PostgreSQL.)
  if (!calendar || calendar.disabled || !(TEAM_ROLES as readonly string[]).includes(calendar.role ?? "")) return null;
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("appointment_types", "appointment_types.id", "bookings.appointment_type_id")
    .select([
      "bookings.id",
      "bookings.starts_at",
      "bookings.ends_at",
      "bookings.status",
      "bookings.change_count",
      "bookings.first_name",
      "bookings.last_name",
      "bookings.email",
      "bookings.phone",
      "bookings.topic",
      "bookings.location",
      "bookings.meeting_url",
      "appointment_types.name as type_name",
    ])
    .where("bookings.user_id", "=", calendar.user_id)
    .where("bookings.starts_at", ">=", new Date(now.getTime() - FEED_PAST_DAYS * DAY).toISOString())
    .where("bookings.starts_at", "<", new Date(now.getTime() + FEED_FUTURE_DAYS * DAY).toISOString())
    .orderBy("bookings.starts_at")
    .orderBy("bookings.id")
    .limit(5000)
    .execute();
  const base = publicUrl.replace(/\/+$/, "");
  const bookings: CalendarBooking[] = rows.map((row) => {
    const page = `${base}/admin/calendar/bookings/${encodeURIComponent(row.id)}`;
    const place = appointmentLocationLabels.en[row.location];
    return {
      id: row.id,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      status: row.status,
      changeCount: Number(row.change_count),
      summary: `${row.type_name}: ${row.first_name} ${row.last_name}`,
      description: [`Phone: ${row.phone}`, `Email: ${row.email}`, row.topic ? `Topic: ${row.topic}` : "", row.meeting_url ? `Meeting link: ${row.meeting_url}` : "", `Booking: ${page}`].filter(Boolean).join("\n"),
      location: row.location === "video" && row.meeting_url ? row.meeting_url : place,
      url: page,
    };
  });
  return feedIcs(`Bookings: ${calendar.name || calendar.email}`, bookings, publicUrl, organizer);
}

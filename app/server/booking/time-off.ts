/**
 * Time nobody can book (docs/back-office.md#appointment-types-hours-and-feeds): a member's days
 * off and holidays (theirs to add and remove at /admin/profile/availability), the office's
 * closed days (user_id null: admins, at /admin/booking), and one-off blocks of a few hours (the
 * staff calendar). Whole days are Las Vegas days: from the start of the first to the start of
 * the day after the last, in UTC, so a day across a daylight-saving change is 23 or 25 hours.
 * Every change is audited (dates only: a member's reason may be personal).
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { fromLasVegas, lasVegasDate, lasVegasTime, startOfLasVegasDay } from "../../lib/las-vegas-time.ts";
import { normalizeTime } from "../../lib/schemas/team-hours.ts";
import { isCalendarDate } from "../../lib/schemas/time-off.ts";
import type { TimeOffInput } from "../../lib/schemas/time-off.ts";
import { MAX_TIME_OFF_REASON } from "../../lib/schemas/time-off-fields.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The calendar date after `date` ("2026-11-30" → "2026-12-01"). */
export function nextDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Whole Las Vegas days as instants: [the first day's start, the start of the day after the last). */
export function wholeDaysToInstants(firstDate: string, lastDate: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: startOfLasVegasDay(firstDate), endsAt: startOfLasVegasDay(nextDate(lastDate)) };
}

export interface TimeOffEntry {
  id: string;
  /** null: the whole office. */
  userId: string | null;
  startsAt: string;
  endsAt: string;
  reason: string;
  /** Las Vegas dates and times, as the pages show them. */
  firstDate: string;
  lastDate: string;
  /** Whole days (from midnight to midnight), or a block within a day or across days. */
  wholeDays: boolean;
  fromTime: string;
  toTime: string;
}

function entryOf(row: { id: string; user_id: string | null; starts_at: string; ends_at: string; reason: string }): TimeOffEntry {
  const starts = new Date(row.starts_at);
  const ends = new Date(row.ends_at);
  // The last moment inside it names the last day: an entry ending at midnight ends the day before.
  const lastMoment = new Date(ends.getTime() - 1);
  return {
    id: row.id,
    userId: row.user_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    reason: row.reason,
    firstDate: lasVegasDate(starts),
    lastDate: lasVegasDate(lastMoment),
    wholeDays: lasVegasTime(starts) === "00:00" && lasVegasTime(ends) === "00:00",
    fromTime: lasVegasTime(starts),
    toTime: lasVegasTime(ends),
  };
}

/** A member's (or, with null, the office's) time off that has not ended yet, soonest first. */
export async function listUpcomingTimeOff(db: Db, userId: string | null, now = new Date()): Promise<TimeOffEntry[]> {
  let query = db.selectFrom("time_off").select(["id", "user_id", "starts_at", "ends_at", "reason"]).where("ends_at", ">", now.toISOString());
  query = userId === null ? query.where("user_id", "is", null) : query.where("user_id", "=", userId);
  const rows = await query.orderBy("starts_at").orderBy("id").limit(200).execute();
  return rows.map(entryOf);
}

export type AddTimeOffResult = { ok: true; id: string } | { ok: false; errors: Partial<Record<"firstDate" | "lastDate" | "date" | "from" | "to" | "reason", string>> };

const targetLabel = (userId: string | null) => (userId === null ? "The office" : "");

async function insertTimeOff(db: Kysely<Database>, actor: Actor, entry: { userId: string | null; startsAt: Date; endsAt: Date; reason: string; detail: string }, now: Date): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("time_off")
      .values({ id, user_id: entry.userId, starts_at: entry.startsAt.toISOString(), ends_at: entry.endsAt.toISOString(), reason: entry.reason, created_by: actor.id, created_at: now.toISOString() })
      .execute();
    await recordAudit(trx, actor, { action: "time_off.add", targetType: "time_off", targetId: id, targetLabel: targetLabel(entry.userId), detail: entry.detail }, now);
  });
  return id;
}

/**
 * Whole days off for a member (userId) or the office (null). A range already over is refused:
 * it would block nothing.
 */
export async function addTimeOff(db: Kysely<Database>, actor: Actor, userId: string | null, input: TimeOffInput, now = new Date()): Promise<AddTimeOffResult> {
  const { startsAt, endsAt } = wholeDaysToInstants(input.firstDate, input.lastDate);
  if (endsAt <= now) return { ok: false, errors: { [input.lastDate === input.firstDate ? "firstDate" : "lastDate"]: "That day is already over: please enter today or a later day." } };
  const span = input.firstDate === input.lastDate ? input.firstDate : `${input.firstDate} to ${input.lastDate}`;
  const id = await insertTimeOff(db, actor, { userId, startsAt, endsAt, reason: input.reason, detail: userId === null ? `${span}: ${input.reason}` : span }, now);
  return { ok: true, id };
}

/**
 * A one-off block in a member's day (the staff calendar's "block time"): a Las Vegas date and
 * from/to times ("HH:MM", from before to), with a reason.
 */
export async function blockTime(
  db: Kysely<Database>,
  actor: Actor,
  input: { userId: string; date: string; from: string; to: string; reason: string },
  now = new Date(),
): Promise<AddTimeOffResult> {
  const errors: Extract<AddTimeOffResult, { ok: false }>["errors"] = {};
  const from = normalizeTime(input.from);
  const to = normalizeTime(input.to);
  const reason = input.reason.trim();
  if (!isCalendarDate(input.date)) errors.date = "Please enter the day, like 2026-11-26.";
  if (!from) errors.from = "Please enter when it starts, like 12:00.";
  if (!to) errors.to = "Please enter when it ends, like 13:00.";
  else if (from && from >= to) errors.to = "Please enter an end after the start.";
  if (!reason) errors.reason = "Please enter a reason, like Lunch with a carrier.";
  else if (reason.length > MAX_TIME_OFF_REASON) errors.reason = `Please keep this under ${MAX_TIME_OFF_REASON} characters.`;
  if (Object.keys(errors).length) return { ok: false, errors };
  const startsAt = fromLasVegas(input.date, from!)!;
  const endsAt = fromLasVegas(input.date, to!)!;
  if (endsAt <= startsAt) return { ok: false, errors: { to: "Please enter an end after the start." } }; // the hour daylight saving repeats
  if (endsAt <= now) return { ok: false, errors: { to: "That time is already over." } };
  const id = await insertTimeOff(db, actor, { userId: input.userId, startsAt, endsAt, reason, detail: `${input.date} ${from}–${to}` }, now);
  return { ok: true, id };
}

/**
 * Removes one entry of this member's (or, with null, the office's) time off; false when there
 * is no such entry of theirs (another member's is not found, never removed).
 */
export async function removeTimeOff(db: Kysely<Database>, actor: Actor, userId: string | null, id: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("time_off").select(["id", "user_id", "starts_at", "ends_at", "reason"]).where("id", "=", id);
    query = userId === null ? query.where("user_id", "is", null) : query.where("user_id", "=", userId);
    const row = await query.executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("time_off").where("id", "=", id).execute();
    const entry = entryOf(row);
    const span = entry.wholeDays ? (entry.firstDate === entry.lastDate ? entry.firstDate : `${entry.firstDate} to ${entry.lastDate}`) : `${entry.firstDate} ${entry.fromTime}–${entry.toTime}`;
    await recordAudit(trx, actor, { action: "time_off.remove", targetType: "time_off", targetId: id, targetLabel: targetLabel(userId), detail: userId === null ? `${span}: ${row.reason}` : span }, now);
    return true;
  });
}

/**
 * What the slot rule (availability.ts) is computed from, read from the database: a type, the
 * members who take it, each one's week (their own hours or the office's), their bookings and time
 * off, and the office's closures.
 */
import type { Kysely, Transaction } from "kysely";
import type { Agency } from "../../config/agency.ts";
import { fromLasVegas } from "../../lib/las-vegas-time.ts";
import type { Database } from "../db/schema.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";
import type { AppointmentType } from "./appointment-types.ts";
import { addDays, bookableDates, daySlots, officeWeek, type Interval, type MemberAvailability, type Slot, type WeeklyHours } from "./availability.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The members who take a type: its named person, or the active team in rotation order; nobody disabled. */
export async function poolOf(db: Db, type: Pick<AppointmentType, "assignment" | "userId">): Promise<string[]> {
  const team = await listActiveTeam(db);
  if (type.assignment === "person") return team.some((m) => m.id === type.userId) ? [type.userId!] : [];
  return team.map((m) => m.id);
}

export interface ScheduleRange {
  /** Las Vegas dates, both included. */
  fromDate: string;
  toDate: string;
}

export interface Schedules {
  office: WeeklyHours;
  officeClosed: Interval[];
  members: MemberAvailability[];
}

const toInterval = (row: { starts_at: string; ends_at: string }, extraMinutes = 0): Interval => ({
  start: Date.parse(row.starts_at),
  end: Date.parse(row.ends_at) + extraMinutes * 60_000,
});

/**
 * The schedules of `userIds` over a range of days. `exceptBookingId`: a booking being moved
 * does not stand in its own way.
 */
export async function loadSchedules(db: Db, agency: Pick<Agency, "openingHours">, userIds: readonly string[], range: ScheduleRange, exceptBookingId?: string): Promise<Schedules> {
  const office = officeWeek(agency.openingHours);
  // A day's bookings may reach back into it from the evening before (a buffer); a day's margin covers it.
  const from = fromLasVegas(addDays(range.fromDate, -1), "00:00")!.toISOString();
  const to = fromLasVegas(addDays(range.toDate, 2), "00:00")!.toISOString();
  if (!userIds.length) return { office, officeClosed: [], members: [] };
  const [calendars, hours, bookings, timeOff] = await Promise.all([
    db.selectFrom("booking_calendars").select(["user_id", "own_hours"]).where("user_id", "in", userIds).execute(),
    db.selectFrom("team_hours").selectAll().where("user_id", "in", userIds).execute(),
    db
      .selectFrom("bookings")
      .select(["id", "user_id", "starts_at", "ends_at", "buffer_minutes"])
      .where("user_id", "in", userIds)
      .where("status", "!=", "cancelled")
      .where("starts_at", "<", to)
      .where("ends_at", ">", from)
      .execute(),
    db
      .selectFrom("time_off")
      .select(["user_id", "starts_at", "ends_at"])
      .where((eb) => eb.or([eb("user_id", "in", userIds), eb("user_id", "is", null)]))
      .where("starts_at", "<", to)
      .where("ends_at", ">", from)
      .execute(),
  ]);
  const members = userIds.map((userId): MemberAvailability => {
    const ownHours = calendars.find((c) => c.user_id === userId)?.own_hours === 1;
    const week: WeeklyHours = ownHours
      ? [0, 1, 2, 3, 4, 5, 6].map((day) => {
          const row = hours.find((h) => h.user_id === userId && h.weekday === day);
          return row ? { opens: row.opens, closes: row.closes } : null;
        })
      : office;
    return {
      userId,
      hours: week,
      bookings: bookings.filter((b) => b.user_id === userId && b.id !== exceptBookingId).map((b) => toInterval(b, b.buffer_minutes)),
      timeOff: timeOff.filter((t) => t.user_id === userId).map((t) => toInterval(t)),
    };
  });
  return { office, officeClosed: timeOff.filter((t) => t.user_id === null).map((t) => toInterval(t)), members };
}

/** The free slots of one day for a type (`onlyUserIds`: a reschedule that stays with its member first). */
export async function freeSlotsOn(db: Db, agency: Pick<Agency, "openingHours">, type: AppointmentType, date: string, now: Date, options: { exceptBookingId?: string; onlyUserIds?: string[] } = {}): Promise<Slot[]> {
  const pool = options.onlyUserIds ?? (await poolOf(db, type));
  const schedules = await loadSchedules(db, agency, pool, { fromDate: date, toDate: date }, options.exceptBookingId);
  return daySlots({ date, rules: type, ...schedules, now });
}

export interface BookableDay {
  date: string;
  /** How many start times are free that day. */
  free: number;
}

/** Every day of a type's horizon with its number of free times (a day with none shows as full). */
export async function bookableDays(db: Db, agency: Pick<Agency, "openingHours">, type: AppointmentType, now: Date, exceptBookingId?: string): Promise<{ days: BookableDay[]; slotsByDate: Map<string, Slot[]> }> {
  const dates = bookableDates(type, now);
  const pool = await poolOf(db, type);
  const schedules = await loadSchedules(db, agency, pool, { fromDate: dates[0]!, toDate: dates.at(-1)! }, exceptBookingId);
  const slotsByDate = new Map<string, Slot[]>();
  const days = dates.map((date) => {
    const slots = daySlots({ date, rules: type, ...schedules, now });
    slotsByDate.set(date, slots);
    return { date, free: slots.length };
  });
  return { days, slotsByDate };
}

/**
 * The days and times a booking can move to: its own start time is where it already is, so it is
 * not offered as another time, and a day whose only free time it is counts as full. The change
 * page then opens on the first day with another time, not on a day with nothing to choose.
 */
export function otherTimesThan(startsAt: Date, bookable: { days: BookableDay[]; slotsByDate: Map<string, Slot[]> }): { days: BookableDay[]; slotsByDate: Map<string, Slot[]> } {
  const own = startsAt.getTime();
  const slotsByDate = new Map([...bookable.slotsByDate].map(([date, slots]) => [date, slots.filter((slot) => slot.startsAt.getTime() !== own)] as const));
  const days = bookable.days.map((day) => ({ ...day, free: slotsByDate.get(day.date)?.length ?? 0 }));
  return { days, slotsByDate };
}

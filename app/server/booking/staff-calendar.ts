/**
 * The team's side of bookings (docs/back-office.md#calendar-and-bookings): the calendar's days
 * (a member's or everyone's bookings with the time off and office closures on those days), a
 * booking's page (the booking, its changes from the audit log, the person's lead records and
 * customers), a person's appointments for a lead record or a customer, the bookings in a
 * record's timeline, and a member's appointments of the day (My work, the daily digest).
 *
 * "Days" are Las Vegas calendar days; a day's bookings are those starting in it. Reads only:
 * the changes are change-booking.ts and time-off.ts.
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Agency } from "../../config/agency.ts";
import { formatBookingTime } from "../../lib/booking.ts";
import { compareText } from "../../lib/compare-text.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { leadForms } from "../../lib/inbox-paths.ts";
import { AGENCY_TIME_ZONE, lasVegasDate, startOfLasVegasDay } from "../../lib/las-vegas-time.ts";
import { peopleOfCustomer } from "../customers/get-customer.ts";
import type { BookingStatus, Database } from "../db/schema.ts";
import { jsonObjectOf, parseJsonObject, type JsonObject } from "../db/json-object.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { unionOfBranches } from "../db/union-branches.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import type { TimelineEntry } from "../pipeline/timeline.ts";
import { appointmentTypeOfBooking } from "./appointment-types.ts";
import { addDays } from "./availability.ts";
import type { BookingRow } from "./booking-emails.ts";
import { freeSlotsOn, poolOf } from "./schedules.ts";
import { dateTimeFormat } from "../../lib/format.ts";

export type CalendarView = "day" | "week";

/** The most bookings one calendar page lists (a week of a busy team is far fewer). */
export const CALENDAR_BOOKINGS_LIMIT = 500;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A date from the address when it is a real calendar date, else null. */
export function calendarDateOf(text: string | null | undefined): string | null {
  if (!text || !DATE_PATTERN.test(text)) return null;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === text ? text : null;
}

/** The Monday of a date's week (the team's week runs Monday to Sunday). */
export function weekStartOf(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The dates a view shows: one day, or the week (Monday to Sunday) around it. */
export function calendarDates(view: CalendarView, date: string): string[] {
  if (view === "day") return [date];
  const monday = weekStartOf(date);
  return [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(monday, i));
}

/** Where the previous and next links go: a day or a week back and ahead. */
export function calendarStep(view: CalendarView, date: string): { previous: string; next: string } {
  const days = view === "day" ? 1 : 7;
  const start = view === "day" ? date : weekStartOf(date);
  return { previous: addDays(start, -days), next: addDays(start, days) };
}

export interface CalendarBooking {
  id: string;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  name: string;
  typeName: string;
  location: string;
  memberId: string;
  memberName: string;
}

export interface CalendarTimeOff {
  id: string;
  /** null: the whole office is closed. */
  userId: string | null;
  memberName: string | null;
  startsAt: string;
  endsAt: string;
  /** Shown for the office's closures and the viewer's own time off; another member's reason may be personal. */
  reason: string | null;
  /** It covers the whole day shown (not only some hours of it). */
  allDay: boolean;
  /** It began before the day shown, or runs past its end: the day's part of it starts or ends at midnight. */
  fromDayStart: boolean;
  toDayEnd: boolean;
}

export interface CalendarDay {
  date: string;
  bookings: CalendarBooking[];
  timeOff: CalendarTimeOff[];
}

const nameOf = (user: { name: string | null; email: string | null } | null | undefined) => user?.name?.trim() || user?.email || "A former member";

/**
 * The calendar's days: the bookings starting on each (cancelled ones too, so a freed time is
 * visible as such), in time order, of one member or of everyone (`memberId` null), with the
 * time off covering each day (the member's, or everyone's, and the office's closures).
 */
export async function listCalendarDays(db: Kysely<Database>, options: { dates: readonly string[]; memberId: string | null; viewerId: string }): Promise<CalendarDay[]> {
  const { dates, memberId, viewerId } = options;
  const from = startOfLasVegasDay(dates[0]!).toISOString();
  const to = startOfLasVegasDay(addDays(dates.at(-1)!, 1)).toISOString();
  let bookingsQuery = db
    .selectFrom("bookings")
    .innerJoin("appointment_types", "appointment_types.id", "bookings.appointment_type_id")
    .leftJoin("user", "user.id", "bookings.user_id")
    .select([
      "bookings.id",
      "bookings.starts_at",
      "bookings.ends_at",
      "bookings.status",
      "bookings.first_name",
      "bookings.last_name",
      "bookings.location",
      "bookings.user_id",
      "appointment_types.name as type_name",
      "user.name as member_name",
      "user.email as member_email",
    ])
    .where("bookings.starts_at", ">=", from)
    .where("bookings.starts_at", "<", to);
  if (memberId) bookingsQuery = bookingsQuery.where("bookings.user_id", "=", memberId);
  const bookings = await bookingsQuery.orderBy("bookings.starts_at").orderBy("bookings.id").limit(CALENDAR_BOOKINGS_LIMIT).execute();

  let timeOffQuery = db
    .selectFrom("time_off")
    .leftJoin("user", "user.id", "time_off.user_id")
    .select(["time_off.id", "time_off.user_id", "time_off.starts_at", "time_off.ends_at", "time_off.reason", "user.name as member_name", "user.email as member_email"])
    .where("time_off.ends_at", ">", from)
    .where("time_off.starts_at", "<", to);
  if (memberId) timeOffQuery = timeOffQuery.where((eb) => eb.or([eb("time_off.user_id", "=", memberId), eb("time_off.user_id", "is", null)]));
  const timeOff = await timeOffQuery.orderBy("time_off.starts_at").orderBy("time_off.id").limit(CALENDAR_BOOKINGS_LIMIT).execute();

  return dates.map((date) => {
    const dayStart = startOfLasVegasDay(date).toISOString();
    const dayEnd = startOfLasVegasDay(addDays(date, 1)).toISOString();
    return {
      date,
      bookings: bookings
        .filter((b) => b.starts_at >= dayStart && b.starts_at < dayEnd)
        .map((b) => ({
          id: b.id,
          startsAt: b.starts_at,
          endsAt: b.ends_at,
          status: b.status,
          name: `${b.first_name} ${b.last_name}`.trim(),
          typeName: b.type_name,
          location: b.location,
          memberId: b.user_id,
          memberName: nameOf({ name: b.member_name, email: b.member_email }),
        })),
      timeOff: timeOff
        .filter((t) => t.starts_at < dayEnd && t.ends_at > dayStart)
        .map((t) => ({
          id: t.id,
          userId: t.user_id,
          memberName: t.user_id ? nameOf({ name: t.member_name, email: t.member_email }) : null,
          startsAt: t.starts_at,
          endsAt: t.ends_at,
          reason: t.user_id === null || t.user_id === viewerId ? t.reason : null,
          allDay: t.starts_at <= dayStart && t.ends_at >= dayEnd,
          fromDayStart: t.starts_at <= dayStart,
          toDayEnd: t.ends_at >= dayEnd,
        })),
    };
  });
}

export interface BookingHistoryEntry {
  id: string;
  at: string;
  action: string;
  actor: string;
  detail: string | null;
}

export interface PersonLeadRecord {
  form: LeadForm;
  id: string;
  name: string;
  stage: string;
  createdAt: string;
}

export interface StaffBooking {
  booking: BookingRow;
  type: { id: string; name: string; durationMinutes: number; slug: string };
  member: { id: string; name: string; email: string } | null;
  /** Who cancelled: "The person" (from their email's link) or a member's name. */
  cancelledBy: string | null;
  changes: BookingHistoryEntry[];
  records: PersonLeadRecord[];
  customers: { id: string; name: string }[];
}

/** Per form at most this many of the person's lead records. */
const RECORDS_PER_FORM = 10;

/** The lead records of a person, newest first. */
export async function leadRecordsOfPerson(db: Kysely<Database>, personId: string | null): Promise<PersonLeadRecord[]> {
  if (!personId) return [];
  const records: PersonLeadRecord[] = [];
  for (const form of leadForms) {
    const rows = await leadDb(db)
      .selectFrom(leadTables[form].table)
      .select(["id", "created_at", "status", "first_name", "last_name"])
      .where("person_id", "=", personId)
      .orderBy("created_at", "desc")
      .limit(RECORDS_PER_FORM)
      .execute();
    for (const row of rows) records.push({ form, id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), stage: row.status, createdAt: row.created_at });
  }
  return records.sort((a, b) => compareText(b.createdAt, a.createdAt));
}

/**
 * The customers who are this booking's person: the one it names (a signed-in customer booked),
 * and those whose email or phone is one of the person's (person_contacts, as the customer's
 * page finds a customer's records the other way round).
 */
export async function customersOfBooking(db: Kysely<Database>, booking: Pick<BookingRow, "customer_id" | "person_id">): Promise<{ id: string; name: string }[]> {
  const found = new Map<string, string>();
  if (booking.customer_id) {
    const own = await db.selectFrom("customers").select(["id", "name"]).where("id", "=", booking.customer_id).executeTakeFirst();
    if (own) found.set(own.id, own.name);
  }
  if (booking.person_id) {
    const keys = (await db.selectFrom("person_contacts").select("contact_key").where("person_id", "=", booking.person_id).execute()).map((r) => r.contact_key);
    const emails = keys.filter((k) => k.startsWith("e:")).map((k) => k.slice(2));
    const phones = keys.filter((k) => k.startsWith("p:")).map((k) => k.slice(2));
    if (emails.length || phones.length) {
      const rows = await db
        .selectFrom("customers")
        .select(["id", "name"])
        .where((eb) =>
          eb.or([
            ...(emails.length ? [eb("email", "in", emails), eb("alt_email", "in", emails)] : []),
            // search_text holds the customer's phones as digits, one part per line.
            ...phones.map((digits) => eb("search_text", "like", `%${digits}%`)),
          ]),
        )
        .orderBy("name")
        .limit(10)
        .execute();
      for (const row of rows) found.set(row.id, row.name);
    }
  }
  return [...found].map(([id, name]) => ({ id, name }));
}

/** Everything the booking's page shows; null when there is no such booking. */
export async function getStaffBooking(db: Kysely<Database>, bookingId: string): Promise<StaffBooking | null> {
  const booking = await db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
  if (!booking) return null;
  const type = await db.selectFrom("appointment_types").select(["id", "name", "duration_minutes", "slug"]).where("id", "=", booking.appointment_type_id).executeTakeFirstOrThrow();
  const member = (await db.selectFrom("user").select(["id", "name", "email"]).where("id", "=", booking.user_id).executeTakeFirst()) ?? null;
  let cancelledBy: string | null = null;
  if (booking.status === "cancelled") {
    if (!booking.cancelled_by || booking.cancelled_by === "person" || booking.cancelled_by === "visitor") cancelledBy = "The person, from their email's link";
    else cancelledBy = nameOf(await db.selectFrom("user").select(["name", "email"]).where("id", "=", booking.cancelled_by).executeTakeFirst());
  }
  const changes = await db
    .selectFrom("audit_log")
    .select(["id", "created_at", "action", "actor_email", "detail"])
    .where("target_type", "=", "booking")
    .where("target_id", "=", bookingId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return {
    booking,
    type: { id: type.id, name: type.name, durationMinutes: type.duration_minutes, slug: type.slug },
    member: member ? { id: member.id, name: nameOf(member), email: member.email } : null,
    cancelledBy,
    changes: changes.map((c) => ({ id: c.id, at: c.created_at, action: c.action, actor: c.actor_email, detail: describeAuditDetail(c.action, c.detail) })),
    records: await leadRecordsOfPerson(db, booking.person_id),
    customers: await customersOfBooking(db, booking),
  };
}

const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z/g;

/** "Thu, Dec 3, 9:30 AM" of an instant, Las Vegas time. */
export function shortWhen(iso: string): string {
  const at = new Date(iso);
  const day = dateTimeFormat("en-US", { timeZone: AGENCY_TIME_ZONE, weekday: "short", month: "short", day: "numeric" }).format(at);
  return `${day}, ${formatBookingTime(at, "en", AGENCY_TIME_ZONE)}`;
}

const outcomeWords: Record<string, string> = { booked: "booked", held: "held", no_show: "no-show", cancelled: "cancelled" };

/** An audit entry's detail in words: its instants as Las Vegas times, its statuses as words. */
export function describeAuditDetail(action: string, detail: string | null): string | null {
  if (!detail) return null;
  if (action === "booking.outcome") return detail.replace(/[a-z_]+/g, (word) => outcomeWords[word] ?? word);
  return detail.replace(ISO_INSTANT, (iso) => shortWhen(iso));
}

export interface PersonAppointment {
  id: string;
  startsAt: string;
  status: BookingStatus;
  typeName: string;
  location: string;
  memberName: string;
}

export interface PersonAppointments {
  upcoming: PersonAppointment[];
  recent: PersonAppointment[];
}

/** How many of each a record's or a customer's page lists. */
export const PERSON_APPOINTMENTS_LIMIT = 5;

/**
 * Both lists of listPersonAppointments in one statement (on PostgreSQL each statement is a round
 * trip), each with its own order and limit. `customerId` null: the person's bookings only.
 */
const personAppointmentsStatement = statementTemplate(
  (db: Kysely<Database>, { personIds, customerId, nowIso }: { personIds: readonly string[]; customerId: string | null; nowIso: string }) => {
    const base = (list: keyof PersonAppointments) =>
      db
        .selectFrom("bookings")
        .innerJoin("appointment_types", "appointment_types.id", "bookings.appointment_type_id")
        .leftJoin("user", "user.id", "bookings.user_id")
        .select([sql.lit(list).as("list"), "bookings.id", "bookings.starts_at", "bookings.status", "bookings.location", "appointment_types.name as type_name", "user.name as member_name", "user.email as member_email"])
        .where((eb) =>
          eb.or([
            ...(personIds.length ? [eb("bookings.person_id", "in", [...personIds])] : []),
            ...(customerId !== null ? [eb("bookings.customer_id", "=", customerId)] : []),
          ]),
        );
    type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];
    return unionOfBranches(db, [
      base("upcoming").where("bookings.starts_at", ">=", nowIso).where("bookings.status", "!=", "cancelled").orderBy("bookings.starts_at").limit(PERSON_APPOINTMENTS_LIMIT),
      base("recent")
        .where((eb) => eb.or([eb("bookings.starts_at", "<", nowIso), eb("bookings.status", "=", "cancelled")]))
        .orderBy("bookings.starts_at", "desc")
        .limit(PERSON_APPOINTMENTS_LIMIT),
      // The joins are typed into each branch's database: typed here as the row they both select.
    ] as unknown as SelectQueryBuilder<Database, keyof Database, Row>[]);
  },
);

/**
 * A person's appointments for a lead record (its person) or a customer (their persons and the
 * bookings made as them): the next ones (not cancelled), soonest first, and the recent past
 * ones and cancellations, newest first.
 */
export async function listPersonAppointments(db: Kysely<Database>, who: { personIds: readonly string[]; customerId?: string | null }, now: Date): Promise<PersonAppointments> {
  if (!who.personIds.length && !who.customerId) return { upcoming: [], recent: [] };
  const rows = await personAppointmentsStatement.rows(db, { personIds: who.personIds, customerId: who.customerId || null, nowIso: now.toISOString() });
  const listed: PersonAppointments = { upcoming: [], recent: [] };
  for (const row of rows) {
    listed[row.list as keyof PersonAppointments].push({
      id: row.id,
      startsAt: row.starts_at,
      status: row.status,
      typeName: row.type_name,
      location: row.location,
      memberName: nameOf({ name: row.member_name, email: row.member_email }),
    });
  }
  // A union keeps no order: each list in its own.
  listed.upcoming.sort((a, b) => compareText(a.startsAt, b.startsAt));
  listed.recent.sort((a, b) => compareText(b.startsAt, a.startsAt));
  return listed;
}

const bookingTitles: Record<string, string> = {
  "booking.create": "Appointment booked",
  "booking.reschedule": "Appointment moved",
  "booking.cancel": "Appointment cancelled",
  "booking.meeting_link": "Video link set",
};

function outcomeTitle(detail: string | null): string {
  const to = detail?.split("→").at(-1)?.trim();
  if (to === "held") return "Appointment held";
  if (to === "no_show") return "Appointment marked a no-show";
  return "Appointment outcome undone";
}

/** A booking's audit entry as a timeline's statement carries it (the `detail` object of its "booking" branch). */
export interface BookingAuditDetail {
  action: string;
  actor_email: string;
  detail: string | null;
  booking_id: string;
  starts_at: string;
  type_name: string;
}

/**
 * The changes to these persons' bookings (booked, moved, cancelled, held or a no-show, the video
 * link set), read from the audit log (each change is audited with its booking), the newest
 * `limit`, as a branch of a timeline's statement: source "booking" (bookingEntry reads it).
 * Null when there is nobody to read them for.
 */
export function bookingBranch(db: Kysely<Database>, who: { personIds: readonly string[]; customerId?: string | null }, limit: number) {
  if (!who.personIds.length && !who.customerId) return null;
  const bookingIds = db
    .selectFrom("bookings")
    .select("id")
    .where((eb) =>
      eb.or([...(who.personIds.length ? [eb("person_id", "in", [...who.personIds])] : []), ...(who.customerId ? [eb("customer_id", "=", who.customerId)] : [])]),
    );
  const detail = jsonObjectOf<BookingAuditDetail>(db, {
    action: sql.ref("audit_log.action"),
    actor_email: sql.ref("audit_log.actor_email"),
    detail: sql.ref("audit_log.detail"),
    booking_id: sql.ref("bookings.id"),
    starts_at: sql.ref("bookings.starts_at"),
    type_name: sql.ref("appointment_types.name"),
  }) as RawBuilder<unknown>;
  return db
    .selectFrom("audit_log")
    .innerJoin("bookings", "bookings.id", "audit_log.target_id")
    .innerJoin("appointment_types", "appointment_types.id", "bookings.appointment_type_id")
    .select([sql.lit("booking").as("source"), "audit_log.id", "audit_log.created_at as at", detail.as("detail")])
    .where("audit_log.target_type", "=", "booking")
    .where("audit_log.target_id", "in", bookingIds)
    .where("audit_log.action", "in", ["booking.create", "booking.reschedule", "booking.cancel", "booking.outcome", "booking.meeting_link"])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(limit);
}

/** A row of bookingBranch as a timeline entry. */
export function bookingEntry(id: string, at: string, row: JsonObject<BookingAuditDetail>): TimelineEntry {
  const change = parseJsonObject(row);
  const title = change.action === "booking.outcome" ? outcomeTitle(change.detail) : (bookingTitles[change.action] ?? "Appointment changed");
  const detail = change.action === "booking.reschedule" ? `${change.type_name}, ${describeAuditDetail(change.action, change.detail)}` : `${change.type_name}, ${shortWhen(change.starts_at)}`;
  return {
    key: `booking:${id}`,
    at,
    kind: "booking",
    title,
    detail,
    actor: change.actor_email,
    body: null,
    email: null,
    link: { href: `/admin/calendar/bookings/${encodeURIComponent(change.booking_id)}`, label: "Open the appointment" },
  };
}

export interface TodaysAppointment {
  id: string;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  name: string;
  phone: string;
  typeName: string;
  location: string;
}

const todaysAppointmentsStatement = statementTemplate((db: Kysely<Database>, v: { userId: string; from: string; to: string; limit: number }) =>
  db
    .selectFrom("bookings")
    .innerJoin("appointment_types", "appointment_types.id", "bookings.appointment_type_id")
    .select(["bookings.id", "bookings.starts_at", "bookings.ends_at", "bookings.status", "bookings.first_name", "bookings.last_name", "bookings.phone", "bookings.location", "appointment_types.name as type_name"])
    .where("bookings.user_id", "=", v.userId)
    .where("bookings.starts_at", ">=", v.from)
    .where("bookings.starts_at", "<", v.to)
    .where("bookings.status", "!=", "cancelled")
    .orderBy("bookings.starts_at")
    .orderBy("bookings.id")
    .limit(v.limit),
);

/** A member's appointments of the Las Vegas day of `now` (not cancelled), in time order. */
export async function listTodaysAppointments(db: Kysely<Database>, userId: string, now: Date, limit = 50): Promise<TodaysAppointment[]> {
  const today = lasVegasDate(now);
  const rows = await todaysAppointmentsStatement.rows(db, { userId, from: startOfLasVegasDay(today).toISOString(), to: startOfLasVegasDay(addDays(today, 1)).toISOString(), limit });
  return rows.map((r) => ({
    id: r.id,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    name: `${r.first_name} ${r.last_name}`.trim(),
    phone: r.phone,
    typeName: r.type_name,
    location: r.location,
  }));
}

/**
 * The free start times of a booking's type on a Las Vegas date, for moving it there: the booking
 * does not stand in its own way, and its member counts even if they have since left the type's
 * rotation (as rescheduleBooking decides).
 */
export async function freeTimesToMove(db: Kysely<Database>, agency: Pick<Agency, "openingHours">, bookingId: string, date: string, now: Date): Promise<string[]> {
  const booking = await db.selectFrom("bookings").select(["appointment_type_id", "user_id"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking) return [];
  const type = await appointmentTypeOfBooking(db, booking);
  const pool = await poolOf(db, type);
  const members = pool.includes(booking.user_id) ? pool : [booking.user_id, ...pool];
  const slots = await freeSlotsOn(db, agency, type, date, now, { exceptBookingId: bookingId, onlyUserIds: members });
  return slots.map((slot) => slot.startsAt.toISOString());
}

/**
 * A customer's appointments: those of the persons behind their emails and phones, and those made as them.
 * `personIds`: the customer's people when the caller has them (customerPersonIds), else read here.
 */
export async function listCustomerAppointments(db: Kysely<Database>, customerId: string, now: Date, personIds?: readonly string[]): Promise<PersonAppointments> {
  const people = personIds ?? (await peopleOfCustomer(db, customerId));
  if (!people) return { upcoming: [], recent: [] };
  return listPersonAppointments(db, { personIds: people, customerId }, now);
}

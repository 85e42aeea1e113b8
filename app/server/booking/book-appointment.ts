/**
 * Booking a time (docs/product.md#booking-a-call). No time is ever given to two people:
 *
 * 1. The transaction locks the booking_calendars rows of every member who could take the
 *    booking, in one order (their ids), so bookings that could collide run one after another
 *    on any number of instances (PostgreSQL: SELECT … FOR UPDATE; SQLite: every transaction
 *    holds the database's write lock from its start).
 * 2. Only then are the member's bookings read and the slot rule (availability.ts) applied to
 *    the wanted time: what a racing booking committed is seen.
 * 3. A free member is chosen (the customer's own agent when free, else the type's rotation), the
 *    booking is written with the person's link, the consent and the emails, and committed.
 *
 * The loser of a race gets "taken" and the nearest free times.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Agency } from "../../config/agency.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { recordAudit, systemActor } from "../audit/record-audit.ts";
import { consentsGiven, storeConsents } from "../compliance/consents.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { personFor } from "../pipeline/link-person.ts";
import { bookingEvent } from "../integrations/record-events.ts";
import { findBookableType, type AppointmentType } from "./appointment-types.ts";
import { addDays, daySlots, nearestSlots, type Slot } from "./availability.ts";
import { ensureBookingCalendars } from "./booking-calendars.ts";
import { enqueueBookingEmails, type BookingMailContext, type BookingRow } from "./booking-emails.ts";
import { signBookingChangeToken } from "./booking-links.ts";
import { bookableDays, freeSlotsOn, loadSchedules, poolOf } from "./schedules.ts";

export interface BookingDeps extends BookingMailContext {
  db: Kysely<Database>;
}

export interface BookingRequest {
  typeSlug: string;
  startsAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  topic: string;
  locale: Locale;
  visitorTimeZone: string | null;
  /** The signed-in customer booking for themselves. */
  customerId?: string | null;
  /** The page the booking form was on (the consent's page). */
  pageUrl: string;
}

/** Why a time could not be booked: "past" and "outside" are the visitor's mistakes, "taken" is a race lost. */
export type SlotProblem = "past" | "outside" | "taken";

export type BookResult =
  | { ok: true; booking: BookingRow; changeToken: string }
  | { ok: false; reason: "no-type" | "unavailable" }
  | { ok: false; reason: SlotProblem; nearest: Slot[] };

/** Locks the calendars of these members for the rest of the transaction (see the top of this module). */
export async function lockCalendars(trx: Transaction<Database>, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  let query = trx.selectFrom("booking_calendars").select("user_id").where("user_id", "in", [...userIds]).orderBy("user_id");
  if (isPostgres(trx)) query = query.forUpdate();
  await query.execute();
}

/** Why `startsAt` is not a free slot: past, outside the hours and rules, or taken by a booking. */
export async function slotProblem(db: Kysely<Database> | Transaction<Database>, agency: Pick<Agency, "openingHours">, type: AppointmentType, pool: string[], startsAt: Date, now: Date): Promise<SlotProblem> {
  if (startsAt.getTime() <= now.getTime()) return "past";
  const date = lasVegasDate(startsAt);
  const schedules = await loadSchedules(db, agency, pool, { fromDate: date, toDate: date });
  // The same day with nobody's bookings: a time open then, but not now, was taken.
  const open = daySlots({
    date,
    rules: type,
    ...schedules,
    members: schedules.members.map((m) => ({ ...m, bookings: [] })),
    now,
  });
  return open.some((s) => s.startsAt.getTime() === startsAt.getTime()) ? "taken" : "outside";
}

/** The free times nearest to a wanted one, from the days around it: what the visitor is offered instead. */
export async function nearestFreeSlots(db: Kysely<Database>, agency: Pick<Agency, "openingHours">, type: AppointmentType, wanted: Date, now: Date, exceptBookingId?: string): Promise<Slot[]> {
  const { slotsByDate } = await bookableDays(db, agency, type, now, exceptBookingId);
  const wantedDate = lasVegasDate(wanted);
  // The wanted day and the next two days with free times, so "nearest" never means a month away when tomorrow is open.
  const candidates = [...slotsByDate.entries()].filter(([date]) => date >= addDays(wantedDate, -1)).flatMap(([, slots]) => slots);
  return nearestSlots(candidates.length ? candidates : [...slotsByDate.values()].flat(), wanted);
}

/**
 * The member who takes a booking among those free: the customer's own agent when free, else
 * the next in the type's rotation (its turn, counted with one atomic update) who is free.
 */
export async function chooseMember(trx: Transaction<Database>, type: AppointmentType, pool: readonly string[], free: readonly string[], preferred: string | null): Promise<string> {
  if (preferred && free.includes(preferred)) return preferred;
  if (free.length === 1 || type.assignment === "person") return free[0]!;
  const { turn } = await trx
    .updateTable("appointment_types")
    .set({ turn: sql<number>`turn + 1` })
    .where("id", "=", type.id)
    .returning("turn")
    .executeTakeFirstOrThrow();
  const start = (Number(turn) - 1) % pool.length;
  const rotation = [...pool.slice(start), ...pool.slice(0, start)];
  return rotation.find((id) => free.includes(id)) ?? free[0]!;
}

/** Tells the webhook subscribers of a booking made or changed, in the change's transaction. */
export async function announceBooking(trx: Transaction<Database>, kind: "booking.created" | "booking.changed", booking: BookingRow, typeSlug: string, now: Date): Promise<void> {
  await bookingEvent(
    trx,
    kind,
    {
      id: booking.id,
      typeSlug,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
      status: booking.status,
      userId: booking.user_id,
      location: booking.location,
      firstName: booking.first_name,
      lastName: booking.last_name,
      email: booking.email,
      phone: booking.phone,
      topic: booking.topic,
    },
    now,
  );
}

/** The member's name and address, for the emails. */
export async function memberOf(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<{ name: string; email: string }> {
  return db.selectFrom("user").select(["name", "email"]).where("id", "=", userId).executeTakeFirstOrThrow();
}

export async function bookAppointment(deps: BookingDeps, request: BookingRequest, now: Date): Promise<BookResult> {
  const { db, agency } = deps;
  const type = await findBookableType(db, request.typeSlug);
  if (!type) return { ok: false, reason: "no-type" };
  const pool = await poolOf(db, type);
  if (!pool.length) return { ok: false, reason: "unavailable" };
  await ensureBookingCalendars(db, pool, now);
  const preferred = request.customerId
    ? ((await db.selectFrom("customers").select("owner_id").where("id", "=", request.customerId).executeTakeFirst())?.owner_id ?? null)
    : null;

  const outcome = await db.transaction().execute(async (trx) => {
    await lockCalendars(trx, pool);
    const slots = await freeSlotsOn(trx, agency, type, lasVegasDate(request.startsAt), now, { onlyUserIds: pool });
    const slot = slots.find((s) => s.startsAt.getTime() === request.startsAt.getTime());
    if (!slot) return { ok: false as const, problem: await slotProblem(trx, agency, type, pool, request.startsAt, now) };
    const userId = await chooseMember(trx, type, pool, slot.userIds, preferred);
    const nowIso = now.toISOString();
    const person = await personFor(trx, { email: request.email, phone: request.phone }, nowIso);
    const booking: BookingRow = {
      id: randomUUID(),
      appointment_type_id: type.id,
      user_id: userId,
      starts_at: request.startsAt.toISOString(),
      ends_at: new Date(request.startsAt.getTime() + type.durationMinutes * 60_000).toISOString(),
      buffer_minutes: type.bufferMinutes,
      status: "booked",
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      phone: request.phone,
      topic: request.topic,
      locale: request.locale,
      visitor_time_zone: request.visitorTimeZone,
      location: type.location,
      meeting_url: type.location === "video" ? type.meetingUrl : null,
      person_id: person.personId,
      customer_id: request.customerId ?? null,
      change_count: 0,
      reminded_day_at: null,
      reminded_hour_at: null,
      cancelled_at: null,
      cancelled_by: null,
      created_at: nowIso,
      updated_at: nowIso,
    };
    await trx.insertInto("bookings").values(booking).execute();
    await storeConsents(trx, consentsGiven({ form: "booking" }, { agencyName: agency.name, phone: request.phone, email: request.email, locale: request.locale }), {
      form: "booking",
      recordType: "booking",
      recordId: booking.id,
      personId: person.personId,
      givenAt: nowIso,
      pageUrl: request.pageUrl,
      email: request.email,
      phone: request.phone,
    });
    await recordAudit(trx, systemActor("booking page"), { action: "booking.create", targetType: "booking", targetId: booking.id, targetLabel: `${booking.first_name} ${booking.last_name}`, detail: `${type.name}, ${booking.starts_at}` }, now);
    const member = await memberOf(trx, userId);
    await enqueueBookingEmails(trx, "booked", booking, type, member, deps, { now, by: "person" });
    await announceBooking(trx, "booking.created", booking, type.slug, now);
    return { ok: true as const, booking };
  });

  if (!outcome.ok) {
    const nearest = outcome.problem === "past" && request.startsAt.getTime() < now.getTime() - 86_400_000 ? [] : await nearestFreeSlots(db, agency, type, request.startsAt, now);
    return { ok: false, reason: outcome.problem, nearest };
  }
  return { ok: true, booking: outcome.booking, changeToken: signBookingChangeToken(deps.secret, { id: outcome.booking.id, changeCount: 0, startsAt: request.startsAt }, now) };
}

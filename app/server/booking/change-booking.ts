/**
 * What happens to a booking after it is made (docs/product.md#booking-a-call): the person
 * reschedules or cancels from their email's link (no sign-in: the link names the booking and its
 * change count, so it works once), the team cancels or moves it, marks it held or a no-show, or
 * sets a video call's link. Every change is a conditional update of the row as it was read, in
 * one transaction with its audit entry and its emails; a cancelled time is free at once (the slot
 * rule ignores cancelled bookings).
 */
import type { Kysely } from "kysely";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { recordAudit, systemActor, type Actor } from "../audit/record-audit.ts";
import type { BookingStatus, Database } from "../db/schema.ts";
import { appointmentTypeOfBooking, type AppointmentType } from "./appointment-types.ts";
import type { Slot } from "./availability.ts";
import { announceBooking, chooseMember, lockCalendars, memberOf, nearestFreeSlots, slotProblem, type BookingDeps, type SlotProblem } from "./book-appointment.ts";
import { ensureBookingCalendars } from "./booking-calendars.ts";
import { enqueueBookingEmails, type BookingRow } from "./booking-emails.ts";
import { signBookingChangeToken, verifyBookingChangeToken } from "./booking-links.ts";
import { freeSlotsOn, poolOf } from "./schedules.ts";

/** Who changes it: the person (from their link, which names the change count it was made for), or a team member. */
export type ChangedBy = { kind: "person"; changeCount: number } | { kind: "team"; actor: Actor };

export type LinkProblem = "invalid" | "expired" | "used" | "cancelled" | "past";

export interface OpenedBooking {
  booking: BookingRow;
  type: AppointmentType;
  member: { name: string; email: string };
}

async function loadBooking(db: Kysely<Database>, bookingId: string): Promise<OpenedBooking | null> {
  const booking = await db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
  if (!booking) return null;
  return { booking, type: await appointmentTypeOfBooking(db, booking), member: await memberOf(db, booking.user_id) };
}

/** The booking a change link names, when the link still works: genuine, unexpired, not spent by a later change, and the appointment still ahead. */
export async function openBookingLink(deps: BookingDeps, token: string | null, now: Date): Promise<{ ok: true; opened: OpenedBooking } | { ok: false; reason: LinkProblem; opened?: OpenedBooking }> {
  const check = verifyBookingChangeToken(deps.secret, token, now);
  if (!check.ok) return { ok: false, reason: check.reason === "expired" ? "expired" : "invalid" };
  const opened = await loadBooking(deps.db, check.bookingId);
  if (!opened) return { ok: false, reason: "invalid" };
  const { booking } = opened;
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled", opened };
  if (booking.change_count !== check.changeCount) return { ok: false, reason: "used", opened };
  if (Date.parse(booking.starts_at) <= now.getTime()) return { ok: false, reason: "past", opened };
  return { ok: true, opened };
}

const actorOf = (by: ChangedBy): Actor => (by.kind === "team" ? by.actor : systemActor("booking change link"));

export type CancelResult = { ok: true; booking: BookingRow } | { ok: false; reason: "not-found" | "used" | "cancelled" | "past" };

/** Cancels a booking that is still ahead; its time is free again at once. */
export async function cancelBooking(deps: BookingDeps, bookingId: string, by: ChangedBy, now: Date): Promise<CancelResult> {
  const opened = await loadBooking(deps.db, bookingId);
  if (!opened) return { ok: false, reason: "not-found" };
  const { booking, type, member } = opened;
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (booking.status !== "booked" || Date.parse(booking.starts_at) <= now.getTime()) return { ok: false, reason: "past" };
  const expected = by.kind === "person" ? by.changeCount : booking.change_count;
  return deps.db.transaction().execute(async (trx): Promise<CancelResult> => {
    const nowIso = now.toISOString();
    const changed = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", change_count: expected + 1, cancelled_at: nowIso, cancelled_by: by.kind === "team" ? by.actor.id : "person", updated_at: nowIso })
      .where("id", "=", bookingId)
      .where("status", "=", "booked")
      .where("change_count", "=", expected)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return { ok: false, reason: by.kind === "person" ? "used" : "cancelled" };
    const updated = { ...booking, status: "cancelled" as BookingStatus, change_count: expected + 1, cancelled_at: nowIso, cancelled_by: by.kind === "team" ? by.actor.id : "person", updated_at: nowIso };
    await recordAudit(trx, actorOf(by), { action: "booking.cancel", targetType: "booking", targetId: bookingId, targetLabel: `${booking.first_name} ${booking.last_name}`, detail: `${type.name}, ${booking.starts_at}` }, now);
    await enqueueBookingEmails(trx, "cancelled", updated, type, member, deps, { now, by: by.kind === "person" ? "person" : "team" });
    await announceBooking(trx, "booking.changed", updated, type.slug, now);
    return { ok: true, booking: updated };
  });
}

export type RescheduleResult =
  | { ok: true; booking: BookingRow; changeToken: string }
  | { ok: false; reason: "not-found" | "used" | "cancelled" | "past" }
  | { ok: false; reason: SlotProblem; nearest: Slot[] };

/**
 * Moves a booking to another free time of its type: with the same member when they are free
 * then, else with another member of the type's pool (both are told).
 */
export async function rescheduleBooking(deps: BookingDeps, bookingId: string, startsAt: Date, by: ChangedBy, now: Date): Promise<RescheduleResult> {
  const opened = await loadBooking(deps.db, bookingId);
  if (!opened) return { ok: false, reason: "not-found" };
  const { booking, type, member } = opened;
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (booking.status !== "booked" || Date.parse(booking.starts_at) <= now.getTime()) return { ok: false, reason: "past" };
  const expected = by.kind === "person" ? by.changeCount : booking.change_count;
  if (expected !== booking.change_count) return { ok: false, reason: "used" };
  const pool = await poolOf(deps.db, type);
  // The member keeps it when free, even if they have since left the type's rotation.
  const members = pool.includes(booking.user_id) ? pool : [booking.user_id, ...pool];
  await ensureBookingCalendars(deps.db, members, now);

  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockCalendars(trx, members);
    const slots = await freeSlotsOn(trx, deps.agency, type, lasVegasDate(startsAt), now, { exceptBookingId: bookingId, onlyUserIds: members });
    const slot = slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (!slot) return { ok: false as const, problem: await slotProblem(trx, deps.agency, type, members, startsAt, now) };
    const userId = await chooseMember(trx, type, pool.length ? pool : members, slot.userIds, booking.user_id);
    const nowIso = now.toISOString();
    const changes = {
      user_id: userId,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + type.durationMinutes * 60_000).toISOString(),
      change_count: expected + 1,
      reminded_day_at: null,
      reminded_hour_at: null,
      updated_at: nowIso,
    };
    const changed = await trx.updateTable("bookings").set(changes).where("id", "=", bookingId).where("status", "=", "booked").where("change_count", "=", expected).executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return { ok: false as const, problem: "used" as const };
    const updated: BookingRow = { ...booking, ...changes };
    await recordAudit(trx, actorOf(by), { action: "booking.reschedule", targetType: "booking", targetId: bookingId, targetLabel: `${booking.first_name} ${booking.last_name}`, detail: `${booking.starts_at} → ${changes.starts_at}` }, now);
    const newMember = userId === booking.user_id ? member : await memberOf(trx, userId);
    await enqueueBookingEmails(trx, "rescheduled", updated, type, newMember, deps, { now, by: by.kind === "person" ? "person" : "team", previousMember: member });
    await announceBooking(trx, "booking.changed", updated, type.slug, now);
    return { ok: true as const, booking: updated };
  });
  if (!outcome.ok) {
    if (outcome.problem === "used") return { ok: false, reason: "used" };
    return { ok: false, reason: outcome.problem, nearest: await nearestFreeSlots(deps.db, deps.agency, type, startsAt, now, bookingId) };
  }
  return { ok: true, booking: outcome.booking, changeToken: signBookingChangeToken(deps.secret, { id: bookingId, changeCount: outcome.booking.change_count, startsAt }, now) };
}

export type OutcomeResult = { ok: true } | { ok: false; reason: "not-found" | "cancelled" | "not-started" };

/** Marks a booking that has started as held or a no-show (or back to booked, a mistake undone). */
export async function setBookingOutcome(db: Kysely<Database>, actor: Actor, bookingId: string, outcome: "held" | "no_show" | "booked", now: Date): Promise<OutcomeResult> {
  const booking = await db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
  if (!booking) return { ok: false, reason: "not-found" };
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (Date.parse(booking.starts_at) > now.getTime()) return { ok: false, reason: "not-started" };
  if (booking.status === outcome) return { ok: true };
  return db.transaction().execute(async (trx) => {
    const changed = await trx.updateTable("bookings").set({ status: outcome, updated_at: now.toISOString() }).where("id", "=", bookingId).where("status", "=", booking.status).executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return { ok: false as const, reason: "cancelled" as const };
    await recordAudit(trx, actor, { action: "booking.outcome", targetType: "booking", targetId: bookingId, targetLabel: `${booking.first_name} ${booking.last_name}`, detail: `${booking.status} → ${outcome}` }, now);
    const type = await trx.selectFrom("appointment_types").select("slug").where("id", "=", booking.appointment_type_id).executeTakeFirstOrThrow();
    await announceBooking(trx, "booking.changed", { ...booking, status: outcome }, type.slug, now);
    return { ok: true as const };
  });
}

export type MeetingLinkResult = { ok: true } | { ok: false; reason: "not-found" | "not-video" | "cancelled" | "past" };

/** Sets a video call's link; the person is emailed the updated appointment with it. */
export async function setMeetingLink(deps: BookingDeps, actor: Actor, bookingId: string, url: string, now: Date): Promise<MeetingLinkResult> {
  const opened = await loadBooking(deps.db, bookingId);
  if (!opened) return { ok: false, reason: "not-found" };
  const { booking, type, member } = opened;
  if (booking.location !== "video") return { ok: false, reason: "not-video" };
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (booking.status !== "booked" || Date.parse(booking.ends_at) <= now.getTime()) return { ok: false, reason: "past" };
  return deps.db.transaction().execute(async (trx) => {
    const nowIso = now.toISOString();
    const changed = await trx
      .updateTable("bookings")
      .set({ meeting_url: url, change_count: booking.change_count + 1, updated_at: nowIso })
      .where("id", "=", bookingId)
      .where("change_count", "=", booking.change_count)
      .where("status", "=", "booked")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return { ok: false as const, reason: "cancelled" as const };
    const updated: BookingRow = { ...booking, meeting_url: url, change_count: booking.change_count + 1, updated_at: nowIso };
    await recordAudit(trx, actor, { action: "booking.meeting_link", targetType: "booking", targetId: bookingId, targetLabel: `${booking.first_name} ${booking.last_name}` }, now);
    await enqueueBookingEmails(trx, "link", updated, type, member, deps, { now, by: "team" });
    return { ok: true as const };
  });
}

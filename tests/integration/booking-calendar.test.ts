/**
 * The staff side of bookings against real databases (SQLite, and PostgreSQL when available):
 * the calendar's days (a week Monday to Sunday by the Las Vegas calendar, one member's or
 * everyone's bookings, cancelled ones shown, the member's time off and the office's closures,
 * another member's reason kept back), a booking's page (the person's lead records and
 * customers, its history), the bookings in a lead record's and a customer's timeline (booked,
 * moved, held, cancelled), a record's and a customer's Appointments, My work's "Today's
 * appointments" and the digest's list of them.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { fromLasVegas } from "../../app/lib/las-vegas-time.ts";
import { bookAppointment, type BookingDeps } from "../../app/server/booking/book-appointment.ts";
import { cancelBooking, rescheduleBooking, setBookingOutcome } from "../../app/server/booking/change-booking.ts";
import {
  calendarDates,
  calendarStep,
  freeTimesToMove,
  getStaffBooking,
  listCalendarDays,
  listCustomerAppointments,
  listPersonAppointments,
  weekStartOf,
} from "../../app/server/booking/staff-calendar.ts";
import { blockTime } from "../../app/server/booking/time-off.ts";
import { customerTimeline } from "../../app/server/customers/customer-timeline.ts";
import type { AppointmentLocation, BookingStatus, Database } from "../../app/server/db/schema.ts";
import { digestContent } from "../../app/server/notifications/digest.ts";
import { listMyAppointmentsToday } from "../../app/server/pipeline/my-work.ts";
import { leadTimeline } from "../../app/server/pipeline/timeline.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const lv = (date: string, time: string) => fromLasVegas(date, time)!;
/** Monday 2 November 2026, 08:00 in Las Vegas. */
const NOW = lv("2026-11-02", "08:00");
const dana = { id: "user-dana", email: "dana@agency.test" };
const lee = { id: "user-lee", email: "lee@agency.test" };

async function insertBooking(db: Kysely<Database>, fields: { userId: string; startsAt: Date; minutes?: number; status?: BookingStatus; name?: string; personId?: string | null; location?: AppointmentLocation }): Promise<string> {
  const id = randomUUID();
  const [first, last] = (fields.name ?? "Pat Example").split(" ");
  await db
    .insertInto("bookings")
    .values({
      id,
      appointment_type_id: "type-quote-call",
      user_id: fields.userId,
      starts_at: fields.startsAt.toISOString(),
      ends_at: new Date(fields.startsAt.getTime() + (fields.minutes ?? 15) * 60_000).toISOString(),
      buffer_minutes: 10,
      status: fields.status ?? "booked",
      first_name: first!,
      last_name: last ?? "",
      email: "pat@example.com",
      phone: "(702) 555-0100",
      topic: "A quote for two cars.",
      locale: "en",
      visitor_time_zone: null,
      location: fields.location ?? "phone",
      meeting_url: null,
      person_id: fields.personId ?? null,
      customer_id: null,
      change_count: 0,
      reminded_day_at: null,
      reminded_hour_at: null,
      cancelled_at: fields.status === "cancelled" ? NOW.toISOString() : null,
      cancelled_by: fields.status === "cancelled" ? "person" : null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
  return id;
}

describe("the calendar's dates", () => {
  it("runs a week from Monday to Sunday and steps by a day or a week", () => {
    expect(weekStartOf("2026-11-08")).toBe("2026-11-02"); // a Sunday belongs to the week before
    expect(weekStartOf("2026-11-02")).toBe("2026-11-02");
    expect(calendarDates("week", "2026-11-04")).toEqual(["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08"]);
    expect(calendarDates("day", "2026-11-04")).toEqual(["2026-11-04"]);
    expect(calendarStep("week", "2026-11-04")).toEqual({ previous: "2026-10-26", next: "2026-11-09" });
    expect(calendarStep("day", "2026-11-01")).toEqual({ previous: "2026-10-31", next: "2026-11-02" });
  });
});

describe.each(testEngines())("the staff side of bookings on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const deps = (): BookingDeps => ({ db: db(), agency: defaultAgency, publicUrl: "https://agency.test", secret: "test-secret-for-booking-links-0123456789" });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["bookings", "time_off", "booking_calendars", "audit_log", "email_outbox", "consent_records", "person_contacts", "contact_messages", "customers", "user"] as const) await db().deleteFrom(table).execute();
    for (const [user, name] of [[dana, "Dana Reyes"], [lee, "Lee Park"]] as const) {
      await db()
        .insertInto("user")
        .values({ id: user.id, name, email: user.email, email_verified: true, role: "staff", disabled: false, created_at: NOW, updated_at: NOW, phone: null })
        .execute();
    }
  });

  it("lists a member's week with their time off and the office's closures, and everyone's with another's reason kept back", async () => {
    await insertBooking(db(), { userId: dana.id, startsAt: lv("2026-11-02", "09:00"), name: "Ana Monday" });
    await insertBooking(db(), { userId: dana.id, startsAt: lv("2026-11-04", "14:00"), name: "Carl Cancelled", status: "cancelled" });
    await insertBooking(db(), { userId: dana.id, startsAt: lv("2026-11-04", "10:00"), name: "Bea Wednesday", location: "video" });
    await insertBooking(db(), { userId: dana.id, startsAt: lv("2026-11-08", "23:30"), name: "Sam Sunday" }); // Monday in UTC
    await insertBooking(db(), { userId: dana.id, startsAt: lv("2026-11-09", "09:00"), name: "Nick Nextweek" });
    await insertBooking(db(), { userId: lee.id, startsAt: lv("2026-11-03", "10:00"), name: "Lia Lees" });
    expect(await blockTime(db(), dana, { userId: dana.id, date: "2026-11-03", from: "12:00", to: "13:00", reason: "Lunch with a carrier" }, NOW)).toMatchObject({ ok: true });
    await db()
      .insertInto("time_off")
      .values([
        { id: "off-lee", user_id: lee.id, starts_at: lv("2026-11-04", "00:00").toISOString(), ends_at: lv("2026-11-05", "00:00").toISOString(), reason: "Dentist", created_by: lee.id, created_at: NOW.toISOString() },
        { id: "off-office", user_id: null, starts_at: lv("2026-11-05", "00:00").toISOString(), ends_at: lv("2026-11-06", "00:00").toISOString(), reason: "Staff training", created_by: dana.id, created_at: NOW.toISOString() },
      ])
      .execute();

    const week = await listCalendarDays(db(), { dates: calendarDates("week", "2026-11-04"), memberId: dana.id, viewerId: dana.id });
    const names = Object.fromEntries(week.map((d) => [d.date, d.bookings.map((b) => `${b.name} ${b.status}`)]));
    expect(names).toEqual({
      "2026-11-02": ["Ana Monday booked"],
      "2026-11-03": [],
      "2026-11-04": ["Bea Wednesday booked", "Carl Cancelled cancelled"],
      "2026-11-05": [],
      "2026-11-06": [],
      "2026-11-07": [],
      "2026-11-08": ["Sam Sunday booked"],
    });
    const wednesday = week.find((d) => d.date === "2026-11-04")!;
    expect(wednesday.bookings[0]).toMatchObject({ typeName: "15-minute quote call", location: "video", memberName: "Dana Reyes" });
    const tuesday = week.find((d) => d.date === "2026-11-03")!;
    expect(tuesday.timeOff).toEqual([expect.objectContaining({ userId: dana.id, reason: "Lunch with a carrier", allDay: false, fromDayStart: false, toDayEnd: false })]);
    expect(week.find((d) => d.date === "2026-11-05")!.timeOff).toEqual([expect.objectContaining({ userId: null, reason: "Staff training", allDay: true })]);
    expect(wednesday.timeOff).toEqual([]); // Lee's day off is not on Dana's calendar

    const everyone = await listCalendarDays(db(), { dates: ["2026-11-03", "2026-11-04"], memberId: null, viewerId: dana.id });
    expect(everyone[0]!.bookings.map((b) => `${b.name} with ${b.memberName}`)).toEqual(["Lia Lees with Lee Park"]);
    expect(everyone[1]!.timeOff).toEqual([expect.objectContaining({ userId: lee.id, memberName: "Lee Park", reason: null, allDay: true })]);
    expect(everyone[0]!.timeOff).toEqual([expect.objectContaining({ userId: dana.id, reason: "Lunch with a carrier" })]);

    const lees = await listCalendarDays(db(), { dates: ["2026-11-04"], memberId: lee.id, viewerId: lee.id });
    expect(lees[0]!.timeOff).toEqual([expect.objectContaining({ reason: "Dentist" })]); // her own reason, to her
  });

  it("shows a booking in the person's record's and customer's timeline and pages, and on My work and the digest", async () => {
    const booked = await bookAppointment(
      deps(),
      { typeSlug: "quote-call", startsAt: lv("2026-11-03", "10:00"), firstName: "Maria", lastName: "Lopez", email: "maria@example.com", phone: "(702) 555-0199", topic: "Two cars and a house.", locale: "es", visitorTimeZone: null, pageUrl: "https://agency.test/book/quote-call" },
      NOW,
    );
    if (!booked.ok) throw new Error(`not booked: ${booked.reason}`);
    const { booking } = booked;
    const member = booking.user_id === dana.id ? dana : lee;
    expect(booking.person_id).toBeTruthy();

    // Her message, linked to the same person, and her customer record by the same email.
    const messageId = randomUUID();
    await db()
      .insertInto("contact_messages")
      .values({
        id: messageId, first_name: "Maria", last_name: "Lopez", email: "maria@example.com", phone: "(702) 555-0199", details_json: "[]", status: "new",
        created_at: NOW.toISOString(), changed_at: NOW.toISOString(), owner_id: null, follow_up_at: null, follow_up_note: null, first_contact_at: null,
        person_id: booking.person_id, topic: "question", message: "Can you call me?", consent_text: "I agree.", consent_at: NOW.toISOString(),
      } as never)
      .execute();
    await db()
      .insertInto("customers")
      .values({ id: "cust-maria", kind: "person", name: "Maria Lopez", contact_name: null, email: "maria@example.com", alt_email: null, phone: "(702) 555-0199", alt_phone: null, address: null, city: null, state: null, zip_code: null, owner_id: null, user_id: null, external_ref: null, notes: null, search_text: "maria lopez\nmaria@example.com\n7025550199", created_at: NOW.toISOString(), updated_at: NOW.toISOString() })
      .execute();

    const page = await getStaffBooking(db(), booking.id);
    expect(page!.records).toEqual([expect.objectContaining({ form: "messages", id: messageId, name: "Maria Lopez" })]);
    expect(page!.customers).toEqual([{ id: "cust-maria", name: "Maria Lopez" }]);
    expect(page!.changes.map((c) => c.action)).toEqual(["booking.create"]);

    // Moved an hour later by the team (free times exclude nothing of its own).
    const free = await freeTimesToMove(db(), defaultAgency, booking.id, "2026-11-03", NOW);
    expect(free).toContain(lv("2026-11-03", "10:00").toISOString());
    const moved = await rescheduleBooking(deps(), booking.id, lv("2026-11-03", "11:00"), { kind: "team", actor: dana }, new Date(NOW.getTime() + 60_000));
    expect(moved).toMatchObject({ ok: true });
    // Held, once it has started.
    expect(await setBookingOutcome(db(), dana, booking.id, "held", lv("2026-11-03", "10:30"))).toEqual({ ok: false, reason: "not-started" });
    expect(await setBookingOutcome(db(), dana, booking.id, "held", lv("2026-11-03", "11:05"))).toEqual({ ok: true });
    // A second booking, cancelled.
    const second = await bookAppointment(
      deps(),
      { typeSlug: "coverage-review", startsAt: lv("2026-11-05", "14:00"), firstName: "Maria", lastName: "Lopez", email: "maria@example.com", phone: "(702) 555-0199", topic: "Review.", locale: "es", visitorTimeZone: null, pageUrl: "https://agency.test/book/coverage-review" },
      new Date(NOW.getTime() + 120_000),
    );
    if (!second.ok) throw new Error(`not booked: ${second.reason}`);
    expect(await cancelBooking(deps(), second.booking.id, { kind: "team", actor: lee }, new Date(NOW.getTime() + 180_000))).toMatchObject({ ok: true });

    const timeline = (await leadTimeline(db(), "messages", messageId)).filter((e) => e.kind === "booking");
    // Newest first: held on the day, after the second booking was made and cancelled.
    expect(timeline.map((e) => e.title)).toEqual(["Appointment held", "Appointment cancelled", "Appointment booked", "Appointment moved", "Appointment booked"]);
    const movedEntry = timeline.find((e) => e.title === "Appointment moved")!;
    expect(movedEntry).toMatchObject({ actor: dana.email, link: { href: `/admin/calendar/bookings/${booking.id}` } });
    expect(movedEntry.detail).toBe("15-minute quote call, Tue, Nov 3, 10:00 AM → Tue, Nov 3, 11:00 AM");
    expect(timeline.find((e) => e.title === "Appointment cancelled")).toMatchObject({ actor: lee.email, detail: "30-minute coverage review, Thu, Nov 5, 2:00 PM" });

    const customerEntries = (await customerTimeline(db(), "cust-maria")).entries.filter((e) => e.kind === "booking");
    expect(customerEntries).toHaveLength(timeline.length);

    const atMidday = lv("2026-11-03", "12:00");
    const appointments = await listCustomerAppointments(db(), "cust-maria", atMidday);
    expect(appointments.upcoming).toEqual([]); // the second was cancelled
    expect(appointments.recent.map((a) => `${a.typeName} ${a.status}`)).toEqual(["30-minute coverage review cancelled", "15-minute quote call held"]);
    expect(await listPersonAppointments(db(), { personIds: [booking.person_id!] }, NOW)).toMatchObject({ upcoming: [{ id: booking.id }], recent: [{ id: second.booking.id, status: "cancelled" }] });

    // My work: the member's appointments that day, in time order, never cancelled ones or another's.
    await insertBooking(db(), { userId: member.id, startsAt: lv("2026-11-03", "09:00"), name: "Early Bird" });
    await insertBooking(db(), { userId: member.id, startsAt: lv("2026-11-03", "15:00"), name: "Gone Away", status: "cancelled" });
    await insertBooking(db(), { userId: member.id, startsAt: lv("2026-11-04", "09:00"), name: "Tomorrow Person" });
    const other = member.id === dana.id ? lee : dana;
    await insertBooking(db(), { userId: other.id, startsAt: lv("2026-11-03", "09:30"), name: "Someone Else" });
    const today = await listMyAppointmentsToday(db(), member.id, lv("2026-11-03", "07:00"));
    expect(today.items.map((a) => `${a.name} ${a.status}`)).toEqual(["Early Bird booked", "Maria Lopez held"]);
    expect(today.more).toBe(false);

    const digest = digestContent({ name: "Dana Reyes", email: dana.email }, [], lv("2026-11-03", "07:00"), { agency: defaultAgency, publicUrl: "https://agency.test", digestTime: "07:00" }, [], undefined, today.items);
    expect(digest.subject).toContain("2 appointments");
    expect(digest.lists![0]).toMatchObject({ heading: "Appointments today (2)" });
    expect(digest.lists![0]!.items[1]).toEqual({ text: "11:00 AM–11:15 AM · Maria Lopez · 15-minute quote call · Phone call", url: `https://agency.test/admin/calendar/bookings/${booking.id}` });
  });
});

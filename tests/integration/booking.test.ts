/**
 * Booking a call (app/server/booking/) against real databases, SQLite and PostgreSQL, with a
 * fixed clock: a member's hours, a day off and an office closure shape the free times; a booking
 * is stored with its person, consent and emails (the .ics parses to the booked instant); twenty
 * visitors racing for one time end with one booking (on PostgreSQL, through two connection pools,
 * as two instances would); the change link reschedules or cancels once, and a cancelled time is
 * free at once; rotation spreads one time over the team; reminders go once, a day and an hour before.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { fromLasVegas } from "../../app/lib/las-vegas-time.ts";
import { openDatabase } from "../../app/server/db/connection.ts";
import { bookAppointment, type BookingDeps, type BookingRequest } from "../../app/server/booking/book-appointment.ts";
import { verifyBookingChangeToken } from "../../app/server/booking/booking-links.ts";
import { sendBookingReminders } from "../../app/server/booking/booking-reminders.ts";
import { cancelBooking, openBookingLink, rescheduleBooking, setBookingOutcome } from "../../app/server/booking/change-booking.ts";
import { findBookableType } from "../../app/server/booking/appointment-types.ts";
import { bookableDays, freeSlotsOn } from "../../app/server/booking/schedules.ts";
import { purgeBookings } from "../../app/server/retention/purge-bookings.ts";
import { purgeEmailContent } from "../../app/server/retention/purge-email-content.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { quoteInput } from "../support/lead-inputs.ts";
import { recordOptOut } from "../../app/server/compliance/suppressions.ts";
import { processOutbox } from "../../app/server/mail/outbox-worker.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const SECRET = "booking-test-secret-with-enough-length-0123456789";
const PUBLIC_URL = "https://agency.test";
/** Tuesday 1 December 2026, 10 pm in Las Vegas: the visitor who reads at night. */
const NOW = new Date("2026-12-02T06:00:00.000Z");
const WEDNESDAY = "2026-12-02";
const at = (date: string, time: string) => fromLasVegas(date, time)!;

describe.each(testEngines())("booking a call on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const deps = (): BookingDeps => ({ db: db(), agency: defaultAgency, publicUrl: PUBLIC_URL, secret: SECRET });

  async function insertMember(id: string, name: string, createdAt: string) {
    await db()
      .insertInto("user")
      .values({ id, name, email: `${id}@agency.test`, email_verified: true, role: "staff", disabled: false, created_at: new Date(createdAt), updated_at: new Date(createdAt) })
      .execute();
  }

  /** Ana works mornings Monday to Wednesday. */
  async function anaWorksMornings() {
    await db().insertInto("booking_calendars").values({ user_id: "ana", own_hours: 1, feed_token_hash: null, feed_created_at: null, updated_at: NOW.toISOString() }).execute();
    await db()
      .insertInto("team_hours")
      .values([1, 2, 3].map((weekday) => ({ user_id: "ana", weekday, opens: "09:00", closes: "12:00" })))
      .execute();
  }

  /** The quote call taken by one person. */
  async function onlyAna() {
    await db().updateTable("appointment_types").set({ assignment: "person", user_id: "ana" }).where("slug", "=", "quote-call").execute();
  }

  const request = (startsAt: Date, who = "Rosa", extra: Partial<BookingRequest> = {}): BookingRequest => ({
    typeSlug: "quote-call",
    startsAt,
    firstName: who,
    lastName: "Delgado",
    email: `${who.toLowerCase()}@example.com`,
    phone: "(702) 555-0142",
    topic: "A quote for two cars",
    locale: "en",
    visitorTimeZone: "America/New_York",
    pageUrl: `${PUBLIC_URL}/book/quote-call`,
    ...extra,
  });

  const quoteCall = async () => (await findBookableType(db(), "quote-call"))!;
  const freeTimes = async (date: string, now = NOW) => (await freeSlotsOn(db(), defaultAgency, await quoteCall(), date, now)).map((s) => s.time);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["bookings", "booking_calendars", "team_hours", "time_off", "user", "email_outbox", "consent_records", "person_contacts", "audit_log", "quote_requests", "counters", "webhook_deliveries", "webhook_subscriptions", "contact_opt_outs", "contact_suppressions"] as const) {
      await db().deleteFrom(table).execute();
    }
    await db().updateTable("appointment_types").set({ assignment: "round_robin", user_id: null, turn: 0, active: 1 }).execute();
    await insertMember("ana", "Ana Torres", "2026-01-01T00:00:00Z");
    await insertMember("ben", "Ben Okafor", "2026-01-02T00:00:00Z");
  });

  it("offers the member's hours within the office's, and nothing on a day off or when the office is closed", async () => {
    await anaWorksMornings();
    await onlyAna();
    const wednesday = await freeTimes(WEDNESDAY);
    expect(wednesday[0]).toBe("09:00");
    expect(wednesday.at(-1)).toBe("11:45");
    expect(await freeTimes("2026-12-03")).toEqual([]); // not one of her days

    await db().insertInto("time_off").values({ id: "off-1", user_id: "ana", starts_at: at(WEDNESDAY, "00:00").toISOString(), ends_at: at("2026-12-03", "00:00").toISOString(), reason: "Day off", created_by: "ana", created_at: NOW.toISOString() }).execute();
    expect(await freeTimes(WEDNESDAY)).toEqual([]);
    await db().deleteFrom("time_off").execute();
    await db().insertInto("time_off").values({ id: "closed-1", user_id: null, starts_at: at("2026-12-07", "00:00").toISOString(), ends_at: at("2026-12-08", "00:00").toISOString(), reason: "Office closed", created_by: null, created_at: NOW.toISOString() }).execute();
    expect(await freeTimes("2026-12-07")).toEqual([]);
    expect(await freeTimes("2026-12-08")).toContain("09:00");

    const { days } = await bookableDays(db(), defaultAgency, await quoteCall(), NOW);
    expect(days[0]).toEqual({ date: "2026-12-01", free: 0 }); // tonight: nothing left
    expect(days.find((d) => d.date === "2026-12-07")!.free).toBe(0);
    expect(days).toHaveLength(31);
  });

  it("books a free time: stored with the person and the consent, and an email whose invitation starts at that instant", async () => {
    await anaWorksMornings();
    await onlyAna();
    const result = await bookAppointment(deps(), request(at(WEDNESDAY, "09:30")), NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.booking).toMatchObject({ user_id: "ana", starts_at: "2026-12-02T17:30:00.000Z", ends_at: "2026-12-02T17:45:00.000Z", status: "booked", buffer_minutes: 10 });
    expect(result.booking.person_id).toBeTruthy();
    expect(verifyBookingChangeToken(SECRET, result.changeToken, NOW)).toEqual({ ok: true, bookingId: result.booking.id, changeCount: 0 });

    const consent = await db().selectFrom("consent_records").selectAll().where("record_id", "=", result.booking.id).executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ form: "booking", record_type: "booking", kind: "contact", email: "rosa@example.com" });
    const emails = await db().selectFrom("email_outbox").selectAll().where("record_id", "=", result.booking.id).orderBy("kind").execute();
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ["booking.confirmation", "rosa@example.com"],
      ["booking.notification", "ana@agency.test"],
    ]);
    const [confirmation, notification] = emails;
    expect(confirmation!.text_body).toContain("Wednesday, December 2, 2026, 9:30 AM (Las Vegas time)");
    expect(confirmation!.text_body).toContain("12:30 PM (New York)");
    expect(confirmation!.text_body).toContain(`${PUBLIC_URL}/book/change?t=`);
    expect(notification!.text_body).toContain(`${PUBLIC_URL}/admin/calendar/bookings/${result.booking.id}`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(confirmation!.calendar_text!)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-02T17:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-02T17:45:00.000Z");
    expect(event.uid).toBe(`booking-${result.booking.id}@agency.test`);

    // The time, and the 10 minutes after it, are no longer offered.
    expect(await freeTimes(WEDNESDAY)).not.toContain("09:30");
    expect(await freeTimes(WEDNESDAY)).not.toContain("09:15");
  });

  it("links the member's email to the person's newest submission, found by their email or phone", async () => {
    const { id: quoteId } = await submitQuoteRequest(db(), quoteInput("rosa@example.com", "(702) 555-0142"), { agency: defaultAgency, publicUrl: PUBLIC_URL, now: NOW });
    const booked = await bookAppointment(deps(), request(at("2026-12-03", "14:00")), NOW);
    if (!booked.ok) throw new Error("not booked");
    const quote = await db().selectFrom("quote_requests").select("person_id").where("id", "=", quoteId).executeTakeFirstOrThrow();
    expect(booked.booking.person_id).toBe(quote.person_id);
    const notice = await db().selectFrom("email_outbox").select("text_body").where("kind", "=", "booking.notification").executeTakeFirstOrThrow();
    expect(notice.text_body).toContain(`${PUBLIC_URL}/admin/inbox/quotes/${quoteId}`);
  });

  it("tells webhook subscribers of a booking and its changes; who booked only to a subscription that takes what people typed", async () => {
    for (const [id, includeText] of [["hook-facts", 0], ["hook-text", 1]] as const) {
      await db()
        .insertInto("webhook_subscriptions")
        .values({ id, url: `https://hooks.example.com/${id}`, description: null, events_json: JSON.stringify(["booking.created", "booking.changed"]), secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", include_text: includeText, renewing_days: 45, status: "active", paused_reason: null, failing_since: null, created_by: null, created_at: NOW.toISOString(), updated_at: NOW.toISOString() })
        .execute();
    }
    const booked = await bookAppointment(deps(), request(at("2026-12-03", "14:00")), NOW);
    if (!booked.ok) throw new Error("not booked");
    await cancelBooking(deps(), booked.booking.id, { kind: "person", changeCount: 0 }, NOW);
    const deliveries = await db().selectFrom("webhook_deliveries").select(["subscription_id", "event_type", "payload_json"]).orderBy("sequence").orderBy("subscription_id").execute();
    expect(deliveries.map((d) => [d.subscription_id, d.event_type])).toEqual([
      ["hook-facts", "booking.created"],
      ["hook-text", "booking.created"],
      ["hook-facts", "booking.changed"],
      ["hook-text", "booking.changed"],
    ]);
    const facts = JSON.parse(deliveries[2]!.payload_json) as { data: Record<string, unknown> };
    expect(facts.data).toMatchObject({ id: booked.booking.id, appointment_type: "quote-call", status: "cancelled", starts_at: at("2026-12-03", "14:00").toISOString() });
    expect(deliveries[0]!.payload_json).not.toContain("rosa@example.com");
    expect(JSON.parse(deliveries[1]!.payload_json).data).toMatchObject({ email: "rosa@example.com", first_name: "Rosa", topic: "A quote for two cars" });
  });

  it("refuses a time in the past, outside the hours or beyond the horizon, with the nearest free times", async () => {
    await anaWorksMornings();
    await onlyAna();
    const past = await bookAppointment(deps(), request(new Date(NOW.getTime() - 3_600_000)), NOW);
    expect(past).toMatchObject({ ok: false, reason: "past" });
    const evening = await bookAppointment(deps(), request(at(WEDNESDAY, "19:00")), NOW);
    expect(evening).toMatchObject({ ok: false, reason: "outside" });
    const beyond = await bookAppointment(deps(), request(at("2027-01-13", "09:00")), NOW);
    expect(beyond).toMatchObject({ ok: false, reason: "outside" });
    const offStep = await bookAppointment(deps(), request(at(WEDNESDAY, "09:05")), NOW);
    expect(offStep).toMatchObject({ ok: false, reason: "outside" });
    if (offStep.ok || !("nearest" in offStep)) throw new Error("expected nearest times");
    expect(offStep.nearest.map((s) => s.time)).toEqual(["09:00", "09:15", "09:30"]);
    expect(await db().selectFrom("bookings").select("id").execute()).toEqual([]);
  });

  it("gives one time to one of twenty visitors racing for it, on one connection or two", async () => {
    await anaWorksMornings();
    await onlyAna();
    const slot = at(WEDNESDAY, "10:00");
    // On PostgreSQL, half the visitors come through a second pool: another instance on the same database.
    const second = engine === "postgres" ? openDatabase(database.location) : null;
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => bookAppointment({ ...deps(), db: second && i % 2 ? second.db : db() }, request(slot, `Visitor${i}`), NOW)),
      );
      const won = results.filter((r) => r.ok);
      const lost = results.filter((r) => !r.ok);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const result of lost) {
        expect(result).toMatchObject({ reason: "taken" });
        if (!result.ok && "nearest" in result) expect(result.nearest.map((s) => s.time)).not.toContain("10:00");
      }
      const stored = await db().selectFrom("bookings").select(["starts_at", "user_id"]).where("status", "=", "booked").execute();
      expect(stored).toEqual([{ starts_at: slot.toISOString(), user_id: "ana" }]);
    } finally {
      await second?.close();
    }
  });

  it("spreads one time over the team in turn, and refuses it once everyone is booked", async () => {
    const slot = at("2026-12-03", "14:00");
    const first = await bookAppointment(deps(), request(slot, "One"), NOW);
    const second = await bookAppointment(deps(), request(slot, "Two"), NOW);
    const third = await bookAppointment(deps(), request(slot, "Three"), NOW);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(new Set([first.booking.user_id, second.booking.user_id])).toEqual(new Set(["ana", "ben"]));
    expect(third).toMatchObject({ ok: false, reason: "taken" });
  });

  it("reschedules and cancels from the email's link once; a cancelled time is free again at once", async () => {
    await anaWorksMornings();
    await onlyAna();
    const booked = await bookAppointment(deps(), request(at(WEDNESDAY, "09:30")), NOW);
    if (!booked.ok) throw new Error("not booked");
    const first = await openBookingLink(deps(), booked.changeToken, NOW);
    expect(first.ok).toBe(true);

    const moved = await rescheduleBooking(deps(), booked.booking.id, at(WEDNESDAY, "11:00"), { kind: "person", changeCount: 0 }, NOW);
    expect(moved).toMatchObject({ ok: true, booking: { starts_at: at(WEDNESDAY, "11:00").toISOString(), change_count: 1 } });
    if (!moved.ok) return;
    expect(await freeTimes(WEDNESDAY)).toContain("09:30");
    // The first email's link is spent; the new one works.
    expect(await openBookingLink(deps(), booked.changeToken, NOW)).toMatchObject({ ok: false, reason: "used" });
    expect(await rescheduleBooking(deps(), booked.booking.id, at(WEDNESDAY, "10:00"), { kind: "person", changeCount: 0 }, NOW)).toEqual({ ok: false, reason: "used" });
    const movedEmail = await db().selectFrom("email_outbox").selectAll().where("kind", "=", "booking.rescheduled").executeTakeFirstOrThrow();
    expect(movedEmail.calendar_text).toContain("SEQUENCE:1");

    expect(await freeTimes(WEDNESDAY)).not.toContain("11:00");
    const cancelled = await cancelBooking(deps(), booked.booking.id, { kind: "person", changeCount: 1 }, NOW);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled", change_count: 2 } });
    expect(await freeTimes(WEDNESDAY)).toContain("11:00");
    expect(await cancelBooking(deps(), booked.booking.id, { kind: "person", changeCount: 1 }, NOW)).toEqual({ ok: false, reason: "cancelled" });
    expect(await openBookingLink(deps(), moved.changeToken, NOW)).toMatchObject({ ok: false, reason: "cancelled" });
    const cancelEmail = await db().selectFrom("email_outbox").selectAll().where("kind", "=", "booking.cancelled").executeTakeFirstOrThrow();
    expect(cancelEmail.calendar_text).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);

    // Another visitor takes the freed time.
    expect((await bookAppointment(deps(), request(at(WEDNESDAY, "11:00"), "Next"), NOW)).ok).toBe(true);
  });

  it("is marked held or a no-show only once it has started", async () => {
    const booked = await bookAppointment(deps(), request(at("2026-12-03", "14:00")), NOW);
    if (!booked.ok) throw new Error("not booked");
    const actor = { id: "ben", email: "ben@agency.test" };
    expect(await setBookingOutcome(db(), actor, booked.booking.id, "held", NOW)).toEqual({ ok: false, reason: "not-started" });
    const later = at("2026-12-03", "14:20");
    expect(await setBookingOutcome(db(), actor, booked.booking.id, "no_show", later)).toEqual({ ok: true });
    expect(await setBookingOutcome(db(), actor, booked.booking.id, "held", later)).toEqual({ ok: true });
    expect((await db().selectFrom("bookings").select("status").executeTakeFirstOrThrow()).status).toBe("held");
    expect(await db().selectFrom("audit_log").select("detail").where("action", "=", "booking.outcome").orderBy("created_at").execute()).toHaveLength(2);
  });

  it("reminds a day and an hour before, once each, and not for a booking made too late for it", async () => {
    const booked = await bookAppointment(deps(), request(at("2026-12-03", "14:00")), NOW);
    const late = await bookAppointment(deps(), request(at("2026-12-02", "15:00"), "Late"), at("2026-12-02", "12:30"));
    if (!booked.ok || !late.ok) throw new Error("not booked");
    const context = { agency: defaultAgency, publicUrl: PUBLIC_URL, secret: SECRET };
    const reminders = async () => db().selectFrom("email_outbox").select(["to_address", "subject"]).where("kind", "=", "booking.reminder").orderBy("to_address").orderBy("subject").execute();

    expect(await sendBookingReminders(db(), context, at("2026-12-02", "13:59"))).toBe(0);
    // 14:00: a day before Rosa's call, an hour before the late one.
    expect(await sendBookingReminders(db(), context, at("2026-12-02", "14:00"))).toBe(2);
    expect(await sendBookingReminders(db(), context, at("2026-12-02", "14:01"))).toBe(0);
    expect(await sendBookingReminders(db(), context, at("2026-12-03", "13:00"))).toBe(1);
    const agency = defaultAgency.name;
    // The late booking (made at 12:30 for 15:00 the same day) never gets a day's reminder.
    expect(await reminders()).toEqual([
      { to_address: "late@example.com", subject: `In one hour: your 15-minute quote call with ${agency}` },
      { to_address: "rosa@example.com", subject: `In one hour: your 15-minute quote call with ${agency}` },
      { to_address: "rosa@example.com", subject: `Tomorrow: your 15-minute quote call with ${agency} at 2:00 PM` },
    ]);
  });

  it("sends no reminder to an address that stopped reminders; the confirmation still went", async () => {
    const booked = await bookAppointment(deps(), request(at("2026-12-03", "14:00")), NOW);
    if (!booked.ok) throw new Error("not booked");
    await recordOptOut(db(), { emails: ["rosa@example.com"], phones: [], channels: ["email"], method: "email", note: null, actor: { id: "ana", label: "ana@agency.test" } }, NOW);
    expect(await sendBookingReminders(db(), { agency: defaultAgency, publicUrl: PUBLIC_URL, secret: SECRET }, at("2026-12-02", "14:00"))).toBe(1);
    await processOutbox({ db: db(), transport: { send: async () => undefined }, from: "agency@agency.test" });
    const statuses = await db().selectFrom("email_outbox").select(["kind", "status"]).where("to_address", "=", "rosa@example.com").orderBy("kind").execute();
    expect(statuses).toEqual([
      { kind: "booking.confirmation", status: "sent" },
      { kind: "booking.reminder", status: "suppressed" },
    ]);
  });

  it("writes the person's emails in Spanish for a Spanish booking", async () => {
    const booked = await bookAppointment(deps(), request(at("2026-12-03", "14:00"), "Lucia", { locale: "es", visitorTimeZone: null }), NOW);
    if (!booked.ok) throw new Error("not booked");
    const email = await db().selectFrom("email_outbox").selectAll().where("kind", "=", "booking.confirmation").executeTakeFirstOrThrow();
    expect(email.subject).toBe(`Su llamada de cotización de 15 minutos con ${defaultAgency.name}: jueves, 3 de diciembre de 2026, 2:00 p.m. (hora de Las Vegas)`);
    expect(email.text_body).toContain(`${PUBLIC_URL}/es/book/change?t=`);
    const staff = await db().selectFrom("email_outbox").selectAll().where("kind", "=", "booking.notification").executeTakeFirstOrThrow();
    expect(staff.text_body).toContain("Language: Spanish");
  });

  it("deletes appointments past their retention, and their emails' content at the same purge", async () => {
    const booked = await bookAppointment(deps(), request(at("2026-12-03", "14:00")), NOW);
    if (!booked.ok) throw new Error("not booked");
    await db().updateTable("email_outbox").set({ status: "sent" }).execute();
    const actor = systemActor("npm run purge");
    const policy = { quotes: 24, claims: 24, applications: 24, "pay-per-mile": 24, "coverage-reviews": 24, messages: 24 };
    // 24 months after it ended: not yet; a day later: gone, with its emails' content.
    expect((await purgeBookings(db(), 24, { now: new Date("2028-12-03T22:00:00.000Z"), actor })).removed).toBe(0);
    expect((await purgeBookings(db(), 24, { now: new Date("2028-12-04T23:00:00.000Z"), actor })).removed).toBe(1);
    const emails = await purgeEmailContent(db(), policy, { now: new Date("2028-12-04T23:00:00.000Z"), actor });
    expect(emails.removed.booking).toBe(2);
    expect(await db().selectFrom("email_outbox").select(["subject", "calendar_text"]).where("record_id", "=", booked.booking.id).execute()).toEqual([
      { subject: "", calendar_text: null },
      { subject: "", calendar_text: null },
    ]);
  });
});

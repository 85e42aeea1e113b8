/**
 * The booking settings against real databases (SQLite, and PostgreSQL when available):
 * appointment types (the seeded four, added and changed with an audit entry, a taken address
 * and a person off the team refused per field), a member's hours (the office's until they set
 * their own; their own week kept while they follow the office), time off (whole Las Vegas days
 * across daylight saving, one member's entry not removable by another, the office's closures,
 * a one-off block), and the private calendar feed (made, replaced, turned off; it lists the
 * member's own bookings from 60 days back to a year ahead, nobody else's).
 */
import { latestPublicChange, readPublicChanges } from "../../app/server/public-pages/page-changes.ts";
import { APPOINTMENT_TYPES_TAG } from "../../app/server/public-pages/page-tags.ts";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { fromLasVegas } from "../../app/lib/las-vegas-time.ts";
import { appointmentTypeSchema } from "../../app/lib/schemas/appointment-type.ts";
import {
  createAppointmentType,
  findBookableType,
  getAppointmentType,
  listAppointmentTypes,
  listBookableTypes,
  PERSON_NOT_ON_TEAM_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  updateAppointmentType,
} from "../../app/server/booking/appointment-types.ts";
import { ensureBookingCalendars } from "../../app/server/booking/booking-calendars.ts";
import { createFeedToken, feedTokenOf, getFeedStatus, hashFeedToken, memberFeedIcs, revokeFeed } from "../../app/server/booking/calendar-feed.ts";
import { getMemberHours, saveMemberHours } from "../../app/server/booking/team-hours.ts";
import { addTimeOff, blockTime, listUpcomingTimeOff, removeTimeOff } from "../../app/server/booking/time-off.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const lv = (date: string, time: string) => fromLasVegas(date, time)!;
/** Monday 2 November 2026, 10:00 in Las Vegas. */
const NOW = lv("2026-11-02", "10:00");
const DAY = 86_400_000;
const PUBLIC_URL = "https://agency.test";
const organizer = { name: "The Agency", email: "info@agency.test" };
const admin = { id: "user-admin", email: "owner@agency.test" };
const dana = { id: "user-dana", email: "dana@agency.test" };
const lee = { id: "user-lee", email: "lee@agency.test" };

const typeForm = (overrides: Record<string, string> = {}) =>
  appointmentTypeSchema.parse({
    name: "Life insurance chat",
    nameEs: "Charla sobre seguro de vida",
    description: "We talk about life insurance.",
    descriptionEs: "Hablamos de seguro de vida.",
    slug: "",
    durationMinutes: "20",
    bufferMinutes: "5",
    minNoticeMinutes: "60",
    horizonDays: "14",
    location: "phone",
    meetingUrl: "",
    assignment: "round_robin",
    userId: "",
    active: "on",
    sortOrder: "20",
    ...overrides,
  });

describe.each(testEngines())("booking settings on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["bookings", "time_off", "team_hours", "booking_calendars", "audit_log", "user"] as const) await db().deleteFrom(table).execute();
    await db().deleteFrom("appointment_types").where("id", "not like", "type-%").execute();
    for (const [user, name, role, disabled] of [[admin, "Olive Owner", "admin", false], [dana, "Dana Reyes", "staff", false], [lee, "Lee Park", "staff", false], [{ id: "user-gone", email: "gone@agency.test" }, "Gone", "staff", true]] as const) {
      await db()
        .insertInto("user")
        .values({ id: user.id, name, email: user.email, email_verified: true, role, disabled, created_at: NOW, updated_at: NOW, phone: null })
        .execute();
    }
  });

  const auditOf = (action: string) => db().selectFrom("audit_log").select(["action", "actor_email", "target_type", "target_id", "target_label", "detail"]).where("action", "=", action).execute();

  describe("appointment types", () => {
    it("lists the four seeded types in order, and finds one by id or address", async () => {
      const types = await listAppointmentTypes(db());
      expect(types.map((t) => t.slug)).toEqual(["quote-call", "coverage-review", "office-visit", "video-call"]);
      expect(types[0]).toMatchObject({ name: "15-minute quote call", durationMinutes: 15, bufferMinutes: 10, minNoticeMinutes: 120, horizonDays: 30, location: "phone", assignment: "round_robin", active: true });
      expect((await findBookableType(db(), "video-call"))?.location).toBe("video");
      expect((await getAppointmentType(db(), "type-office-visit"))?.slug).toBe("office-visit");
      expect(await getAppointmentType(db(), "nope")).toBeNull();
    });

    it("drops /book from the public pages kept in memory when a type is added or changed, not when a save changes nothing", async () => {
      const start = await latestPublicChange(db());
      const created = await createAppointmentType(db(), admin, typeForm({ slug: "kept-page-check" }), NOW);
      const id = (created as { id: string }).id;
      await updateAppointmentType(db(), admin, id, typeForm({ slug: "kept-page-check", name: "Kept page check" }), NOW);
      await updateAppointmentType(db(), admin, id, typeForm({ slug: "kept-page-check", name: "Kept page check" }), NOW);
      expect((await readPublicChanges(db(), start)).map((change) => change.tags)).toEqual([[APPOINTMENT_TYPES_TAG], [APPOINTMENT_TYPES_TAG]]);
      await db().deleteFrom("audit_log").where("target_id", "=", id).execute();
      await db().deleteFrom("appointment_types").where("id", "=", id).execute();
    });

    it("adds a type with an audit entry; a taken address is the address's error", async () => {
      const created = await createAppointmentType(db(), admin, typeForm(), NOW);
      expect(created).toMatchObject({ ok: true, changed: true });
      const id = (created as { id: string }).id;
      expect(await getAppointmentType(db(), id)).toMatchObject({ slug: "life-insurance-chat", durationMinutes: 20, sortOrder: 20, active: true, userId: null, createdAt: NOW.toISOString() });
      expect(await auditOf("appointment_type.create")).toEqual([
        { action: "appointment_type.create", actor_email: admin.email, target_type: "appointment_type", target_id: id, target_label: "Life insurance chat", detail: "/book/life-insurance-chat" },
      ]);
      expect(await createAppointmentType(db(), admin, typeForm({ slug: "quote-call" }), NOW)).toEqual({ ok: false, reason: "invalid", errors: { slug: SLUG_TAKEN_MESSAGE } });
      expect(await createAppointmentType(db(), admin, typeForm(), NOW)).toEqual({ ok: false, reason: "invalid", errors: { slug: SLUG_TAKEN_MESSAGE } });
      expect((await auditOf("appointment_type.create")).length).toBe(1);
    });

    it("gives a type to one person of the active team, never to a disabled account", async () => {
      expect(await createAppointmentType(db(), admin, typeForm({ assignment: "person", userId: "user-gone" }), NOW)).toEqual({ ok: false, reason: "invalid", errors: { userId: PERSON_NOT_ON_TEAM_MESSAGE } });
      const created = await createAppointmentType(db(), admin, typeForm({ assignment: "person", userId: dana.id }), NOW);
      expect(created.ok).toBe(true);
      expect((await getAppointmentType(db(), (created as { id: string }).id))?.userId).toBe(dana.id);
    });

    it("changes a type (audited with what changed), pauses it, keeps its own address, and says when nothing changed", async () => {
      const later = new Date(NOW.getTime() + 60_000);
      const result = await updateAppointmentType(db(), admin, "type-quote-call", typeForm({ name: "Quick quote call", slug: "quote-call", location: "video", meetingUrl: "https://meet.example.com/q", active: "" }), later);
      expect(result).toEqual({ ok: true, id: "type-quote-call", changed: true });
      const type = await getAppointmentType(db(), "type-quote-call");
      expect(type).toMatchObject({ name: "Quick quote call", slug: "quote-call", location: "video", meetingUrl: "https://meet.example.com/q", active: false, updatedAt: later.toISOString() });
      expect((await listBookableTypes(db())).map((t) => t.slug)).toEqual(["coverage-review", "office-visit", "video-call"]);
      const [entry] = await auditOf("appointment_type.update");
      expect(entry).toMatchObject({ target_id: "type-quote-call", target_label: "Quick quote call" });
      expect(entry!.detail).toBe("Changed: name, Spanish name, description, Spanish description, length, buffer, notice, horizon, place, meeting room, bookable, order");

      expect(await updateAppointmentType(db(), admin, "type-quote-call", typeForm({ name: "Quick quote call", slug: "quote-call", location: "video", meetingUrl: "https://meet.example.com/q", active: "" }), later)).toEqual({ ok: true, id: "type-quote-call", changed: false });
      expect(await updateAppointmentType(db(), admin, "type-quote-call", typeForm({ slug: "video-call" }), later)).toEqual({ ok: false, reason: "invalid", errors: { slug: SLUG_TAKEN_MESSAGE } });
      expect(await updateAppointmentType(db(), admin, "type-missing", typeForm(), later)).toEqual({ ok: false, reason: "not-found" });
      expect((await auditOf("appointment_type.update")).length).toBe(1);
    });
  });

  describe("hours", () => {
    it("follows the office's hours until the member sets their own; their week stays while they switch back", async () => {
      const before = await getMemberHours(db(), dana.id, defaultAgency.openingHours);
      expect(before.ownHours).toBe(false);
      expect(before.week[1]).toEqual({ opens: "08:00", closes: "18:00" });
      expect(before.week[0]).toBeNull();

      const week = [null, { opens: "09:00", closes: "13:00" }, null, { opens: "12:00", closes: "20:00" }, null, null, null];
      expect(await saveMemberHours(db(), dana, dana.id, { ownHours: true, week }, NOW)).toEqual({ changed: true });
      const own = await getMemberHours(db(), dana.id, defaultAgency.openingHours);
      expect(own).toMatchObject({ ownHours: true, week, ownWeek: week });
      expect(await db().selectFrom("team_hours").select(["weekday", "opens", "closes"]).where("user_id", "=", dana.id).orderBy("weekday").execute()).toEqual([
        { weekday: 1, opens: "09:00", closes: "13:00" },
        { weekday: 3, opens: "12:00", closes: "20:00" },
      ]);
      expect(await saveMemberHours(db(), dana, dana.id, { ownHours: true, week }, NOW)).toEqual({ changed: false });

      expect(await saveMemberHours(db(), dana, dana.id, { ownHours: false, week: null }, NOW)).toEqual({ changed: true });
      const office = await getMemberHours(db(), dana.id, defaultAgency.openingHours);
      expect(office.ownHours).toBe(false);
      expect(office.week[6]).toEqual({ opens: "09:00", closes: "14:00" });
      expect(office.ownWeek).toEqual(week);
      // Lee's hours are untouched by Dana's.
      expect((await getMemberHours(db(), lee.id, defaultAgency.openingHours)).ownWeek.every((d) => d === null)).toBe(true);
      expect((await auditOf("booking_hours.update")).map((e) => e.detail)).toEqual(["Own hours: Mon 09:00–13:00, Tue off, Wed 12:00–20:00, Thu off, Fri off, Sat off, Sun off", "The office's hours"]);
    });

    it("makes each member's booking calendar row once", async () => {
      await ensureBookingCalendars(db(), [dana.id, lee.id], NOW);
      await db().updateTable("booking_calendars").set({ own_hours: 1 }).where("user_id", "=", dana.id).execute();
      await ensureBookingCalendars(db(), [dana.id, lee.id, admin.id], NOW);
      expect(await db().selectFrom("booking_calendars").select(["user_id", "own_hours"]).orderBy("user_id").execute()).toEqual([
        { user_id: admin.id, own_hours: 0 },
        { user_id: dana.id, own_hours: 1 },
        { user_id: lee.id, own_hours: 0 },
      ]);
    });
  });

  describe("time off", () => {
    it("stores whole Las Vegas days, lists the upcoming ones, and lets only their member remove them", async () => {
      const thanksgiving = await addTimeOff(db(), dana, dana.id, { firstDate: "2026-11-26", lastDate: "2026-11-27", reason: "Thanksgiving" }, NOW);
      expect(thanksgiving.ok).toBe(true);
      const id = (thanksgiving as { id: string }).id;
      const row = await db().selectFrom("time_off").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: dana.id, starts_at: "2026-11-26T08:00:00.000Z", ends_at: "2026-11-28T08:00:00.000Z", reason: "Thanksgiving", created_by: dana.id });
      // Today counts (it has not ended); yesterday does not.
      expect((await addTimeOff(db(), dana, dana.id, { firstDate: "2026-11-02", lastDate: "2026-11-02", reason: "Dentist" }, NOW)).ok).toBe(true);
      expect(await addTimeOff(db(), dana, dana.id, { firstDate: "2026-11-01", lastDate: "2026-11-01", reason: "Late" }, NOW)).toEqual({ ok: false, errors: { firstDate: "That day is already over: please enter today or a later day." } });

      const upcoming = await listUpcomingTimeOff(db(), dana.id, NOW);
      expect(upcoming.map((e) => [e.firstDate, e.lastDate, e.wholeDays, e.reason])).toEqual([
        ["2026-11-02", "2026-11-02", true, "Dentist"],
        ["2026-11-26", "2026-11-27", true, "Thanksgiving"],
      ]);
      expect(await listUpcomingTimeOff(db(), lee.id, NOW)).toEqual([]);
      expect(await listUpcomingTimeOff(db(), null, NOW)).toEqual([]);
      // Two days later, the Dentist's day is over.
      expect((await listUpcomingTimeOff(db(), dana.id, new Date(NOW.getTime() + 2 * DAY))).map((e) => e.reason)).toEqual(["Thanksgiving"]);

      expect(await removeTimeOff(db(), lee, lee.id, id, NOW)).toBe(false);
      expect(await removeTimeOff(db(), admin, null, id, NOW)).toBe(false);
      expect(await removeTimeOff(db(), dana, dana.id, id, NOW)).toBe(true);
      expect(await removeTimeOff(db(), dana, dana.id, id, NOW)).toBe(false);
      expect((await auditOf("time_off.add")).map((e) => e.detail)).toEqual(["2026-11-26 to 2026-11-27", "2026-11-02"]);
      expect((await auditOf("time_off.remove")).map((e) => [e.actor_email, e.detail])).toEqual([[dana.email, "2026-11-26 to 2026-11-27"]]);
    });

    it("closes the office for days across daylight saving (2026-03-08 is 23 hours, 2026-11-01 25)", async () => {
      const spring = await addTimeOff(db(), admin, null, { firstDate: "2027-03-14", lastDate: "2027-03-14", reason: "Spring" }, NOW);
      const springRow = await db().selectFrom("time_off").selectAll().where("id", "=", (spring as { id: string }).id).executeTakeFirstOrThrow();
      expect(springRow).toMatchObject({ user_id: null, starts_at: "2027-03-14T08:00:00.000Z", ends_at: "2027-03-15T07:00:00.000Z" });
      const early = new Date("2026-01-01T12:00:00Z");
      const march = await addTimeOff(db(), admin, null, { firstDate: "2026-03-08", lastDate: "2026-03-08", reason: "Daylight saving" }, early);
      const fall = await addTimeOff(db(), admin, null, { firstDate: "2026-11-01", lastDate: "2026-11-01", reason: "Standard time" }, early);
      const rows = await db().selectFrom("time_off").select(["id", "starts_at", "ends_at"]).where("id", "in", [(march as { id: string }).id, (fall as { id: string }).id]).orderBy("starts_at").execute();
      expect(rows.map((r) => (Date.parse(r.ends_at) - Date.parse(r.starts_at)) / 3_600_000)).toEqual([23, 25]);
      const closures = await listUpcomingTimeOff(db(), null, early);
      expect(closures.map((e) => [e.firstDate, e.lastDate, e.wholeDays, e.reason])).toEqual([
        ["2026-03-08", "2026-03-08", true, "Daylight saving"],
        ["2026-11-01", "2026-11-01", true, "Standard time"],
        ["2027-03-14", "2027-03-14", true, "Spring"],
      ]);
      expect(await removeTimeOff(db(), dana, dana.id, (spring as { id: string }).id, NOW)).toBe(false);
      expect(await removeTimeOff(db(), admin, null, (spring as { id: string }).id, NOW)).toBe(true);
      expect((await auditOf("time_off.add"))[0]).toMatchObject({ target_label: "The office", detail: "2027-03-14: Spring" });
    });

    it("blocks a few hours of one day for a member", async () => {
      const blocked = await blockTime(db(), admin, { userId: dana.id, date: "2026-11-03", from: "12:00", to: "13:30", reason: "Carrier lunch" }, NOW);
      expect(blocked.ok).toBe(true);
      const row = await db().selectFrom("time_off").selectAll().where("id", "=", (blocked as { id: string }).id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: dana.id, starts_at: "2026-11-03T20:00:00.000Z", ends_at: "2026-11-03T21:30:00.000Z", reason: "Carrier lunch", created_by: admin.id });
      expect((await listUpcomingTimeOff(db(), dana.id, NOW))[0]).toMatchObject({ wholeDays: false, firstDate: "2026-11-03", fromTime: "12:00", toTime: "13:30" });
      expect(await blockTime(db(), admin, { userId: dana.id, date: "2026-11-31", from: "13:00", to: "12:00", reason: " " }, NOW)).toEqual({
        ok: false,
        errors: { date: "Please enter the day, like 2026-11-26.", to: "Please enter an end after the start.", reason: "Please enter a reason, like Lunch with a carrier." },
      });
      expect(await blockTime(db(), admin, { userId: dana.id, date: "2026-11-02", from: "08:00", to: "09:00", reason: "Past" }, NOW)).toEqual({ ok: false, errors: { to: "That time is already over." } });
    });
  });

  describe("the calendar feed", () => {
    async function insertBooking(userId: string, startsAt: Date, overrides: Partial<{ status: "booked" | "cancelled"; first: string; type: string }> = {}) {
      const id = randomUUID();
      await db()
        .insertInto("bookings")
        .values({
          id,
          appointment_type_id: overrides.type ?? "type-quote-call",
          user_id: userId,
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + 15 * 60_000).toISOString(),
          buffer_minutes: 10,
          status: overrides.status ?? "booked",
          first_name: overrides.first ?? "Jane",
          last_name: "Doe",
          email: "jane@example.com",
          phone: "(702) 555-0123",
          topic: "Auto quote for two cars",
          locale: "en",
          visitor_time_zone: null,
          location: "phone",
          meeting_url: null,
          person_id: null,
          customer_id: null,
          change_count: 0,
          reminded_day_at: null,
          reminded_hour_at: null,
          cancelled_at: null,
          cancelled_by: null,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
      return id;
    }

    it("lists the member's own bookings from 60 days back to a year ahead, with the person's details and the staff page", async () => {
      expect(await getFeedStatus(db(), dana.id)).toEqual({ createdAt: null });
      const token = await createFeedToken(db(), dana, dana.id, NOW);
      expect(feedTokenOf(`${token}.ics`)).toBe(token);
      expect(await getFeedStatus(db(), dana.id)).toEqual({ createdAt: NOW.toISOString() });
      const stored = await db().selectFrom("booking_calendars").select("feed_token_hash").where("user_id", "=", dana.id).executeTakeFirstOrThrow();
      expect(stored.feed_token_hash).toBe(hashFeedToken(token));
      expect(stored.feed_token_hash).not.toContain(token);

      const soon = await insertBooking(dana.id, lv("2026-11-03", "09:00"), { first: "Soon" });
      const past = await insertBooking(dana.id, new Date(NOW.getTime() - 59 * DAY), { first: "Recent" });
      const cancelled = await insertBooking(dana.id, lv("2026-11-04", "09:00"), { first: "Called", status: "cancelled", type: "type-office-visit" });
      await insertBooking(dana.id, new Date(NOW.getTime() - 61 * DAY), { first: "Old" });
      await insertBooking(dana.id, new Date(NOW.getTime() + 366 * DAY), { first: "Far" });
      await insertBooking(lee.id, lv("2026-11-03", "10:00"), { first: "Others" });

      const ics = (await memberFeedIcs(db(), token, { publicUrl: PUBLIC_URL, organizer }, NOW))!;
      expect(ics).toContain("BEGIN:VCALENDAR");
      expect(ics).toContain("X-WR-CALNAME:Bookings: Dana Reyes");
      const unfolded = ics.replace(/\r\n[ \t]/g, "");
      for (const id of [soon, past, cancelled]) expect(unfolded).toContain(`UID:booking-${id}@agency.test`);
      expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(3);
      // The type's name as it is now (another test renames the seeded quote call).
      expect(unfolded).toContain(`SUMMARY:${(await getAppointmentType(db(), "type-quote-call"))!.name}: Soon Doe`);
      expect(unfolded).toContain("SUMMARY:Office visit: Called Doe");
      expect(unfolded).toContain("STATUS:CANCELLED");
      expect(unfolded).toContain(`DTSTART:20261103T170000Z`);
      expect(unfolded).toContain("Phone: (702) 555-0123\\nEmail: jane@example.com\\nTopic: Auto quote for two cars");
      expect(unfolded).toContain(`${PUBLIC_URL}/admin/calendar/bookings/${soon}`);
      for (const name of ["Old Doe", "Far Doe", "Others Doe"]) expect(unfolded).not.toContain(name);
    });

    it("stops answering a replaced or turned-off link, and never answers an unknown one", async () => {
      expect(await memberFeedIcs(db(), "x".repeat(43), { publicUrl: PUBLIC_URL, organizer }, NOW)).toBeNull();
      const first = await createFeedToken(db(), dana, dana.id, NOW);
      const second = await createFeedToken(db(), dana, dana.id, NOW);
      expect(second).not.toBe(first);
      expect(await memberFeedIcs(db(), first, { publicUrl: PUBLIC_URL, organizer }, NOW)).toBeNull();
      expect(await memberFeedIcs(db(), second, { publicUrl: PUBLIC_URL, organizer }, NOW)).toContain("BEGIN:VCALENDAR");
      // Another member's feed is theirs alone.
      const lees = await createFeedToken(db(), lee, lee.id, NOW);
      expect(await memberFeedIcs(db(), lees, { publicUrl: PUBLIC_URL, organizer }, NOW)).toContain("X-WR-CALNAME:Bookings: Lee Park");

      // A disabled account's link, or a member no longer on the team, reads nothing; it works again once re-enabled.
      await db().updateTable("user").set({ disabled: true }).where("id", "=", lee.id).execute();
      expect(await memberFeedIcs(db(), lees, { publicUrl: PUBLIC_URL, organizer }, NOW)).toBeNull();
      await db().updateTable("user").set({ disabled: false, role: "customer" }).where("id", "=", lee.id).execute();
      expect(await memberFeedIcs(db(), lees, { publicUrl: PUBLIC_URL, organizer }, NOW)).toBeNull();
      await db().updateTable("user").set({ role: "staff" }).where("id", "=", lee.id).execute();
      expect(await memberFeedIcs(db(), lees, { publicUrl: PUBLIC_URL, organizer }, NOW)).toContain("BEGIN:VCALENDAR");

      expect(await revokeFeed(db(), dana, dana.id, NOW)).toBe(true);
      expect(await revokeFeed(db(), dana, dana.id, NOW)).toBe(false);
      expect(await memberFeedIcs(db(), second, { publicUrl: PUBLIC_URL, organizer }, NOW)).toBeNull();
      expect(await getFeedStatus(db(), dana.id)).toEqual({ createdAt: null });
      expect((await auditOf("calendar_feed.create")).filter((e) => e.target_id === dana.id).map((e) => e.detail)).toEqual([null, "Replaced the earlier link"]);
      expect((await auditOf("calendar_feed.revoke")).map((e) => e.target_id)).toEqual([dana.id]);
      expect(feedTokenOf("short.ics")).toBeNull();
      expect(feedTokenOf("../../etc/passwd")).toBeNull();
    });
  });
});

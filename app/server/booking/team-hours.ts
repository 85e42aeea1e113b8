/**
 * The weekly hours a team member takes bookings in (docs/back-office.md#appointment-types-hours-and-feeds):
 * the office's (agency.openingHours, the default) or their own (team_hours, one span per weekday,
 * Las Vegas time), as booking_calendars.own_hours says. Each member sets their own at
 * /admin/profile/availability; a save is audited.
 */
import type { Kysely, Transaction } from "kysely";
import type { OpeningHours } from "../../config/agency.ts";
import { weekdayNames } from "../../lib/schemas/team-hours-fields.ts";
import type { TeamHoursInput, WeekHours } from "../../lib/schemas/team-hours.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { ensureBookingCalendars } from "./booking-calendars.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The office's week as seven entries, Sunday first (a day listed twice keeps its first span). */
export function officeWeek(openingHours: readonly OpeningHours[]): WeekHours {
  const week: WeekHours = [null, null, null, null, null, null, null];
  for (const rule of openingHours) {
    for (const day of rule.days) if (day >= 0 && day <= 6 && !week[day]) week[day] = { opens: rule.opens, closes: rule.closes };
  }
  return week;
}

export interface MemberHours {
  /** True: their own week; false: the office's. */
  ownHours: boolean;
  /** The week they are booked in now (their own, or the office's). */
  week: WeekHours;
  /** Their own week as last saved (days off when never set), for the form even while they follow the office. */
  ownWeek: WeekHours;
  officeWeek: WeekHours;
}

export async function getMemberHours(db: Db, userId: string, openingHours: readonly OpeningHours[]): Promise<MemberHours> {
  const [calendar, rows] = await Promise.all([
    db.selectFrom("booking_calendars").select("own_hours").where("user_id", "=", userId).executeTakeFirst(),
    db.selectFrom("team_hours").select(["weekday", "opens", "closes"]).where("user_id", "=", userId).execute(),
  ]);
  const ownWeek: WeekHours = [null, null, null, null, null, null, null];
  for (const row of rows) {
    const day = Number(row.weekday);
    if (day >= 0 && day <= 6) ownWeek[day] = { opens: row.opens, closes: row.closes };
  }
  const office = officeWeek(openingHours);
  const ownHours = Number(calendar?.own_hours ?? 0) === 1;
  return { ownHours, week: ownHours ? ownWeek : office, ownWeek, officeWeek: office };
}

/** "Mon 09:00–17:00, Sat off …": the audit entry's words for a week. */
export function describeWeek(week: WeekHours): string {
  return [1, 2, 3, 4, 5, 6, 0].map((d) => `${weekdayNames[d]!.slice(0, 3)} ${week[d] ? `${week[d]!.opens}–${week[d]!.closes}` : "off"}`).join(", ");
}

/**
 * Stores the member's choice: the office's hours (their own week is kept for later), or their
 * own week, replacing the stored one. Returns whether anything changed.
 */
export async function saveMemberHours(db: Kysely<Database>, actor: Actor, userId: string, input: TeamHoursInput, now = new Date()): Promise<{ changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    await ensureBookingCalendars(trx, [userId], now);
    const before = await getMemberHours(trx, userId, []);
    const sameWeek = input.week === null || describeWeek(input.week) === describeWeek(before.ownWeek);
    if (before.ownHours === input.ownHours && sameWeek) return { changed: false };
    await trx.updateTable("booking_calendars").set({ own_hours: input.ownHours ? 1 : 0, updated_at: now.toISOString() }).where("user_id", "=", userId).execute();
    if (input.week) {
      await trx.deleteFrom("team_hours").where("user_id", "=", userId).execute();
      const spans = input.week.flatMap((span, weekday) => (span ? [{ user_id: userId, weekday, opens: span.opens, closes: span.closes }] : []));
      if (spans.length) await trx.insertInto("team_hours").values(spans).execute();
    }
    await recordAudit(
      trx,
      actor,
      { action: "booking_hours.update", targetType: "user", targetId: userId, targetLabel: actor.id === userId ? actor.email : "", detail: input.week ? `Own hours: ${describeWeek(input.week)}` : "The office's hours" },
      now,
    );
    return { changed: true };
  });
}

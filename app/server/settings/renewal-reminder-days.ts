/**
 * How many days before a policy expires its renewal reminder email goes out
 * (docs/product.md#renewals): kept in agency_settings, DEFAULT_RENEWAL_REMINDER_DAYS until an
 * admin changes it in Settings.
 */
import type { Kysely, Transaction } from "kysely";
import { DEFAULT_RENEWAL_REMINDER_DAYS, MAX_RENEWAL_REMINDER_DAYS, MIN_RENEWAL_REMINDER_DAYS } from "../../lib/renewals.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

export const RENEWAL_REMINDER_DAYS_KEY = "renewal_reminder_days";

type Db = Kysely<Database> | Transaction<Database>;

export function isRenewalReminderDays(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_RENEWAL_REMINDER_DAYS && value <= MAX_RENEWAL_REMINDER_DAYS;
}

export async function getRenewalReminderDays(db: Db): Promise<number> {
  const row = await db.selectFrom("agency_settings").select("value").where("key", "=", RENEWAL_REMINDER_DAYS_KEY).executeTakeFirst();
  const days = row ? Number(row.value) : NaN;
  // A value out of range (edited by hand) reads as the default rather than stopping the reminders.
  return isRenewalReminderDays(days) ? days : DEFAULT_RENEWAL_REMINDER_DAYS;
}

/** Stores the setting with its audit entry ("settings.renewal_reminders"); false when it was already that. */
export async function setRenewalReminderDays(db: Kysely<Database>, actor: Actor, days: number, now = new Date()): Promise<{ changed: boolean }> {
  if (!isRenewalReminderDays(days)) throw new Error(`not a number of reminder days: ${days}`);
  return db.transaction().execute(async (trx) => {
    const before = await getRenewalReminderDays(trx);
    if (before === days) return { changed: false };
    const at = now.toISOString();
    const value = String(days);
    await trx
      .insertInto("agency_settings")
      .values({ key: RENEWAL_REMINDER_DAYS_KEY, value, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
      .execute();
    await recordAudit(
      trx,
      actor,
      { action: "settings.renewal_reminders", targetType: "settings", targetId: RENEWAL_REMINDER_DAYS_KEY, targetLabel: "Renewal reminders", detail: `${before} → ${days} days before expiration` },
      now,
    );
    return { changed: true };
  });
}

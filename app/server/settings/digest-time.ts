/**
 * The time of day the daily digest goes out (docs/product.md#notifications-digest-and-reminders):
 * "HH:MM" on the Las Vegas clock, kept in agency_settings, 08:00 until an admin changes it.
 */
import type { Kysely, Transaction } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

export const DIGEST_TIME_KEY = "digest_time";
export const DEFAULT_DIGEST_TIME = "08:00";

/** 24-hour "HH:MM". */
export const DIGEST_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

type Db = Kysely<Database> | Transaction<Database>;

export async function getDigestTime(db: Db): Promise<string> {
  const row = await db.selectFrom("agency_settings").select("value").where("key", "=", DIGEST_TIME_KEY).executeTakeFirst();
  // A value that is not a time (edited by hand) reads as the default rather than stopping the digest.
  return row && DIGEST_TIME_PATTERN.test(row.value) ? row.value : DEFAULT_DIGEST_TIME;
}

/** Stores the digest time with its audit entry ("settings.digest"); false when it was already that time. */
export async function setDigestTime(db: Kysely<Database>, actor: Actor, time: string, now = new Date()): Promise<{ changed: boolean }> {
  if (!DIGEST_TIME_PATTERN.test(time)) throw new Error(`not a digest time: ${time}`);
  return db.transaction().execute(async (trx) => {
    const before = await getDigestTime(trx);
    if (before === time) return { changed: false };
    const at = now.toISOString();
    await trx
      .insertInto("agency_settings")
      .values({ key: DIGEST_TIME_KEY, value: time, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: time, updated_at: at }))
      .execute();
    await recordAudit(
      trx,
      actor,
      { action: "settings.digest", targetType: "settings", targetId: DIGEST_TIME_KEY, targetLabel: "Daily digest", detail: `${before} → ${time} (Las Vegas time)` },
      now,
    );
    return { changed: true };
  });
}

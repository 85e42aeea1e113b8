/**
 * How many days a document sent for signature stays open before it expires
 * (app/server/signing/): kept in agency_settings, DEFAULT_SIGNING_EXPIRY_DAYS (30) until an
 * admin changes it in Settings. A change applies to documents sent afterwards.
 */
import type { Kysely, Transaction } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGNING_EXPIRY_DAYS, isSigningExpiryDays } from "../signing/signing-rules.ts";

export const SIGNING_EXPIRY_DAYS_KEY = "signing_expiry_days";

type Db = Kysely<Database> | Transaction<Database>;

export async function getSigningExpiryDays(db: Db): Promise<number> {
  const row = await db.selectFrom("agency_settings").select("value").where("key", "=", SIGNING_EXPIRY_DAYS_KEY).executeTakeFirst();
  const days = row ? Number(row.value) : NaN;
  // A value out of range (edited by hand) reads as the default rather than refusing every send.
  return isSigningExpiryDays(days) ? days : DEFAULT_SIGNING_EXPIRY_DAYS;
}

/** Stores the setting with its audit entry ("settings.signing_expiry"); false when it was already that. */
export async function setSigningExpiryDays(db: Kysely<Database>, actor: Actor, days: number, now = new Date()): Promise<{ changed: boolean }> {
  if (!isSigningExpiryDays(days)) throw new Error(`not a number of signing expiry days: ${days}`);
  return db.transaction().execute(async (trx) => {
    const before = await getSigningExpiryDays(trx);
    if (before === days) return { changed: false };
    const at = now.toISOString();
    const value = String(days);
    await trx
      .insertInto("agency_settings")
      .values({ key: SIGNING_EXPIRY_DAYS_KEY, value, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
      .execute();
    await recordAudit(
      trx,
      actor,
      { action: "settings.signing_expiry", targetType: "settings", targetId: SIGNING_EXPIRY_DAYS_KEY, targetLabel: "Documents for signature", detail: `${before} → ${days} days before a document expires` },
      now,
    );
    return { changed: true };
  });
}

/**
 * The agency's cap on marketing emails (docs/product.md#campaigns): at most N a person in a
 * calendar month, Las Vegas time (DEFAULT_MARKETING_MONTHLY_CAP until an admin changes it).
 * A send takes a slot with one conditional update (`sent < cap`) in the transaction that queues
 * the email, so instances racing for the same person's last slot give it to one of them only.
 */
import type { Kysely, Transaction } from "kysely";
import { DEFAULT_MARKETING_MONTHLY_CAP, MAX_MARKETING_MONTHLY_CAP } from "../../lib/campaigns.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { contactKeyHash } from "../compliance/suppressions.ts";
import type { Database } from "../db/schema.ts";

export const MARKETING_CAP_KEY = "marketing_monthly_cap";

type Db = Kysely<Database> | Transaction<Database>;

export function isMarketingCap(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_MARKETING_MONTHLY_CAP;
}

export async function getMarketingMonthlyCap(db: Db): Promise<number> {
  const row = await db.selectFrom("agency_settings").select("value").where("key", "=", MARKETING_CAP_KEY).executeTakeFirst();
  const cap = row ? Number(row.value) : NaN;
  return isMarketingCap(cap) ? cap : DEFAULT_MARKETING_MONTHLY_CAP;
}

/** Stores the cap with its audit entry ("settings.marketing_cap"); false when it was already that. */
export async function setMarketingMonthlyCap(db: Kysely<Database>, actor: Actor, cap: number, now = new Date()): Promise<{ changed: boolean }> {
  if (!isMarketingCap(cap)) throw new Error(`not a monthly cap: ${cap}`);
  return db.transaction().execute(async (trx) => {
    const before = await getMarketingMonthlyCap(trx);
    if (before === cap) return { changed: false };
    const at = now.toISOString();
    const value = String(cap);
    await trx
      .insertInto("agency_settings")
      .values({ key: MARKETING_CAP_KEY, value, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
      .execute();
    await recordAudit(
      trx,
      actor,
      { action: "settings.marketing_cap", targetType: "settings", targetId: MARKETING_CAP_KEY, targetLabel: "Marketing emails a month", detail: `${before} → ${cap} a person a month` },
      now,
    );
    return { changed: true };
  });
}

/** The Las Vegas calendar month of `now`: "2026-12". */
export function capMonth(now: Date): string {
  return lasVegasDate(now).slice(0, 7);
}

/** The key the count is kept under: the same hash the suppression list uses for the address. */
export function capKey(email: string): string {
  return contactKeyHash(`e:${email.trim().toLowerCase()}`);
}

/** Takes one of the person's marketing slots for the month; false when the cap is reached. */
export async function takeMarketingSlot(trx: Transaction<Database>, email: string, now: Date, cap: number): Promise<boolean> {
  if (cap <= 0) return false;
  const key = { recipient_hash: capKey(email), month: capMonth(now) };
  await trx
    .insertInto("marketing_email_counts")
    .values({ ...key, sent: 0 })
    .onConflict((oc) => oc.columns(["recipient_hash", "month"]).doNothing())
    .execute();
  const taken = await trx
    .updateTable("marketing_email_counts")
    .set((eb) => ({ sent: eb("sent", "+", 1) }))
    .where("recipient_hash", "=", key.recipient_hash)
    .where("month", "=", key.month)
    .where("sent", "<", cap)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** How many marketing emails the address got this month (the preview). */
export async function marketingSentThisMonth(db: Db, email: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom("marketing_email_counts")
    .select("sent")
    .where("recipient_hash", "=", capKey(email))
    .where("month", "=", capMonth(now))
    .executeTakeFirst();
  return row?.sent ?? 0;
}

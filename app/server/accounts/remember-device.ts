/**
 * "Remember this device for 30 days" (docs/product.md#second-factor): an agency setting per
 * role, kept in agency_settings. A remembered browser skips the second factor at sign-in (the
 * password is still asked). Off for admins until an admin turns it on; on for staff and customers.
 */
import type { Kysely, Transaction } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import type { Role } from "./roles.ts";

export type RememberDevicePolicy = Record<Role, boolean>;

export const REMEMBER_DEVICE_KEY = "remember_device";
export const DEFAULT_REMEMBER_DEVICE: RememberDevicePolicy = { customer: true, staff: true, admin: false };

type Db = Kysely<Database> | Transaction<Database>;

export async function loadRememberDevicePolicy(db: Db): Promise<RememberDevicePolicy> {
  const row = await db.selectFrom("agency_settings").select("value").where("key", "=", REMEMBER_DEVICE_KEY).executeTakeFirst();
  if (!row) return DEFAULT_REMEMBER_DEVICE;
  try {
    const stored = JSON.parse(row.value) as Partial<Record<Role, unknown>>;
    // A value edited by hand reads as the default for any role it does not say clearly.
    return {
      customer: typeof stored.customer === "boolean" ? stored.customer : DEFAULT_REMEMBER_DEVICE.customer,
      staff: typeof stored.staff === "boolean" ? stored.staff : DEFAULT_REMEMBER_DEVICE.staff,
      admin: typeof stored.admin === "boolean" ? stored.admin : DEFAULT_REMEMBER_DEVICE.admin,
    };
  } catch {
    return DEFAULT_REMEMBER_DEVICE;
  }
}

export function mayRememberDevice(policy: RememberDevicePolicy, role: Role): boolean {
  return policy[role];
}

/** Stores the policy with its audit entry; false when nothing changed. */
export async function saveRememberDevicePolicy(db: Kysely<Database>, actor: Actor, policy: RememberDevicePolicy, now = new Date()): Promise<{ changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await loadRememberDevicePolicy(trx);
    if (before.customer === policy.customer && before.staff === policy.staff && before.admin === policy.admin) return { changed: false };
    const value = JSON.stringify(policy);
    const at = now.toISOString();
    await trx
      .insertInto("agency_settings")
      .values({ key: REMEMBER_DEVICE_KEY, value, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
      .execute();
    const words = (p: RememberDevicePolicy) => (["customer", "staff", "admin"] as const).filter((role) => p[role]).join(", ") || "nobody";
    await recordAudit(trx, actor, { action: "settings.remember_device", targetType: "settings", targetId: REMEMBER_DEVICE_KEY, detail: `${words(before)} → ${words(policy)}` }, now);
    return { changed: true };
  });
}

/**
 * An account's passkeys (better-auth's passkey plugin stores them; docs/product.md#second-factor).
 * A passkey is a second factor and, with user verification, a whole sign-in. `user.two_factor_enabled`
 * follows what the account has: a confirmed authenticator app or at least one passkey.
 */
import type { Kysely, Transaction } from "kysely";
import { recordAudit } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { toBoolean } from "./auth-values.ts";
import { isTeamRole, type Role } from "./roles.ts";
import { secondFactorIsRecent, STEP_UP_MINUTES } from "./second-factor-sessions.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface PasskeySummary {
  id: string;
  /** The name the person gave it, or null. */
  name: string | null;
  createdAt: string | null;
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  const rows = await db.selectFrom("passkey").select(["id", "name", "created_at"]).where("user_id", "=", userId).orderBy("created_at").execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at ? new Date(row.created_at).toISOString() : null }));
}

/** The account has a second factor (as user.two_factor_enabled says). */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom("user").select("two_factor_enabled").where("id", "=", userId).executeTakeFirst();
  return row ? toBoolean(row.two_factor_enabled) : false;
}

/** The second factors an account has: a confirmed authenticator app, and how many passkeys. */
export interface SecondFactors {
  authenticatorApp: boolean;
  passkeys: number;
}

export async function secondFactorsOf(db: Db, userId: string): Promise<SecondFactors> {
  const app = await db.selectFrom("two_factor").select("verified").where("user_id", "=", userId).executeTakeFirst();
  const passkeys = await db.selectFrom("passkey").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirst();
  return { authenticatorApp: app ? toBoolean(app.verified) : false, passkeys: Number(passkeys?.n ?? 0) };
}

/** Sets user.two_factor_enabled from the factors the account has now; returns it. */
export async function syncSecondFactorFlag(db: Db, userId: string): Promise<boolean> {
  const factors = await secondFactorsOf(db, userId);
  const enabled = factors.authenticatorApp || factors.passkeys > 0;
  await db.updateTable("user").set({ two_factor_enabled: enabled }).where("id", "=", userId).execute();
  return enabled;
}

/**
 * Whether this session may add a passkey now: an account with a second factor confirmed it
 * within the last STEP_UP_MINUTES; an account without one signed in that recently. (A stolen
 * session cookie alone must not become a lasting way in.)
 */
export function mayAddPasskey(current: { user: Record<string, unknown>; session: Record<string, unknown> & { createdAt: Date | string } }, now = new Date()): boolean {
  if (toBoolean(current.user.twoFactorEnabled as boolean | number | undefined)) {
    return secondFactorIsRecent(current.session.secondFactorAt as Date | string | null | undefined, now);
  }
  return now.getTime() - new Date(current.session.createdAt).getTime() < STEP_UP_MINUTES * 60_000;
}

/** After better-auth stored a new passkey: the account now has a second factor. */
export async function recordPasskeyAdded(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await syncSecondFactorFlag(trx, userId);
    const user = await trx.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
    if (user) await recordAudit(trx, { id: userId, email: user.email }, { action: "user.second_factor_added", targetType: "user", targetId: userId, targetLabel: user.email, detail: "passkey" });
  });
}

export type RemovePasskeyOutcome = "removed" | "not-found" | "last-factor";

/**
 * Removes one of the account's own passkeys. A team member keeps at least one second factor:
 * removing the last one is refused (add another first).
 */
export async function removePasskey(db: Kysely<Database>, account: { id: string; email: string; role: Role }, passkeyId: string): Promise<RemovePasskeyOutcome> {
  return db.transaction().execute(async (trx) => {
    const passkey = await trx.selectFrom("passkey").select(["id", "name"]).where("id", "=", passkeyId).where("user_id", "=", account.id).executeTakeFirst();
    if (!passkey) return "not-found";
    if (isTeamRole(account.role)) {
      const factors = await secondFactorsOf(trx, account.id);
      if (!factors.authenticatorApp && factors.passkeys <= 1) return "last-factor";
    }
    await trx.deleteFrom("passkey").where("id", "=", passkeyId).execute();
    await syncSecondFactorFlag(trx, account.id);
    await recordAudit(trx, account, { action: "user.second_factor_removed", targetType: "user", targetId: account.id, targetLabel: account.email, detail: `passkey${passkey.name ? ` "${passkey.name}"` : ""}` });
    return "removed";
  });
}

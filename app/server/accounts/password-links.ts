/**
 * Links that set a password without knowing the old one: the reset link of
 * /forgot-password (issued by better-auth), the one-time link printed by
 * `npm run admin -- create`, and a team invitation's (app/server/team/). All are better-auth
 * "reset-password" tokens: stored hashed, consumed by the first use, refused after they expire.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Auth } from "./auth.ts";
import { toDate } from "./auth-values.ts";

const identifierFor = (token: string) => `reset-password:${token}`;

/** Whether a reset token can still be used (exists, not used, not expired); nothing is consumed. */
export async function isPasswordLinkUsable(auth: Auth, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(identifierFor(token));
  return !!verification && toDate(verification.expiresAt).getTime() > Date.now();
}

/**
 * What a usable link is for, read from its account: "set" when the account has no password yet
 * (an invitation, or `npm run admin -- create`), else "reset". Null for an unusable link.
 * Nothing is consumed.
 */
export async function passwordLinkPurpose(auth: Auth, token: string): Promise<{ purpose: "set" | "reset"; email: string } | null> {
  if (!(await isPasswordLinkUsable(auth, token))) return null;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(identifierFor(token));
  const user = verification ? await context.internalAdapter.findUserById(verification.value) : null;
  if (!user) return null;
  const accounts = await context.internalAdapter.findAccounts(user.id);
  const hasPassword = accounts.some((account) => account.providerId === "credential" && !!account.password);
  return { purpose: hasPassword ? "reset" : "set", email: user.email };
}

/** Whether the account has set a password (a credential account with a hash). */
export async function hasPassword(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("account")
    .select("id")
    .where("user_id", "=", userId)
    .where("provider_id", "=", "credential")
    .where("password", "is not", null)
    .executeTakeFirst();
  return !!row;
}

/** The stored rows of the account's outstanding links (see endPasswordLinks for why `value` finds them). */
export async function passwordLinkIds(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("verification").select("id").where("value", "=", userId).execute();
  return rows.map((row) => row.id);
}

/** Issues a new single-use token that lets the holder set the password of `userId`. */
export async function issuePasswordLink(auth: Auth, userId: string, validSeconds: number): Promise<{ token: string; expiresAt: Date }> {
  const context = await auth.$context;
  // Same shape and strength as better-auth's own reset tokens (24 URL-safe characters).
  const token = randomBytes(18).toString("base64url");
  const expiresAt = new Date(Date.now() + validSeconds * 1000);
  await context.internalAdapter.createVerificationValue({ identifier: identifierFor(token), value: userId, expiresAt });
  return { token, expiresAt };
}

/**
 * Ends every outstanding link of the account: called when its password changes (a reset,
 * a change or a first password, auth.ts), so an older link mailed to the account stops
 * working too. The verification table keeps only a SHA-256 hash of each link's identifier
 * (auth.ts sets `storeIdentifier: "hashed"`), so the "reset-password:" prefix cannot be
 * searched for; the row's value is the account's id. In this configuration only these links
 * keep an account id there: confirmation links are signed tokens, not rows, and the plugins
 * that store other kinds (account deletion, email change) are not enabled.
 */
export async function endPasswordLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("verification").where("value", "=", userId).execute();
}

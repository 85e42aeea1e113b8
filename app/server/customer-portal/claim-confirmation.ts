/**
 * Following a claim from an account by confirming it (docs/product.md#the-customers-side):
 * the claim email carries a link with a random token; the database keeps only its SHA-256.
 * A signed-in customer whose VERIFIED address is the claim's confirms it with a POST (opening
 * the link changes nothing: mail scanners open links). Wrong guesses are limited per account
 * and per address, though a 256-bit token is not guessable anyway.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { recordAudit } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { hitRateLimit, peekRateLimitWindow, type RateLimitRule } from "../security/rate-limit.ts";

/** A token as the link carries it: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashClaimConfirmToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new link token and what is stored of it. */
export function newClaimConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashClaimConfirmToken(token) };
}

export function claimConfirmPath(token: string): string {
  return `/dashboard/claims/confirm/${encodeURIComponent(token)}`;
}

/** Unknown or wrong links per account, and per client address, per hour. */
export const CLAIM_CONFIRM_MISSES: RateLimitRule = { bucket: "claim-confirm:miss", limit: 10, windowSeconds: 3600 };

export type ClaimConfirmation =
  /** No claim has this link (mistyped, cut off, or made up). */
  | { kind: "invalid" }
  /** Too many wrong links lately. */
  | { kind: "limited"; retryAfterSeconds: number }
  /** The account's address is not verified yet. */
  | { kind: "unverified" }
  /** The link was sent to another address than the account's: nothing of the claim is told. */
  | { kind: "other-account" }
  | { kind: "ready"; claimNumber: string; claimType: string; createdAt: string }
  | { kind: "confirmed"; claimNumber: string };

export interface ConfirmingAccount {
  userId: string;
  email: string;
  verified: boolean;
  /** The client's address (the limit's second key). */
  clientIp: string;
}

const missKeys = (account: ConfirmingAccount) => [`user:${account.userId}`, `ip:${account.clientIp}`];

async function limitedFor(db: Kysely<Database>, account: ConfirmingAccount): Promise<ClaimConfirmation | null> {
  const windows = await Promise.all(missKeys(account).map((key) => peekRateLimitWindow(db, CLAIM_CONFIRM_MISSES, key)));
  const full = windows.filter((w) => w.hits >= CLAIM_CONFIRM_MISSES.limit);
  if (full.length === 0) return null;
  return { kind: "limited", retryAfterSeconds: Math.max(...full.map((w) => w.retryAfterSeconds)) };
}

async function countMiss(db: Kysely<Database>, account: ConfirmingAccount): Promise<void> {
  for (const key of missKeys(account)) await hitRateLimit(db, CLAIM_CONFIRM_MISSES, key);
}

/** What the link means for this account (no change is made). */
export async function checkClaimConfirmation(db: Kysely<Database>, token: string, account: ConfirmingAccount): Promise<ClaimConfirmation> {
  const limited = await limitedFor(db, account);
  if (limited) return limited;
  const row = TOKEN_PATTERN.test(token)
    ? await db
        .selectFrom("claims")
        .select(["id", "claim_number", "claim_type", "created_at", "email", "claimant_confirmed_at"])
        .where("confirm_token_hash", "=", hashClaimConfirmToken(token))
        .executeTakeFirst()
    : undefined;
  if (!row) {
    await countMiss(db, account);
    return { kind: "invalid" };
  }
  if (!account.verified) return { kind: "unverified" };
  if (row.email.trim().toLowerCase() !== account.email.trim().toLowerCase()) {
    await countMiss(db, account);
    return { kind: "other-account" };
  }
  if (row.claimant_confirmed_at) return { kind: "confirmed", claimNumber: row.claim_number };
  return { kind: "ready", claimNumber: row.claim_number, claimType: row.claim_type, createdAt: row.created_at };
}

/** Confirms the claim for the account when the link allows it; answers what the page then shows. */
export async function confirmClaim(db: Kysely<Database>, token: string, account: ConfirmingAccount, now = new Date()): Promise<ClaimConfirmation> {
  const check = await checkClaimConfirmation(db, token, account);
  if (check.kind !== "ready") return check;
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("claims")
      .set({ claimant_confirmed_at: now.toISOString() })
      .where("confirm_token_hash", "=", hashClaimConfirmToken(token))
      .where("claimant_confirmed_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    // A second click racing the first: confirmed once, recorded once.
    if (updated) {
      await recordAudit(trx, { id: account.userId, email: account.email }, { action: "claim.confirm", targetType: "claims", targetId: updated.id, targetLabel: check.claimNumber }, now);
    }
  });
  return { kind: "confirmed", claimNumber: check.claimNumber };
}

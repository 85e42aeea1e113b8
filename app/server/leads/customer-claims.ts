/**
 * A customer's own claims (docs/product.md#dashboards): the claims submitted with the
 * account's email address, once that address is verified. Nothing else about a
 * claim leaves here: no staff notes, no files, and no claim of another address.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toBoolean } from "../accounts/auth-values.ts";
import { parseDetails, type DetailField } from "./submission-details.ts";

export interface CustomerClaimSummary {
  claimNumber: string;
  createdAt: string;
  claimType: string;
  dateOfLoss: string;
  status: string;
}

export interface CustomerClaim extends CustomerClaimSummary {
  /** The fields as the claimant submitted them. */
  details: DetailField[];
}

/** The account's verified email, or null (unknown account, or address not verified). */
async function verifiedEmail(db: Kysely<Database>, userId: string): Promise<string | null> {
  const user = await db.selectFrom("user").select(["email", "email_verified", "disabled"]).where("id", "=", userId).executeTakeFirst();
  if (!user || !toBoolean(user.email_verified) || toBoolean(user.disabled)) return null;
  return user.email.trim().toLowerCase();
}

export async function listCustomerClaims(db: Kysely<Database>, userId: string): Promise<CustomerClaimSummary[]> {
  const email = await verifiedEmail(db, userId);
  if (!email) return [];
  const rows = await db
    .selectFrom("claims")
    .select(["claim_number", "created_at", "claim_type", "date_of_loss", "status"])
    .where("email", "=", email)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({ claimNumber: r.claim_number, createdAt: r.created_at, claimType: r.claim_type, dateOfLoss: r.date_of_loss, status: r.status }));
}

/** One of the account's claims by its number; null for any claim that is not theirs. */
export async function getCustomerClaim(db: Kysely<Database>, userId: string, claimNumber: string): Promise<CustomerClaim | null> {
  const email = await verifiedEmail(db, userId);
  if (!email) return null;
  const row = await db
    .selectFrom("claims")
    .select(["claim_number", "created_at", "claim_type", "date_of_loss", "status", "details_json"])
    .where("claim_number", "=", claimNumber)
    .where("email", "=", email)
    .executeTakeFirst();
  if (!row) return null;
  return {
    claimNumber: row.claim_number,
    createdAt: row.created_at,
    claimType: row.claim_type,
    dateOfLoss: row.date_of_loss,
    status: row.status,
    // The claim number heads the stored fields; the page shows it in its heading.
    details: parseDetails(row.details_json).filter((f) => f.label !== "Claim number"),
  };
}

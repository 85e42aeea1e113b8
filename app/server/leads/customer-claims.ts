/**
 * A customer's own claims (docs/product.md#the-customers-side). An email address alone does
 * not prove who filed a claim (anyone can type anyone's), so a claim shows on an account only when
 *   (a) it was filed while signed in to that account (claims.user_id),
 *   (b) the claimant confirmed it through the link in the claim email, and the account's
 *       verified address is the claim's (claims.claimant_confirmed_at), or
 *   (c) staff linked it to the account's customer record (claims.customer_id).
 * Nothing else about a claim leaves here: no staff notes, no files.
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

/** Who is looking: the account, its customer record, its address once verified. */
export interface ClaimViewer {
  userId: string;
  customerId: string | null;
  /** Lower-case; null while the address is not verified. */
  verifiedEmail: string | null;
}

/** What decides who sees a claim. */
export interface ClaimProof {
  userId: string | null;
  customerId: string | null;
  email: string;
  claimantConfirmedAt: string | null;
}

/** The rule above, on one claim (the queries below say the same in SQL; unit-tested). */
export function claimVisibleTo(claim: ClaimProof, viewer: ClaimViewer): boolean {
  if (claim.userId !== null && claim.userId === viewer.userId) return true;
  if (claim.customerId !== null && claim.customerId === viewer.customerId) return true;
  return claim.claimantConfirmedAt !== null && viewer.verifiedEmail !== null && claim.email.trim().toLowerCase() === viewer.verifiedEmail;
}

/** The viewer behind an account id; null for an unknown or disabled account (it sees nothing). */
export async function claimViewerOf(db: Kysely<Database>, userId: string): Promise<ClaimViewer | null> {
  const user = await db.selectFrom("user").select(["email", "email_verified", "disabled"]).where("id", "=", userId).executeTakeFirst();
  if (!user || toBoolean(user.disabled)) return null;
  const customer = await db.selectFrom("customers").select("id").where("user_id", "=", userId).executeTakeFirst();
  return {
    userId,
    customerId: customer?.id ?? null,
    verifiedEmail: toBoolean(user.email_verified) ? user.email.trim().toLowerCase() : null,
  };
}

/** The claims the viewer may see, as a query (each branch has its index: user_id, customer_id, email). */
function visibleClaims(db: Kysely<Database>, viewer: ClaimViewer) {
  return db.selectFrom("claims").where((eb) =>
    eb.or([
      eb("user_id", "=", viewer.userId),
      ...(viewer.customerId ? [eb("customer_id", "=", viewer.customerId)] : []),
      ...(viewer.verifiedEmail ? [eb.and([eb("email", "=", viewer.verifiedEmail), eb("claimant_confirmed_at", "is not", null)])] : []),
    ]),
  );
}

export async function listCustomerClaims(db: Kysely<Database>, userId: string): Promise<CustomerClaimSummary[]> {
  const viewer = await claimViewerOf(db, userId);
  if (!viewer) return [];
  const rows = await visibleClaims(db, viewer)
    .select(["claim_number", "created_at", "claim_type", "date_of_loss", "status"])
    .orderBy("created_at", "desc")
    .orderBy("claim_number", "desc")
    .execute();
  return rows.map((r) => ({ claimNumber: r.claim_number, createdAt: r.created_at, claimType: r.claim_type, dateOfLoss: r.date_of_loss, status: r.status }));
}

/** One of the account's claims by its number; null for any claim it may not see (the page answers 404). */
export async function getCustomerClaim(db: Kysely<Database>, userId: string, claimNumber: string): Promise<CustomerClaim | null> {
  const viewer = await claimViewerOf(db, userId);
  if (!viewer) return null;
  const row = await visibleClaims(db, viewer)
    .select(["claim_number", "created_at", "claim_type", "date_of_loss", "status", "details_json"])
    .where("claim_number", "=", claimNumber)
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

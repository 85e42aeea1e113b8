/**
 * Linking a claim to a customer (docs/product.md#customers-and-policies): staff confirm whose
 * claim it is, and it then shows on that customer's dashboard (decision 012: an email address
 * alone no longer proves who filed a claim). A claim belongs to one customer at most: one
 * linked elsewhere is refused, naming that customer, rather than silently moved.
 * Both directions are audit-logged on the claim, so its timeline says who linked it.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { CLAIM_NUMBER_PATTERN } from "../leads/claim-number.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

export type LinkClaimResult =
  | { ok: true; changed: boolean; claimNumber: string }
  | { ok: false; reason: "no-customer" }
  | { ok: false; reason: "no-claim" }
  | { ok: false; reason: "other-customer"; other: { id: string; name: string }; claimNumber: string };

/** A claim number as staff type it: case and spaces do not matter ("clm-2026-000042 "). */
export function normalizeClaimNumber(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, "");
}

/** The "Link a claim" form. */
export const claimLinkSchema = z.object({
  claimNumber: z
    .string()
    .optional()
    .transform((v) => normalizeClaimNumber(v ?? ""))
    .refine((v) => v.length > 0, "Please enter the claim number, like CLM-2026-000042.")
    .refine((v) => v.length === 0 || CLAIM_NUMBER_PATTERN.test(v), "A claim number looks like CLM-2026-000042."),
});

export async function linkClaim(db: Kysely<Database>, actor: Actor, customerId: string, claimNumberInput: string, now = new Date()): Promise<LinkClaimResult> {
  const customer = await db.selectFrom("customers").select(["id", "name"]).where("id", "=", customerId).executeTakeFirst();
  if (!customer) return { ok: false, reason: "no-customer" };
  const claimNumber = normalizeClaimNumber(claimNumberInput);
  const claim = await db.selectFrom("claims").select(["id", "claim_number", "customer_id"]).where("claim_number", "=", claimNumber).executeTakeFirst();
  if (!claim) return { ok: false, reason: "no-claim" };
  if (claim.customer_id === customer.id) return { ok: true, changed: false, claimNumber };
  if (claim.customer_id) {
    const other = await db.selectFrom("customers").select(["id", "name"]).where("id", "=", claim.customer_id).executeTakeFirst();
    // A link to a customer that no longer exists is no link.
    if (other) return { ok: false, reason: "other-customer", other, claimNumber };
  }
  const linked = await db.transaction().execute(async (trx) => {
    // Only if nobody linked it meanwhile (to this customer or another).
    let update = trx.updateTable("claims").set({ customer_id: customer.id }).where("id", "=", claim.id);
    update = claim.customer_id ? update.where("customer_id", "=", claim.customer_id) : update.where("customer_id", "is", null);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordAudit(trx, actor, { action: "claim.link", targetType: "claims", targetId: claim.id, targetLabel: claimNumber, detail: `Customer ${customer.name}` }, now);
    return true;
  });
  if (!linked) return linkClaim(db, actor, customerId, claimNumberInput, now);
  return { ok: true, changed: true, claimNumber };
}

/** Unlinks the claim from this customer; false when it is not linked to them. */
export async function unlinkClaim(db: Kysely<Database>, actor: Actor, customerId: string, claimId: string, now = new Date()): Promise<{ ok: true; claimNumber: string } | { ok: false }> {
  const customer = await db.selectFrom("customers").select(["id", "name"]).where("id", "=", customerId).executeTakeFirst();
  if (!customer) return { ok: false };
  return db.transaction().execute(async (trx) => {
    const claim = await trx.selectFrom("claims").select(["id", "claim_number"]).where("id", "=", claimId).where("customer_id", "=", customerId).executeTakeFirst();
    if (!claim) return { ok: false as const };
    const result = await trx.updateTable("claims").set({ customer_id: null }).where("id", "=", claim.id).where("customer_id", "=", customerId).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { ok: false as const };
    await recordAudit(trx, actor, { action: "claim.unlink", targetType: "claims", targetId: claim.id, targetLabel: claim.claim_number, detail: `Customer ${customer.name}` }, now);
    return { ok: true as const, claimNumber: claim.claim_number };
  });
}

/**
 * Renewed terms (docs/product.md#renewals): a policy whose expiration date moves later while it
 * is active (or as it becomes active) has been renewed, and the term that came due is recorded
 * in policy_renewals, in the transaction that saved the policy (the staff form, the book
 * import). The rule is deliberately simple: ANY forward move of an active policy's expiration
 * date counts, a correction included; a move back, a policy that is not active after the save,
 * or a new policy records nothing. A term is known by (policy, previous expiration): the unique
 * index keeps it counted once, however often the same change is saved or imported.
 *
 * The retention report (app/server/reports/retention.ts) and the "policy renewed" triggers read
 * these rows.
 */
import { randomUUID } from "node:crypto";
import type { Insertable, Transaction } from "kysely";
import type { Database, PolicyRenewalsTable } from "../db/schema.ts";

/** A policy as the rule sees it, before or after a save. */
export interface PolicyTerm {
  id: string;
  customerId: string;
  line: string;
  /** YYYY-MM-DD */
  expirationDate: string;
  status: string;
}

/** Whether going from `before` to `after` renews the term: active after the save, expiring later than before. */
export function isRenewedTerm(before: Pick<PolicyTerm, "expirationDate"> | null, after: Pick<PolicyTerm, "expirationDate" | "status">): boolean {
  return before !== null && after.status === "active" && after.expirationDate > before.expirationDate;
}

function renewalRow(before: PolicyTerm, after: PolicyTerm, now: Date): Insertable<PolicyRenewalsTable> {
  return {
    id: randomUUID(),
    policy_id: after.id,
    customer_id: after.customerId,
    line: after.line,
    previous_expiration: before.expirationDate,
    new_expiration: after.expirationDate,
    recorded_at: now.toISOString(),
  };
}

/** Records the renewal when the save renewed the term (see the top); true when a new term was recorded. */
export async function recordPolicyRenewal(trx: Transaction<Database>, before: PolicyTerm | null, after: PolicyTerm, now: Date): Promise<boolean> {
  if (!before || !isRenewedTerm(before, after)) return false;
  const inserted = await trx
    .insertInto("policy_renewals")
    .values(renewalRow(before, after, now))
    .onConflict((oc) => oc.columns(["policy_id", "previous_expiration"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Rows per multi-row insert (well under both engines' limits on bound values). */
const RENEWAL_BATCH = 250;

/** The same rule for many saves at once (the book import): one multi-row insert per batch. Returns the terms newly recorded. */
export async function recordPolicyRenewals(trx: Transaction<Database>, saves: readonly { before: PolicyTerm | null; after: PolicyTerm }[], now: Date): Promise<number> {
  const rows = saves.filter((s) => s.before && isRenewedTerm(s.before, s.after)).map((s) => renewalRow(s.before!, s.after, now));
  let recorded = 0;
  for (let i = 0; i < rows.length; i += RENEWAL_BATCH) {
    const inserted = await trx
      .insertInto("policy_renewals")
      .values(rows.slice(i, i + RENEWAL_BATCH))
      .onConflict((oc) => oc.columns(["policy_id", "previous_expiration"]).doNothing())
      .executeTakeFirst();
    recorded += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return recorded;
}

/**
 * Adding and editing a policy from the staff form (docs/product.md#customers-and-policies). A
 * policy is unique by carrier and policy number (policy_key, app/lib/policies.ts): a second one
 * with the same key is refused with the existing policy, so the page can link to it. The row and
 * its audit entry are written in one transaction, with the renewed term when the save moved an
 * active policy's expiration date later (policy-renewals.ts).
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { policyKey, type PolicyLine } from "../../lib/policies.ts";
import type { PolicyInput } from "../../lib/schemas/policy.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { recordBookChange } from "./book-changes.ts";
import { recordPolicyRenewal } from "./policy-renewals.ts";
import { policyCreatedEvent } from "../integrations/record-events.ts";

export interface ExistingPolicy {
  id: string;
  policyNumber: string;
  carrier: string;
  customerId: string;
  customerName: string;
}

export type SavePolicyResult =
  | { ok: true; id: string; changed: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "duplicate"; existing: ExistingPolicy };

function policyColumns(input: PolicyInput) {
  return {
    line: input.line as PolicyLine,
    carrier: input.carrier,
    policy_number: input.policyNumber,
    policy_key: policyKey(input.carrier, input.policyNumber),
    effective_date: input.effectiveDate,
    expiration_date: input.expirationDate,
    status: input.status,
    billing: input.billing,
    payment_url: input.paymentUrl,
    premium_cents: input.premium,
  };
}

/** The policy that already has this key (other than `exceptId`), with its customer. */
export async function policyWithKey(db: Kysely<Database>, key: string, exceptId?: string): Promise<ExistingPolicy | null> {
  let query = db
    .selectFrom("policies as p")
    .innerJoin("customers as c", "c.id", "p.customer_id")
    .select(["p.id", "p.policy_number", "p.carrier", "p.customer_id", "c.name"])
    .where("p.policy_key", "=", key);
  if (exceptId) query = query.where("p.id", "!=", exceptId);
  const row = await query.executeTakeFirst();
  return row ? { id: row.id, policyNumber: row.policy_number, carrier: row.carrier, customerId: row.customer_id, customerName: row.name } : null;
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ""}` : "";
  return /UNIQUE constraint failed|duplicate key value|23505/.test(text);
}

/** Runs a write; a unique violation on policy_key (a race with another save) becomes the duplicate answer. */
async function refusingDuplicates(db: Kysely<Database>, key: string, exceptId: string | undefined, write: () => Promise<SavePolicyResult>): Promise<SavePolicyResult> {
  const existing = await policyWithKey(db, key, exceptId);
  if (existing) return { ok: false, reason: "duplicate", existing };
  try {
    return await write();
  } catch (error) {
    const raced = isUniqueViolation(error) ? await policyWithKey(db, key, exceptId) : null;
    if (raced) return { ok: false, reason: "duplicate", existing: raced };
    throw error;
  }
}

const label = (input: PolicyInput) => `${input.carrier} ${input.policyNumber}`;

export async function createPolicy(db: Kysely<Database>, actor: Actor, customerId: string, input: PolicyInput, now = new Date()): Promise<SavePolicyResult> {
  const customer = await db.selectFrom("customers").select("name").where("id", "=", customerId).executeTakeFirst();
  if (!customer) return { ok: false, reason: "not-found" };
  const columns = policyColumns(input);
  return refusingDuplicates(db, columns.policy_key, undefined, async () => {
    const id = randomUUID();
    const at = now.toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("policies").values({ id, customer_id: customerId, ...columns, created_at: at, updated_at: at }).execute();
      await recordBookChange(trx);
      await recordAudit(trx, actor, { action: "policy.create", targetType: "policy", targetId: id, targetLabel: label(input), detail: `Customer ${customer.name}` }, now);
      await policyCreatedEvent(trx, { id, customerId, line: columns.line, carrier: columns.carrier, expirationDate: columns.expiration_date, status: columns.status }, now);
    });
    return { ok: true, id, changed: true };
  });
}

const fieldNames: Record<keyof ReturnType<typeof policyColumns>, string | null> = {
  line: "line",
  carrier: "carrier",
  policy_number: "policy number",
  policy_key: null,
  effective_date: "effective date",
  expiration_date: "expiration date",
  status: "status",
  billing: "billing",
  payment_url: "payment link",
  premium_cents: "premium",
};

export async function updatePolicy(db: Kysely<Database>, actor: Actor, id: string, input: PolicyInput, now = new Date()): Promise<SavePolicyResult> {
  const current = await db.selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) return { ok: false, reason: "not-found" };
  const columns = policyColumns(input);
  const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter(
    (key) => fieldNames[key] && (key === "premium_cents" ? (current.premium_cents === null ? null : Number(current.premium_cents)) : (current[key] ?? null)) !== (columns[key] ?? null),
  );
  if (!changed.length) return { ok: true, id, changed: false };
  return refusingDuplicates(db, columns.policy_key, id, async () => {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("policies").set({ ...columns, updated_at: now.toISOString() }).where("id", "=", id).execute();
      await recordBookChange(trx);
      const term = { id, customerId: current.customer_id };
      await recordPolicyRenewal(
        trx,
        { ...term, line: current.line, expirationDate: current.expiration_date, status: current.status },
        { ...term, line: columns.line, expirationDate: columns.expiration_date, status: columns.status },
        now,
      );
      await recordAudit(
        trx,
        actor,
        { action: "policy.update", targetType: "policy", targetId: id, targetLabel: label(input), detail: `Changed: ${changed.map((key) => fieldNames[key]).join(", ")}` },
        now,
      );
    });
    return { ok: true, id, changed: true };
  });
}

/** The policy number's message when another policy has the same carrier and number. */
export function duplicateMessage(existing: ExistingPolicy): string {
  return `${existing.carrier} policy ${existing.policyNumber} is already in the book (customer ${existing.customerName}).`;
}

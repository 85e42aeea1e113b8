/**
 * Committing an uploaded book of business (docs/product.md#book-import): every valid row in
 * ONE transaction, so the book is imported whole or not at all; rows with errors are skipped
 * and listed in the result. The plan is computed again inside the transaction (the preview
 * may be minutes old), an import is committed once (the row is claimed first, so a second
 * click or a second admin finds it taken), and one audit entry records the counts.
 *
 * Writes are batched: customers and policies as multi-row upserts by id (a stored record's id
 * was found by the plan), vehicles and drivers deleted and inserted per batch of policies, and
 * the renewed terms (a stored active policy whose expiration date moved later,
 * ../policies/policy-renewals.ts) as multi-row inserts; the event loop turns between batches.
 */
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely, Transaction } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { CustomersTable, Database, PoliciesTable, PolicyDriversTable, PolicyVehiclesTable } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { recordBookChange } from "../policies/book-changes.ts";
import { recordPolicyRenewals } from "../policies/policy-renewals.ts";
import type { RowError } from "./map-row.ts";
import { planBookImport, type ImportCounts, type PlannedCustomer, type PlannedPolicy } from "./plan-book-import.ts";
import { policyCreatedEvent } from "../integrations/record-events.ts";

/** Rows per multi-row statement (well under both engines' limits on bound values). */
const WRITE_BATCH = 250;

/** Skipped rows' problems kept with the result (the rest are counted). */
export const MAX_LISTED_ERRORS = 500;

export interface ImportResult {
  counts: ImportCounts;
  /** The first MAX_LISTED_ERRORS problems of the skipped rows. */
  errors: RowError[];
  /** All problems, listed or not. */
  errorCount: number;
  committedAt: string;
}

export type CommitOutcome =
  | { ok: true; result: ImportResult }
  | { ok: false; reason: "not-found" | "already-committed" | "unreadable"; message: string };

/** Thrown inside the transaction to undo the claim when the stored file no longer reads. */
class UnreadableImport extends Error {}

const chunks = <T>(list: readonly T[], size = WRITE_BATCH) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The counts in a sentence (the audit entry's detail). */
export function countsSentence(counts: ImportCounts): string {
  return (
    `${count(counts.rows, "row", "rows")}: ${count(counts.newCustomers, "new customer", "new customers")}, ` +
    `${count(counts.updatedCustomers, "updated customer", "updated customers")}, ${count(counts.newPolicies, "new policy", "new policies")}, ` +
    `${count(counts.updatedPolicies, "updated policy", "updated policies")}, ${count(counts.rowsWithErrors, "row", "rows")} skipped for errors`
  );
}

function customerRow(c: PlannedCustomer, now: string): Insertable<CustomersTable> {
  const i = c.input;
  return {
    id: c.id,
    kind: i.kind,
    name: i.name,
    contact_name: i.contactName,
    email: i.email,
    alt_email: i.altEmail,
    phone: i.phone,
    alt_phone: i.altPhone,
    address: i.address,
    city: i.city,
    state: i.state,
    zip_code: i.zipCode,
    owner_id: i.ownerId,
    user_id: null,
    external_ref: i.externalRef,
    notes: i.notes,
    language: i.language,
    search_text: c.searchText,
    created_at: c.createdAt ?? now,
    updated_at: now,
  };
}

function policyRow(p: PlannedPolicy, now: string): Insertable<PoliciesTable> {
  const { policy } = p;
  return {
    id: p.id,
    customer_id: p.customerId,
    line: policy.line,
    carrier: policy.carrier,
    policy_number: policy.policyNumber,
    policy_key: p.policyKey,
    effective_date: policy.effectiveDate,
    expiration_date: policy.expirationDate,
    status: policy.status,
    billing: policy.billing,
    payment_url: policy.paymentUrl,
    premium_cents: policy.premium,
    created_at: now,
    updated_at: now,
  };
}

async function writeCustomers(trx: Transaction<Database>, customers: PlannedCustomer[], now: string) {
  for (const batch of chunks(customers)) {
    await trx
      .insertInto("customers")
      .values(batch.map((c) => customerRow(c, now)))
      // A stored customer: its file-given details (its notes, portal account and created_at stay).
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          kind: eb.ref("excluded.kind"),
          name: eb.ref("excluded.name"),
          contact_name: eb.ref("excluded.contact_name"),
          email: eb.ref("excluded.email"),
          alt_email: eb.ref("excluded.alt_email"),
          phone: eb.ref("excluded.phone"),
          alt_phone: eb.ref("excluded.alt_phone"),
          address: eb.ref("excluded.address"),
          city: eb.ref("excluded.city"),
          state: eb.ref("excluded.state"),
          zip_code: eb.ref("excluded.zip_code"),
          owner_id: eb.ref("excluded.owner_id"),
          external_ref: eb.ref("excluded.external_ref"),
          language: eb.ref("excluded.language"),
          search_text: eb.ref("excluded.search_text"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
    await yieldToEventLoop();
  }
}

async function writePolicies(trx: Transaction<Database>, policies: PlannedPolicy[], now: string) {
  for (const batch of chunks(policies)) {
    await trx
      .insertInto("policies")
      .values(batch.map((p) => policyRow(p, now)))
      // A stored policy keeps its id, created_at and renewal reminder; the file moves it to its customer.
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          customer_id: eb.ref("excluded.customer_id"),
          line: eb.ref("excluded.line"),
          carrier: eb.ref("excluded.carrier"),
          policy_number: eb.ref("excluded.policy_number"),
          policy_key: eb.ref("excluded.policy_key"),
          effective_date: eb.ref("excluded.effective_date"),
          expiration_date: eb.ref("excluded.expiration_date"),
          status: eb.ref("excluded.status"),
          billing: eb.ref("excluded.billing"),
          payment_url: eb.ref("excluded.payment_url"),
          premium_cents: eb.ref("excluded.premium_cents"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
    await yieldToEventLoop();
  }
}

/** A policy's vehicles and drivers become the file's, when the file has those columns. */
async function replaceVehiclesAndDrivers(trx: Transaction<Database>, policies: PlannedPolicy[]) {
  const withVehicles = policies.filter((p) => p.vehicles !== null);
  const withDrivers = policies.filter((p) => p.drivers !== null);
  for (const batch of chunks(withVehicles.filter((p) => !p.isNew).map((p) => p.id), 1000)) {
    await trx.deleteFrom("policy_vehicles").where("policy_id", "in", batch).execute();
    await yieldToEventLoop();
  }
  for (const batch of chunks(withDrivers.filter((p) => !p.isNew).map((p) => p.id), 1000)) {
    await trx.deleteFrom("policy_drivers").where("policy_id", "in", batch).execute();
    await yieldToEventLoop();
  }
  const vehicles: Insertable<PolicyVehiclesTable>[] = withVehicles.flatMap((p) =>
    p.vehicles!.map((v, position) => ({ id: randomUUID(), policy_id: p.id, year: v.year, make: v.make, model: v.model, vin: v.vin, position })),
  );
  const drivers: Insertable<PolicyDriversTable>[] = withDrivers.flatMap((p) =>
    p.drivers!.map((d, position) => ({ id: randomUUID(), policy_id: p.id, name: d.name, date_of_birth: d.dateOfBirth, position })),
  );
  for (const batch of chunks(vehicles, 500)) {
    await trx.insertInto("policy_vehicles").values(batch).execute();
    await yieldToEventLoop();
  }
  for (const batch of chunks(drivers, 500)) {
    await trx.insertInto("policy_drivers").values(batch).execute();
    await yieldToEventLoop();
  }
}

export async function commitBookImport(db: Kysely<Database>, actor: Actor & { id: string }, importId: string, now = new Date()): Promise<CommitOutcome> {
  const nowIso = now.toISOString();
  try {
    return await db.transaction().execute(async (trx): Promise<CommitOutcome> => {
      const stored = await trx.selectFrom("book_imports").select(["file_name", "csv_text", "committed_at"]).where("id", "=", importId).executeTakeFirst();
      if (!stored) return { ok: false, reason: "not-found", message: "This import no longer exists. Please upload the file again." };
      // Claimed first: of two commits at once, the second finds it taken (and waits for the row on PostgreSQL).
      const claim = await trx
        .updateTable("book_imports")
        .set({ committed_at: nowIso, committed_by: actor.id })
        .where("id", "=", importId)
        .where("committed_at", "is", null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) return { ok: false, reason: "already-committed", message: "This file was already imported. Upload it again to import it once more." };

      const plan = await planBookImport(trx, stored.csv_text, now);
      if (!plan.ok) throw new UnreadableImport(plan.message);
      await writeCustomers(trx, plan.customers, nowIso);
      await writePolicies(trx, plan.policies, nowIso);
      await recordBookChange(trx);
      await replaceVehiclesAndDrivers(trx, plan.policies);
      for (const p of plan.policies.filter((planned) => planned.isNew)) {
        await policyCreatedEvent(trx, { id: p.id, customerId: p.customerId, line: p.policy.line, carrier: p.policy.carrier, expirationDate: p.policy.expirationDate, status: p.policy.status }, now);
      }
      await recordPolicyRenewals(
        trx,
        plan.policies.map((p) => {
          const term = { id: p.id, customerId: p.customerId };
          return {
            before: p.previous && { ...term, ...p.previous },
            after: { ...term, line: p.policy.line, expirationDate: p.policy.expirationDate, status: p.policy.status },
          };
        }),
        now,
      );

      const result: ImportResult = { counts: plan.counts, errors: plan.errors.slice(0, MAX_LISTED_ERRORS), errorCount: plan.errors.length, committedAt: nowIso };
      // The file's text goes: its rows are now customers and policies.
      await trx.updateTable("book_imports").set({ csv_text: "", result_json: JSON.stringify(result) }).where("id", "=", importId).execute();
      await recordAudit(trx, actor, { action: "book.import", targetType: "book_import", targetId: importId, targetLabel: stored.file_name, detail: countsSentence(plan.counts) }, now);
      return { ok: true, result };
    });
  } catch (error) {
    if (error instanceof UnreadableImport) return { ok: false, reason: "unreadable", message: error.message };
    throw error;
  }
}

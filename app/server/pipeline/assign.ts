/**
 * Giving records to a team member, or taking them back (docs/product.md#assignment): one
 * record from its page, or many from the inbox's bulk bar, in one transaction with an audit
 * entry per record that changed. Only an active team member can own records.
 */
import type { Kysely, Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { recordLeadChange } from "../inbox/lead-changes.ts";
import { findLeadHeader } from "../inbox/lead-records.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { listActiveTeam } from "./assignment.ts";

export type AssignResult = { ok: true; changed: number } | { ok: false; reason: "not-found" | "not-team" };

/** A record id that does not exist: the whole change is rolled back. */
export class RecordNotFound extends Error {}

/** Assigns these records of one form to `ownerId` (null: unassigned). Unknown ids answer not-found and nothing changes. */
export async function assignLeads(
  db: Kysely<Database>,
  actor: Actor,
  form: LeadForm,
  ids: readonly string[],
  ownerId: string | null,
  now = new Date(),
): Promise<AssignResult> {
  try {
    return await db.transaction().execute(async (trx) => assignLeadsIn(trx, actor, form, ids, ownerId, now));
  } catch (error) {
    if (error instanceof RecordNotFound) return { ok: false, reason: "not-found" };
    throw error;
  }
}

/** As assignLeads, inside an open transaction; throws RecordNotFound for an unknown id. */
export async function assignLeadsIn(
  trx: Transaction<Database>,
  actor: Actor,
  form: LeadForm,
  ids: readonly string[],
  ownerId: string | null,
  now = new Date(),
): Promise<AssignResult> {
  const owner = ownerId ? (await listActiveTeam(trx)).find((m) => m.id === ownerId) : null;
  if (ownerId && !owner) return { ok: false, reason: "not-team" };
  const table = leadTables[form].table;
  let changed = 0;
  for (const id of new Set(ids)) {
    const lead = await findLeadHeader(trx, form, id);
    if (!lead) throw new RecordNotFound(id);
    const current = await leadDb(trx).selectFrom(table).select("owner_id").where("id", "=", id).executeTakeFirstOrThrow();
    if (current.owner_id === ownerId) continue;
    await leadDb(trx).updateTable(table).set({ owner_id: ownerId, changed_at: now.toISOString() }).where("id", "=", id).execute();
    await recordAudit(
      trx,
      actor,
      { action: "lead.assign", targetType: form, targetId: id, targetLabel: lead.auditLabel, detail: owner ? `→ ${owner.email}` : "→ nobody" },
      now,
    );
    changed += 1;
  }
  if (changed) await recordLeadChange(trx);
  return { ok: true, changed };
}

/**
 * The inbox's bulk bar (docs/product.md#the-inbox-filters-people-bulk-actions): one action on
 * the ticked records of one form, in ONE transaction: every record changes with its audit
 * entry (written by assignLeadsIn and changeStageIn), or, when any of them cannot (an id
 * that no longer exists, a stage the form does not have), none does.
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { BulkAction } from "../../lib/schemas/bulk-action.ts";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { assignLeadsIn, RecordNotFound } from "./assign.ts";
import { changeStageIn } from "./change-stage.ts";

export type BulkActionResult =
  | { ok: true; kind: BulkAction["kind"]; selected: number; changed: number }
  | { ok: false; reason: "not-found" | "not-team" | "invalid-stage" };

/** Thrown inside the transaction to roll back every change made so far. */
class BulkRefused extends Error {
  readonly reason: "not-found" | "not-team" | "invalid-stage";
  constructor(reason: BulkRefused["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

export async function applyBulkAction(db: Kysely<Database>, actor: Actor, form: LeadForm, action: BulkAction, now = new Date()): Promise<BulkActionResult> {
  try {
    const changed = await db.transaction().execute(async (trx) => {
      if (action.kind === "assign" || action.kind === "unassign") {
        const result = await assignLeadsIn(trx, actor, form, action.ids, action.kind === "assign" ? action.ownerId : null, now);
        if (!result.ok) throw new BulkRefused(result.reason);
        return result.changed;
      }
      const stage = action.kind === "spam" ? "spam" : action.stage;
      let count = 0;
      for (const id of action.ids) {
        const result = await changeStageIn(trx, actor, form, id, { stage, outcome: null }, now);
        if (!result.ok) throw new BulkRefused(result.reason);
        if (result.changed) count += 1;
      }
      return count;
    });
    return { ok: true, kind: action.kind, selected: action.ids.length, changed };
  } catch (error) {
    if (error instanceof BulkRefused) return { ok: false, reason: error.reason };
    if (error instanceof RecordNotFound) return { ok: false, reason: "not-found" };
    throw error;
  }
}

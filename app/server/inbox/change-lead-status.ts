import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { leadStatusLabel, statusChange } from "../../lib/lead-status.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { findLeadHeader } from "./lead-records.ts";
import { leadDb, leadTables } from "./lead-tables.ts";

export type ChangeStatusResult =
  | { ok: true; changed: boolean; from: string; to: string }
  | { ok: false; reason: "not-found" | "invalid-status" };

/** Sets a record's status and records who changed it from what to what (one transaction). */
export async function changeLeadStatus(db: Kysely<Database>, actor: Actor, form: LeadForm, id: string, status: unknown): Promise<ChangeStatusResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await findLeadHeader(trx, form, id);
    if (!lead) return { ok: false, reason: "not-found" } as const;
    const change = statusChange(lead.status, status);
    if (change.kind === "invalid") return { ok: false, reason: "invalid-status" } as const;
    if (change.kind === "unchanged") return { ok: true, changed: false, from: lead.status, to: lead.status } as const;
    await leadDb(trx).updateTable(leadTables[form].table).set({ status: change.to }).where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "lead.status",
      targetType: form,
      targetId: id,
      targetLabel: lead.auditLabel,
      detail: `${leadStatusLabel(lead.status)} → ${leadStatusLabel(change.to)}`,
    });
    return { ok: true, changed: true, from: lead.status, to: change.to } as const;
  });
}

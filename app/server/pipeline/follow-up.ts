/**
 * A record's next follow-up (docs/product.md#working-a-record): when (stored UTC, entered and
 * shown in Las Vegas time) and what for. Setting or changing one clears follow_up_reminded_at,
 * so the reminder for the new time goes out; clearing removes all three. A record in a final
 * stage has no follow-ups (entering one clears it: change-stage.ts). Each change is audited.
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { stageOf } from "../../lib/pipeline.ts";
import { formatDateTime } from "../../lib/format.ts";
import type { FollowUp } from "../../lib/schemas/follow-up.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { recordLeadChange } from "../inbox/lead-changes.ts";
import { findLeadHeader } from "../inbox/lead-records.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";

export type FollowUpResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "final-stage" };

export async function setFollowUp(db: Kysely<Database>, actor: Actor, form: LeadForm, id: string, followUp: FollowUp, now = new Date()): Promise<FollowUpResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await findLeadHeader(trx, form, id);
    if (!lead) return { ok: false, reason: "not-found" } as const;
    if (stageOf(form, lead.status)?.final) return { ok: false, reason: "final-stage" } as const;
    await leadDb(trx)
      .updateTable(leadTables[form].table)
      .set({ follow_up_at: followUp.at.toISOString(), follow_up_note: followUp.note, follow_up_reminded_at: null, changed_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await recordLeadChange(trx);
    // The note is the staff's own words, kept out of the log like a note's text.
    await recordAudit(
      trx,
      actor,
      { action: "lead.follow_up", targetType: form, targetId: id, targetLabel: lead.auditLabel, detail: `Due ${formatDateTime(followUp.at.toISOString())} (Las Vegas)` },
      now,
    );
    return { ok: true, changed: true } as const;
  });
}

export async function clearFollowUp(db: Kysely<Database>, actor: Actor, form: LeadForm, id: string, now = new Date()): Promise<FollowUpResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await findLeadHeader(trx, form, id);
    if (!lead) return { ok: false, reason: "not-found" } as const;
    const table = leadTables[form].table;
    const { follow_up_at } = await leadDb(trx).selectFrom(table).select("follow_up_at").where("id", "=", id).executeTakeFirstOrThrow();
    if (!follow_up_at) return { ok: true, changed: false } as const;
    await leadDb(trx)
      .updateTable(table)
      .set({ follow_up_at: null, follow_up_note: null, follow_up_reminded_at: null, changed_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await recordLeadChange(trx);
    await recordAudit(trx, actor, { action: "lead.follow_up_clear", targetType: form, targetId: id, targetLabel: lead.auditLabel, detail: "Cleared" }, now);
    return { ok: true, changed: true } as const;
  });
}

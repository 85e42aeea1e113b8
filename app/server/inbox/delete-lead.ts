import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { deleteLeadRecords, findLeadHeader } from "./lead-records.ts";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Deletes one record with its files and notes for good, and audits it (one transaction). */
export async function deleteLead(db: Kysely<Database>, actor: Actor, form: LeadForm, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await findLeadHeader(trx, form, id);
    if (!lead) return false;
    const removed = await deleteLeadRecords(trx, form, [id]);
    // A record deleted by staff (spam, or at the person's request) takes its consents with it;
    // the retention purge keeps them for their own, longer period (purge-expired-consents.ts).
    await trx.deleteFrom("consent_records").where("record_type", "=", form).where("record_id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "lead.delete",
      targetType: form,
      targetId: id,
      targetLabel: lead.auditLabel,
      detail: `With ${plural(removed.files, "file")} and ${plural(removed.notes, "note")}`,
    });
    return true;
  });
}

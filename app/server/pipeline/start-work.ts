/**
 * What happens to every new submission besides being stored (docs/product.md#pipeline), in
 * the submission's transaction: it starts in its form's first stage, gets its owner by the
 * form's assignment rule, is linked to the person who sent it, and keeps where it came from.
 *
 *   const work = await newWorkColumns(trx, form, source, now);   // before the insert
 *   … insert the row with work.columns …
 *   await startWork(trx, form, record, work, now);                // after it
 */
import type { Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { firstStage } from "../../lib/pipeline.ts";
import { recordAudit, systemActor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { chooseAssignee } from "./assignment.ts";
import { sourceColumns, type LeadSource } from "./lead-source.ts";
import { linkPerson } from "./link-person.ts";

export interface NewWork {
  ownerId: string | null;
  columns: ReturnType<typeof sourceColumns> & { status: string; owner_id: string | null; changed_at: string; stage_changed_at: string };
}

/** The new row's work columns: first stage, owner by the form's rule, source. */
export async function newWorkColumns(trx: Transaction<Database>, form: LeadForm, source: LeadSource, now: Date): Promise<NewWork> {
  const at = now.toISOString();
  const ownerId = await chooseAssignee(trx, form, at);
  return { ownerId, columns: { status: firstStage(form), owner_id: ownerId, changed_at: at, stage_changed_at: at, ...sourceColumns(source) } };
}

/** Links the stored row to its person and records the assignment in the audit log; returns the person's id. */
export async function startWork(
  trx: Transaction<Database>,
  form: LeadForm,
  record: { id: string; email: string; phone: string; auditLabel: string },
  work: NewWork,
  now: Date,
): Promise<string> {
  const personId = await linkPerson(trx, form, record.id, record, now.toISOString());
  if (work.ownerId) {
    const owner = await trx.selectFrom("user").select("email").where("id", "=", work.ownerId).executeTakeFirst();
    await recordAudit(
      trx,
      systemActor("assignment rule"),
      { action: "lead.assign", targetType: form, targetId: record.id, targetLabel: record.auditLabel, detail: `→ ${owner?.email ?? work.ownerId}` },
      now,
    );
  }
  return personId;
}

/**
 * What happens to every new submission besides being stored (docs/product.md#pipeline), in
 * the submission's transaction: it starts in its form's first stage, gets its owner by the
 * form's assignment rule, is linked to the person who sent it, and keeps where it came from.
 *
 *   const work = await newWorkColumns(trx, form, contact, source, now);   // before the insert
 *   … insert the row with work.columns …
 *   await startWork(trx, form, record, work, now);                // after it
 */
import type { Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { firstStage } from "../../lib/pipeline.ts";
import { recordAudit, systemActor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { chooseAssignee, type TeamMember } from "./assignment.ts";
import { sourceColumns, type LeadSource } from "./lead-source.ts";
import { markLatestOfPerson, personFor } from "./link-person.ts";

export interface NewWork {
  owner: TeamMember | null;
  /** The sender is a person first seen with this record (no older record of theirs to unmark). */
  newPerson: boolean;
  columns: ReturnType<typeof sourceColumns> & {
    status: string;
    owner_id: string | null;
    changed_at: string;
    stage_changed_at: string;
    person_id: string;
    person_latest: number;
  };
}

/** The new row's work columns: first stage, owner by the form's rule, its person, source. */
export async function newWorkColumns(
  trx: Transaction<Database>,
  form: LeadForm,
  contact: { email: string; phone: string },
  source: LeadSource,
  now: Date,
): Promise<NewWork> {
  const at = now.toISOString();
  const owner = await chooseAssignee(trx, form, at);
  const { personId, isNew } = await personFor(trx, contact, at);
  return {
    owner,
    newPerson: isNew,
    columns: { status: firstStage(form), owner_id: owner?.id ?? null, changed_at: at, stage_changed_at: at, person_id: personId, person_latest: 1, ...sourceColumns(source) },
  };
}

/** After the row's insert: it becomes its person's latest of the form, and the assignment goes in the audit log. */
export async function startWork(trx: Transaction<Database>, form: LeadForm, record: { id: string; auditLabel: string }, work: NewWork, now: Date): Promise<void> {
  if (!work.newPerson) await markLatestOfPerson(trx, form, record.id, work.columns.person_id);
  if (work.owner) {
    await recordAudit(
      trx,
      systemActor("assignment rule"),
      { action: "lead.assign", targetType: form, targetId: record.id, targetLabel: record.auditLabel, detail: `→ ${work.owner.email}` },
      now,
    );
  }
}

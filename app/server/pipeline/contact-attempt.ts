/**
 * Logging a contact attempt (docs/product.md#working-a-record), in one transaction with its
 * audit entry: a lead_notes row of kind "contact" with its channel, outcome and note; the
 * record's first contact when none was recorded; and, for a quote still New, the move to
 * Contacted when the attempt reached the person (see stageAfterContact).
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { contactChannels, contactOutcomes, firstStage, pipelines, SPEED_TO_LEAD_FORMS, type ContactOutcome } from "../../lib/pipeline.ts";
import type { ContactAttempt } from "../../lib/schemas/contact-attempt.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { recordLeadChange } from "../inbox/lead-changes.ts";
import { findLeadHeader } from "../inbox/lead-records.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { changeStageIn } from "./change-stage.ts";

/** Outcomes where the person was actually reached (a conversation, or their answer). */
export const REACHED_OUTCOMES: readonly ContactOutcome[] = ["reached", "replied"];

/**
 * The stage a contact attempt moves a record to, or null to leave it. Only a record promised a
 * quick answer (a quote, pay-per-mile quote, coverage review or contact message) still in its
 * first stage moves, to its second ("Contacted", or a message's "Answered"),
 * and only when the person was reached: a voicemail or an unanswered call is not contact.
 * Claims and applications have stages that mean more than "we spoke" (In review, Interview),
 * so staff move those themselves.
 */
export function stageAfterContact(form: LeadForm, currentStage: string, outcome: ContactOutcome): string | null {
  if (!SPEED_TO_LEAD_FORMS.includes(form)) return null;
  if (currentStage !== firstStage(form) || !REACHED_OUTCOMES.includes(outcome)) return null;
  return pipelines[form][1]!.code;
}

/** How the timeline and the audit log word an attempt: "Phone call: Left voicemail". */
export function describeContact(channel: string, outcome: string): string {
  return `${labelFor(contactChannels, channel)}: ${labelFor(contactOutcomes, outcome)}`;
}

export type LogContactResult = { ok: true; movedTo: string | null } | { ok: false; reason: "not-found" };

export async function logContactAttempt(
  db: Kysely<Database>,
  actor: Actor,
  form: LeadForm,
  id: string,
  attempt: ContactAttempt,
  now = new Date(),
): Promise<LogContactResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await findLeadHeader(trx, form, id);
    if (!lead) return { ok: false, reason: "not-found" } as const;
    const at = now.toISOString();
    await trx
      .insertInto("lead_notes")
      .values({
        id: randomUUID(),
        form,
        record_id: id,
        author_id: actor.id,
        author_email: actor.email,
        body: attempt.note ?? "",
        created_at: at,
        kind: "contact",
        channel: attempt.channel,
        outcome: attempt.outcome,
      })
      .execute();
    const table = leadTables[form].table;
    const { first_contact_at } = await leadDb(trx).selectFrom(table).select("first_contact_at").where("id", "=", id).executeTakeFirstOrThrow();
    await leadDb(trx)
      .updateTable(table)
      .set({ changed_at: at, ...(first_contact_at ? {} : { first_contact_at: at }) })
      .where("id", "=", id)
      .execute();
    await recordLeadChange(trx);
    // The note's text stays out of the log, as a note's does.
    await recordAudit(trx, actor, { action: "lead.contact", targetType: form, targetId: id, targetLabel: lead.auditLabel, detail: describeContact(attempt.channel, attempt.outcome) }, now);
    const next = stageAfterContact(form, lead.status, attempt.outcome);
    if (next) await changeStageIn(trx, actor, form, id, { stage: next, outcome: null }, now);
    return { ok: true, movedTo: next } as const;
  });
}

/**
 * Follow-up reminders (docs/product.md#notifications-digest-and-reminders): once a record's
 * follow-up time has passed, while it is open and has an owner, its owner gets one email.
 * Marking the record (follow_up_reminded_at) and queueing the email happen in one
 * transaction, and the mark is a conditional update, so several instances never send two.
 * Setting a new follow-up clears the mark (app/server/pipeline/follow-up.ts).
 */
import { sql, type Kysely } from "kysely";
import type { Agency } from "../../config/agency.ts";
import { inboxPath, leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { openStages, stageLabel } from "../../lib/pipeline.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { lasVegasDateTime } from "../leads/lead-emails.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail, type EmailContent } from "../mail/render-email.ts";

export const FOLLOW_UP_KIND = "team.follow_up";
/** Records handled per form and run; the rest wait for the next minute. */
export const REMINDER_BATCH = 200;

export interface ReminderFacts {
  form: LeadForm;
  id: string;
  name: string;
  stage: string;
  followUpAt: string;
  note: string | null;
}

export function reminderContent(owner: { name: string; email: string }, record: ReminderFacts, context: { agency: Agency; publicUrl: string }): EmailContent {
  const what = `${leadFormInfo[record.form].singular} from ${record.name || "(no name)"}`;
  const summary: [string, string][] = [
    ["Record", what],
    ["Follow-up was due", lasVegasDateTime(record.followUpAt)],
    ["Stage", stageLabel(record.form, record.stage)],
  ];
  if (record.note?.trim()) summary.push(["Note", record.note]);
  return {
    subject: `Follow-up due: ${record.name || "(no name)"} (${leadFormInfo[record.form].singular})`,
    heading: `Time to follow up with ${record.name || "(no name)"}`,
    paragraphs: [`Hi ${owner.name.trim() || owner.email}, the follow-up you set is due.`],
    summary,
    action: { label: "Open the record", url: `${context.publicUrl.replace(/\/$/, "")}${inboxPath(record.form, record.id)}` },
    footer: [`${context.agency.name} back office`, "You get this email because you own this record. Set a new follow-up on its page to be reminded again."],
  };
}

/**
 * The form's follow-ups that have passed by `now` and still wait for their reminder (exported
 * for the query-plan test). Seeks in <table>_follow_up_due_idx (migration 0018: follow-ups not
 * yet reminded, with an owner), so a run reads only those. SQLite's planner (no statistics)
 * would rather start from the stage test and read every open record of the form, so the stage
 * is written as an expression no index serves (as the inbox's overdue filter does,
 * app/server/inbox/lead-filters.ts).
 */
export function dueFollowUpsQuery(db: Kysely<Database>, form: LeadForm, nowIso: string) {
  return leadDb(db)
    .selectFrom(leadTables[form].table)
    .select(["id", "first_name", "last_name", "status", "owner_id", "follow_up_at", "follow_up_note"])
    .where("follow_up_at", "<=", nowIso)
    .where("follow_up_reminded_at", "is", null)
    .where("owner_id", "is not", null)
    .where(sql<string>`${sql.ref("status")} || ''`, "in", openStages(form))
    .orderBy("follow_up_at")
    .limit(REMINDER_BATCH);
}

/** Queues the reminders of every follow-up that has passed by `now`; returns how many were queued. */
export async function sendFollowUpReminders(db: Kysely<Database>, agency: Agency, publicUrl: string, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  let queued = 0;
  for (const form of leadForms) {
    const table = leadTables[form].table;
    const due = await dueFollowUpsQuery(db, form, nowIso).execute();
    for (const row of due) {
      // One record's queries at a time: on SQLite they run on the main thread (app/server/event-loop.ts).
      await yieldToEventLoop();
      const sent = await db.transaction().execute(async (trx) => {
        const marked = await leadDb(trx)
          .updateTable(table)
          .set({ follow_up_reminded_at: nowIso })
          .where("id", "=", row.id)
          .where("follow_up_reminded_at", "is", null)
          // Changed meanwhile (a new time, another owner): the next run reads it afresh.
          .where("follow_up_at", "=", row.follow_up_at!)
          .where("owner_id", "=", row.owner_id!)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        const owner = await trx.selectFrom("user").select(["name", "email", "disabled"]).where("id", "=", row.owner_id!).executeTakeFirst();
        // A disabled owner gets no email; the mark stays so the record is not read again every minute.
        if (!owner || owner.disabled) return false;
        const facts: ReminderFacts = {
          form,
          id: row.id,
          name: `${row.first_name} ${row.last_name}`.trim(),
          stage: row.status,
          followUpAt: row.follow_up_at!,
          note: row.follow_up_note,
        };
        await enqueueEmail(trx, {
          kind: FOLLOW_UP_KIND,
          to: owner.email,
          record: { type: form, id: row.id },
          ...renderEmail(reminderContent(owner, facts, { agency, publicUrl })),
        });
        return true;
      });
      if (sent) queued++;
    }
  }
  return queued;
}

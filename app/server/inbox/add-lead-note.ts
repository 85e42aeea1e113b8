import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { findLeadHeader } from "./lead-records.ts";

/** Adds an internal note (author and time) to a record, and audits it; the note's text stays out of the log. */
export async function addLeadNote(
  db: Kysely<Database>,
  actor: Actor,
  form: LeadForm,
  id: string,
  body: string,
): Promise<{ ok: true; noteId: string } | { ok: false; reason: "not-found" }> {
  return db.transaction().execute(async (trx) => {
    const lead = await findLeadHeader(trx, form, id);
    if (!lead) return { ok: false, reason: "not-found" } as const;
    const noteId = randomUUID();
    await trx
      .insertInto("lead_notes")
      .values({ id: noteId, form, record_id: id, author_id: actor.id, author_email: actor.email, body, created_at: new Date().toISOString() })
      .execute();
    await recordAudit(trx, actor, { action: "lead.note", targetType: form, targetId: id, targetLabel: lead.auditLabel });
    return { ok: true, noteId } as const;
  });
}

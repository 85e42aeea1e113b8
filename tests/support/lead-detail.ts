/**
 * A record with everything its page shows about it, read one part after the other. The page
 * itself (openLead) reads the attachments alongside its other reads; tests that look at one
 * record's fields, files or consents read them here.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../app/server/db/schema.ts";
import { readLead, readLeadAttachments, type LeadDetail } from "../../app/server/inbox/get-lead.ts";
import type { LeadForm } from "../../app/lib/inbox-paths.ts";

export async function getLead(db: Kysely<Database>, form: LeadForm, id: string): Promise<LeadDetail | null> {
  const lead = await readLead(db, form, id);
  return lead && { ...lead, ...(await readLeadAttachments(db, lead)) };
}

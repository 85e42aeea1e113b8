import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { findLeadHeader } from "../inbox/lead-records.ts";

/** A record's current stage (the stage form's schema depends on it); null when there is no such record. */
export async function getLeadStage(db: Kysely<Database>, form: LeadForm, id: string): Promise<string | null> {
  return (await findLeadHeader(db, form, id))?.status ?? null;
}

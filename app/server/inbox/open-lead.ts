/**
 * Opening a record's page (docs/product.md#working-a-record): the record with its work, its
 * timeline, the person's other records and the team who can own it; opening it is audited
 * (once per person per few minutes) and marks it read for the person who opened it.
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { recordView, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { listActiveTeam, type TeamMember } from "../pipeline/assignment.ts";
import { personRecordsForPage, type PersonRecordsOnPage } from "../pipeline/person-records.ts";
import { markRead } from "../pipeline/read-markers.ts";
import { leadTimeline, type TimelineEntry } from "../pipeline/timeline.ts";
import { contactPreferencesOf, type ContactPreferences } from "../compliance/staff-opt-outs.ts";
import { getLead, type LeadDetail } from "./get-lead.ts";

export interface OpenedLead {
  lead: LeadDetail;
  timeline: TimelineEntry[];
  people: PersonRecordsOnPage;
  team: TeamMember[];
  /** What the person stopped (their email and phone), and the ledger. */
  preferences: ContactPreferences;
}

export async function openLead(
  db: Kysely<Database>,
  viewer: Actor & { id: string },
  form: LeadForm,
  id: string,
  now = new Date(),
): Promise<OpenedLead | null> {
  const lead = await getLead(db, form, id);
  if (!lead) return null;
  await recordView(db, viewer, { action: "lead.view", targetType: form, targetId: lead.id, targetLabel: lead.claimNumber ?? "" }, now);
  await markRead(db, viewer.id, form, lead.id, now);
  const timeline = await leadTimeline(db, form, lead.id, undefined, { created_at: lead.createdAt, source_channel: lead.origin.channel, person_id: lead.personId });
  const people = await personRecordsForPage(db, lead.personId, { form, id: lead.id });
  const team = await listActiveTeam(db);
  const preferences = await contactPreferencesOf(db, { email: lead.email, phone: lead.phone });
  return { lead, timeline, people, team, preferences };
}

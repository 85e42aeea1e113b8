/**
 * Opening a record's page (docs/product.md#working-a-record): the record with its work, its
 * timeline, the person's other records, the team who can own it, what the person stopped, the
 * documents sent for signature and the person's appointments; opening it is audited (once per
 * person per few minutes) and marks it read for the person who opened it. After the record
 * itself, everything the page lists is read in one statement (readTogether).
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { recordView, type Actor } from "../audit/record-audit.ts";
import { personAppointmentsFrom, personAppointmentsQuery, type PersonAppointments } from "../booking/staff-calendar.ts";
import { contactPreferencesFrom, type ContactPreferences } from "../compliance/staff-opt-outs.ts";
import { suppressionsAndHistoryFrom, suppressionsAndHistoryQuery } from "../compliance/suppressions.ts";
import { readTogether } from "../db/json-rows.ts";
import type { Database } from "../db/schema.ts";
import { activeTeamFrom, teamAccountsQuery, type TeamMember } from "../pipeline/assignment.ts";
import { personRecordsForPageQuery, personRecordsOnPageFrom, type PersonRecordsOnPage } from "../pipeline/person-records.ts";
import { markRead } from "../pipeline/read-markers.ts";
import { leadTimelineFrom, leadTimelineQuery, TIMELINE_LIMIT, type TimelineEntry } from "../pipeline/timeline.ts";
import { recordSigningItemOf, signingDocumentsOfQuery, type RecordSigningItem } from "../signing/signing-lists.ts";
import { getLead, type LeadDetail } from "./get-lead.ts";

/** How many of the record's documents for signature its page lists. */
export const RECORD_PAGE_SIGNING_DOCUMENTS = 20;

export interface OpenedLead {
  lead: LeadDetail;
  timeline: TimelineEntry[];
  people: PersonRecordsOnPage;
  team: TeamMember[];
  /** What the person stopped (their email and phone), and the ledger. */
  preferences: ContactPreferences;
  signing: RecordSigningItem[];
  appointments: PersonAppointments;
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
  const record = { created_at: lead.createdAt, source_channel: lead.origin.channel, person_id: lead.personId };
  const read = await readTogether(db, {
    timeline: leadTimelineQuery(db, form, lead.id, TIMELINE_LIMIT, lead.personId),
    people: personRecordsForPageQuery(db, lead.personId),
    team: teamAccountsQuery(db),
    preferences: suppressionsAndHistoryQuery(db, { email: lead.email, phone: lead.phone }),
    signing: signingDocumentsOfQuery(db, { lead: { form, id: lead.id } }, RECORD_PAGE_SIGNING_DOCUMENTS),
    appointments: personAppointmentsQuery(db, { personIds: lead.personId ? [lead.personId] : [] }, now),
  });
  return {
    lead,
    timeline: leadTimelineFrom(record, read.timeline, form),
    people: personRecordsOnPageFrom(read.people, { form, id: lead.id }),
    team: activeTeamFrom(read.team),
    preferences: contactPreferencesFrom(suppressionsAndHistoryFrom(read.preferences)),
    signing: read.signing.map(recordSigningItemOf),
    appointments: personAppointmentsFrom(read.appointments),
  };
}

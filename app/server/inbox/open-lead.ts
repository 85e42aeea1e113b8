/**
 * Opening a record's page (docs/product.md#working-a-record): the record with its work, its
 * timeline, the person's other records, the team who can own it, the documents sent for
 * signature about it and the person's appointments; opening it is audited (once per person per
 * few minutes) and marks it read for the person who opened it.
 *
 * The record is read first; everything else needs only the record, so it is read (and the two
 * writes made) at once: each statement in a row is one more wait for the database, on
 * PostgreSQL under load a wait for its process to get a core. None of the reads shows what the
 * writes change (the timeline hides views; the person's records leave this one out).
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { recordView, type Actor } from "../audit/record-audit.ts";
import { listPersonAppointments, type PersonAppointments } from "../booking/staff-calendar.ts";
import type { Database } from "../db/schema.ts";
import { listActiveTeam, type TeamMember } from "../pipeline/assignment.ts";
import { personRecordsForPage, type PersonRecordsOnPage } from "../pipeline/person-records.ts";
import { markRead } from "../pipeline/read-markers.ts";
import { leadTimeline, type TimelineEntry } from "../pipeline/timeline.ts";
import { contactPreferencesOf, type ContactPreferences } from "../compliance/staff-opt-outs.ts";
import { listSigningDocumentsOf, type RecordSigningItem } from "../signing/signing-lists.ts";
import { readLead, readLeadAttachments, type LeadDetail } from "./get-lead.ts";

export interface OpenedLead {
  lead: LeadDetail;
  timeline: TimelineEntry[];
  people: PersonRecordsOnPage;
  team: TeamMember[];
  /** What the person stopped (their email and phone), and the ledger. */
  preferences: ContactPreferences;
  /** The newest LEAD_PAGE_SIGNING_DOCUMENTS sent for signature about the record. */
  signing: RecordSigningItem[];
  /** The person's appointments booked on the website. */
  appointments: PersonAppointments;
}

const LEAD_PAGE_SIGNING_DOCUMENTS = 20;

export async function openLead(
  db: Kysely<Database>,
  viewer: Actor & { id: string },
  form: LeadForm,
  id: string,
  now = new Date(),
): Promise<OpenedLead | null> {
  const lead = await readLead(db, form, id);
  if (!lead) return null;
  const [attachments, timeline, people, team, preferences, signing, appointments] = await Promise.all([
    readLeadAttachments(db, lead),
    leadTimeline(db, form, lead.id, undefined, { created_at: lead.createdAt, source_channel: lead.origin.channel, person_id: lead.personId }),
    personRecordsForPage(db, lead.personId, { form, id: lead.id }),
    listActiveTeam(db),
    contactPreferencesOf(db, { email: lead.email, phone: lead.phone }),
    listSigningDocumentsOf(db, { lead: { form, id: lead.id } }, LEAD_PAGE_SIGNING_DOCUMENTS),
    listPersonAppointments(db, { personIds: lead.personId ? [lead.personId] : [] }, now),
    recordView(db, viewer, { action: "lead.view", targetType: form, targetId: lead.id, targetLabel: lead.claimNumber ?? "" }, now),
    markRead(db, viewer.id, form, lead.id, now),
  ]);
  return { lead: { ...lead, ...attachments }, timeline, people, team, preferences, signing, appointments };
}

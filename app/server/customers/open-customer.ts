/**
 * A customer's page (docs/product.md#customers-and-policies) in three statements: the customer
 * with their owner, portal accounts, policies and requests (readCustomer); the people behind
 * their emails and phones; then everything else the page lists, read together (readTogether):
 * their submissions and linked claims, the team who can own them, their documents, what they
 * stopped, their documents for signature, their marketing consent, their timeline and their
 * appointments.
 */
import type { Kysely } from "kysely";
import { personAppointmentsFrom, personAppointmentsQuery, type PersonAppointments } from "../booking/staff-calendar.ts";
import { latestMarketingEmailConsentQuery, marketingEmailConsentFrom, type MarketingEmailConsentStatus } from "../compliance/marketing-consent-record.ts";
import { contactPreferencesFrom, type ContactPreferences } from "../compliance/staff-opt-outs.ts";
import { suppressionsAndHistoryFrom, suppressionsAndHistoryQuery } from "../compliance/suppressions.ts";
import { readTogether } from "../db/json-rows.ts";
import type { Database } from "../db/schema.ts";
import { documentsQuery, documentSummaryOf, type DocumentSummary } from "../documents/list-documents.ts";
import { activeTeamFrom, teamAccountsQuery } from "../pipeline/assignment.ts";
import { recordSigningItemOf, signingDocumentsOfQuery, type RecordSigningItem } from "../signing/signing-lists.ts";
import { customerTimelineFrom, customerTimelineQuery, type CustomerTimeline } from "./customer-timeline.ts";
import { customerPersonIds, customerRecordsFrom, customerRecordsQuery, readCustomer, type CustomerPage } from "./get-customer.ts";
import { ownerChoicesFrom, type OwnerChoice } from "./owner-choices.ts";

/** How many of the customer's documents for signature the page lists. */
export const CUSTOMER_PAGE_SIGNING_DOCUMENTS = 20;

export interface OpenedCustomer extends Omit<CustomerPage, "personIds"> {
  owners: OwnerChoice[];
  documents: DocumentSummary[];
  preferences: ContactPreferences;
  signing: RecordSigningItem[];
  marketingConsent: MarketingEmailConsentStatus;
  timeline: CustomerTimeline;
  appointments: PersonAppointments;
}

export async function openCustomerPage(db: Kysely<Database>, id: string, options: { timelineLimit: number; now: Date }): Promise<OpenedCustomer | null> {
  const head = await readCustomer(db, id);
  if (!head) return null;
  const { customer } = head;
  const personIds = await customerPersonIds(db, customer);
  const read = await readTogether(db, {
    records: customerRecordsQuery(db, id, personIds),
    team: teamAccountsQuery(db),
    documents: documentsQuery(db, { customerId: id }),
    preferences: suppressionsAndHistoryQuery(db, { email: customer.email, phone: customer.phone }),
    signing: signingDocumentsOfQuery(db, { customerId: id }, CUSTOMER_PAGE_SIGNING_DOCUMENTS),
    consent: latestMarketingEmailConsentQuery(db, customer.email),
    timeline: customerTimelineQuery(db, id, options.timelineLimit + 1, personIds),
    appointments: personAppointmentsQuery(db, { personIds, customerId: id }, options.now),
  });
  return {
    ...head,
    ...customerRecordsFrom(read.records, id),
    owners: ownerChoicesFrom(activeTeamFrom(read.team), customer.owner_id ? { id: customer.owner_id, name: head.owner?.name ?? "", email: head.owner?.email ?? "" } : null),
    documents: read.documents.map(documentSummaryOf),
    preferences: contactPreferencesFrom(suppressionsAndHistoryFrom(read.preferences)),
    signing: read.signing.map(recordSigningItemOf),
    marketingConsent: marketingEmailConsentFrom(read.consent),
    timeline: customerTimelineFrom(read.timeline, options.timelineLimit),
    appointments: personAppointmentsFrom(read.appointments),
  };
}

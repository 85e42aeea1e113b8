/**
 * Everything a customer's page reads (docs/product.md#customers-and-policies), in as few
 * rounds of statements as the reads allow: the customer first (getCustomer), then at once
 * everything that needs only the customer, and the people behind their emails and phones
 * (customerPersonIds) followed by what needs those people: the submissions and claims, the
 * timeline and the appointments.
 *
 * Each round is a wait for the database; on PostgreSQL under load, for its process to get a
 * core. tests/support/statement-rounds.ts counts them: three.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listCustomerAppointments } from "../booking/staff-calendar.ts";
import { contactPreferencesOf } from "../compliance/staff-opt-outs.ts";
import { marketingEmailConsentOf } from "../compliance/marketing-consent-record.ts";
import { listDocuments } from "../documents/list-documents.ts";
import { listSigningDocumentsOf } from "../signing/signing-lists.ts";
import { CUSTOMER_TIMELINE_STEP, customerTimeline } from "./customer-timeline.ts";
import { customerPersonIds, customerRecords, getCustomer } from "./get-customer.ts";
import { ownerChoices } from "./owner-choices.ts";

/** The customer's signing documents the page lists, newest first. */
const CUSTOMER_PAGE_SIGNING_DOCUMENTS = 20;

export interface CustomerPageOptions {
  /** How many timeline entries to show (customerTimelineLimit). */
  timelineLimit?: number;
  /** What "upcoming" appointments are measured from. */
  now?: Date;
}

export async function getCustomerPage(db: Kysely<Database>, id: string, { timelineLimit = CUSTOMER_TIMELINE_STEP, now = new Date() }: CustomerPageOptions = {}) {
  const details = await getCustomer(db, id);
  if (!details) return null;
  const { customer } = details;
  const people = customerPersonIds(db, customer);
  const [records, timeline, appointments, owners, documents, preferences, signing, marketingConsent] = await Promise.all([
    people.then((personIds) => customerRecords(db, customer, personIds)),
    people.then((personIds) => customerTimeline(db, customer.id, timelineLimit, personIds)),
    people.then((personIds) => listCustomerAppointments(db, customer.id, now, personIds)),
    ownerChoices(db, customer.owner_id),
    listDocuments(db, { customerId: customer.id }),
    contactPreferencesOf(db, { email: customer.email, phone: customer.phone }),
    listSigningDocumentsOf(db, { customerId: customer.id }, CUSTOMER_PAGE_SIGNING_DOCUMENTS),
    marketingEmailConsentOf(db, customer.email),
  ]);
  return { ...details, ...records, timeline, appointments, owners, documents, preferences, signing, marketingConsent };
}

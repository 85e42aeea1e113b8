/**
 * The consent ledger (docs/product.md#consent): what a person agreed to with each submission,
 * stored with the statement's version, exact text, time and page, and read back for the record
 * (with the marketing consents staff recorded on a customer's page for the same address:
 * marketing-consent-record.ts).
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { currentConsent, MARKETING_CONSENT_FORMS, type ConsentFormName, type ConsentKind, type ConsentStatement } from "../../lib/consent.ts";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { unionOfBranches } from "../db/union-branches.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { MARKETING_EMAIL_CONSENT_VERSION, STAFF_RECORDED_CONSENT_FORM } from "./marketing-consent.ts";

/**
 * The statements a submission agreed to: the form's own (sending the form asks the agency to
 * answer it) always first, then marketing when the form offers the box and it was ticked.
 */
export function consentsGiven(
  consent: { form: ConsentFormName; marketing?: boolean },
  { agencyName, phone, email = null, locale = "en" }: { agencyName: string; phone: string | null; email?: string | null; locale?: Locale },
): ConsentStatement[] {
  const given = [currentConsent(consent.form, "contact", agencyName, locale)];
  // Marketing needs somewhere to reach them: the statement names the number and, from version 3, email
  // (a ticked box on the contact form, whose phone is optional, with neither gives nothing).
  if (consent.marketing && (phone || email) && MARKETING_CONSENT_FORMS.includes(consent.form)) given.push(currentConsent(consent.form, "marketing", agencyName, locale));
  return given;
}

export interface ConsentOccasion {
  form: ConsentFormName;
  /** The inbox and record the consents came with. */
  recordType: string;
  recordId: string;
  personId: string | null;
  givenAt: string;
  pageUrl: string;
  email: string | null;
  phone: string | null;
}

/** Writes the consents of one submission, in the submission's transaction. */
export async function storeConsents(trx: Transaction<Database>, consents: ConsentStatement[], occasion: ConsentOccasion): Promise<void> {
  if (consents.length === 0) return;
  await trx
    .insertInto("consent_records")
    .values(
      consents.map((c) => ({
        id: randomUUID(),
        form: occasion.form,
        record_type: occasion.recordType,
        record_id: occasion.recordId,
        person_id: occasion.personId,
        kind: c.kind,
        version: c.version,
        text: c.text,
        given_at: occasion.givenAt,
        // A page address is at most a few hundred characters; a longer one is cut, never refused.
        page_url: occasion.pageUrl.slice(0, 500),
        email: occasion.email || null,
        phone: occasion.phone || null,
      })),
    )
    .execute();
}

/** A consent as staff see it on a record. */
export interface ConsentEntry {
  kind: ConsentKind;
  form: string;
  version: number | null;
  text: string;
  givenAt: string;
  pageUrl: string;
  /** Given with this record (else with another record of the same person, or on a customer's page). */
  thisRecord: boolean;
  recordType: string;
  recordId: string;
  /** Staff recorded it on a customer's page (a consent given in person, by phone, in writing or by email). */
  recordedByStaff: boolean;
  /** A marketing consent that covers email (a staff-recorded one, or the forms' statement from version 3). */
  coversEmail: boolean;
}

/** How many consents a record's page lists: the newest, across the person's records. */
export const RECORD_PAGE_CONSENTS = 100;

/**
 * The consents given with a record and with the other records of its person, newest first; with
 * `email`, also the marketing consents staff recorded for that address on a customer's page.
 *
 * Three reads, each newest first from its own index and stopped at the cap, merged here: one
 * statement with the three conditions OR-ed collected every row of a person with hundreds of
 * consents and sorted them all (2 ms on SQLite, against 0.3 ms).
 */
export async function listConsentsOf(
  db: Kysely<Database>,
  record: { recordType: string; recordId: string; personId: string | null; email?: string | null },
): Promise<ConsentEntry[]> {
  const address = record.email?.trim().toLowerCase() || null;
  // An empty person id adds no read: as null, since the template's build cannot test a value for truth.
  const found = await consentsOfStatement.rows(db, { recordType: record.recordType, recordId: record.recordId, personId: record.personId || null, address });
  // A consent can come back from two reads (the record's own are the person's too).
  const rows = [...new Map(found.map((row) => [row.id, row])).values()]
    .sort((a, b) => (a.given_at === b.given_at ? a.kind.localeCompare(b.kind) : a.given_at < b.given_at ? 1 : -1))
    .slice(0, RECORD_PAGE_CONSENTS);
  return rows.map((r) => ({
    kind: r.kind === "marketing" ? "marketing" : "contact",
    form: r.form,
    version: r.version,
    text: r.text,
    givenAt: r.given_at,
    pageUrl: r.page_url,
    thisRecord: r.record_type === record.recordType && r.record_id === record.recordId,
    recordType: r.record_type,
    recordId: r.record_id,
    recordedByStaff: r.form === STAFF_RECORDED_CONSENT_FORM,
    coversEmail: r.kind === "marketing" && (r.form === STAFF_RECORDED_CONSENT_FORM || (r.version ?? 0) >= MARKETING_EMAIL_CONSENT_VERSION),
  }));
}

const consentsOfStatement = statementTemplate(
  (db: Kysely<Database>, { recordType, recordId, personId, address }: { recordType: string; recordId: string; personId: string | null; address: string | null }) => {
    const newest = () =>
      db
        .selectFrom("consent_records")
        .select(["id", "kind", "form", "version", "text", "given_at", "page_url", "record_type", "record_id"])
        .orderBy("given_at", "desc")
        .orderBy("kind")
        .limit(RECORD_PAGE_CONSENTS);
    const reads = [newest().where("record_type", "=", recordType).where("record_id", "=", recordId)];
    if (personId !== null) reads.push(newest().where("person_id", "=", personId));
    if (address !== null) reads.push(newest().where("form", "=", STAFF_RECORDED_CONSENT_FORM).where(sql<string>`lower(email)`, "=", address));
    // One statement: each read on its own index, newest first up to the limit.
    return unionOfBranches(db, reads);
  },
);

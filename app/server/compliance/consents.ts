/**
 * The consent ledger (docs/product.md#consent): what a person agreed to with each submission,
 * stored with the statement's version, exact text, time and page, and read back for the record.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { currentConsent, MARKETING_CONSENT_FORMS, type ConsentFormName, type ConsentKind, type ConsentStatement } from "../../lib/consent.ts";
import type { Database } from "../db/schema.ts";
import type { Locale } from "../../lib/i18n/locale.ts";

/**
 * The statements a submission agreed to: the form's own (sending the form asks the agency to
 * answer it) always first, then marketing when the form offers the box and it was ticked.
 */
export function consentsGiven(
  consent: { form: ConsentFormName; marketing?: boolean },
  { agencyName, phone, locale = "en" }: { agencyName: string; phone: string | null; locale?: Locale },
): ConsentStatement[] {
  const given = [currentConsent(consent.form, "contact", agencyName, locale)];
  // Marketing calls and texts need a number to call: a ticked box without one (the contact form's phone is optional) gives nothing.
  if (consent.marketing && phone && MARKETING_CONSENT_FORMS.includes(consent.form)) given.push(currentConsent(consent.form, "marketing", agencyName, locale));
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
  /** Given with this record (else with another record of the same person). */
  thisRecord: boolean;
  recordType: string;
  recordId: string;
}

/** The consents given with a record and with the other records of its person, newest first. */
export async function listConsentsOf(
  db: Kysely<Database>,
  record: { recordType: string; recordId: string; personId: string | null },
): Promise<ConsentEntry[]> {
  const rows = await db
    .selectFrom("consent_records")
    .select(["kind", "form", "version", "text", "given_at", "page_url", "record_type", "record_id"])
    .where((eb) => {
      const own = eb.and([eb("record_type", "=", record.recordType), eb("record_id", "=", record.recordId)]);
      return record.personId ? eb.or([own, eb("person_id", "=", record.personId)]) : own;
    })
    .orderBy("given_at", "desc")
    .orderBy("kind")
    .limit(100)
    .execute();
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
  }));
}

/**
 * Storing a lead form's submission, the same way for every form: in one transaction, the
 * row (the shared SubmissionColumns filled in here), its files, and its emails (the
 * notification with the form's summary and every field, to the form's mailbox and the
 * record's owner; the visitor's confirmation). The caller's
 * `describe` runs inside the transaction, so it can draw numbers (a claim's) from it.
 */
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely, Transaction } from "kysely";
import type { Agency } from "../../config/agency.ts";
import { consentPagePath, MARKETING_CONSENT_LABEL, type ConsentFormName } from "../../lib/consent.ts";
import { consentsGiven, storeConsents } from "../compliance/consents.ts";
import type { Database, SubmissionColumns, WorkColumns } from "../db/schema.ts";
import { formOfLeadTable, leadTables, type FileOwnerType, type LeadTableName } from "../inbox/lead-tables.ts";
import { NO_SOURCE, type LeadSource } from "../pipeline/lead-source.ts";
import { newWorkColumns, startWork } from "../pipeline/start-work.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { enqueueLeadEmails, lasVegasDateTime, type LeadEmails } from "./lead-emails.ts";
import { storeUploads, type UploadPurpose } from "./store-uploads.ts";
import type { DetailField } from "./submission-details.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { leadCreatedEvents } from "../integrations/record-events.ts";
import { recordLeadChange } from "../inbox/lead-changes.ts";

export interface SubmissionContext {
  agency: Agency;
  publicUrl: string;
  /** The time of the submission (tests set it). */
  now?: Date;
  /** Where the visit that sent it came from (first-party; none when unknown). */
  source?: LeadSource;
  /** The address of the page that showed the form (its consent statements); else the form's usual page. */
  pageUrl?: string;
  /** The language of the page it was sent from (its consent statement's language); English when not given. */
  locale?: Locale;
}

/** The forms that take files also need the agency's file keys: the files are stored encrypted with them. */
export type UploadContext = SubmissionContext & { fileKeys: FileKeyring };

/** The sender, as every form asks for them. */
export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The AddressColumns of a form's mailing address fields. */
export function addressColumns(input: { address: string; city: string; state: string; zipCode: string }) {
  return { address: input.address, city: input.city, state: input.state, zip_code: input.zipCode };
}

export interface SubmissionRecord<T extends LeadTableName> {
  table: T;
  contact: Contact;
  /** The form's own columns. */
  columns: Omit<Insertable<Database[T]>, keyof SubmissionColumns | keyof WorkColumns | "consent_text" | "consent_at">;
  /** Every field with its label, as the visitor sent it (stored, and listed in the notification). */
  details: DetailField[];
  /**
   * The consents given with it: the form's statement (given by sending it) and, where the form
   * offers the box, whether the marketing box was ticked.
   */
  consent: { form: ConsentFormName; marketing?: boolean };
  uploads?: { owner: FileOwnerType; purpose: UploadPurpose; files: CheckedFile[]; fileKeys: FileKeyring };
  emails: Omit<LeadEmails, "id" | "fields" | "files" | "visitor" | "owner" | "receivedAt">;
}

export async function storeSubmission<T extends LeadTableName>(
  db: Kysely<Database>,
  context: SubmissionContext,
  describe: (trx: Transaction<Database>, now: Date) => Promise<SubmissionRecord<T>> | SubmissionRecord<T>,
): Promise<{ id: string }> {
  const id = randomUUID();
  const nowDate = context.now ?? new Date();
  const now = nowDate.toISOString();
  // Kysely transactions do not nest: given one (scripts/seed-demo.ts stores thousands of
  // submissions per transaction), the submission joins it and commits or fails with it.
  const inTransaction = <R>(work: (trx: Transaction<Database>) => Promise<R>) =>
    db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    const record = await describe(trx, nowDate);
    const form = formOfLeadTable(record.table);
    const work = await newWorkColumns(trx, form, record.contact, context.source ?? NO_SOURCE, nowDate);
    const consents = consentsGiven(record.consent, { agencyName: context.agency.name, phone: record.contact.phone || null, email: record.contact.email || null, locale: context.locale });
    const contactConsent = consents[0]!;
    // The older forms' tables also keep the statement on the record itself (the CSV export's columns).
    const consent = leadTables[form].hasConsent ? { consent_text: contactConsent.text, consent_at: now } : {};
    const row = {
      id,
      first_name: record.contact.firstName,
      last_name: record.contact.lastName,
      email: record.contact.email,
      phone: record.contact.phone,
      ...record.columns,
      ...consent,
      details_json: JSON.stringify(record.details),
      created_at: now,
      locale: context.locale ?? "en",
      ...work.columns,
    };
    // The row type depends on the table; Kysely cannot follow a generic table name.
    await trx.insertInto(record.table).values(row as never).execute();
    const auditLabel = "claim_number" in record.columns ? String(record.columns.claim_number) : "";
    await startWork(trx, form, { id, auditLabel }, work, nowDate);
    if (record.uploads) await storeUploads(trx, record.uploads.fileKeys, { type: record.uploads.owner, id }, record.uploads.purpose, record.uploads.files, now);
    await leadCreatedEvents(trx, { form, id, stage: work.columns.status, ownerId: work.columns.owner_id, claimNumber: "claim_number" in record.columns ? String(record.columns.claim_number) : null }, nowDate);
    await storeConsents(trx, consents, {
      form: record.consent.form,
      recordType: form,
      recordId: id,
      personId: work.columns.person_id ?? null,
      givenAt: now,
      pageUrl: context.pageUrl ?? `${context.publicUrl.replace(/\/$/, "")}${consentPagePath[record.consent.form]}`,
      email: record.contact.email,
      phone: record.contact.phone,
    });
    const consentField = consents.map((c) => ({
      label: c.kind === "marketing" ? MARKETING_CONSENT_LABEL : "Consent",
      value: `${c.text} (version ${c.version}, given ${lasVegasDateTime(nowDate)})`,
    }));
    await enqueueLeadEmails(
      trx,
      {
        ...record.emails,
        locale: context.locale ?? "en",
        id,
        fields: [...record.details, ...consentField],
        files: record.uploads?.files.map((f) => f.fileName),
        visitor: { email: record.contact.email, firstName: record.contact.firstName },
        owner: work.owner,
        receivedAt: nowDate,
      },
      context,
    );
    // Last, so that on PostgreSQL the counter's row is locked only until the commit that follows.
    await recordLeadChange(trx);
    return { id };
  });
}

/**
 * The other records of the person behind a record (docs/product.md#people): every form's
 * submissions linked to the same person (by email or phone, link-person.ts), newest first.
 * Shown on a record's page; nothing is merged.
 */
import type { Kysely } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";

/** Per form at most this many (a person with more is rare; the inbox search finds the rest). */
export const PERSON_RECORDS_PER_FORM = 20;

export interface PersonRecord {
  form: LeadForm;
  id: string;
  createdAt: string;
  stage: string;
  name: string;
  /** Claims only. */
  claimNumber: string | null;
}

/** The person's other records, newest first: at most `perForm` of each form. */
export async function otherRecordsOfPerson(
  db: Kysely<Database>,
  personId: string | null,
  exclude: { form: LeadForm; id: string },
  perForm = PERSON_RECORDS_PER_FORM,
): Promise<PersonRecord[]> {
  if (!personId) return [];
  const records: PersonRecord[] = [];
  for (const form of leadForms) {
    const query = leadDb(db)
      .selectFrom(leadTables[form].table)
      .where("person_id", "=", personId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(perForm + 1);
    const rows =
      form === "claims"
        ? await query.select(["id", "created_at", "status", "first_name", "last_name", "claim_number"]).execute()
        : (await query.select(["id", "created_at", "status", "first_name", "last_name"]).execute()).map((r) => ({ ...r, claim_number: null }));
    for (const row of rows.filter((r) => !(form === exclude.form && r.id === exclude.id)).slice(0, perForm)) {
      records.push({
        form,
        id: row.id,
        createdAt: row.created_at,
        stage: row.status,
        name: `${row.first_name} ${row.last_name}`.trim(),
        claimNumber: row.claim_number,
      });
    }
  }
  return records.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** How many of the person's other records a record's page lists. */
export const RECORD_PAGE_PERSON_RECORDS = 10;

export interface PersonRecordsOnPage {
  /** The newest, across the forms. */
  records: PersonRecord[];
  /** The forms in which the person has records not listed (their inboxes' search finds them). */
  moreIn: LeadForm[];
}

/**
 * The first `shown` of records sorted newest first, and the forms of the rest (in the inboxes'
 * order). Given at least `shown + 1` of each form, a form with any record left out is named.
 */
export function newestListed<R extends { form: LeadForm }>(newest: readonly R[], shown: number): { records: R[]; moreIn: LeadForm[] } {
  const unlisted = new Set(newest.slice(shown).map((r) => r.form));
  return { records: newest.slice(0, shown), moreIn: leadForms.filter((form) => unlisted.has(form)) };
}

/** "Also from this person" on a record's page: the newest few, and where the others are. */
export async function personRecordsForPage(db: Kysely<Database>, personId: string | null, exclude: { form: LeadForm; id: string }): Promise<PersonRecordsOnPage> {
  return newestListed(await otherRecordsOfPerson(db, personId, exclude, RECORD_PAGE_PERSON_RECORDS + 1), RECORD_PAGE_PERSON_RECORDS);
}

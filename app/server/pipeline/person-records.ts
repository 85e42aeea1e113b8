/**
 * The other records of the person behind a record (docs/product.md#people): every form's
 * submissions linked to the same person (by email or phone, link-person.ts), newest first.
 * Shown on a record's page; nothing is merged.
 */
import { sql, type Kysely } from "kysely";
import { compareText } from "../../lib/compare-text.ts";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { unionOfBranches } from "../db/union-branches.ts";

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

/** A lead record as the person's lists show it (claim_number and customer_id: claims only, else null). */
export interface PersonRecordRow {
  form: LeadForm;
  id: string;
  created_at: string;
  status: string;
  first_name: string;
  last_name: string;
  claim_number: string | null;
  customer_id: string | null;
}

/**
 * The newest `perForm` records of each form from these people, in one statement: a branch per
 * form, each reading its person index newest first and stopping at `perForm` (six statements
 * cost six round trips on every record and customer page). Not sorted across forms.
 * `claimsOfCustomer`: also the newest `perForm` claims linked to that customer, whoever sent them
 * (a row may then come twice).
 */
const newestRecordsStatement = statementTemplate((db: Kysely<Database>, { personIds, perForm, claimsOfCustomer }: { personIds: readonly string[]; perForm: number; claimsOfCustomer: string | undefined }) => {
  const claimsOnly = (form: LeadForm, column: "claim_number" | "customer_id") =>
    (form === "claims" ? sql<string | null>`${sql.ref(column)}` : sql<string | null>`null`).as(column);
  const newestOf = (form: LeadForm) =>
    leadDb(db)
      .selectFrom(leadTables[form].table)
      .select([sql<LeadForm>`${sql.lit(form)}`.as("form"), "id", "created_at", "status", "first_name", "last_name", claimsOnly(form, "claim_number"), claimsOnly(form, "customer_id")])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(perForm);
  const branches = [
    ...(personIds.length ? leadForms.map((form) => newestOf(form).where("person_id", "in", [...personIds])) : []),
    ...(claimsOfCustomer ? [newestOf("claims").where("customer_id", "=", claimsOfCustomer)] : []),
  ];
  return unionOfBranches(leadDb(db), branches);
});

export async function newestRecordsOfPeople(db: Kysely<Database>, personIds: readonly string[], perForm: number, claimsOfCustomer?: string): Promise<PersonRecordRow[]> {
  if (!personIds.length && !claimsOfCustomer) return [];
  return newestRecordsStatement.rows(db, { personIds, perForm, claimsOfCustomer });
}

/** The person's other records, newest first: at most `perForm` of each form. */
export async function otherRecordsOfPerson(
  db: Kysely<Database>,
  personId: string | null,
  exclude: { form: LeadForm; id: string },
  perForm = PERSON_RECORDS_PER_FORM,
): Promise<PersonRecord[]> {
  if (!personId) return [];
  const rows = await newestRecordsOfPeople(db, [personId], perForm + 1);
  const records: PersonRecord[] = [];
  for (const form of leadForms) {
    const ofForm = rows.filter((r) => r.form === form && !(form === exclude.form && r.id === exclude.id)).slice(0, perForm);
    for (const row of ofForm) {
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
  return records.sort((a, b) => compareText(b.createdAt, a.createdAt));
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

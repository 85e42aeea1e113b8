/**
 * A submission as the back office shows it: every field as it was submitted (from
 * details_json, so a record keeps the fields it had when the form changes), its
 * files (without their bytes), its consent, and the work on it (owner, follow-up, first
 * contact, outcome, person, where it came from). Staff's notes are in its timeline
 * (app/server/pipeline/timeline.ts), with their text.
 */
import { listConsentsOf, type ConsentEntry } from "../compliance/consents.ts";
import type { Kysely, Selectable } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import {
  budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, firstTimeOption,
  homeOwnershipOptions, insuranceTypeOptions, quoteRequestLabels, satisfactionOptions, timelineOptions,
  vehicleCountOptions, yesNoOptions,
} from "../../lib/schemas/quote-request.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import type { Option } from "../../lib/schemas/options.ts";
import { toBoolean } from "../accounts/auth-values.ts";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { UTM_PARAMETERS } from "../pipeline/lead-source.ts";
import { parseDetails, submissionDetails, type DetailField } from "../leads/submission-details.ts";
import { leadTables, type AnyLeadColumns, type FileOwnerType } from "./lead-tables.ts";

export interface LeadFile {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  purpose: string;
  createdAt: string;
}

export interface LeadOwner {
  id: string;
  name: string;
  email: string;
  /** A disabled account (or one no longer on the team) still shows as the owner until someone reassigns. */
  active: boolean;
}

/** What a final stage recorded (docs/product.md#pipeline). */
export type LeadOutcome = { kind: "won"; carrier: string; line: string; premiumCents: number } | { kind: "lost"; reason: string };

/** Where the visit that sent the record came from (null values were not recorded). */
export interface LeadOrigin {
  /** The language of the page it was sent from, as staff read it ("Spanish"). */
  language: string;
  channel: string | null;
  landing: string | null;
  referrer: string | null;
  utm: { name: string; value: string }[];
}

export interface LeadWork {
  owner: LeadOwner | null;
  followUpAt: string | null;
  followUpNote: string | null;
  firstContactAt: string | null;
  closedAt: string | null;
  outcome: LeadOutcome | null;
  personId: string | null;
  origin: LeadOrigin;
}

/** The record as its row holds it (readLead); LeadDetail adds what is read about it from other tables. */
export interface LeadRecord extends LeadWork {
  form: LeadForm;
  id: string;
  createdAt: string;
  status: string;
  name: string;
  firstName: string;
  email: string;
  phone: string;
  /** Claims only. */
  claimNumber: string | null;
  /** Every field as submitted, with its label. */
  details: DetailField[];
}

export interface LeadAttachments {
  /** The consents given with this record and the person's others (app/server/compliance/consents.ts). */
  consents: ConsentEntry[];
  files: LeadFile[];
}

export type LeadDetail = LeadRecord & LeadAttachments;

/** Quote requests stored before details_json existed: rebuilt from their columns. */
function legacyQuoteDetails(row: Partial<Selectable<AnyLeadColumns>>): DetailField[] {
  const option = (options: readonly Option[], key: keyof AnyLeadColumns) => labelFor(options, row[key] as string | null);
  let types: string[];
  try {
    types = (JSON.parse(row.insurance_types ?? "[]") as string[]).map((t) => labelFor(insuranceTypeOptions, t));
  } catch {
    types = [];
  }
  return submissionDetails(quoteRequestLabels, {
    ...(row as Record<string, string | null>),
    contact_preference: option(contactPreferenceOptions, "contact_preference"),
    insurance_types: types,
    current_insurance: option(yesNoOptions, "current_insurance"),
    satisfaction_level: option([...satisfactionOptions, firstTimeOption], "satisfaction_level"),
    home_ownership: option(homeOwnershipOptions, "home_ownership"),
    vehicle_count: option(vehicleCountOptions, "vehicle_count"),
    business_size: option(businessSizeOptions, "business_size"),
    business_years: option(businessYearsOptions, "business_years"),
    budget_range: option(budgetOptions, "budget_range"),
    timeline: option(timelineOptions, "timeline"),
  });
}

// The owner's account read with the row: one statement fewer on every record page. The form's
// table is named "lead" in the statement, and typed as any lead table (see lead-tables.ts).
const leadStatement = statementTemplate(
  (db: Kysely<Database>, { form, id }: { form: LeadForm; id: string }) =>
    (db as unknown as Kysely<{ lead: AnyLeadColumns; user: Database["user"] }>)
      .selectFrom(`${leadTables[form].table} as lead` as "lead")
      .leftJoin("user as owner", "owner.id", "lead.owner_id")
      .selectAll("lead")
      .select(["owner.name as owner_name", "owner.email as owner_email", "owner.role as owner_role", "owner.disabled as owner_disabled", "owner.id as owner_account_id"])
      .where("lead.id", "=", id),
  { shape: ["form"] },
);

const leadFilesStatement = statementTemplate((db: Kysely<Database>, { fileOwner, id }: { fileOwner: FileOwnerType; id: string }) =>
  db
    .selectFrom("uploaded_files")
    .select(["id", "file_name", "content_type", "size_bytes", "purpose", "created_at"])
    .where("owner_type", "=", fileOwner)
    .where("owner_id", "=", id)
    .orderBy("created_at")
    .orderBy("file_name"),
);

/** The record with its owner: one statement. */
export async function readLead(db: Kysely<Database>, form: LeadForm, id: string): Promise<LeadRecord | null> {
  const found = await leadStatement.first(db, { form, id });
  if (!found) return null;
  const { owner_name, owner_email, owner_role, owner_disabled, owner_account_id, ...row } = found;
  const stored = parseDetails(row.details_json);
  return {
    form,
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    name: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    email: row.email,
    phone: row.phone,
    claimNumber: form === "claims" ? row.claim_number : null,
    details: stored.length || form !== "quotes" ? stored : legacyQuoteDetails(row),
    owner: owner_account_id
      ? { id: owner_account_id, name: owner_name!, email: owner_email!, active: !toBoolean(owner_disabled) && (owner_role === "staff" || owner_role === "admin") }
      : row.owner_id
        ? { id: row.owner_id, name: "", email: "(account removed)", active: false }
        : null,
    followUpAt: row.follow_up_at,
    followUpNote: row.follow_up_note,
    firstContactAt: row.first_contact_at,
    closedAt: row.closed_at,
    outcome: outcomeOf(row),
    personId: row.person_id,
    origin: {
      language: row.locale === "es" ? "Spanish" : "English",
      channel: row.source_channel,
      landing: row.source_landing,
      referrer: row.source_referrer,
      utm: UTM_PARAMETERS.flatMap((name) => (row[name] ? [{ name, value: row[name] }] : [])),
    },
  };
}

/** The record's uploaded files and the consents given with it and with the person's other records. */
export async function readLeadAttachments(db: Kysely<Database>, lead: Pick<LeadRecord, "form" | "id" | "personId" | "email">): Promise<LeadAttachments> {
  const { fileOwner } = leadTables[lead.form];
  const [files, consents] = await Promise.all([
    fileOwner ? leadFilesStatement.rows(db, { fileOwner, id: lead.id }) : [],
    listConsentsOf(db, { recordType: lead.form, recordId: lead.id, personId: lead.personId, email: lead.email }),
  ]);
  return {
    consents,
    files: files.map((f) => ({
      id: f.id,
      fileName: f.file_name,
      contentType: f.content_type,
      sizeBytes: Number(f.size_bytes),
      purpose: f.purpose,
      createdAt: f.created_at,
    })),
  };
}

function outcomeOf(row: Selectable<AnyLeadColumns>): LeadOutcome | null {
  if (row.won_carrier && row.won_line && row.won_premium_cents !== null) {
    return { kind: "won", carrier: row.won_carrier, line: row.won_line, premiumCents: Number(row.won_premium_cents) };
  }
  if (row.lost_reason) return { kind: "lost", reason: row.lost_reason };
  return null;
}

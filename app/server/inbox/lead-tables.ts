/**
 * Where each inbox's records live and what the inbox shows of them: the table, the
 * owner type of its uploaded files, the extra columns searched besides name, email
 * and phone, and the list's form-specific columns.
 *
 * The lead tables share the columns the inbox needs (id, names, email, phone,
 * status, created_at, details_json). Queries reach them through `leadDb()`, one
 * table type holding every lead column; each form only ever names columns its own
 * table has (listed here), and the integration tests run every form on both engines.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { timelineOptions, insuranceTypeOptions } from "../../lib/schemas/quote-request.ts";
import { monthlyMilesOptions } from "../../lib/schemas/pay-per-mile-quote.ts";
import { experienceOptions } from "../../lib/schemas/job-application-fields.ts";
import { contactTopicOptions } from "../../lib/schemas/contact-message-fields.ts";
import { renewalMonthOptions } from "../../lib/schemas/coverage-review-fields.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import { formatDate } from "../../lib/format.ts";
import type {
  ClaimsTable,
  ContactMessagesTable,
  CoverageReviewsTable,
  Database,
  JobApplicationsTable,
  PayPerMileQuotesTable,
  QuoteRequestsTable,
} from "../db/schema.ts";

export type LeadTableName = "quote_requests" | "claims" | "job_applications" | "pay_per_mile_quotes" | "coverage_reviews" | "contact_messages";
export type FileOwnerType = "claim" | "job_application" | "coverage_review";

/** Every column of every lead table (a form's queries name only its own). */
export type AnyLeadColumns = QuoteRequestsTable &
  ClaimsTable &
  JobApplicationsTable &
  PayPerMileQuotesTable &
  CoverageReviewsTable &
  ContactMessagesTable;
export type LeadDatabase = Record<LeadTableName, AnyLeadColumns>;

/** The database seen as lead tables of one shape (see the comment at the top). */
export function leadDb(db: Kysely<Database> | Transaction<Database>): Kysely<LeadDatabase> {
  return db as unknown as Kysely<LeadDatabase>;
}

type SearchColumn = "zip_code" | "claim_number" | "current_carriers" | "message";
type ListColumn = keyof AnyLeadColumns;

/** A column of the inbox list: its heading, and how a row's value reads. */
export interface ListCell {
  key: string;
  label: string;
}

export interface LeadTableConfig {
  table: LeadTableName;
  /** uploaded_files.owner_type of this form's files, or null when it takes none. */
  fileOwner: FileOwnerType | null;
  /** Searched in addition to first name, last name, full name, email and phone: part of search_text, which migration 0008 defines (changing it takes a migration). */
  searchColumns: readonly SearchColumn[];
  /** Columns read for the list (beyond the common ones). */
  listColumns: readonly ListColumn[];
  /** The list's form-specific cells, in order. */
  cells: readonly ListCell[];
  /** Each cell's text for a row. */
  cellValues(row: Partial<Selectable<AnyLeadColumns>>): Record<string, string>;
  /** Stores the consent statement with each record (shown on the detail page and exported). */
  hasConsent: boolean;
}

function jsonList(value: unknown): string[] {
  if (typeof value !== "string") return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export const leadTables: Record<LeadForm, LeadTableConfig> = {
  quotes: {
    table: "quote_requests",
    fileOwner: null,
    searchColumns: ["zip_code"],
    listColumns: ["zip_code", "insurance_types", "timeline"],
    cells: [
      { key: "zip", label: "ZIP" },
      { key: "types", label: "Insurance types" },
      { key: "timeline", label: "Timeline" },
    ],
    cellValues: (row) => ({
      zip: row.zip_code ?? "",
      types: jsonList(row.insurance_types).map((t) => labelFor(insuranceTypeOptions, t)).join(", "),
      timeline: labelFor(timelineOptions, row.timeline),
    }),
    hasConsent: true,
  },
  claims: {
    table: "claims",
    fileOwner: "claim",
    searchColumns: ["claim_number"],
    listColumns: ["claim_number", "claim_type", "date_of_loss"],
    cells: [
      { key: "claimNumber", label: "Claim number" },
      { key: "claimType", label: "Claim type" },
      { key: "dateOfLoss", label: "Date of loss" },
    ],
    cellValues: (row) => ({
      claimNumber: row.claim_number ?? "",
      claimType: row.claim_type ?? "",
      dateOfLoss: row.date_of_loss ? formatDate(row.date_of_loss) : "",
    }),
    hasConsent: false,
  },
  applications: {
    table: "job_applications",
    fileOwner: "job_application",
    searchColumns: ["zip_code"],
    listColumns: ["position", "experience", "city", "state"],
    cells: [
      { key: "position", label: "Position" },
      { key: "experience", label: "Experience" },
      { key: "location", label: "Location" },
    ],
    cellValues: (row) => ({
      position: row.position ?? "",
      experience: labelFor(experienceOptions, row.experience),
      location: [row.city, row.state].filter(Boolean).join(", "),
    }),
    hasConsent: false,
  },
  "pay-per-mile": {
    table: "pay_per_mile_quotes",
    fileOwner: null,
    searchColumns: ["zip_code"],
    listColumns: ["zip_code", "average_monthly_miles", "vehicle_year", "vehicle_make", "vehicle_model"],
    cells: [
      { key: "zip", label: "ZIP" },
      { key: "miles", label: "Monthly miles" },
      { key: "vehicle", label: "Vehicle" },
    ],
    cellValues: (row) => ({
      zip: row.zip_code ?? "",
      miles: labelFor(monthlyMilesOptions, row.average_monthly_miles),
      vehicle: [row.vehicle_year, row.vehicle_make, row.vehicle_model].filter(Boolean).join(" "),
    }),
    hasConsent: true,
  },
  "coverage-reviews": {
    table: "coverage_reviews",
    fileOwner: "coverage_review",
    searchColumns: ["current_carriers"],
    listColumns: ["current_carriers", "renewal_month"],
    cells: [
      { key: "carriers", label: "Insured with" },
      { key: "renewal", label: "Renews" },
    ],
    cellValues: (row) => ({
      carriers: row.current_carriers ?? "",
      renewal: labelFor(renewalMonthOptions, row.renewal_month),
    }),
    hasConsent: true,
  },
  messages: {
    table: "contact_messages",
    fileOwner: null,
    searchColumns: ["message"],
    listColumns: ["topic", "message"],
    cells: [
      { key: "topic", label: "Topic" },
      { key: "message", label: "Message" },
    ],
    cellValues: (row) => ({
      topic: labelFor(contactTopicOptions, row.topic),
      message: excerpt(row.message ?? "", 80),
    }),
    hasConsent: true,
  },
};

/** The start of a long text, cut at a word, for a list cell. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const lastSpace = flat.lastIndexOf(" ", max);
  return `${flat.slice(0, lastSpace > max / 2 ? lastSpace : max)}…`;
}

/** The form whose records live in this table. */
export function formOfLeadTable(table: LeadTableName): LeadForm {
  return (Object.keys(leadTables) as LeadForm[]).find((form) => leadTables[form].table === table)!;
}

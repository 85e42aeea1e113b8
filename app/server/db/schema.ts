/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO 8601 UTC text
 * in both engines (they sort correctly and read back identically); lists are JSON text.
 * Keep in step with ./migrations.
 */
import type { ColumnType, Generated } from "kysely";

/** ISO 8601 UTC timestamp text, e.g. "2026-11-21T16:04:05.123Z". */
export type Timestamp = string;

/**
 * The columns every lead form's table has: the sender's contact, the submitted fields with
 * their labels (JSON, see leads/submission-details.ts), the inbox status and the time.
 */
export interface SubmissionColumns {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Null only on quote requests stored before the column existed (migration 0005). */
  details_json: string | null;
  status: Generated<string>;
  created_at: Timestamp;
}

/** The consent statement exactly as shown beside the submit button, and when it was given. */
export interface ConsentColumns {
  consent_text: string;
  consent_at: Timestamp;
}

/** A mailing address (job applications, pay-per-mile quotes). */
export interface AddressColumns {
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface QuoteRequestsTable extends SubmissionColumns {
  zip_code: string;
  /** JSON array of insurance type codes. */
  insurance_types: string;
  current_insurance: string;
  current_provider: string | null;
  satisfaction_level: string;
  home_ownership: string;
  vehicle_count: string;
  business_type: string | null;
  business_size: string | null;
  business_years: string | null;
  budget_range: string;
  timeline: string;
  additional_info: string | null;
  contact_preference: string;
  /** As in ConsentColumns; null on requests stored before consent was recorded. */
  consent_text: string | null;
  consent_at: Timestamp | null;
}

/** Status of a lead in the inbox (docs/product.md#back-office). */
export type LeadStatus = "new" | "contacted" | "in_progress" | "closed" | "spam";

export interface ClaimsTable extends SubmissionColumns {
  /** e.g. CLM-2026-000042: readable, unique, sent to the claimant. */
  claim_number: string;
  policy_number: string;
  claim_type: string;
  date_of_loss: string;
  time_of_loss: string | null;
  loss_location: string;
  loss_city: string;
  loss_state: string;
  description: string;
  police_report: string | null;
  estimated_damage: string | null;
  injuries_involved: string;
  witness_name: string | null;
  witness_contact: string | null;
}

export interface JobApplicationsTable extends SubmissionColumns, AddressColumns {
  position: string;
  experience: string;
  availability: string;
  cover_letter: string | null;
}

export interface PayPerMileQuotesTable extends SubmissionColumns, AddressColumns, ConsentColumns {
  current_insurance: string | null;
  average_monthly_miles: string;
  vehicle_year: string;
  vehicle_make: string;
  vehicle_model: string;
  comments: string | null;
}

export interface UploadedFilesTable {
  id: string;
  /** "claim" | "job_application" */
  owner_type: string;
  owner_id: string;
  /** "attachment" | "resume" */
  purpose: string;
  /** The visitor's file name, cleaned (never used as a path). */
  file_name: string;
  /** Determined from the file's content, not from what the browser said. */
  content_type: string;
  size_bytes: number;
  sha256: string;
  data: Uint8Array;
  created_at: Timestamp;
}

export interface CountersTable {
  name: string;
  value: ColumnType<number | string, number, number>;
}

export interface BlogPostsTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featured_image: string | null;
  status: Generated<string>;
  /** JSON array of tag strings. */
  tags: Generated<string>;
  author_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Timestamp | null;
  views: ColumnType<number, number | undefined, number>;
}

/** queued → sending → sent; or failed after the last retry; not_sent while no SMTP server is configured. */
export type EmailStatus = "queued" | "sending" | "sent" | "failed" | "not_sent";

export interface EmailOutboxTable {
  id: string;
  /** What the email is, e.g. "quote.notification", "account.confirm". */
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<EmailStatus, EmailStatus | undefined, EmailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  /** A worker holds the row until then; a crashed worker's row is picked up again afterwards. */
  locked_until: Timestamp | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface RateLimitsTable {
  /** "<bucket>:<key>", e.g. "form:quote:203.0.113.7". */
  id: string;
  /** Start of the current window, milliseconds since the epoch (bigint: PostgreSQL returns it as text). */
  window_start: ColumnType<number | string, number, number>;
  hits: ColumnType<number | string, number, number>;
}

/**
 * better-auth's tables (migration 0004). Its adapter stores timestamps as ISO text
 * and booleans as 0/1 on SQLite, and as timestamptz and boolean on PostgreSQL:
 * read them through `toDate()` / `toBoolean()` (app/server/accounts/auth-values.ts).
 * Writing a Date or a boolean works on both engines.
 */
export type AuthTimestamp = ColumnType<Date | string, Date | string, Date | string>;
export type AuthBoolean = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface UserTable {
  id: string;
  name: string;
  /** Lower-case; unique. */
  email: string;
  email_verified: AuthBoolean;
  image: string | null;
  /** "customer" | "admin" (app/server/accounts/roles.ts). */
  role: ColumnType<string, string | undefined, string>;
  disabled: AuthBoolean;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
  /** When the account last signed in (ISO text on both engines; ours, not better-auth's; migration 0006). */
  last_sign_in_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface SessionTable {
  id: string;
  /** The value of the signed session cookie (without its signature). */
  token: string;
  user_id: string;
  expires_at: AuthTimestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface AccountTable {
  id: string;
  account_id: string;
  /** "credential" for email and password. */
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthTimestamp | null;
  refresh_token_expires_at: AuthTimestamp | null;
  scope: string | null;
  /** The password hash. */
  password: string | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthTimestamp;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

/** An internal note on a submission (docs/product.md#back-office); never shown to the person who sent it. */
export interface LeadNotesTable {
  id: string;
  /** The inbox the record belongs to: "quotes" | "claims" | "applications" | "pay-per-mile". */
  form: string;
  record_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: Timestamp;
}

/** Who did what to which record, and when (docs/back-office.md#audit-log). Append-only: nothing on the site changes it. */
export interface AuditLogTable {
  id: string;
  created_at: Timestamp;
  /** null when the command line acted (actor_email then reads "system: …"). */
  actor_id: string | null;
  actor_email: string;
  /** e.g. "lead.status" (app/lib/audit-actions.ts). */
  action: string;
  /** A lead form ("quotes" …), "user" or "email". */
  target_type: string;
  target_id: string;
  /** A name for the record without personal data: a claim number, an account's email, an email's kind. */
  target_label: ColumnType<string, string | undefined, string>;
  detail: string | null;
}

export interface Database {
  quote_requests: QuoteRequestsTable;
  blog_posts: BlogPostsTable;
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  claims: ClaimsTable;
  job_applications: JobApplicationsTable;
  pay_per_mile_quotes: PayPerMileQuotesTable;
  uploaded_files: UploadedFilesTable;
  counters: CountersTable;
  lead_notes: LeadNotesTable;
  audit_log: AuditLogTable;
}

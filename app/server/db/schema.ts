/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO 8601 UTC text
 * in both engines (they sort correctly and read back identically); lists are JSON text.
 * Keep in step with ./migrations.
 */
import type { ColumnType, Generated } from "kysely";

/** ISO 8601 UTC timestamp text, e.g. "2026-11-21T16:04:05.123Z". */
export type Timestamp = string;

export interface QuoteRequestsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
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
  /** The consent statement exactly as shown beside the submit button, and when it was given. */
  consent_text: string | null;
  consent_at: Timestamp | null;
  status: Generated<string>;
  created_at: Timestamp;
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

export interface Database {
  quote_requests: QuoteRequestsTable;
  blog_posts: BlogPostsTable;
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
}

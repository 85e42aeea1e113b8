/**
 * The process environment, checked once with zod. A bad value stops the server
 * at start with a message naming the variable (see `.env.example` for every one).
 */
import { z } from "zod";
import { parseCarriers, parseTeam, parseUsPhone } from "../config/agency.ts";
import { invalidAdminEmails, parseAdminEmails } from "./accounts/admin-emails.ts";
import { parseAgencyKey } from "./uploads/file-encryption.ts";

const optionalText = z.string().trim().min(1).optional();
const optionalEmail = z.email().optional();
const optionalHttpUrl = z
  .url({ protocol: /^https?$/ })
  .optional();
const usPhone = z
  .string()
  .refine((v) => parseUsPhone(v) !== null, "must be a 10-digit US phone number")
  .optional();
/** A ";"-separated list variable: each entry that cannot be read is an issue naming it. */
function listOf(parse: (text: string) => { errors: string[] }) {
  return (value: string, ctx: z.RefinementCtx) => {
    for (const message of parse(value).errors) ctx.addIssue({ code: "custom", message });
  };
}
/** The most reverse proxies TRUST_PROXY may name: more than a few is a misconfiguration. */
export const MAX_PROXY_HOPS = 10;
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** Whole months, 0 meaning "keep forever" (app/server/retention/retention.ts). */
const retentionMonths = (fallback: number) => z.coerce.number().int().min(0).max(1200).default(fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default("0.0.0.0"),
  /**
   * Public origin used for canonical URLs, sitemaps and links in emails. Unset:
   * http://localhost:$PORT (filled in below, after PORT's own default). Set it behind a
   * proxy or on a real domain, before `npm start`: prerendered pages are built with it.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Unset: ./data/app.db. `file:<path>`: that SQLite file. `postgres://…`: PostgreSQL. */
  DATABASE_URL: z
    .string()
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), "must start with file: or postgres://")
    .optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  AGENCY_NAME: optionalText,
  AGENCY_PHONE: usPhone,
  AGENCY_CLAIMS_PHONE: usPhone,
  AGENCY_EMAIL_INFO: optionalEmail,
  AGENCY_EMAIL_LEADS: optionalEmail,
  AGENCY_EMAIL_CLAIMS: optionalEmail,
  AGENCY_EMAIL_CAREERS: optionalEmail,
  PAYMENT_PORTAL_URL: optionalHttpUrl,
  MERCHANDISE_STORE_URL: optionalHttpUrl,
  HERO_VIDEO_URL: optionalHttpUrl,
  /** Trust signals (app/config/agency.ts): unset, the site shows nothing in their place. */
  AGENCY_LICENSE_NUMBER: z.string().trim().regex(/^[A-Za-z0-9-]{1,30}$/, "must be the license number alone (letters, digits, dashes)").optional(),
  AGENCY_CARRIERS: z.string().superRefine(listOf(parseCarriers)).optional(),
  AGENCY_TEAM: z.string().superRefine(listOf(parseTeam)).optional(),
  AGENCY_REVIEW_URL: z.url({ protocol: /^https$/ }).optional(),
  AGENCY_REVIEW_SITE: optionalText,
  /**
   * How many reverse proxies stand in front of the server, as a number of hops: 0 or
   * "false" (none: the client address is the socket's), 1 or "true" (one proxy, the
   * nginx/Caddy setup of docs/deploy.md), or N for a chain of N proxies (a load balancer
   * in front of nginx is 2). The client address is then the one the outermost trusted
   * proxy saw: the Nth X-Forwarded-For entry from the right (server/client-address.ts).
   * Truthy exactly when a proxy is trusted, so `env.TRUST_PROXY ? … : …` reads as before.
   */
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value, ctx) => {
      const text = value.trim().toLowerCase();
      if (text === "true") return 1;
      if (text === "false") return 0;
      if (/^\d{1,2}$/.test(text) && Number(text) <= MAX_PROXY_HOPS) return Number(text);
      ctx.addIssue({
        code: "custom",
        message: `must be 0 or false (no proxy), 1 or true (one reverse proxy), or the number of proxies in front of the server (at most ${MAX_PROXY_HOPS})`,
      });
      return z.NEVER;
    }),
  /** smtp://user:pass@host:587 or smtps://…; unset keeps emails in the outbox and prints them to the log. */
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://")
    .optional(),
  /** The From header of every email. */
  MAIL_FROM: z.string().min(3).optional(),
  /** How often the timed jobs (daily digest, follow-up and renewal reminders) look for work, in seconds. */
  SCHEDULER_INTERVAL_SECONDS: positiveInt(60),
  /** How often the outbox worker looks for mail to send, in milliseconds. */
  OUTBOX_POLL_MS: positiveInt(2000),
  /**
   * How long a worker holds an email it is sending, in seconds. A worker that dies
   * mid-send (crash, SIGKILL) leaves its rows in "sending"; another worker takes them
   * over once this lock expires. Keep it well above the SMTP timeout (tests use a few seconds).
   */
  OUTBOX_LOCK_SECONDS: positiveInt(120),
  /**
   * Lets webhooks go to plain http and to private, loopback and link-local addresses (tests, a
   * receiver on the office's own network). Off by default: see docs/integrations.md#safety.
   */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .enum(["0", "1", "false", "true"], { error: "must be 1 or true (allow), 0 or false (refuse)" })
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /** How often each instance looks for webhook deliveries due, in milliseconds. */
  WEBHOOK_POLL_MS: positiveInt(1000),
  /** Calls one API token may make per minute. */
  API_REQUESTS_PER_MINUTE: positiveInt(120),
  /** Questions one IP address may ask the help desk per hour. */
  HELP_DESK_QUESTIONS_PER_HOUR: positiveInt(60),
  /** Form posts allowed per hour from one IP address, per form (raise it for load tests). */
  FORM_RATE_LIMIT_PER_HOUR: positiveInt(20),
  /**
   * Megabytes of uploads (claim photos, resumes) one address may send per day, counted
   * from each post's size before it is read: a bound on the disk and database one
   * visitor can fill. 200 MB is four full claims.
   */
  UPLOAD_MB_PER_DAY: positiveInt(200),
  /** Largest request body the server reads, in megabytes (the claim form's five 10 MB files fit). */
  MAX_REQUEST_MB: positiveInt(60),
  /**
   * Memory for the public pages rendered once and served to every anonymous visitor
   * (server/public-page-cache.ts), in megabytes; the least used pages leave first. Per worker:
   * 32 holds the site's pages (about 5 MB) and some 1,500 posts, and keeps a worker that has
   * been asked for every post of a 10,000-post blog near 285 MB at its peak, under the 300 MB
   * a worker is given (64 took it to about 312 MB, 48 to 295).
   */
  PUBLIC_PAGE_CACHE_MB: positiveInt(32),
  /** How often each instance reads the changes to public pages made by the others (app/server/public-pages/change-follower.ts), in milliseconds. */
  PUBLIC_PAGE_POLL_MS: positiveInt(250),
  /**
   * How often each instance looks for scheduled blog posts to publish (app/server/blog/scheduled-publisher.ts),
   * in milliseconds; a post due before the next look is published by a timer set for its time.
   */
  BLOG_PUBLISH_POLL_MS: positiveInt(1000),
  /** Seconds the server waits for in-flight requests on SIGTERM before closing anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt(10),
  /**
   * Signs session cookies and email-confirmation links; at least 32 characters
   * (`openssl rand -base64 48`). Unset: a random secret is generated once into
   * AUTH_SECRET_FILE (docs/decisions/004-auth-secret.md). Set it when several
   * servers share one PostgreSQL database.
   */
  BETTER_AUTH_SECRET: z
    .string()
    .trim()
    .min(32, "must be at least 32 characters (generate one with: openssl rand -base64 48)")
    .optional(),
  /** Where the generated secret is kept while BETTER_AUTH_SECRET is unset. */
  AUTH_SECRET_FILE: z.string().min(1).default("./data/auth-secret"),
  /**
   * The agency's key for uploaded files (docs/decisions/017-files-encrypted-at-rest.md): 32
   * random bytes as base64 or hex (`openssl rand -base64 32`). It wraps each file's own
   * AES-256-GCM key. Unset: generated once into FILE_ENCRYPTION_KEY_FILE. Keep it apart from
   * the database's backups: a backup without it opens no file, and one with it protects none.
   */
  FILE_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseAgencyKey(v) !== null, "must be 32 random bytes written as base64 or as 64 hex digits (generate one with: openssl rand -base64 32)")
    .optional(),
  /** Earlier agency file keys, comma-separated, still opening the files they wrap until `npm run keys:rotate` has re-wrapped them. */
  FILE_ENCRYPTION_KEY_PREVIOUS: z
    .string()
    .superRefine((value, ctx) => {
      const bad = value.split(",").map((k) => k.trim()).filter((k) => parseAgencyKey(k) === null).length;
      if (bad) ctx.addIssue({ code: "custom", message: `${bad} of its comma-separated keys ${bad === 1 ? "is" : "are"} not 32 bytes as base64 or 64 hex digits` });
    })
    .optional(),
  /** The keyring file used while FILE_ENCRYPTION_KEY is unset (generated with one key, mode 0600). */
  FILE_ENCRYPTION_KEY_FILE: z.string().min(1).default("./data/file-encryption-key"),
  /** Comma-separated emails whose verified accounts get the admin role (on confirmation and at each sign-in). */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const bad = invalidAdminEmails(value);
      if (bad.length) ctx.addIssue({ code: "custom", message: `not email addresses: ${bad.join(", ")}` });
    })
    .transform(parseAdminEmails),
  /** Rate limits on the account forms: how many tries each key gets per window. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
  /**
   * Failed sign-ins allowed per client address per AUTH_SIGN_IN_IP_WINDOW_SECONDS, and
   * per account (email address) per AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS.
   */
  AUTH_SIGN_IN_LIMIT_PER_IP: positiveInt(5),
  AUTH_SIGN_IN_LIMIT_PER_EMAIL: positiveInt(5),
  /** Accounts created per client address per window. */
  AUTH_SIGN_UP_LIMIT_PER_IP: positiveInt(10),
  /** Confirmation resends and password-reset requests per client address per window. */
  AUTH_EMAIL_LIMIT_PER_IP: positiveInt(10),
  /** Account emails (confirmation, resend, reset) sent to one address per window. */
  AUTH_EMAIL_LIMIT_PER_EMAIL: positiveInt(5),
  /**
   * How many months each form's submissions are kept before `npm run purge` deletes
   * them with their files and notes; 0 keeps them forever.
   */
  RETENTION_MONTHS_QUOTES: retentionMonths(24),
  RETENTION_MONTHS_CLAIMS: retentionMonths(84),
  RETENTION_MONTHS_APPLICATIONS: retentionMonths(24),
  RETENTION_MONTHS_PAY_PER_MILE: retentionMonths(24),
  RETENTION_MONTHS_COVERAGE_REVIEWS: retentionMonths(24),
  RETENTION_MONTHS_MESSAGES: retentionMonths(24),
  /** Consent records (docs/product.md#consent): the proof outlives the request it came with (calls and texts can be challenged for four years). */
  RETENTION_MONTHS_CONSENTS: retentionMonths(60),
  /** Privacy requests (docs/product.md#privacy-requests), counted from the answer: the proof that it was answered in time. */
  RETENTION_MONTHS_PRIVACY_REQUESTS: retentionMonths(24),
  /** Help desk questions (docs/product.md#help-desk): the counts for Reports, and the words of the unanswered ones. */
  RETENTION_MONTHS_HELP_QUESTIONS: retentionMonths(12),
  /** Booked appointments (docs/product.md#booking-a-call), counted from the appointment's end: as long as the Messages inbox keeps a message. */
  RETENTION_MONTHS_BOOKINGS: retentionMonths(24),
  /** Recommendation surveys (docs/product.md#how-likely-are-you-to-recommend-us), counted from when they were sent: twice the report's 12 months. */
  RETENTION_MONTHS_SURVEYS: retentionMonths(24),
  /**
   * Documents for signature never completed (drafts never sent, declined, expired, voided), counted
   * from their last change: as long as the lead forms they mostly come from. Completed ones are
   * customer records and are kept.
   */
  RETENTION_MONTHS_UNSIGNED_DOCUMENTS: retentionMonths(24),
  /** The windows of the two sign-in limits above, in seconds (1 minute per address, 15 minutes per account). */
  AUTH_SIGN_IN_IP_WINDOW_SECONDS: positiveInt(60),
  AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS: positiveInt(900),
  /**
   * Minutes without a request after which an admin session ends (customers keep the
   * sliding 7-day session). Fractions are allowed (the tests use a few seconds).
   */
  ADMIN_IDLE_MINUTES: z.coerce.number().positive().max(7 * 24 * 60).default(30),
  // PUBLIC_URL's default follows PORT (after PORT's own default), so `PORT=4391 npm start` prints links that work.
}).transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment; throws EnvError listing each bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

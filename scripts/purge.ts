/**
 * `npm run purge`: deletes submissions older than their form's retention period
 * (RETENTION_MONTHS_QUOTES, _CLAIMS, _APPLICATIONS, _PAY_PER_MILE; 0 keeps forever),
 * with their uploaded files and internal notes, and prints what it removed per form.
 * Then, for the other tables holding personal data (docs/back-office.md#retention): the
 * content of emails whose record is gone or past its period, and of account emails after
 * a week; expired sessions and verification values; rate-limit counters whose window has
 * ended (they hold client IP addresses; the outbox worker of a running server prunes them
 * every few minutes too); uploaded book-of-business files never imported (docs/import.md);
 * help desk questions (RETENTION_MONTHS_HELP_QUESTIONS); documents for signature never signed
 * (RETENTION_MONTHS_UNSIGNED_DOCUMENTS) with their page images and files; recommendation surveys
 * (RETENTION_MONTHS_SURVEYS).
 * Run it daily (cron, a systemd timer). `npm run purge -- --dry-run` only counts.
 *
 * Runs under plain Node (type stripping): it imports app/server modules only.
 */
import { leadFormInfo } from "../app/lib/lead-forms.ts";
import { systemActor } from "../app/server/audit/record-audit.ts";
import { startApplication, type Application } from "../app/server/application.ts";
import { purgeUncommittedImports, UNCOMMITTED_IMPORT_DAYS } from "../app/server/book-import/book-imports.ts";
import { purgeEmailContent, SERVICE_REQUEST_EMAIL_RETENTION_DAYS } from "../app/server/retention/purge-email-content.ts";
import { purgeExpiredAuth } from "../app/server/retention/purge-expired-auth.ts";
import { purgeClosedPrivacyRequests } from "../app/server/retention/purge-closed-privacy-requests.ts";
import { purgeExpiredConsents } from "../app/server/retention/purge-expired-consents.ts";
import { purgeExpiredLeads } from "../app/server/retention/purge-expired-leads.ts";
import { purgeHelpQuestions } from "../app/server/retention/purge-help-questions.ts";
import { purgeBookings } from "../app/server/retention/purge-bookings.ts";
import { purgeSurveys } from "../app/server/retention/purge-surveys.ts";
import { purgeUnsignedDocuments } from "../app/server/retention/purge-unsigned-documents.ts";
import { longestRateLimitWindowMs, pruneRateLimits } from "../app/server/security/rate-limit.ts";
import { retentionPolicyFromEnv } from "../app/server/retention/retention.ts";

const USAGE = "Usage: npm run purge [-- --dry-run]";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

async function run(args: string[]): Promise<number> {
  const unknown = args.filter((a) => a !== "--dry-run");
  if (unknown.length) {
    console.error(`Unknown option ${unknown.join(" ")}.\n${USAGE}`);
    return 1;
  }
  const dryRun = args.includes("--dry-run");
  application = await startApplication();
  const { env, db } = application.services;
  const policy = retentionPolicyFromEnv(env);
  const actor = systemActor("npm run purge");
  const report = await purgeExpiredLeads(db, policy, { dryRun, actor });
  // Before the emails: a deleted request's emails lose their content in the same run.
  const privacy = await purgeClosedPrivacyRequests(db, env.RETENTION_MONTHS_PRIVACY_REQUESTS, { dryRun, actor });
  const unsigned = await purgeUnsignedDocuments(db, env.RETENTION_MONTHS_UNSIGNED_DOCUMENTS, { dryRun, actor });
  const bookings = await purgeBookings(db, env.RETENTION_MONTHS_BOOKINGS, { dryRun, actor });
  const surveys = await purgeSurveys(db, env.RETENTION_MONTHS_SURVEYS, { dryRun, actor });

  console.log(dryRun ? "Dry run: nothing was deleted.\n" : "");
  for (const form of report) {
    const name = leadFormInfo[form.form].title;
    if (!form.cutoff) {
      console.log(`${name}: kept forever (retention 0), nothing removed.`);
      continue;
    }
    const what = `${plural(form.records, "record")}, ${plural(form.files, "file")}, ${plural(form.notes, "note")}`;
    console.log(`${name}: ${dryRun ? "would remove" : "removed"} ${what} received before ${form.cutoff} (retention ${form.months} months).`);
  }
  const total = report.reduce((sum, f) => sum + f.records, 0);
  console.log(`\n${dryRun ? "Would remove" : "Removed"} ${plural(total, "record")} in total.`);
  const emails = await purgeEmailContent(db, policy, { dryRun, actor });
  const { account, other, policy: renewalEmails, service_request: requestEmails, privacy_request: privacyEmails, signing: signingEmails, booking: bookingEmails, ...leadEmails } = emails.removed;
  const leadTotal = Object.values(leadEmails).reduce((sum, n) => sum + n, 0);
  console.log(
    `Emails: ${dryRun ? "would remove" : "removed"} the content of ${plural(leadTotal, "email")} about removed or expired submissions` +
      `${other ? `, of ${plural(other, "email")} about no record` : ""}${renewalEmails ? `, of ${plural(renewalEmails, "renewal reminder")} about deleted policies or past terms` : ""}` +
      `${requestEmails ? `, of ${plural(requestEmails, "service request email")} older than ${SERVICE_REQUEST_EMAIL_RETENTION_DAYS} days` : ""}` +
      `${privacyEmails ? `, of ${plural(privacyEmails, "privacy request email")} about deleted requests` : ""}` +
      `${bookingEmails ? `, of ${plural(bookingEmails, "booking email")} about deleted or old appointments` : ""}` +
      `${signingEmails ? `, of ${plural(signingEmails, "signing email")} about deleted documents` : ""}` +
      ` and of ${plural(account, "account email")} older than a week.`,
  );
  const consents = await purgeExpiredConsents(db, env.RETENTION_MONTHS_CONSENTS, { dryRun, actor });
  console.log(
    consents.cutoff
      ? `Consents: ${dryRun ? "would remove" : "removed"} ${plural(consents.removed, "consent record")} given before ${consents.cutoff} (retention ${env.RETENTION_MONTHS_CONSENTS} months).`
      : "Consents: kept forever (retention 0), nothing removed.",
  );
  console.log(
    privacy.cutoff
      ? `Privacy requests: ${dryRun ? "would remove" : "removed"} ${plural(privacy.removed, "request")} answered before ${privacy.cutoff} (retention ${env.RETENTION_MONTHS_PRIVACY_REQUESTS} months).`
      : "Privacy requests: kept forever (retention 0), nothing removed.",
  );
  const helpQuestions = await purgeHelpQuestions(db, env.RETENTION_MONTHS_HELP_QUESTIONS, { dryRun, actor });
  console.log(
    helpQuestions.cutoff
      ? `Help desk questions: ${dryRun ? "would remove" : "removed"} ${plural(helpQuestions.removed, "question")} asked before ${helpQuestions.cutoff} (retention ${env.RETENTION_MONTHS_HELP_QUESTIONS} months).`
      : "Help desk questions: kept forever (retention 0), nothing removed.",
  );
  console.log(
    unsigned.cutoff
      ? `Documents for signature: ${dryRun ? "would remove" : "removed"} ${plural(unsigned.documents, "document")} never signed (drafts, declined, expired, voided) last changed before ${unsigned.cutoff}, with ${plural(unsigned.files, "file")} (retention ${env.RETENTION_MONTHS_UNSIGNED_DOCUMENTS} months); completed ones are kept.`
      : "Documents for signature: kept forever (retention 0), nothing removed.",
  );
  console.log(
    bookings.cutoff
      ? `Bookings: ${dryRun ? "would remove" : "removed"} ${plural(bookings.removed, "appointment")} that ended before ${bookings.cutoff} (retention ${env.RETENTION_MONTHS_BOOKINGS} months).`
      : "Bookings: kept forever (retention 0), nothing removed.",
  );
  console.log(
    surveys.cutoff
      ? `Recommendation surveys: ${dryRun ? "would remove" : "removed"} ${plural(surveys.removed, "survey")} sent before ${surveys.cutoff} (retention ${env.RETENTION_MONTHS_SURVEYS} months).`
      : "Recommendation surveys: kept forever (retention 0), nothing removed.",
  );
  const auth = await purgeExpiredAuth(db, { dryRun });
  console.log(`Accounts: ${dryRun ? "would remove" : "removed"} ${plural(auth.sessions, "expired session")} and ${plural(auth.verifications, "expired verification value")}.`);
  const counters = await pruneRateLimits(db, longestRateLimitWindowMs(env), { dryRun });
  console.log(`Rate limits: ${dryRun ? "would remove" : "removed"} ${plural(counters, "counter")} of ended windows.`);
  const imports = await purgeUncommittedImports(db, { dryRun });
  console.log(`Book imports: ${dryRun ? "would remove" : "removed"} ${plural(imports, "uploaded file")} never imported within ${UNCOMMITTED_IMPORT_DAYS} days.`);
  return 0;
}

let application: Application | undefined;
let code = 1;
try {
  code = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await application?.stop();
}
process.exit(code);

/**
 * Versioned migrations, identical for SQLite and PostgreSQL. They are listed here
 * (not discovered from the file system) so they work the same inside the server
 * bundle, in CLI scripts and in tests. Add a new file and one line below; never
 * edit a migration that has shipped.
 */
import type { Kysely } from "kysely";
import { Migrator, type Migration, type MigrationResultSet } from "kysely/migration";
import * as leadsAndBlog from "./migrations/0001-leads-and-blog.ts";
import * as emailOutbox from "./migrations/0002-email-outbox.ts";
import * as rateLimits from "./migrations/0003-rate-limits.ts";
import * as accounts from "./migrations/0004-accounts.ts";
import * as leadForms from "./migrations/0005-lead-forms.ts";
import * as backOffice from "./migrations/0006-back-office.ts";
import * as sessionActivity from "./migrations/0007-session-activity.ts";
import * as inboxSearchAndExport from "./migrations/0008-inbox-search-and-export.ts";
import * as blogAndOutboxRetention from "./migrations/0009-blog-and-outbox-retention.ts";
import * as leadPipeline from "./migrations/0010-lead-pipeline.ts";
import * as inboxFilterOrder from "./migrations/0011-inbox-filter-order.ts";
import * as reportIndexes from "./migrations/0012-report-indexes.ts";
import * as reportsFreshness from "./migrations/0013-reports-freshness.ts";
import * as serviceCenter from "./migrations/0014-service-center.ts";
import * as bookImports from "./migrations/0015-book-imports.ts";
import * as policyNumberSearch from "./migrations/0016-policy-number-search.ts";
import * as serviceCenterLookups from "./migrations/0017-service-center-lookups.ts";
import * as followUpReminderIndex from "./migrations/0018-follow-up-reminder-index.ts";
import * as contactAndCoverageReviewLeads from "./migrations/0019-contact-and-coverage-review-leads.ts";
import * as publicPageChanges from "./migrations/0020-public-page-changes.ts";
import * as consentRecords from "./migrations/0021-consent-records.ts";
import * as contactOptOuts from "./migrations/0022-contact-opt-outs.ts";
import * as privacyRequests from "./migrations/0023-privacy-requests.ts";
import * as helpDesk from "./migrations/0024-help-desk.ts";
import * as submissionLanguage from "./migrations/0025-submission-language.ts";
import * as blogPostLanguage from "./migrations/0026-blog-post-language.ts";
import * as serviceRequestLanguage from "./migrations/0027-service-request-language.ts";
import * as blogPublishing from "./migrations/0028-blog-publishing.ts";
import * as encryptedFiles from "./migrations/0029-encrypted-files.ts";
import * as secondFactors from "./migrations/0030-second-factors.ts";
import * as sessionSecurity from "./migrations/0031-session-security.ts";
import * as documentSigning from "./migrations/0032-document-signing.ts";
import * as retentionCampaigns from "./migrations/0033-retention-campaigns.ts";
import * as integrations from "./migrations/0034-integrations.ts";
import * as bookings from "./migrations/0035-bookings.ts";
import * as teamListIndex from "./migrations/0036-team-list-index.ts";
import * as blogManagerOrderIndex from "./migrations/0037-blog-manager-order-index.ts";
import * as outboxRecordIdIndex from "./migrations/0038-outbox-record-id-index.ts";
import * as overdueCoveringIndexes from "./migrations/0039-overdue-covering-indexes.ts";
import * as accountCreatedIndex from "./migrations/0040-account-created-index.ts";

export const migrations: Record<string, Migration> = {
  "0001-leads-and-blog": leadsAndBlog,
  "0002-email-outbox": emailOutbox,
  "0003-rate-limits": rateLimits,
  "0004-accounts": accounts,
  "0005-lead-forms": leadForms,
  "0006-back-office": backOffice,
  "0007-session-activity": sessionActivity,
  "0008-inbox-search-and-export": inboxSearchAndExport,
  "0009-blog-and-outbox-retention": blogAndOutboxRetention,
  "0010-lead-pipeline": leadPipeline,
  "0011-inbox-filter-order": inboxFilterOrder,
  "0012-report-indexes": reportIndexes,
  "0013-reports-freshness": reportsFreshness,
  "0014-service-center": serviceCenter,
  "0015-book-imports": bookImports,
  "0016-policy-number-search": policyNumberSearch,
  "0017-service-center-lookups": serviceCenterLookups,
  "0018-follow-up-reminder-index": followUpReminderIndex,
  "0019-contact-and-coverage-review-leads": contactAndCoverageReviewLeads,
  "0020-public-page-changes": publicPageChanges,
  "0021-consent-records": consentRecords,
  "0022-contact-opt-outs": contactOptOuts,
  "0023-privacy-requests": privacyRequests,
  "0024-help-desk": helpDesk,
  "0025-submission-language": submissionLanguage,
  "0026-blog-post-language": blogPostLanguage,
  "0027-service-request-language": serviceRequestLanguage,
  "0028-blog-publishing": blogPublishing,
  "0029-encrypted-files": encryptedFiles,
  "0030-second-factors": secondFactors,
  "0031-session-security": sessionSecurity,
  "0032-document-signing": documentSigning,
  "0033-retention-campaigns": retentionCampaigns,
  "0034-integrations": integrations,
  "0035-bookings": bookings,
  "0036-team-list-index": teamListIndex,
  "0037-blog-manager-order-index": blogManagerOrderIndex,
  "0038-outbox-record-id-index": outboxRecordIdIndex,
  "0039-overdue-covering-indexes": overdueCoveringIndexes,
  "0040-account-created-index": accountCreatedIndex,
};

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName;
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed ?? "(unknown)"} failed: ${cause}`, { cause: result.error });
  }
  return result;
}

/**
 * The public lead forms, each described once for the form pipeline
 * (app/server/forms/lead-form.ts): schema, checkbox groups, upload rule, size limit,
 * where it stores and where the visitor goes next.
 */
import { payPerMileLabels, payPerMileSchema, payPerMileSchemaFor } from "../../lib/schemas/pay-per-mile-quote.ts";
import { claimLabels, claimSchema, claimSchemaFor } from "../../lib/schemas/claim.ts";
import { jobApplicationLabels, jobApplicationSchema, jobApplicationSchemaFor } from "../../lib/schemas/job-application.ts";
import { insuranceTypeOptions, quoteRequestLabels, quoteRequestSchema, quoteRequestSchemaFor } from "../../lib/schemas/quote-request.ts";
import type { AppServices } from "../services.ts";
import type { LeadFormDefinition } from "../forms/lead-form.ts";
import type { Visit } from "../forms/lead-form.ts";
import { contactMessageLabels, contactMessageSchema, contactMessageSchemaFor } from "../../lib/schemas/contact-message.ts";
import { coverageReviewLabels, coverageReviewSchema, coverageReviewSchemaFor, DECLARATIONS_FIELD } from "../../lib/schemas/coverage-review.ts";
import { claimAttachmentRule, declarationsRule, MAX_CLAIM_ATTACHMENTS, MAX_DECLARATIONS_FILES, MEGABYTE, resumeRule } from "../uploads/check-upload.ts";
import { accessibilityReportLabels, accessibilityReportSchema, accessibilityReportSchemaFor } from "../../lib/schemas/accessibility-report.ts";
import { submitAccessibilityReport } from "./submit-accessibility-report.ts";
import { submitContactMessage } from "./submit-contact-message.ts";
import { submitCoverageReview } from "./submit-coverage-review.ts";
import { submitClaim } from "./submit-claim.ts";
import { submitJobApplication } from "./submit-job-application.ts";
import { submitPayPerMileQuote } from "./submit-pay-per-mile-quote.ts";
import { submitQuoteRequest } from "./submit-quote-request.ts";
import type { UploadContext } from "./store-submission.ts";
import { localeOfUrl } from "../../lib/i18n/locale.ts";
import { callbackRequestLabels, callbackRequestSchema } from "../../lib/schemas/callback-request.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import { submitCallbackRequest } from "./submit-callback-request.ts";

/**
 * What the submit functions need: the agency's facts and the public address (for the emails),
 * the agency's file keys (for the files), and, for a post from a page, where the visit came from and the page's address.
 */
export function submissionContextOf(services: AppServices, visit: Visit | null = null): UploadContext {
  return {
    agency: services.agency,
    publicUrl: services.env.PUBLIC_URL,
    fileKeys: services.fileKeys,
    ...(visit?.source ? { source: visit.source } : {}),
    ...(visit ? { pageUrl: visit.pageUrl, locale: localeOfUrl(visit.pageUrl) } : {}),
  };
}

/** Text forms: a few kilobytes typed, with room to spare. */
const TEXT_FORM_BYTES = 256 * 1024;

/** The free quote form, in both languages. */
export const quoteForm: LeadFormDefinition<typeof quoteRequestSchema> = {
  name: "quote",
  noun: "quote request",
  schema: quoteRequestSchema,
  schemaFor: quoteRequestSchemaFor,
  labels: quoteRequestLabels,
  lists: { insurance_types: insuranceTypeOptions },
  maxBytes: TEXT_FORM_BYTES,
  confirmationPath: "/quote?success=true",
  async store(services, input, _files, visit) {
    await submitQuoteRequest(services.db, input, submissionContextOf(services, visit));
    return "/quote?success=true";
  },
};

/** The claim form for a visitor: `filedBy` is the signed-in customer account's id (the claim then shows on its dashboard), else null. */
export function claimFormFiledBy(filedBy: string | null): LeadFormDefinition<typeof claimSchema> {
  return {
    ...claimForm,
    async store(services, input, files, visit) {
      const { claimNumber } = await submitClaim(services.db, input, files, submissionContextOf(services, visit), { userId: filedBy });
      return `/submit-claim?success=true&claim=${claimNumber}`;
    },
  };
}

export const claimForm: LeadFormDefinition<typeof claimSchema> = {
  name: "claim",
  noun: "claim",
  schema: claimSchema,
  schemaFor: claimSchemaFor,
  labels: claimLabels,
  uploads: { field: "attachments", rule: claimAttachmentRule, maxFiles: MAX_CLAIM_ATTACHMENTS },
  // Five 10 MB files and the text fields, with room for multipart overhead.
  maxBytes: MAX_CLAIM_ATTACHMENTS * claimAttachmentRule.maxBytes + 2 * MEGABYTE,
  confirmationPath: "/submit-claim?success=true",
  async store(services, input, files, visit) {
    const { claimNumber } = await submitClaim(services.db, input, files, submissionContextOf(services, visit));
    return `/submit-claim?success=true&claim=${claimNumber}`;
  },
};

export const jobApplicationForm: LeadFormDefinition<typeof jobApplicationSchema> = {
  name: "careers",
  noun: "job application",
  schema: jobApplicationSchema,
  schemaFor: jobApplicationSchemaFor,
  labels: jobApplicationLabels,
  uploads: { field: "resume", rule: resumeRule, maxFiles: 1, requiredMessage: { en: "Please attach your resume (PDF, DOC or DOCX).", es: "Por favor adjunte su currículum (PDF, DOC o DOCX)." } },
  // A 10 MB resume fits well within this; a larger file (say 15 MB) is still read past its
  // limit (and dropped) so the form comes back with a clear message and every value.
  maxBytes: 30 * MEGABYTE,
  confirmationPath: "/careers?success=true",
  async store(services, input, [resume], visit) {
    await submitJobApplication(services.db, input, resume!, submissionContextOf(services, visit));
    return "/careers?success=true";
  },
};

export const payPerMileForm: LeadFormDefinition<typeof payPerMileSchema> = {
  name: "pay-per-mile",
  noun: "pay-per-mile quote",
  schema: payPerMileSchema,
  schemaFor: payPerMileSchemaFor,
  labels: payPerMileLabels,
  maxBytes: TEXT_FORM_BYTES,
  confirmationPath: "/just-insurance?success=true",
  async store(services, input, _files, visit) {
    await submitPayPerMileQuote(services.db, input, submissionContextOf(services, visit));
    return "/just-insurance?success=true";
  },
};

/** Where the contact form and the coverage review form send the visitor: pages of their own, as their forms' pages are built ahead of time. */
export const CONTACT_SENT_PATH = "/contact/sent";
export const COVERAGE_REVIEW_SENT_PATH = "/coverage-review/sent";

/** "Send us a message" on /contact, in both languages (the Spanish page goes on to /es/contact/sent). */
export const contactMessageForm: LeadFormDefinition<typeof contactMessageSchema> = {
  name: "contact",
  noun: "contact message",
  schema: contactMessageSchema,
  schemaFor: contactMessageSchemaFor,
  labels: contactMessageLabels,
  maxBytes: TEXT_FORM_BYTES,
  confirmationPath: CONTACT_SENT_PATH,
  async store(services, input, _files, visit) {
    await submitContactMessage(services.db, input, submissionContextOf(services, visit));
    return CONTACT_SENT_PATH;
  },
};

/** The coverage review request, in both languages (the Spanish page goes on to /es/coverage-review/sent). */
export const coverageReviewForm: LeadFormDefinition<typeof coverageReviewSchema> = {
  name: "coverage-review",
  noun: "coverage review request",
  schema: coverageReviewSchema,
  schemaFor: coverageReviewSchemaFor,
  labels: coverageReviewLabels,
  uploads: { field: DECLARATIONS_FIELD, rule: declarationsRule, maxFiles: MAX_DECLARATIONS_FILES },
  maxBytes: MAX_DECLARATIONS_FILES * declarationsRule.maxBytes + 2 * MEGABYTE,
  confirmationPath: COVERAGE_REVIEW_SENT_PATH,
  async store(services, input, files, visit) {
    await submitCoverageReview(services.db, input, files, submissionContextOf(services, visit));
    return COVERAGE_REVIEW_SENT_PATH;
  },
};

/** Where a callback request sends the visitor once it is stored (its Spanish twin for a Spanish page). */
export const HELP_SENT_PATH = "/help/sent";

/** "Request a callback" at the help desk, in both languages: a message in the Messages inbox. */
export const callbackRequestForm: LeadFormDefinition<ReturnType<typeof callbackRequestSchema>> = {
  name: "callback",
  noun: "callback request",
  schema: callbackRequestSchema("en"),
  schemaFor: callbackRequestSchema,
  labels: callbackRequestLabels,
  maxBytes: TEXT_FORM_BYTES,
  confirmationPath: HELP_SENT_PATH,
  async store(services, input, _files, visit) {
    const context = submissionContextOf(services, visit);
    await submitCallbackRequest(services.db, input, context);
    return localizedHref(HELP_SENT_PATH, context.locale ?? "en");
  },
};

export const ACCESSIBILITY_SENT_PATH = "/accessibility/sent";

/** "Report a barrier" on /accessibility: a message in the Messages inbox. */
export const accessibilityReportForm: LeadFormDefinition<typeof accessibilityReportSchema> = {
  name: "accessibility",
  noun: "accessibility report",
  schema: accessibilityReportSchema,
  schemaFor: accessibilityReportSchemaFor,
  labels: accessibilityReportLabels,
  maxBytes: TEXT_FORM_BYTES,
  confirmationPath: ACCESSIBILITY_SENT_PATH,
  async store(services, input, _files, visit) {
    await submitAccessibilityReport(services.db, input, submissionContextOf(services, visit));
    return ACCESSIBILITY_SENT_PATH;
  },
};

import type { Kysely } from "kysely";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import { availabilityOptions, experienceOptions, jobApplicationLabels, type JobApplicationInput } from "../../lib/schemas/job-application.ts";
import { labelFor, stateOptions } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { addressColumns, storeSubmission, type UploadContext } from "./store-submission.ts";
import { submissionDetails } from "./submission-details.ts";

/** The notification's summary: the position, when they can start, their experience. */
export function jobApplicationSummary(input: JobApplicationInput): LeadSummary {
  return {
    lines: [
      { label: "Position", value: input.position },
      { label: "Available", value: labelFor(availabilityOptions, input.availability) },
      { label: "Experience", value: labelFor(experienceOptions, input.experience) },
    ],
  };
}

/** Stores a job application with its resume and queues both emails. */
export async function submitJobApplication(
  db: Kysely<Database>,
  input: JobApplicationInput,
  resume: CheckedFile,
  context: UploadContext,
): Promise<{ id: string }> {
  const details = submissionDetails(jobApplicationLabels, {
    ...input,
    state: labelFor(stateOptions, input.state),
    experience: labelFor(experienceOptions, input.experience),
    availability: labelFor(availabilityOptions, input.availability),
    resume: resume.fileName,
  });
  // The applicant's email is in the language of the page they applied from (the position's title too).
  const locale = context.locale ?? "en";
  const t = translatorFor(locale);
  const positions: Record<string, string> = catalogueOf(locale).careers.positions;
  return storeSubmission(db, context, () => ({
    table: "job_applications",
    consent: { form: "careers" },
    contact: input,
    columns: {
      ...addressColumns(input),
      position: input.position,
      experience: input.experience,
      availability: input.availability,
      cover_letter: input.coverLetter,
    },
    details,
    uploads: { owner: "job_application", purpose: "resume", files: [resume], fileKeys: context.fileKeys },
    emails: {
      form: "applications",
      agencyTo: context.agency.emails.careers,
      summary: jobApplicationSummary(input),
      notificationSubject: `New job application: ${input.position} (${input.firstName} ${input.lastName})`,
      confirmation: {
        subject: t("careers.email.subject"),
        heading: t("careers.email.heading"),
        paragraphs: [
          t("careers.email.thanks", { position: positions[input.position] ?? input.position }),
          t("careers.email.questions", { email: context.agency.emails.careers }),
        ],
      },
    },
  }));
}

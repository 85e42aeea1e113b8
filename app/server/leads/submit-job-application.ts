import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { responsePromises } from "../../config/agency.ts";
import { availabilityOptions, experienceOptions, jobApplicationLabels, type JobApplicationInput } from "../../lib/schemas/job-application.ts";
import { labelFor, stateOptions } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import { kickOutbox } from "../mail/enqueue-email.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import { enqueueLeadEmails } from "./lead-emails.ts";
import { storeUploads } from "./store-uploads.ts";
import { submissionDetails } from "./submission-details.ts";
import type { SubmissionContext } from "./submit-quote-request.ts";

/** Stores a job application with its resume and queues both emails. */
export async function submitJobApplication(
  db: Kysely<Database>,
  input: JobApplicationInput,
  resume: CheckedFile,
  context: SubmissionContext,
): Promise<{ id: string }> {
  const id = randomUUID();
  const now = (context.now ?? new Date()).toISOString();
  const details = submissionDetails(jobApplicationLabels, {
    ...input,
    state: labelFor(stateOptions, input.state),
    experience: labelFor(experienceOptions, input.experience),
    availability: labelFor(availabilityOptions, input.availability),
    resume: resume.fileName,
  });

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("job_applications")
      .values({
        id,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        zip_code: input.zipCode,
        position: input.position,
        experience: input.experience,
        availability: input.availability,
        cover_letter: input.coverLetter,
        details_json: JSON.stringify(details),
        created_at: now,
      })
      .execute();
    await storeUploads(trx, { type: "job_application", id }, "resume", [resume], now);
    await enqueueLeadEmails(
      trx,
      {
        form: "applications",
        id,
        agencyTo: context.agency.emails.careers,
        notificationSubject: `New job application: ${input.position} (${input.firstName} ${input.lastName})`,
        fields: details,
        files: [resume.fileName],
        visitor: { email: input.email, firstName: input.firstName },
        confirmation: {
          subject: "We received your application",
          heading: "Application Received!",
          paragraphs: [
            `Thank you for applying for the ${input.position} position. We review every application and will be in touch ${responsePromises.careers}.`,
            `Questions in the meantime? Email ${context.agency.emails.careers}.`,
          ],
        },
      },
      context,
    );
  });
  kickOutbox();
  return { id };
}

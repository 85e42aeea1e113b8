import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { responsePromises } from "../../config/agency.ts";
import { claimLabels, injuriesOptions, type ClaimInput } from "../../lib/schemas/claim.ts";
import { labelFor, stateOptions } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import { kickOutbox } from "../mail/enqueue-email.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import { nextClaimNumber } from "./claim-number.ts";
import { enqueueLeadEmails } from "./lead-emails.ts";
import { storeUploads } from "./store-uploads.ts";
import { submissionDetails } from "./submission-details.ts";
import type { SubmissionContext } from "./submit-quote-request.ts";

/** Stores a claim with its attachments, draws its claim number, and queues both emails. */
export async function submitClaim(
  db: Kysely<Database>,
  input: ClaimInput,
  attachments: CheckedFile[],
  context: SubmissionContext,
): Promise<{ id: string; claimNumber: string }> {
  const id = randomUUID();
  const nowDate = context.now ?? new Date();
  const now = nowDate.toISOString();
  const details = submissionDetails(claimLabels, {
    ...input,
    lossState: labelFor(stateOptions, input.lossState),
    injuriesInvolved: labelFor(injuriesOptions, input.injuriesInvolved),
    attachments: attachments.map((f) => f.fileName),
  });

  const claimNumber = await db.transaction().execute(async (trx) => {
    const claimNumber = await nextClaimNumber(trx, nowDate);
    await trx
      .insertInto("claims")
      .values({
        id,
        claim_number: claimNumber,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        policy_number: input.policyNumber,
        claim_type: input.claimType,
        date_of_loss: input.dateOfLoss,
        time_of_loss: input.timeOfLoss,
        loss_location: input.lossLocation,
        loss_city: input.lossCity,
        loss_state: input.lossState,
        description: input.description,
        police_report: input.policeReport,
        estimated_damage: input.estimatedDamage,
        injuries_involved: input.injuriesInvolved,
        witness_name: input.witnessName,
        witness_contact: input.witnessContact,
        details_json: JSON.stringify([{ label: "Claim number", value: claimNumber }, ...details]),
        created_at: now,
      })
      .execute();
    await storeUploads(trx, { type: "claim", id }, "attachment", attachments, now);
    await enqueueLeadEmails(
      trx,
      {
        form: "claims",
        id,
        agencyTo: context.agency.emails.claims,
        notificationSubject: `New claim ${claimNumber}: ${input.claimType} (${input.firstName} ${input.lastName})`,
        fields: [{ label: "Claim number", value: claimNumber }, ...details],
        files: attachments.map((f) => f.fileName),
        visitor: { email: input.email, firstName: input.firstName },
        confirmation: {
          subject: `Your claim ${claimNumber} has been received`,
          heading: "Claim Submitted Successfully!",
          paragraphs: [
            `Your claim has been received and is being processed. Your claim number is ${claimNumber}; please keep it for your records and mention it whenever you contact us.`,
            "What happens next:",
            `• An adjuster will review your claim ${responsePromises.claimReview}.`,
            "• We will contact you about next steps and any documents we need.",
            "• Keep receipts for any expenses related to the loss.",
            `For urgent help, call our 24/7 claims hotline at ${context.agency.claimsPhone.display}.`,
          ],
          fields: [{ label: "Claim number", value: claimNumber }, ...details.filter((d) => ["Claim type", "Date of loss", "Policy number"].includes(d.label))],
        },
      },
      context,
    );
    return claimNumber;
  });
  kickOutbox();
  return { id, claimNumber };
}

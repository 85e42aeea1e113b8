import type { Kysely } from "kysely";
import { responsePromises } from "../../config/agency.ts";
import { claimLabels, injuriesOptions, type ClaimInput } from "../../lib/schemas/claim.ts";
import { labelFor, stateOptions } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import { claimConfirmPath, newClaimConfirmToken } from "../customer-portal/claim-confirmation.ts";
import { nextClaimNumber } from "./claim-number.ts";
import { formatDate } from "../../lib/format.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { storeSubmission, type SubmissionContext } from "./store-submission.ts";
import { submissionDetails } from "./submission-details.ts";

/** The notification's summary: what happened and when, whether anyone was hurt (stated first when so), the policy. */
export function claimSummary(input: ClaimInput): LeadSummary {
  const injured = input.injuriesInvolved === "yes";
  return {
    alert: injured ? "Injuries reported: someone was hurt in this loss." : undefined,
    lines: [
      { label: "Claim type", value: input.claimType },
      { label: "Date of loss", value: [formatDate(input.dateOfLoss), input.timeOfLoss].filter(Boolean).join(" at ") },
      { label: "Injuries", value: injured ? "YES, someone was hurt" : "No" },
      { label: "Policy number", value: input.policyNumber },
    ],
  };
}

/** Who filed the claim: the customer account signed in when it was sent (it then shows on that account's dashboard). */
export interface ClaimFiler {
  userId: string | null;
}

/**
 * Stores a claim with its attachments, draws its claim number, and queues both emails. The
 * confirmation email carries the link that lets the claimant follow the claim from their
 * account (docs/product.md#the-customers-side); only the link token's hash is stored.
 */
export async function submitClaim(
  db: Kysely<Database>,
  input: ClaimInput,
  attachments: CheckedFile[],
  context: SubmissionContext,
  filer: ClaimFiler = { userId: null },
): Promise<{ id: string; claimNumber: string; confirmToken: string }> {
  const details = submissionDetails(claimLabels, {
    ...input,
    lossState: labelFor(stateOptions, input.lossState),
    injuriesInvolved: labelFor(injuriesOptions, input.injuriesInvolved),
    attachments: attachments.map((f) => f.fileName),
  });

  let claimNumber = "";
  const confirm = newClaimConfirmToken();
  const confirmUrl = `${context.publicUrl.replace(/\/$/, "")}${claimConfirmPath(confirm.token)}`;
  const { id } = await storeSubmission(db, context, async (trx, now) => {
    claimNumber = await nextClaimNumber(trx, now);
    const numbered = { label: "Claim number", value: claimNumber };
    return {
      table: "claims",
      consent: { form: "claim" },
      contact: input,
      columns: {
        claim_number: claimNumber,
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
        user_id: filer.userId,
        confirm_token_hash: confirm.hash,
      },
      details: [numbered, ...details],
      uploads: { owner: "claim", purpose: "attachment", files: attachments },
      emails: {
        form: "claims",
        agencyTo: context.agency.emails.claims,
        summary: claimSummary(input),
        notificationSubject: `New claim ${claimNumber}: ${input.claimType} (${input.firstName} ${input.lastName})`,
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
            `To follow this claim in your online account, open: ${confirmUrl}`,
          ],
          fields: [numbered, ...details.filter((d) => ["Claim type", "Date of loss", "Policy number"].includes(d.label))],
        },
      },
    };
  });
  return { id, claimNumber, confirmToken: confirm.token };
}

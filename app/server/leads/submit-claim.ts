import type { Kysely } from "kysely";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import { claimLabels, claimLabelsIn, injuriesOptions, type ClaimInput } from "../../lib/schemas/claim.ts";
import { labelFor, stateOptions } from "../../lib/schemas/options.ts";
import type { Database } from "../db/schema.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import { claimConfirmPath, newClaimConfirmToken } from "../customer-portal/claim-confirmation.ts";
import { nextClaimNumber } from "./claim-number.ts";
import { formatDate } from "../../lib/format.ts";
import type { LeadSummary } from "./lead-emails.ts";
import { storeSubmission, type UploadContext } from "./store-submission.ts";
import { submissionDetails, type DetailField } from "./submission-details.ts";
import type { Locale } from "../../lib/i18n/locale.ts";

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

/** What the claimant's email repeats of their claim, in their language: its number, the policy, the type and the date of loss. */
export function claimConfirmationFields(input: ClaimInput, claimNumber: string, locale: Locale): DetailField[] {
  const labels = claimLabelsIn(locale);
  const types: Record<string, string> = catalogueOf(locale).claim.types;
  return [
    { label: translatorFor(locale)("claim.email.claimNumber"), value: claimNumber },
    { label: labels.policyNumber, value: input.policyNumber },
    { label: labels.claimType, value: types[input.claimType] ?? input.claimType },
    // English shows the date as typed (as before); Spanish writes it out ("18 de marzo de 2026").
    { label: labels.dateOfLoss, value: locale === "en" ? input.dateOfLoss : formatDate(input.dateOfLoss, undefined, locale) },
  ];
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
  context: UploadContext,
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
  // The claimant's email is in the language of the page they wrote from; its link opens that language's page.
  const locale = context.locale ?? "en";
  const t = translatorFor(locale);
  const confirmUrl = `${context.publicUrl.replace(/\/$/, "")}${localizedHref(claimConfirmPath(confirm.token), locale)}`;
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
      uploads: { owner: "claim", purpose: "attachment", files: attachments, fileKeys: context.fileKeys },
      emails: {
        form: "claims",
        agencyTo: context.agency.emails.claims,
        summary: claimSummary(input),
        notificationSubject: `New claim ${claimNumber}: ${input.claimType} (${input.firstName} ${input.lastName})`,
        confirmation: {
          subject: t("claim.email.subject", { claimNumber }),
          heading: t("claim.email.heading"),
          paragraphs: [
            t("claim.email.received", { claimNumber }),
            t("claim.email.next"),
            t("claim.email.review"),
            t("claim.email.contact"),
            t("claim.email.receipts"),
            t("claim.email.urgent", { phone: context.agency.claimsPhone.display }),
            t("claim.email.follow", { url: confirmUrl }),
          ],
          fields: claimConfirmationFields(input, claimNumber, locale),
        },
      },
    };
  });
  return { id, claimNumber, confirmToken: confirm.token };
}

import type { FormFailure } from "../../../lib/form-data.ts";

/** The forms of a record's page; a failed post answers with its intent so only that form shows the errors. */
export type LeadIntent = "owner" | "stage" | "follow_up" | "follow_up_clear" | "contact" | "note" | "opt_out";

export type LeadFailure = FormFailure & { intent: LeadIntent };

/** The failure of one form, or undefined. */
export function failureOf(failure: LeadFailure | undefined, ...intents: LeadIntent[]): LeadFailure | undefined {
  return failure && intents.includes(failure.intent) ? failure : undefined;
}

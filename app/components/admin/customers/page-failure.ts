import type { FormFailure } from "../../../lib/form-data.ts";

/** A failed post of one of a page's forms: its intent, so only that form shows the errors. */
export type IntentFailure<I extends string = string> = FormFailure & { intent: I };

/** The failure of one form, or undefined. */
export function failureFor<I extends string>(failure: IntentFailure<I> | undefined, ...intents: I[]): IntentFailure<I> | undefined {
  return failure && intents.includes(failure.intent) ? failure : undefined;
}

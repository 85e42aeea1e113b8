/**
 * Logging a contact attempt on a record's page (docs/product.md#working-a-record): how (call,
 * text, email), what came of it, and an optional note.
 */
import { z } from "zod";
import { contactChannels, contactOutcomes, type ContactChannel, type ContactOutcome } from "../pipeline.ts";
import { CONTACT_NOTE_MAX } from "./contact-attempt-fields.ts";
import { optionValues } from "./options.ts";

export interface ContactAttempt {
  channel: ContactChannel;
  outcome: ContactOutcome;
  note: string | null;
}

export const contactAttemptSchema = z
  .object({
    channel: z.enum(optionValues(contactChannels), { error: "Please choose how you contacted them." }),
    outcome: z.enum(optionValues(contactOutcomes), { error: "Please choose what came of it." }),
    contact_note: z.string().trim().max(CONTACT_NOTE_MAX, `Please keep the note under ${CONTACT_NOTE_MAX.toLocaleString("en-US")} characters.`).optional(),
  })
  .transform((v): ContactAttempt => ({ channel: v.channel, outcome: v.outcome, note: v.contact_note || null }));

/**
 * Recording an opt-out a person gave staff by phone, in person or in writing
 * (docs/product.md#opt-outs): what to stop, how it reached us, and an optional note.
 */
import { z } from "zod";
import { optOutChannels, optOutMethods, type OptOutChannel, type StaffOptOutMethod } from "../contact-preferences.ts";
import { optionValues } from "./options.ts";
import { OPT_OUT_NOTE_MAX } from "./opt-out-fields.ts";

export * from "./opt-out-fields.ts";

export interface StaffOptOut {
  channels: OptOutChannel[];
  method: StaffOptOutMethod;
  note: string | null;
}

export const optOutSchema = z
  .object({
    opt_out_channels: z.array(z.enum(optOutChannels)).min(1, "Please choose what they asked us to stop."),
    opt_out_method: z.enum(optionValues(optOutMethods), { error: "Please choose how they told us." }),
    opt_out_note: z.string().trim().max(OPT_OUT_NOTE_MAX, `Please keep the note under ${OPT_OUT_NOTE_MAX} characters.`).optional(),
  })
  .transform((v): StaffOptOut => ({ channels: [...new Set(v.opt_out_channels)], method: v.opt_out_method, note: v.opt_out_note || null }));

/** The back office's note form (a lead's detail page): one schema for the action and the page. */
import { z } from "zod";
import { MAX_NOTE_LENGTH } from "./lead-note-fields.ts";

export const leadNoteSchema = z.object({
  note: z
    .string({ error: "Please write the note." })
    .trim()
    .min(1, "Please write the note.")
    .max(MAX_NOTE_LENGTH, `Please keep a note under ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters.`),
});

/** The note form's label and limit, without zod (the lead page imports them; zod stays out of the browser bundle). */
export const MAX_NOTE_LENGTH = 5000;

export const leadNoteLabels = { note: "Note" } as const;

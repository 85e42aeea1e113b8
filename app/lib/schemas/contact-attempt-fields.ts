/** The contact-attempt form's labels and limits, without zod (the record page imports them). */
export const CONTACT_NOTE_MAX = 1000;

export const contactAttemptLabels = {
  channel: "How",
  outcome: "Outcome",
  contact_note: "Details",
} as const;

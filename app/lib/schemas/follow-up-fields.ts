/** The follow-up form's labels and limits, without zod (the record page imports them; zod stays out of the browser bundle). */
export const FOLLOW_UP_NOTE_MAX = 200;

/** A follow-up a few minutes in the past is still accepted (the form was filled in a minute ago). */
export const FOLLOW_UP_GRACE_MINUTES = 5;

/** How far ahead a follow-up may be set (a typo guard: "2062" for "2026"). */
export const FOLLOW_UP_MAX_DAYS = 366;

export const followUpLabels = {
  follow_up_date: "Date",
  follow_up_time: "Time",
  follow_up_note: "What for",
} as const;

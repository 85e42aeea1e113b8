/** The time-off forms' labels, without zod (the rules are in ./time-off.ts). */
export const timeOffLabels = {
  firstDate: "First day",
  lastDate: "Last day",
  reason: "Reason",
} as const;

export const MAX_TIME_OFF_REASON = 120;
/** The longest range one entry may cover. */
export const MAX_TIME_OFF_DAYS = 366;

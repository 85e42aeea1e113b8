/**
 * A team member's weekly hours form (/admin/profile/availability), without zod: its field
 * names per weekday (0 = Sunday) and their labels; the rules are in ./team-hours.ts.
 */
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The week as the form lists it: Monday first. */
export const weekdaysInFormOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export const teamHoursFieldNames = {
  mode: "hours",
  on: (weekday: number) => `day${weekday}`,
  opens: (weekday: number) => `opens${weekday}`,
  closes: (weekday: number) => `closes${weekday}`,
} as const;

/** Field name → label, in the form's order (the error summary's links). */
export const teamHoursLabels: Record<string, string> = {
  hours: "Hours",
  ...Object.fromEntries(
    weekdaysInFormOrder.flatMap((d) => [
      [teamHoursFieldNames.opens(d), `${weekdayNames[d]} from`],
      [teamHoursFieldNames.closes(d), `${weekdayNames[d]} to`],
    ]),
  ),
};

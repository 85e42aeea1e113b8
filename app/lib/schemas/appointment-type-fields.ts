/**
 * The appointment type form's labels and limits, without zod (the page's own bundle imports
 * them; the rules are in ./appointment-type.ts).
 */
export const appointmentTypeLabels = {
  name: "Name (English)",
  nameEs: "Name (Spanish)",
  description: "Description (English)",
  descriptionEs: "Description (Spanish)",
  slug: "Address",
  durationMinutes: "Length (minutes)",
  bufferMinutes: "Buffer after it (minutes)",
  minNoticeMinutes: "Minimum notice (minutes)",
  horizonDays: "Bookable up to (days ahead)",
  location: "Where it happens",
  meetingUrl: "Meeting room address",
  assignment: "Who takes it",
  userId: "Person",
  active: "Bookable",
  sortOrder: "Order on the booking page",
} as const;

export type AppointmentTypeField = keyof typeof appointmentTypeLabels;

/** The bounds the schema checks and the form's hints state. */
export const appointmentTypeBounds = {
  durationMinutes: { min: 5, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  minNoticeMinutes: { min: 0, max: 10_080 },
  horizonDays: { min: 1, max: 365 },
  sortOrder: { min: 0, max: 999 },
} as const;

export const MAX_APPOINTMENT_NAME = 80;
export const MAX_APPOINTMENT_DESCRIPTION = 500;
export const MAX_APPOINTMENT_SLUG = 60;

export const appointmentAssignments = ["round_robin", "person"] as const;
export type AppointmentAssignment = (typeof appointmentAssignments)[number];

export const appointmentAssignmentLabels: Record<AppointmentAssignment, string> = {
  round_robin: "The whole team in turn",
  person: "One person",
};

/** "120" → "2 hours", "90" → "1 hour 30 minutes", "2880" → "2 days": the notice as people say it. */
export function formatMinutes(total: number): string {
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  if (total === 0) return "none";
  if (total % 1440 === 0) return plural(total / 1440, "day");
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return [hours ? plural(hours, "hour") : "", minutes ? plural(minutes, "minute") : ""].filter(Boolean).join(" ");
}

/** The booking form (/book/{type}): the labels staff see (English), without zod. */

export const bookingLabels = {
  slot: "Time",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  topic: "What the call is about",
} as const;

/** The longest "what is it about" text. */
export const BOOKING_TOPIC_MAX = 1000;

/** A start time as the form posts it: an ISO instant in UTC, to the minute. */
export const SLOT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;

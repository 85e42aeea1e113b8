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

/** The help desk's callback request: the labels staff see on the record (English), without zod. */

export const callbackRequestLabels = {
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  bestTime: "Best time to call",
  question: "Question",
} as const;

/** The longest question carried into a callback request (the help desk's own limit). */
export const CALLBACK_QUESTION_MAX = 1000;

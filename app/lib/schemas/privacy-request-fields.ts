/** Labels and texts of the privacy request form (/privacy/request) and of its staff page: what the pages need, without zod. */

export const privacyRequestLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  kind: "What would you like us to do?",
  details: "Anything that helps us find your information or understand your request",
} as const;

/** The staff page's forms: the extension and the answer sent to the person. */
export const privacyExtensionLabels = { reason: "Why more time is needed (sent to the person)" } as const;
export const privacyAnswerLabels = { answer: "Answer to the person", outcome: "Outcome" } as const;

export const privacyOutcomeOptions = [
  { value: "answered", label: "Done: the request was carried out" },
  { value: "declined", label: "Declined: the answer gives the reason" },
] as const;

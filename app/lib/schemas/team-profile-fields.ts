/** The profile form's labels and limits, without zod (the page imports them; zod stays out of the browser bundle). */
export const MAX_DISPLAY_NAME_LENGTH = 100;
export const MAX_SIGNATURE_LENGTH = 500;

export const teamProfileLabels = { name: "Display name", phone: "Direct phone", signature: "Email signature" } as const;

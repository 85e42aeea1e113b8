/** The invitation form's labels and the link's lifetime, without zod (pages import them; zod stays out of the browser bundle). */

/** How long an invitation's set-password link works; it also works only once. */
export const INVITATION_LINK_DAYS = 7;

export const teamInviteLabels = { name: "Display name", email: "Email address", role: "Role" } as const;

/** The Users page's invitation form: who joins the team, at which address, with which role. */
import { z } from "zod";
import { TEAM_ROLES } from "../account-roles.ts";
import { displayName } from "./team-profile.ts";

export * from "./team-invite-fields.ts";

export const teamInviteSchema = z.object({
  name: displayName,
  email: z
    .string({ error: "Please enter their email address." })
    .trim()
    .min(1, "Please enter their email address.")
    .max(254, "Please enter a shorter email address.")
    .pipe(z.email("Please enter a valid email address, like dana@example.com."))
    .transform((v) => v.toLowerCase()),
  role: z.enum(TEAM_ROLES, { error: "Please choose Staff or Admin." }),
});

export type TeamInvite = z.output<typeof teamInviteSchema>;

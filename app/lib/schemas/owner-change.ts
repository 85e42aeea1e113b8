/** The owner form on a record's page: a team member's id, or empty for nobody. */
import { z } from "zod";

export const ownerChangeSchema = z
  .object({ owner_id: z.string().max(200, "Please choose one of the team.").optional() })
  .transform((v) => ({ ownerId: v.owner_id || null }));

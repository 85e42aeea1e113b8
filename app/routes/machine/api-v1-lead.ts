/** GET /api/v1/leads/{form}/{id} (docs/product.md#the-api): one lead with its notes, its files by name and its person's other records. */
import type { Route } from "./+types/api-v1-lead";
import { apiCall } from "../../http/api.ts";
import { answerOf, leadFormOf } from "../../http/api-results.ts";
import { getApiLead } from "../../server/integrations/api/leads.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiCall({ request, context }, apiOperations.getLead.scope, async (api) =>
    answerOf(await getApiLead(api.services.db, api.services.env.PUBLIC_URL, leadFormOf(params.form), params.id)),
  );
}

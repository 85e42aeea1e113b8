/** GET /api/v1/people/{id} (docs/product.md#the-api): a person's leads across forms. */
import type { Route } from "./+types/api-v1-person";
import { apiCall } from "../../http/api.ts";
import { answerOf } from "../../http/api-results.ts";
import { getApiPerson } from "../../server/integrations/api/leads.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiCall({ request, context }, apiOperations.getPerson.scope, async (api) => answerOf(await getApiPerson(api.services.db, api.services.env.PUBLIC_URL, params.id)));
}

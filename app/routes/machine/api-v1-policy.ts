/** GET /api/v1/policies/{id} (docs/product.md#the-api): one policy with its vehicles and drivers. */
import type { Route } from "./+types/api-v1-policy";
import { apiCall } from "../../http/api.ts";
import { answerOf } from "../../http/api-results.ts";
import { getApiPolicy } from "../../server/integrations/api/customers.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiCall({ request, context }, apiOperations.getPolicy.scope, async (api) => answerOf(await getApiPolicy(api.services.db, api.services.env.PUBLIC_URL, params.id)));
}

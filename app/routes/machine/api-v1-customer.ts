/** GET /api/v1/customers/{id} (docs/product.md#the-api): one customer with its policies' ids. */
import type { Route } from "./+types/api-v1-customer";
import { apiCall } from "../../http/api.ts";
import { answerOf } from "../../http/api-results.ts";
import { getApiCustomer } from "../../server/integrations/api/customers.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiCall({ request, context }, apiOperations.getCustomer.scope, async (api) => answerOf(await getApiCustomer(api.services.db, api.services.env.PUBLIC_URL, params.id)));
}

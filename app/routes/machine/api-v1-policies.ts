/** GET /api/v1/policies (docs/product.md#the-api): policies with their vehicles and drivers, one page after the cursor. */
import type { Route } from "./+types/api-v1-policies";
import { apiCall } from "../../http/api.ts";
import { answerOf, readQuery } from "../../http/api-results.ts";
import { listApiPolicies } from "../../server/integrations/api/customers.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

const operation = apiOperations.listPolicies;

export function loader(args: Route.LoaderArgs) {
  return apiCall(args, operation.scope, async (api) => answerOf(await listApiPolicies(api.services.db, api.services.env.PUBLIC_URL, readQuery(operation.query, api.url))));
}

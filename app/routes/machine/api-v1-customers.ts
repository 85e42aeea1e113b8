/** GET /api/v1/customers (docs/product.md#the-api): customers, one page after the cursor. */
import type { Route } from "./+types/api-v1-customers";
import { apiCall } from "../../http/api.ts";
import { answerOf, readQuery } from "../../http/api-results.ts";
import { listApiCustomers } from "../../server/integrations/api/customers.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

const operation = apiOperations.listCustomers;

export function loader(args: Route.LoaderArgs) {
  return apiCall(args, operation.scope, async (api) => answerOf(await listApiCustomers(api.services.db, api.services.env.PUBLIC_URL, readQuery(operation.query, api.url))));
}

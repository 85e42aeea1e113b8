/** GET /api/v1/service-requests (docs/product.md#the-api): service requests with their threads, one page after the cursor. */
import type { Route } from "./+types/api-v1-service-requests";
import { apiCall } from "../../http/api.ts";
import { answerOf, readQuery } from "../../http/api-results.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";
import { listApiServiceRequests } from "../../server/integrations/api/service-requests.ts";

const operation = apiOperations.listServiceRequests;

export function loader(args: Route.LoaderArgs) {
  return apiCall(args, operation.scope, async (api) => answerOf(await listApiServiceRequests(api.services.db, api.services.env.PUBLIC_URL, readQuery(operation.query, api.url))));
}

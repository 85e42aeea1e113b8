/** GET /api/v1/service-requests/{id} (docs/product.md#the-api): one service request with its thread (attachments by name only). */
import type { Route } from "./+types/api-v1-service-request";
import { apiCall } from "../../http/api.ts";
import { answerOf } from "../../http/api-results.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";
import { getApiServiceRequest } from "../../server/integrations/api/service-requests.ts";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiCall({ request, context }, apiOperations.getServiceRequest.scope, async (api) =>
    answerOf(await getApiServiceRequest(api.services.db, api.services.env.PUBLIC_URL, params.id)),
  );
}

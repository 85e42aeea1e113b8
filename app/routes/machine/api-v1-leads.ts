/** GET /api/v1/leads (docs/product.md#the-api): leads of every form, filtered as the inbox filters, one page after the cursor. */
import type { Route } from "./+types/api-v1-leads";
import { apiCall } from "../../http/api.ts";
import { answerOf, readQuery } from "../../http/api-results.ts";
import { listApiLeads } from "../../server/integrations/api/leads.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

const operation = apiOperations.listLeads;

export function loader(args: Route.LoaderArgs) {
  return apiCall(args, operation.scope, async (api) => answerOf(await listApiLeads(api.services.db, api.services.env.PUBLIC_URL, readQuery(operation.query, api.url))));
}

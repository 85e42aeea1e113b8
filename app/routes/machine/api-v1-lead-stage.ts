/** POST /api/v1/leads/{form}/{id}/stage (docs/product.md#the-api): the record page's stage change, by an integration. */
import type { Route } from "./+types/api-v1-lead-stage";
import { apiCall } from "../../http/api.ts";
import { answerOf, leadFormOf, postOnly } from "../../http/api-results.ts";
import { apiActor } from "../../server/integrations/api-tokens.ts";
import { changeLeadStageFromApi } from "../../server/integrations/api/lead-changes.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

export const loader = postOnly;

export function action({ request, context, params }: Route.ActionArgs) {
  return apiCall({ request, context }, apiOperations.changeLeadStage.scope, async (api) =>
    answerOf(await changeLeadStageFromApi(api.services.db, apiActor(api.caller), api.services.env.PUBLIC_URL, leadFormOf(params.form), params.id, api.body, api.now)),
  );
}

/** POST /api/v1/leads/{form}/{id}/notes (docs/product.md#the-api): an internal note on a lead, written by an integration. */
import type { Route } from "./+types/api-v1-lead-notes";
import { apiCall } from "../../http/api.ts";
import { answerOf, leadFormOf, postOnly } from "../../http/api-results.ts";
import { apiActor } from "../../server/integrations/api-tokens.ts";
import { addLeadNoteFromApi } from "../../server/integrations/api/lead-changes.ts";
import { apiOperations } from "../../server/integrations/api/operations.ts";

export const loader = postOnly;

export function action({ request, context, params }: Route.ActionArgs) {
  return apiCall({ request, context }, apiOperations.addLeadNote.scope, async (api) =>
    answerOf(await addLeadNoteFromApi(api.services.db, apiActor(api.caller), leadFormOf(params.form), params.id, api.body)),
  );
}

/** GET /api/v1/openapi.json (docs/product.md#the-api): the API's OpenAPI 3.1 document; no token needed. */
import type { Route } from "./+types/api-v1-openapi";
import { servicesOf } from "../../http/context.ts";
import { buildOpenApiDocument } from "../../server/integrations/api/openapi.ts";

export function loader({ context }: Route.LoaderArgs) {
  return Response.json(buildOpenApiDocument(servicesOf(context).env.PUBLIC_URL), { headers: { "Cache-Control": "no-cache" } });
}

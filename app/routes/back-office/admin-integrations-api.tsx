/**
 * The API reference (docs/integrations.md#the-api): the OpenAPI document the API serves at
 * /api/v1/openapi.json, rendered for people: each operation's method, path, scope, summary,
 * parameters, body fields and answer fields, and the records. Admins only; read-only.
 */
import { FileJson } from "lucide-react";
import type { Route } from "./+types/admin-integrations-api";
import { AdminFrame } from "../../components/admin/AdminFrame.tsx";
import { ApiReference } from "../../components/admin/integrations/ApiReference.tsx";
import { readableApi } from "../../components/admin/integrations/api-reference.ts";
import { INTEGRATIONS_PATH } from "../../lib/integration-form-fields.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { buildOpenApiDocument } from "../../server/integrations/api/openapi.ts";
import { API_BASE_PATH } from "../../server/integrations/api/paths.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const document = buildOpenApiDocument(servicesOf(context).env.PUBLIC_URL);
  return { reference: readableApi(document), documentPath: `${API_BASE_PATH}/openapi.json` };
}

export const meta = () => [{ title: "API reference · Integrations · Back office" }, { name: "robots", content: "noindex" }];

export default function ApiReferencePage({ loaderData }: Route.ComponentProps) {
  const { reference, documentPath } = loaderData;
  return (
    <AdminFrame
      crumbs={[{ label: "Integrations", href: INTEGRATIONS_PATH }]}
      eyebrow="Integrations"
      title="API reference"
      description={<p>What an integration can ask with a token, and what it gets back. Tools that read OpenAPI (Postman, code generators) take the document itself.</p>}
      actions={
        <a href={documentPath} className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-white px-4 font-semibold text-white hover:bg-white/10">
          <FileJson aria-hidden="true" className="h-5 w-5" />
          OpenAPI document (JSON)
        </a>
      }
    >
      <ApiReference reference={reference} />
    </AdminFrame>
  );
}

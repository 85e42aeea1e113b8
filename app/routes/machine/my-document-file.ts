/**
 * GET /dashboard/documents/:id: one of the signed-in customer's own documents
 * (docs/product.md#documents). A PDF or photo opens in the browser, sandboxed; `?download=1`
 * downloads. Signed out, staff: 403. Another customer's document, or an account not linked to
 * a customer yet or not verified: 404, exactly as for a document that does not exist. Each download is audited.
 */
import type { Route } from "./+types/my-document-file";
import { requireCustomer } from "../../http/customer-guard.ts";
import { documentFileResponse, documentNotFound } from "../../http/document-file-response.ts";
import { findDocumentFile, recordDocumentDownload } from "../../server/documents/document-file.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const { user, verified, customer } = await requireCustomer({ request, context }, { download: true });
  if (!customer || !verified) return documentNotFound();
  const { db, fileKeys } = servicesOf(context);
  const file = await findDocumentFile(db, fileKeys, params.id, { customerId: customer.id });
  if (!file) return documentNotFound();
  await recordDocumentDownload(db, user, file, "customer");
  return documentFileResponse(file, url);
}

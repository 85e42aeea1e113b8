/**
 * GET /admin/documents/:id: a customer document's file for staff (docs/product.md#documents).
 * A PDF or photo opens in the browser, sandboxed; `?download=1` (and every other type) downloads.
 * Staff and admins only: anyone else gets 403 and no data. Each download is audited.
 */
import type { Route } from "./+types/admin-document-file";
import { requireStaff } from "../../http/guards.ts";
import { documentFileResponse, documentNotFound } from "../../http/document-file-response.ts";
import { findDocumentFile, recordDocumentDownload } from "../../server/documents/document-file.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, { download: true });
  const { db, fileKeys } = servicesOf(context);
  const file = await findDocumentFile(db, fileKeys, params.id);
  if (!file) return documentNotFound();
  await recordDocumentDownload(db, staff, file, "staff");
  return documentFileResponse(file, url);
}

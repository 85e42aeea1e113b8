/**
 * GET /admin/signing/:id/files/:which: a document for signature's original PDF (`original`) or,
 * once completed, its signed PDF (`signed`), for staff (docs/product.md#documents-signed-online).
 * Always a download, never cached; staff and admins only (403 and no data to anyone else).
 * Each download is audited.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-signing-file";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { downloadHeaders } from "../../http/download-headers.ts";
import { signingFileForStaff } from "../../server/signing/signing-lists.ts";
import { recordSigningDownload, signingDepsOf } from "../../server/signing/staff-signing.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, { download: true });
  const which = params.which;
  if (which !== "original" && which !== "signed") throw data("Not found", { status: 404 });
  const services = servicesOf(context);
  const file = await signingFileForStaff(signingDepsOf(services), params.id, which);
  if (!file.ok) throw data("Not found", { status: 404 });
  await recordSigningDownload(services.db, staff, params.id, which);
  return new Response(new Uint8Array(file.bytes), { headers: downloadHeaders(file.fileName, "application/pdf", file.bytes.byteLength) });
}

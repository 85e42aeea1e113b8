/**
 * GET /admin/service-requests/{id}/files/{fileId}: a file a customer attached to a message of this
 * request, as a download (the type stored from its bytes, nosniff, never cached). Staff and admins
 * only (403 for anyone else, no data); a file is found only through its own request. Each
 * download is audited.
 */
import type { Route } from "./+types/admin-service-file";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { downloadHeaders } from "../../http/download-headers.ts";
import { downloadStaffRequestFile } from "../../server/service-requests/request-thread.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { download: true });
  const { db, fileKeys } = servicesOf(args.context);
  const file = await downloadStaffRequestFile(db, fileKeys, staff, args.params.id, args.params.fileId);
  if (!file) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(file.data, { headers: downloadHeaders(file.fileName, file.contentType, file.data.byteLength) });
}

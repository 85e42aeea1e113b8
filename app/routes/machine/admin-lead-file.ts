/**
 * GET /admin/inbox/{form}/{id}/files/{fileId}: an uploaded resume or claim attachment, as a
 * download (Content-Disposition: attachment, the type stored from the file's bytes, nosniff,
 * never cached). With `?inline=1` a photo or PDF is shown in the browser instead (inline,
 * sandboxed, loading nothing else: app/http/inline-file-headers.ts); any other type
 * is still a download. Staff and admins only: anyone else gets 403 and no data. A file is
 * found only through its own record. Each download and preview is audited.
 */
import type { Route } from "./+types/admin-lead-file";
import { previewKind } from "../../lib/file-preview.ts";
import { isLeadForm } from "../../lib/lead-forms.ts";
import { requireStaff } from "../../http/guards.ts";
import { downloadHeaders } from "../../http/download-headers.ts";
import { inlineFileHeaders } from "../../http/inline-file-headers.ts";
import { getLeadFile, recordFileAccess } from "../../server/inbox/get-lead-file.ts";
import { findLeadHeader } from "../../server/inbox/lead-records.ts";
import { servicesOf } from "../../http/context.ts";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, { download: true });
  const form = params.form;
  if (!isLeadForm(form)) return notFound();
  const { db, fileKeys } = servicesOf(context);
  const file = await getLeadFile(db, fileKeys, form, params.id, params.fileId);
  const lead = file ? await findLeadHeader(db, form, params.id) : null;
  if (!file || !lead) return notFound();
  const inline = url.searchParams.get("inline") === "1" && previewKind(file.contentType) !== null;
  await recordFileAccess(db, staff, { form, recordId: lead.id, auditLabel: lead.auditLabel }, file.fileName, inline ? "preview" : "download");
  const headers = (inline ? inlineFileHeaders : downloadHeaders)(file.fileName, file.contentType, file.data.byteLength);
  return new Response(file.data, { headers });
}

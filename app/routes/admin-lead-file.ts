/**
 * GET /admin/inbox/{form}/{id}/files/{fileId}: an uploaded resume or claim attachment,
 * always as a download (Content-Disposition: attachment, the type stored from the
 * file's bytes, nosniff, never cached). Admins only: anyone else gets 403 and no
 * data. A file is found only through its own record. Each download is audited.
 */
import type { Route } from "./+types/admin-lead-file";
import { isLeadForm } from "../lib/lead-forms.ts";
import { requireAdmin } from "../server/accounts/guards.ts";
import { recordAudit } from "../server/audit/record-audit.ts";
import { downloadHeaders } from "../server/http/download-headers.ts";
import { getLeadFile } from "../server/inbox/get-lead-file.ts";
import { findLeadHeader } from "../server/inbox/lead-records.ts";
import { servicesOf } from "../server/context.ts";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context }, { download: true });
  const form = params.form;
  if (!isLeadForm(form)) return notFound();
  const db = servicesOf(context).db;
  const file = await getLeadFile(db, form, params.id, params.fileId);
  const lead = file ? await findLeadHeader(db, form, params.id) : null;
  if (!file || !lead) return notFound();
  await recordAudit(db, admin, { action: "file.download", targetType: form, targetId: lead.id, targetLabel: lead.auditLabel, detail: file.fileName });
  return new Response(file.data, { headers: downloadHeaders(file.fileName, file.contentType, file.data.byteLength) });
}

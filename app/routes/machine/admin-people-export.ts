/**
 * GET /admin/people/export?email=…&phone=…: everything held about the person as one ZIP archive
 * (JSON and their files). Admins only: anyone else gets 403 and no data. Each download is audited.
 */
import type { Route } from "./+types/admin-people-export";
import { personLookupSchema } from "../../lib/schemas/person-lookup.ts";
import { parseForm } from "../../lib/form-data.ts";
import { requireAdmin, requireRecentSecondFactor } from "../../http/guards.ts";
import { exportPersonData } from "../../server/compliance/export-person-data.ts";
import { lookupKeys } from "../../server/compliance/person-data.ts";
import { servicesOf } from "../../http/context.ts";
import { downloadHeaders } from "../../http/download-headers.ts";

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context }, { download: true });
  requireRecentSecondFactor({ request }, admin);
  const parsed = parseForm(personLookupSchema, url.searchParams);
  if (!parsed.ok) return plain(400, "Give an email address or a phone number.");
  const services = servicesOf(context);
  const archive = await exportPersonData(services.db, services.fileKeys, admin, lookupKeys(parsed.data)!, services.agency.name);
  if (!archive) return plain(404, "Nothing is held about this person.");
  return new Response(archive.stream, { headers: downloadHeaders(archive.fileName, "application/zip") });
}

/**
 * GET /admin/customers/import/sample.csv: the import's sample file (docs/examples/book-of-business.csv,
 * invented data) as a download, to start from or compare an export with. Admins only, like the import.
 */
import type { Route } from "./+types/admin-book-import-sample";
import { requireAdmin } from "../../http/guards.ts";
import { importSampleCsv } from "../../server/book-import/import-guide.ts";
import { downloadHeaders } from "../../http/download-headers.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin({ request, context }, { download: true });
  return new Response(importSampleCsv(), { headers: downloadHeaders("book-of-business-sample.csv", "text/csv; charset=utf-8") });
}

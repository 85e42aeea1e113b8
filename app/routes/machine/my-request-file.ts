/**
 * GET /dashboard/requests/{number}/files/{fileId}: a file the customer attached to one of their
 * own requests, as a download (the type stored from its bytes, nosniff, never cached). The
 * customer guard first (a download: 403 for anyone not signed in as a customer); a file is found
 * only through the linked customer's request, so another customer's answers 404.
 */
import type { Route } from "./+types/my-request-file";
import { servicesOf } from "../../http/context.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { downloadHeaders } from "../../http/download-headers.ts";
import { getCustomerRequestFile } from "../../server/service-requests/request-thread.ts";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader(args: Route.LoaderArgs) {
  const { customer } = await requireCustomer(args, { download: true });
  if (!customer) return notFound();
  const { db, fileKeys } = servicesOf(args.context);
  const file = await getCustomerRequestFile(db, fileKeys, customer.id, args.params.number, args.params.fileId);
  if (!file) return notFound();
  return new Response(file.data, { headers: downloadHeaders(file.fileName, file.contentType, file.data.byteLength) });
}

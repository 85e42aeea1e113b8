/**
 * GET /admin/signing/:id/pages/:page: one page of a document for signature as the PNG the
 * prepare page places fields on (docs/product.md#documents-signed-online). Staff and admins
 * only (403 to anyone else, never public), never cached: a page is a customer's document.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-signing-page";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { pageImage } from "../../server/signing/signer-access.ts";
import { signingDepsOf } from "../../server/signing/staff-signing.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff({ request, context }, { download: true });
  const page = Number(params.page);
  if (!Number.isInteger(page) || page < 1) throw data("Not found", { status: 404 });
  const image = await pageImage(signingDepsOf(servicesOf(context)), params.id, page);
  if (!image.ok) throw data("Not found", { status: 404 });
  return new Response(new Uint8Array(image.png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(image.png.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * GET /sign/page/:page?token=… (and /es/sign/…): one page of the document as the signer sees it
 * (docs/product.md#signing-a-document), only while the link is open and with this browser's proof
 * of the email code (app/http/signer-cookie.ts). Never cached: it is a page of a personal document.
 */
import type { Route } from "./+types/sign-page-image";
import { servicesOf } from "../../http/context.ts";
import { signerProofOf, tokenOf } from "../../http/signer-cookie.ts";
import { signingDepsOf } from "../../server/services.ts";
import { signerPageImageWithProof } from "../../server/signing/signer-page.ts";

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const token = tokenOf(url);
  const page = /^\d{1,3}$/.test(params.page) ? Number(params.page) : 0;
  const image = await signerPageImageWithProof(signingDepsOf(services), token, page, await signerProofOf(request, services, token));
  if (!image.ok) return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(image.png as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(image.png.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

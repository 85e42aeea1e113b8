/**
 * GET /sign/disclosure.pdf?token=… (and /es/sign/…): the ESIGN disclosure the signer is reading,
 * as a PDF opened in the browser (docs/product.md#signing-a-document): opening it shows, before
 * consent, that the signer can open the PDFs the disclosure speaks of. Nothing personal in it
 * but the document's title and reference.
 */
import type { Route } from "./+types/sign-disclosure-pdf";
import { servicesOf } from "../../http/context.ts";
import { tokenOf } from "../../http/signer-cookie.ts";
import { signingDepsOf } from "../../server/services.ts";
import { disclosurePdf } from "../../server/signing/signer-page.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const pdf = await disclosurePdf(signingDepsOf(servicesOf(context)), tokenOf(url));
  if (!pdf.ok) return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.fileName.replace(/[^\w.-]/g, "_")}"`,
      "Content-Length": String(pdf.bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}

/**
 * GET /sign/signed.pdf?token=… (and /es/sign/…): the signed PDF for one of its signers, the
 * link every signer is emailed once everyone has signed (docs/product.md#signing-a-document).
 * Without this browser's proof of a fresh email code it goes to the signer's page, which asks
 * for one; a link that is not a signer's of a completed document is explained there too.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/sign-signed-copy";
import { servicesOf } from "../../http/context.ts";
import { signerProofOf, signPathOf, tokenOf } from "../../http/signer-cookie.ts";
import { localeOfUrl } from "../../lib/i18n/locale.ts";
import { signingDepsOf } from "../../server/services.ts";
import { signedCopyWithProof } from "../../server/signing/signer-page.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const token = tokenOf(url);
  const copy = await signedCopyWithProof(signingDepsOf(services), token, await signerProofOf(request, services, token));
  if (!copy.ok) throw redirect(`${signPathOf(localeOfUrl(url))}?token=${encodeURIComponent(token)}`);
  return new Response(copy.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${copy.fileName.replace(/[^\w.-]/g, "_")}"`,
      "Content-Length": String(copy.bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

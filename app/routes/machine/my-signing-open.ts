/**
 * POST /dashboard/signing/:documentId (and /es/…): a signed-in customer opens one of their own
 * documents to sign from the dashboard (docs/product.md#signing-a-document). A fresh personal
 * link is made for their own signer row only, and they go to it (the email code is still asked).
 * Signed out, staff: 403. Another customer's document, or one not open to them: back to the
 * dashboard with nothing changed. A GET only goes back to the dashboard: opening changes the link.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/my-signing-open";
import { servicesOf } from "../../http/context.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { signPathOf } from "../../http/signer-cookie.ts";
import { localeOfUrl, pathInLocale } from "../../lib/i18n/locale.ts";
import { openCustomerSigning } from "../../server/signing/signer-page.ts";

export function loader({ url }: Route.LoaderArgs) {
  throw redirect(pathInLocale("/dashboard", localeOfUrl(url)));
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { user, verified, customer } = await requireCustomer({ request, context }, { download: true });
  const locale = localeOfUrl(url);
  const opened = await openCustomerSigning(servicesOf(context).db, { email: user.email, emailVerified: verified, customerId: customer?.id ?? null }, params.documentId);
  if (!opened.ok) throw redirect(`${pathInLocale("/dashboard", locale)}?signing=${opened.error}#documents-to-sign`);
  throw redirect(`${signPathOf(locale)}?token=${encodeURIComponent(opened.token)}`);
}

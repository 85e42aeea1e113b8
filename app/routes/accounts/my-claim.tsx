/**
 * /dashboard/claims/{claim number} (and its /es twin): one of the customer's own claims
 * (docs/product.md#the-customers-side), as they submitted it, with its status. Staff notes
 * and files are never shown here. A claim the account may not see is a plain 404, the same
 * as a claim that does not exist. requireCustomer first (signed out: sign in, then back here).
 */
import { Phone } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/my-claim";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useAgency, useLocale, useT } from "../../components/use-site.ts";
import { claimDetailsIn, claimStatusIn } from "../../lib/customer-labels.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { getCustomerClaim } from "../../server/leads/customer-claims.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireCustomer(args);
  const claim = await getCustomerClaim(servicesOf(args.context).db, user.id, args.params.claimNumber);
  if (!claim) throw data("Not found", { status: 404 });
  // The fields as the claimant sent them, in the page's language; just added from the claim email's link (confirm-claim.tsx).
  const details = claimDetailsIn(localeOfPath(args.url.pathname), claim.details);
  return { claim: { ...claim, details }, confirmed: args.url.searchParams.get("confirmed") === "1" };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = translatorFor(localeOfPath(location.pathname));
  return [{ title: loaderData ? t("customer.claim.title", { number: loaderData.claim.claimNumber }) : t("customer.claim.word") }, { name: "robots", content: "noindex" }];
};

export default function MyClaimPage({ loaderData }: Route.ComponentProps) {
  const { claim, confirmed } = loaderData;
  const agency = useAgency();
  const t = useT();
  const locale = useLocale();
  return (
    <CustomerFrame
      title={<>{t("customer.claim.word")} <span className="font-mono">{claim.claimNumber}</span></>}
      crumbs={[
        { label: t("customer.claims.title"), href: "/dashboard/claims" },
        { label: claim.claimNumber, href: `/dashboard/claims/${claim.claimNumber}` },
      ]}
    >
      {confirmed ? (
        <MessageBox tone="success" title={t("customer.claim.confirmedTitle")} className="mb-6">
          <p>{t("customer.claim.confirmedText")}</p>
        </MessageBox>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="submitted-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <h2 id="submitted-heading" className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-navy-900">{t("customer.claim.submittedHeading")}</h2>
          <dl className="divide-y divide-slate-200">
            {claim.details.map((field, i) => (
              <div key={`${field.label}-${i}`} className="px-5 py-3 sm:grid sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
                <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
                <dd className="mt-0.5 whitespace-pre-wrap break-words text-slate-900 sm:mt-0">
                  {field.value || <span className="italic text-slate-600">{t("customer.claim.notProvided")}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <aside aria-label={t("customer.claim.statusLabel")} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div>
            <p className="text-sm font-medium text-slate-600">{t("customer.claim.status")}</p>
            <p className="mt-1 text-xl font-semibold text-navy-900">{claimStatusIn(locale, claim.status)}</p>
          </div>
          <div>
            <p className="text-sm font-medium text-slate-600">{t("customer.claim.submitted")}</p>
            <p className="mt-1 text-slate-900">{formatDate(claim.createdAt, undefined, locale)}</p>
          </div>
          <p className="text-sm text-slate-700">{t("customer.claim.questions")}</p>
          <ButtonLink href={`tel:${agency.claimsPhone.dial}`} variant="outline" className="w-full">
            <Phone aria-hidden="true" className="h-5 w-5" />
            {agency.claimsPhone.display}
          </ButtonLink>
        </aside>
      </div>
    </CustomerFrame>
  );
}

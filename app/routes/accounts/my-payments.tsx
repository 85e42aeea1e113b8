/**
 * /dashboard/payments (and /es/dashboard/payments): how to pay each of the customer's policies in force
 * (docs/product.md#the-customers-side): a policy the carrier bills is paid on the carrier's
 * page, one the agency bills through the agency's payment portal. requireCustomer first.
 */
import { CreditCard, ExternalLink } from "lucide-react";
import type { Route } from "./+types/my-payments";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CallAgencyButton } from "../../components/CallAgencyButton.tsx";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { NotLinkedNotice } from "../../components/customer-portal/NotLinkedNotice.tsx";
import { PaymentLink } from "../../components/customer-portal/PaymentLink.tsx";
import { useAgency, useLocale, useT } from "../../components/use-site.ts";
import { billingIn, policyLineIn } from "../../lib/customer-labels.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { servicesOf } from "../../http/context.ts";
import { listPayablePolicies } from "../../server/customer-portal/customer-payments.ts";
import { requireCustomer } from "../../http/customer-guard.ts";

export async function loader(args: Route.LoaderArgs) {
  const { verified, customer } = await requireCustomer(args);
  const { db, agency } = servicesOf(args.context);
  return { verified, policies: customer ? await listPayablePolicies(db, customer.id, agency.paymentPortalUrl) : null };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translatorFor(localeOfPath(location.pathname))("customer.payments.title") },
  { name: "robots", content: "noindex" },
];

export default function MyPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { verified, policies } = loaderData;
  const agency = useAgency();
  const t = useT();
  const locale = useLocale();
  return (
    <CustomerFrame title={t("customer.payments.title")} crumbs={[{ label: t("customer.payments.title"), href: "/dashboard/payments" }]}>
      <p className="max-w-3xl text-slate-700">{t("customer.payments.intro")}</p>
      {policies === null ? <NotLinkedNotice verified={verified} className="mt-6" /> : null}
      {policies?.length ? (
        <ul className="mt-6 space-y-4">
          {policies.map((policy) => (
            <li key={policy.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-navy-900">
                {policyLineIn(locale, policy.line)} · {policy.carrier.name}
              </h2>
              <p className="text-slate-700">
                {t("customer.payments.policyNumber")} <span className="break-all font-mono font-semibold text-slate-900">{policy.policyNumber}</span> ·{" "}
                {billingIn(locale, policy.billing)} · {t("customer.payments.expires", { date: formatDate(policy.expirationDate, undefined, locale) })}
              </p>
              <div className="mt-3">
                <PaymentLink payment={policy.payment} agencyPhone={agency.phone} />
              </div>
            </li>
          ))}
        </ul>
      ) : policies ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("customer.payments.none")}</p>
      ) : null}
      <section aria-labelledby="agency-pay-heading" className="mt-8 flex flex-col gap-4 rounded-xl bg-navy-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="agency-pay-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <CreditCard aria-hidden="true" className="h-5 w-5" />
            {t("customer.payments.payAgency", { agency: agency.name })}
          </h2>
          <p className="text-slate-800">{t("customer.payments.portalText")}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={agency.paymentPortalUrl} variant="navy" newTab>
            {t("customer.dashboard.makePayment")}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
          <CallAgencyButton />
        </div>
      </section>
    </CustomerFrame>
  );
}

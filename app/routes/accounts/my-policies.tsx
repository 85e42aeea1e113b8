/**
 * /dashboard/policies (and /es/dashboard/policies): the signed-in customer's policies (docs/product.md#the-customers-side),
 * each with its line, carrier, number, dates, status, billing, the carrier's claims line and
 * how to pay. requireCustomer first; only the linked customer's policies are read.
 */
import { ChevronRight, FileText } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/my-policies";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { CarrierClaimsPhone } from "../../components/customer-portal/CarrierClaimsPhone.tsx";
import { NotLinkedNotice } from "../../components/customer-portal/NotLinkedNotice.tsx";
import { PaymentLink } from "../../components/customer-portal/PaymentLink.tsx";
import { PolicyStatusBadge } from "../../components/customer-portal/PolicyStatusBadge.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { billingIn, policyLineIn } from "../../lib/customer-labels.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { servicesOf } from "../../http/context.ts";
import { listCustomerPolicies } from "../../server/customer-portal/customer-policies.ts";
import { requireCustomer } from "../../http/customer-guard.ts";

export async function loader(args: Route.LoaderArgs) {
  const { verified, customer } = await requireCustomer(args);
  const { db, agency } = servicesOf(args.context);
  return { verified, policies: customer ? await listCustomerPolicies(db, customer.id, agency.paymentPortalUrl) : null };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translatorFor(localeOfPath(location.pathname))("customer.policies.title") },
  { name: "robots", content: "noindex" },
];

type Policy = NonNullable<Route.ComponentProps["loaderData"]["policies"]>[number];

function policyPath(id: string): string {
  return `/dashboard/policies/${encodeURIComponent(id)}`;
}

function PolicyCard({ policy }: { policy: Policy }) {
  const agency = useAgency();
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  const path = localHref(policyPath(policy.id));
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-navy-900">
            <Link to={path} className="underline hover:text-navy-950">
              {policyLineIn(locale, policy.line)} · {policy.carrier.name}
            </Link>
          </h2>
          <p className="text-slate-700">
            {t("customer.policies.policyNumber")} <span className="break-all font-mono font-semibold text-slate-900">{policy.policyNumber}</span>
          </p>
        </div>
        <PolicyStatusBadge status={policy.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-sm font-medium text-slate-600">{t("customer.policies.effective")}</dt>
          <dd className="text-slate-900">{formatDate(policy.effectiveDate, undefined, locale)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t("customer.policies.expires")}</dt>
          <dd className="text-slate-900">{formatDate(policy.expirationDate, undefined, locale)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t("customer.policies.billing")}</dt>
          <dd className="text-slate-900">{billingIn(locale, policy.billing)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t("customer.policies.carrierClaims", { carrier: policy.carrier.name })}</dt>
          <dd>
            <CarrierClaimsPhone carrier={policy.carrier.name} phone={policy.carrier.claimsPhone} />
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <PaymentLink payment={policy.payment} agencyPhone={agency.phone} />
        <Link to={path} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline hover:text-navy-950">
          {t("customer.policies.details")}
          <span className="sr-only"> {t("customer.policies.detailsFor", { number: policy.policyNumber })}</span>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </li>
  );
}

export default function MyPoliciesPage({ loaderData }: Route.ComponentProps) {
  const { verified, policies } = loaderData;
  const t = useT();
  return (
    <CustomerFrame title={t("customer.policies.title")} crumbs={[{ label: t("customer.policies.title"), href: "/dashboard/policies" }]}>
      {policies === null ? (
        <NotLinkedNotice verified={verified} />
      ) : policies.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <FileText aria-hidden="true" className="mx-auto h-8 w-8 text-navy-700" />
          <p className="mt-3 font-semibold text-slate-900">{t("customer.policies.none")}</p>
          <p className="mt-1 text-slate-700">{t("customer.policies.noneText")}</p>
        </div>
      ) : (
        <ul className="space-y-4">
          {policies.map((policy) => (
            <PolicyCard key={policy.id} policy={policy} />
          ))}
        </ul>
      )}
    </CustomerFrame>
  );
}

/**
 * /dashboard/policies/{id} (and its /es twin): one of the signed-in customer's policies
 * (docs/product.md#the-customers-side): its facts, the carrier's claims line and how to pay,
 * vehicles and drivers (vehicle lines), its documents, and the changes the customer can ask
 * for. requireCustomer first; a policy of another customer, or none, is a plain 404.
 */
import { Car, ChevronRight, Globe, UserRound } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/my-policy";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { CarrierClaimsPhone } from "../../components/customer-portal/CarrierClaimsPhone.tsx";
import { ExternalLink } from "../../components/customer-portal/ExternalLink.tsx";
import { PaymentLink } from "../../components/customer-portal/PaymentLink.tsx";
import { PolicyStatusBadge } from "../../components/customer-portal/PolicyStatusBadge.tsx";
import { DocumentList } from "../../components/documents/DocumentList.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { billingIn, policyLineIn } from "../../lib/customer-labels.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { serviceRequestTypeIn } from "../../lib/service-requests.ts";
import { servicesOf } from "../../http/context.ts";
import { getCustomerPolicy } from "../../server/customer-portal/customer-policies.ts";
import { requireCustomer } from "../../http/customer-guard.ts";

export async function loader(args: Route.LoaderArgs) {
  const { customer } = await requireCustomer(args);
  const { db, agency } = servicesOf(args.context);
  const policy = customer ? await getCustomerPolicy(db, customer.id, args.params.id, agency.paymentPortalUrl) : null;
  if (!policy) throw data("Not found", { status: 404 });
  return { policy };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = translatorFor(locale);
  const policy = loaderData?.policy;
  return [
    { title: policy ? t("customer.policy.title", { line: policyLineIn(locale, policy.line), number: policy.policyNumber }) : t("customer.policy.fallbackTitle") },
    { name: "robots", content: "noindex" },
  ];
};

const cardClass = "rounded-xl border border-slate-200 bg-white shadow-sm";
const cardHeading = "border-b border-slate-200 px-5 py-4 text-lg font-semibold text-navy-900";
const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

type Policy = Route.ComponentProps["loaderData"]["policy"];

function Facts({ policy }: { policy: Policy }) {
  const t = useT();
  const locale = useLocale();
  const rows: [string, React.ReactNode][] = [
    [t("customer.policy.line"), policyLineIn(locale, policy.line)],
    [t("customer.policy.carrier"), policy.carrier.name],
    [t("customer.policy.policyNumber"), <span className="break-all font-mono">{policy.policyNumber}</span>],
    [t("customer.policy.status"), <PolicyStatusBadge status={policy.status} />],
    [t("customer.policy.effective"), formatDate(policy.effectiveDate, undefined, locale)],
    [t("customer.policy.expires"), formatDate(policy.expirationDate, undefined, locale)],
    [t("customer.policy.billing"), billingIn(locale, policy.billing)],
  ];
  return (
    <section aria-labelledby="facts-heading" className={cardClass}>
      <h2 id="facts-heading" className={cardHeading}>{t("customer.policy.factsHeading")}</h2>
      <dl className="divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="px-5 py-3 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-0.5 text-slate-900 sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ClaimsAndPayments({ policy }: { policy: Policy }) {
  const agency = useAgency();
  const t = useT();
  const localHref = useLocalHref();
  return (
    <aside aria-labelledby="contact-heading" className={`${cardClass} space-y-4 p-5`}>
      <h2 id="contact-heading" className="text-lg font-semibold text-navy-900">{t("customer.policy.contactHeading")}</h2>
      <div>
        <p className="text-sm font-medium text-slate-600">{t("customer.policy.reportClaim", { carrier: policy.carrier.name })}</p>
        <p className="mt-1">
          <CarrierClaimsPhone carrier={policy.carrier.name} phone={policy.carrier.claimsPhone} />
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t("customer.policy.or")}{" "}
          <Link to={localHref("/submit-claim")} className={linkClass}>
            {t("customer.policy.fileOnline")}
          </Link>
          .
        </p>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-600">{t("customer.policy.pay")}</p>
        <div className="mt-1">
          <PaymentLink payment={policy.payment} agencyPhone={agency.phone} />
        </div>
      </div>
      {policy.carrier.website ? (
        <p>
          <ExternalLink href={policy.carrier.website} className={linkClass}>
            <Globe aria-hidden="true" className="h-4 w-4" />
            {t("customer.policy.website", { carrier: policy.carrier.name })}
          </ExternalLink>
        </p>
      ) : null}
    </aside>
  );
}

function VehiclesAndDrivers({ policy }: { policy: Policy }) {
  const t = useT();
  return (
    <section aria-labelledby="vehicles-heading" className={cardClass}>
      <h2 id="vehicles-heading" className={cardHeading}>{t("customer.policy.vehiclesHeading")}</h2>
      <div className="grid gap-6 p-5 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-navy-900">{t("customer.policy.vehicles")}</h3>
          {policy.vehicles.length ? (
            <ul className="mt-2 space-y-2">
              {policy.vehicles.map((vehicle, i) => (
                <li key={i} className="flex gap-2">
                  <Car aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                  <span>
                    {[vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ") || t("customer.policy.vehicle")}
                    {vehicle.vinEnding ? <span className="block text-sm text-slate-600">{t("customer.policy.vinEnding", { vin: vehicle.vinEnding })}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">{t("customer.policy.noVehicles")}</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-navy-900">{t("customer.policy.drivers")}</h3>
          {policy.drivers.length ? (
            <ul className="mt-2 space-y-2">
              {policy.drivers.map((driver, i) => (
                <li key={i} className="flex gap-2">
                  <UserRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                  <span className="break-words">{driver.name}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">{t("customer.policy.noDrivers")}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function RequestAChange({ policy }: { policy: Policy }) {
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <section aria-labelledby="change-heading" className={`${cardClass} p-5`}>
      <h2 id="change-heading" className="text-lg font-semibold text-navy-900">{t("customer.policy.changeHeading")}</h2>
      <p className="mt-1 text-slate-700">{t("customer.policy.changeText")}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {policy.requestLinks.map((link) => (
          <li key={link.code}>
            <Link
              to={localHref(link.href)}
              className="flex min-h-11 items-center justify-between gap-2 rounded-md border border-slate-300 px-3 py-2 font-semibold text-navy-800 hover:border-navy-700 hover:bg-navy-50"
            >
              {serviceRequestTypeIn(link.code, locale)?.label ?? link.label}
              <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <CustomerFrame
      title={`${policyLineIn(locale, policy.line)} · ${policy.carrier.name}`}
      crumbs={[
        { label: t("customer.policies.title"), href: "/dashboard/policies" },
        { label: policy.policyNumber, href: `/dashboard/policies/${encodeURIComponent(policy.id)}` },
      ]}
    >
      {/* On a phone the carrier's claims line and payment come right after the policy's facts. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="lg:col-start-1">
          <Facts policy={policy} />
        </div>
        <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1">
          <ClaimsAndPayments policy={policy} />
        </div>
        {policy.vehicleLine ? (
          <div className="lg:col-start-1">
            <VehiclesAndDrivers policy={policy} />
          </div>
        ) : null}
        <section aria-labelledby="documents-heading" className="lg:col-start-1">
          <h2 id="documents-heading" className="mb-3 text-lg font-semibold text-navy-900">{t("customer.policy.documents")}</h2>
          <DocumentList documents={policy.documents} audience="customer" locale={locale} showPolicy={false} emptyText={t("customer.policy.noDocuments")} />
        </section>
        <div className="lg:col-start-1">
          <RequestAChange policy={policy} />
        </div>
      </div>
    </CustomerFrame>
  );
}

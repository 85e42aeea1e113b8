/**
 * /dashboard/policies/{id}: one of the signed-in customer's policies
 * (docs/product.md#the-customers-side): its facts, the carrier's claims line and how to pay,
 * vehicles and drivers (vehicle lines), its documents, and the changes the customer can ask
 * for. requireCustomer first; a policy of another customer, or none, is a plain 404.
 */
import { Car, ChevronRight, Globe, UserRound } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/my-policy";
import { CustomerFrame } from "../components/CustomerFrame.tsx";
import { CarrierClaimsPhone } from "../components/customer-portal/CarrierClaimsPhone.tsx";
import { ExternalLink } from "../components/customer-portal/ExternalLink.tsx";
import { PaymentLink } from "../components/customer-portal/PaymentLink.tsx";
import { PolicyStatusBadge } from "../components/customer-portal/PolicyStatusBadge.tsx";
import { DocumentList } from "../components/documents/DocumentList.tsx";
import { useAgency } from "../components/use-site.ts";
import { formatDate } from "../lib/format.ts";
import { billingLabel } from "../lib/policies.ts";
import { servicesOf } from "../server/context.ts";
import { getCustomerPolicy } from "../server/customer-portal/customer-policies.ts";
import { requireCustomer } from "../server/customers/customer-access.ts";

export async function loader(args: Route.LoaderArgs) {
  const { customer } = await requireCustomer(args);
  const { db, agency } = servicesOf(args.context);
  const policy = customer ? await getCustomerPolicy(db, customer.id, args.params.id, agency.paymentPortalUrl) : null;
  if (!policy) throw data("Not found", { status: 404 });
  return { policy };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.policy.lineLabel} policy ${loaderData.policy.policyNumber}` : "Policy" },
  { name: "robots", content: "noindex" },
];

const cardClass = "rounded-xl border border-slate-200 bg-white shadow-sm";
const cardHeading = "border-b border-slate-200 px-5 py-4 text-lg font-semibold text-navy-900";
const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

type Policy = Route.ComponentProps["loaderData"]["policy"];

function Facts({ policy }: { policy: Policy }) {
  const rows: [string, React.ReactNode][] = [
    ["Line", policy.lineLabel],
    ["Carrier", policy.carrier.name],
    ["Policy number", <span className="break-all font-mono">{policy.policyNumber}</span>],
    ["Status", <PolicyStatusBadge status={policy.status} />],
    ["Effective", formatDate(policy.effectiveDate)],
    ["Expires", formatDate(policy.expirationDate)],
    ["Billing", billingLabel(policy.billing)],
  ];
  return (
    <section aria-labelledby="facts-heading" className={cardClass}>
      <h2 id="facts-heading" className={cardHeading}>Policy details</h2>
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
  return (
    <aside aria-labelledby="contact-heading" className={`${cardClass} space-y-4 p-5`}>
      <h2 id="contact-heading" className="text-lg font-semibold text-navy-900">Claims and payments</h2>
      <div>
        <p className="text-sm font-medium text-slate-600">Report a claim to {policy.carrier.name}, 24/7</p>
        <p className="mt-1">
          <CarrierClaimsPhone carrier={policy.carrier.name} phone={policy.carrier.claimsPhone} />
        </p>
        <p className="mt-1 text-sm text-slate-700">
          Or <Link to="/submit-claim" className={linkClass}>file it with us online</Link>.
        </p>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-600">Pay this policy</p>
        <div className="mt-1">
          <PaymentLink payment={policy.payment} agencyPhone={agency.phone} />
        </div>
      </div>
      {policy.carrier.website ? (
        <p>
          <ExternalLink href={policy.carrier.website} className={linkClass}>
            <Globe aria-hidden="true" className="h-4 w-4" />
            {policy.carrier.name} website
          </ExternalLink>
        </p>
      ) : null}
    </aside>
  );
}

function VehiclesAndDrivers({ policy }: { policy: Policy }) {
  return (
    <section aria-labelledby="vehicles-heading" className={cardClass}>
      <h2 id="vehicles-heading" className={cardHeading}>Vehicles and drivers</h2>
      <div className="grid gap-6 p-5 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-navy-900">Vehicles</h3>
          {policy.vehicles.length ? (
            <ul className="mt-2 space-y-2">
              {policy.vehicles.map((vehicle, i) => (
                <li key={i} className="flex gap-2">
                  <Car aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                  <span>
                    {[vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ") || "Vehicle"}
                    {vehicle.vinEnding ? <span className="block text-sm text-slate-600">VIN ending {vehicle.vinEnding}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">No vehicles on file.</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-navy-900">Drivers</h3>
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
            <p className="mt-2 text-slate-700">No drivers on file.</p>
          )}
        </div>
      </div>
    </section>
  );
}

function RequestAChange({ policy }: { policy: Policy }) {
  return (
    <section aria-labelledby="change-heading" className={`${cardClass} p-5`}>
      <h2 id="change-heading" className="text-lg font-semibold text-navy-900">Request a change</h2>
      <p className="mt-1 text-slate-700">Ask us for a document or a change to this policy; we answer in your account and by email.</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {policy.requestLinks.map((link) => (
          <li key={link.code}>
            <Link
              to={link.href}
              className="flex min-h-11 items-center justify-between gap-2 rounded-md border border-slate-300 px-3 py-2 font-semibold text-navy-800 hover:border-navy-700 hover:bg-navy-50"
            >
              {link.label}
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
  return (
    <CustomerFrame
      title={`${policy.lineLabel} · ${policy.carrier.name}`}
      crumbs={[
        { label: "My Policies", href: "/dashboard/policies" },
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
          <h2 id="documents-heading" className="mb-3 text-lg font-semibold text-navy-900">Documents</h2>
          <DocumentList documents={policy.documents} audience="customer" showPolicy={false} emptyText="When we add this policy's ID cards or declarations pages, they appear here." />
        </section>
        <div className="lg:col-start-1">
          <RequestAChange policy={policy} />
        </div>
      </div>
    </CustomerFrame>
  );
}

/**
 * /dashboard/claims (and /es/dashboard/claims): a customer's own claims
 * (docs/product.md#the-customers-side): those filed while signed in to the account, confirmed
 * from the claim email, or linked by staff; claim number, date, type and status. requireCustomer
 * first (signed out: sign in, then back here).
 */
import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/my-claims";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { claimStatusIn, claimTypeIn } from "../../lib/customer-labels.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { listCustomerClaims } from "../../server/leads/customer-claims.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireCustomer(args);
  return { claims: await listCustomerClaims(servicesOf(args.context).db, user.id) };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translatorFor(localeOfPath(location.pathname))("customer.claims.title") },
  { name: "robots", content: "noindex" },
];

export default function MyClaimsPage({ loaderData }: Route.ComponentProps) {
  const { claims } = loaderData;
  const t = useT();
  return (
    <CustomerFrame title={t("customer.claims.title")} crumbs={[{ label: t("customer.claims.title"), href: "/dashboard/claims" }]}>
      <p className="max-w-3xl text-slate-700">{t("customer.claims.intro")}</p>
      <div className="mt-6">
        <CustomerClaimList claims={claims} />
      </div>
    </CustomerFrame>
  );
}

type Claims = Route.ComponentProps["loaderData"]["claims"];

/** The claims as a list of links (also used on the dashboard's Claims tile). */
export function CustomerClaimList({ claims }: { claims: Claims }) {
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  if (!claims.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <ClipboardList aria-hidden="true" className="mx-auto h-8 w-8 text-navy-700" />
        <p className="mt-3 font-semibold text-slate-900">{t("customer.claims.none")}</p>
        <p className="mt-1 text-slate-700">{t("customer.claims.noneText")}</p>
        <p className="mt-4">
          <ButtonLink href="/submit-claim" variant="navy">{t("customer.claims.submit")}</ButtonLink>
        </p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {claims.map((claim) => (
        <li key={claim.claimNumber} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <Link to={localHref(`/dashboard/claims/${claim.claimNumber}`)} className="font-mono font-semibold text-navy-800 underline">
              {claim.claimNumber}
            </Link>
            <p className="text-slate-700">
              {claimTypeIn(locale, claim.claimType)} · {t("customer.claims.submitted", { date: formatDate(claim.createdAt, undefined, locale) })}
            </p>
          </div>
          <span className="inline-flex w-fit items-center rounded-full border border-navy-700 bg-navy-50 px-3 py-0.5 text-sm font-semibold text-navy-900">
            <span className="sr-only">{t("customer.statusPrefix")} </span>
            {claimStatusIn(locale, claim.status)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/requests/new (and its /es twin): what a customer can ask for online (docs/product.md#service-requests),
 * each kind a link to its form. The customer guard first; an account not linked to a customer
 * record is told how to get linked instead.
 */
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/my-request-new";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { NotLinkedNotice } from "../../components/customer-portal/NotLinkedNotice.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { serviceRequestTypeIn, serviceRequestTypes } from "../../lib/service-requests.ts";
import { requireCustomer } from "../../http/customer-guard.ts";

export async function loader(args: Route.LoaderArgs) {
  const { verified, customer } = await requireCustomer(args);
  return { verified, linked: customer !== null };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname));
  return [{ title: `${t("customer.requests.newRequest")} · ${t("customer.requests.title")}` }, { name: "robots", content: "noindex" }];
};

export default function NewRequestPage({ loaderData }: Route.ComponentProps) {
  const { verified, linked } = loaderData;
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  const crumbs = [
    { label: t("customer.requests.title"), href: "/dashboard/requests" },
    { label: t("customer.requests.newRequest"), href: "/dashboard/requests/new" },
  ];
  return (
    <CustomerFrame title={t("customer.newRequest.title")} crumbs={crumbs}>
      {linked ? (
        <>
          <p className="max-w-3xl text-slate-700">{t("customer.newRequest.intro")}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {serviceRequestTypes.map((each) => serviceRequestTypeIn(each.code, locale)!).map((type) => (
              <li key={type.code}>
                <Link
                  to={localHref(`/dashboard/requests/new/${type.code}`)}
                  className="flex h-full min-h-11 items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-navy-700 hover:bg-navy-50"
                >
                  <span>
                    <span className="block font-semibold text-navy-800 underline">{type.label}</span>
                    <span className="mt-1 block text-slate-700">{type.description}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <NotLinkedNotice verified={verified} className="max-w-3xl" />
      )}
    </CustomerFrame>
  );
}

/**
 * /dashboard/requests (and /es/dashboard/requests): the customer's service requests (docs/product.md#service-requests),
 * newest first, with their status and "New reply" when the agency wrote since they last looked.
 * The customer guard first; only the linked customer's requests are read.
 */
import { LifeBuoy, MessageSquareDot, Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/my-requests";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { NotLinkedNotice } from "../../components/customer-portal/NotLinkedNotice.tsx";
import { RequestStatusBadge } from "../../components/service-requests/RequestStatusBadge.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { customerRequestPath, serviceRequestTypeIn } from "../../lib/service-requests.ts";
import { servicesOf } from "../../http/context.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { listCustomerRequests } from "../../server/service-requests/list-requests.ts";

export async function loader(args: Route.LoaderArgs) {
  const { verified, customer } = await requireCustomer(args);
  return { verified, requests: customer ? await listCustomerRequests(servicesOf(args.context).db, customer.id) : null };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translatorFor(localeOfPath(location.pathname))("customer.requests.title") },
  { name: "robots", content: "noindex" },
];

export default function MyRequestsPage({ loaderData }: Route.ComponentProps) {
  const { verified, requests } = loaderData;
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <CustomerFrame title={t("customer.requests.title")} crumbs={[{ label: t("customer.requests.title"), href: "/dashboard/requests" }]}>
      {requests === null ? (
        <NotLinkedNotice verified={verified} className="max-w-3xl" />
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="max-w-2xl text-slate-700">{t("customer.requests.intro")}</p>
            <ButtonLink href="/dashboard/requests/new" variant="navy" className="shrink-0">
              <Plus aria-hidden="true" className="h-5 w-5" />
              {t("customer.requests.newRequest")}
            </ButtonLink>
          </div>
          <div className="mt-6">
            {requests.length === 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
                <LifeBuoy aria-hidden="true" className="mx-auto h-8 w-8 text-navy-700" />
                <p className="mt-3 font-semibold text-slate-900">{t("customer.requests.none")}</p>
                <p className="mt-1 text-slate-700">{t("customer.requests.noneText")}</p>
              </div>
            ) : (
              <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                {requests.map((request) => (
                  <li key={request.number} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <Link to={localHref(customerRequestPath(request.number))} className="font-semibold text-navy-800 underline">
                        {serviceRequestTypeIn(request.type, locale)?.label ?? request.type}
                      </Link>
                      <p className="text-slate-700">
                        <span className="font-mono">{request.number}</span> · {t("customer.requests.sent", { date: formatDate(request.createdAt, undefined, locale) })}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      {request.newReply ? (
                        <span className="inline-flex items-center gap-1 rounded-full border border-navy-700 bg-navy-800 px-2.5 py-0.5 text-sm font-semibold text-white">
                          <MessageSquareDot aria-hidden="true" className="h-3.5 w-3.5" />
                          {t("customer.requests.newReply")}
                        </span>
                      ) : null}
                      <RequestStatusBadge status={request.status} locale={locale} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </CustomerFrame>
  );
}

/**
 * /admin/service-requests: the staff inbox of customers' service requests
 * (docs/product.md#service-requests). Open requests by default; filters for the status (open,
 * each status, all) and the owner (me, unassigned, anyone), and a search by request number or
 * customer name or email. Newest first, 25 to a page, pages by keyset (`after`/`before`). Each
 * row: number, kind, customer, policy, status (word and icon), owner, age, and who wrote last.
 * Links and a GET form only: no JavaScript; a table on a wide screen, cards on a phone.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/admin-service-requests";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { FilterSearchField, FilterSelect, hrefWith, CARDS_ON_PHONES } from "../../components/admin/listing.tsx";
import { requestAge } from "../../components/service-requests/request-age.ts";
import { RequestStatusBadge } from "../../components/service-requests/RequestStatusBadge.tsx";
import { SpriteIcon } from "../../components/icon-sprite.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { serviceRequestStatuses, serviceRequestType, staffCustomerPath, staffRequestPath } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { inboxParams, listServiceRequests } from "../../server/service-requests/list-requests.ts";

const BASE = "/admin/service-requests";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args);
  const params = inboxParams(args.url.searchParams);
  const page = await listServiceRequests(servicesOf(args.context).db, staff.id, params);
  return { params, page, now: new Date().toISOString() };
}

export const meta = () => [{ title: "Service requests · Back office" }, { name: "robots", content: "noindex" }];

type Params = Route.ComponentProps["loaderData"]["params"];

const filtersOf = (params: Params) => ({ status: params.status === "open" ? null : params.status, owner: params.owner || null, q: params.q || null });

const pageLink = "inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-slate-50";

export default function ServiceRequestsPage({ loaderData }: Route.ComponentProps) {
  const { params, page, now } = loaderData;
  const filters = filtersOf(params);
  const filtered = params.status !== "open" || params.owner || params.q;
  return (
    <AdminFrame title="Service requests" eyebrow="Customer service center" description={<p>What customers asked for from their accounts: ID cards, certificates, changes, questions.</p>}>
      <Form method="get" action={BASE} role="search" aria-label="Filter service requests" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <FilterSearchField label="Search service requests" hint="Request number, or the customer's name or email" value={params.q} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end [&_select]:w-full">
          <FilterSelect
            name="status"
            label="Status"
            value={params.status}
            options={[
              { value: "open", label: "Open (not completed)" },
              ...serviceRequestStatuses.map((s) => ({ value: s.value, label: s.label })),
              { value: "all", label: "All" },
            ]}
          />
          <FilterSelect
            name="owner"
            label="Owner"
            value={params.owner}
            options={[
              { value: "", label: "Anyone" },
              { value: "me", label: "Me" },
              { value: "unassigned", label: "Unassigned" },
            ]}
          />
          <div className="flex gap-2">
            <button type="submit" className="inline-flex min-h-11 items-center justify-center rounded-md bg-navy-800 px-5 font-semibold text-white shadow-sm hover:bg-navy-900">
              Apply filters
            </button>
            {filtered ? (
              <Link to={BASE} className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50">
                Clear
              </Link>
            ) : null}
          </div>
        </div>
      </Form>

      <div className="mt-6">
        {page.rows.length === 0 ? (
          <EmptyState title={filtered ? "No service requests match these filters" : "No open service requests"}>
            {filtered ? (
              <Link to={BASE} className="font-semibold text-navy-800 underline">Show all open requests</Link>
            ) : (
              <p>Requests appear here as soon as a customer sends one from their account.</p>
            )}
          </EmptyState>
        ) : (
          <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
            <table className={`w-full text-left text-sm ${CARDS_ON_PHONES}`}>
              <caption className="sr-only">Service requests, newest first</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-3">Request</th>
                  <th scope="col" className="px-3 py-3">Customer</th>
                  <th scope="col" className="px-3 py-3">Policy</th>
                  <th scope="col" className="px-3 py-3">Status</th>
                  <th scope="col" className="px-3 py-3">Owner</th>
                  <th scope="col" className="px-3 py-3">Age</th>
                  <th scope="col" className="px-3 py-3">Last message</th>
                </tr>
              </thead>
              <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3">
                {page.rows.map((row) => (
                  <tr key={row.id} className="align-top hover:bg-slate-50">
                    <th scope="row" className="font-normal lg:min-w-48">
                      <a href={staffRequestPath(row.id)} className="text-base font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                        {serviceRequestType(row.type)?.label ?? row.type}
                      </a>
                      <span className="block font-mono text-xs text-slate-700">{row.number}</span>
                    </th>
                    <td data-label="Customer" className="break-words">
                      <a href={staffCustomerPath(row.customer.id)} className="text-navy-800 underline">{row.customer.name}</a>
                    </td>
                    <td data-label="Policy" className="break-words lg:max-w-56">{row.policy ?? <span className="text-slate-600">—</span>}</td>
                    <td data-label="Status"><RequestStatusBadge status={row.status} /></td>
                    <td data-label="Owner" className="break-words">{row.owner ?? <span className="italic text-slate-600">Unassigned</span>}</td>
                    <td data-label="Age" className="whitespace-nowrap">
                      <span title={formatDateTime(row.createdAt)}>{requestAge(row.createdAt, new Date(now))}</span>
                    </td>
                    <td data-label="Last message">
                      {row.lastFrom === "customer" ? (
                        <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
                          <SpriteIcon name="message-circle-question" className="h-4 w-4" />
                          From the customer
                        </span>
                      ) : row.lastFrom === "staff" ? (
                        <span className="inline-flex items-center gap-1 text-slate-700">
                          <SpriteIcon name="message-square-reply" className="h-4 w-4" />
                          From staff
                        </span>
                      ) : (
                        <span className="text-slate-600">—</span>
                      )}
                      {row.lastAt ? <span className="block text-xs text-slate-700">{formatDateTime(row.lastAt)}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page.newer || page.older ? (
          <nav aria-label="Pages" className="mt-6 flex flex-wrap justify-between gap-3">
            {page.newer ? (
              <Link to={hrefWith(BASE, { ...filters, before: page.newer })} className={pageLink}>
                <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                Newer requests
              </Link>
            ) : <span />}
            {page.older ? (
              <Link to={hrefWith(BASE, { ...filters, after: page.older })} className={pageLink}>
                Older requests
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </AdminFrame>
  );
}

/**
 * /admin/privacy-requests: the privacy requests (docs/product.md#privacy-requests), for admins.
 * Open ones first by due date, each marked overdue, due soon or on time (icon and words); tabs for
 * closed and all. Links only: no JavaScript; a table on a wide screen, cards on a phone.
 */
import { Link } from "react-router";
import type { Route } from "./+types/admin-privacy-requests";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { cardsBelowLg } from "../../components/responsive-table.ts";
import { FilterTabs, hrefWith } from "../../components/admin/listing.tsx";
import { PrivacyDueBadge, PrivacyStatusBadge } from "../../components/admin/PrivacyBadges.tsx";
import { formatDate } from "../../lib/format.ts";
import { PRIVACY_ANSWER_DAYS, PRIVACY_LIST_LIMIT, PRIVACY_REQUEST_PATH, PRIVACY_REQUESTS_ADMIN_PATH, privacyKindShort, staffPrivacyRequestPath } from "../../lib/privacy-requests.ts";
import { requireAdmin } from "../../http/guards.ts";
import { listPrivacyRequests, type PrivacyListFilter } from "../../server/compliance/privacy-requests.ts";
import { servicesOf } from "../../http/context.ts";

const filters: { value: PrivacyListFilter; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Answered" },
  { value: "all", label: "All" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const asked = args.url.searchParams.get("show");
  const filter = filters.find((f) => f.value === asked)?.value ?? "open";
  const list = await listPrivacyRequests(servicesOf(args.context).db, filter);
  return { filter, ...list, now: new Date().toISOString() };
}

export const meta = () => [{ title: "Privacy requests · Back office" }, { name: "robots", content: "noindex" }];

export default function PrivacyRequestsPage({ loaderData }: Route.ComponentProps) {
  const { filter, requests, counts, now } = loaderData;
  const { open, overdue, closed } = counts;
  const countOf = { open, closed, all: open + closed };
  const today = new Date(now);
  return (
    <AdminFrame
      title="Privacy requests"
      eyebrow="Compliance"
      description={
        <p>
          Requests sent from <Link to={PRIVACY_REQUEST_PATH} className="underline">{PRIVACY_REQUEST_PATH}</Link>: do not sell, a copy, a deletion, a correction. Each must be answered within {PRIVACY_ANSWER_DAYS} days.
          {" "}{open} open{overdue ? `, ${overdue} overdue` : ""}.
        </p>
      }
    >
      <FilterTabs
        label="Show"
        tabs={filters.map((f) => ({ label: f.label, href: hrefWith(PRIVACY_REQUESTS_ADMIN_PATH, { show: f.value === "open" ? null : f.value }), count: countOf[f.value], current: f.value === filter }))}
      />
      <div className="mt-6">
        {requests.length === 0 ? (
          <EmptyState title={filter === "open" ? "No open privacy requests" : "No privacy requests here"}>
            <p>Requests appear here as soon as someone sends one; the info mailbox is told too.</p>
          </EmptyState>
        ) : (
          <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
            <table className={`w-full text-left text-sm ${cardsBelowLg}`}>
              <caption className="sr-only">{filter === "open" ? "Open privacy requests, the most urgent first" : "Privacy requests"}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-3">Request</th>
                  <th scope="col" className="px-3 py-3">Person</th>
                  <th scope="col" className="px-3 py-3">Received</th>
                  <th scope="col" className="px-3 py-3">Due</th>
                  <th scope="col" className="px-3 py-3">Status</th>
                  <th scope="col" className="px-3 py-3">Owner</th>
                </tr>
              </thead>
              <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3">
                {requests.map((request) => (
                  <tr key={request.id} className="align-top hover:bg-slate-50">
                    <th scope="row" className="font-normal">
                      <Link to={staffPrivacyRequestPath(request.id)} className="text-base font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                        {privacyKindShort(request.kind)}
                      </Link>
                      <span className="block font-mono text-xs text-slate-700">{request.reference}</span>
                    </th>
                    <td data-label="Person" className="break-words">
                      {request.firstName} {request.lastName}
                      <span className="block break-all text-xs text-slate-700">{request.email}</span>
                    </td>
                    <td data-label="Received" className="whitespace-nowrap">{formatDate(request.receivedAt)}</td>
                    <td data-label="Due" className="space-y-1">
                      <span className="block whitespace-nowrap">{formatDate(request.dueAt)}{request.extendedAt ? " (extended)" : ""}</span>
                      <PrivacyDueBadge request={request} now={today} />
                    </td>
                    <td data-label="Status"><PrivacyStatusBadge status={request.status} /></td>
                    <td data-label="Owner" className="break-words">{request.owner?.name ?? <span className="italic text-slate-600">Unassigned</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {requests.length === PRIVACY_LIST_LIMIT ? <p className="p-3 text-sm text-slate-700">Showing the first {PRIVACY_LIST_LIMIT}.</p> : null}
          </div>
        )}
      </div>
    </AdminFrame>
  );
}

/**
 * One inbox per form (docs/back-office.md#lead-inboxes): /admin/inbox/{quotes|claims|applications|pay-per-mile}.
 * Newest first, 25 to a page, status tabs, a search box and a CSV export of what is
 * shown (every page of it). Filters are query parameters: every view is a URL that
 * can be shared, and everything works without JavaScript. Admins only.
 */
import { Download, Mail, Phone } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-inbox";
import { AdminFrame, EmptyState } from "../components/admin/AdminFrame.tsx";
import { LeadStatusBadge } from "../components/admin/Badges.tsx";
import { FilterTabs, hrefWith, Pagination, SearchForm } from "../components/admin/listing.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { formatDateTime } from "../lib/format.ts";
import { inboxPath } from "../lib/inbox-paths.ts";
import { isLeadForm, leadFormInfo } from "../lib/lead-forms.ts";
import { leadStatuses, leadStatusLabels, parseStatusFilter } from "../lib/lead-status.ts";
import { requireAdmin } from "../server/accounts/guards.ts";
import { leadFilter } from "../server/inbox/lead-filters.ts";
import { listLeads, parsePage } from "../server/inbox/list-leads.ts";
import { servicesOf } from "../server/context.ts";

export const handle = { hydrate: true };

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const form = params.form;
  if (!isLeadForm(form)) throw data("Not found", { status: 404 });
  const status = parseStatusFilter(url.searchParams.get("status"));
  const filter = leadFilter(status, url.searchParams.get("q"));
  const list = await listLeads(servicesOf(context).db, form, filter, parsePage(url.searchParams.get("page")));
  return { form, status, q: filter.search?.text ?? "", list, deleted: url.searchParams.get("deleted") === "1" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${leadFormInfo[loaderData.form].title} · Back office` : "Back office" },
  { name: "robots", content: "noindex" },
];

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { form, status, q, list, deleted } = loaderData;
  const info = leadFormInfo[form];
  const base = inboxPath(form);
  const filtered = !!status || !!q;
  const exportHref = hrefWith(`${base}/export.csv`, { status, q });
  const pageHref = (page: number) => hrefWith(base, { status, q, page: page > 1 ? page : null });

  return (
    <AdminFrame
      section={form}
      title={info.title}
      eyebrow="Lead inbox"
      description={
        <p>
          <span className="font-semibold text-white">{list.statusCounts.new}</span> new ·{" "}
          {list.statusCounts.all} {filtered && q ? "matching the search" : "in total"}
        </p>
      }
      actions={
        <a
          href={exportHref}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-gold-400 px-4 font-semibold text-navy-950 shadow-sm hover:bg-gold-300"
        >
          <Download aria-hidden="true" className="h-5 w-5" />
          Export CSV
          <span className="sr-only"> of {filtered ? "the filtered" : "all"} {info.title.toLowerCase()}</span>
        </a>
      }
    >
      {deleted ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>The record was deleted with its files and notes.</p>
        </MessageBox>
      ) : null}

      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <FilterTabs
          label="Filter by status"
          tabs={[
            { label: "All", href: hrefWith(base, { q }), count: list.statusCounts.all, current: !status },
            ...leadStatuses.map((s) => ({ label: leadStatusLabels[s], href: hrefWith(base, { status: s, q }), count: list.statusCounts[s], current: status === s })),
          ]}
        />
        <SearchForm
          action={base}
          label={`Search ${info.title.toLowerCase()}`}
          hint={info.searchHint}
          value={q}
          keep={{ status }}
          clearHref={q ? hrefWith(base, { status }) : undefined}
        />
      </div>

      <div className="mt-6">
        {list.rows.length === 0 ? (
          filtered ? (
            <EmptyState title={`No ${info.title.toLowerCase()} match these filters`}>
              <Link to={base} className="font-semibold text-navy-800 underline">Show all {info.title.toLowerCase()}</Link>
            </EmptyState>
          ) : (
            <EmptyState title={`No ${info.title.toLowerCase()} yet`}>
              <p>They appear here as soon as someone sends the form on the website.</p>
            </EmptyState>
          )
        ) : (
          <>
            <LeadTable form={form} list={list} />
            <LeadCards form={form} list={list} />
            <Pagination page={list.page} pageCount={list.pageCount} pageSize={list.pageSize} total={list.total} hrefFor={pageHref} />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

type List = Route.ComponentProps["loaderData"]["list"];

function LeadTable({ form, list }: { form: Route.ComponentProps["loaderData"]["form"]; list: List }) {
  const info = leadFormInfo[form];
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{info.title}, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3">Received</th>
            <th scope="col" className="px-4 py-3">Name and contact</th>
            {list.cells.map((c) => (
              <th key={c.key} scope="col" className="px-4 py-3">{c.label}</th>
            ))}
            <th scope="col" className="px-4 py-3">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {list.rows.map((row) => (
            <tr key={row.id} className={`align-top hover:bg-slate-50 ${row.status === "new" ? "bg-blue-50/40" : ""}`}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(row.createdAt)}</td>
              <td className="px-4 py-3">
                <Link to={inboxPath(form, row.id)} className="font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                  {row.name || "(no name)"}
                </Link>
                <p className="mt-0.5 break-all text-slate-700">{row.email}</p>
                <p className="text-slate-700">{row.phone}</p>
              </td>
              {list.cells.map((c) => (
                <td key={c.key} className={`px-4 py-3 text-slate-800 ${c.key === "claimNumber" ? "whitespace-nowrap font-mono" : ""}`}>
                  {row.cells[c.key] || <span className="text-slate-500">—</span>}
                </td>
              ))}
              <td className="px-4 py-3">
                <LeadStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same rows as cards, for phones. */
function LeadCards({ form, list }: { form: Route.ComponentProps["loaderData"]["form"]; list: List }) {
  return (
    <ul className="space-y-3 md:hidden">
      {list.rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <Link to={inboxPath(form, row.id)} className="min-w-0 break-words text-base font-semibold text-navy-800 underline">
              {row.name || "(no name)"}
            </Link>
            <LeadStatusBadge status={row.status} />
          </div>
          <p className="mt-1 text-sm text-slate-700">{formatDateTime(row.createdAt)}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {list.cells.map((c) =>
              row.cells[c.key] ? (
                <div key={c.key} className="contents">
                  <dt className="text-slate-600">{c.label}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{row.cells[c.key]}</dd>
                </div>
              ) : null,
            )}
          </dl>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex min-w-0 items-center gap-1 break-all"><Mail aria-hidden="true" className="h-4 w-4 shrink-0" />{row.email}</span>
            <span className="inline-flex items-center gap-1"><Phone aria-hidden="true" className="h-4 w-4" />{row.phone}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

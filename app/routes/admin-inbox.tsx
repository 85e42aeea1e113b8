/**
 * One inbox per form (docs/back-office.md#lead-inboxes): /admin/inbox/{quotes|claims|applications|pay-per-mile}.
 * Newest first, 25 to a page, status tabs, a search box and a CSV export of what is
 * shown (every page of it). Filters are query parameters: every view is a URL that
 * can be shared, and everything works without JavaScript. Admins only.
 *
 * The page is links and a GET form, so it ships no React bundle (like the dashboards,
 * docs/decisions/003-javascript-only-where-needed.md): no loader data is written into
 * the HTML, and each row is rendered once, a table that reads as cards on a phone.
 */
import { Download } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-inbox";
import { AdminFrame, EmptyState } from "../components/admin/AdminFrame.tsx";
import { LeadStatusBadge } from "../components/admin/Badges.tsx";
import { FilterTabs, hrefWith, Pagination, SearchForm } from "../components/admin/listing.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { formatCappedCount, formatDateTime } from "../lib/format.ts";
import { inboxPath } from "../lib/inbox-paths.ts";
import { isLeadForm, leadFormInfo } from "../lib/lead-forms.ts";
import { leadStatuses, leadStatusLabels, parseStatusFilter } from "../lib/lead-status.ts";
import { requireAdmin } from "../server/accounts/guards.ts";
import { leadFilter } from "../server/inbox/lead-filters.ts";
import { listLeads, parsePage } from "../server/inbox/list-leads.ts";
import { servicesOf } from "../server/context.ts";

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
  const count = (n: number) => formatCappedCount(n, list.countLimit);

  return (
    <AdminFrame
      section={form}
      title={info.title}
      eyebrow="Lead inbox"
      description={
        <p>
          <span className="font-semibold text-white">{count(list.statusCounts.new)}</span> new ·{" "}
          {count(list.statusCounts.all)} {filtered && q ? "matching the search" : "in total"}
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
            { label: "All", href: hrefWith(base, { q }), count: list.statusCounts.all, countLabel: count(list.statusCounts.all), current: !status },
            ...leadStatuses.map((s) => ({
              label: leadStatusLabels[s],
              href: hrefWith(base, { status: s, q }),
              count: list.statusCounts[s],
              countLabel: count(list.statusCounts[s]),
              current: status === s,
            })),
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
        {list.searchWindow ? (
          <p className="text-sm text-slate-700">
            A term of one or two characters searches the newest {list.searchWindow.toLocaleString("en-US")} records only. Type three or more to search them all.
          </p>
        ) : null}
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
            {list.moreMatches && list.page === list.pageCount ? (
              <p className="mt-4 text-sm text-slate-700">
                Only the newest {list.countLimit.toLocaleString("en-US")} matches are listed. Narrow the search to find older ones, or export the CSV: it holds them all.
              </p>
            ) : null}
            <Pagination
              page={list.page}
              pageCount={list.pageCount}
              pageSize={list.pageSize}
              // A capped count is a lower bound; the rows on this page tell how far the list is known to go.
              total={Math.max(list.total, (list.page - 1) * list.pageSize + list.rows.length)}
              totalLabel={list.total >= list.countLimit ? count(list.total) : undefined}
              hrefFor={pageHref}
            />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

type List = Route.ComponentProps["loaderData"]["list"];

/**
 * The rows, once: a table from md up; below, each row reads as a card (cells stacked,
 * each with its column's name). The layout lives in the table's own classes, not on
 * every cell, so it costs its bytes once per page.
 */
const cardsOnPhones = [
  "max-md:block max-md:[&_tbody]:block max-md:[&_tbody]:space-y-3 max-md:[&_thead]:sr-only",
  "max-md:[&_tr]:block max-md:[&_tr]:rounded-xl max-md:[&_tr]:border max-md:[&_tr]:border-slate-200 max-md:[&_tr]:bg-white max-md:[&_tr]:p-4 max-md:[&_tr]:shadow-sm",
  "max-md:[&_td]:block max-md:[&_td]:p-0 max-md:[&_td]:py-0.5 max-md:[&_td[data-label]]:before:font-medium max-md:[&_td[data-label]]:before:text-slate-600 max-md:[&_td[data-label]]:before:content-[attr(data-label)_':_']",
].join(" ");

function LeadTable({ form, list }: { form: Route.ComponentProps["loaderData"]["form"]; list: List }) {
  const info = leadFormInfo[form];
  return (
    <div className="md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <table className={`w-full text-left text-sm ${cardsOnPhones}`}>
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
        <tbody className="text-slate-800 md:divide-y md:divide-slate-200 [&_td]:px-4 [&_td]:py-3">
          {list.rows.map((row) => (
            <tr key={row.id} className={`align-top hover:bg-slate-50 ${row.status === "new" ? "bg-blue-50/40" : ""}`}>
              <td className="whitespace-nowrap text-slate-700">{formatDateTime(row.createdAt)}</td>
              <td>
                <Link to={inboxPath(form, row.id)} className="font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                  {row.name || "(no name)"}
                </Link>
                <p className="mt-0.5 break-all text-slate-700">{row.email}</p>
                <p className="text-slate-700">{row.phone}</p>
              </td>
              {list.cells.map((c) =>
                row.cells[c.key] ? (
                  <td key={c.key} data-label={c.label} className={c.key === "claimNumber" ? "whitespace-nowrap font-mono" : undefined}>
                    {row.cells[c.key]}
                  </td>
                ) : (
                  <td key={c.key} data-label={c.label} className="text-slate-500">—</td>
                ),
              )}
              <td>
                <LeadStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

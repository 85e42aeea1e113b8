/**
 * The email outbox (docs/back-office.md#email-outbox): every email the site has sent or means to send, with
 * its status (queued, sending, sent, failed, not sent: no SMTP), attempts and last
 * error, newest first, filterable by status and searchable by recipient or subject.
 * Admins only.
 */
import { Link } from "react-router";
import type { Route } from "./+types/admin-outbox";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { EmailStatusBadge } from "../../components/admin/Badges.tsx";
import { FilterTabs, hrefWith, Pagination, SearchForm } from "../../components/admin/listing.tsx";
import { CONTENT_REMOVED_TEXT, emailStatuses, emailStatusLabels, isEmailStatus } from "../../lib/email-status.ts";
import { formatDateTime } from "../../lib/format.ts";
import { requireAdmin } from "../../http/guards.ts";
import { parsePage } from "../../server/inbox/list-leads.ts";
import { listOutbox, OUTBOX_PAGE_SIZE, type OutboxRow } from "../../server/mail/outbox-admin.ts";
import { servicesOf } from "../../http/context.ts";

export const handle = { hydrate: true };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const status = url.searchParams.get("status");
  const filter = { status: isEmailStatus(status) ? status : null, search: (url.searchParams.get("q") ?? "").trim().slice(0, 200) || null };
  const outbox = await listOutbox(servicesOf(context).db, filter, parsePage(url.searchParams.get("page")));
  return { outbox, filter, pageSize: OUTBOX_PAGE_SIZE, smtpConfigured: !!servicesOf(context).env.SMTP_URL };
}

export const meta = () => [{ title: "Email Outbox · Back office" }, { name: "robots", content: "noindex" }];

/** Retention removes an email's subject (and a person's address): the row then says so. */
const subjectOf = (row: OutboxRow) => (row.contentRemovedAt ? `${CONTENT_REMOVED_TEXT} (${row.kind})` : row.subject);
const recipientOf = (row: OutboxRow) => (row.to ? `To ${row.to}` : "Recipient removed");

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { outbox, filter, pageSize, smtpConfigured } = loaderData;
  const base = "/admin/outbox";
  const q = filter.search ?? "";
  return (
    <AdminFrame
      section="outbox"
      eyebrow="Email"
      title="Email Outbox"
      description={
        <p>
          Every email the website sends: notifications, confirmations and account emails.{" "}
          {smtpConfigured ? "Emails are sent over SMTP with retries." : "SMTP is not configured: emails are kept here and printed to the server log."}
        </p>
      }
    >
      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <FilterTabs
          label="Filter by status"
          tabs={[
            { label: "All", href: hrefWith(base, { q }), count: outbox.statusCounts.all, current: !filter.status },
            ...emailStatuses.map((s) => ({ label: emailStatusLabels[s], href: hrefWith(base, { status: s, q }), count: outbox.statusCounts[s], current: filter.status === s })),
          ]}
        />
        <SearchForm action={base} label="Search emails" hint="Recipient address or subject" value={q} keep={{ status: filter.status }} clearHref={q ? hrefWith(base, { status: filter.status }) : undefined} />
      </div>

      <div className="mt-6">
        {outbox.rows.length === 0 ? (
          <EmptyState title={filter.status || q ? "No emails match these filters" : "No emails yet"} />
        ) : (
          <>
            <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
              <table className="w-full table-fixed text-left text-sm">
                <caption className="sr-only">Emails, newest first</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                  <tr>
                    <th scope="col" className="w-40 px-4 py-3">Created</th>
                    <th scope="col" className="px-4 py-3">Subject and recipient</th>
                    <th scope="col" className="w-44 px-4 py-3">Status</th>
                    <th scope="col" className="w-24 px-4 py-3">Attempts</th>
                    <th scope="col" className="w-64 px-4 py-3">Last error</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {outbox.rows.map((row) => (
                    <tr key={row.id} className="align-top hover:bg-slate-50">
                      <td className="px-4 py-3 text-slate-700">{formatDateTime(row.createdAt)}</td>
                      <td className="px-4 py-3">
                        <Link to={`${base}/${row.id}`} className="break-words font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                          {subjectOf(row)}
                        </Link>
                        <p className="mt-0.5 break-all text-slate-700">{recipientOf(row)}</p>
                        <p className="text-xs text-slate-600">{row.kind}</p>
                      </td>
                      <td className="px-4 py-3"><EmailStatusBadge status={row.status} /></td>
                      <td className="px-4 py-3 text-slate-800">{row.attempts}</td>
                      <td className="px-4 py-3 text-slate-700"><span className="line-clamp-3 break-words">{row.lastError ?? "—"}</span></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 md:hidden">
              {outbox.rows.map((row) => (
                <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <Link to={`${base}/${row.id}`} className="break-words font-semibold text-navy-800 underline">{subjectOf(row)}</Link>
                  <p className="mt-1 break-all text-sm text-slate-700">{recipientOf(row)}</p>
                  <p className="text-sm text-slate-700">{formatDateTime(row.createdAt)}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <EmailStatusBadge status={row.status} />
                    <span>{row.attempts} {row.attempts === 1 ? "attempt" : "attempts"}</span>
                  </div>
                  {row.lastError ? <p className="mt-2 break-words text-sm text-red-900">{row.lastError}</p> : null}
                </li>
              ))}
            </ul>
            <Pagination
              page={outbox.page}
              pageCount={outbox.pageCount}
              pageSize={pageSize}
              total={outbox.total}
              noun="emails"
              hrefFor={(page) => hrefWith(base, { status: filter.status, q, page: page > 1 ? page : null })}
            />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

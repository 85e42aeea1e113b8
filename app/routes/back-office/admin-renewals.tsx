/**
 * Renewals (docs/product.md#renewals): policies in force or pending that expire in the next
 * 30, 60 or 90 days, soonest first, everyone's or the signed-in person's customers only, with
 * whether the reminder email went for this term. Staff and admins. No React bundle: the
 * filters are links.
 */
import { BellOff, CalendarClock, CheckCircle2, Clock, MailX, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin-renewals";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { Badge } from "../../components/admin/Badges.tsx";
import { FilterTabs, hrefWith, Pagination } from "../../components/admin/listing.tsx";
import { formatDate } from "../../lib/format.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { policyLineLabel, policyStatusLabel } from "../../lib/policies.ts";
import { formatPremium } from "../../lib/format.ts";
import { daysLeftText, parseRenewalWindow, RENEWALS_PAGE_SIZE, renewalWindows, type RenewalWindow } from "../../lib/renewals.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { listRenewals, type RenewalRow } from "../../server/renewals/list-renewals.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  const days = parseRenewalWindow(url.searchParams.get("days"));
  const mine = url.searchParams.get("who") === "mine";
  const today = lasVegasDate(new Date());
  const result = await listRenewals(servicesOf(context).db, { today, days, ownerId: mine ? user.id : null, page: Number(url.searchParams.get("page") ?? 1) });
  return { ...result, days, mine, today };
}

export const meta = () => [{ title: "Renewals · Back office" }, { name: "robots", content: "noindex" }];

const policyPath = (id: string) => `/admin/policies/${encodeURIComponent(id)}`;
const linkClass = "font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700";

export default function RenewalsPage({ loaderData }: Route.ComponentProps) {
  const { rows, counts, days, mine, page, pageCount, today } = loaderData;
  const href = (params: { days?: RenewalWindow; mine?: boolean; page?: number }) =>
    hrefWith("/admin/renewals", {
      days: (params.days ?? days) === renewalWindows[0] ? null : (params.days ?? days),
      who: (params.mine ?? mine) ? "mine" : null,
      page: params.page && params.page > 1 ? params.page : null,
    });
  const total = counts[days];

  return (
    <AdminFrame
      title="Renewals"
      description={<p>Policies in force or pending that expire soon, soonest first. Today is {formatDate(today)} (Las Vegas).</p>}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label="Expiring within"
          tabs={renewalWindows.map((d) => ({ label: `Next ${d} days`, href: href({ days: d, page: 1 }), count: counts[d], current: d === days }))}
        />
        <nav aria-label="Whose customers">
          <ul className="flex flex-wrap gap-2">
            {[
              { label: "Everyone's", value: false },
              { label: "Mine", value: true },
            ].map((choice) => (
              <li key={choice.label}>
                <Link
                  to={href({ mine: choice.value, page: 1 })}
                  aria-current={choice.value === mine ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold ${
                    choice.value === mine ? "border-navy-800 bg-navy-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-navy-700 hover:text-navy-900"
                  }`}
                >
                  {choice.value ? <UserRound aria-hidden="true" className="h-4 w-4" /> : null}
                  {choice.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="mt-6">
        {rows.length === 0 ? (
          <EmptyState title={`No policies expire in the next ${days} days${mine ? " among your customers" : ""}.`}>
            {days < 90 ? (
              <p>
                <Link to={href({ days: 90, page: 1 })} className={linkClass}>Look 90 days ahead</Link>
              </p>
            ) : null}
          </EmptyState>
        ) : (
          <>
            <RenewalsTable rows={rows} />
            <ul className="space-y-3 md:hidden">
              {rows.map((row) => (
                <li key={row.policyId}>
                  <RenewalCard row={row} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount} pageSize={RENEWALS_PAGE_SIZE} total={total} hrefFor={(p) => href({ page: p })} noun="policies" />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

function ReminderBadge({ row }: { row: RenewalRow }) {
  if (row.reminded) return <Badge tone="green" Icon={CheckCircle2}>Reminder sent</Badge>;
  if (row.remindersStopped) return <Badge tone="slate" Icon={BellOff}>Reminders stopped</Badge>;
  if (row.noEmail) return <Badge tone="amber" Icon={MailX}>No email address</Badge>;
  return <Badge tone="slate" Icon={Clock}>Not sent yet</Badge>;
}

function Expiration({ row }: { row: RenewalRow }) {
  return (
    <>
      <span className="whitespace-nowrap font-medium text-slate-900">{formatDate(row.expirationDate)}</span>
      <span className="block text-sm text-slate-600">{daysLeftText(row.daysLeft)}</span>
    </>
  );
}

function RenewalsTable({ rows }: { rows: RenewalRow[] }) {
  const th = "px-4 py-3 text-left text-sm font-semibold text-slate-700";
  const td = "px-4 py-3 align-top text-slate-800";
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Policies expiring soon, soonest first</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>Expires</th>
            <th scope="col" className={th}>Customer</th>
            <th scope="col" className={th}>Policy</th>
            <th scope="col" className={`${th} text-right`}>Premium</th>
            <th scope="col" className={th}>Owner</th>
            <th scope="col" className={th}>Reminder</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.policyId}>
              <td className={td}><Expiration row={row} /></td>
              <td className={td}>
                <Link to={staffCustomerPath(row.customerId)} className={`${linkClass} break-words`}>{row.customerName}</Link>
              </td>
              <td className={td}>
                <Link to={policyPath(row.policyId)} className={linkClass}>
                  {policyLineLabel(row.line)}
                  <span className="sr-only"> policy {row.policyNumber}</span>
                </Link>
                <span className="block text-sm text-slate-700">{row.carrier} · <span className="font-mono">{row.policyNumber}</span></span>
                {row.status !== "active" ? <span className="mt-1 block"><Badge tone="violet" Icon={CalendarClock}>{policyStatusLabel(row.status)}</Badge></span> : null}
              </td>
              <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatPremium(row.premiumCents)}</td>
              <td className={td}>{row.ownerName ?? <span className="text-slate-600">Nobody</span>}</td>
              <td className={td}><ReminderBadge row={row} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RenewalCard({ row }: { row: RenewalRow }) {
  return (
    <article aria-label={`${row.customerName}, ${policyLineLabel(row.line)}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={staffCustomerPath(row.customerId)} className={`${linkClass} min-w-0 break-words text-lg`}>{row.customerName}</Link>
        <ReminderBadge row={row} />
      </div>
      <p className="mt-1">
        <Link to={policyPath(row.policyId)} className={linkClass}>
          {policyLineLabel(row.line)}
          <span className="sr-only"> policy {row.policyNumber}</span>
        </Link>{" "}
        <span className="text-slate-700">· {row.carrier} · <span className="font-mono">{row.policyNumber}</span></span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Expires</dt>
          <dd><Expiration row={row} /></dd>
        </div>
        <div>
          <dt className="text-slate-600">Premium</dt>
          <dd className="font-medium tabular-nums text-slate-900">{formatPremium(row.premiumCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Owner</dt>
          <dd className="text-slate-900">{row.ownerName ?? "Nobody"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Status</dt>
          <dd className="text-slate-900">{policyStatusLabel(row.status)}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * Renewals (docs/product.md#renewals): policies in force or pending that expire in the next
 * 30, 60 or 90 days, soonest first, everyone's or the signed-in person's customers only, with
 * whether the reminder email went for this term. Staff and admins. No React bundle: the
 * filters are links.
 */
import { CalendarClock, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin-renewals";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { Badge, SpriteBadge } from "../../components/admin/Badges.tsx";
import { CARDS_ON_PHONES, FilterTabs, hrefWith, Pagination } from "../../components/admin/listing.tsx";
import { formatDate, formatPremium } from "../../lib/format.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { policyLineLabel, policyStatusLabel } from "../../lib/policies.ts";
import { daysLeftText, parseRenewalWindow, RENEWALS_PAGE_SIZE, renewalWindows, type RenewalWindow } from "../../lib/renewals.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { insertMarkup } from "../../http/markup-inserts.ts";
import { KeptMarkup } from "../../components/kept-markup.server.tsx";
import { listRenewals, type RenewalRow } from "../../server/renewals/list-renewals.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await requireStaff({ request, context });
  const days = parseRenewalWindow(url.searchParams.get("days"));
  const mine = url.searchParams.get("who") === "mine";
  const today = lasVegasDate(new Date());
  const result = await listRenewals(servicesOf(context).db, { today, days, ownerId: mine ? user.id : null, page: Number(url.searchParams.get("page") ?? 1) });
  // The rows as kept markup, put into the page as bytes (app/http/markup-inserts.ts).
  const rowsMarkup = insertMarkup(context, result.rows.map((row) => keptRows.of(JSON.stringify(row), () => <RenewalTableRow row={row} />)));
  return { ...result, days, mine, today, rowsMarkup };
}

/** About 1.5 KB of markup each: a few pages of every window for each member. */
const keptRows = new KeptMarkup(500);

export const meta = () => [{ title: "Renewals · Back office" }, { name: "robots", content: "noindex" }];

const policyPath = (id: string) => `/admin/policies/${encodeURIComponent(id)}`;
const linkClass = "font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700";

export default function RenewalsPage({ loaderData }: Route.ComponentProps) {
  const { rows, counts, days, mine, page, pageCount, today, rowsMarkup } = loaderData;
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
            <RenewalsTable rowsMarkup={rowsMarkup} />
            <Pagination page={page} pageCount={pageCount} pageSize={RENEWALS_PAGE_SIZE} total={total} hrefFor={(p) => href({ page: p })} noun="policies" />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

function ReminderBadge({ row }: { row: RenewalRow }) {
  if (row.reminded) return <SpriteBadge tone="green" icon="check-circle">Reminder sent</SpriteBadge>;
  if (row.remindersStopped) return <SpriteBadge tone="slate" icon="bell-off">Reminders stopped</SpriteBadge>;
  if (row.noEmail) return <SpriteBadge tone="amber" icon="mail-x">No email address</SpriteBadge>;
  return <SpriteBadge tone="slate" icon="clock">Not sent yet</SpriteBadge>;
}

/** The policies, soonest first: a table from lg up, a card per policy on a phone (CARDS_ON_PHONES). */
function RenewalsTable({ rowsMarkup }: { rowsMarkup: string }) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <table className={`w-full text-left text-sm ${CARDS_ON_PHONES}`}>
        <caption className="sr-only">Policies expiring soon, soonest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3">Customer</th>
            <th scope="col" className="px-3 py-3">Policy</th>
            <th scope="col" className="px-3 py-3">Expires</th>
            <th scope="col" className="px-3 py-3 lg:text-right">Premium</th>
            <th scope="col" className="px-3 py-3">Owner</th>
            <th scope="col" className="px-3 py-3">Reminder</th>
          </tr>
        </thead>
        {/* The rows' kept markup (RenewalTableRow) is put in place of this marker by the server. */}
        <tbody
          className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3 [&_td]:align-top [&_th]:align-top"
          dangerouslySetInnerHTML={{ __html: rowsMarkup }}
        />
      </table>
    </div>
  );
}

/** One policy: everything it shows is in its row (RenewalRow), which is what its markup is kept by. */
function RenewalTableRow({ row }: { row: RenewalRow }) {
  return (
    <tr>
      <th scope="row" className="font-normal">
        <a href={staffCustomerPath(row.customerId)} className={`${linkClass} break-words text-base`}>{row.customerName}</a>
      </th>
      <td data-label="Policy">
        <a href={policyPath(row.policyId)} className={linkClass}>
          {policyLineLabel(row.line)}
          <span className="sr-only"> policy {row.policyNumber}</span>
        </a>
        <span className="block text-slate-700">{row.carrier} · <span className="font-mono">{row.policyNumber}</span></span>
        {row.status !== "active" ? <span className="mt-1 block"><Badge tone="violet" Icon={CalendarClock}>{policyStatusLabel(row.status)}</Badge></span> : null}
      </td>
      <td data-label="Expires">
        <span className="whitespace-nowrap font-medium text-slate-900">{formatDate(row.expirationDate)}</span>
        <span className="text-slate-600 max-lg:ml-1 lg:block">{daysLeftText(row.daysLeft)}</span>
      </td>
      <td data-label="Premium" className="whitespace-nowrap tabular-nums lg:text-right">{formatPremium(row.premiumCents)}</td>
      <td data-label="Owner">{row.ownerName ?? <span className="text-slate-600">Nobody</span>}</td>
      <td><ReminderBadge row={row} /></td>
    </tr>
  );
}

/**
 * The book of business (docs/product.md#customers-and-policies): every customer by name, 50 to
 * a page, with their contact, assigned staff member, number of policies and next expiration.
 * The search finds a customer by name, email, phone (any format), the management system's id,
 * a policy number (any spacing or case) or a VIN; "Assigned to me" keeps the viewer's. Links and
 * GET forms only: every view is a URL, and the page ships no JavaScript. Staff and admins.
 */
import { Building2, FileUp, Plus, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin-customers";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { FilterCheckbox, hrefWith, SearchForm } from "../../components/admin/listing.tsx";
import { cardsBelowLg } from "../../components/responsive-table.ts";
import { formatDate } from "../../lib/format.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { customerListParams, listCustomers } from "../../server/customers/list-customers.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context });
  const params = customerListParams(url.searchParams);
  const list = await listCustomers(servicesOf(context).db, staff.id, params, lasVegasDate(new Date()));
  return { params, ...list };
}

export const meta: Route.MetaFunction = () => [{ title: "Customers & policies · Back office" }, { name: "robots", content: "noindex" }];

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";


export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { params, rows, nextAfter } = loaderData;
  const filtered = !!params.q || params.mine;
  return (
    <AdminFrame
      title="Customers & policies"
      description="The agency's book: each customer with their policies, documents, requests and claims."
      actions={
        <>
          <Link to="/admin/customers/new" className={`${buttonClass} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
            <Plus aria-hidden="true" className="h-5 w-5" />
            Add customer
          </Link>
          <Link to="/admin/customers/import" className={`${buttonClass} border-2 border-white text-white hover:bg-white/10`}>
            <FileUp aria-hidden="true" className="h-5 w-5" />
            Import from CSV
          </Link>
        </>
      }
    >
      <div className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <SearchForm
          action="/admin/customers"
          label="Find a customer"
          hint="Name, email, phone, policy number or VIN (the whole VIN or its last 6 or more characters)."
          value={params.q}
          clearHref={filtered ? "/admin/customers" : undefined}
        >
          <FilterCheckbox name="mine" label="Assigned to me" checked={params.mine} />
        </SearchForm>
      </div>

      {rows.length ? (
        <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
          <table className={`w-full text-left text-sm ${cardsBelowLg}`}>
            <caption className="sr-only">Customers by name{params.q ? `, matching “${params.q}”` : ""}{params.mine ? ", assigned to you" : ""}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-3">Customer</th>
                <th scope="col" className="px-3 py-3">Contact</th>
                <th scope="col" className="px-3 py-3">Assigned to</th>
                <th scope="col" className="px-3 py-3">Policies</th>
                <th scope="col" className="px-3 py-3">Next expiration</th>
              </tr>
            </thead>
            <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3">
              {rows.map((row) => {
                const KindIcon = row.kind === "business" ? Building2 : UserRound;
                return (
                  <tr key={row.id} className="align-top hover:bg-slate-50">
                    <th scope="row" className="min-w-52 font-normal">
                      <span className="flex items-start gap-1.5">
                        <KindIcon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
                        <Link to={staffCustomerPath(row.id)} className="break-words text-base font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                          {row.name}
                        </Link>
                      </span>
                      <span className="ml-5.5 block text-xs text-slate-700">{row.kind === "business" ? "Business" : "Person"}</span>
                      {row.matches.length ? (
                        <ul className="mt-1.5 space-y-1">
                          {row.matches.map((match) => (
                            <li key={match} className="flex gap-1 rounded-md border border-blue-200 bg-blue-50 px-2 py-1 text-xs text-blue-950">
                              <ShieldCheck aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
                              <span className="min-w-0 break-words"><span className="font-semibold">Matched: </span>{match}</span>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </th>
                    <td data-label="Contact" className="wrap-anywhere lg:max-w-64">
                      {row.email || row.phone ? (
                        <>
                          {row.email ? <span className="block">{row.email}</span> : null}
                          {row.phone ? <span className="block">{row.phone}</span> : null}
                        </>
                      ) : (
                        <span className="text-slate-600">—</span>
                      )}
                    </td>
                    <td data-label="Assigned to">{row.owner ? row.owner.name : <span className="italic text-slate-600">Nobody</span>}</td>
                    <td data-label="Policies">{row.policyCount}</td>
                    <td data-label="Next expiration" className="whitespace-nowrap">
                      {row.nextExpiration ? formatDate(row.nextExpiration) : <span className="text-slate-600">—</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : filtered ? (
        <EmptyState title="No customer matches">
          <p>Try part of the name, the phone's digits, or the whole policy number. <Link to="/admin/customers" className="font-semibold text-navy-800 underline">Show every customer</Link></p>
        </EmptyState>
      ) : (
        <EmptyState title="No customers yet">
          <p>
            <Link to="/admin/customers/new" className="font-semibold text-navy-800 underline">Add a customer</Link> or{" "}
            <Link to="/admin/customers/import" className="font-semibold text-navy-800 underline">import your book from a CSV file</Link>.
          </p>
        </EmptyState>
      )}

      {params.after || nextAfter ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap justify-between gap-3">
          {params.after ? (
            <Link to={hrefWith("/admin/customers", { q: params.q, mine: params.mine ? "1" : null })} className={`${buttonClass} border border-slate-300 bg-white text-navy-900 hover:bg-slate-50`}>
              First page
            </Link>
          ) : <span />}
          {nextAfter ? (
            <Link to={hrefWith("/admin/customers", { q: params.q, mine: params.mine ? "1" : null, after: nextAfter })} className={`${buttonClass} border border-slate-300 bg-white text-navy-900 hover:bg-slate-50`}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminFrame>
  );
}

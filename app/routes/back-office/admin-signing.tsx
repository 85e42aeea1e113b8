/**
 * /admin/signing: every document for signature (docs/product.md#documents-signed-online), newest
 * first, with its status as a word (draft, sent, viewed, signed by some, completed, declined,
 * expired, voided), the record it belongs to, whose turn it is, when it was sent and expires,
 * and a flag when it is overdue or expires soon. A GET form filters by status. Staff and admins.
 * No JavaScript: a table on a wide screen, cards on a phone.
 */
import { Plus } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/admin-signing";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { FilterSelect, CARDS_ON_PHONES } from "../../components/admin/listing.tsx";
import { DueFlag, signerRoleLabel, SigningStatusBadge, signingStatusOptions } from "../../components/admin/signing/SigningStatus.tsx";
import { SigningRecordLink } from "../../components/admin/signing/SigningRecordLink.tsx";
import { formatDate } from "../../lib/format.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { isSigningListStatus, listSigningDocuments } from "../../server/signing/staff-signing.ts";

const BASE = "/admin/signing";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const asked = args.url.searchParams.get("status") ?? "";
  const status = isSigningListStatus(asked) ? asked : null;
  const rows = await listSigningDocuments(servicesOf(args.context).db, { status });
  return { status: status ?? "", rows };
}

export const meta = () => [{ title: "Out for signature · Back office" }, { name: "robots", content: "noindex" }];

export default function SigningListPage({ loaderData }: Route.ComponentProps) {
  const { status, rows } = loaderData;
  return (
    <AdminFrame
      title="Out for signature"
      eyebrow="Documents signed online"
      description={<p>Documents prepared and sent for signature. Start one from a customer, policy or lead with “Send for signature”.</p>}
      actions={
        <Link to="/admin/customers" className="inline-flex min-h-11 items-center gap-2 rounded-md bg-gold-300 px-4 font-semibold text-navy-900 hover:bg-gold-400">
          <Plus aria-hidden="true" className="h-5 w-5" />
          Choose a customer to send to
        </Link>
      }
    >
      <Form method="get" action={BASE} role="search" aria-label="Filter documents" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <FilterSelect name="status" label="Status" value={status} options={[{ value: "", label: "Every status" }, ...signingStatusOptions]} />
        <button type="submit" className="inline-flex min-h-11 items-center justify-center rounded-md bg-navy-800 px-5 font-semibold text-white shadow-sm hover:bg-navy-900">
          Apply filter
        </button>
        {status ? (
          <Link to={BASE} className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50">
            Clear
          </Link>
        ) : null}
      </Form>

      <div className="mt-6">
        {rows.length === 0 ? (
          <EmptyState title={status ? "No documents with this status" : "No documents for signature yet"}>
            <p>Open a customer, policy or lead and choose “Send for signature”.</p>
          </EmptyState>
        ) : (
          <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
            <table className={`w-full text-left text-sm ${CARDS_ON_PHONES}`}>
              <caption className="sr-only">Documents for signature, newest first</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-3">Document</th>
                  <th scope="col" className="px-3 py-3">Status</th>
                  <th scope="col" className="px-3 py-3">Record</th>
                  <th scope="col" className="px-3 py-3">Waiting for</th>
                  <th scope="col" className="px-3 py-3">Sent</th>
                  <th scope="col" className="px-3 py-3">Expires</th>
                </tr>
              </thead>
              <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3">
                {rows.map((row) => (
                  <tr key={row.id} className="align-top hover:bg-slate-50">
                    <th scope="row" className="font-normal lg:min-w-48">
                      <Link to={`${BASE}/${row.id}`} className="break-words text-base font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                        {row.title}
                      </Link>
                      <span className="block font-mono text-xs text-slate-700">{row.reference}</span>
                    </th>
                    <td data-label="Status">
                      <span className="inline-flex flex-wrap gap-1">
                        <SigningStatusBadge status={row.status} />
                        <DueFlag due={row.due} />
                      </span>
                      {row.signers ? <span className="block text-xs text-slate-700">{row.signed} of {row.signers} signed</span> : null}
                    </td>
                    <td data-label="Record">
                      <SigningRecordLink customer={row.customer} policy={row.policy} lead={row.lead} />
                    </td>
                    <td data-label="Waiting for" className="break-words">
                      {row.waitingOn.length ? row.waitingOn.map((s) => `${s.name} (${signerRoleLabel(s.role).toLowerCase()})`).join(", ") : <span className="text-slate-600">—</span>}
                    </td>
                    <td data-label="Sent" className="whitespace-nowrap">{row.sentAt ? formatDate(row.sentAt) : <span className="text-slate-600">Not sent</span>}</td>
                    <td data-label="Expires" className="whitespace-nowrap">{row.expiresAt ? formatDate(row.expiresAt) : <span className="text-slate-600">—</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </AdminFrame>
  );
}

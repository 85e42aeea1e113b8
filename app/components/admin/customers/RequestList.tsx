/** A customer's (or a policy's) service requests: number, type, status and date, each linking to the request's page. */
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { serviceRequestType, staffRequestPath } from "../../../lib/service-requests.ts";
import { RequestStatusBadge } from "../../service-requests/RequestStatusBadge.tsx";

export interface RequestItem {
  id: string;
  requestNumber: string;
  requestType: string;
  status: string;
  createdAt: string;
}

export function RequestList({ requests, emptyText }: { requests: RequestItem[]; emptyText: string }) {
  if (!requests.length) return <p className="text-slate-700">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {requests.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <Link to={staffRequestPath(r.id)} className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline">
              {serviceRequestType(r.requestType)?.label ?? r.requestType}
              <span className="sr-only">, request</span>
            </Link>
            <p className="text-sm text-slate-700">
              <span className="font-mono">{r.requestNumber}</span> · {formatDate(r.createdAt)}
            </p>
          </div>
          <RequestStatusBadge status={r.status} />
        </li>
      ))}
    </ul>
  );
}

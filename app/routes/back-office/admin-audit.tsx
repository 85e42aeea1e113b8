/**
 * The audit log (docs/back-office.md#audit-log): who viewed, exported, changed, downloaded or deleted which
 * record, and who changed which account or retried which email, newest first,
 * filterable by record, action and person. Read-only: nothing on the site edits it.
 * Admins only.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/admin-audit";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { FilterSelect, hrefWith, Pagination } from "../../components/admin/listing.tsx";
import { staffPrivacyRequestPath } from "../../lib/privacy-requests.ts";
import { auditActionLabel, auditActions, auditTargetTypes, isAuditAction, isAuditTargetType } from "../../lib/audit-actions.ts";
import { formatDateTime } from "../../lib/format.ts";
import { inboxPath } from "../../lib/inbox-paths.ts";
import { isLeadForm, leadFormInfo } from "../../lib/lead-forms.ts";
import { requireAdmin } from "../../http/guards.ts";
import { AUDIT_PAGE_SIZE, listAudit } from "../../server/audit/list-audit.ts";
import { parsePage } from "../../server/inbox/list-leads.ts";
import { servicesOf } from "../../http/context.ts";

export const handle = { hydrate: true };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const type = url.searchParams.get("type");
  const action = url.searchParams.get("action");
  const filter = {
    targetType: isAuditTargetType(type) ? type : null,
    targetId: (url.searchParams.get("id") ?? "").trim().slice(0, 100) || null,
    action: isAuditAction(action) ? action : null,
    actor: (url.searchParams.get("actor") ?? "").trim().slice(0, 254) || null,
  };
  const log = await listAudit(servicesOf(context).db, filter, parsePage(url.searchParams.get("page")));
  return { log, filter, pageSize: AUDIT_PAGE_SIZE };
}

export const meta = () => [{ title: "Audit Log · Back office" }, { name: "robots", content: "noindex" }];

type Row = Route.ComponentProps["loaderData"]["log"]["rows"][number];

/** What an entry is about, linked when it can be opened. */
function Target({ row }: { row: Row }) {
  const typeLabel = (auditTargetTypes as Record<string, string>)[row.targetType] ?? row.targetType;
  if (isLeadForm(row.targetType)) {
    if (row.targetId === "*") return <span>All {leadFormInfo[row.targetType].title.toLowerCase()}</span>;
    return (
      <Link to={inboxPath(row.targetType, row.targetId)} className="font-medium text-navy-800 underline">
        {typeLabel} {row.targetLabel || row.targetId.slice(0, 8)}
      </Link>
    );
  }
  if (row.targetType === "user") {
    return (
      <Link to={hrefWith("/admin/users", { q: row.targetLabel })} className="break-all font-medium text-navy-800 underline">
        {typeLabel} {row.targetLabel}
      </Link>
    );
  }
  if (row.targetType === "email") {
    return (
      <Link to={`/admin/outbox/${row.targetId}`} className="font-medium text-navy-800 underline">
        {typeLabel} {row.targetLabel}
      </Link>
    );
  }
  if (row.targetType === "privacy_request" && row.targetLabel) {
    return (
      <Link to={staffPrivacyRequestPath(row.targetId)} className="font-medium text-navy-800 underline">
        {typeLabel} {row.targetLabel}
      </Link>
    );
  }
  // An erasure names no one: its id only tells entries apart.
  if (row.targetType === "person") return <span>{typeLabel}</span>;
  return <span>{typeLabel} {row.targetLabel || row.targetId}</span>;
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { log, filter, pageSize } = loaderData;
  const base = "/admin/audit";
  const filtered = !!(filter.targetType || filter.targetId || filter.action || filter.actor);
  const params = { type: filter.targetType, id: filter.targetId, action: filter.action, actor: filter.actor };
  return (
    <AdminFrame
      section="audit"
      eyebrow="Accountability"
      title="Audit Log"
      description={<p>Who looked at, exported, changed or deleted what, and when. Entries cannot be edited or removed from the site.</p>}
    >
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <Form method="get" action={base} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)_auto] lg:items-end">
          <FilterSelect
            name="type"
            label="Record type"
            value={filter.targetType ?? ""}
            options={[{ value: "", label: "All records" }, ...Object.entries(auditTargetTypes).map(([value, label]) => ({ value, label }))]}
          />
          <div>
            <label htmlFor="audit-id" className="block font-medium text-slate-900">Record</label>
            <input
              id="audit-id"
              name="id"
              defaultValue={filter.targetId ?? ""}
              placeholder="ID or claim number"
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500"
            />
          </div>
          <FilterSelect
            name="action"
            label="Action"
            value={filter.action ?? ""}
            options={[{ value: "", label: "All actions" }, ...Object.entries(auditActions).map(([value, label]) => ({ value, label }))]}
          />
          <div>
            <label htmlFor="audit-actor" className="block font-medium text-slate-900">By</label>
            <input
              id="audit-actor"
              name="actor"
              type="email"
              defaultValue={filter.actor ?? ""}
              placeholder="admin@example.com"
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500"
            />
          </div>
          <div className="flex gap-2">
            <button type="submit" className="inline-flex min-h-11 items-center justify-center rounded-md bg-navy-800 px-5 font-semibold text-white shadow-sm hover:bg-navy-900">
              Filter
            </button>
            {filtered ? (
              <Link to={base} className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50">
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
      </div>

      <div className="mt-6">
        {log.rows.length === 0 ? (
          <EmptyState title={filtered ? "No entries match these filters" : "Nothing has been recorded yet"} />
        ) : (
          <>
            <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Audit entries, newest first">
              {log.rows.map((row) => (
                <li key={row.id} className="grid gap-1 px-5 py-3 text-sm md:grid-cols-[11rem_minmax(0,14rem)_minmax(0,1fr)] md:gap-4">
                  <p className="text-slate-700">{formatDateTime(row.createdAt)}</p>
                  <p className="break-all font-medium text-slate-900">{row.actorEmail}</p>
                  <div className="min-w-0">
                    <p className="text-slate-900">
                      <span className="font-semibold">{auditActionLabel(row.action)}</span> · <Target row={row} />
                    </p>
                    {row.detail ? <p className="mt-0.5 break-words text-slate-700">{row.detail}</p> : null}
                  </div>
                </li>
              ))}
            </ol>
            <Pagination
              page={log.page}
              pageCount={log.pageCount}
              pageSize={pageSize}
              total={log.total}
              noun="entries"
              hrefFor={(page) => hrefWith(base, { ...params, page: page > 1 ? page : null })}
            />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

/**
 * One inbox per form (docs/product.md#the-inbox-filters-people-bulk-actions):
 * /admin/inbox/{quotes|claims|applications|pay-per-mile}. Newest first, 25 to a page, stage
 * tabs, filters (owner, overdue, received dates, source, search), one row per person, and a
 * bulk bar for the ticked rows. Filters are query parameters of a GET form: every view is a
 * URL that can be shared (`owner=me` means whoever opens it). Staff and admins; the CSV
 * export of what is shown (every page of it) is for admins.
 *
 * The page is links and plain forms, so it ships no React bundle (like the dashboards,
 * docs/decisions/020-forms-and-account-screens-without-react.md): no loader data is written into
 * the HTML, and each row is rendered once, a table that reads as cards on a phone. The
 * whole list is one POST form: the ticked rows' checkboxes and the bulk bar's button
 * that was pressed are what the action receives.
 */
import { Ban, Download, UserCheck, UserMinus } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-inbox";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { FilterCheckbox, FilterDate, FilterSearchField, FilterSelect, FilterTabs, hrefWith, Pagination, CARDS_ON_PHONES } from "../../components/admin/listing.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formatCappedCount } from "../../lib/format.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { inboxPath, type LeadForm } from "../../lib/inbox-paths.ts";
import { isLeadForm, leadFormInfo } from "../../lib/lead-forms.ts";
import { firstStage, pipelines } from "../../lib/pipeline.ts";
import { bulkActionSchema, bulkStages, MAX_BULK_RECORDS } from "../../lib/schemas/bulk-action.ts";
import { requireStaff } from "../../http/guards.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { BULK_RESULT_PARAMS, bulkResultParams, viewInbox } from "../../server/inbox/inbox-view.ts";
import { applyBulkAction } from "../../server/pipeline/bulk-actions.ts";
import { servicesOf } from "../../http/context.ts";
import { insertMarkup } from "../../http/markup-inserts.ts";
import { LeadInboxRow } from "../../components/admin/inbox/LeadInboxRow.tsx";
import { leadRowsMarkup } from "../../components/admin/inbox/lead-rows-markup.server.tsx";

const notFound = () => data("Not found", { status: 404 });

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const viewer = await requireStaff({ request, context });
  const form = params.form;
  if (!isLeadForm(form)) throw notFound();
  const view = await viewInbox(servicesOf(context).db, form, url.searchParams, viewer);
  const rowsMarkup = insertMarkup(context, leadRowsMarkup(form, view.list.rows, view.list.cells));
  return { form, ...view, rowsMarkup, canExport: viewer.role === "admin", deleted: url.searchParams.get("deleted") === "1" };
}

const refusals = {
  "not-found": "One of the selected records no longer exists (someone may have deleted it). Nothing was changed; please try again.",
  "not-team": "That person is not on the active team. Nothing was changed.",
  "invalid-stage": "That stage cannot be chosen for one of the records. Nothing was changed.",
} as const;

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const actor = await requireStaff({ request, context });
  const form = params.form;
  if (!isLeadForm(form)) throw notFound();
  const formData = await readAdminForm(request, { maxParts: MAX_BULK_RECORDS + 10 });
  const parsed = parseForm(bulkActionSchema(form), formData, ["ids"]);
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await applyBulkAction(servicesOf(context).db, actor, form, parsed.data);
  if (!result.ok) return data<FormFailure>({ errors: { form: refusals[result.reason] }, values: parsed.values }, { status: 409 });
  // Back to the same view (filters and page), saying what changed: a reload repeats nothing.
  const back = new URLSearchParams(url.searchParams);
  for (const key of [...BULK_RESULT_PARAMS, "deleted"]) back.delete(key);
  const action = parsed.data;
  const to = action.kind === "assign" ? action.ownerId : action.kind === "stage" ? action.stage : null;
  for (const [key, value] of Object.entries(bulkResultParams({ intent: action.kind, changed: result.changed, selected: result.selected, to }))) {
    if (value) back.set(key, value);
  }
  return redirect(`${inboxPath(form)}?${back.toString()}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${leadFormInfo[loaderData.form].title} · Back office` : "Back office" },
  { name: "robots", content: "noindex" },
];

type LoaderData = Route.ComponentProps["loaderData"];
type Params = LoaderData["params"];

/** The view's parameters as a query ("" and false left out), with changes. */
function queryOf(params: Params, changes: Partial<Record<keyof Params | "page", string | number | boolean | null>> = {}) {
  const all: Record<string, string | number | boolean | null> = { ...params, ...changes };
  const query: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(all)) query[key] = value === true ? "1" : value === false ? null : value;
  return query;
}

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

export default function InboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, params, filtered, list, rowsMarkup, team, sources, bulkMessage, canExport, deleted } = loaderData;
  const info = leadFormInfo[form];
  const base = inboxPath(form);
  const here = hrefWith(base, queryOf(params, { page: list.page > 1 ? list.page : null }));
  const pageHref = (page: number) => hrefWith(base, queryOf(params, { page: page > 1 ? page : null }));
  const count = (n: number) => formatCappedCount(n, list.countLimit);
  const otherFilters = filtered && (params.q || params.owner || params.overdue || params.from || params.to || params.source || params.view);

  return (
    <AdminFrame
      section={form}
      title={info.title}
      eyebrow="Lead inbox"
      description={
        <p>
          <span className="font-semibold text-white">{count(list.statusCounts[firstStage(form)] ?? 0)}</span>{" "}
          {pipelines[form][0]!.label.toLowerCase()} · {count(list.statusCounts.all)} {otherFilters ? "matching the filters" : "in total"}
        </p>
      }
      actions={
        canExport ? (
          <a
            href={hrefWith(`${base}/export.csv`, queryOf(params))}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-gold-400 px-4 font-semibold text-navy-950 shadow-sm hover:bg-gold-300"
          >
            <Download aria-hidden="true" className="h-5 w-5" />
            Export CSV
            <span className="sr-only"> of {filtered ? "the filtered" : "all"} {info.title.toLowerCase()}</span>
          </a>
        ) : null
      }
    >
      {deleted ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>The record was deleted with its files and notes.</p>
        </MessageBox>
      ) : null}
      {bulkMessage && !actionData ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>{bulkMessage}</p>
        </MessageBox>
      ) : null}

      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <FilterTabs
          label="Filter by stage"
          tabs={[
            { label: "All", href: hrefWith(base, queryOf(params, { status: null })), count: list.statusCounts.all, countLabel: count(list.statusCounts.all), current: !params.status },
            ...pipelines[form].map((s) => ({
              label: s.label,
              href: hrefWith(base, queryOf(params, { status: s.code })),
              count: list.statusCounts[s.code] ?? 0,
              countLabel: count(list.statusCounts[s.code] ?? 0),
              current: params.status === s.code,
            })),
          ]}
        />
        <FilterForm form={form} params={params} team={team} sources={sources} clearHref={filtered ? hrefWith(base, { status: params.status }) : undefined} />
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
          <Form method="post" action={here} noValidate>
            <BulkBar form={form} team={team} failure={actionData ?? undefined} />
            <LeadTable form={form} list={list} rowsMarkup={rowsMarkup} people={params.view === "people"} selected={actionData?.values.ids} />
            {list.moreMatches && list.page === list.pageCount ? (
              <p className="mt-4 text-sm text-slate-700">
                Only the newest {list.countLimit.toLocaleString("en-US")} matches are listed. Narrow the search to find older ones, or export the CSV: it holds them all.
              </p>
            ) : null}
          </Form>
        )}
        {list.rows.length ? (
          <Pagination
            page={list.page}
            pageCount={list.pageCount}
            pageSize={list.pageSize}
            // A capped count is a lower bound; the rows on this page tell how far the list is known to go.
            total={Math.max(list.total, (list.page - 1) * list.pageSize + list.rows.length)}
            totalLabel={list.total >= list.countLimit ? count(list.total) : undefined}
            hrefFor={pageHref}
            noun={params.view === "people" ? "people" : "records"}
          />
        ) : null}
      </div>
    </AdminFrame>
  );
}

/** The filters, one GET form (the stage is the tabs', kept as it is). */
function FilterForm({ form, params, team, sources, clearHref }: { form: LeadForm; params: Params; team: LoaderData["team"]; sources: string[]; clearHref?: string }) {
  const info = leadFormInfo[form];
  return (
    <Form method="get" action={inboxPath(form)} role="search" aria-label={`Filter ${info.title.toLowerCase()}`} className="space-y-4">
      {params.status ? <input type="hidden" name="status" value={params.status} /> : null}
      <FilterSearchField label={`Search ${info.title.toLowerCase()}`} hint={info.searchHint} value={params.q} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4 [&_select]:w-full">
        <FilterSelect
          name="owner"
          label="Owner"
          value={params.owner}
          options={[
            { value: "", label: "Anyone" },
            { value: "me", label: "Me" },
            { value: "unassigned", label: "Unassigned" },
            ...team.map((m) => ({ value: m.id, label: m.name })),
          ]}
        />
        <FilterSelect name="source" label="Source" value={params.source} options={[{ value: "", label: "Any source" }, ...sources.map((s) => ({ value: s, label: s }))]} />
        <FilterDate name="from" label="Received from" value={params.from} />
        <FilterDate name="to" label="Received to" value={params.to} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <FilterCheckbox name="overdue" label="Overdue follow-ups only" checked={params.overdue} />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-900 hover:border-navy-700">
          <input type="checkbox" name="view" value="people" defaultChecked={params.view === "people"} className="h-5 w-5 shrink-0 accent-navy-800" />
          One row per person
        </label>
        <div className="flex gap-2 sm:ml-auto">
          <button type="submit" className={`${buttonClass} bg-navy-800 px-5 text-white shadow-sm hover:bg-navy-900`}>Apply filters</button>
          {clearHref ? (
            <Link to={clearHref} className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>Clear filters</Link>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-slate-600">Dates are Las Vegas dates. Overdue: an open record whose follow-up time has passed.</p>
    </Form>
  );
}

/** What to do with the ticked rows: each button sends the list's form with its intent. */
function BulkBar({ form, team, failure }: { form: LeadForm; team: LoaderData["team"]; failure?: FormFailure }) {
  const errors = failure?.errors ?? {};
  const values = failure?.values ?? {};
  const messages = [errors.ids, errors.form, errors.intent].filter(Boolean);
  const selectClass = "mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:w-64";
  return (
    <fieldset className="mb-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-slate-700">With the selected records</legend>
      {messages.length ? (
        <MessageBox tone="error" className="mb-4" focus>
          {messages.map((m) => <p key={m}>{m}</p>)}
        </MessageBox>
      ) : null}
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div>
            <label htmlFor="bulk-owner" className="block font-medium text-slate-900">Assign to</label>
            <select
              id="bulk-owner"
              name="owner"
              defaultValue={typeof values.owner === "string" ? values.owner : ""}
              aria-invalid={errors.owner ? true : undefined}
              aria-describedby={errors.owner ? "bulk-owner-error" : undefined}
              className={`${selectClass} ${errors.owner ? "border-red-700" : "border-slate-400"}`}
            >
              <option value="">Choose a team member…</option>
              {team.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
            </select>
            {errors.owner ? <p id="bulk-owner-error" className="mt-1 text-sm font-medium text-red-800">{errors.owner}</p> : null}
          </div>
          <div className="flex gap-2">
            <button type="submit" name="intent" value="assign" className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900`}>
              <UserCheck aria-hidden="true" className="h-5 w-5" />
              Assign
            </button>
            <button type="submit" name="intent" value="unassign" className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
              <UserMinus aria-hidden="true" className="h-5 w-5" />
              Unassign
            </button>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div>
            <label htmlFor="bulk-stage" className="block font-medium text-slate-900">Move to stage</label>
            <select
              id="bulk-stage"
              name="stage"
              defaultValue={typeof values.stage === "string" ? values.stage : ""}
              aria-invalid={errors.stage ? true : undefined}
              aria-describedby={errors.stage ? "bulk-stage-error" : pipelines[form].some((s) => s.outcome) ? "bulk-stage-hint" : undefined}
              className={`${selectClass} ${errors.stage ? "border-red-700" : "border-slate-400"}`}
            >
              <option value="">Choose a stage…</option>
              {bulkStages(form).map((s) => <option key={s.code} value={s.code}>{s.label}</option>)}
            </select>
            {errors.stage ? <p id="bulk-stage-error" className="mt-1 text-sm font-medium text-red-800">{errors.stage}</p> : null}
          </div>
          <button type="submit" name="intent" value="stage" className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900`}>Move</button>
        </div>
        <button type="submit" name="intent" value="spam" className={`${buttonClass} border border-red-700 bg-white text-red-800 hover:bg-red-50 lg:ml-auto`}>
          <Ban aria-hidden="true" className="h-5 w-5" />
          Mark as spam
        </button>
      </div>
      {pipelines[form].some((s) => s.outcome) ? (
        <p id="bulk-stage-hint" className="mt-3 text-sm text-slate-600">Won and Lost record an outcome: set them on each record's page.</p>
      ) : null}
    </fieldset>
  );
}

const ROWS_CLASS = "text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3";

function LeadTable({
  form,
  list,
  rowsMarkup,
  people,
  selected = [],
}: {
  form: LeadForm;
  list: LoaderData["list"];
  rowsMarkup: string;
  people: boolean;
  selected?: string | string[];
}) {
  const info = leadFormInfo[form];
  const ticked = new Set(Array.isArray(selected) ? selected : [selected]);
  return (
    <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <table className={`w-full text-left text-sm ${CARDS_ON_PHONES}`}>
        <caption className="sr-only">{info.title}, newest first{people ? ", one row per person" : ""}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3"><span className="sr-only">Select</span></th>
            <th scope="col" className="px-3 py-3">Name</th>
            <th scope="col" className="px-3 py-3">Owner</th>
            <th scope="col" className="px-3 py-3">Stage</th>
            <th scope="col" className="px-3 py-3">Follow-up</th>
            <th scope="col" className="px-3 py-3">Received</th>
            {list.cells.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-3">{c.label}</th>
            ))}
          </tr>
        </thead>
        {/* Without ticked rows (after a refused bulk action), the rows are the markup kept for them, React's own (lead-rows-markup.server.tsx), which the server puts in place of this marker. */}
        {ticked.size === 0 ? (
          <tbody className={ROWS_CLASS} dangerouslySetInnerHTML={{ __html: rowsMarkup }} />
        ) : (
          <tbody className={ROWS_CLASS}>
            {list.rows.map((row) => <LeadInboxRow key={row.id} form={form} row={row} cells={list.cells} ticked={ticked.has(row.id)} />)}
          </tbody>
        )}
      </table>
    </div>
  );
}

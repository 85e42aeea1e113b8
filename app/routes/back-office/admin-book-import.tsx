/**
 * Importing the book of business from a CSV file (docs/import.md, docs/product.md#book-import):
 * admins only. Three steps, each a plain page that works without JavaScript:
 * 1. /admin/customers/import: the column layout in brief and the upload form; the upload is
 *    checked and kept, then the browser goes to
 * 2. /admin/customers/import?import=<id>: the preview (counts, row errors, the first rows as
 *    they will be imported) and the commit button, which posts here and comes back to
 * 3. the same address, now showing what was imported.
 */
import { CheckCircle2, FileUp, FileWarning, ListChecks, Upload } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-book-import";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { cardsBelowLg } from "../../components/responsive-table.ts";
import { SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { policyLineLabel } from "../../lib/policies.ts";
import { requireAdmin, requireRecentSecondFactor } from "../../http/guards.ts";
import { columnGuide, importColumns, requiredColumns } from "../../server/book-import/columns.ts";
import { commitBookImport } from "../../server/book-import/commit-book-import.ts";
import { openBookImport } from "../../server/book-import/open-book-import.ts";
import { MAX_IMPORT_ROWS } from "../../server/book-import/read-csv.ts";
import { IMPORT_FILE_FIELD, importBookFile, MAX_IMPORT_BYTES } from "../../server/book-import/upload-book-import.ts";
import { readBookImportFile } from "../../http/read-book-import-file.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";

const IMPORT_PATH = "/admin/customers/import";
const importPath = (id: string) => `${IMPORT_PATH}?import=${encodeURIComponent(id)}`;

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const layout = importColumns.map((name) => ({ name, required: requiredColumns.includes(name), ...columnGuide[name] }));
  const limits = { megabytes: MAX_IMPORT_BYTES / (1024 * 1024), rows: MAX_IMPORT_ROWS, fileField: IMPORT_FILE_FIELD };
  const id = url.searchParams.get("import");
  if (!id) return { layout, limits, opened: null };
  return { layout, limits, opened: await openBookImport(servicesOf(context).db, id) };
}

export interface ImportActionFailure {
  step: "upload" | "commit";
  message: string;
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const db = servicesOf(context).db;
  // The upload is the one multipart form; the commit is a small url-encoded one.
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const file = await readBookImportFile(request);
    if (!file.ok) return data<ImportActionFailure>({ step: "upload", message: file.message }, { status: file.status });
    const uploaded = await importBookFile(db, admin.id, file);
    if (!uploaded.ok) return data<ImportActionFailure>({ step: "upload", message: uploaded.message }, { status: 400 });
    return redirect(importPath(uploaded.importId), 303);
  }
  const form = await readAdminForm(request);
  const importId = String(form.get("importId") ?? "");
  if (form.get("intent") !== "commit" || !importId) throw data("Unknown action", { status: 400 });
  requireRecentSecondFactor({ request }, admin);
  const committed = await commitBookImport(db, admin, importId);
  if (!committed.ok) return data<ImportActionFailure>({ step: "commit", message: committed.message }, { status: committed.reason === "not-found" ? 404 : 409 });
  return redirect(importPath(importId), 303);
}

export const meta = () => [{ title: "Import the book of business · Back office" }, { name: "robots", content: "noindex" }];

type LoaderData = Route.ComponentProps["loaderData"];
type Opened = NonNullable<LoaderData["opened"]>;

const number = (n: number) => n.toLocaleString("en-US");
const linkClass = "font-semibold text-navy-800 underline decoration-navy-800/40 hover:decoration-navy-800";
const secondaryButton = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-navy-800 bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50";

function UploadForm({ limits, error }: { limits: LoaderData["limits"]; error?: string }) {
  const hintId = "import-file-hint";
  const errorId = "import-file-error";
  return (
    <Panel title="Upload the file" titleId="upload-heading">
      <Form method="post" encType="multipart/form-data" aria-labelledby="upload-heading" className="space-y-4">
        {error ? (
          <MessageBox tone="error" title="The file was not accepted" focus>
            <p id={errorId}>{error}</p>
          </MessageBox>
        ) : null}
        <div>
          <label htmlFor="import-file" className="block font-medium text-slate-900">CSV file of your book of business</label>
          <p id={hintId} className="mt-0.5 text-sm text-slate-600">
            One row per policy, a header row naming the columns. Up to {limits.megabytes} MB and {number(limits.rows)} rows. Nothing is imported yet: you see a preview first.
          </p>
          <input
            id="import-file"
            name={limits.fileField}
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className="mt-2 block w-full rounded-md border border-slate-400 bg-white p-2 text-base text-slate-900 file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:font-semibold file:text-white"
          />
        </div>
        <SubmitButton pendingText="Reading the file…">
          <Upload aria-hidden="true" className="mr-2 h-5 w-5" />
          Upload and preview
        </SubmitButton>
      </Form>
    </Panel>
  );
}

function LayoutSummary({ layout }: { layout: LoaderData["layout"] }) {
  return (
    <Panel title="Column layout" titleId="layout-heading">
      <p className="text-slate-800">
        One row per policy; a customer's columns repeat on each of their policies. Headers may be spelled the way your agency
        management system exports them (“Policy Number”, “Eff Date”, “Carrier Name”, “Customer ID”, “Zip Code”…). Columns in{" "}
        <strong>bold</strong> are required; others may be left out.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`${IMPORT_PATH}/guide`} className={linkClass}>Read the full column guide</Link>
        <a href={`${IMPORT_PATH}/sample.csv`} className={linkClass} download>Download a sample file (CSV)</a>
      </p>
      <ul className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-3">
        {layout.map((column) => (
          <li key={column.name} className="min-w-0">
            <code className={`break-all text-navy-900 ${column.required ? "font-bold" : ""}`}>{column.name}</code>
            {column.required ? <span className="sr-only"> (required)</span> : null}
            <span className="block text-slate-700">{column.what}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Counts({ counts }: { counts: Extract<Opened, { state: "preview" }>["counts"] }) {
  const items = [
    ["Rows", counts.rows],
    ["New customers", counts.newCustomers],
    ["Updated customers", counts.updatedCustomers],
    ["New policies", counts.newPolicies],
    ["Updated policies", counts.updatedPolicies],
    ["Rows with errors", counts.rowsWithErrors],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {items.map(([label, value]) => (
        <div key={label} className={`rounded-lg border p-3 ${label === "Rows with errors" && value > 0 ? "border-red-300 bg-red-50" : "border-slate-200 bg-slate-50"}`}>
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-bold text-navy-900">{number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ErrorTable({ errors, total, caption }: { errors: { rowNumber: number; column: string; message: string }[]; total: number; caption: string }) {
  return (
    <div className="lg:overflow-x-auto">
      <table className={`w-full text-left text-sm ${cardsBelowLg}`}>
        <caption className="mb-2 text-left text-slate-800 max-lg:block">
          {caption}
          {total > errors.length ? ` The first ${number(errors.length)} of ${number(total)} problems are listed.` : ""}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">Row</th>
            <th scope="col" className="px-3 py-2">Column</th>
            <th scope="col" className="px-3 py-2">Problem</th>
          </tr>
        </thead>
        <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
          {errors.map((e, i) => (
            <tr key={`${e.rowNumber}-${e.column}-${i}`} className="align-top">
              <th scope="row" className="whitespace-nowrap font-semibold">
                <FileWarning aria-hidden="true" className="mr-1 inline h-4 w-4 text-red-700" />
                Row {e.rowNumber}
              </th>
              <td data-label="Column"><code className="break-all">{e.column === "row" ? "(whole row)" : e.column}</code></td>
              <td data-label="Problem" className="break-words">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Preview({ opened, commitError }: { opened: Extract<Opened, { state: "preview" }>; commitError?: string }) {
  const valid = opened.counts.rows - opened.counts.rowsWithErrors;
  return (
    <div className="space-y-6">
      <Panel title="What the import will do" titleId="counts-heading">
        <p className="mb-4 text-slate-800">
          <span className="font-semibold">{opened.file.fileName}</span>, uploaded {formatDateTime(opened.file.createdAt)}. Nothing has been imported yet.
        </p>
        <Counts counts={opened.counts} />
        {opened.ignoredHeaders.length ? (
          <p className="mt-4 text-sm text-slate-700">
            Columns not in the layout, ignored: {opened.ignoredHeaders.map((h) => `“${h}”`).join(", ")}.
          </p>
        ) : null}
      </Panel>

      {opened.errors.length ? (
        <Panel title={`Rows with errors (${number(opened.counts.rowsWithErrors)})`} titleId="errors-heading">
          <ErrorTable errors={opened.errors} total={opened.errorCount} caption="These rows will be skipped. Row numbers are the spreadsheet's (the header is row 1)." />
        </Panel>
      ) : null}

      {opened.rows.length ? (
        <Panel title="The first rows as they will be imported" titleId="rows-heading">
          <div className="lg:overflow-x-auto">
            <table className={`w-full text-left text-sm ${cardsBelowLg}`}>
              <caption className="sr-only">The first {opened.rows.length} valid rows</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">Row</th>
                  <th scope="col" className="px-3 py-2">Customer</th>
                  <th scope="col" className="px-3 py-2">Policy</th>
                  <th scope="col" className="px-3 py-2">Term</th>
                  <th scope="col" className="px-3 py-2">Vehicles</th>
                  <th scope="col" className="px-3 py-2">Drivers</th>
                </tr>
              </thead>
              <tbody className="text-slate-800 lg:divide-y lg:divide-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
                {opened.rows.map((row) => (
                  <tr key={row.rowNumber} className="align-top">
                    <th scope="row" className="whitespace-nowrap font-semibold">Row {row.rowNumber}</th>
                    <td data-label="Customer" className="break-words">
                      {row.customerName} <span className="text-slate-700">({row.customerIsNew ? "new" : "update"})</span>
                    </td>
                    <td data-label="Policy" className="break-words">
                      {policyLineLabel(row.line)}, {row.carrier} {row.policyNumber} <span className="text-slate-700">({row.policyIsNew ? "new" : "update"})</span>
                    </td>
                    <td data-label="Term" className="whitespace-nowrap">{row.effectiveDate} to {row.expirationDate}</td>
                    <td data-label="Vehicles">{row.vehicles === null ? "not in file" : row.vehicles}</td>
                    <td data-label="Drivers">{row.drivers === null ? "not in file" : row.drivers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      ) : null}

      <Panel title="Import" titleId="commit-heading">
        {commitError ? (
          <MessageBox tone="error" title="Nothing was imported" focus className="mb-4">
            <p>{commitError}</p>
          </MessageBox>
        ) : null}
        {valid > 0 ? (
          <Form method="post" aria-labelledby="commit-heading" className="space-y-4">
            <input type="hidden" name="importId" value={opened.file.id} />
            <div className="space-y-2 text-slate-800">
              <p>
                Importing writes {number(valid)} {valid === 1 ? "row" : "rows"} at once: customers and policies already in the back office are
                updated (matched by carrier and policy number, and by customer id, email, or name and ZIP), not duplicated.
              </p>
              {opened.counts.rowsWithErrors ? (
                <p className="font-semibold">
                  {number(opened.counts.rowsWithErrors)} {opened.counts.rowsWithErrors === 1 ? "row with errors is" : "rows with errors are"} skipped
                  and not imported. Correct them in the file and import it again later: the rows already imported are then updated.
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              <SubmitButton name="intent" value="commit" pendingText="Importing…">
                <ListChecks aria-hidden="true" className="mr-2 h-5 w-5" />
                Import {number(valid)} {valid === 1 ? "row" : "rows"}
              </SubmitButton>
              <Link to={IMPORT_PATH} className={secondaryButton}>Upload a different file</Link>
            </div>
          </Form>
        ) : (
          <div className="space-y-4">
            <p className="text-slate-800">Every row has errors, so there is nothing to import. Correct the file and upload it again.</p>
            <Link to={IMPORT_PATH} className={secondaryButton}>Upload a different file</Link>
          </div>
        )}
      </Panel>
    </div>
  );
}

function Committed({ opened }: { opened: Extract<Opened, { state: "committed" }> }) {
  const result = opened.result;
  return (
    <div className="space-y-6">
      <MessageBox tone="success" title="The book was imported">
        <p>
          {opened.file.fileName} was imported {formatDateTime(opened.committedAt)}.
          {result ? ` ${number(result.counts.rows - result.counts.rowsWithErrors)} rows were imported and ${number(result.counts.rowsWithErrors)} skipped for errors.` : ""}
        </p>
      </MessageBox>
      {result ? (
        <Panel title="What was imported" titleId="result-heading">
          <Counts counts={result.counts} />
        </Panel>
      ) : null}
      {result?.errors.length ? (
        <Panel title={`Rows skipped (${number(result.counts.rowsWithErrors)})`} titleId="skipped-heading">
          <ErrorTable errors={result.errors} total={result.errorCount} caption="These rows were not imported. Correct them in the file and import it again." />
        </Panel>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/admin/customers" className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-5 font-semibold text-white hover:bg-navy-900">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
          Go to customers
        </Link>
        <Link to={IMPORT_PATH} className={secondaryButton}>
          <FileUp aria-hidden="true" className="h-5 w-5" />
          Import another file
        </Link>
      </div>
    </div>
  );
}

export default function BookImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { layout, limits, opened } = loaderData;
  const failure = actionData as ImportActionFailure | undefined;
  return (
    <AdminFrame
      title="Import the book of business"
      eyebrow="Customers & policies"
      description="Customers and policies from a CSV export of your agency management system."
      crumbs={[{ label: "Customers & policies", href: "/admin/customers" }]}
    >
      <div className="space-y-6">
        {!opened ? (
          <>
            <UploadForm limits={limits} error={failure?.step === "upload" ? failure.message : undefined} />
            <LayoutSummary layout={layout} />
          </>
        ) : opened.state === "missing" ? (
          <>
            <MessageBox tone="info" title="This upload is gone">
              <p>It may have been removed because it was never imported. Please upload the file again.</p>
            </MessageBox>
            <UploadForm limits={limits} />
          </>
        ) : opened.state === "unreadable" ? (
          <>
            <MessageBox tone="error" title="The file cannot be imported">
              <p>{opened.message}</p>
            </MessageBox>
            <UploadForm limits={limits} />
          </>
        ) : opened.state === "committed" ? (
          <Committed opened={opened} />
        ) : (
          <Preview opened={opened} commitError={failure?.step === "commit" ? failure.message : undefined} />
        )}
      </div>
    </AdminFrame>
  );
}

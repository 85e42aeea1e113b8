/**
 * /admin/signing/new?customer=ID (or ?policy=ID, or ?lead=ID&form=FORM): a new document for
 * signature for that record (docs/product.md#documents-signed-online): its title, the PDF, and
 * optionally a template's layout. The PDF is checked by the lifecycle (a PDF, at most 20 MB and
 * 50 pages, not password-protected, readable); a refusal comes back beside the file with the
 * title kept. On success the draft's page opens. Staff and admins; a plain multipart form.
 */
import { Upload } from "lucide-react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin-signing-new";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { ErrorSummary, Field, SelectField, SubmitButton, valueOf } from "../../components/forms.tsx";
import type { FormFailure } from "../../lib/form-data.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { newSigningLabels, SIGNING_FILE_FIELD } from "../../lib/signing-form-labels.ts";
import { readSigningUpload } from "../../http/read-signing-upload.ts";
import { listTemplates, MAX_TITLE_LENGTH } from "../../server/signing/prepare-document.ts";
import { findSigningRecord, signingDepsOf } from "../../server/signing/staff-signing.ts";
import { startSigningDraft } from "../../server/signing/staff-signing-forms.ts";

const notFound = () => data("Choose the customer, policy or lead first: open its page and use “Send for signature”.", { status: 404 });

function recordQuery(url: URL) {
  const q = url.searchParams;
  return { customer: q.get("customer"), policy: q.get("policy"), lead: q.get("lead"), form: q.get("form") };
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireStaff({ request, context });
  const db = servicesOf(context).db;
  const record = await findSigningRecord(db, recordQuery(url));
  if (!record) throw notFound();
  return { record, templates: await listTemplates(db), here: url.pathname + url.search, maxTitle: MAX_TITLE_LENGTH };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context });
  const services = servicesOf(context);
  const record = await findSigningRecord(services.db, recordQuery(url));
  if (!record) throw notFound();
  const read = await readSigningUpload(request);
  if (!read.ok) return data<FormFailure>(read.failure, { status: read.status });
  try {
    const started = await startSigningDraft(signingDepsOf(services), staff, record, read.form.fields, read.file);
    if (!started.ok) return data<FormFailure>({ errors: started.errors, values: started.values, formError: started.formError }, { status: started.status });
    return redirect(`/admin/signing/${started.documentId}?saved=${started.template === "none" ? "created" : started.template === "applied" ? "created-template" : "created-template-differs"}`, 303);
  } finally {
    await read.form.dispose();
  }
}

export const meta = () => [{ title: "Send for signature · Back office" }, { name: "robots", content: "noindex" }];

export default function NewSigningPage({ loaderData, actionData }: Route.ComponentProps) {
  const { record, templates, here, maxTitle } = loaderData;
  const values = actionData?.values;
  const errors = actionData?.errors;
  const crumbs = [{ label: "Out for signature", href: "/admin/signing" }];
  if (record.customer) crumbs.push({ label: record.customer.name, href: `/admin/customers/${record.customer.id}` });
  if (record.policy) crumbs.push({ label: `Policy ${record.policy.number}`, href: `/admin/policies/${record.policy.id}` });
  const recordName = record.policy ? `${record.customer?.name}, policy ${record.policy.number}` : record.customer ? record.customer.name : (record.lead?.name ?? "");
  const fileHint = "A PDF of at most 20 MB and 50 pages, without a password.";
  return (
    <AdminFrame crumbs={crumbs} eyebrow="Send for signature" title="New document for signature" description={<p>For {recordName}. Upload the PDF, then add the signers and place their fields.</p>}>
      <div className="max-w-2xl">
        <Panel title="The document" titleId="document-heading">
          <Form method="post" action={here} encType="multipart/form-data" className="space-y-5" noValidate>
            <ErrorSummary errors={errors} labels={newSigningLabels} formError={actionData?.formError} />
            <Field
              name="title"
              label={newSigningLabels.title}
              required
              maxLength={maxTitle}
              hint="What the signers see, like “Auto application 2026”."
              defaultValue={valueOf(values, "title")}
              error={errors?.title}
            />
            <Field
              name={SIGNING_FILE_FIELD}
              label={newSigningLabels.file}
              required
              type="file"
              accept=".pdf,application/pdf"
              hint={errors?.file || actionData?.formError ? `${fileHint} Please choose the file again.` : fileHint}
              error={errors?.file}
              className="[&_input]:py-2"
            />
            {templates.length ? (
              <SelectField
                name="templateId"
                label={newSigningLabels.templateId}
                options={templates.map((t) => ({ value: t.id, label: `${t.name} (${t.pageCount} page${t.pageCount === 1 ? "" : "s"}, ${t.fieldCount} field${t.fieldCount === 1 ? "" : "s"})` }))}
                placeholder="No template"
                hint="Places a saved layout's fields on a PDF with the same number of pages."
                defaultValue={valueOf(values, "templateId")}
                error={errors?.templateId}
              />
            ) : null}
            <SubmitButton pendingText="Uploading…" className="w-full gap-2 sm:w-auto">
              <Upload aria-hidden="true" className="h-5 w-5" />
              Upload and prepare
            </SubmitButton>
          </Form>
        </Panel>
      </div>
    </AdminFrame>
  );
}

/**
 * /admin/customers/:id/documents: a customer's documents in the back office
 * (docs/product.md#documents): the list, with each file, and the form that uploads one
 * (type, title, the policy it belongs to, the file). `?policy=<id>` preselects a policy;
 * `?returnTo=` (the customer's page or one of their policies' pages, nothing else) is where
 * the form goes after the upload. Deleting asks first (`?delete=<id>`).
 *
 * A plain server-rendered form (no hydration): the action checks the role first, reads the
 * post under the upload's limits and calls one domain function; on an error the form comes
 * back with its messages and every typed value (the file must be chosen again).
 */
import { Trash2, Upload } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-customer-documents";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { DocumentList } from "../../components/documents/DocumentList.tsx";
import { ErrorSummary, Field, SelectField, SubmitButton, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { documentTypes } from "../../lib/documents.ts";
import type { FormFailure } from "../../lib/form-data.ts";
import { DOCUMENT_FILE_FIELD, documentUploadLabels, MAX_DOCUMENT_TITLE_LENGTH } from "../../lib/schemas/customer-document-fields.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { loadCustomerDocuments } from "../../server/documents/customer-documents-page.ts";
import { deleteCustomerDocument } from "../../server/documents/delete-document.ts";
import { findDocumentCustomer } from "../../server/documents/document-customer.ts";
import { documentUploadRule } from "../../server/documents/document-upload-rule.ts";
import { customerDocumentsPath, documentReturnPath } from "../../server/documents/return-path.ts";
import { uploadCustomerDocument } from "../../server/documents/upload-document.ts";
import { acceptAttribute, MEGABYTE } from "../../server/uploads/check-upload.ts";
import { readDocumentForm } from "../../http/read-document-form.ts";

const notFound = () => data("Not found", { status: 404 });

const savedMessages = { uploaded: "Document uploaded. The customer sees it under Documents.", deleted: "Document deleted." } as const;
type Saved = keyof typeof savedMessages;

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireStaff({ request, context });
  const page = await loadCustomerDocuments(servicesOf(context).db, params.id);
  if (!page) throw notFound();
  const policyIds = page.policies.map((p) => p.id);
  const policy = url.searchParams.get("policy");
  const saved = url.searchParams.get("saved");
  const deleteId = url.searchParams.get("delete");
  return {
    ...page,
    here: customerDocumentsPath(page.customer.id),
    preselectedPolicy: policy && policyIds.includes(policy) ? policy : "",
    returnTo: documentReturnPath(url.searchParams.get("returnTo"), page.customer.id, policyIds) ?? "",
    saved: saved && Object.hasOwn(savedMessages, saved) ? (saved as Saved) : null,
    confirmDelete: page.documents.find((d) => d.id === deleteId) ?? null,
    accept: acceptAttribute(documentUploadRule),
    fileHint: `A PDF or a photo (JPEG, PNG, HEIC or WebP), up to ${documentUploadRule.maxBytes / MEGABYTE} MB.`,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context });
  const db = servicesOf(context).db;
  const customer = await findDocumentCustomer(db, params.id);
  if (!customer) throw notFound();
  const read = await readDocumentForm(request);
  if (!read.ok) return data<FormFailure>(read.failure, { status: read.status });
  try {
    const here = customerDocumentsPath(customer.id);
    if (read.form.fields.get("intent") === "delete") {
      const removed = await deleteCustomerDocument(db, staff, customer, String(read.form.fields.get("documentId") ?? ""));
      if (!removed) throw notFound();
      return redirect(hrefWith(here, { saved: "deleted" }), 303);
    }
    const outcome = await uploadCustomerDocument(db, servicesOf(context).fileKeys, staff, customer, read.form);
    if (!outcome.ok) return data<FormFailure>(outcome.failure, { status: outcome.status });
    return redirect(hrefWith(outcome.returnTo ?? here, { saved: outcome.returnTo ? "document" : "uploaded" }), 303);
  } finally {
    await read.form.dispose();
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Documents · ${loaderData.customer.name}` : "Back office" },
  { name: "robots", content: "noindex" },
];

const buttonClass = "inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold";

export default function CustomerDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, policies, documents, here, preselectedPolicy, returnTo, saved, confirmDelete, accept, fileHint } = loaderData;
  const customerHref = `/admin/customers/${customer.id}`;
  const values = actionData?.values;
  const errors = actionData?.errors;

  return (
    <AdminFrame
      section="customers"
      crumbs={[
        { label: "Customers & policies", href: "/admin/customers" },
        { label: customer.name, href: customerHref },
      ]}
      eyebrow="Customer documents"
      title={customer.name}
      description={<p>ID cards, declarations pages, certificates and endorsements. The customer sees and downloads these from their account.</p>}
    >
      {saved ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>{savedMessages[saved]}</p>
        </MessageBox>
      ) : null}

      {confirmDelete ? (
        <section aria-labelledby="confirm-delete" className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
          <h2 id="confirm-delete" className="break-words text-lg font-semibold text-red-950">Delete “{confirmDelete.title}”?</h2>
          <p className="mt-1 text-red-950">
            The file is removed for good and the customer no longer sees it. The audit log keeps a line saying who deleted it.
          </p>
          <Form method="post" action={here} className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="documentId" value={confirmDelete.id} />
            <button type="submit" name="intent" value="delete" className={`${buttonClass} min-h-11 bg-red-800 px-4 text-base text-white hover:bg-red-900`}>
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              Delete document
            </button>
            <Link to={here} className={`${buttonClass} min-h-11 border-2 border-slate-400 bg-white px-4 text-base text-slate-800`}>Keep it</Link>
          </Form>
        </section>
      ) : null}

      {/* DOM order is the phone's order (the upload form first); on a wide screen it is the right column. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <Panel title="Upload a document" titleId="upload-heading">
            <Form method="post" action={here} encType="multipart/form-data" className="space-y-5" noValidate>
              <ErrorSummary errors={errors} labels={documentUploadLabels} formError={actionData?.formError} />
              <input type="hidden" name="returnTo" value={valueOf(values, "returnTo") ?? returnTo} />
              <SelectField
                name="docType"
                label={documentUploadLabels.docType}
                required
                options={documentTypes}
                defaultValue={valueOf(values, "docType")}
                error={errors?.docType}
              />
              <Field
                name="title"
                label={documentUploadLabels.title}
                required
                maxLength={MAX_DOCUMENT_TITLE_LENGTH}
                hint="What the customer sees, like “2026 auto ID cards”."
                defaultValue={valueOf(values, "title")}
                error={errors?.title}
              />
              {policies.length ? (
                <SelectField
                  name="policyId"
                  label={documentUploadLabels.policyId}
                  options={policies.map((p) => ({ value: p.id, label: p.label }))}
                  placeholder="No particular policy"
                  hint="The customer finds the document under this policy."
                  defaultValue={valueOf(values, "policyId") ?? preselectedPolicy}
                  error={errors?.policyId}
                />
              ) : (
                <p className="text-sm text-slate-700">
                  This customer has no policies yet, so the document is filed under the customer.
                </p>
              )}
              <Field
                name={DOCUMENT_FILE_FIELD}
                label={documentUploadLabels.file}
                required
                type="file"
                accept={accept}
                hint={errors?.file || actionData?.formError ? `${fileHint} Please choose the file again.` : fileHint}
                error={errors?.file}
                className="[&_input]:py-2"
              />
              <SubmitButton name="intent" value="upload" pendingText="Uploading…" className="w-full gap-2 sm:w-auto">
                <Upload aria-hidden="true" className="h-5 w-5" />
                Upload document
              </SubmitButton>
            </Form>
          </Panel>
        </div>

        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Panel title={`Documents (${documents.length})`} titleId="documents-heading" padded={false}>
            <DocumentList
              documents={documents}
              audience="staff"
              framed={false}
              actions={(document) => (
                <Link
                  to={`${hrefWith(here, { delete: document.id })}#confirm-delete`}
                  aria-label={`Delete ${document.title}`}
                  className={`${buttonClass} border border-red-700 text-red-800 hover:bg-red-50`}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Delete
                </Link>
              )}
            />
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}

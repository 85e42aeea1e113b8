/**
 * /admin/service-requests/{id}: where staff work one customer's service request
 * (docs/product.md#service-requests). The Work panel (first on a phone, a sidebar on a wide
 * screen): status and owner. Then what the customer sent, the thread oldest first (files and
 * documents to download), and the reply form: text, and documents for the customer, each filed
 * as a customer document (so it is also under the customer's Documents), with the status the
 * request takes afterwards. Plain server-rendered forms; the role is checked first in the loader
 * and the action. Staff and admins.
 */
import { Mail, Save, Send, UserRound } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-service-request";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { documentHref } from "../../components/documents/document-paths.ts";
import { ErrorSummary, Field, SelectField, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { RequestDetailsList, RequestThread } from "../../components/service-requests/RequestThread.tsx";
import { RequestStatusBadge } from "../../components/service-requests/RequestStatusBadge.tsx";
import { documentTypes } from "../../lib/documents.ts";
import { formValues, parseForm, type FormFailure } from "../../lib/form-data.ts";
import { ownerChangeSchema } from "../../lib/schemas/owner-change.ts";
import { staffReplySchema, statusChangeSchema } from "../../lib/schemas/service-request.ts";
import { formatDateTime } from "../../lib/format.ts";
import { KEEP_STATUS, MAX_REQUEST_MESSAGE_LENGTH, MAX_STAFF_DOCUMENTS, ownerChangeLabels, staffReplyLabels, statusChangeLabels } from "../../lib/schemas/service-request-fields.ts";
import { serviceRequestStatuses, serviceRequestStatusLabel, serviceRequestType, staffCustomerPath, staffRequestPath, type ServiceRequestStatus } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { listActiveTeam } from "../../server/pipeline/assignment.ts";
import { getStaffRequest } from "../../server/service-requests/request-thread.ts";
import { checkFiles, limitsOf, unreadMessage } from "../../server/forms/lead-form.ts";
import { readForm } from "../../http/read-form.ts";
import { staffDocumentUploads, staffPageForm, staffSavedMessages, workServiceRequest, type StaffAction, type StaffSaved } from "../../server/service-requests/staff-actions.ts";
import { acceptAttribute } from "../../server/uploads/check-upload.ts";

const notFound = () => data("Not found", { status: 404 });

/** The kind of document a reply most likely carries, preselected. */
const likelyDocument: Record<string, string> = { certificate: "certificate", "id-cards": "id_card", "billing-question": "invoice", "add-vehicle": "endorsement", "remove-vehicle": "endorsement", "add-driver": "endorsement", "remove-driver": "endorsement", "address-change": "endorsement" };

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args);
  const { db } = servicesOf(args.context);
  const request = await getStaffRequest(db, args.params.id);
  if (!request) throw notFound();
  const team = await listActiveTeam(db);
  const saved = args.url.searchParams.get("saved");
  return {
    request,
    team: team.map((m) => ({ id: m.id, name: m.name.trim() || m.email })),
    viewerId: staff.id,
    accept: acceptAttribute(staffDocumentUploads.rule),
    saved: (staffSavedMessages as readonly string[]).includes(saved ?? "") ? (saved as StaffSaved) : null,
  };
}

type StaffIntent = StaffAction["intent"];
type StaffFailure = FormFailure & { intent: StaffIntent };

const failed = (intent: StaffIntent, failure: FormFailure, status = 400) => data<StaffFailure>({ intent, ...failure }, { status });

/** The page's three forms post one multipart body; the intent picks the form. */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args);
  const read = await readForm(args.request, limitsOf(staffPageForm));
  if (!read.ok) {
    const { status, message } = unreadMessage(read.problem, staffPageForm);
    throw data(message, { status });
  }
  try {
    const fields = read.form.fields;
    let work: StaffAction;
    switch (fields.get("intent")) {
      case "reply": {
        const parsed = parseForm(staffReplySchema, fields);
        const uploads = checkFiles(read.form.files, read.form.tooManyFiles, staffDocumentUploads);
        if (!parsed.ok || uploads.error) {
          const errors = { ...(parsed.ok ? {} : parsed.errors), ...(uploads.error ? { attachments: uploads.error } : {}) };
          return failed("reply", { errors, values: parsed.values }, uploads.tooLarge ? 413 : 400);
        }
        const { message, docType, title, nextStatus } = parsed.data;
        work = { intent: "reply", message, docType, title, status: nextStatus as ServiceRequestStatus | "keep", files: uploads.files };
        break;
      }
      case "status": {
        const parsed = parseForm(statusChangeSchema, fields);
        if (!parsed.ok) return failed("status", parsed);
        work = { intent: "status", status: parsed.data.status as ServiceRequestStatus };
        break;
      }
      case "owner": {
        const parsed = parseForm(ownerChangeSchema, fields);
        if (!parsed.ok) return failed("owner", parsed);
        work = { intent: "owner", ownerId: parsed.data.ownerId };
        break;
      }
      default:
        throw data("Unknown action", { status: 400 });
    }
    const result = await workServiceRequest(servicesOf(args.context), staff, args.params.id, work);
    if (!result.ok && result.error === "not-found") throw notFound();
    if (!result.ok) return failed("owner", { errors: { owner_id: "Please choose an active member of the team." }, values: formValues(fields) });
    // Back to the part of the page that changed, saying what was saved.
    return redirect(`${staffRequestPath(args.params.id)}?saved=${result.saved}#${work.intent === "reply" ? "thread" : "work"}`, 303);
  } finally {
    await read.form.dispose();
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.request.number} · Service requests` : "Back office" },
  { name: "robots", content: "noindex" },
];

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

function savedText(saved: StaffSaved, request: { status: string; owner: { name: string } | null }): string {
  switch (saved) {
    case "reply":
      return `Reply sent; the customer is emailed. Status: ${serviceRequestStatusLabel(request.status)}.`;
    case "status":
      return `Status changed to ${serviceRequestStatusLabel(request.status)}; the customer is emailed.`;
    case "owner":
      return request.owner ? `${request.owner.name} now works this request.` : "The request is now unassigned.";
    case "unchanged":
      return "Nothing changed: the request already had that.";
  }
}

export default function ServiceRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, team, viewerId, accept, saved } = loaderData;
  const here = staffRequestPath(request.id);
  const typeLabel = serviceRequestType(request.type)?.label ?? request.type;
  const failure = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const reply = failure("reply");
  const status = failure("status");
  const owner = failure("owner");

  return (
    <AdminFrame
      crumbs={[{ label: "Service requests", href: "/admin/service-requests" }]}
      eyebrow={`Service request ${request.number}`}
      title={typeLabel}
      description={
        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>Received {formatDateTime(request.createdAt)}</span>
            <RequestStatusBadge status={request.status} />
          </p>
          <p className="flex flex-wrap items-center gap-2">
            <UserRound aria-hidden="true" className="h-4 w-4" />
            <span>
              Customer:{" "}
              <Link to={staffCustomerPath(request.customer.id)} className="font-semibold text-white underline">{request.customer.name}</Link>
            </span>
          </p>
          {request.policy ? <p>Policy: <span className="font-semibold">{request.policy.label}</span></p> : null}
        </div>
      }
      actions={
        request.customer.email ? (
          <a href={`mailto:${request.customer.email}`} className={`${buttonClass} min-w-11 border-2 border-white text-white hover:bg-white/10`}>
            <Mail aria-hidden="true" className="h-5 w-5" />
            Email<span className="sr-only"> {request.customer.name}</span>
          </a>
        ) : null
      }
    >
      {saved ? (
        <MessageBox tone={saved === "unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>{savedText(saved, request)}</p>
        </MessageBox>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <Panel title="Work" titleId="work">
            <div className="space-y-6">
              <Form method="post" action={here} noValidate className="space-y-3">
                <ErrorSummary errors={status?.errors} labels={statusChangeLabels} />
                <SelectField
                  name="status"
                  label={statusChangeLabels.status}
                  required
                  placeholder={null}
                  options={serviceRequestStatuses.map((s) => ({ value: s.value, label: s.label }))}
                  defaultValue={valueOf(status?.values, "status") ?? request.status}
                  hint="The customer sees it and is emailed when it changes."
                  error={status?.errors.status}
                />
                <button type="submit" name="intent" value="status" className={`${buttonClass} w-full bg-navy-800 text-white hover:bg-navy-900 sm:w-auto`}>
                  <Save aria-hidden="true" className="h-5 w-5" />
                  Save status
                </button>
              </Form>
              <Form method="post" action={here} noValidate className="space-y-3 border-t border-slate-200 pt-5">
                <ErrorSummary errors={owner?.errors} labels={ownerChangeLabels} />
                <SelectField
                  name="owner_id"
                  label={ownerChangeLabels.owner_id}
                  placeholder="Unassigned"
                  options={team.map((m) => ({ value: m.id, label: m.id === viewerId ? `${m.name} (you)` : m.name }))}
                  defaultValue={valueOf(owner?.values, "owner_id") ?? request.owner?.id ?? ""}
                  error={owner?.errors.owner_id}
                />
                <button type="submit" name="intent" value="owner" className={`${buttonClass} w-full border-2 border-navy-800 text-navy-900 hover:bg-navy-50 sm:w-auto`}>
                  <Save aria-hidden="true" className="h-5 w-5" />
                  Save owner
                </button>
              </Form>
            </div>
          </Panel>
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <Panel title="What the customer sent" titleId="details-heading">
            <RequestDetailsList details={request.details} />
          </Panel>

          <Panel title="Thread" titleId="thread">
            <p className="mb-4 text-sm text-slate-700">Oldest first; times are Las Vegas time. The customer sees every message here.</p>
            <RequestThread
              messages={request.messages}
              viewer="staff"
              fileHref={(fileId) => `${here}/files/${encodeURIComponent(fileId)}`}
              documentHref={(id) => documentHref("staff", id, { download: true })}
            />
          </Panel>

          <Panel title="Reply to the customer" titleId="reply-heading">
            <Form method="post" action={here} encType="multipart/form-data" noValidate className="space-y-5">
              <ErrorSummary errors={reply?.errors} labels={staffReplyLabels} formError={reply?.formError} />
              <TextareaField
                name="message"
                label={staffReplyLabels.message}
                required
                rows={5}
                maxLength={MAX_REQUEST_MESSAGE_LENGTH}
                hint="The customer reads it in their account; we email them a link (never the text or the documents)."
                defaultValue={valueOf(reply?.values, "message")}
                error={reply?.errors.message}
              />
              <Field
                name="attachments"
                type="file"
                label={staffReplyLabels.attachments}
                multiple
                accept={accept}
                hint={`Up to ${MAX_STAFF_DOCUMENTS} files: PDF or photos, 15 MB each. Each is filed under the customer's Documents.`}
                error={reply?.errors.attachments}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  name="docType"
                  label={staffReplyLabels.docType}
                  required
                  placeholder={null}
                  options={documentTypes}
                  defaultValue={valueOf(reply?.values, "docType") ?? likelyDocument[request.type] ?? "other"}
                  error={reply?.errors.docType}
                />
                <Field
                  name="title"
                  label={staffReplyLabels.title}
                  hint="Leave empty to use the file's name."
                  maxLength={150}
                  defaultValue={valueOf(reply?.values, "title")}
                  error={reply?.errors.title}
                />
              </div>
              <SelectField
                name="nextStatus"
                label={staffReplyLabels.nextStatus}
                required
                placeholder={null}
                options={[
                  { value: KEEP_STATUS, label: request.status === "received" ? "In progress (from Received)" : `Keep: ${serviceRequestStatusLabel(request.status)}` },
                  ...serviceRequestStatuses.filter((s) => s.value !== request.status).map((s) => ({ value: s.value, label: s.label })),
                ]}
                defaultValue={valueOf(reply?.values, "nextStatus") ?? KEEP_STATUS}
                error={reply?.errors.nextStatus}
              />
              <button type="submit" name="intent" value="reply" className={`${buttonClass} w-full bg-navy-800 text-white hover:bg-navy-900 sm:w-auto`}>
                <Send aria-hidden="true" className="h-5 w-5" />
                Send reply
              </button>
            </Form>
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}

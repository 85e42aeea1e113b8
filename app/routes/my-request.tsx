/**
 * /dashboard/requests/{number}: one of the customer's service requests
 * (docs/product.md#service-requests): its status, what they sent, and the thread with the
 * agency, oldest first, with files and documents to download; and the reply form (text, and
 * files where the kind of request takes them). The customer guard first; a request that is not
 * the linked customer's answers 404, like one that does not exist. Opening it marks the
 * agency's replies read.
 */
import { Send } from "lucide-react";
import { data, Form } from "react-router";
import type { Route } from "./+types/my-request";
import { CustomerFrame } from "../components/CustomerFrame.tsx";
import { documentHref } from "../components/documents/document-paths.ts";
import { ErrorSummary, Field, SubmitButton, TextareaField, valueOf } from "../components/forms.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { RequestDetailsList, RequestThread } from "../components/service-requests/RequestThread.tsx";
import { RequestStatusBadge } from "../components/service-requests/RequestStatusBadge.tsx";
import { formatDateTime } from "../lib/format.ts";
import { MAX_REQUEST_ATTACHMENTS, MAX_REQUEST_MESSAGE_LENGTH, replyLabels } from "../lib/schemas/service-request-fields.ts";
import { customerRequestPath, serviceRequestType } from "../lib/service-requests.ts";
import { servicesOf } from "../server/context.ts";
import { requireCustomer } from "../server/customers/customer-access.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { requestAttachmentRule, sendCustomerReply } from "../server/service-requests/request-forms.ts";
import { openCustomerRequest } from "../server/service-requests/request-thread.ts";
import { acceptAttribute } from "../server/uploads/check-upload.ts";

const notFound = () => data("Not found", { status: 404 });

export async function loader(args: Route.LoaderArgs) {
  const { customer } = await requireCustomer(args);
  if (!customer) throw notFound();
  const request = await openCustomerRequest(servicesOf(args.context).db, customer.id, args.params.number);
  if (!request) throw notFound();
  const attachments = serviceRequestType(request.type)?.attachments ?? false;
  const { searchParams } = args.url;
  return {
    request,
    reply: attachments ? { accept: acceptAttribute(requestAttachmentRule), maxFiles: MAX_REQUEST_ATTACHMENTS } : null,
    sent: searchParams.get("sent") === "1",
    replied: searchParams.get("replied") === "1",
  };
}

export async function action(args: Route.ActionArgs) {
  const { user, customer } = await requireCustomer(args);
  if (!customer) throw notFound();
  return sendCustomerReply(args, { userId: user.id, email: user.email, customer }, args.params.number);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.request.number} · My Requests` : "My Requests" },
  { name: "robots", content: "noindex" },
];

export default function MyRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, reply, sent, replied } = loaderData;
  const typeLabel = serviceRequestType(request.type)?.label ?? request.type;
  const here = customerRequestPath(request.number);
  const reopens = request.status === "completed" || request.status === "needs_info";
  return (
    <CustomerFrame title={typeLabel} crumbs={[{ label: "My Requests", href: "/dashboard/requests" }, { label: request.number, href: here }]}>
      {sent ? (
        <MessageBox tone="success" title="Your request was sent" className="mb-6" focus>
          <p>
            Your request number is <strong className="font-mono">{request.number}</strong>. Your agent answers here, and we email you when
            they do.
          </p>
        </MessageBox>
      ) : null}
      {replied && !actionData ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>Your message was sent to your agent.</p>
        </MessageBox>
      ) : null}

      {/* DOM order is the phone's: what the request is and its status first; on a wide screen, a sidebar. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside aria-labelledby="about-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-start-2 lg:row-start-1">
          <h2 id="about-heading" className="text-lg font-semibold text-navy-900">About this request</h2>
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-medium text-slate-600">Status</dt>
              <dd className="mt-1">
                <RequestStatusBadge status={request.status} />
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">Request number</dt>
              <dd className="font-mono text-slate-900">{request.number}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">Sent</dt>
              <dd className="text-slate-900">{formatDateTime(request.createdAt)}</dd>
            </div>
            {request.policy ? (
              <div>
                <dt className="text-sm font-medium text-slate-600">Policy</dt>
                <dd className="break-words text-slate-900">{request.policy.label}</dd>
              </div>
            ) : null}
          </dl>
          <details className="border-t border-slate-200 pt-3">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-800">What you sent</summary>
            <RequestDetailsList details={request.details} />
          </details>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="thread-heading">
            <h2 id="thread-heading" className="text-xl font-semibold text-navy-900">Messages</h2>
            <p className="mt-1 text-sm text-slate-700">Oldest first; times are Las Vegas time.</p>
            <div className="mt-4">
              <RequestThread
                messages={request.messages}
                viewer="customer"
                fileHref={(fileId) => `${here}/files/${encodeURIComponent(fileId)}`}
                documentHref={(id) => documentHref("customer", id, { download: true })}
              />
            </div>
          </section>

          <section aria-labelledby="reply-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="reply-heading" className="text-xl font-semibold text-navy-900">Reply</h2>
            {reopens ? (
              <p className="mt-1 text-slate-700">
                {request.status === "completed" ? "This request is completed; writing here reopens it." : "We need a little more from you: your reply sends it back to your agent."}
              </p>
            ) : null}
            <Form method="post" encType={reply ? "multipart/form-data" : undefined} noValidate className="mt-4 space-y-5">
              <ErrorSummary errors={actionData?.errors} labels={reply ? replyLabels : { message: replyLabels.message }} formError={actionData?.formError} />
              <TextareaField
                name="message"
                label={replyLabels.message}
                required
                rows={5}
                maxLength={MAX_REQUEST_MESSAGE_LENGTH}
                defaultValue={valueOf(actionData?.values, "message")}
                error={actionData?.errors.message}
              />
              {reply ? (
                <Field
                  name="attachments"
                  type="file"
                  label={replyLabels.attachments}
                  multiple
                  accept={reply.accept}
                  hint={`Up to ${reply.maxFiles} files: PDF or photos (JPEG, PNG, HEIC), 10 MB each.`}
                  error={actionData?.errors.attachments}
                />
              ) : null}
              <SubmitButton pendingText="Sending…" className="w-full sm:w-auto">
                <Send aria-hidden="true" className="mr-2 h-5 w-5" />
                Send reply
              </SubmitButton>
            </Form>
          </section>
        </div>

      </div>
    </CustomerFrame>
  );
}

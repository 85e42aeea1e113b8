/**
 * /dashboard/requests/{number} (and its /es twin): one of the customer's service requests
 * (docs/product.md#service-requests): its status, what they sent, and the thread with the
 * agency, oldest first, with files and documents to download; and the reply form (text, and
 * files where the kind of request takes them). The customer guard first; a request that is not
 * the linked customer's answers 404, like one that does not exist. Opening it marks the
 * agency's replies read. On the Spanish page the request's stored details (English, for staff)
 * are shown in Spanish; the messages are shown as written.
 */
import { Send } from "lucide-react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/my-request";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { documentHref } from "../../components/documents/document-paths.ts";
import { ErrorSummary, Field, SubmitButton, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { RequestDetailsList, RequestThread } from "../../components/service-requests/RequestThread.tsx";
import { RequestStatusBadge } from "../../components/service-requests/RequestStatusBadge.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { policyLabelIn } from "../../lib/customer-labels.ts";
import { formatDateTime } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, localeOfUrl } from "../../lib/i18n/locale.ts";
import { firstMessageIn, MAX_REQUEST_ATTACHMENTS, MAX_REQUEST_MESSAGE_LENGTH, replyLabelsIn, requestDetailsIn } from "../../lib/schemas/service-request-fields.ts";
import { customerRequestPath, serviceRequestType, serviceRequestTypeIn } from "../../lib/service-requests.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { notStored, receiveForm } from "../../http/receive-form.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { customerReplyForm, requestAttachmentRule, sendCustomerReply } from "../../server/service-requests/request-forms.ts";
import { openCustomerRequest } from "../../server/service-requests/request-thread.ts";
import { acceptAttribute } from "../../server/uploads/check-upload.ts";

const notFound = () => data("Not found", { status: 404 });

export async function loader(args: Route.LoaderArgs) {
  const { customer } = await requireCustomer(args);
  if (!customer) throw notFound();
  const opened = await openCustomerRequest(servicesOf(args.context).db, customer.id, args.params.number);
  if (!opened) throw notFound();
  const locale = localeOfPath(args.url.pathname);
  // What the customer sent and the policy's name, in the page's language (stored in English for staff).
  const request = {
    ...opened,
    details: requestDetailsIn(locale, opened.type, opened.details),
    // The opening summary (when the customer wrote nothing) is stored in English for staff.
    messages: opened.messages.map((m, i) => (i === 0 && m.authorKind === "customer" ? { ...m, body: firstMessageIn(locale, opened.type, m.body) } : m)),
    policy: opened.policy ? { ...opened.policy, label: policyLabelIn(locale, opened.policy.label) } : null,
  };
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
  const services = servicesOf(args.context);
  const locale = localeOfUrl(args.request.url);
  const { number } = args.params;
  const form = await customerReplyForm(services.db, customer.id, number, locale);
  if (!form.ok) throw notFound();
  const { clientIp } = requestInfoOf(args.context);
  return receiveForm(form.intake, { request: args.request, services, clientIp }, async ({ data: input, values, files }) => {
    let result;
    try {
      result = await sendCustomerReply(services, { userId: user.id, email: user.email, customerId: customer.id }, { number, message: input.message, files });
    } catch (error) {
      return notStored("service request reply", error, services, locale, values);
    }
    if (!result.ok) throw notFound();
    return redirect(`${customerRequestPath(number, locale)}?replied=1`, 303);
  });
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = translatorFor(localeOfPath(location.pathname));
  return [
    { title: loaderData ? t("customer.request.title", { number: loaderData.request.number }) : t("customer.requests.title") },
    { name: "robots", content: "noindex" },
  ];
};

export default function MyRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, reply, sent, replied } = loaderData;
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  const labels = replyLabelsIn(locale);
  const typeLabel = serviceRequestTypeIn(request.type, locale)?.label ?? request.type;
  const here = customerRequestPath(request.number);
  const reopens = request.status === "completed" || request.status === "needs_info";
  return (
    <CustomerFrame title={typeLabel} crumbs={[{ label: t("customer.requests.title"), href: "/dashboard/requests" }, { label: request.number, href: here }]}>
      {sent ? (
        <MessageBox tone="success" title={t("customer.request.sentTitle")} className="mb-6" focus>
          <p>
            {t("customer.request.sentBefore")} <strong className="font-mono">{request.number}</strong>
            {t("customer.request.sentAfter")}
          </p>
        </MessageBox>
      ) : null}
      {replied && !actionData ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>{t("customer.request.replied")}</p>
        </MessageBox>
      ) : null}

      {/* DOM order is the phone's: what the request is and its status first; on a wide screen, a sidebar. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside aria-labelledby="about-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-start-2 lg:row-start-1">
          <h2 id="about-heading" className="text-lg font-semibold text-navy-900">{t("customer.request.aboutHeading")}</h2>
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-medium text-slate-600">{t("customer.request.status")}</dt>
              <dd className="mt-1">
                <RequestStatusBadge status={request.status} locale={locale} />
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">{t("customer.request.number")}</dt>
              <dd className="font-mono text-slate-900">{request.number}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">{t("customer.request.sent")}</dt>
              <dd className="text-slate-900">{formatDateTime(request.createdAt, undefined, locale)}</dd>
            </div>
            {request.policy ? (
              <div>
                <dt className="text-sm font-medium text-slate-600">{t("customer.request.policy")}</dt>
                <dd className="break-words text-slate-900">{request.policy.label}</dd>
              </div>
            ) : null}
          </dl>
          <details className="border-t border-slate-200 pt-3">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-800">{t("customer.request.whatYouSent")}</summary>
            <RequestDetailsList details={request.details} locale={locale} />
          </details>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="thread-heading">
            <h2 id="thread-heading" className="text-xl font-semibold text-navy-900">{t("customer.request.messages")}</h2>
            <p className="mt-1 text-sm text-slate-700">{t("customer.request.messagesNote")}</p>
            <div className="mt-4">
              <RequestThread
                messages={request.messages}
                viewer="customer"
                fileHref={(fileId) => localHref(`${here}/files/${encodeURIComponent(fileId)}`)}
                documentHref={(id) => localHref(documentHref("customer", id, { download: true }))}
                locale={locale}
              />
            </div>
          </section>

          <section aria-labelledby="reply-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="reply-heading" className="text-xl font-semibold text-navy-900">{t("customer.request.reply")}</h2>
            {reopens ? (
              <p className="mt-1 text-slate-700">
                {request.status === "completed" ? t("customer.request.reopensCompleted") : t("customer.request.reopensNeedsInfo")}
              </p>
            ) : null}
            <Form method="post" encType={reply ? "multipart/form-data" : undefined} noValidate className="mt-4 space-y-5">
              <ErrorSummary errors={actionData?.errors} labels={reply ? labels : { message: labels.message }} formError={actionData?.formError} />
              <TextareaField
                name="message"
                label={labels.message}
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
                  label={labels.attachments}
                  multiple
                  accept={reply.accept}
                  hint={t("customer.requestForm.attachmentsHint", { max: reply.maxFiles })}
                  error={actionData?.errors.attachments}
                />
              ) : null}
              <SubmitButton pendingText={t("customer.requestForm.sending")} className="w-full sm:w-auto">
                <Send aria-hidden="true" className="mr-2 h-5 w-5" />
                {t("customer.request.sendReply")}
              </SubmitButton>
            </Form>
          </section>
        </div>

      </div>
    </CustomerFrame>
  );
}

/**
 * /dashboard/requests/new/{type}: one kind of service request (docs/product.md#service-requests),
 * optionally about a policy chosen beforehand (`?policy={id}`, from the policy's page). The
 * customer guard first; the policies offered and accepted are the linked customer's only. The
 * form works without JavaScript: the server checks it and, on a problem, gives it back with a
 * message beside each field and every value. Sent, it opens the new request's page.
 */
import { Send } from "lucide-react";
import { data, Form } from "react-router";
import type { Route } from "./+types/my-request-form";
import { CustomerFrame } from "../components/CustomerFrame.tsx";
import { NotLinkedNotice } from "../components/customer-portal/NotLinkedNotice.tsx";
import { ErrorSummary, SubmitButton } from "../components/forms.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { RequestFormFields } from "../components/service-requests/RequestFormFields.tsx";
import type { FormFailure } from "../lib/form-data.ts";
import { serviceRequestLabels } from "../lib/schemas/service-request-fields.ts";
import { serviceRequestType, serviceRequestTypes } from "../lib/service-requests.ts";
import { servicesOf } from "../server/context.ts";
import { requireCustomer } from "../server/customers/customer-access.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { requestFormPage, sendServiceRequest } from "../server/service-requests/request-forms.ts";

const NOT_LINKED_MESSAGE = "Your account is not linked to your policies yet, so we could not send this request. Please call us.";

const typeOf = (code: string) => {
  const type = serviceRequestTypes.find((t) => t.code === code);
  if (!type) throw data("Not found", { status: 404 });
  return type;
};

export async function loader(args: Route.LoaderArgs) {
  const { verified, customer } = await requireCustomer(args);
  const type = typeOf(args.params.type);
  const form = customer ? await requestFormPage(servicesOf(args.context), customer.id, type, args.url.searchParams.get("policy")) : null;
  return { verified, type: type.code, form };
}

export async function action(args: Route.ActionArgs) {
  const { user, customer } = await requireCustomer(args);
  const type = typeOf(args.params.type);
  if (!customer) return data<FormFailure>({ errors: {}, values: {}, formError: NOT_LINKED_MESSAGE }, { status: 403 });
  return sendServiceRequest(args, { userId: user.id, customer }, type);
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${serviceRequestType(loaderData?.type ?? "")?.label ?? "New request"} · My Requests` },
  { name: "robots", content: "noindex" },
];

export default function RequestFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { verified, form } = loaderData;
  const type = typeOf(loaderData.type);
  const crumbs = [
    { label: "My Requests", href: "/dashboard/requests" },
    { label: "New request", href: "/dashboard/requests/new" },
  ];
  return (
    <CustomerFrame title={type.label} crumbs={crumbs}>
      <p className="max-w-3xl text-slate-700">{type.description}</p>
      <div className="mt-6 max-w-3xl">
        {!form ? (
          <NotLinkedNotice verified={verified} />
        ) : type.policy === "required" && form.policies.length === 0 ? (
          <MessageBox tone="info" title="No policy to choose">
            <p>
              We have no {type.code === "id-cards" || type.code.includes("vehicle") || type.code.includes("driver") ? "auto " : ""}policy of yours on
              file for this request. Please call us, or send your request as{" "}
              <a href="/dashboard/requests/new/other" className="font-semibold underline">Something else</a>.
            </p>
          </MessageBox>
        ) : (
          <Form method="post" encType={form.attachments ? "multipart/form-data" : undefined} noValidate className="space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorSummary errors={actionData?.errors} labels={serviceRequestLabels[type.code]} formError={actionData?.formError} />
            <RequestFormFields
              type={type.code}
              policies={form.policies}
              chosenPolicy={form.chosenPolicy}
              policyRequired={type.policy === "required"}
              values={actionData?.values}
              errors={actionData?.errors}
              attachments={form.attachments}
            />
            <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-700">Your request goes to your agent, who answers on the request&apos;s page and by email.</p>
              <SubmitButton pendingText="Sending…" className="w-full shrink-0 whitespace-nowrap sm:w-auto">
                <Send aria-hidden="true" className="mr-2 h-5 w-5" />
                Send request
              </SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </CustomerFrame>
  );
}

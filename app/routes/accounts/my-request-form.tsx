/**
 * /dashboard/requests/new/{type} (and its /es twin): one kind of service request
 * (docs/product.md#service-requests), optionally about a policy chosen beforehand (`?policy={id}`,
 * from the policy's page). The customer guard first; the policies offered and accepted are the
 * linked customer's only. The form works without JavaScript: the server checks it and, on a
 * problem, gives it back with a message beside each field and every value, in the page's
 * language. Sent, it opens the new request's page (in the same language).
 */
import { Send } from "lucide-react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/my-request-form";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { NotLinkedNotice } from "../../components/customer-portal/NotLinkedNotice.tsx";
import { ErrorSummary, SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { RequestFormFields } from "../../components/service-requests/RequestFormFields.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import type { FormFailure } from "../../lib/form-data.ts";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, localeOfUrl } from "../../lib/i18n/locale.ts";
import { serviceRequestLabelsIn } from "../../lib/schemas/service-request-fields.ts";
import { customerRequestPath, serviceRequestTypeIn, serviceRequestTypes } from "../../lib/service-requests.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { notStored, receiveForm, refusal } from "../../http/receive-form.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { newRequestForm, requestFormPage, sendServiceRequest } from "../../server/service-requests/request-forms.ts";

const typeOf = (code: string) => {
  const type = serviceRequestTypes.find((t) => t.code === code);
  if (!type) throw data("Not found", { status: 404 });
  return type;
};

export async function loader(args: Route.LoaderArgs) {
  const { verified, customer } = await requireCustomer(args);
  const type = typeOf(args.params.type);
  const form = customer ? await requestFormPage(servicesOf(args.context), customer.id, type, args.url.searchParams.get("policy"), localeOfUrl(args.request.url)) : null;
  return { verified, type: type.code, form };
}

export async function action(args: Route.ActionArgs) {
  const { user, customer } = await requireCustomer(args);
  const type = typeOf(args.params.type);
  const locale = localeOfUrl(args.request.url);
  if (!customer) return data<FormFailure>({ errors: {}, values: {}, formError: catalogueOf(locale).customer.requestForm.notLinked }, { status: 403 });
  const services = servicesOf(args.context);
  const form = await newRequestForm(services, customer.id, type, locale);
  if (!form.ok) return refusal(409, { errors: {}, values: {}, formError: catalogueOf(locale).customer.requestForm.noPolicyOnFile });
  const { clientIp } = requestInfoOf(args.context);
  return receiveForm(form.intake, { request: args.request, services, clientIp }, async ({ data: input, values, files }) => {
    try {
      const { number } = await sendServiceRequest(services, { customerId: customer.id, userId: user.id, type: type.code, input, book: form.book, files, locale });
      // On to the request's page, in the language of the page it was sent from.
      return redirect(`${customerRequestPath(number, locale)}?sent=1`, 303);
    } catch (error) {
      return notStored("service request", error, services, locale, values);
    }
  });
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = translatorFor(locale);
  return [
    { title: `${serviceRequestTypeIn(loaderData?.type ?? "", locale)?.label ?? t("customer.requests.newRequest")} · ${t("customer.requests.title")}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function RequestFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { verified, form } = loaderData;
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  const type = serviceRequestTypeIn(typeOf(loaderData.type).code, locale)!;
  const crumbs = [
    { label: t("customer.requests.title"), href: "/dashboard/requests" },
    { label: t("customer.requests.newRequest"), href: "/dashboard/requests/new" },
  ];
  const aboutVehicles = type.code === "id-cards" || type.code.includes("vehicle") || type.code.includes("driver");
  return (
    <CustomerFrame title={type.label} crumbs={crumbs}>
      <p className="max-w-3xl text-slate-700">{type.description}</p>
      <div className="mt-6 max-w-3xl">
        {!form ? (
          <NotLinkedNotice verified={verified} />
        ) : type.policy === "required" && form.policies.length === 0 ? (
          <MessageBox tone="info" title={t("customer.requestForm.noPolicyTitle")}>
            <p>
              {aboutVehicles ? t("customer.requestForm.noAutoPolicy") : t("customer.requestForm.noPolicy")}{" "}
              <a href={localHref("/dashboard/requests/new/other")} className="font-semibold underline">
                {serviceRequestTypeIn("other", locale)!.label}
              </a>
              .
            </p>
          </MessageBox>
        ) : (
          <Form method="post" encType={form.attachments ? "multipart/form-data" : undefined} noValidate className="space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorSummary errors={actionData?.errors} labels={serviceRequestLabelsIn(locale)[type.code]} formError={actionData?.formError} />
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
              <p className="text-sm text-slate-700">{t("customer.requestForm.goesTo")}</p>
              <SubmitButton pendingText={t("customer.requestForm.sending")} className="w-full shrink-0 whitespace-nowrap sm:w-auto">
                <Send aria-hidden="true" className="mr-2 h-5 w-5" />
                {t("customer.requestForm.send")}
              </SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </CustomerFrame>
  );
}

/**
 * The customer's posts of the service center (docs/product.md#service-requests): a new request
 * of one type, and a reply in a request's thread. Both run the public forms' reading steps
 * (app/server/forms/lead-form.ts `receiveForm`: size check, rate limit, upload budget, streaming
 * read, validation, upload check) and store in one transaction before answering; any refusal
 * gives the form back with its messages and every value.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { policyLabelIn, vehicleLabelIn } from "../../lib/customer-labels.ts";
import { catalogueOf } from "../../lib/i18n/i18n.ts";
import { localeOfUrl, type Locale } from "../../lib/i18n/locale.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { customerReplySchemaFor, serviceRequestSchema } from "../../lib/schemas/service-request.ts";
import { MAX_REQUEST_ATTACHMENTS, replyLabels, serviceRequestLabels, serviceRequestLists } from "../../lib/schemas/service-request-fields.ts";
import { customerRequestPath, serviceRequestType, type ServiceRequestType, type ServiceRequestTypeCode } from "../../lib/service-requests.ts";
import type { LinkedCustomer } from "../customers/customer-access.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import type { AppServices } from "../services.ts";
import { receiveForm, refusal, submissionFailedMessage, type FormIntake, type LeadFormUploads } from "../forms/lead-form.ts";
import { errorFields, log } from "../log.ts";
import { acceptAttribute, EACH_FILE, MEGABYTE, type UploadRule } from "../uploads/check-upload.ts";
import { bookFor, loadCustomerBook, type CustomerBook } from "./request-book.ts";
import { replyAsCustomer } from "./request-work.ts";
import { submitServiceRequest } from "./submit-service-request.ts";

/** What a customer may attach: photos and PDFs (a bill of sale, a license, a letter). */
export const requestAttachmentRule: UploadRule = { kinds: ["pdf", "jpeg", "png", "heic"], maxBytes: 10 * MEGABYTE, what: EACH_FILE };

const attachmentUploads: LeadFormUploads = { field: "attachments", rule: requestAttachmentRule, maxFiles: MAX_REQUEST_ATTACHMENTS };
/** The files and the text fields, with room for multipart overhead. */
const MAX_BYTES_WITH_FILES = MAX_REQUEST_ATTACHMENTS * requestAttachmentRule.maxBytes + 2 * MEGABYTE;
const MAX_TEXT_BYTES = 256 * 1024;
/** The rate-limit bucket of the customers' posts (form:service-request). */
const FORM_NAME = "service-request";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The language of the customer's page a post came from (its messages, and where it goes next). */

/** A type's form for this customer's book: its schema (messages in the page's language), labels, checkbox groups and files. */
export function requestFormIntake(type: ServiceRequestType & { code: ServiceRequestTypeCode }, book: CustomerBook, today: string, locale: Locale = "en") {
  const listNames = serviceRequestLists[type.code] ?? [];
  const choices: Record<string, { value: string; label: string }[]> = {
    vehicles: book.policies.flatMap((p) => p.vehicles.map((v) => ({ value: v.id, label: v.label }))),
    policyIds: book.policies.map((p) => ({ value: p.id, label: p.label })),
  };
  return {
    name: FORM_NAME,
    schema: serviceRequestSchema(type.code, book, today, locale),
    labels: serviceRequestLabels[type.code],
    lists: Object.fromEntries(listNames.map((name) => [name, choices[name] ?? []])),
    uploads: type.attachments ? attachmentUploads : undefined,
    maxBytes: type.attachments ? MAX_BYTES_WITH_FILES : MAX_TEXT_BYTES,
  } satisfies FormIntake<ReturnType<typeof serviceRequestSchema>>;
}

/** The policies this type may be about (vehicle policies for vehicle and driver requests). */
export async function loadRequestForm(services: AppServices, customerId: string, type: ServiceRequestType) {
  return bookFor(await loadCustomerBook(services.db, customerId), type);
}

/**
 * The form page: the policies to choose from (with their vehicles and drivers, named in the page's
 * language) and the one already chosen: `?policy=` when it is one of them, else the only one a
 * request needing a policy can be about.
 */
export async function requestFormPage(services: AppServices, customerId: string, type: ServiceRequestType, policyParam: string | null, locale: Locale = "en") {
  const { policies } = await loadRequestForm(services, customerId, type);
  const chosen = policies.find((p) => p.id === policyParam)?.id ?? (type.policy === "required" && policies.length === 1 ? policies[0]!.id : null);
  return {
    policies: policies.map(({ id, label, vehicles, drivers }) => ({
      id,
      label: policyLabelIn(locale, label),
      vehicles: vehicles.map((v) => ({ ...v, label: vehicleLabelIn(locale, v.label) })),
      drivers,
    })),
    chosenPolicy: chosen,
    attachments: type.attachments ? { accept: acceptAttribute(requestAttachmentRule), maxFiles: MAX_REQUEST_ATTACHMENTS } : null,
  };
}

/** Sends a new request of `type`: on success, to the request's page (in the language of the page it was sent from). */
export async function sendServiceRequest(args: Args, account: { userId: string; customer: LinkedCustomer }, type: ServiceRequestType & { code: ServiceRequestTypeCode }) {
  const services = servicesOf(args.context);
  const { clientIp } = requestInfoOf(args.context);
  const locale = localeOfUrl(args.request.url);
  const book = await loadRequestForm(services, account.customer.id, type);
  if (type.policy === "required" && book.policies.length === 0) {
    return refusal(409, { errors: {}, values: {}, formError: catalogueOf(locale).customer.requestForm.noPolicyOnFile });
  }
  const intake = requestFormIntake(type, book, lasVegasDate(new Date()), locale);
  return receiveForm(intake, { request: args.request, services, clientIp }, async ({ data: input, values, files }) => {
    try {
      const { number } = await submitServiceRequest(
        services.db,
        { customerId: account.customer.id, userId: account.userId, type: type.code, input, book, files, locale },
        { agency: services.agency, publicUrl: services.env.PUBLIC_URL, fileKeys: services.fileKeys },
      );
      services.kickOutbox();
      return redirect(`${customerRequestPath(number, locale)}?sent=1`, 303);
    } catch (error) {
      log.error("service request not stored", errorFields(error));
      return refusal(503, { errors: {}, values, formError: submissionFailedMessage(services, locale) });
    }
  });
}

const replyIntake = (attachments: boolean, locale: Locale) =>
  ({
    name: FORM_NAME,
    schema: customerReplySchemaFor(locale),
    labels: attachments ? replyLabels : { message: replyLabels.message },
    uploads: attachments ? attachmentUploads : undefined,
    maxBytes: attachments ? MAX_BYTES_WITH_FILES : MAX_TEXT_BYTES,
  }) satisfies FormIntake<ReturnType<typeof customerReplySchemaFor>>;

/** The customer's reply in their request's thread: back to the thread, or 404 when the request is not theirs. */
export async function sendCustomerReply(args: Args, account: { userId: string; email: string; customer: LinkedCustomer }, number: string) {
  const services = servicesOf(args.context);
  const { clientIp } = requestInfoOf(args.context);
  const locale = localeOfUrl(args.request.url);
  const found = await services.db
    .selectFrom("service_requests")
    .select("request_type")
    .where("request_number", "=", number)
    .where("customer_id", "=", account.customer.id)
    .executeTakeFirst();
  if (!found) throw data("Not found", { status: 404 });
  const request = { number, attachments: serviceRequestType(found.request_type)?.attachments ?? false };
  return receiveForm(replyIntake(request.attachments, locale), { request: args.request, services, clientIp }, async ({ data: input, values, files }) => {
    let result;
    try {
      result = await replyAsCustomer(
        services.db,
        { userId: account.userId, email: account.email, customerId: account.customer.id },
        { number: request.number, message: input.message, files },
        { agency: services.agency, publicUrl: services.env.PUBLIC_URL, fileKeys: services.fileKeys },
      );
    } catch (error) {
      log.error("service request reply not stored", errorFields(error));
      return refusal(503, { errors: {}, values, formError: submissionFailedMessage(services, locale) });
    }
    if (!result.ok) throw data("Not found", { status: 404 });
    services.kickOutbox();
    return redirect(`${customerRequestPath(request.number, locale)}?replied=1`, 303);
  });
}

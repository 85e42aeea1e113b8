/**
 * The customer's posts of the service center (docs/product.md#service-requests): a new request
 * of one type, and a reply in a request's thread. This module says what each form is (its
 * schema, fields, files and limits) and stores what it accepted; the routes run the public forms'
 * reading steps on the post (app/http/receive-form.ts: size check, rate limit, upload budget,
 * streaming read, validation, upload check), and any refusal gives the form back with its
 * messages and every value.
 */
import type { Kysely } from "kysely";
import { policyLabelIn, vehicleLabelIn } from "../../lib/customer-labels.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { customerReplySchemaFor, serviceRequestSchema } from "../../lib/schemas/service-request.ts";
import { MAX_REQUEST_ATTACHMENTS, replyLabels, serviceRequestLabels, serviceRequestLists } from "../../lib/schemas/service-request-fields.ts";
import { serviceRequestType, type ServiceRequestType, type ServiceRequestTypeCode } from "../../lib/service-requests.ts";
import type { Database } from "../db/schema.ts";
import type { AppServices } from "../services.ts";
import type { FormIntake, LeadFormUploads } from "../forms/lead-form.ts";
import { acceptAttribute, EACH_FILE, MEGABYTE, type CheckedFile, type UploadRule } from "../uploads/check-upload.ts";
import { bookFor, loadCustomerBook, type CustomerBook } from "./request-book.ts";
import { replyAsCustomer } from "./request-work.ts";
import { submitServiceRequest, type NewServiceRequest } from "./submit-service-request.ts";

/** What a customer may attach: photos and PDFs (a bill of sale, a license, a letter). */
export const requestAttachmentRule: UploadRule = { kinds: ["pdf", "jpeg", "png", "heic"], maxBytes: 10 * MEGABYTE, what: EACH_FILE };

const attachmentUploads: LeadFormUploads = { field: "attachments", rule: requestAttachmentRule, maxFiles: MAX_REQUEST_ATTACHMENTS };
/** The files and the text fields, with room for multipart overhead. */
const MAX_BYTES_WITH_FILES = MAX_REQUEST_ATTACHMENTS * requestAttachmentRule.maxBytes + 2 * MEGABYTE;
const MAX_TEXT_BYTES = 256 * 1024;
/** The rate-limit bucket of the customers' posts (form:service-request). */
const FORM_NAME = "service-request";

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

/** Why a customer cannot send a request of this type: it is about a policy, and none is on file. */
export type NewRequestRefusal = "no-policy-on-file";

/** The form of a new request of `type` for this customer (its intake and their book), or why there is none. */
export async function newRequestForm(
  services: AppServices,
  customerId: string,
  type: ServiceRequestType & { code: ServiceRequestTypeCode },
  locale: Locale,
  now = new Date(),
): Promise<{ ok: true; intake: ReturnType<typeof requestFormIntake>; book: CustomerBook } | { ok: false; error: NewRequestRefusal }> {
  const book = await loadRequestForm(services, customerId, type);
  if (type.policy === "required" && book.policies.length === 0) return { ok: false, error: "no-policy-on-file" };
  return { ok: true, intake: requestFormIntake(type, book, lasVegasDate(now), locale), book };
}

/** Stores a new request the form accepted, with its files and emails; its number. */
export async function sendServiceRequest(
  services: AppServices,
  request: NewServiceRequest,
): Promise<{ number: string }> {
  const { number } = await submitServiceRequest(services.db, request, { agency: services.agency, publicUrl: services.env.PUBLIC_URL, fileKeys: services.fileKeys });
  services.kickOutbox();
  return { number };
}

const replyIntake = (attachments: boolean, locale: Locale) =>
  ({
    name: FORM_NAME,
    schema: customerReplySchemaFor(locale),
    labels: attachments ? replyLabels : { message: replyLabels.message },
    uploads: attachments ? attachmentUploads : undefined,
    maxBytes: attachments ? MAX_BYTES_WITH_FILES : MAX_TEXT_BYTES,
  }) satisfies FormIntake<ReturnType<typeof customerReplySchemaFor>>;

/** The reply form of one of the customer's requests (files where its kind takes them), or not-found when it is not theirs. */
export async function customerReplyForm(db: Kysely<Database>, customerId: string, number: string, locale: Locale) {
  const found = await db
    .selectFrom("service_requests")
    .select("request_type")
    .where("request_number", "=", number)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  if (!found) return { ok: false, error: "not-found" } as const;
  return { ok: true, intake: replyIntake(serviceRequestType(found.request_type)?.attachments ?? false, locale) } as const;
}

/** Stores the customer's reply in their request's thread (with its files and the team's email), or not-found. */
export async function sendCustomerReply(
  services: AppServices,
  account: { userId: string; email: string; customerId: string },
  reply: { number: string; message: string; files: CheckedFile[] },
): Promise<{ ok: true } | { ok: false; error: "not-found" }> {
  const result = await replyAsCustomer(services.db, account, reply, { agency: services.agency, publicUrl: services.env.PUBLIC_URL, fileKeys: services.fileKeys });
  if (!result.ok) return { ok: false, error: "not-found" };
  services.kickOutbox();
  return { ok: true };
}

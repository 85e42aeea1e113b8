/**
 * A service request's emails (docs/product.md#service-requests), queued in the transaction of
 * the change they announce:
 * - to the owner (the agency's info mailbox when nobody owns it): a new request, each customer
 *   reply; with a link to the request's staff page. Identity numbers the customer typed (date
 *   of birth, license number, VIN) stay in the back office.
 * - to the customer: each staff reply and each status change; a short note with the link to
 *   the thread. Documents are never attached: the customer downloads them signed in. These are
 *   written in the request's language (`RequestHeader.locale`, the request's `locale` column) with the
 *   link to the request's page in that language; the staff's emails stay English.
 */
import type { Transaction } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { customerRequestPath, serviceRequestStatusLabel, serviceRequestType, serviceRequestTypeIn, staffRequestPath } from "../../lib/service-requests.ts";
import type { Database } from "../db/schema.ts";
import { lasVegasDateTime } from "../leads/lead-emails.ts";
import type { DetailField } from "../leads/submission-details.ts";
import { enqueueEmails, type OutgoingEmail } from "../mail/enqueue-email.ts";
import { renderEmail, type EmailContent } from "../mail/render-email.ts";
import { serviceRequestLabels } from "../../lib/schemas/service-request-fields.ts";

export interface RequestEmailContext {
  agency: Agency;
  publicUrl: string;
}

/** The request as its emails name it. */
export interface RequestHeader {
  id: string;
  number: string;
  type: string;
  customerName: string;
  /** Where the customer is written to (their account's address). */
  customerEmail: string | null;
  policyLabel: string | null;
  /** The language the customer used for the request (its `locale`), for the emails written to them. */
  locale?: Locale;
}

/** Who gets the staff side's emails: the owner, or nobody (then the agency's info mailbox). */
export interface RequestOwner {
  name: string;
  email: string;
}

/** Fields whose values are not written into emails. */
const PRIVATE_LABELS: ReadonlySet<string> = new Set([
  serviceRequestLabels["add-driver"].dateOfBirth,
  serviceRequestLabels["add-driver"].licenseNumber,
  serviceRequestLabels["add-vehicle"].vin,
]);

const url = (context: RequestEmailContext, path: string) => `${context.publicUrl.replace(/\/$/, "")}${path}`;
const typeLabel = (type: string) => serviceRequestType(type)?.label ?? type;

function staffFooter(agency: Agency): string[] {
  return [`${agency.name} customer service center`, "Answer the customer on the request's page, so the reply reaches their account."];
}

function customerFooter(agency: Agency, locale: Locale): string[] {
  return [agency.name, fullAddress(agency), `${agency.phone.display} · ${agency.emails.info}`, translatorFor(locale)("customer.requestEmails.why")];
}

/** The type's name as the customer reads it in their language. */
const customerTypeLabel = (type: string, locale: Locale) => serviceRequestTypeIn(type, locale)?.label ?? type;

/** An email to the request's staff side (its owner, else the info mailbox), answered to the customer, with the link to the request's staff page. */
function staffEmail(
  kind: string,
  request: RequestHeader,
  owner: RequestOwner | null,
  content: Pick<EmailContent, "subject" | "paragraphs" | "summary" | "fieldsHeading" | "fields">,
  context: RequestEmailContext,
): OutgoingEmail {
  return {
    kind,
    to: owner?.email ?? context.agency.emails.info,
    replyTo: request.customerEmail ?? undefined,
    record: { type: "service_request", id: request.id },
    ...renderEmail({
      ...content,
      heading: content.subject,
      action: { label: "Open the request", url: url(context, staffRequestPath(request.id)) },
      footer: staffFooter(context.agency),
    }),
  };
}

/**
 * An email to the customer about their request, in the request's language, with the link to
 * its page (signed in); none when the request has no customer address.
 */
async function enqueueCustomerEmail(
  trx: Transaction<Database>,
  kind: string,
  request: RequestHeader,
  context: RequestEmailContext,
  write: (t: Translate, locale: Locale) => { subject: string; heading: string; paragraphs: string[]; actionLabel: string },
): Promise<void> {
  if (!request.customerEmail) return;
  const locale = request.locale ?? "en";
  const { actionLabel, ...content } = write(translatorFor(locale), locale);
  await enqueueEmails(trx, [
    {
      kind,
      to: request.customerEmail,
      replyTo: context.agency.emails.info,
      record: { type: "service_request", id: request.id },
      ...renderEmail({
        ...content,
        locale,
        action: { label: actionLabel, url: url(context, customerRequestPath(request.number, locale)) },
        footer: customerFooter(context.agency, locale),
      }),
    },
  ]);
}

/** To the owner (or the info mailbox): a new request, with its details. */
export async function enqueueNewRequestEmail(
  trx: Transaction<Database>,
  request: RequestHeader & { details: DetailField[]; files: string[]; receivedAt: Date },
  owner: RequestOwner | null,
  context: RequestEmailContext,
): Promise<void> {
  const fields: [string, string][] = request.details
    .filter((f) => f.value.trim() !== "")
    .map((f) => [f.label, PRIVATE_LABELS.has(f.label) ? "(see the request in the back office)" : f.value]);
  const email = staffEmail(
    "service_request.notification",
    request,
    owner,
    {
      subject: `New service request ${request.number}: ${typeLabel(request.type)} (${request.customerName})`,
      paragraphs: [owner ? `Assigned to ${owner.name}, the customer's contact.` : "Not assigned yet: assign it on the request's page."],
      summary: [
        ["Received", lasVegasDateTime(request.receivedAt)],
        ["Customer", request.customerName],
        ["Request", typeLabel(request.type)],
        ...(request.policyLabel ? ([["Policy", request.policyLabel]] as [string, string][]) : []),
      ],
      fieldsHeading: "What the customer sent",
      fields: request.files.length ? [...fields, ["Attached files", request.files.join(", ")]] : fields,
    },
    context,
  );
  await enqueueEmails(trx, [email]);
}

/** To the owner (or the info mailbox): the customer answered in the thread. */
export async function enqueueCustomerReplyEmail(
  trx: Transaction<Database>,
  request: RequestHeader & { status: string },
  reply: { body: string; files: string[]; at: Date },
  owner: RequestOwner | null,
  context: RequestEmailContext,
): Promise<void> {
  const email = staffEmail(
    "service_request.customer_reply",
    request,
    owner,
    {
      subject: `${request.customerName} replied on ${request.number} (${typeLabel(request.type)})`,
      paragraphs: [reply.body],
      summary: [
        ["Received", lasVegasDateTime(reply.at)],
        ["Status", serviceRequestStatusLabel(request.status)],
        ...(reply.files.length ? ([["Attached files", reply.files.join(", ")]] as [string, string][]) : []),
      ],
    },
    context,
  );
  await enqueueEmails(trx, [email]);
}

/** To the customer: staff answered (and perhaps changed the status); the link to read it signed in. */
export async function enqueueStaffReplyEmail(
  trx: Transaction<Database>,
  request: RequestHeader & { status: string },
  reply: { authorName: string; documents: number },
  context: RequestEmailContext,
): Promise<void> {
  await enqueueCustomerEmail(trx, "service_request.staff_reply", request, context, (t, locale) => {
    const about = { author: reply.authorName, type: customerTypeLabel(request.type, locale), status: serviceRequestStatusLabel(request.status, locale) };
    return {
      subject: t("customer.requestEmails.replySubject", { number: request.number }),
      heading: t("customer.requestEmails.replyHeading", { number: request.number }),
      paragraphs: [
        reply.documents ? t("customer.requestEmails.repliedWithDocuments", { ...about, count: reply.documents }) : t("customer.requestEmails.replied", about),
        reply.documents ? t("customer.requestEmails.signInToReadDocuments") : t("customer.requestEmails.signInToRead"),
      ],
      actionLabel: t("customer.requestEmails.readReply"),
    };
  });
}

/** To the customer: their request's status changed (without a reply). */
export async function enqueueStatusEmail(
  trx: Transaction<Database>,
  request: RequestHeader & { status: string },
  context: RequestEmailContext,
): Promise<void> {
  await enqueueCustomerEmail(trx, "service_request.status", request, context, (t, locale) => {
    const status = serviceRequestStatusLabel(request.status, locale);
    const type = customerTypeLabel(request.type, locale);
    const subject = t("customer.requestEmails.statusSubject", { number: request.number, status });
    return {
      subject,
      heading: subject,
      paragraphs: [request.status === "needs_info" ? t("customer.requestEmails.needsInfo", { type }) : t("customer.requestEmails.statusChanged", { type, status })],
      actionLabel: t("customer.requestEmails.openRequest"),
    };
  });
}

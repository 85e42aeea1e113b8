/**
 * The emails every submission produces (docs/product.md#email): a notification with a
 * summary of what the sender wants, who owns it, a link to the record and every field sent,
 * to the form's shared mailbox and to the owner; and a confirmation to the visitor, naming
 * their contact at the agency once one is assigned. Each form says what its summary is (its
 * submit-*.ts), so nothing here depends on which form it is.
 */
import type { Transaction } from "kysely";
import { fullAddress, parseUsPhone, type Agency } from "../../config/agency.ts";
import { formatDateTime } from "../../lib/format.ts";
import { inboxPath, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { enqueueEmails, type OutgoingEmail } from "../mail/enqueue-email.ts";
import { renderEmail, type EmailContent } from "../mail/render-email.ts";
import type { DetailField } from "./submission-details.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";

/** What a notification says first: a few lines on what the sender wants and when. */
export interface LeadSummary {
  /** Lines with an empty value are left out. */
  lines: DetailField[];
  /** A fact nobody may miss (a claim with injuries), stated above everything else. */
  alert?: string;
}

export interface LeadEmails {
  form: LeadForm;
  id: string;
  /** The agency mailbox that receives this form. */
  agencyTo: string;
  notificationSubject: string;
  summary: LeadSummary;
  fields: DetailField[];
  /** Names of attached files, listed in the notification (they are downloadable by admins). */
  files?: string[];
  /** The sender; email "" when they gave only a phone number (a contact message): no confirmation then. */
  visitor: { email: string; firstName: string };
  /** What the visitor's confirmation says, in the language they wrote in (`locale`). */
  confirmation: { subject: string; heading: string; paragraphs: string[]; fields?: DetailField[] };
  /** The language of the page the form was sent from: the confirmation's language (staff emails stay English). */
  locale?: Locale;
  /** The team member the record was assigned to (null: nobody yet). */
  owner?: LeadOwner | null;
  /** When it arrived (stated in Las Vegas time). */
  receivedAt: Date;
}

/** The record's owner, as the emails name them. */
export interface LeadOwner {
  name: string;
  email: string;
  phone: string | null;
  signature: string | null;
}

/** A timestamp as the emails show it. */
export function lasVegasDateTime(at: Date | string): string {
  return `${formatDateTime(typeof at === "string" ? at : at.toISOString())} (Las Vegas time)`;
}

const filled = (fields: DetailField[]) => fields.filter((f) => f.value.trim() !== "");

export function ownerName(owner: Pick<LeadOwner, "name" | "email">): string {
  return owner.name.trim() || owner.email;
}

/** The notification: alert, owner, summary and link first, then every field that was filled in. */
export function notificationContent(emails: LeadEmails, owner: LeadOwner | null, recordUrl: string, agency: Agency): EmailContent {
  const fields: [string, string][] = filled(emails.fields).map((f) => [f.label, f.value]);
  if (emails.files?.length) fields.push(["Attached files", emails.files.join(", ")]);
  return {
    subject: emails.notificationSubject,
    heading: emails.notificationSubject,
    alert: emails.summary.alert,
    paragraphs: [owner ? `Assigned to ${ownerName(owner)}.` : "Not assigned yet — assign it in the inbox."],
    summary: [["Received", lasVegasDateTime(emails.receivedAt)], ...filled(emails.summary.lines).map((f): [string, string] => [f.label, f.value])],
    action: { label: "Open in the inbox", url: recordUrl },
    fieldsHeading: "Everything they sent (files can be downloaded from the inbox by admins)",
    fields,
    footer: [`${agency.name} website`, emails.visitor.email ? "Reply to this email to answer the sender directly." : "They left no email address: answer them by phone."],
  };
}

/** How the confirmation introduces the visitor's contact: their signature, or name, direct line and email. */
export function ownerIntroduction(owner: LeadOwner, agency: Agency, locale: Locale = "en"): string {
  const t = translatorFor(locale);
  const heading = t("emails.yourContact", { agency: agency.name });
  const signature = owner.signature?.trim();
  if (signature) return `${heading}\n${signature}`;
  const phone = owner.phone ? (parseUsPhone(owner.phone)?.display ?? owner.phone) : null;
  return [heading, ownerName(owner), ...(phone ? [t("emails.directLine", { phone })] : []), t("emails.emailLine", { email: owner.email })].join("\n");
}

export async function enqueueLeadEmails(
  trx: Transaction<Database>,
  emails: LeadEmails,
  context: { agency: Agency; publicUrl: string },
): Promise<void> {
  const { agency } = context;
  const recordUrl = `${context.publicUrl.replace(/\/$/, "")}${inboxPath(emails.form, emails.id)}`;
  const record = { type: emails.form, id: emails.id };
  const owner = emails.owner ?? null;
  const notification = renderEmail(notificationContent(emails, owner, recordUrl, agency));

  // The shared mailbox keeps the whole team informed; the owner gets their own copy (once, if that is their address).
  const recipients = [emails.agencyTo];
  if (owner && owner.email.toLowerCase() !== emails.agencyTo.toLowerCase()) recipients.push(owner.email);
  const replyTo = emails.visitor.email || undefined;
  const notifications = recipients.map((to): OutgoingEmail => ({ kind: `${emails.form}.notification`, to, replyTo, record, ...notification }));
  // A sender who left no email address (a phone-only message) gets no confirmation.
  const confirmations: OutgoingEmail[] = emails.visitor.email ? [confirmationEmail(emails, owner, record, agency)] : [];
  // One statement for all of them: a submission's transaction makes as few round trips as it can.
  await enqueueEmails(trx, [...notifications, ...confirmations]);
}

/** The visitor's confirmation: what they sent, and their contact at the agency once one is assigned. */
function confirmationEmail(emails: LeadEmails, owner: LeadOwner | null, record: OutgoingEmail["record"], agency: Agency): OutgoingEmail {
  const locale = emails.locale ?? "en";
  const t = translatorFor(locale);
  return {
    kind: `${emails.form}.confirmation`,
    to: emails.visitor.email,
    replyTo: agency.emails.info,
    record,
    ...renderEmail({
      locale,
      subject: emails.confirmation.subject,
      heading: emails.confirmation.heading,
      paragraphs: [t("emails.greeting", { name: emails.visitor.firstName }), ...emails.confirmation.paragraphs],
      fields: emails.confirmation.fields?.map((f) => [f.label, f.value]),
      // Their contact is named after what they sent, where a letter is signed.
      closing: owner ? [ownerIntroduction(owner, agency, locale)] : undefined,
      footer: [
        agency.name,
        fullAddress(agency),
        `${agency.phone.display} · ${agency.emails.info}`,
        t("emails.whyYouGotThis"),
      ],
    }),
  };
}

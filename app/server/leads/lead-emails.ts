/**
 * The two emails every submission produces: a notification to the agency with every
 * field (and a link to the record in the inbox), and a confirmation to the visitor.
 */
import type { Transaction } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { inboxPath, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";
import type { DetailField } from "./submission-details.ts";

export interface LeadEmails {
  form: LeadForm;
  id: string;
  /** The agency mailbox that receives this form. */
  agencyTo: string;
  notificationSubject: string;
  fields: DetailField[];
  /** Names of attached files, listed in the notification (they are downloadable by admins). */
  files?: string[];
  visitor: { email: string; firstName: string };
  confirmation: { subject: string; heading: string; paragraphs: string[]; fields?: DetailField[] };
}

export async function enqueueLeadEmails(
  trx: Transaction<Database>,
  emails: LeadEmails,
  context: { agency: Agency; publicUrl: string },
): Promise<void> {
  const { agency } = context;
  const recordUrl = `${context.publicUrl.replace(/\/$/, "")}${inboxPath(emails.form, emails.id)}`;
  const fields: [string, string][] = emails.fields.map((f) => [f.label, f.value]);
  if (emails.files?.length) fields.push(["Attached files", emails.files.join(", ")]);
  const record = { type: emails.form, id: emails.id };

  await enqueueEmail(trx, {
    kind: `${emails.form}.notification`,
    to: emails.agencyTo,
    replyTo: emails.visitor.email,
    record,
    ...renderEmail({
      subject: emails.notificationSubject,
      heading: emails.notificationSubject,
      paragraphs: ["A new submission arrived on the website. Every field is below; files can be downloaded from the inbox (admins only)."],
      fields,
      action: { label: "Open in the inbox", url: recordUrl },
      footer: [`${agency.name} website`, "Reply to this email to answer the sender directly."],
    }),
  });

  await enqueueEmail(trx, {
    kind: `${emails.form}.confirmation`,
    to: emails.visitor.email,
    replyTo: agency.emails.info,
    record,
    ...renderEmail({
      subject: emails.confirmation.subject,
      heading: emails.confirmation.heading,
      paragraphs: [`Hi ${emails.visitor.firstName},`, ...emails.confirmation.paragraphs],
      fields: emails.confirmation.fields?.map((f) => [f.label, f.value]),
      footer: [
        agency.name,
        fullAddress(agency),
        `${agency.phone.display} · ${agency.emails.info}`,
        "You receive this email because this address was entered on our website. If that was not you, please let us know.",
      ],
    }),
  });
}

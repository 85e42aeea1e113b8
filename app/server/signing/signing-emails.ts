/**
 * The emails of signing, queued in the transaction of the change they announce (the outbox
 * sends each once, whatever the number of instances):
 * - to a signer, in their language: the invitation with their personal link, a reminder, the
 *   one-time code, the signed copy's link once everyone signed, and a voided document's notice;
 * - to staff (English): a signer declined, the document completed, the document expired.
 * The outbox carries no attachments, so the signed copy is a link: the signer's own link
 * (which, once the document is completed, serves the signed PDF after the email code), and for
 * staff the back office's page. Every email names the document (record type "signing").
 */
import type { Transaction } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Database } from "../db/schema.ts";
import { lasVegasDateTime } from "../leads/lead-emails.ts";
import { enqueueEmails, type OutgoingEmail } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";
import type { SigningLocale } from "./signing-rules.ts";
import { dateTimeFormat } from "../../lib/format.ts";

export interface SigningEmailContext {
  agency: Agency;
  publicUrl: string;
}

/**
 * The signer's page (the route is added with the pages; it speaks the signer's language). The
 * token is a `token=` parameter, so the outbox's admin page hides it (mail/redact-secrets.ts).
 */
export function signingLinkPath(token: string): string {
  return `/sign?token=${encodeURIComponent(token)}`;
}

/** The signed PDF behind the signer's link (after the email code). */
export function signedCopyPath(token: string): string {
  return `/sign/signed.pdf?token=${encodeURIComponent(token)}`;
}

/** The public page that says whether the agency issued a file (by its SHA-256); printed on the certificate. */
export function verificationPath(): string {
  return "/verify";
}

/** The document's page in the back office. */
export function staffSigningPath(documentId: string): string {
  return `/admin/signing/${encodeURIComponent(documentId)}`;
}

const url = (context: SigningEmailContext, path: string) => `${context.publicUrl.replace(/\/$/, "")}${path}`;

export interface SignerAddressee {
  name: string;
  email: string;
  locale: SigningLocale;
}

export interface DocumentHeader {
  id: string;
  reference: string;
  title: string;
}

function signerFooter(agency: Agency, locale: SigningLocale): string[] {
  return [agency.name, fullAddress(agency), `${agency.phone.display} · ${agency.emails.info}`, translatorFor(locale)("signing.why", { agency: agency.name })];
}

/** A date and time in Las Vegas as the signer's language writes it. */
function localTime(at: string, locale: SigningLocale): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", { timeZone: "America/Los_Angeles", dateStyle: "long", timeStyle: "short" }).format(new Date(at));
}

function signerEmail(kind: string, document: DocumentHeader, to: SignerAddressee, context: SigningEmailContext, content: Omit<Parameters<typeof renderEmail>[0], "locale" | "footer">): OutgoingEmail {
  return {
    kind,
    to: to.email,
    replyTo: context.agency.emails.info,
    record: { type: "signing", id: document.id },
    ...renderEmail({ ...content, locale: to.locale, footer: signerFooter(context.agency, to.locale) }),
  };
}

/** The invitation (or, with `reminder`, the reminder) with the signer's personal link. */
export function invitationEmail(
  document: DocumentHeader & { expiresAt: string; senderName: string },
  to: SignerAddressee,
  token: string,
  context: SigningEmailContext,
  reminder = false,
): OutgoingEmail {
  const t = translatorFor(to.locale);
  const values = { title: document.title, agency: context.agency.name, sender: document.senderName };
  return signerEmail(reminder ? "signing.reminder" : "signing.invitation", document, to, context, {
    subject: t(reminder ? "signing.reminderSubject" : "signing.invitationSubject", values),
    heading: t(reminder ? "signing.reminderHeading" : "signing.invitationHeading", values),
    paragraphs: [
      t("emails.greeting", { name: to.name }),
      t(reminder ? "signing.reminder" : "signing.invitation", values),
      t("signing.expires", { date: localTime(document.expiresAt, to.locale) }),
      t("signing.personal"),
    ],
    action: { label: t("signing.openAndSign"), url: url(context, signingLinkPath(token)) },
  });
}

/** The one-time code: in the subject too, so it can be read from a notification. */
export function codeEmail(document: DocumentHeader, to: SignerAddressee, code: string, context: SigningEmailContext): OutgoingEmail {
  const t = translatorFor(to.locale);
  return signerEmail("signing.code", document, to, context, {
    subject: t("signing.codeSubject", { title: document.title, code }),
    heading: t("signing.codeHeading"),
    paragraphs: [t("signing.code", { code }), t("signing.codeNotYou")],
  });
}

/** Everyone signed: the signed copy behind the signer's link. */
export function completedSignerEmail(document: DocumentHeader, to: SignerAddressee, token: string, context: SigningEmailContext): OutgoingEmail {
  const t = translatorFor(to.locale);
  return signerEmail("signing.completed", document, to, context, {
    subject: t("signing.completedSubject", { title: document.title }),
    heading: t("signing.completedHeading"),
    paragraphs: [t("signing.completed", { title: document.title, reference: document.reference }), t("signing.completedLink")],
    action: { label: t("signing.downloadSigned"), url: url(context, signedCopyPath(token)) },
  });
}

export function voidedSignerEmail(document: DocumentHeader, to: SignerAddressee, reason: string, context: SigningEmailContext): OutgoingEmail {
  const t = translatorFor(to.locale);
  return signerEmail("signing.voided", document, to, context, {
    subject: t("signing.voidedSubject", { title: document.title }),
    heading: t("signing.voidedHeading"),
    paragraphs: [
      t("signing.voided", { title: document.title, agency: context.agency.name, reason }),
      t("signing.voidedContact", { phone: context.agency.phone.display, email: context.agency.emails.info }),
    ],
  });
}

/** To the staff member who sent it (the info mailbox when they are gone): what happened, and the link. */
export function staffSigningEmail(
  kind: "signing.declined" | "signing.staff_completed" | "signing.expired",
  document: DocumentHeader,
  to: string,
  detail: { at: string; signerName?: string; reason?: string },
  context: SigningEmailContext,
): OutgoingEmail {
  const what =
    kind === "signing.declined"
      ? `${detail.signerName ?? "A signer"} declined to sign ${document.reference}`
      : kind === "signing.expired"
        ? `${document.reference} expired before everyone signed`
        : `${document.reference} is signed by everyone`;
  const subject = `${what}: ${document.title}`;
  return {
    kind,
    to,
    record: { type: "signing", id: document.id },
    ...renderEmail({
      subject,
      heading: subject,
      paragraphs:
        kind === "signing.declined"
          ? [`Their reason: ${detail.reason ?? ""}`, "The document is closed; prepare a new one if it still needs signing."]
          : kind === "signing.expired"
            ? ["Its links no longer work. Prepare it again if it still needs signing."]
            : ["The signed PDF is filed with the customer's documents (and the policy's, when there is one)."],
      summary: [
        ["Document", document.title],
        ["Reference", document.reference],
        ["When", lasVegasDateTime(detail.at)],
      ],
      action: { label: "Open the document", url: url(context, staffSigningPath(document.id)) },
      footer: [`${context.agency.name} back office`],
    }),
  };
}

export async function queueSigningEmails(trx: Transaction<Database>, emails: readonly OutgoingEmail[]): Promise<void> {
  await enqueueEmails(trx, emails);
}

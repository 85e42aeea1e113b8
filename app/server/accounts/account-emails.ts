/**
 * The emails accounts send: confirm your address, reset your password, "you
 * already have an account" (sent instead of a second confirmation, so sign-up never
 * reveals whether an address is registered), and the team invitation (set your password).
 * Each goes through the outbox. The first three are in the language of the page the person
 * used (`AccountEmailContext.locale`, auth.ts); the team invitation is the staff's, in English.
 */
import type { Kysely, Transaction } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { pathInLocale, type Locale } from "../../lib/i18n/locale.ts";
import { INVITATION_LINK_DAYS } from "../../lib/schemas/team-invite.ts";
import type { Database } from "../db/schema.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail, type EmailContent } from "../mail/render-email.ts";

/** How long a confirmation link works (seconds). */
export const CONFIRMATION_LINK_SECONDS = 24 * 3600;
/** How long a password-reset link works (seconds); it also works only once. */
export const RESET_LINK_SECONDS = 3600;
/** How long a team invitation's set-password link works (seconds); it also works only once. */
export const INVITATION_LINK_SECONDS = INVITATION_LINK_DAYS * 24 * 3600;

export interface AccountEmailContext {
  agency: Agency;
  /** e.g. "https://www.example.com" (no trailing slash). */
  origin: string;
  /**
   * The language of the page the person used (sign up, resend, forgot password): the email and
   * its links are in it. English when absent (staff invitations, the command line).
   */
  locale?: Locale;
}

type Db = Kysely<Database> | Transaction<Database>;

function footer({ agency, origin, locale = "en" }: AccountEmailContext): string[] {
  return [agency.name, fullAddress(agency), translatorFor(locale)("accounts.emails.footer", { origin })];
}

/** An email about the person's account, in the context's language, under the agency's footer. */
export async function enqueueAccountEmail(
  db: Db,
  kind: string,
  to: string,
  context: AccountEmailContext,
  write: (t: Translate, locale: Locale) => Pick<EmailContent, "subject" | "heading" | "paragraphs" | "action">,
): Promise<void> {
  const locale = context.locale ?? "en";
  await enqueueEmail(db, {
    kind,
    to,
    record: { type: "account" },
    ...renderEmail({ ...write(translatorFor(locale), locale), locale, footer: footer(context) }),
  });
}

export function confirmationLink(origin: string, token: string, locale: Locale = "en"): string {
  return `${origin}${pathInLocale("/confirm-email", locale)}?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(origin: string, token: string, locale: Locale = "en"): string {
  return `${origin}${pathInLocale("/reset-password", locale)}?token=${encodeURIComponent(token)}`;
}

export async function enqueueConfirmationEmail(db: Db, to: string, token: string, context: AccountEmailContext): Promise<void> {
  const { agency, origin } = context;
  await enqueueAccountEmail(db, "account.confirm", to, context, (t, locale) => ({
    subject: t("accounts.emails.confirm.subject", { agency: agency.name }),
    heading: t("accounts.emails.confirm.heading"),
    paragraphs: [t("accounts.emails.confirm.thanks", { agency: agency.name }), t("accounts.emails.confirm.lasts")],
    action: { label: t("accounts.emails.confirm.action"), url: confirmationLink(origin, token, locale) },
  }));
}

export async function enqueueResetPasswordEmail(db: Db, to: string, token: string, context: AccountEmailContext): Promise<void> {
  const { agency, origin } = context;
  await enqueueAccountEmail(db, "account.reset-password", to, context, (t, locale) => ({
    subject: t("accounts.emails.reset.subject", { agency: agency.name }),
    heading: t("accounts.emails.reset.heading"),
    paragraphs: [t("accounts.emails.reset.asked"), t("accounts.emails.reset.lasts")],
    action: { label: t("accounts.emails.reset.action"), url: resetPasswordLink(origin, token, locale) },
  }));
}

export async function enqueueExistingAccountEmail(db: Db, to: string, context: AccountEmailContext): Promise<void> {
  const { agency, origin } = context;
  await enqueueAccountEmail(db, "account.already-registered", to, context, (t, locale) => ({
    subject: t("accounts.emails.existing.subject", { agency: agency.name }),
    heading: t("accounts.emails.existing.heading"),
    paragraphs: [
      t("accounts.emails.existing.tried"),
      t("accounts.emails.existing.signIn", { url: `${origin}${pathInLocale("/forgot-password", locale)}` }),
      t("accounts.emails.existing.ignore"),
    ],
    action: { label: t("accounts.emails.existing.action"), url: `${origin}${pathInLocale("/login", locale)}` },
  }));
}

export interface Invitation {
  /** The invited person's display name. */
  name: string;
  role: "staff" | "admin";
  token: string;
}

export async function enqueueInvitationEmail(db: Db, to: string, invitation: Invitation, context: AccountEmailContext): Promise<void> {
  const as = invitation.role === "admin" ? "an administrator" : "a member of staff";
  // The team's email: English, whatever page the admin used.
  await enqueueAccountEmail(db, "account.invite", to, { ...context, locale: "en" }, () => ({
    subject: `You are invited to the ${context.agency.name} team`,
    heading: "Set your password",
    paragraphs: [
      `Hello ${invitation.name}, you have been invited to the ${context.agency.name} back office as ${as}. Choose your password with the link below to finish setting up your account.`,
      `The link works once and expires in ${INVITATION_LINK_DAYS} days. Afterwards, sign in at ${context.origin}/login with this email address and your password.`,
      "If you were not expecting this invitation, you can ignore this email: nobody can use the account without the link.",
    ],
    action: { label: "Set my password", url: resetPasswordLink(context.origin, invitation.token) },
  }));
}

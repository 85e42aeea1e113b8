/**
 * The emails accounts send: confirm your address, reset your password, "you
 * already have an account" (sent instead of a second confirmation, so sign-up never
 * reveals whether an address is registered), and the team invitation (set your password).
 * Each goes through the outbox.
 */
import type { Kysely, Transaction } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { INVITATION_LINK_DAYS } from "../../lib/schemas/team-invite.ts";
import type { Database } from "../db/schema.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";

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
}

type Db = Kysely<Database> | Transaction<Database>;

function footer({ agency, origin }: AccountEmailContext): string[] {
  return [
    agency.name,
    fullAddress(agency),
    `You received this email because this address was used for an account at ${origin}.`,
  ];
}

export function confirmationLink(origin: string, token: string): string {
  return `${origin}/confirm-email?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function enqueueConfirmationEmail(db: Db, to: string, token: string, context: AccountEmailContext): Promise<void> {
  await enqueueEmail(db, {
    kind: "account.confirm",
    to,
    record: { type: "account" },
    ...renderEmail({
      subject: `Confirm your email address for ${context.agency.name}`,
      heading: "Confirm your email address",
      paragraphs: [
        `Thank you for creating an account with ${context.agency.name}. Please confirm that this is your email address to finish setting it up.`,
        "The link works for 24 hours. If you did not create an account, you can ignore this email and nothing will happen.",
      ],
      action: { label: "Confirm my email address", url: confirmationLink(context.origin, token) },
      footer: footer(context),
    }),
  });
}

export async function enqueueResetPasswordEmail(db: Db, to: string, token: string, context: AccountEmailContext): Promise<void> {
  await enqueueEmail(db, {
    kind: "account.reset-password",
    to,
    record: { type: "account" },
    ...renderEmail({
      subject: `Reset your ${context.agency.name} password`,
      heading: "Reset your password",
      paragraphs: [
        "We received a request to reset the password of your account. Use the link below to choose a new one.",
        "The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: your password stays the same.",
      ],
      action: { label: "Choose a new password", url: resetPasswordLink(context.origin, token) },
      footer: footer(context),
    }),
  });
}

export async function enqueueExistingAccountEmail(db: Db, to: string, context: AccountEmailContext): Promise<void> {
  await enqueueEmail(db, {
    kind: "account.already-registered",
    to,
    record: { type: "account" },
    ...renderEmail({
      subject: `You already have a ${context.agency.name} account`,
      heading: "You already have an account",
      paragraphs: [
        "Someone, probably you, tried to create an account with this email address, but it already has one. No new account was created.",
        `Sign in with your password. Forgot it? Choose a new one at ${context.origin}/forgot-password`,
        "If this was not you, you can ignore this email: your account has not changed.",
      ],
      action: { label: "Sign in", url: `${context.origin}/login` },
      footer: footer(context),
    }),
  });
}

export interface Invitation {
  /** The invited person's display name. */
  name: string;
  role: "staff" | "admin";
  token: string;
}

export async function enqueueInvitationEmail(db: Db, to: string, invitation: Invitation, context: AccountEmailContext): Promise<void> {
  const as = invitation.role === "admin" ? "an administrator" : "a member of staff";
  await enqueueEmail(db, {
    kind: "account.invite",
    to,
    record: { type: "account" },
    ...renderEmail({
      subject: `You are invited to the ${context.agency.name} team`,
      heading: "Set your password",
      paragraphs: [
        `Hello ${invitation.name}, you have been invited to the ${context.agency.name} back office as ${as}. Choose your password with the link below to finish setting up your account.`,
        `The link works once and expires in ${INVITATION_LINK_DAYS} days. Afterwards, sign in at ${context.origin}/login with this email address and your password.`,
        "If you were not expecting this invitation, you can ignore this email: nobody can use the account without the link.",
      ],
      action: { label: "Set my password", url: resetPasswordLink(context.origin, invitation.token) },
      footer: footer(context),
    }),
  });
}

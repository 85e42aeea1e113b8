/**
 * The emails of a customer portal invitation (docs/product.md#customers-and-policies): a new
 * account's "set your password" (the link works once, for INVITATION_LINK_DAYS days), and, for
 * someone who already has an account, "your policies are now online". Both say what can be
 * done online and go through the outbox.
 */
import type { Kysely, Transaction } from "kysely";
import { fullAddress } from "../../config/agency.ts";
import { INVITATION_LINK_DAYS } from "../../lib/schemas/team-invite.ts";
import { resetPasswordLink, type AccountEmailContext } from "../accounts/account-emails.ts";
import type { Database } from "../db/schema.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** What a customer can do online, as the emails list it. */
export const PORTAL_FEATURES = [
  "See your policies: carriers, policy numbers and dates",
  "Download your auto ID cards, declarations pages and other documents",
  "Ask for changes: certificates, add or remove a vehicle or driver, a new address, and more",
  "Find how to pay each bill",
  "Follow your claims and requests",
] as const;

function footer({ agency, origin }: AccountEmailContext): string[] {
  return [agency.name, fullAddress(agency), `You received this email because ${agency.name} keeps your insurance and invited this address to ${origin}.`];
}

export async function enqueueCustomerInvitationEmail(db: Db, to: string, invitation: { name: string; token: string }, context: AccountEmailContext): Promise<void> {
  const { agency, origin } = context;
  await enqueueEmail(db, {
    kind: "customer.invite",
    to,
    record: { type: "account" },
    ...renderEmail({
      subject: `Your ${agency.name} policies are online`,
      heading: "Set up your online account",
      paragraphs: [
        `Hello ${invitation.name}, ${agency.name} has set up an online account for you. Choose your password with the link below to start using it.`,
        `The link works once and expires in ${INVITATION_LINK_DAYS} days. Afterwards, sign in at ${origin}/login with this email address and your password.`,
        `If you were not expecting this, call us at ${agency.phone.display}, or ignore this email: nobody can use the account without the link.`,
      ],
      lists: [{ heading: "What you can do online", items: PORTAL_FEATURES.map((text) => ({ text })) }],
      action: { label: "Set my password", url: resetPasswordLink(origin, invitation.token) },
      footer: footer(context),
    }),
  });
}

export async function enqueuePoliciesOnlineEmail(db: Db, to: string, name: string, context: AccountEmailContext): Promise<void> {
  const { agency, origin } = context;
  await enqueueEmail(db, {
    kind: "customer.linked",
    to,
    record: { type: "account" },
    ...renderEmail({
      subject: `Your ${agency.name} policies are now in your account`,
      heading: "Your policies are now online",
      paragraphs: [
        `Hello ${name}, ${agency.name} has connected your insurance to the account you already have with this email address.`,
        `Sign in as usual at ${origin}/login. Forgot your password? Choose a new one at ${origin}/forgot-password`,
        `Questions? Call us at ${agency.phone.display}.`,
      ],
      lists: [{ heading: "What you can do online", items: PORTAL_FEATURES.map((text) => ({ text })) }],
      action: { label: "See my policies", url: `${origin}/dashboard/policies` },
      footer: footer(context),
    }),
  });
}

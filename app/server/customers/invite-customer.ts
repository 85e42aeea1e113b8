/**
 * Inviting a customer to the customer portal (docs/product.md#customers-and-policies), from the
 * customer's page:
 * - no account uses the customer's email: a customer account is created for it, linked to the
 *   record, and an email with a one-time set-password link (INVITATION_LINK_DAYS days) is
 *   queued. Setting the password confirms the address (auth.ts), as for a team invitation;
 * - a customer account uses it and is linked to no other record: it is linked, and its owner is
 *   told their policies are now online (one that never set a password gets the invitation);
 * - the record's linked account never set its password: a new invitation replaces the old link;
 * - a staff or admin account uses it: nothing happens. Team accounts are never linked to a
 *   customer record (they would see the back office, not the portal, and a customer's rows
 *   must never depend on a team member's role).
 *
 * The link, the email and the audit entry are stored in one transaction (see
 * invite-team-member.ts for why the token is issued just before it).
 */
import { randomUUID } from "node:crypto";
import { INVITATION_LINK_SECONDS } from "../accounts/account-emails.ts";
import { toBoolean } from "../accounts/auth-values.ts";
import { hasPassword, issuePasswordLink, passwordLinkIds } from "../accounts/password-links.ts";
import { asRole } from "../accounts/roles.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { AppServices } from "../services.ts";
import { INVITATION_LINK_DAYS } from "../../lib/schemas/team-invite.ts";
import { enqueueCustomerInvitationEmail, enqueuePoliciesOnlineEmail } from "./customer-portal-emails.ts";

export type InviteCustomerResult =
  | { ok: true; outcome: "invited" | "invited-again" | "linked"; userId: string; email: string; message: string }
  | { ok: false; reason: "not-found" | "no-email" | "already-linked" | "team-account" | "disabled" | "linked-elsewhere"; message: string };

type Services = Pick<AppServices, "db" | "auth" | "agency" | "env" | "kickOutbox">;

/** Thrown inside the transaction when someone else linked the record or the account meanwhile. */
class LinkRace extends Error {}

export async function inviteCustomer(services: Services, actor: Actor, customerId: string): Promise<InviteCustomerResult> {
  const { db, auth, agency } = services;
  const origin = services.env.PUBLIC_URL.replace(/\/$/, "");
  const customer = await db.selectFrom("customers").select(["id", "name", "contact_name", "kind", "email", "user_id"]).where("id", "=", customerId).executeTakeFirst();
  if (!customer) return { ok: false, reason: "not-found", message: "This customer no longer exists." };
  // A business's account is its contact person's.
  const greeting = (customer.kind === "business" && customer.contact_name) || customer.name;

  let account: { id: string; email: string; role: string; disabled: boolean | number | null } | undefined;
  if (customer.user_id) {
    account = await db.selectFrom("user").select(["id", "email", "role", "disabled"]).where("id", "=", customer.user_id).executeTakeFirst();
    if (account && (await hasPassword(db, account.id))) {
      return { ok: false, reason: "already-linked", message: `${customer.name} already uses the customer portal (${account.email}).` };
    }
  }
  if (!account) {
    if (!customer.email) return { ok: false, reason: "no-email", message: "Add the customer's email address first: the invitation is sent there." };
    account = await db.selectFrom("user").select(["id", "email", "role", "disabled"]).where("email", "=", customer.email).executeTakeFirst();
  }
  if (account && asRole(account.role) !== "customer") {
    return { ok: false, reason: "team-account", message: `${account.email} belongs to a member of the agency's team, so it cannot be linked to a customer. Use another email address for the customer.` };
  }
  if (account && toBoolean(account.disabled)) {
    return { ok: false, reason: "disabled", message: `The account of ${account.email} is disabled. An admin can re-enable it on the Users page first.` };
  }
  if (account && account.id !== customer.user_id) {
    const elsewhere = await db.selectFrom("customers").select("name").where("user_id", "=", account.id).executeTakeFirst();
    if (elsewhere) {
      return { ok: false, reason: "linked-elsewhere", message: `The account of ${account.email} is already linked to another customer (${elsewhere.name}).` };
    }
  }

  const email = account?.email ?? customer.email!;
  const userId = account?.id ?? randomUUID();
  const needsPassword = !account || !(await hasPassword(db, account.id));
  const outcome = !account ? "invited" : needsPassword ? "invited-again" : "linked";
  const olderLinks = account && needsPassword ? await passwordLinkIds(db, userId) : [];
  const link = needsPassword ? await issuePasswordLink(auth, userId, INVITATION_LINK_SECONDS) : null;

  try {
    await db.transaction().execute(async (trx) => {
      const now = new Date();
      if (!account) {
        await trx
          .insertInto("user")
          .values({ id: userId, name: greeting, email, email_verified: false, role: "customer", disabled: false, created_at: now, updated_at: now })
          .execute();
      }
      if (olderLinks.length) await trx.deleteFrom("verification").where("id", "in", olderLinks).execute();
      if (customer.user_id !== userId) {
        // Only if the record is still as read (unlinked, or linked to an account since deleted).
        const linked = await trx
          .updateTable("customers")
          .set({ user_id: userId, updated_at: now.toISOString() })
          .where("id", "=", customer.id)
          .where((eb) => (customer.user_id ? eb("user_id", "=", customer.user_id) : eb("user_id", "is", null)))
          .executeTakeFirst();
        if (Number(linked.numUpdatedRows) !== 1) throw new LinkRace();
      }
      if (link) await enqueueCustomerInvitationEmail(trx, email, { name: greeting, token: link.token }, { agency, origin });
      else await enqueuePoliciesOnlineEmail(trx, email, greeting, { agency, origin });
      await recordAudit(trx, actor, {
        action: "customer.invite",
        targetType: "customer",
        targetId: customer.id,
        targetLabel: customer.name,
        detail: outcome === "linked" ? `Linked the existing account ${email}` : outcome === "invited-again" ? `Invited ${email} again` : `Invited ${email}`,
      }, now);
    });
  } catch (error) {
    // The unique user_id, or the guarded update: another invitation or the customer's own sign-in won.
    if (error instanceof LinkRace || isUniqueViolation(error)) {
      return { ok: false, reason: "linked-elsewhere", message: "Someone linked this customer or this account a moment ago. Reload the page to see who." };
    }
    throw error;
  }
  services.kickOutbox();
  const message =
    outcome === "linked"
      ? `${email} already had an account: it is now linked to ${customer.name}, and an email says their policies are online.`
      : `An invitation was sent to ${email}. Its link works once, for ${INVITATION_LINK_DAYS} days.`;
  return { ok: true, outcome, userId, email, message };
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ""}` : "";
  return /UNIQUE constraint failed|duplicate key value|23505/.test(text);
}

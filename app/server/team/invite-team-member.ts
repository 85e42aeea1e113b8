/**
 * Inviting a person to the team (the Users page and `npm run admin -- invite`): creates their
 * account with the role (or, for a team account that never set its password, invites again)
 * and queues an email with a one-time link to /reset-password, valid INVITATION_LINK_SECONDS
 * (7 days). Setting the password there confirms the address (auth.ts, onPasswordReset), after
 * which the person signs in. docs/product.md#team-accounts-and-invitations.
 *
 * The account, the email and the audit entry are stored in one transaction. The link's token
 * is issued just before it by better-auth (which stores it hashed, in its own way); if the
 * transaction then fails, that token belongs to no account and no email, and expires unused.
 * An invitation sent again ends the older links in the same transaction.
 */
import { randomUUID } from "node:crypto";
import { roleInSentence, roleLabels, type TeamRole } from "../../lib/account-roles.ts";
import { INVITATION_LINK_DAYS, type TeamInvite } from "../../lib/schemas/team-invite.ts";
import { enqueueInvitationEmail, INVITATION_LINK_SECONDS, resetPasswordLink } from "../accounts/account-emails.ts";
import { toBoolean } from "../accounts/auth-values.ts";
import { hasPassword, issuePasswordLink, passwordLinkIds } from "../accounts/password-links.ts";
import { asRole } from "../accounts/roles.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { recordSecurityEvent } from "../security/security-events.ts";
import type { AppServices } from "../services.ts";
import { decideInvite } from "./invite-rules.ts";
import { recordPublicChange } from "../public-pages/page-changes.ts";
import { authorNameChangeTags } from "../public-pages/page-tags.ts";

export type InviteResult =
  | { ok: true; again: boolean; userId: string; email: string; link: string; expiresAt: Date; message: string }
  /** A customer's account uses the address: nothing changed; the admin may change its role instead. */
  | { ok: false; reason: "customer"; userId: string; email: string; role: TeamRole; message: string }
  | { ok: false; reason: "member" | "disabled"; userId: string; email: string; message: string };

type Services = Pick<AppServices, "db" | "auth" | "agency" | "env" | "kickOutbox">;

export async function inviteTeamMember(services: Services, actor: Actor, invite: TeamInvite): Promise<InviteResult> {
  const { db, auth, agency } = services;
  const origin = services.env.PUBLIC_URL.replace(/\/$/, "");
  const { email, name, role } = invite;
  const existing = await db.selectFrom("user").select(["id", "role", "disabled", "name"]).where("email", "=", email).executeTakeFirst();
  const decision = decideInvite(
    existing ? { role: asRole(existing.role), disabled: toBoolean(existing.disabled), hasPassword: await hasPassword(db, existing.id) } : null,
  );
  if (existing && decision === "customer") {
    return {
      ok: false,
      reason: "customer",
      userId: existing.id,
      email,
      role,
      message: `${email} already has a customer account, so no invitation was sent. You can make that account ${roleInSentence[role]} instead: they keep their password and sign in as before.`,
    };
  }
  if (existing && decision === "member") {
    return {
      ok: false,
      reason: "member",
      userId: existing.id,
      email,
      message: `${email} is already on the team and has set a password, so no invitation was sent. If they forgot it, they can choose a new one with "Forgot password?" on the sign-in page.`,
    };
  }
  if (existing && decision === "disabled") {
    return { ok: false, reason: "disabled", userId: existing.id, email, message: `${email} is disabled. Re-enable the account before inviting it again.` };
  }

  const userId = existing?.id ?? randomUUID();
  const olderLinks = existing ? await passwordLinkIds(db, userId) : [];
  const { token, expiresAt } = await issuePasswordLink(auth, userId, INVITATION_LINK_SECONDS);
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    if (existing) {
      await trx.updateTable("user").set({ name, role, updated_at: now }).where("id", "=", userId).execute();
      if (existing.name !== name) await recordPublicChange(trx, authorNameChangeTags());
      if (olderLinks.length) await trx.deleteFrom("verification").where("id", "in", olderLinks).execute();
    } else {
      await trx
        .insertInto("user")
        .values({ id: userId, name, email, email_verified: false, role, disabled: false, created_at: now, updated_at: now })
        .execute();
    }
    await enqueueInvitationEmail(trx, email, { name, role, token }, { agency, origin });
    await recordAudit(trx, actor, {
      action: "user.invite",
      targetType: "user",
      targetId: userId,
      targetLabel: email,
      detail: existing ? `${roleLabels[role]}, invited again` : roleLabels[role],
    });
    // A new admin reaches the other admins (app/server/security/security-events.ts).
    if (role === "admin" && asRole(existing?.role) !== "admin") {
      await recordSecurityEvent(trx, { kind: "admin-granted", account: { id: userId, email }, from: existing ? asRole(existing.role) : null, by: actor, how: "invitation" });
    }
  });
  services.kickOutbox();
  return {
    ok: true,
    again: !!existing,
    userId,
    email,
    link: resetPasswordLink(origin, token),
    expiresAt,
    message: `${existing ? "A new invitation was sent" : "An invitation was sent"} to ${email}. Its link works once, for ${INVITATION_LINK_DAYS} days.`,
  };
}

/** "Send a new invitation" on the Users page: the same invitation again, to the account's address, name and role. */
export async function resendInvitation(services: Services, actor: Actor, userId: string): Promise<InviteResult | null> {
  const user = await services.db.selectFrom("user").select(["email", "name", "role"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return null;
  const role = asRole(user.role);
  return inviteTeamMember(services, actor, { email: user.email, name: user.name, role: role === "customer" ? "staff" : role });
}

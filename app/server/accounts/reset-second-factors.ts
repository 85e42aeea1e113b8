/**
 * An admin resets a member's second factors (a lost phone): the authenticator app, its recovery
 * codes and every passkey are removed, every session of the member ends, remembered devices and
 * pending sign-ins are forgotten, and the member must set up a factor again at the next sign-in.
 * The reset is audited, reported to the admins as a security event, and the member is emailed.
 */
import type { Kysely } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";
import { recordSecurityEvent } from "../security/security-events.ts";

export type ResetSecondFactorsResult = { ok: true; email: string } | { ok: false; reason: "not-found" | "own-account" };

export async function resetSecondFactors(
  db: Kysely<Database>,
  admin: Actor & { id: string },
  userId: string,
  context: { agency: Agency; origin: string },
): Promise<ResetSecondFactorsResult> {
  if (userId === admin.id) return { ok: false, reason: "own-account" };
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom("user").select(["id", "email"]).where("id", "=", userId).executeTakeFirst();
    if (!member) return { ok: false, reason: "not-found" };
    await trx.deleteFrom("two_factor").where("user_id", "=", userId).execute();
    await trx.deleteFrom("passkey").where("user_id", "=", userId).execute();
    await trx.updateTable("user").set({ two_factor_enabled: false }).where("id", "=", userId).execute();
    await trx.deleteFrom("session").where("user_id", "=", userId).execute();
    // Remembered devices, pending second-factor challenges and reset links all name the account by id.
    await trx.deleteFrom("verification").where("value", "=", userId).execute();
    const target = { id: member.id, email: member.email };
    await recordAudit(trx, admin, { action: "user.second_factor_reset", targetType: "user", targetId: member.id, targetLabel: member.email });
    await recordSecurityEvent(trx, { kind: "second-factor-reset", account: target, by: admin });
    const { agency, origin } = context;
    await enqueueEmail(trx, {
      kind: "account.second-factor-reset",
      to: member.email,
      record: { type: "account" },
      ...renderEmail({
        subject: `Your second factor at ${agency.name} was reset`,
        heading: "Your second factor was reset",
        paragraphs: [
          `An administrator of ${agency.name} removed your authenticator app, recovery codes and passkeys, and signed you out everywhere.`,
          "At your next sign-in you will set up a second factor again. If you did not ask for this, call the office right away.",
        ],
        action: { label: "Sign in", url: `${origin}/login` },
        footer: [agency.name, fullAddress(agency)],
      }),
    });
    return { ok: true, email: member.email };
  });
}

/**
 * Staff stop a customer's renewal reminders (the customer asked by phone or in person) or start
 * them again (the customer changed their mind): the same column the email's link sets, with
 * an audit entry saying who did it.
 */
import type { Kysely } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

export type RenewalEmailsChange = { ok: true; changed: boolean } | { ok: false };

export async function setRenewalEmails(db: Kysely<Database>, actor: Actor, customerId: string, send: boolean, now = new Date()): Promise<RenewalEmailsChange> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom("customers").select(["name", "renewal_emails_stopped_at"]).where("id", "=", customerId).executeTakeFirst();
    if (!customer) return { ok: false } as const;
    if ((customer.renewal_emails_stopped_at === null) === send) return { ok: true, changed: false } as const;
    await trx
      .updateTable("customers")
      .set({ renewal_emails_stopped_at: send ? null : now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", customerId)
      .execute();
    await recordAudit(
      trx,
      actor,
      { action: "customer.renewal_emails", targetType: "customer", targetId: customerId, targetLabel: customer.name, detail: send ? "Renewal reminders started again" : "Renewal reminders stopped" },
      now,
    );
    return { ok: true, changed: true } as const;
  });
}

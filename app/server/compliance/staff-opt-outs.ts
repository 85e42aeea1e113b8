/**
 * Opt-outs staff record for a person who told them by phone, in person or in writing, and what
 * a record's page shows of them (docs/product.md#opt-outs). Recording one is audited.
 */
import type { Kysely } from "kysely";
import { optOutChannelLabels, optOutMethodLabel, type OptOutChannel } from "../../lib/contact-preferences.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { StaffOptOut } from "../../lib/schemas/opt-out.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { recordOptOut, suppressionsAndHistory, type Suppressions } from "./suppressions.ts";

/** What a record's page shows: what is stopped for its email and phone, and the ledger. */
export interface ContactPreferences {
  stopped: Suppressions;
  history: { channel: OptOutChannel; action: string; method: string; note: string | null; by: string; at: string }[];
}

export async function contactPreferencesOf(db: Kysely<Database>, contact: { email: string | null; phone: string | null }): Promise<ContactPreferences> {
  const { stopped, history } = await suppressionsAndHistory(db, contact);
  return {
    stopped,
    history: history.map((h) => ({ channel: h.channel as OptOutChannel, action: h.action, method: h.method, note: h.note, by: h.actor_label, at: h.created_at })),
  };
}

const describe = (input: StaffOptOut) => `${input.channels.map((c) => optOutChannelLabels[c]).join(", ")} (${optOutMethodLabel(input.method)})`;

type Staff = Actor & { id: string };

/** Records the opt-out for a lead's email and phone. */
export async function recordLeadOptOut(db: Kysely<Database>, staff: Staff, form: LeadForm, id: string, input: StaffOptOut, now = new Date()): Promise<{ ok: boolean }> {
  const row = await leadDb(db)
    .selectFrom(leadTables[form].table)
    .select(["email", "phone"])
    // Only claims have a number to name the record by in the audit log.
    .$if(form === "claims", (q) => q.select("claim_number"))
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return { ok: false };
  await recordOptOut(db, { emails: [row.email], phones: [row.phone], channels: input.channels, method: input.method, note: input.note, actor: { id: staff.id, label: staff.email } }, now);
  await recordAudit(db, staff, { action: "contact.opt_out", targetType: form, targetId: id, targetLabel: row.claim_number ?? "", detail: describe(input) }, now);
  return { ok: true };
}

/** Records the opt-out for a customer's email and phone. */
export async function recordCustomerOptOut(db: Kysely<Database>, staff: Staff, customerId: string, input: StaffOptOut, now = new Date()): Promise<{ ok: boolean }> {
  const row = await db.selectFrom("customers").select(["email", "alt_email", "phone", "alt_phone"]).where("id", "=", customerId).executeTakeFirst();
  if (!row) return { ok: false };
  const present = (...values: (string | null)[]) => values.filter((v): v is string => !!v);
  await recordOptOut(db, { emails: present(row.email, row.alt_email), phones: present(row.phone, row.alt_phone), channels: input.channels, method: input.method, note: input.note, actor: { id: staff.id, label: staff.email } }, now);
  await recordAudit(db, staff, { action: "contact.opt_out", targetType: "customer", targetId: customerId, detail: describe(input) }, now);
  return { ok: true };
}

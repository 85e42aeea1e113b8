/**
 * Marketing email consent staff record on a customer's page (docs/product.md#consent), for a
 * customer who agreed in person, by phone, in writing or by email. It is a row of the consent
 * ledger like the forms' (form STAFF_RECORDED_CONSENT_FORM, record "customers"/the customer's
 * id, no version): its text is the statement the staff member confirms, naming the customer,
 * the agency, the address, how they told us, their words and who recorded it. It covers the
 * customer's email address (lower-case) and nothing else.
 *
 * Refused when the customer has no email address, and when the address stopped marketing and
 * reminder emails: an opt-out wins over any consent, and restarting emails goes through the
 * agency (the person asks; an admin lifts the opt-out), not through this form. The row and its
 * audit entry ("customer.marketing_consent") are written in one transaction.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { marketingConsentMethodLabel, marketingConsentMethods, type StaffMarketingConsent } from "../../lib/schemas/marketing-consent.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { hasMarketingEmailConsent, MARKETING_EMAIL_CONSENT_VERSION, STAFF_RECORDED_CONSENT_FORM } from "./marketing-consent.ts";
import { isEmailSuppressed } from "./suppressions.ts";

/** consent_records.record_type of a consent recorded on a customer's page. */
export const CUSTOMER_CONSENT_RECORD_TYPE = "customers";

export type RecordMarketingConsentResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "no-email" }
  | { ok: false; reason: "opted-out"; email: string };

/** The statement recorded (and shown to the staff member before they confirm it). */
export function marketingConsentStatement(parts: {
  customerName: string;
  agencyName: string;
  email: string;
  method?: StaffMarketingConsent["method"];
  note?: string | null;
  staffName?: string;
}): string {
  const base = `${parts.customerName} agreed to receive marketing emails (offers, renewals and news) from ${parts.agencyName} at ${parts.email}`;
  if (!parts.method) return `${base}.`;
  const words = marketingConsentMethods.find((m) => m.value === parts.method)!.words;
  const note = parts.note ? `: “${parts.note.replace(/[.\s]+$/, "")}”` : "";
  return `${base}, told us ${words}${note}. Recorded by ${parts.staffName}.`;
}

export async function recordCustomerMarketingConsent(
  db: Kysely<Database>,
  staff: Actor & { id: string },
  customerId: string,
  input: StaffMarketingConsent,
  context: { agencyName: string; pagePath: string },
  now = new Date(),
): Promise<RecordMarketingConsentResult> {
  const customer = await db.selectFrom("customers").select(["name", "email"]).where("id", "=", customerId).executeTakeFirst();
  if (!customer) return { ok: false, reason: "not-found" };
  const email = customer.email?.trim().toLowerCase();
  if (!email) return { ok: false, reason: "no-email" };
  if (await isEmailSuppressed(db, email)) return { ok: false, reason: "opted-out", email };
  const member = await db.selectFrom("user").select(["name"]).where("id", "=", staff.id).executeTakeFirst();
  const text = marketingConsentStatement({
    customerName: customer.name,
    agencyName: context.agencyName,
    email,
    method: input.method,
    note: input.note,
    staffName: member?.name.trim() || staff.email,
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("consent_records")
      .values({
        id: randomUUID(),
        form: STAFF_RECORDED_CONSENT_FORM,
        record_type: CUSTOMER_CONSENT_RECORD_TYPE,
        record_id: customerId,
        person_id: null,
        kind: "marketing",
        version: null,
        text,
        given_at: now.toISOString(),
        page_url: context.pagePath.slice(0, 500),
        email,
        phone: null,
      })
      .execute();
    await recordAudit(
      trx,
      staff,
      { action: "customer.marketing_consent", targetType: "customer", targetId: customerId, detail: `Marketing emails (${marketingConsentMethodLabel(input.method)})` },
      now,
    );
  });
  return { ok: true };
}

/** What the customer's page shows: whether the address has marketing email consent, and the latest one that gives it. */
export interface MarketingEmailConsentStatus {
  consented: boolean;
  latest: { givenAt: string; text: string; recordedByStaff: boolean } | null;
}

export async function marketingEmailConsentOf(db: Kysely<Database>, email: string | null): Promise<MarketingEmailConsentStatus> {
  const address = email?.trim().toLowerCase();
  if (!address || !(await hasMarketingEmailConsent(db, address))) return { consented: false, latest: null };
  const latest = await db
    .selectFrom("consent_records")
    .select(["given_at", "text", "form"])
    .where(sql<string>`lower(email)`, "=", address)
    .where("kind", "=", "marketing")
    .where((eb) => eb.or([eb("form", "=", STAFF_RECORDED_CONSENT_FORM), eb("version", ">=", MARKETING_EMAIL_CONSENT_VERSION)]))
    .orderBy("given_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return { consented: true, latest: latest ? { givenAt: latest.given_at, text: latest.text, recordedByStaff: latest.form === STAFF_RECORDED_CONSENT_FORM } : null };
}

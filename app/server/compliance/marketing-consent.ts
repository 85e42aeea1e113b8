/**
 * Whether a person may get marketing email (docs/product.md#consent): a marketing consent that
 * names email, for their address. The web forms' marketing statement names email from its
 * version MARKETING_EMAIL_CONSENT_VERSION on (earlier versions asked about calls and texts only);
 * staff record a consent given in person, by phone or in writing on the customer's page. An
 * opt-out (the suppression list) always wins over a consent: campaigns check both.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";

/** The first version of the forms' marketing statement that asks about email. */
export const MARKETING_EMAIL_CONSENT_VERSION = 3;
/** consent_records.form of a consent staff recorded on a customer's page (record_type "customers"). */
export const STAFF_RECORDED_CONSENT_FORM = "customer";

/** True in a query when the address in `emailColumn` has a marketing consent that covers email. */
export function marketingEmailConsentSql(emailColumn: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from consent_records where lower(consent_records.email) = lower(${sql.ref(emailColumn)}) and consent_records.kind = 'marketing' and (consent_records.form = ${STAFF_RECORDED_CONSENT_FORM} or consent_records.version >= ${MARKETING_EMAIL_CONSENT_VERSION}))`;
}

/** True in a query when the address has any marketing consent (calls and texts included): a marketing call task needs one. */
export function marketingConsentSql(emailColumn: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from consent_records where lower(consent_records.email) = lower(${sql.ref(emailColumn)}) and consent_records.kind = 'marketing')`;
}

export async function hasMarketingEmailConsent(db: Kysely<Database> | Transaction<Database>, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (!address) return false;
  return (await marketingEmailConsentStatement.first(db, { address })) !== undefined;
}

const marketingEmailConsentStatement = statementTemplate((db: Kysely<Database>, { address }: { address: string }) =>
  db
    .selectFrom("consent_records")
    .select("id")
    .where(sql<string>`lower(email)`, "=", address)
    .where("kind", "=", "marketing")
    .where((eb) => eb.or([eb("form", "=", STAFF_RECORDED_CONSENT_FORM), eb("version", ">=", MARKETING_EMAIL_CONSENT_VERSION)]))
    .limit(1),
);

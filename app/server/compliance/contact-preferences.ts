/**
 * The preferences page an email's link opens (docs/product.md#opt-outs): what is stopped for the
 * address (and the phone numbers we hold for the same person), and stopping more. The signed
 * token is the only proof needed (preference-token.ts); a GET changes nothing, since mail
 * scanners open links: only the page's POST stops anything.
 */
import type { Kysely } from "kysely";
import { optOutChannels, type OptOutChannel } from "../../lib/contact-preferences.ts";
import type { Database } from "../db/schema.ts";
import { normalisePhone } from "../pipeline/person-keys.ts";
import { maskEmail } from "../renewals/stop-renewal-emails.ts";
import { verifyPreferencesToken } from "./preference-token.ts";
import { recordOptOut, suppressionsFor, type Suppressions } from "./suppressions.ts";

/** The phone numbers held for the person with this address: their records' and their customer record's (digits). */
async function phonesOf(db: Kysely<Database>, email: string): Promise<string[]> {
  const persons = db.selectFrom("person_contacts").select("person_id").where("contact_key", "=", `e:${email}`);
  const linked = await db
    .selectFrom("person_contacts")
    .select("contact_key")
    .where("person_id", "in", persons)
    .where("contact_key", "like", "p:%")
    .execute();
  const customers = await db.selectFrom("customers").select("phone").where("email", "=", email).execute();
  const digits = [...linked.map((row) => row.contact_key.slice(2)), ...customers.map((c) => normalisePhone(c.phone ?? "") ?? "")];
  return [...new Set(digits.filter(Boolean))];
}

/** A number shown without giving it away to whoever holds the link: "(•••) •••-0100". */
export function maskPhone(digits: string): string {
  return `(•••) •••-${digits.slice(-4)}`;
}

export type PreferencesView =
  | { ok: true; maskedEmail: string; maskedPhones: string[]; stopped: Suppressions }
  | { ok: false };

export async function readPreferences(db: Kysely<Database>, secret: string, token: string | null, now = new Date()): Promise<PreferencesView> {
  const check = verifyPreferencesToken(secret, token, now);
  if (!check.ok) return { ok: false };
  const phones = await phonesOf(db, check.email);
  const stopped = await suppressionsForAll(db, check.email, phones);
  return { ok: true, maskedEmail: maskEmail(check.email), maskedPhones: phones.map(maskPhone), stopped };
}

/** What is stopped: email for the address; texts or calls once stopped for every number we hold. */
async function suppressionsForAll(db: Kysely<Database>, email: string, phones: string[]): Promise<Suppressions> {
  const stopped: Suppressions = {};
  const byEmail = await suppressionsFor(db, { email });
  if (byEmail.email) stopped.email = byEmail.email;
  const perPhone = await Promise.all(phones.map((phone) => suppressionsFor(db, { phone })));
  for (const channel of ["texts", "calls"] as const) {
    const since = perPhone.map((s) => s[channel]);
    if (since.length && since.every((s): s is string => !!s)) stopped[channel] = since.sort()[0];
  }
  return stopped;
}

export type PreferenceChoice = OptOutChannel | "all";

export function isPreferenceChoice(value: unknown): value is PreferenceChoice {
  return value === "all" || (optOutChannels as readonly unknown[]).includes(value);
}

/** Stops what the person chose, at once; the ledger records it as theirs, from the preferences page. */
export async function stopFromPreferences(
  db: Kysely<Database>,
  secret: string,
  token: string | null,
  choice: PreferenceChoice,
  now = new Date(),
): Promise<{ ok: true; channels: OptOutChannel[] } | { ok: false }> {
  const check = verifyPreferencesToken(secret, token, now);
  if (!check.ok) return { ok: false };
  const channels = choice === "all" ? [...optOutChannels] : [choice];
  const phones = await phonesOf(db, check.email);
  await recordOptOut(db, { emails: [check.email], phones, channels, method: "preferences_page", actor: null }, now);
  return { ok: true, channels };
}

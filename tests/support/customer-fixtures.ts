/**
 * Rows the retention tests (campaigns, surveys) start from, inserted as the app stores them: a
 * customer (a person, Dana's by default, their address made from their name), one of their
 * policies, and a marketing consent. `at` is the test's clock: the rows' created and given times.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../app/server/db/schema.ts";

export interface CustomerFixture {
  name: string;
  /** Made from the name when left out; null for none. */
  email?: string | null;
  language?: "en" | "es";
  /** "user-dana" when left out; null for nobody. */
  ownerId?: string | null;
  phone?: string | null;
}

export async function insertCustomer(db: Kysely<Database>, c: CustomerFixture, at: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("customers")
    .values({
      id,
      kind: "person",
      name: c.name,
      contact_name: null,
      email: c.email === undefined ? `${c.name.toLowerCase().replace(/\W+/g, ".")}@example.com` : c.email,
      alt_email: null,
      phone: c.phone ?? null,
      alt_phone: null,
      address: null,
      city: null,
      state: null,
      zip_code: null,
      owner_id: c.ownerId === undefined ? "user-dana" : c.ownerId,
      user_id: null,
      external_ref: null,
      notes: null,
      language: c.language ?? "en",
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .execute();
  return id;
}

export interface PolicyFixture {
  line?: string;
  expires?: string;
  effective?: string;
  status?: string;
  carrier?: string;
}

/** An active auto policy with Acme Mutual, July to July, unless told otherwise. */
export async function insertPolicy(db: Kysely<Database>, customerId: string, p: PolicyFixture, at: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("policies")
    .values({
      id,
      customer_id: customerId,
      line: p.line ?? "auto",
      carrier: p.carrier ?? "Acme Mutual",
      policy_number: `P-${id.slice(0, 8)}`,
      policy_key: `acme|${id}`,
      effective_date: p.effective ?? "2025-07-30",
      expiration_date: p.expires ?? "2026-07-30",
      status: p.status ?? "active",
      billing: "direct",
      payment_url: null,
      premium_cents: null,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .execute();
  return id;
}

/** A marketing consent as the web forms record it (version 3 names email) or an older one (calls and texts only). */
export async function insertMarketingConsent(db: Kysely<Database>, email: string, at: Date, version = 3): Promise<void> {
  await db
    .insertInto("consent_records")
    .values({
      id: randomUUID(),
      form: "quote",
      record_type: "quotes",
      record_id: randomUUID(),
      person_id: null,
      kind: "marketing",
      version,
      text: "Yes, the agency may email me…",
      given_at: at.toISOString(),
      page_url: "https://agency.test/quote",
      email,
      phone: "7025550100",
    })
    .execute();
}

/**
 * A customer's policies as their own pages show them (docs/product.md#the-customers-side).
 * Every read takes the linked customer's id (requireCustomer) and returns only that
 * customer's rows: another customer's policy is simply not found.
 */
import type { Kysely } from "kysely";
import { parseUsPhone, type PhoneNumber } from "../../config/agency.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { policyLineLabel, vehicleLines, type PolicyLine } from "../../lib/policies.ts";
import type { Database } from "../db/schema.ts";
import { listDocuments, type DocumentSummary } from "../documents/list-documents.ts";
import { findCarrier, loadCarrierDirectory, type CarrierEntry } from "../settings/carrier-directory.ts";
import { externalUrl, paymentOption, type PaymentOption } from "./payment-options.ts";
import { policyRequestLinks, type PolicyRequestLink } from "./policy-requests.ts";

/** The carrier as the customer reaches it: its claims line (tap to call when it is a US number) and site. */
export interface CarrierContact {
  name: string;
  claimsPhone: { display: string; dial: string | null } | null;
  website: string | null;
}

export interface CustomerPolicy {
  id: string;
  line: string;
  lineLabel: string;
  carrier: CarrierContact;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  status: string;
  billing: string;
  payment: PaymentOption;
}

export interface CustomerPolicyDetail extends CustomerPolicy {
  /** Vehicles and drivers: lines that carry them only. */
  vehicleLine: boolean;
  vehicles: { year: string | null; make: string | null; model: string | null; vinEnding: string | null }[];
  drivers: { name: string }[];
  documents: DocumentSummary[];
  requestLinks: PolicyRequestLink[];
}

/** Policies in force first (active, then pending), then the rest; each group by expiration. */
const STATUS_ORDER: Record<string, number> = { active: 0, pending: 1, expired: 2, cancelled: 3 };

function carrierContact(name: string, entry: CarrierEntry | null): CarrierContact {
  const phone = entry?.claimsPhone.trim() ?? "";
  const parsed: PhoneNumber | null = phone ? parseUsPhone(phone) : null;
  return {
    name,
    claimsPhone: phone ? { display: parsed?.display ?? phone, dial: parsed?.dial ?? null } : null,
    website: externalUrl(entry?.website),
  };
}

type PolicyRow = Pick<
  Database["policies"],
  "id" | "line" | "carrier" | "policy_number" | "effective_date" | "expiration_date" | "status" | "billing" | "payment_url"
>;

const policyColumns = ["id", "line", "carrier", "policy_number", "effective_date", "expiration_date", "status", "billing", "payment_url"] as const;

function toCustomerPolicy(row: PolicyRow, directory: readonly CarrierEntry[], agencyPortalUrl: string): CustomerPolicy {
  const entry = findCarrier(directory, row.carrier);
  return {
    id: row.id,
    line: row.line,
    lineLabel: policyLineLabel(row.line),
    carrier: carrierContact(row.carrier, entry),
    policyNumber: row.policy_number,
    effectiveDate: row.effective_date,
    expirationDate: row.expiration_date,
    status: row.status,
    billing: row.billing,
    payment: paymentOption({ billing: row.billing, carrier: row.carrier, paymentUrl: row.payment_url }, entry, agencyPortalUrl),
  };
}

export async function listCustomerPolicies(db: Kysely<Database>, customerId: string, agencyPortalUrl: string): Promise<CustomerPolicy[]> {
  const [rows, directory] = await Promise.all([
    db.selectFrom("policies").select(policyColumns).where("customer_id", "=", customerId).orderBy("expiration_date").orderBy("id").execute(),
    loadCarrierDirectory(db),
  ]);
  return rows
    .map((row) => toCustomerPolicy(row, directory, agencyPortalUrl))
    .sort((a, b) => (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9));
}

/** One of the customer's policies with its vehicles, drivers and documents; null when it is not theirs. */
export async function getCustomerPolicy(db: Kysely<Database>, customerId: string, policyId: string, agencyPortalUrl: string): Promise<CustomerPolicyDetail | null> {
  const row = await db.selectFrom("policies").select(policyColumns).where("id", "=", policyId).where("customer_id", "=", customerId).executeTakeFirst();
  if (!row) return null;
  const vehicleLine = vehicleLines.includes(row.line as PolicyLine);
  const [directory, vehicles, drivers, documents] = await Promise.all([
    loadCarrierDirectory(db),
    vehicleLine
      ? db.selectFrom("policy_vehicles").select(["year", "make", "model", "vin"]).where("policy_id", "=", row.id).orderBy("position").orderBy("id").execute()
      : Promise.resolve([]),
    vehicleLine ? db.selectFrom("policy_drivers").select(["name"]).where("policy_id", "=", row.id).orderBy("position").orderBy("id").execute() : Promise.resolve([]),
    listDocuments(db, { customerId, policyId: row.id }),
  ]);
  return {
    ...toCustomerPolicy(row, directory, agencyPortalUrl),
    vehicleLine,
    // The last six of the VIN say which vehicle it is; the whole number is on the ID card.
    vehicles: vehicles.map((v) => ({ year: v.year, make: v.make, model: v.model, vinEnding: v.vin ? v.vin.slice(-6) : null })),
    drivers: drivers.map((d) => ({ name: d.name })),
    // Staff names are the agency's business, not the customer's.
    documents: documents.map((d) => ({ ...d, uploadedByName: null })),
    requestLinks: policyRequestLinks(row),
  };
}

/** What the dashboard's My Policies tile says: policies in force and the next one to expire. */
export async function policiesAtAGlance(
  db: Kysely<Database>,
  customerId: string,
  now = new Date(),
): Promise<{ inForce: number; nextExpiration: { date: string; line: string; lineLabel: string; carrier: string } | null }> {
  const rows = await db
    .selectFrom("policies")
    .select(["line", "carrier", "expiration_date"])
    .where("customer_id", "=", customerId)
    .where("status", "in", ["active", "pending"])
    .orderBy("expiration_date")
    .execute();
  const today = lasVegasDate(now);
  const next = rows.find((r) => r.expiration_date >= today);
  return {
    inForce: rows.length,
    nextExpiration: next ? { date: next.expiration_date, line: next.line, lineLabel: policyLineLabel(next.line), carrier: next.carrier } : null,
  };
}

/**
 * Everything a policy's page shows (docs/product.md#customers-and-policies): the policy with its
 * customer, its vehicles and drivers, where the customer pays it, and its service requests.
 */
import type { Kysely, Selectable } from "kysely";
import { vehicleLines, type PolicyLine } from "../../lib/policies.ts";
import type { Database, PoliciesTable } from "../db/schema.ts";
import { loadCarrierDirectory } from "../settings/carrier-directory.ts";
import { paymentLink, type PaymentLink } from "./payment-link.ts";

export interface PolicyVehicle {
  id: string;
  year: string | null;
  make: string | null;
  model: string | null;
  vin: string | null;
}

export interface PolicyDriver {
  id: string;
  name: string;
  dateOfBirth: string | null;
}

export interface PolicyPage {
  policy: Selectable<PoliciesTable>;
  customer: { id: string; name: string };
  carriesVehicles: boolean;
  vehicles: PolicyVehicle[];
  drivers: PolicyDriver[];
  payment: PaymentLink | null;
  requests: { id: string; requestNumber: string; requestType: string; status: string; createdAt: string }[];
}

export async function getPolicyPage(db: Kysely<Database>, id: string): Promise<PolicyPage | null> {
  const policy = await db.selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirst();
  if (!policy) return null;
  const customer = await db.selectFrom("customers").select(["id", "name"]).where("id", "=", policy.customer_id).executeTakeFirst();
  if (!customer) return null;
  const carriesVehicles = vehicleLines.includes(policy.line as PolicyLine);
  const [vehicles, drivers] = carriesVehicles
    ? await Promise.all([
        db.selectFrom("policy_vehicles").select(["id", "year", "make", "model", "vin"]).where("policy_id", "=", id).orderBy("position").orderBy("id").execute(),
        db.selectFrom("policy_drivers").select(["id", "name", "date_of_birth"]).where("policy_id", "=", id).orderBy("position").orderBy("id").execute(),
      ])
    : [[], []];
  const requests = await db
    .selectFrom("service_requests")
    .select(["id", "request_number", "request_type", "status", "created_at"])
    .where("customer_id", "=", customer.id)
    .where("policy_id", "=", id)
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  return {
    policy: { ...policy, premium_cents: policy.premium_cents === null ? null : Number(policy.premium_cents) },
    customer,
    carriesVehicles,
    vehicles,
    drivers: drivers.map((d) => ({ id: d.id, name: d.name, dateOfBirth: d.date_of_birth })),
    payment: paymentLink({ billing: policy.billing, carrier: policy.carrier, paymentUrl: policy.payment_url }, await loadCarrierDirectory(db)),
    requests: requests.map((r) => ({ id: r.id, requestNumber: r.request_number, requestType: r.request_type, status: r.status, createdAt: r.created_at })),
  };
}

/** The policy's fields as the form's values (premium in dollars, as typed). */
export function policyFormValues(policy: Selectable<PoliciesTable>): Record<string, string> {
  return {
    line: policy.line,
    carrier: policy.carrier,
    policyNumber: policy.policy_number,
    effectiveDate: policy.effective_date,
    expirationDate: policy.expiration_date,
    status: policy.status,
    billing: policy.billing,
    paymentUrl: policy.payment_url ?? "",
    premium: policy.premium_cents === null ? "" : (Number(policy.premium_cents) / 100).toFixed(2),
  };
}

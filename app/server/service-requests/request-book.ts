/**
 * What a customer's request form can refer to: their policies with their vehicles and drivers,
 * labelled as the customer reads them. Read for the form (its choices) and for its validation
 * (a policy must be one of these, a vehicle or driver one of that policy's).
 */
import type { Kysely } from "kysely";
import { policyLineLabel, policyStatusLabel, vehicleLines, type PolicyLine } from "../../lib/policies.ts";
import type { ServiceRequestType } from "../../lib/service-requests.ts";
import type { Database } from "../db/schema.ts";

export interface BookChoice {
  id: string;
  label: string;
}

export interface BookPolicy extends BookChoice {
  line: string;
  status: string;
  /** The line carries vehicles and drivers (ID cards, adding or removing one). */
  vehicleLine: boolean;
  vehicles: BookChoice[];
  drivers: BookChoice[];
}

export interface CustomerBook {
  policies: BookPolicy[];
}

/** "Personal auto · Progressive · 123-456" (and the status when it is not active). */
export function policyLabel(policy: { line: string; carrier: string; policy_number: string; status: string }): string {
  const label = `${policyLineLabel(policy.line)} · ${policy.carrier} · ${policy.policy_number}`;
  return policy.status === "active" ? label : `${label} (${policyStatusLabel(policy.status).toLowerCase()})`;
}

export function vehicleLabel(vehicle: { year: string | null; make: string | null; model: string | null; vin: string | null }): string {
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ");
  const vin = vehicle.vin ? `VIN …${vehicle.vin.slice(-6)}` : "";
  return [name, vin].filter(Boolean).join(", ") || "Vehicle without details";
}

export async function loadCustomerBook(db: Kysely<Database>, customerId: string): Promise<CustomerBook> {
  const policies = await db
    .selectFrom("policies")
    .select(["id", "line", "carrier", "policy_number", "status"])
    .where("customer_id", "=", customerId)
    .orderBy("expiration_date", "desc")
    .orderBy("id")
    .execute();
  const ids = policies.map((p) => p.id);
  const [vehicles, drivers] = ids.length
    ? await Promise.all([
        db.selectFrom("policy_vehicles").select(["id", "policy_id", "year", "make", "model", "vin"]).where("policy_id", "in", ids).orderBy("position").orderBy("id").execute(),
        db.selectFrom("policy_drivers").select(["id", "policy_id", "name"]).where("policy_id", "in", ids).orderBy("position").orderBy("id").execute(),
      ])
    : [[], []];
  return {
    policies: policies.map((p) => ({
      id: p.id,
      label: policyLabel(p),
      line: p.line,
      status: p.status,
      vehicleLine: vehicleLines.includes(p.line as PolicyLine),
      vehicles: vehicles.filter((v) => v.policy_id === p.id).map((v) => ({ id: v.id, label: vehicleLabel(v) })),
      drivers: drivers.filter((d) => d.policy_id === p.id).map((d) => ({ id: d.id, label: d.name })),
    })),
  };
}

/** Types about vehicles or drivers are asked about vehicle policies only. */
const vehicleTypes = new Set(["id-cards", "add-vehicle", "remove-vehicle", "add-driver", "remove-driver"]);

/** The policies a request of this type may be about: vehicle policies for vehicle and driver requests, any other time every policy. */
export function bookFor(book: CustomerBook, type: Pick<ServiceRequestType, "code">): CustomerBook {
  if (!vehicleTypes.has(type.code)) return book;
  return { policies: book.policies.filter((p) => p.vehicleLine) };
}

/**
 * A vehicle line's vehicles and drivers (docs/product.md#customers-and-policies): added one at a
 * time at the end of the list, removed one at a time, each change audit-logged on the policy.
 * Only lines that carry vehicles take them (vehicleLines); a VIN is on a policy once.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { vehicleLines, type PolicyLine } from "../../lib/policies.ts";
import type { DriverInput, VehicleInput } from "../../lib/schemas/policy.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

export type ListChangeResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "not-vehicle-line" }
  | { ok: false; reason: "invalid"; errors: Record<string, string> };

async function vehiclePolicy(db: Kysely<Database>, policyId: string) {
  const policy = await db.selectFrom("policies").select(["id", "line", "carrier", "policy_number"]).where("id", "=", policyId).executeTakeFirst();
  if (!policy) return { ok: false as const, reason: "not-found" as const };
  if (!vehicleLines.includes(policy.line as PolicyLine)) return { ok: false as const, reason: "not-vehicle-line" as const };
  return { ok: true as const, policy, label: `${policy.carrier} ${policy.policy_number}` };
}

async function nextPosition(trx: Transaction<Database>, table: "policy_vehicles" | "policy_drivers", policyId: string): Promise<number> {
  const row = await trx.selectFrom(table).select((eb) => eb.fn.max("position").as("last")).where("policy_id", "=", policyId).executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export function vehicleText(vehicle: { year: string | null; make: string | null; model: string | null; vin: string | null }): string {
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ");
  return [name, vehicle.vin ? `VIN ${vehicle.vin}` : null].filter(Boolean).join(", ") || "A vehicle";
}

export async function addVehicle(db: Kysely<Database>, actor: Actor, policyId: string, input: VehicleInput, now = new Date()): Promise<ListChangeResult> {
  const found = await vehiclePolicy(db, policyId);
  if (!found.ok) return found;
  if (!input.year && !input.make && !input.model && !input.vin) {
    return { ok: false, reason: "invalid", errors: { vin: "Please enter the vehicle's VIN, or its year, make and model." } };
  }
  if (input.vin) {
    const twice = await db.selectFrom("policy_vehicles").select("id").where("policy_id", "=", policyId).where("vin", "=", input.vin).executeTakeFirst();
    if (twice) return { ok: false, reason: "invalid", errors: { vin: "This VIN is already on this policy." } };
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("policy_vehicles")
      .values({ id: randomUUID(), policy_id: policyId, year: input.year, make: input.make, model: input.model, vin: input.vin, position: await nextPosition(trx, "policy_vehicles", policyId) })
      .execute();
    await recordAudit(trx, actor, { action: "policy.vehicle_add", targetType: "policy", targetId: policyId, targetLabel: found.label, detail: vehicleText(input) }, now);
  });
  return { ok: true };
}

export async function removeVehicle(db: Kysely<Database>, actor: Actor, policyId: string, vehicleId: string, now = new Date()): Promise<ListChangeResult> {
  const found = await vehiclePolicy(db, policyId);
  if (!found.ok) return found;
  return db.transaction().execute(async (trx) => {
    const vehicle = await trx.selectFrom("policy_vehicles").selectAll().where("id", "=", vehicleId).where("policy_id", "=", policyId).executeTakeFirst();
    if (!vehicle) return { ok: false as const, reason: "not-found" as const };
    await trx.deleteFrom("policy_vehicles").where("id", "=", vehicleId).execute();
    await recordAudit(trx, actor, { action: "policy.vehicle_remove", targetType: "policy", targetId: policyId, targetLabel: found.label, detail: vehicleText(vehicle) }, now);
    return { ok: true as const };
  });
}

export async function addDriver(db: Kysely<Database>, actor: Actor, policyId: string, input: DriverInput, now = new Date()): Promise<ListChangeResult> {
  const found = await vehiclePolicy(db, policyId);
  if (!found.ok) return found;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("policy_drivers")
      .values({ id: randomUUID(), policy_id: policyId, name: input.name, date_of_birth: input.dateOfBirth, position: await nextPosition(trx, "policy_drivers", policyId) })
      .execute();
    await recordAudit(trx, actor, { action: "policy.driver_add", targetType: "policy", targetId: policyId, targetLabel: found.label, detail: input.name }, now);
  });
  return { ok: true };
}

export async function removeDriver(db: Kysely<Database>, actor: Actor, policyId: string, driverId: string, now = new Date()): Promise<ListChangeResult> {
  const found = await vehiclePolicy(db, policyId);
  if (!found.ok) return found;
  return db.transaction().execute(async (trx) => {
    const driver = await trx.selectFrom("policy_drivers").select(["id", "name"]).where("id", "=", driverId).where("policy_id", "=", policyId).executeTakeFirst();
    if (!driver) return { ok: false as const, reason: "not-found" as const };
    await trx.deleteFrom("policy_drivers").where("id", "=", driverId).execute();
    await recordAudit(trx, actor, { action: "policy.driver_remove", targetType: "policy", targetId: policyId, targetLabel: found.label, detail: driver.name }, now);
    return { ok: true as const };
  });
}

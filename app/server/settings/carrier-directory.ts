/**
 * The carrier directory (docs/product.md#carrier-directory-and-the-public-service-center-page): for each carrier the agency
 * writes, its claims phone, payment page and website. Admins keep it in Settings; the
 * public Service center page lists it, and a customer's policy shows its carrier's entry.
 * Stored as one JSON value in agency_settings (a short list, read whole).
 */
import type { Kysely, Transaction } from "kysely";
import { carrierKey } from "../../lib/policies.ts";
import type { Database } from "../db/schema.ts";

export interface CarrierEntry {
  name: string;
  /** As shown, e.g. "(800) 555-0123"; empty when unknown. */
  claimsPhone: string;
  /** https:// address of the carrier's payment page; empty when unknown. */
  paymentUrl: string;
  /** https:// address of the carrier's site; empty when unknown. */
  website: string;
}

export const CARRIER_DIRECTORY_KEY = "carrier_directory";

type Db = Kysely<Database> | Transaction<Database>;

export async function loadCarrierDirectory(db: Db): Promise<CarrierEntry[]> {
  const row = await db.selectFrom("agency_settings").select("value").where("key", "=", CARRIER_DIRECTORY_KEY).executeTakeFirst();
  if (!row) return [];
  try {
    const parsed = JSON.parse(row.value) as CarrierEntry[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Replaces the whole directory (sorted by name). */
export async function saveCarrierDirectory(db: Db, entries: CarrierEntry[], now = new Date().toISOString()): Promise<void> {
  const value = JSON.stringify([...entries].sort((a, b) => a.name.localeCompare(b.name)));
  await db
    .insertInto("agency_settings")
    .values({ key: CARRIER_DIRECTORY_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** The directory's entry for a policy's carrier (names compared loosely), or null. */
export function findCarrier(directory: readonly CarrierEntry[], carrier: string): CarrierEntry | null {
  const key = carrierKey(carrier);
  return directory.find((entry) => carrierKey(entry.name) === key) ?? null;
}

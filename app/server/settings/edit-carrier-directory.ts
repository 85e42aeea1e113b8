/**
 * Changing the carrier directory (carrier-directory.ts) from /admin/settings/carriers: add,
 * edit or remove one carrier, each audited. A carrier is known by its name compared loosely
 * (carrierKey: "State Farm" = "STATE-FARM"), so two entries never name the same carrier.
 * Each change reads and writes the whole (short) list in one transaction.
 */
import type { Kysely } from "kysely";
import type { CarrierInput } from "../../lib/schemas/carrier.ts";
import { carrierKey } from "../../lib/policies.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { recordPublicChange } from "../public-pages/page-changes.ts";
import { CARRIER_DIRECTORY_TAG } from "../public-pages/page-tags.ts";
import { CARRIER_DIRECTORY_KEY, loadCarrierDirectory, saveCarrierDirectory, type CarrierEntry } from "./carrier-directory.ts";

export type CarrierChange = { ok: true } | { ok: false; problem: "duplicate" | "not-found" };

export const DUPLICATE_CARRIER_MESSAGE = "This carrier is already in the directory. Edit its entry instead.";

/** What changed between two entries, for the audit log ("Claims phone, Website"). */
function changedFields(before: CarrierEntry, after: CarrierEntry): string {
  const labels: [keyof CarrierEntry, string][] = [["name", "Name"], ["claimsPhone", "Claims phone"], ["paymentUrl", "Payment page"], ["website", "Website"]];
  const changed = labels.filter(([key]) => before[key] !== after[key]).map(([, label]) => label);
  return changed.length ? `Changed: ${changed.join(", ")}` : "No change";
}

async function change(
  db: Kysely<Database>,
  actor: Actor,
  edit: (entries: CarrierEntry[]) => { entries: CarrierEntry[]; audit: Parameters<typeof recordAudit>[2] } | CarrierChange,
  now: Date,
): Promise<CarrierChange> {
  return db.transaction().execute(async (trx) => {
    const result = edit(await loadCarrierDirectory(trx));
    if ("ok" in result) return result;
    await saveCarrierDirectory(trx, result.entries, now.toISOString());
    await recordAudit(trx, actor, result.audit, now);
    // The directory is on the public Service center page.
    await recordPublicChange(trx, [CARRIER_DIRECTORY_TAG]);
    return { ok: true };
  });
}

export function addCarrier(db: Kysely<Database>, actor: Actor, input: CarrierInput, now = new Date()): Promise<CarrierChange> {
  return change(
    db,
    actor,
    (entries) => {
      if (entries.some((e) => carrierKey(e.name) === carrierKey(input.name))) return { ok: false, problem: "duplicate" };
      return {
        entries: [...entries, { ...input }],
        audit: { action: "settings.carrier_add", targetType: "settings", targetId: CARRIER_DIRECTORY_KEY, targetLabel: input.name },
      };
    },
    now,
  );
}

/** Replaces the entry whose name has the key `original` (the name may change too). */
export function updateCarrier(db: Kysely<Database>, actor: Actor, original: string, input: CarrierInput, now = new Date()): Promise<CarrierChange> {
  return change(
    db,
    actor,
    (entries) => {
      const index = entries.findIndex((e) => carrierKey(e.name) === original);
      if (index < 0) return { ok: false, problem: "not-found" };
      if (entries.some((e, i) => i !== index && carrierKey(e.name) === carrierKey(input.name))) return { ok: false, problem: "duplicate" };
      const before = entries[index]!;
      return {
        entries: entries.map((e, i) => (i === index ? { ...input } : e)),
        audit: {
          action: "settings.carrier_edit",
          targetType: "settings",
          targetId: CARRIER_DIRECTORY_KEY,
          targetLabel: input.name,
          detail: before.name !== input.name ? `${before.name} → ${input.name}; ${changedFields(before, input)}` : changedFields(before, input),
        },
      };
    },
    now,
  );
}

export function removeCarrier(db: Kysely<Database>, actor: Actor, original: string, now = new Date()): Promise<CarrierChange> {
  return change(
    db,
    actor,
    (entries) => {
      const entry = entries.find((e) => carrierKey(e.name) === original);
      if (!entry) return { ok: false, problem: "not-found" };
      return {
        entries: entries.filter((e) => e !== entry),
        audit: { action: "settings.carrier_remove", targetType: "settings", targetId: CARRIER_DIRECTORY_KEY, targetLabel: entry.name },
      };
    },
    now,
  );
}

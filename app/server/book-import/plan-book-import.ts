/**
 * What importing a file would do (docs/product.md#book-import), computed the same way for
 * the preview and, inside the commit's transaction, for the commit:
 * - every row mapped and validated (map-row.ts); a row with any error is skipped whole;
 * - a policy is keyed by carrier + policy number (policies.policy_key): one already stored is
 *   updated, and a second row of the file with the same key is an error;
 * - a customer is keyed by customer_ref when the row has one, else by email, else by name +
 *   ZIP. Rows with the same key are one customer (details from their first valid row). A file
 *   customer matches a stored one by customer_ref first; failing that (a first import without
 *   refs, then one with them) by email, then by name + ZIP (not a stored customer with another
 *   email), skipping stored customers whose ref differs from the row's, the oldest first; each
 *   stored customer is matched at most once;
 * - columns the file lacks leave stored values as they are; a column it has replaces them (an
 *   empty cell clears an optional value). An empty customer_type or language keeps a stored
 *   customer's type or language (a new customer is a person, in English).
 * Existing keys are read in bulk (a few queries per thousand keys, never one per row), and the
 * work yields to the event loop between batches of rows.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { CustomerInput } from "../../lib/schemas/customer.ts";
import type { PolicyInput } from "../../lib/schemas/policy.ts";
import { customerSearchText } from "../customers/customer-search-text.ts";
import type { CustomersTable, Database, PoliciesTable } from "../db/schema.ts";

type StoredCustomer = Selectable<CustomersTable>;
type StoredPolicy = Selectable<PoliciesTable>;
import { yieldToEventLoop } from "../event-loop.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";
import { mapHeader, type ImportColumn } from "./columns.ts";
import { customerFields, mapRow, type MappedRow, type RowError } from "./map-row.ts";
import { readCsv } from "./read-csv.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Rows validated between two turns of the event loop, and keys per lookup query. */
const ROW_BATCH = 500;
const KEY_BATCH = 1000;

export interface ImportCounts {
  rows: number;
  newCustomers: number;
  updatedCustomers: number;
  newPolicies: number;
  updatedPolicies: number;
  rowsWithErrors: number;
}

/** A customer as it will be written: a stored one (merged with the file) or a new one. */
export interface PlannedCustomer {
  id: string;
  isNew: boolean;
  input: CustomerInput;
  searchText: string;
  createdAt: string | null;
}

export interface PlannedPolicy {
  id: string;
  isNew: boolean;
  customerId: string;
  policy: PolicyInput;
  policyKey: string;
  vehicles: MappedRow["vehicles"];
  drivers: MappedRow["drivers"];
  rowNumber: number;
  /** The stored policy's term before the import (null for a new policy): a renewed term is recorded from it. */
  previous: { line: string; expirationDate: string; status: string } | null;
}

/** A row as the preview shows it. */
export interface PreviewRow {
  rowNumber: number;
  customerName: string;
  customerIsNew: boolean;
  line: string;
  carrier: string;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  policyIsNew: boolean;
  vehicles: number | null;
  drivers: number | null;
}

export type ImportPlan =
  | {
      ok: true;
      counts: ImportCounts;
      /** Every row-level problem, in row order. */
      errors: RowError[];
      /** Headers that are none of the layout's columns: ignored. */
      ignoredHeaders: string[];
      customers: PlannedCustomer[];
      policies: PlannedPolicy[];
      /** Which columns the file has (a missing one leaves stored values alone). */
      columns: ImportColumn[];
    }
  | { ok: false; message: string };

const inChunks = <T>(list: readonly T[], size = KEY_BATCH) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Name + ZIP as compared: case and spacing aside, the 5-digit ZIP. */
const nameZipKey = (name: string, zip: string | null) => `${name.toLowerCase().replace(/\s+/g, " ").trim()}|${(zip ?? "").slice(0, 5)}`;

/** The key that makes rows of the file one customer. */
function fileCustomerKey(customer: CustomerInput): string {
  if (customer.externalRef) return `ref:${customer.externalRef}`;
  if (customer.email) return `email:${customer.email}`;
  return `name:${nameZipKey(customer.name, customer.zipCode)}`;
}

function storedInput(row: StoredCustomer): CustomerInput {
  return {
    kind: row.kind,
    name: row.name,
    contactName: row.contact_name,
    email: row.email,
    altEmail: row.alt_email,
    phone: row.phone,
    altPhone: row.alt_phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    ownerId: row.owner_id,
    externalRef: row.external_ref,
    notes: row.notes,
    language: row.language === "es" ? "es" : "en",
  };
}

/** The fields a merge takes from the file as they are, when the file has their column; kind, name, ref and notes have rules of their own (mergeCustomer). */
const copiedFields = ["contactName", "email", "altEmail", "phone", "altPhone", "address", "city", "state", "zipCode", "ownerId"] as const satisfies readonly (keyof CustomerInput)[];

/** A stored customer with the file's values for the columns the file has. */
function mergeCustomer(stored: CustomerInput, file: MappedRow, has: (c: ImportColumn) => boolean): CustomerInput {
  const merged: CustomerInput = { ...stored, name: file.customer.name };
  if (file.kindGiven) merged.kind = file.customer.kind;
  if (file.languageGiven) merged.language = file.customer.language;
  for (const field of copiedFields) {
    if (has(customerFields[field])) merged[field] = file.customer[field];
  }
  // A stored ref stays unless the file gives one (an empty cell never clears the match key).
  if (file.customer.externalRef) merged.externalRef = file.customer.externalRef;
  return merged;
}

function mergePolicy(stored: StoredPolicy, file: PolicyInput, has: (c: ImportColumn) => boolean): PolicyInput {
  return {
    ...file,
    paymentUrl: has("payment_url") ? file.paymentUrl : stored.payment_url,
    premium: has("premium") ? file.premium : stored.premium_cents,
  };
}

/** Stored customers whose `column` is one of `values`, read in bulk. */
async function storedCustomersBy(db: Db, column: "external_ref" | "email" | "zip_code", values: string[]): Promise<StoredCustomer[]> {
  const rows: StoredCustomer[] = [];
  // Oldest first within each value (each value is in one chunk): the oldest is the one matched.
  for (const chunk of inChunks(values)) {
    rows.push(...(await db.selectFrom("customers").selectAll().where(column, "in", chunk).orderBy("created_at").orderBy("id").execute()));
    await yieldToEventLoop();
  }
  return rows;
}

/** Stored customers grouped by a key, in the order read (oldest first). */
function groupBy(rows: StoredCustomer[], key: (row: StoredCustomer) => string | null): Map<string, StoredCustomer[]> {
  const groups = new Map<string, StoredCustomer[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * The stored customer each of the file's customers is (undefined: a new one), by the rule at
 * the top of this file.
 */
async function matchCustomers(db: Db, firsts: MappedRow[]): Promise<(StoredCustomer | undefined)[]> {
  const claimed = new Set<string>();
  /** Free to be matched by email or name + ZIP: not matched yet, and not under another ref than the file's (a row without one matches any). */
  const free = (c: StoredCustomer, ref: string | null) => !claimed.has(c.id) && (!ref || !c.external_ref || c.external_ref === ref);
  const claim = (c: StoredCustomer | undefined) => {
    if (c) claimed.add(c.id);
    return c;
  };

  const byRef = groupBy(await storedCustomersBy(db, "external_ref", distinct(firsts.map((r) => r.customer.externalRef))), (c) => c.external_ref);
  const byEmail = groupBy(await storedCustomersBy(db, "email", distinct(firsts.map((r) => r.customer.email))), (c) => c.email);
  const matches = firsts.map(({ customer }) => claim(customer.externalRef ? byRef.get(customer.externalRef)?.[0] : undefined));
  firsts.forEach(({ customer }, i) => {
    if (!matches[i] && customer.email) matches[i] = claim(byEmail.get(customer.email)?.find((c) => free(c, customer.externalRef)));
  });
  await yieldToEventLoop();

  // Name + ZIP last, only for those still unmatched; a stored customer with another email is someone else.
  const unmatched = firsts.map((_, i) => i).filter((i) => !matches[i]);
  const byNameZip = groupBy(await storedCustomersBy(db, "zip_code", distinct(unmatched.map((i) => firsts[i]!.customer.zipCode))), (c) => nameZipKey(c.name, c.zip_code));
  for (const i of unmatched) {
    const { customer } = firsts[i]!;
    const candidates = byNameZip.get(nameZipKey(customer.name, customer.zipCode)) ?? [];
    matches[i] = claim(candidates.find((c) => free(c, customer.externalRef) && (!c.email || !customer.email || c.email === customer.email)));
  }
  return matches;
}

export async function planBookImport(db: Db, csvText: string, now = new Date()): Promise<ImportPlan> {
  const csv = await readCsv(csvText);
  if (!csv.ok) return csv;
  const header = mapHeader(csv.header);
  if (!header.ok) return header;
  const { indexOf } = header;
  const has = (column: ImportColumn) => indexOf[column] !== undefined;
  const team = new Map((await listActiveTeam(db)).map((m) => [m.email.toLowerCase(), m.id]));

  const errors: RowError[] = [];
  const valid: MappedRow[] = [];
  for (const [n, { rowNumber, cells }] of csv.rows.entries()) {
    if (n > 0 && n % ROW_BATCH === 0) await yieldToEventLoop();
    const cell = (column: ImportColumn) => {
      const index = indexOf[column];
      return index === undefined ? "" : (cells[index] ?? "");
    };
    const extra = cells.slice(csv.header.length).some((c) => c.trim() !== "");
    if (extra) {
      errors.push({ rowNumber, column: "row", message: "This row has more cells than the header has columns. Please check for a stray comma." });
      continue;
    }
    const mapped = mapRow(rowNumber, cell, has, team);
    if (mapped.ok) valid.push(mapped.row);
    else errors.push(...mapped.errors);
  }

  // One row per policy: a repeated carrier + policy number is an error on the later row.
  const rowOfKey = new Map<string, number>();
  const rows = valid.filter((row) => {
    const first = rowOfKey.get(row.policyKey);
    if (first === undefined) {
      rowOfKey.set(row.policyKey, row.rowNumber);
      return true;
    }
    errors.push({ rowNumber: row.rowNumber, column: "policy_number", message: `Row ${first} already has this carrier and policy number. A policy may appear once in a file.` });
    return false;
  });

  // The file's customers, each with its first valid row.
  const fileCustomers = new Map<string, MappedRow>();
  for (const row of rows) {
    const key = fileCustomerKey(row.customer);
    if (!fileCustomers.has(key)) fileCustomers.set(key, row);
  }
  const firsts = [...fileCustomers.values()];
  const matches = await matchCustomers(db, firsts);
  const customers: PlannedCustomer[] = [];
  const customerIdOfKey = new Map<string, string>();
  const nowIso = now.toISOString();
  for (const [i, [key, first]] of [...fileCustomers].entries()) {
    const match = matches[i];
    let planned: PlannedCustomer;
    if (match) {
      const input = mergeCustomer(storedInput(match), first, has);
      planned = { id: match.id, isNew: false, input, searchText: customerSearchText(input), createdAt: match.created_at };
    } else {
      planned = { id: randomUUID(), isNew: true, input: first.customer, searchText: customerSearchText(first.customer), createdAt: nowIso };
    }
    customers.push(planned);
    customerIdOfKey.set(key, planned.id);
  }

  const storedPolicies = new Map<string, StoredPolicy>();
  for (const chunk of inChunks(rows.map((r) => r.policyKey))) {
    for (const p of await db.selectFrom("policies").selectAll().where("policy_key", "in", chunk).execute()) storedPolicies.set(p.policy_key, p);
    await yieldToEventLoop();
  }
  const policies: PlannedPolicy[] = rows.map((row) => {
    const existing = storedPolicies.get(row.policyKey);
    return {
      id: existing?.id ?? randomUUID(),
      isNew: !existing,
      customerId: customerIdOfKey.get(fileCustomerKey(row.customer))!,
      policy: existing ? mergePolicy(existing, row.policy, has) : row.policy,
      policyKey: row.policyKey,
      vehicles: row.vehicles,
      drivers: row.drivers,
      rowNumber: row.rowNumber,
      previous: existing ? { line: existing.line, expirationDate: existing.expiration_date, status: existing.status } : null,
    };
  });

  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  const rowsWithErrors = new Set(errors.map((e) => e.rowNumber)).size;
  return {
    ok: true,
    counts: {
      rows: csv.rows.length,
      newCustomers: customers.filter((c) => c.isNew).length,
      updatedCustomers: customers.filter((c) => !c.isNew).length,
      newPolicies: policies.filter((p) => p.isNew).length,
      updatedPolicies: policies.filter((p) => !p.isNew).length,
      rowsWithErrors,
    },
    errors,
    ignoredHeaders: header.ignored,
    customers,
    policies,
    columns: (Object.keys(indexOf) as ImportColumn[]),
  };
}

/** The first rows as they will be imported (the preview's table). */
export function previewRows(plan: Extract<ImportPlan, { ok: true }>, limit = 10): PreviewRow[] {
  const customerById = new Map(plan.customers.map((c) => [c.id, c]));
  return plan.policies.slice(0, limit).map((p) => {
    const customer = customerById.get(p.customerId)!;
    return {
      rowNumber: p.rowNumber,
      customerName: customer.input.name,
      customerIsNew: customer.isNew,
      line: p.policy.line,
      carrier: p.policy.carrier,
      policyNumber: p.policy.policyNumber,
      effectiveDate: p.policy.effectiveDate,
      expirationDate: p.policy.expirationDate,
      policyIsNew: p.isNew,
      vehicles: p.vehicles?.length ?? null,
      drivers: p.drivers?.length ?? null,
    };
  });
}

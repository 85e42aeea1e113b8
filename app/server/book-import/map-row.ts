/**
 * One row of a book-of-business file into the inputs of the staff forms' schemas
 * (app/lib/schemas/customer.ts customerSchema, policy.ts policySchema, vehicleSchema,
 * driverSchema): THE rules are theirs. This module only translates the file's way of writing
 * things into the forms' fields (a line's label to its code, 03/01/2026 to 2026-03-01, a
 * vehicle list into vehicles, a staff member's email into their id) and the schemas'
 * messages back into the file's columns.
 */
import type { z } from "zod";
import { billingKinds, policyKey, policyLines, policyStatuses } from "../../lib/policies.ts";
import { customerKinds, customerSchema, type CustomerInput } from "../../lib/schemas/customer.ts";
import type { Option } from "../../lib/schemas/options.ts";
import { driverSchema, policySchema, vehicleSchema, type DriverInput, type PolicyInput, type VehicleInput } from "../../lib/schemas/policy.ts";
import type { ImportColumn } from "./columns.ts";

export interface RowError {
  /** The spreadsheet row (the header is row 1). */
  rowNumber: number;
  /** The column at fault (its canonical name), or "row" for the row as a whole. */
  column: ImportColumn | "row";
  message: string;
}

export interface MappedRow {
  rowNumber: number;
  /** The customer as the form would save it (kind "person" when the file does not say). */
  customer: CustomerInput;
  /** The file gave the customer's type (else an existing customer keeps theirs). */
  kindGiven: boolean;
  /** The file gave the customer's language (else an existing customer keeps theirs). */
  languageGiven: boolean;
  policy: PolicyInput;
  /** policies.policy_key: carrier and policy number, normalised. */
  policyKey: string;
  /** null: the file has no vehicles column (a policy's vehicles are then left as they are). */
  vehicles: VehicleInput[] | null;
  drivers: DriverInput[] | null;
}

export type RowMapping = { ok: true; row: MappedRow } | { ok: false; errors: RowError[] };

/** The file's cell of a column ("" when the file lacks the column or the row is short). */
export type CellReader = (column: ImportColumn) => string;

/** The active team by lower-case email (assigned_to names a staff member by their email). */
export type TeamByEmail = ReadonlyMap<string, string>;

/** Each customer field and the column it is read from ("row": a field the file does not hold). */
export const customerFields = {
  kind: "customer_type",
  name: "name",
  contactName: "contact_name",
  email: "email",
  altEmail: "alt_email",
  phone: "phone",
  altPhone: "alt_phone",
  address: "address",
  city: "city",
  state: "state",
  zipCode: "zip",
  ownerId: "assigned_to",
  externalRef: "customer_ref",
  notes: "row",
  language: "language",
} as const satisfies Record<keyof CustomerInput, ImportColumn | "row">;

const policyFields = {
  line: "line",
  carrier: "carrier",
  policyNumber: "policy_number",
  effectiveDate: "effective_date",
  expirationDate: "expiration_date",
  status: "status",
  billing: "billing",
  paymentUrl: "payment_url",
  premium: "premium",
} as const satisfies Record<keyof PolicyInput, ImportColumn>;

/** Letters and digits only, lower-case: how option values and labels are compared. */
const loose = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

/**
 * The option a cell names by its code or its label, case and punctuation aside ("Personal Auto",
 * "personal_auto" and "AUTO" all name auto; "Direct Bill" names direct). undefined when none does.
 */
export function optionNamed(options: readonly Option[], cell: string): string | undefined {
  const key = loose(cell);
  if (!key) return undefined;
  return options.find((o) => loose(o.value) === key || loose(o.label) === key || `${loose(o.value)}bill` === key)?.value;
}

/** What AMS exports call a person or a business, beyond the form's own words. */
const kindWords: Record<string, "person" | "business"> = {
  individual: "person",
  personal: "person",
  household: "person",
  commercial: "business",
  company: "business",
  organization: "business",
};

/** How a language cell may name the customer's language, compared as `loose` does. */
const languageWords: Record<string, "en" | "es"> = { en: "en", english: "en", ingles: "en", es: "es", spanish: "es", espanol: "es" };

/** "English", "ES", "Español" → its code; undefined for anything else. */
export function languageNamed(cell: string): "en" | "es" | undefined {
  return languageWords[loose(cell.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))];
}

/** 3/1/2026 or 03/01/2026 → 2026-03-01; anything else is left for the schema to judge. */
export function isoDate(cell: string): string {
  const text = cell.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}` : text;
}

const DATE = /^(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})$/;
/** A VIN-like word: long, letters and digits, both present (a model name such as "4Runner" is short). */
const VIN_LIKE = /^(?=.*\d)(?=.*[a-z])[a-z0-9]{11,}$/i;

/** The items of a list cell ("a; b; c"). */
const items = (cell: string) => cell.split(/[;\n]/).map((item) => item.trim()).filter(Boolean);

/** "2021 Toyota Camry 4T1B11HK5KU123456": year make model [VIN], as the vehicle form's fields. */
export function vehicleFields(text: string): { year: string; make: string; model: string; vin: string } {
  const words = text.split(/\s+/).filter(Boolean);
  let vin = "";
  if (words.length && VIN_LIKE.test(words.at(-1)!)) vin = words.pop()!;
  if (vin && /^vin:?$/i.test(words.at(-1) ?? "")) words.pop();
  const year = words.length && /^\d{4}$/.test(words[0]!) ? words.shift()! : "";
  const make = words.shift() ?? "";
  return { year, make, model: words.join(" "), vin };
}

/** "Maria Lopez 1984-02-11": the name and an optional date of birth at the end. */
export function driverFields(text: string): { name: string; dateOfBirth: string } {
  const words = text.split(/\s+/).filter(Boolean);
  const dateOfBirth = words.length > 1 && DATE.test(words.at(-1)!) ? isoDate(words.pop()!) : "";
  return { name: words.join(" "), dateOfBirth };
}

function issuesOf<F extends string>(error: z.ZodError, columns: Record<F, ImportColumn | "row">, rowNumber: number, prefix = ""): RowError[] {
  const seen = new Set<string>();
  const errors: RowError[] = [];
  for (const issue of error.issues) {
    const column = columns[String(issue.path[0]) as F] ?? "row";
    if (seen.has(column)) continue;
    seen.add(column);
    errors.push({ rowNumber, column, message: `${prefix}${issue.message}` });
  }
  return errors;
}

function listOf<T>(
  cell: string,
  column: "vehicles" | "drivers",
  noun: string,
  rowNumber: number,
  schema: z.ZodType<T>,
  fields: (item: string) => Record<string, string>,
  errors: RowError[],
): T[] {
  const list: T[] = [];
  for (const [index, item] of items(cell).entries()) {
    const parsed = schema.safeParse(fields(item));
    if (parsed.success) list.push(parsed.data);
    else errors.push({ rowNumber, column, message: `${noun} ${index + 1} (“${item}”): ${parsed.error.issues[0]!.message}` });
  }
  return list;
}

/**
 * Maps and validates one row. `has` says which columns the file has: a missing vehicles or
 * drivers column leaves those lists null (unchanged), an empty cell of a present one empties them.
 */
export function mapRow(rowNumber: number, cell: CellReader, has: (column: ImportColumn) => boolean, team: TeamByEmail): RowMapping {
  const errors: RowError[] = [];

  const kindCell = cell("customer_type");
  const kindGiven = kindCell.trim() !== "";
  const kind = kindGiven ? (optionNamed(customerKinds, kindCell) ?? kindWords[loose(kindCell)]) : "person";
  if (!kind) errors.push({ rowNumber, column: "customer_type", message: `“${kindCell.trim()}” is not a customer type. Please write person or business.` });

  const languageCell = cell("language").trim();
  const languageGiven = languageCell !== "";
  const language = languageGiven ? languageNamed(languageCell) : "en";
  if (!language) errors.push({ rowNumber, column: "language", message: `“${languageCell}” is not a language we write emails in. Please write en (English) or es (Spanish, Español).` });

  const assignedCell = cell("assigned_to").trim();
  const ownerId = assignedCell ? team.get(assignedCell.toLowerCase()) : "";
  if (ownerId === undefined) errors.push({ rowNumber, column: "assigned_to", message: `${assignedCell} is not the email of an active member of the team.` });

  const customer = customerSchema.safeParse({
    kind: kind ?? "person",
    name: cell("name"),
    contactName: cell("contact_name"),
    email: cell("email"),
    altEmail: cell("alt_email"),
    phone: cell("phone"),
    altPhone: cell("alt_phone"),
    address: cell("address"),
    city: cell("city"),
    state: cell("state"),
    zipCode: cell("zip"),
    ownerId: ownerId ?? "",
    externalRef: cell("customer_ref"),
    language: language ?? "en",
  });
  if (!customer.success) errors.push(...issuesOf(customer.error, customerFields, rowNumber));

  const named = (column: "line" | "status" | "billing", options: readonly Option[], what: string) => {
    const text = cell(column).trim();
    const value = optionNamed(options, text);
    // An empty cell goes to the schema, whose message asks for the value.
    if (text && !value) errors.push({ rowNumber, column, message: `“${text}” is not ${what} (see the column layout).` });
    return value ?? "";
  };
  const line = named("line", policyLines, "a line of business we know");
  const status = named("status", policyStatuses, "a policy status (active, pending, cancelled or expired)");
  const billing = named("billing", billingKinds, "a billing kind (direct or agency)");
  const policy = policySchema.safeParse({
    line,
    carrier: cell("carrier"),
    policyNumber: cell("policy_number"),
    effectiveDate: isoDate(cell("effective_date")),
    expirationDate: isoDate(cell("expiration_date")),
    status,
    billing,
    paymentUrl: cell("payment_url"),
    premium: cell("premium"),
  });
  if (!policy.success) {
    // A value the mapping already refused is not reported twice.
    const mapped = new Set(errors.map((e) => e.column));
    errors.push(...issuesOf(policy.error, policyFields, rowNumber).filter((e) => !mapped.has(e.column)));
  }

  const vehicles = has("vehicles") ? listOf(cell("vehicles"), "vehicles", "Vehicle", rowNumber, vehicleSchema, vehicleFields, errors) : null;
  const drivers = has("drivers") ? listOf(cell("drivers"), "drivers", "Driver", rowNumber, driverSchema, driverFields, errors) : null;

  if (errors.length || !customer.success || !policy.success) return { ok: false, errors };
  return {
    ok: true,
    row: {
      rowNumber,
      customer: customer.data,
      kindGiven,
      languageGiven,
      policy: policy.data,
      policyKey: policyKey(policy.data.carrier, policy.data.policyNumber),
      vehicles,
      drivers,
    },
  };
}

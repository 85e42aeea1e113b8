/**
 * The book import's column layout (docs/import.md): one row per policy, the customer's columns
 * repeated on each of their policies. Each column has one canonical name and the header
 * spellings agency management systems export for it, in ONE alias table: a header is matched
 * after lower-casing it and dropping everything but letters and digits ("Policy Number",
 * "policy_number" and "POLICY-NUMBER" are the same header).
 */

export const importColumns = [
  "customer_ref",
  "customer_type",
  "name",
  "contact_name",
  "email",
  "alt_email",
  "phone",
  "alt_phone",
  "address",
  "city",
  "state",
  "zip",
  "assigned_to",
  "language",
  "line",
  "carrier",
  "policy_number",
  "effective_date",
  "expiration_date",
  "status",
  "billing",
  "payment_url",
  "premium",
  "vehicles",
  "drivers",
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Columns a file must have (a policy cannot be imported without them). */
export const requiredColumns: readonly ImportColumn[] = ["name", "line", "carrier", "policy_number", "effective_date", "expiration_date", "status", "billing"];

/** What each column holds, with an example (the import page's layout summary; docs/import.md says more). */
export const columnGuide: Record<ImportColumn, { what: string; example: string }> = {
  customer_ref: { what: "The customer's id in your agency management system. Optional; when given, it is how the customer is found again.", example: "C-10482" },
  customer_type: { what: "person or business (empty: a person, or the stored customer's type).", example: "person" },
  name: { what: "The person's full name or the business's name.", example: "Maria Sampleton" },
  contact_name: { what: "A business's contact person.", example: "Jordan Fakeworth" },
  email: { what: "The customer's email.", example: "maria@example.com" },
  alt_email: { what: "A second email.", example: "" },
  phone: { what: "A 10-digit US phone number, any format.", example: "702-555-0142" },
  alt_phone: { what: "A second phone number.", example: "" },
  address: { what: "Street address.", example: "120 Sample St" },
  city: { what: "City.", example: "Las Vegas" },
  state: { what: "Two-letter state code.", example: "NV" },
  zip: { what: "5-digit ZIP code (or ZIP+4).", example: "89123" },
  assigned_to: { what: "The email of the active team member who looks after the customer.", example: "dana@youragency.com" },
  language: { what: "The language of the customer's emails: en or es (English, Spanish, Español). Empty: English, or the stored customer's language.", example: "es" },
  line: { what: "The line of business: its code or its name, in any case.", example: "auto" },
  carrier: { what: "The insurance company.", example: "Example Mutual" },
  policy_number: { what: "The carrier's policy number. Carrier + policy number is how a policy is found again.", example: "PA-100234" },
  effective_date: { what: "YYYY-MM-DD or MM/DD/YYYY.", example: "2026-03-01" },
  expiration_date: { what: "YYYY-MM-DD or MM/DD/YYYY, after the effective date.", example: "09/01/2026" },
  status: { what: "active, pending, cancelled or expired.", example: "active" },
  billing: { what: "direct (the carrier bills) or agency (the agency bills).", example: "direct" },
  payment_url: { what: "The carrier's payment page, starting with https://.", example: "https://pay.example.com/123" },
  premium: { what: "The premium in dollars.", example: "1,250.00" },
  vehicles: { what: "Year make model and VIN, separated by semicolons.", example: "2021 Toyota Camry FAKEA1B2C3D4E5F6G; 2018 Honda Civic" },
  drivers: { what: "Name and date of birth, separated by semicolons.", example: "Maria Sampleton 1984-02-11; Juan Sampleton" },
};

/** Other spellings of each column's header, beyond its own name. */
const aliases: Record<ImportColumn, readonly string[]> = {
  customer_ref: ["customer id", "customer number", "customer no", "client id", "client number", "client code", "account number", "account id", "ams id", "external ref", "insured id"],
  customer_type: ["type", "customer kind", "client type", "insured type", "entity type", "kind"],
  name: ["customer name", "client name", "insured", "insured name", "named insured", "full name", "customer", "client", "business name"],
  contact_name: ["contact", "contact person", "primary contact"],
  email: ["email address", "e-mail", "customer email", "primary email"],
  alt_email: ["alternate email", "secondary email", "email 2", "other email"],
  phone: ["phone number", "primary phone", "home phone", "telephone", "customer phone", "cell phone", "mobile"],
  alt_phone: ["alternate phone", "secondary phone", "phone 2", "work phone", "other phone"],
  address: ["street", "street address", "address 1", "address line 1", "mailing address"],
  city: ["town"],
  state: ["st", "state code", "province"],
  zip: ["zip code", "zipcode", "postal code", "postcode"],
  assigned_to: ["assigned", "producer email", "csr email", "account manager", "owner", "agent email", "servicer"],
  language: ["preferred language", "email language", "customer language", "lang", "idioma"],
  line: ["line of business", "lob", "policy type", "coverage", "product"],
  carrier: ["carrier name", "company", "insurance company", "insurer", "writing company"],
  policy_number: ["policy no", "policy #", "policy num", "policy"],
  effective_date: ["eff date", "effective", "eff", "start date", "inception date", "policy effective date"],
  expiration_date: ["exp date", "expiration", "exp", "expiry date", "end date", "renewal date", "policy expiration date"],
  status: ["policy status"],
  billing: ["bill type", "billing type", "bill method", "billing method"],
  payment_url: ["payment link", "pay url", "payment page", "pay online"],
  premium: ["annual premium", "written premium", "premium amount", "total premium"],
  vehicles: ["vehicle", "autos", "cars", "vehicle list"],
  drivers: ["driver", "driver list", "operators"],
};

/** A header as compared: lower-case letters and digits only. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

const columnByKey = new Map<string, ImportColumn>(
  importColumns.flatMap((column) => [column, ...aliases[column]].map((spelling) => [headerKey(spelling), column] as const)),
);

/** The column a header names, or null when it is none of ours. */
export function columnForHeader(header: string): ImportColumn | null {
  return columnByKey.get(headerKey(header)) ?? null;
}

/** The header spellings accepted for a column (for the guide and the import page). */
export function headerSpellings(column: ImportColumn): readonly string[] {
  return aliases[column];
}

export type HeaderMapping =
  | {
      ok: true;
      /** The cell index of each column the file has. */
      indexOf: Partial<Record<ImportColumn, number>>;
      /** Headers that are none of ours: their cells are ignored. */
      ignored: string[];
    }
  | { ok: false; message: string };

/** Reads the header row: which cell holds which column; a file without a required column, or with one twice, is refused. */
export function mapHeader(cells: readonly string[]): HeaderMapping {
  const indexOf: Partial<Record<ImportColumn, number>> = {};
  const ignored: string[] = [];
  for (const [index, raw] of cells.entries()) {
    const header = raw.trim();
    if (!header) continue;
    const column = columnForHeader(header);
    if (!column) {
      ignored.push(header);
      continue;
    }
    const earlier = indexOf[column];
    if (earlier !== undefined) {
      return { ok: false, message: `The headers “${cells[earlier]!.trim()}” and “${header}” both mean the column ${column}. Please keep one of them.` };
    }
    indexOf[column] = index;
  }
  const missing = requiredColumns.filter((column) => indexOf[column] === undefined);
  if (missing.length) {
    return {
      ok: false,
      message: `The file has no ${missing.join(", ")} column${missing.length === 1 ? "" : "s"}. The first row must name the columns (see the column layout).`,
    };
  }
  return { ok: true, indexOf, ignored };
}

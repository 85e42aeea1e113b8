/**
 * A fake book of business in the import's column layout (docs/import.md), for the demo data,
 * the import benchmark and the tests. Everything in it is clearly invented: surnames such as
 * Sampleton and Fakeworth, carriers such as Example Mutual, (702) 555-01xx phone numbers,
 * example.com addresses, VINs starting with FAKE. The same seed gives the same book.
 *
 * Customers are mostly households with one to three policies (auto with its vehicles and
 * drivers, home or renters, sometimes an umbrella), some businesses with commercial lines;
 * most have an AMS id (customer_ref), a few have no email (so they match by name + ZIP).
 */
import type { Kysely } from "kysely";
import type { Actor } from "../audit/record-audit.ts";
import { CSV_BOM, csvRow } from "../csv.ts";
import type { Database } from "../db/schema.ts";
import { storeBookImport } from "./book-imports.ts";
import { importColumns, type ImportColumn } from "./columns.ts";
import { commitBookImport, type ImportResult } from "./commit-book-import.ts";

export interface DemoBookOptions {
  /** How many customers (each has one to three policies). */
  customers: number;
  seed?: number;
  /** Staff emails to assign customers to, in turn (empty: nobody). */
  assignedTo?: readonly string[];
  /** Policies' dates are set around this day (YYYY-MM-DD). */
  today?: string;
}

export type DemoBookRow = Record<ImportColumn, string>;

/** mulberry32: a small random sequence that a seed repeats. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = ["Avery", "Jordan", "Maria", "Juan", "Priya", "Dmitri", "Keiko", "Amara", "Luis", "Hannah", "Omar", "Grace", "Mateo", "Zoe", "Tariq", "Elena"];
const LAST_NAMES = ["Sampleton", "Fakeworth", "Demoski", "Testwood", "Mockridge", "Exampleson", "Placeholder", "Dummott", "Pretendez", "Fictionelli"];
const BUSINESS_KINDS = ["Plumbing", "Bakery", "Landscaping", "Auto Repair", "Dental Studio", "Coffee Bar", "Roofing", "Print Shop"];
const STREETS = ["Sample St", "Example Ave", "Demo Blvd", "Fictional Way", "Placeholder Rd", "Mock Ln"];
const CITIES: readonly (readonly [string, string])[] = [
  ["Las Vegas", "89101"], ["Las Vegas", "89117"], ["Las Vegas", "89123"], ["Las Vegas", "89148"], ["Henderson", "89052"], ["Henderson", "89014"], ["North Las Vegas", "89031"],
];
const CARRIERS = ["Example Mutual", "Sample Casualty", "Demo Indemnity", "Fictional Fire & Marine"];
const VEHICLES = ["Toyota Camry", "Honda Civic", "Ford F-150", "Chevrolet Equinox", "Tesla Model 3", "Subaru Outback", "Nissan Rogue", "Jeep Wrangler"];
const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

export function demoBookRows(options: DemoBookOptions): DemoBookRow[] {
  const random = seededRandom(options.seed ?? 7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const today = new Date(`${options.today ?? "2026-11-23"}T12:00:00Z`);
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const addMonths = (iso: string, months: number) => {
    const d = new Date(`${iso}T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.toISOString().slice(0, 10);
  };
  let vinCounter = 0;
  /** FAKE and 13 more characters: unique in the book, valid as a VIN's letters. */
  const fakeVin = () => {
    let n = ++vinCounter * 7919 + (options.seed ?? 7);
    let tail = "";
    for (let i = 0; i < 13; i++) {
      tail += VIN_ALPHABET[n % VIN_ALPHABET.length];
      n = Math.floor(n / VIN_ALPHABET.length) + i * 31;
    }
    return `FAKE${tail}`;
  };
  let policyCounter = 0;

  const rows: DemoBookRow[] = [];
  for (let n = 1; n <= options.customers; n++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const business = random() < 0.15;
    const [city, zip] = pick(CITIES);
    const name = business ? `${last} ${pick(BUSINESS_KINDS)} LLC` : `${first} ${last}`;
    const customer: Partial<DemoBookRow> = {
      customer_ref: random() < 0.8 ? `DEMO-${String(n).padStart(6, "0")}` : "",
      customer_type: business ? "business" : "person",
      name,
      contact_name: business ? `${first} ${last}` : "",
      email: random() < 0.9 ? `${first}.${last}.${n}@example.com`.toLowerCase() : "",
      alt_email: "",
      phone: `(702) 555-01${String(between(0, 99)).padStart(2, "0")}`,
      alt_phone: "",
      address: `${between(100, 9899)} ${pick(STREETS)}`,
      city,
      state: "NV",
      zip,
      assigned_to: options.assignedTo?.length ? options.assignedTo[n % options.assignedTo.length]! : "",
      // Every fifth customer reads Spanish; by the customer's number, so the seed's sequence is unchanged.
      language: n % 5 === 0 ? "es" : "",
    };
    const lines = business
      ? [pick(["general_liability", "bop"]), ...(random() < 0.5 ? ["commercial_auto"] : []), ...(random() < 0.3 ? ["workers_comp"] : [])]
      : ["auto", ...(random() < 0.6 ? [random() < 0.6 ? "home" : "renters"] : []), ...(random() < 0.15 ? ["umbrella"] : [])];
    for (const line of lines) {
      policyCounter++;
      const autoLine = line === "auto" || line === "commercial_auto";
      const effective = day(-between(0, 330));
      const vehicles = autoLine
        ? Array.from({ length: between(1, 3) }, () => `${between(2008, 2025)} ${pick(VEHICLES)}${random() < 0.9 ? ` ${fakeVin()}` : ""}`).join("; ")
        : "";
      const drivers = line === "auto" ? [`${first} ${last} ${day(-between(20 * 365, 70 * 365))}`, ...(random() < 0.5 ? [`${pick(FIRST_NAMES)} ${last}`] : [])].join("; ") : "";
      const billing = random() < 0.7 ? "direct" : "agency";
      rows.push({
        ...(customer as DemoBookRow),
        line,
        carrier: pick(CARRIERS),
        policy_number: `${line === "auto" ? "PA" : line.slice(0, 2).toUpperCase()}-${String(100000 + policyCounter)}`,
        effective_date: effective,
        expiration_date: addMonths(effective, autoLine ? 6 : 12),
        status: random() < 0.92 ? "active" : pick(["pending", "cancelled"]),
        billing,
        payment_url: billing === "direct" ? `https://pay.example.com/demo/${policyCounter}` : "",
        premium: `${between(300, 6000)}.${String(between(0, 99)).padStart(2, "0")}`,
        vehicles,
        drivers,
      });
    }
  }
  return rows;
}

/** Rows as a CSV file in the layout's column order (UTF-8 with a byte-order mark, as Excel saves). */
export function demoBookCsv(rows: readonly DemoBookRow[]): string {
  return CSV_BOM + csvRow(importColumns) + rows.map((row) => csvRow(importColumns.map((c) => row[c]))).join("");
}

/** Generates a demo book and imports it the way an admin would (upload, then commit): for `npm run seed:demo`. */
export async function importDemoBook(db: Kysely<Database>, actor: Actor & { id: string }, options: DemoBookOptions): Promise<ImportResult> {
  const csvText = demoBookCsv(demoBookRows(options));
  const importId = await storeBookImport(db, { fileName: "demo-book.csv", csvText, sizeBytes: Buffer.byteLength(csvText), uploadedBy: actor.id });
  const outcome = await commitBookImport(db, actor, importId);
  if (!outcome.ok) throw new Error(`the demo book was not imported: ${outcome.message}`);
  return outcome.result;
}

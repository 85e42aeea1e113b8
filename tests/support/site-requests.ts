/**
 * Plain-HTTP fixtures for the robustness tests (cross-site, fuzz, crash safety,
 * backups): valid posts of each public form, signing in without a browser, the
 * one-time password link of `npm run admin -- create`, and read-only looks at the
 * server's SQLite database.
 */
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { AppServer } from "./app-server.ts";
import { signInThroughForms } from "./second-factor.ts";
import { passwordToken, TEST_PASSWORD } from "./accounts.ts";

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR fake image body")]);
export const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n", "latin1");
/** A Windows program: what a "resume.pdf" from a phishing kit really is. */
export const EXE_BYTES = Buffer.from("MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode.", "latin1");

export type LeadFormKey = "quote" | "claim" | "careers" | "pay-per-mile" | "contact" | "coverage-review";
export type Fields = [name: string, value: string][];

export const leadFormPaths: Record<LeadFormKey, string> = {
  quote: "/quote",
  claim: "/submit-claim",
  careers: "/careers",
  "pay-per-mile": "/just-insurance",
  contact: "/contact",
  "coverage-review": "/coverage-review",
};

export const leadFormTables: Record<LeadFormKey, string> = {
  quote: "quote_requests",
  claim: "claims",
  careers: "job_applications",
  "pay-per-mile": "pay_per_mile_quotes",
  contact: "contact_messages",
  "coverage-review": "coverage_reviews",
};

/** Yesterday in Las Vegas, as the claim form's date of loss. */
function yesterday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(Date.now() - 86_400_000));
}

/** The text fields of a complete, valid submission of each form (files: `leadFiles`). */
export function validLeadFields(form: LeadFormKey, email: string): Fields {
  const common: Fields = [
    ["firstName", "Direct"],
    ["lastName", "Post"],
    ["email", email],
    ["phone", "7025550100"],
  ];
  switch (form) {
    case "quote":
      return [
        ["first_name", "Direct"], ["last_name", "Post"], ["email", email], ["phone", "7025550100"], ["zip_code", "89118"],
        ["contact_preference", "phone"], ["insurance_types", "auto"], ["insurance_types", "home"], ["current_insurance", "no"],
        ["home_ownership", "rent"], ["vehicle_count", "1"], ["budget_range", "under_100"], ["timeline", "immediately"],
        ["additional_info", "Nothing else."], ["bot-field", ""],
      ];
    case "claim":
      return [
        ...common, ["policyNumber", "P-1"], ["claimType", "Other"], ["dateOfLoss", yesterday()], ["lossLocation", "Somewhere"],
        ["lossCity", "Reno"], ["lossState", "NV"], ["description", "Something happened."], ["injuriesInvolved", "no"], ["bot-field", ""],
      ];
    case "careers":
      return [
        ...common, ["address", "1 Main St"], ["city", "Reno"], ["state", "NV"], ["zipCode", "89501"], ["position", "Other"],
        ["experience", "entry"], ["availability", "immediate"], ["bot-field", ""],
      ];
    case "pay-per-mile":
      return [
        ...common, ["address", "1 Main St"], ["city", "Reno"], ["state", "NV"], ["zipCode", "89501"], ["averageMonthlyMiles", "0-250"],
        ["vehicleYear", "2020"], ["vehicleMake", "Honda"], ["vehicleModel", "Fit"], ["bot-field", ""],
      ];
    case "contact":
      return [...common, ["topic", "question"], ["message", "Do you insure food trucks?"], ["bot-field", ""]];
    case "coverage-review":
      return [...common, ["currentCarriers", "Acme Mutual"], ["renewalMonth", "unsure"], ["bot-field", ""]];
  }
}

/** A complete, valid privacy request from /privacy/request (not a lead: its own table, privacy_requests). */
export function validPrivacyRequestBody(email: string, kind = "access"): URLSearchParams {
  return new URLSearchParams({ firstName: "Pat", lastName: "Private", email, kind, details: "I asked for a quote last spring.", "bot-field": "" });
}

/** The files a valid submission carries: a claim photo, a resume, a declarations page. */
export function leadFiles(form: LeadFormKey): { field: string; name: string; type: string; bytes: Buffer }[] {
  if (form === "claim") return [{ field: "attachments", name: "damage.png", type: "image/png", bytes: PNG }];
  if (form === "careers") return [{ field: "resume", name: "resume.pdf", type: "application/pdf", bytes: PDF }];
  if (form === "coverage-review") return [{ field: "declarations", name: "declarations.pdf", type: "application/pdf", bytes: PDF }];
  return [];
}

/** A valid submission as the body fetch() sends: url-encoded, or multipart when the form takes files. */
export function validLeadBody(form: LeadFormKey, email: string): URLSearchParams | FormData {
  const fields = validLeadFields(form, email);
  const files = leadFiles(form);
  if (!files.length) return new URLSearchParams(fields);
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  for (const f of files) data.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return data;
}

/** Headers of a same-origin form post from the site itself. */
export function sameOrigin(server: AppServer): Record<string, string> {
  return { Origin: server.url, "Sec-Fetch-Site": "same-origin" };
}

/** The Cookie header for the Set-Cookie headers of a response (names and values only). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !/=$/.test(c))
    .join("; ");
}

/** Signs in through the sign-in forms (no browser; the second factor too) and returns the session as a Cookie header. */
export async function signInCookie(server: AppServer, email: string, password = TEST_PASSWORD): Promise<string> {
  const jar = await signInThroughForms(server, email, password);
  const cookie = jar.header();
  if (!cookie.includes("session_token")) throw new Error(`sign-in as ${email} gave no session`);
  return cookie;
}

/** Creates an admin account as `npm run admin -- create <email>` does and returns the token of its one-time link (unused). */
export async function adminCreateToken(server: AppServer, email: string): Promise<string> {
  return passwordToken(server, { email, role: "admin" });
}

/** Runs a query on a read-only connection to the server's database. */
export function query<T = Record<string, unknown>>(databasePath: string, sql: string, ...params: SQLInputValue[]): T[] {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Runs a statement on a writable connection to the server's database (test setup), waiting out the server's writes. */
export function execute(databasePath: string, sql: string, ...params: SQLInputValue[]): void {
  const db = new DatabaseSync(databasePath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** Every table of the database (migrations' bookkeeping included). */
export function tableNames(databasePath: string): string[] {
  return query<{ name: string }>(databasePath, "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").map((r) => r.name);
}

/** Row count per table. */
export function rowCounts(databasePath: string): Record<string, number> {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const names = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as { name: string }[]).map((r) => r.name);
    return Object.fromEntries(names.map((name) => [name, Number((db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n)]));
  } finally {
    db.close();
  }
}

/**
 * Every row of every table, as one comparable string: a refused request must leave
 * all of it as it was (counts alone would miss a changed status or password).
 * The outbox contributes only its ids: the email worker updates statuses on its own.
 */
export function databaseContents(databasePath: string): Record<string, string> {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    // Ordinary tables only: a text index (an FTS5 table and its shadow tables) is derived
    // from the tables it indexes, which are compared.
    const tables = db
      .prepare("select name, wr from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' order by name")
      .all() as { name: string; wr: number }[];
    const contents: Record<string, string> = {};
    for (const { name, wr } of tables) {
      const columns = name === "email_outbox" ? "id" : "*";
      // A table without rowid is read in its primary key's order.
      const rows = db.prepare(`select ${columns} from "${name}"${wr ? "" : " order by rowid"}`).all();
      contents[name] = JSON.stringify(rows, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value));
    }
    return contents;
  } finally {
    db.close();
  }
}

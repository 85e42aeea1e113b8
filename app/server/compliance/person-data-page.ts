/**
 * What the page /admin/people (docs/product.md#a-persons-data) shows and does: what was found
 * about a person as a short list per section with links to the records' pages, and the erasure.
 * The route reads the search and the erasure's form; the caller checked that the user is an admin.
 */
import type { Kysely } from "kysely";
import { formatDateTime } from "../../lib/format.ts";
import { inboxPath, leadForms } from "../../lib/inbox-paths.ts";
import { PERSON_DATA_PATH, staffPrivacyRequestPath } from "../../lib/privacy-requests.ts";
import type { PersonLookup } from "../../lib/schemas/person-lookup.ts";
import { staffCustomerPath, staffRequestPath } from "../../lib/service-requests.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import type { Database } from "../db/schema.ts";
import { staffSigningPath } from "../signing/signing-emails.ts";
import { leadTables } from "../inbox/lead-tables.ts";
import { erasePersonData, type ErasureCounts, type ErasureResult } from "./erase-person-data.ts";
import { findPersonData, formatted, lookupKeys, type HeldRow, type HeldSectionKey } from "./person-data.ts";

export const peopleExportPath = (lookup: PersonLookup) => `${PERSON_DATA_PATH}/export?${new URLSearchParams({ email: lookup.email, phone: lookup.phone })}`;

/** One found row as the page lists it: a line of text, and its page when it has one. */
export interface FoundItem {
  text: string;
  href?: string;
}

const formOfTable = Object.fromEntries(leadForms.map((form) => [leadTables[form].table, form]));
const when = (value: unknown) => (typeof value === "string" && value ? formatDateTime(value) : "");
const name = (row: HeldRow) => [row.first_name, row.last_name].filter(Boolean).join(" ");

/** A found row in a line: enough to recognise it; the archive has the rest. */
export function describeRow(section: HeldSectionKey, row: HeldRow): FoundItem {
  const id = String(row.id ?? "");
  const form = formOfTable[section];
  if (form) return { text: `${name(row)}, received ${when(row.created_at)}${row.claim_number ? ` (${row.claim_number})` : ""}`, href: inboxPath(form, id) };
  switch (section) {
    case "customers":
      return { text: String(row.name), href: staffCustomerPath(id) };
    case "policies":
      return { text: `${row.line} policy ${row.policy_number} with ${row.carrier}` };
    case "service_requests":
      return { text: `Request ${row.request_number}, ${when(row.created_at)}`, href: staffRequestPath(id) };
    case "privacy_requests":
      return { text: `Privacy request ${row.reference}, ${when(row.received_at)}`, href: staffPrivacyRequestPath(id) };
    case "signing_documents":
      return { text: `${row.title} (${row.reference}), ${row.status}, ${when(row.created_at)}`, href: staffSigningPath(id) };
    case "signing_signers":
      return { text: `Signer ${row.signing_order} (${row.role}), ${row.status}, ${when(row.created_at)}` };
    case "email_outbox":
      return { text: `${row.subject || "(content removed)"}, ${when(row.created_at)}`, href: `/admin/outbox/${id}` };
    case "consent_records":
      return { text: `${row.kind} consent, ${row.form} form, version ${row.version ?? "1"}, ${when(row.given_at)}` };
    case "contact_opt_outs":
      return { text: `${row.action} ${row.channel} (${row.method}), ${when(row.created_at)}` };
    case "user":
      return { text: `Account ${row.email}, created ${when(row.created_at)}` };
    case "audit_log":
      return { text: `${row.action} by ${row.actor_email}, ${when(row.created_at)}` };
    case "nps_surveys":
      return { text: `Survey sent ${when(row.sent_at)}${row.answered_at ? `, answered ${row.score} out of 10 on ${when(row.answered_at)}` : ", not answered"}` };
    default:
      return { text: when(row.created_at ?? row.read_at ?? row.since) || "One entry" };
  }
}

/** What the page shows of a person found: the keys, each section's first rows, the files, what blocks an erasure. */
export interface FoundPerson {
  emails: string[];
  phones: string[];
  sections: { key: HeldSectionKey; label: string; count: number; items: FoundItem[] }[];
  files: { name: string; size: number }[];
  blockers: string[];
  exportHref: string;
}

/** The counts an erasure reports, in the order the page's address carries them after the erasure. */
export const ERASED_COUNTS = ["records", "files", "customers", "accounts", "emails", "anonymised"] as const satisfies readonly (keyof ErasureCounts)[];
/** The page shows a section's first rows; the archive has them all. */
const ITEMS_SHOWN = 25;

export async function findPersonForPage(db: Kysely<Database>, lookup: PersonLookup): Promise<FoundPerson> {
  const data = await findPersonData(db, lookupKeys(lookup)!);
  return {
    emails: data.keys.emails,
    phones: data.keys.phones.map((digits) => formatted(digits) ?? digits),
    sections: data.sections.map((s) => ({ key: s.key, label: s.label, count: s.rows.length, items: s.rows.slice(0, ITEMS_SHOWN).map((row) => describeRow(s.key, row)) })),
    files: data.files.map((f) => ({ name: f.fileName, size: f.size })),
    blockers: data.blockers,
    exportHref: peopleExportPath(lookup),
  };
}

/** Erases everything held about the person, in one transaction with its audit entry (erase-person-data.ts). */
export function erasePerson(db: Kysely<Database>, admin: CurrentUser, lookup: PersonLookup): Promise<ErasureResult> {
  return erasePersonData(db, admin, lookupKeys(lookup)!);
}

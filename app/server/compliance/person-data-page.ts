/**
 * The page /admin/people (docs/product.md#a-persons-data): the search (GET, so a result is a
 * link staff can come back to), what was found as a short list per section with links to the
 * records' pages, and the erasure (POST). The caller checked that the user is an admin.
 */
import { data, redirect } from "react-router";
import { formValues, parseForm, type FormFailure } from "../../lib/form-data.ts";
import { formatDateTime } from "../../lib/format.ts";
import { inboxPath, leadForms } from "../../lib/inbox-paths.ts";
import { PERSON_DATA_PATH, staffPrivacyRequestPath } from "../../lib/privacy-requests.ts";
import { personErasureSchema, personLookupSchema, type PersonLookup } from "../../lib/schemas/person-lookup.ts";
import { staffCustomerPath, staffRequestPath } from "../../lib/service-requests.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import type { AppServices } from "../services.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { leadTables } from "../inbox/lead-tables.ts";
import { erasePersonData, type ErasureCounts } from "./erase-person-data.ts";
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
    default:
      return { text: when(row.created_at ?? row.read_at ?? row.since) || "One entry" };
  }
}

export interface PeoplePageData {
  lookup: PersonLookup | null;
  failure: FormFailure | null;
  found: {
    emails: string[];
    phones: string[];
    sections: { key: HeldSectionKey; label: string; count: number; items: FoundItem[] }[];
    files: { name: string; size: number }[];
    blockers: string[];
    exportHref: string;
  } | null;
  erased: ErasureCounts | null;
}

const ERASED_COUNTS = ["records", "files", "customers", "accounts", "emails", "anonymised"] as const;
/** The page shows a section's first rows; the archive has them all. */
const ITEMS_SHOWN = 25;

export async function loadPeoplePage(services: AppServices, url: URL): Promise<PeoplePageData> {
  const erased = url.searchParams.get("erased") === "1" ? (Object.fromEntries(ERASED_COUNTS.map((k) => [k, Number(url.searchParams.get(k)) || 0])) as unknown as ErasureCounts) : null;
  if (!url.searchParams.has("email") && !url.searchParams.has("phone")) return { lookup: null, failure: null, found: null, erased };
  const parsed = parseForm(personLookupSchema, url.searchParams);
  if (!parsed.ok) return { lookup: null, failure: parsed, found: null, erased };
  const data = await findPersonData(services.db, lookupKeys(parsed.data)!);
  return {
    lookup: parsed.data,
    failure: null,
    erased,
    found: {
      emails: data.keys.emails,
      phones: data.keys.phones.map((digits) => formatted(digits) ?? digits),
      sections: data.sections.map((s) => ({ key: s.key, label: s.label, count: s.rows.length, items: s.rows.slice(0, ITEMS_SHOWN).map((row) => describeRow(s.key, row)) })),
      files: data.files.map((f) => ({ name: f.fileName, size: f.size })),
      blockers: data.blockers,
      exportHref: peopleExportPath(parsed.data),
    },
  };
}

/** The erasure's post: confirmed, then everything goes in one transaction; the page comes back with the counts. */
export async function erasePersonFromPage(request: Request, services: AppServices, admin: CurrentUser) {
  const fields = await readAdminForm(request);
  const parsed = parseForm(personErasureSchema, fields);
  if (!parsed.ok) return data<FormFailure>(parsed, { status: 400 });
  const result = await erasePersonData(services.db, admin, lookupKeys(parsed.data)!);
  if (!result.ok) {
    const message = result.reason === "blocked" ? result.message : "Nothing is held about this person any more.";
    return data<FormFailure>({ errors: {}, values: formValues(fields), formError: message }, { status: 409 });
  }
  const counts = Object.fromEntries(ERASED_COUNTS.map((k) => [k, String(result.counts[k])]));
  return redirect(`${PERSON_DATA_PATH}?${new URLSearchParams({ erased: "1", ...counts })}`, 303);
}

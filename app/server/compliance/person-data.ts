/**
 * Everything the agency holds about one person (docs/product.md#a-persons-data), found from an
 * email address and/or a phone number: widened through the people links (person_contacts) to
 * the person's other addresses and numbers, then every table that can hold them — the six lead
 * tables with their files, notes and read markers; consents; opt-outs; customer records with
 * their policies, documents and service requests; documents sent for signature (theirs, or
 * where they sign); recommendation surveys; the customer account; privacy requests; emails in the
 * outbox; audit entries. The export (export-person-data.ts) and the erasure
 * (erase-person-data.ts) both start from this one search, so they cannot disagree.
 */
import type { Kysely, Transaction } from "kysely";
import { formatUsPhone } from "../../lib/field-schemas.ts";
import { leadForms } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { leadTables } from "../inbox/lead-tables.ts";
import { normaliseEmail, normalisePhone } from "../pipeline/person-keys.ts";
import { contactKeyHash } from "./suppressions.ts";

type Db = Kysely<Database> | Transaction<Database>;
export type HeldRow = Record<string, unknown>;

/** The addresses and numbers searched: what staff typed, and what the people links add. */
export interface PersonKeys {
  emails: string[];
  /** Digits (ten for a US number). */
  phones: string[];
  personIds: string[];
}

export interface HeldSection {
  key: HeldSectionKey;
  label: string;
  rows: HeldRow[];
}

export interface HeldFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** What the file belongs to: "claim", "customer_document", … */
  ownerType: string;
}

export interface PersonData {
  keys: PersonKeys;
  sections: HeldSection[];
  files: HeldFile[];
  /** Reasons the erasure must wait or go another way (a team member's account, an email being sent). */
  blockers: string[];
}

export const heldSectionLabels = {
  quote_requests: "Quote requests",
  claims: "Claims",
  job_applications: "Job applications",
  pay_per_mile_quotes: "Pay-per-mile quotes",
  coverage_reviews: "Coverage reviews",
  contact_messages: "Messages",
  lead_notes: "Internal notes and contact attempts",
  lead_reads: "Who on the team opened the records",
  consent_records: "Consents given",
  person_contacts: "People links (addresses and numbers)",
  contact_opt_outs: "Opt-outs",
  contact_suppressions: "Suppression list",
  customers: "Customer records",
  policies: "Policies",
  policy_vehicles: "Vehicles",
  policy_drivers: "Drivers",
  customer_documents: "Documents",
  service_requests: "Service requests",
  service_messages: "Service request messages",
  signing_documents: "Documents for signature",
  signing_signers: "As a signer of a document",
  signing_fields: "What they filled in when signing",
  nps_surveys: "Recommendation surveys (how likely they are to recommend us)",
  campaign_sends: "Campaign messages (sent or not, and why)",
  tasks: "Tasks about them on the team's My work",
  bookings: "Booked appointments",
  user: "Customer account",
  session: "Sign-in sessions",
  account: "Sign-in methods",
  privacy_requests: "Privacy requests",
  email_outbox: "Emails",
  audit_log: "Audit log entries",
} as const;

export type HeldSectionKey = keyof typeof heldSectionLabels;

/** The ten digits of a US number as the forms store it: (702) 555-0100. */
export function formatted(digits: string): string | null {
  return digits.length === 10 ? formatUsPhone(digits) : null;
}

/** How a phone may be written in a column: as the forms store it, or as digits. */
export function phoneSpellings(phones: readonly string[]): string[] {
  return [...new Set(phones.flatMap((digits) => [digits, formatted(digits)].filter((v): v is string => !!v)))];
}

/** The normalised email and phone of what staff typed; null when neither means anything. */
export function lookupKeys(input: { email?: string | null; phone?: string | null }): { emails: string[]; phones: string[] } | null {
  const email = input.email ? normaliseEmail(input.email) : null;
  const phone = input.phone ? normalisePhone(input.phone) : null;
  if (!email && !phone) return null;
  return { emails: email ? [email] : [], phones: phone ? [phone] : [] };
}

/** Widens the typed keys through the people links: every address and number of the same person. */
export async function widenKeys(db: Db, typed: { emails: string[]; phones: string[] }): Promise<PersonKeys> {
  const keys = [...typed.emails.map((e) => `e:${e}`), ...typed.phones.map((p) => `p:${p}`)];
  const persons = await db.selectFrom("person_contacts").select("person_id").where("contact_key", "in", keys).execute();
  const personIds = [...new Set(persons.map((p) => p.person_id))];
  const linked = personIds.length ? await db.selectFrom("person_contacts").select("contact_key").where("person_id", "in", personIds).execute() : [];
  const all = new Set([...keys, ...linked.map((l) => l.contact_key)]);
  const emails = [...all].filter((k) => k.startsWith("e:")).map((k) => k.slice(2)).sort();
  const phones = [...all].filter((k) => k.startsWith("p:")).map((k) => k.slice(2)).sort();
  return { emails, phones, personIds: personIds.sort() };
}

/** Rows of a table, without the columns nobody should download (a file's bytes, password hashes, tokens, generated search text). */
function clean(rows: HeldRow[], drop: readonly string[] = []): HeldRow[] {
  const hidden = new Set(["data", "search_text", "password", "token", "access_token", "refresh_token", "id_token", "confirm_token_hash", ...drop]);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !hidden.has(column))));
}

/** A list for `in (…)` that is never empty: an empty list becomes a value no id, address or number can be. */
export const orNone = (values: readonly string[]) => (values.length ? [...values] : ["(none)"]);

/** The ids of the records that belong to the person, table by table: what the export lists and the erasure deletes. */
export interface HeldIds {
  leads: Record<(typeof leadTables)[keyof typeof leadTables]["table"], string[]>;
  customers: string[];
  policies: string[];
  documents: string[];
  serviceRequests: string[];
  serviceMessages: string[];
  users: string[];
  privacyRequests: string[];
  emails: string[];
  /** Files deleted with the person (their submissions', documents' and messages'). */
  files: string[];
  /** Documents for signature of the person's records (a customer, policy or lead of theirs): deleted with them. */
  ownSigningDocuments: string[];
  /** Every document for signature of theirs or that they were asked to sign. */
  signingDocuments: string[];
  /** Their own signer rows (by their address), on any document. */
  signingSigners: string[];
  /**
   * Files of a document for signature that are the person's to download, not to delete: the
   * original they were asked to sign, the signed copy, their drawn signature. Another
   * person's document keeps them.
   */
  signingFiles: string[];
  /** "How likely are you to recommend us" surveys sent to them (by customer, lead, address or its hash). */
  npsSurveys: string[];
  /** What campaigns did for them (by their customer record, lead or address). */
  campaignSends: string[];
  /** Tasks about their customer record or leads. */
  tasks: string[];
  /** Appointments they booked (by their person link, address, number or customer record). */
  bookings: string[];
}

export async function findHeldIds(db: Db, keys: PersonKeys): Promise<HeldIds> {
  const emails = orNone(keys.emails);
  const phones = orNone(phoneSpellings(keys.phones));
  const personIds = orNone(keys.personIds);
  const users = (await db.selectFrom("user").select("id").where((eb) => eb(eb.fn("lower", ["email"]), "in", emails)).execute()).map((r) => r.id);
  const customers = (
    await db
      .selectFrom("customers")
      .select("id")
      .where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["email"]), "in", emails),
          eb(eb.fn("lower", ["alt_email"]), "in", emails),
          eb("phone", "in", phones),
          eb("alt_phone", "in", phones),
          eb("user_id", "in", orNone(users)),
        ]),
      )
      .execute()
  ).map((r) => r.id);
  const leads = {} as HeldIds["leads"];
  for (const form of leadForms) {
    const table = leadTables[form].table;
    const rows = await (db as Kysely<Database>)
      .selectFrom(table as "contact_messages")
      .select("id")
      .where((eb) => eb.or([eb("person_id", "in", personIds), eb(eb.fn("lower", ["email"]), "in", emails), eb("phone", "in", phones)]))
      .execute();
    leads[table] = rows.map((r) => r.id);
  }
  // A claim linked to the customer or filed from their account is theirs, whatever address it gives.
  const linkedClaims = await db.selectFrom("claims").select("id").where((eb) => eb.or([eb("customer_id", "in", orNone(customers)), eb("user_id", "in", orNone(users))])).execute();
  leads.claims = [...new Set([...leads.claims, ...linkedClaims.map((c) => c.id)])];
  const policies = (await db.selectFrom("policies").select("id").where("customer_id", "in", orNone(customers)).execute()).map((r) => r.id);
  const documents = (await db.selectFrom("customer_documents").select("id").where("customer_id", "in", orNone(customers)).execute()).map((r) => r.id);
  const serviceRequests = (
    await db.selectFrom("service_requests").select("id").where((eb) => eb.or([eb("customer_id", "in", orNone(customers)), eb("user_id", "in", orNone(users))])).execute()
  ).map((r) => r.id);
  const serviceMessages = (await db.selectFrom("service_messages").select("id").where("request_id", "in", orNone(serviceRequests)).execute()).map((r) => r.id);
  const leadIdList = Object.values(leads).flat();
  const ownSigningDocuments = (
    await db
      .selectFrom("signing_documents")
      .select("id")
      .where((eb) => eb.or([eb("customer_id", "in", orNone(customers)), eb("policy_id", "in", orNone(policies)), eb("lead_id", "in", orNone(leadIdList))]))
      .execute()
  ).map((r) => r.id);
  const signerRows = await db.selectFrom("signing_signers").select(["id", "document_id"]).where((eb) => eb(eb.fn("lower", ["email"]), "in", emails)).execute();
  const signingSigners = signerRows.map((r) => r.id);
  const signingDocuments = [...new Set([...ownSigningDocuments, ...signerRows.map((r) => r.document_id)])];
  const privacyRequests = (await db.selectFrom("privacy_requests").select("id").where(eb => eb(eb.fn("lower", ["email"]), "in", emails)).execute()).map((r) => r.id);
  const leadIds = leadIdList;
  // A survey erased before keeps only its address's hash: a later search still finds it by that.
  const npsSurveys = (
    await db
      .selectFrom("nps_surveys")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("customer_id", "in", orNone(customers)),
          eb("lead_id", "in", orNone(leadIdList)),
          eb(eb.fn("lower", ["email"]), "in", emails),
          eb("recipient_hash", "in", orNone(keys.emails.map((e) => contactKeyHash(`e:${e}`)))),
        ]),
      )
      .execute()
  ).map((r) => r.id);
  const campaignSends = (
    await db
      .selectFrom("campaign_sends")
      .select("id")
      .where((eb) => eb.or([eb("customer_id", "in", orNone(customers)), eb("lead_id", "in", orNone(leadIdList)), eb(eb.fn("lower", ["recipient_email"]), "in", emails)]))
      .execute()
  ).map((r) => r.id);
  const tasks = (
    await db
      .selectFrom("tasks")
      .select("id")
      .where((eb) => eb.or([eb("customer_id", "in", orNone(customers)), eb("lead_id", "in", orNone(leadIdList))]))
      .execute()
  ).map((r) => r.id);
  const bookings = (
    await db
      .selectFrom("bookings")
      .select("id")
      .where((eb) => eb.or([eb("person_id", "in", personIds), eb(eb.fn("lower", ["email"]), "in", emails), eb("phone", "in", phones), eb("customer_id", "in", orNone(customers))]))
      .execute()
  ).map((r) => r.id);
  // A signing email names its document: those of the person's own documents go with them; one to
  // them about another's document is found by its address. A campaign's email names its send, a booking's email its booking.
  const recordIds = orNone([...leadIds, ...customers, ...policies, ...serviceRequests, ...privacyRequests, ...ownSigningDocuments, ...npsSurveys, ...campaignSends, ...bookings]);
  const outbox = (
    await db
      .selectFrom("email_outbox")
      .select("id")
      .where((eb) => eb.or([eb(eb.fn("lower", ["to_address"]), "in", emails), eb(eb.fn("lower", ["reply_to"]), "in", emails), eb("record_id", "in", recordIds)]))
      .execute()
  ).map((r) => r.id);
  const files = (await db.selectFrom("uploaded_files").select("id").where("owner_id", "in", orNone([...leadIds, ...documents, ...serviceMessages])).execute()).map((r) => r.id);
  const signingFiles = await signingFilesOf(db, signingDocuments, signingSigners);
  return { leads, customers, policies, documents, serviceRequests, serviceMessages, users, privacyRequests, emails: outbox, files, ownSigningDocuments, signingDocuments, signingSigners, signingFiles, npsSurveys, campaignSends, tasks, bookings };
}

/** The drawn signature's file a field's value names, if any. */
export function drawnFileIdOf(valueJson: string | null): string | null {
  if (!valueJson) return null;
  const value = JSON.parse(valueJson) as { drawnFileId?: unknown };
  return typeof value.drawnFileId === "string" ? value.drawnFileId : null;
}

/** The originals and signed copies of the documents, and the person's own drawn signatures (never page images or others' drawings). */
async function signingFilesOf(db: Db, documentIds: string[], signerIds: string[]): Promise<string[]> {
  const documents = await db.selectFrom("signing_documents").select(["original_file_id", "final_file_id"]).where("id", "in", orNone(documentIds)).execute();
  const fields = await db.selectFrom("signing_fields").select("value_json").where("signer_id", "in", orNone(signerIds)).where("value_json", "is not", null).execute();
  const ids = [...documents.flatMap((d) => [d.original_file_id, d.final_file_id]), ...fields.map((f) => drawnFileIdOf(f.value_json))];
  return [...new Set(ids.filter((id): id is string => !!id))];
}

/** The addresses and numbers written on the records found: a customer's second phone, a claim's email. */
async function contactsOnRecords(db: Db, ids: HeldIds): Promise<{ emails: string[]; phones: string[] }> {
  const pairs: { email: string | null; phone: string | null }[] = [];
  for (const [table, tableIds] of Object.entries(ids.leads)) {
    if (tableIds.length) pairs.push(...(await db.selectFrom(table as "contact_messages").select(["email", "phone"]).where("id", "in", tableIds).execute()));
  }
  if (ids.customers.length) {
    for (const c of await db.selectFrom("customers").select(["email", "alt_email", "phone", "alt_phone"]).where("id", "in", ids.customers).execute()) {
      pairs.push({ email: c.email, phone: c.phone }, { email: c.alt_email, phone: c.alt_phone });
    }
  }
  if (ids.users.length) pairs.push(...(await db.selectFrom("user").select(["email"]).where("id", "in", ids.users).execute()).map((u) => ({ email: u.email, phone: null })));
  return {
    emails: pairs.map((p) => (p.email ? normaliseEmail(p.email) : null)).filter((v): v is string => !!v),
    phones: pairs.map((p) => (p.phone ? normalisePhone(p.phone) : null)).filter((v): v is string => !!v),
  };
}

/**
 * The person behind what staff typed: the people links widen it, then the addresses and numbers
 * on the records found are searched once more (a customer found by email brings their phone).
 * One more round, not until nothing changes: a shared family number must not pull in a household.
 */
export async function resolvePerson(db: Db, typed: { emails: string[]; phones: string[] }): Promise<{ keys: PersonKeys; ids: HeldIds }> {
  const first = await widenKeys(db, typed);
  const firstIds = await findHeldIds(db, first);
  const found = await contactsOnRecords(db, firstIds);
  const emails = [...new Set([...first.emails, ...found.emails])].sort();
  const phones = [...new Set([...first.phones, ...found.phones])].sort();
  if (emails.length === first.emails.length && phones.length === first.phones.length) return { keys: first, ids: firstIds };
  const keys = { ...first, emails, phones };
  return { keys, ids: await findHeldIds(db, keys) };
}

/** Whether a text mentions one of the person's addresses or numbers (the audit log's labels and details, a CSV's text). */
export function mentionsPerson(text: string | null | undefined, keys: Pick<PersonKeys, "emails" | "phones">): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  return keys.emails.some((e) => lower.includes(e)) || phoneSpellings(keys.phones).some((p) => text.includes(p));
}

/** The text with the person's addresses and numbers replaced. */
export function withoutPerson(text: string, keys: Pick<PersonKeys, "emails" | "phones">): string {
  let out = text;
  for (const value of [...keys.emails, ...phoneSpellings(keys.phones)].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), "(erased)");
  }
  return out;
}

/** Audit entries about the person's records, or naming them (a label, a detail, or the person acting: a customer confirming a claim). */
export async function auditEntriesOf(db: Db, keys: PersonKeys, ids: HeldIds): Promise<HeldRow[]> {
  const targetIds = orNone([...Object.values(ids.leads).flat(), ...ids.customers, ...ids.policies, ...ids.documents, ...ids.serviceRequests, ...ids.users, ...ids.privacyRequests, ...ids.emails, ...ids.ownSigningDocuments]);
  const byTarget = await db.selectFrom("audit_log").selectAll().where("target_id", "in", targetIds).execute();
  // Labels and details are free text: the addresses are found by a substring search, narrowed in code.
  const patterns = [...keys.emails, ...phoneSpellings(keys.phones)].map((v) => `%${v}%`);
  const byText = patterns.length
    ? await db
        .selectFrom("audit_log")
        .selectAll()
        .where((eb) => eb.or(patterns.flatMap((p) => [eb(eb.fn("lower", ["target_label"]), "like", p), eb(eb.fn("lower", ["detail"]), "like", p), eb(eb.fn("lower", ["actor_email"]), "like", p)])))
        .execute()
    : [];
  const seen = new Map<string, HeldRow>();
  for (const row of [...byTarget, ...byText]) seen.set(row.id, row);
  return [...seen.values()].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
}

/** Everything held about the person, section by section (empty sections left out), with the files and what blocks an erasure. */
export async function findPersonData(db: Kysely<Database>, typed: { emails: string[]; phones: string[] }): Promise<PersonData> {
  const { keys, ids } = await resolvePerson(db, typed);
  const sections: HeldSection[] = [];
  const add = (key: HeldSectionKey, rows: HeldRow[]) => {
    if (rows.length) sections.push({ key, label: heldSectionLabels[key], rows });
  };
  const leadIds = Object.values(ids.leads).flat();
  for (const [table, tableIds] of Object.entries(ids.leads)) {
    add(table as HeldSectionKey, clean(await db.selectFrom(table as "contact_messages").selectAll().where("id", "in", orNone(tableIds)).orderBy("created_at").execute()));
  }
  add("lead_notes", clean(await db.selectFrom("lead_notes").selectAll().where("record_id", "in", orNone(leadIds)).orderBy("created_at").execute()));
  add("lead_reads", clean(await db.selectFrom("lead_reads").selectAll().where("record_id", "in", orNone(leadIds)).execute()));
  add(
    "consent_records",
    clean(
      await db
        .selectFrom("consent_records")
        .selectAll()
        .where((eb) => eb.or([eb("record_id", "in", orNone(leadIds)), eb(eb.fn("lower", ["email"]), "in", orNone(keys.emails)), eb("phone", "in", orNone(phoneSpellings(keys.phones))), eb("person_id", "in", orNone(keys.personIds))]))
        .orderBy("given_at")
        .execute(),
    ),
  );
  const contactKeys = [...keys.emails.map((e) => `e:${e}`), ...keys.phones.map((p) => `p:${p}`)];
  add("person_contacts", clean(await db.selectFrom("person_contacts").selectAll().where("contact_key", "in", orNone(contactKeys)).execute()));
  const hashes = orNone(contactKeys.map(contactKeyHash));
  add("contact_opt_outs", clean(await db.selectFrom("contact_opt_outs").selectAll().where("key_hash", "in", hashes).orderBy("created_at").execute()));
  add("contact_suppressions", clean(await db.selectFrom("contact_suppressions").selectAll().where("key_hash", "in", hashes).execute()));
  add("customers", clean(await db.selectFrom("customers").selectAll().where("id", "in", orNone(ids.customers)).execute()));
  add("policies", clean(await db.selectFrom("policies").selectAll().where("id", "in", orNone(ids.policies)).execute()));
  add("policy_vehicles", clean(await db.selectFrom("policy_vehicles").selectAll().where("policy_id", "in", orNone(ids.policies)).execute()));
  add("policy_drivers", clean(await db.selectFrom("policy_drivers").selectAll().where("policy_id", "in", orNone(ids.policies)).execute()));
  add("customer_documents", clean(await db.selectFrom("customer_documents").selectAll().where("id", "in", orNone(ids.documents)).execute()));
  add("service_requests", clean(await db.selectFrom("service_requests").selectAll().where("id", "in", orNone(ids.serviceRequests)).orderBy("created_at").execute()));
  add("service_messages", clean(await db.selectFrom("service_messages").selectAll().where("id", "in", orNone(ids.serviceMessages)).orderBy("created_at").execute()));
  add(
    "signing_documents",
    await db
      .selectFrom("signing_documents")
      .select(["id", "reference", "title", "status", "customer_id", "policy_id", "lead_form", "lead_id", "original_sha256", "final_sha256", "created_at", "sent_at", "expires_at", "completed_at", "declined_at", "decline_reason", "voided_at", "void_reason", "expired_at"])
      .where("id", "in", orNone(ids.signingDocuments))
      .orderBy("created_at")
      .execute(),
  );
  // Their own row only (never another signer's), without the link's and the code's digests.
  add("signing_signers", clean(await db.selectFrom("signing_signers").selectAll().where("id", "in", orNone(ids.signingSigners)).orderBy("created_at").execute(), ["token_hash", "code_hash"]));
  add(
    "signing_fields",
    await db
      .selectFrom("signing_fields")
      .select(["id", "document_id", "signer_id", "kind", "label", "required", "value_json", "filled_at"])
      .where("signer_id", "in", orNone(ids.signingSigners))
      .orderBy("document_id")
      .orderBy("position")
      .execute(),
  );
  add("nps_surveys", clean(await db.selectFrom("nps_surveys").selectAll().where("id", "in", orNone(ids.npsSurveys)).orderBy("sent_at").execute()));
  add("campaign_sends", clean(await db.selectFrom("campaign_sends").selectAll().where("id", "in", orNone(ids.campaignSends)).orderBy("created_at").execute()));
  add("tasks", clean(await db.selectFrom("tasks").selectAll().where("id", "in", orNone(ids.tasks)).orderBy("created_at").execute()));
  add("bookings", clean(await db.selectFrom("bookings").selectAll().where("id", "in", orNone(ids.bookings)).orderBy("starts_at").execute()));
  const users = await db.selectFrom("user").selectAll().where("id", "in", orNone(ids.users)).execute();
  add("user", clean(users));
  add("session", clean(await db.selectFrom("session").selectAll().where("user_id", "in", orNone(ids.users)).execute()));
  add("account", clean(await db.selectFrom("account").selectAll().where("user_id", "in", orNone(ids.users)).execute()));
  add("privacy_requests", clean(await db.selectFrom("privacy_requests").selectAll().where("id", "in", orNone(ids.privacyRequests)).execute()));
  add("email_outbox", clean(await db.selectFrom("email_outbox").selectAll().where("id", "in", orNone(ids.emails)).orderBy("created_at").execute()));
  add("audit_log", await auditEntriesOf(db, keys, ids));

  const files = await db
    .selectFrom("uploaded_files")
    .select(["id", "file_name", "content_type", "size_bytes", "owner_type"])
    .where("id", "in", orNone([...new Set([...ids.files, ...ids.signingFiles])]))
    .orderBy("created_at")
    .execute();
  const blockers: string[] = [];
  if (users.some((u) => u.role !== "customer")) blockers.push("One of these addresses is a team member's account. Change its role to customer in Users first: a team member's account is not erased from here.");
  const unsent = await db.selectFrom("email_outbox").select("id").where("id", "in", orNone(ids.emails)).where("status", "in", ["queued", "sending"]).execute();
  if (unsent.length) blockers.push("An email to or about this person is still being sent. Try again in a minute, once it has gone.");
  return {
    keys,
    sections,
    files: files.map((f) => ({ id: f.id, fileName: f.file_name, contentType: f.content_type, size: Number(f.size_bytes), ownerType: f.owner_type })),
    blockers,
  };
}

/**
 * Erasing one person (docs/product.md#a-persons-data), in one transaction: what person-data.ts
 * finds is deleted — submissions with their files, notes, read markers and consents; the people
 * links; customer records with policies, vehicles, drivers, documents and service requests; the
 * customer account with its sessions; documents for signature of their records (as their
 * customer documents are); every email to or about them — and what must outlive them
 * is anonymised: a privacy request keeps its reference, kind, dates and status (the proof it was
 * answered in time) without name or address; an opt-out keeps its hash (so it is still honoured)
 * without the clear address or note; audit entries keep what happened, with the person's address
 * or number replaced; where they sign another's document for signature, their signer row keeps
 * its order, role, status and times without name, address or network details, their field values
 * go (a completed document's signed PDF is that record's copy), and a draft or open one is voided;
 * a recommendation survey keeps its score, times and the address's hash without address, name or
 * comment.
 * The ledger of issued files (hashes, reference, time) is never touched, so /verify still answers.
 * The audit log records that an erasure happened, with counts only.
 *
 * On SQLite, deleted content is overwritten (secure_delete, set when the database is opened) and
 * the write-ahead log is checkpointed and truncated afterwards, so the bytes do not linger in
 * the files either.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { SIGNING_DOCUMENT_FILE } from "../signing/signing-context.ts";
import { auditEntriesOf, drawnFileIdOf, mentionsPerson, orNone, phoneSpellings, resolvePerson, withoutPerson, type HeldIds, type PersonKeys } from "./person-data.ts";
import { contactKeyHash } from "./suppressions.ts";
import { recordLeadChange } from "../inbox/lead-changes.ts";
import { recordBookChange } from "../policies/book-changes.ts";

const ERASED = "(erased)";

export interface ErasureCounts {
  records: number;
  files: number;
  customers: number;
  accounts: number;
  emails: number;
  anonymised: number;
}

export type ErasureResult = { ok: true; counts: ErasureCounts } | { ok: false; reason: "nothing-found" } | { ok: false; reason: "blocked"; message: string };

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

async function deleteRecords(trx: Transaction<Database>, keys: PersonKeys, ids: HeldIds): Promise<Omit<ErasureCounts, "anonymised">> {
  const leadIds = Object.values(ids.leads).flat();
  const contactKeys = [...keys.emails.map((e) => `e:${e}`), ...keys.phones.map((p) => `p:${p}`)];
  const files = deleted(await trx.deleteFrom("uploaded_files").where("id", "in", orNone(ids.files)).executeTakeFirst());
  await trx.deleteFrom("lead_notes").where("record_id", "in", orNone(leadIds)).execute();
  await trx.deleteFrom("lead_reads").where("record_id", "in", orNone(leadIds)).execute();
  await trx
    .deleteFrom("consent_records")
    .where((eb) => eb.or([eb("record_id", "in", orNone(leadIds)), eb(eb.fn("lower", ["email"]), "in", orNone(keys.emails)), eb("phone", "in", orNone(phoneSpellings(keys.phones))), eb("person_id", "in", orNone(keys.personIds))]))
    .execute();
  await trx.deleteFrom("person_contacts").where((eb) => eb.or([eb("contact_key", "in", orNone(contactKeys)), eb("person_id", "in", orNone(keys.personIds))])).execute();
  let records = 0;
  for (const [table, tableIds] of Object.entries(ids.leads)) {
    records += deleted(await trx.deleteFrom(table as "contact_messages").where("id", "in", orNone(tableIds)).executeTakeFirst());
  }
  if (leadIds.length) await recordLeadChange(trx);
  // The customer's side, children first.
  await trx.deleteFrom("service_messages").where("id", "in", orNone(ids.serviceMessages)).execute();
  records += deleted(await trx.deleteFrom("service_requests").where("id", "in", orNone(ids.serviceRequests)).executeTakeFirst());
  records += deleted(await trx.deleteFrom("customer_documents").where("id", "in", orNone(ids.documents)).executeTakeFirst());
  await trx.deleteFrom("policy_vehicles").where("policy_id", "in", orNone(ids.policies)).execute();
  await trx.deleteFrom("policy_drivers").where("policy_id", "in", orNone(ids.policies)).execute();
  records += deleted(await trx.deleteFrom("policies").where("id", "in", orNone(ids.policies)).executeTakeFirst());
  const customers = deleted(await trx.deleteFrom("customers").where("id", "in", orNone(ids.customers)).executeTakeFirst());
  if (ids.policies.length || ids.customers.length) await recordBookChange(trx);
  // The account: its sessions and sign-in methods go with it (and any one-time link made for it).
  await trx.deleteFrom("verification").where((eb) => eb.or([eb("value", "in", orNone(ids.users)), eb(eb.fn("lower", ["identifier"]), "in", orNone(keys.emails))])).execute();
  await trx.deleteFrom("session").where("user_id", "in", orNone(ids.users)).execute();
  await trx.deleteFrom("account").where("user_id", "in", orNone(ids.users)).execute();
  const accounts = deleted(await trx.deleteFrom("user").where("id", "in", orNone(ids.users)).executeTakeFirst());
  const emails = deleted(await trx.deleteFrom("email_outbox").where("id", "in", orNone(ids.emails)).executeTakeFirst());
  // What campaigns did for them and the tasks about them name them: they go with their records.
  records += deleted(await trx.deleteFrom("campaign_sends").where("id", "in", orNone(ids.campaignSends)).executeTakeFirst());
  records += deleted(await trx.deleteFrom("tasks").where("id", "in", orNone(ids.tasks)).executeTakeFirst());
  // Their appointments go too; the time they held is free again.
  records += deleted(await trx.deleteFrom("bookings").where("id", "in", orNone(ids.bookings)).executeTakeFirst());
  const signing = await deleteOwnSigningDocuments(trx, ids);
  return { records: records + signing.records, files: files + signing.files, customers, accounts, emails };
}

/**
 * Documents for signature of the person's records go as the records' customer documents do,
 * whatever their status: pages, signers, fields and files. The issued-files ledger stays: it
 * holds only a hash, the reference and a time, and a copy someone kept can still be verified.
 */
async function deleteOwnSigningDocuments(trx: Transaction<Database>, ids: HeldIds): Promise<{ records: number; files: number }> {
  const own = orNone(ids.ownSigningDocuments);
  const files = deleted(await trx.deleteFrom("uploaded_files").where("owner_type", "=", SIGNING_DOCUMENT_FILE).where("owner_id", "in", own).executeTakeFirst());
  await trx.deleteFrom("signing_fields").where("document_id", "in", own).execute();
  await trx.deleteFrom("signing_signers").where("document_id", "in", own).execute();
  await trx.deleteFrom("signing_pages").where("document_id", "in", own).execute();
  const records = deleted(await trx.deleteFrom("signing_documents").where("id", "in", own).executeTakeFirst());
  return { records, files };
}

const ERASED_VOID_REASON = "A signer's personal data was erased";

/**
 * The person as a signer of someone else's document: a draft or open one is voided (every link
 * closed), their field values and drawn signatures go, and their row keeps only what shows the
 * document's history (order, role, status, times).
 */
async function anonymiseSigners(trx: Transaction<Database>, actor: Actor, ids: HeldIds, now: Date): Promise<number> {
  const own = new Set(ids.ownSigningDocuments);
  const signers = (await trx.selectFrom("signing_signers").select(["id", "document_id", "status", "sign_address"]).where("id", "in", orNone(ids.signingSigners)).execute()).filter((s) => !own.has(s.document_id));
  if (!signers.length) return 0;
  const at = now.toISOString();
  const documentIds = [...new Set(signers.map((s) => s.document_id))];
  const open = await trx.selectFrom("signing_documents").select(["id", "reference"]).where("id", "in", documentIds).where("status", "in", ["draft", "sent"]).execute();
  for (const document of open) {
    const moved = await trx
      .updateTable("signing_documents")
      .set({ status: "voided", voided_at: at, voided_by: actor.id, void_reason: ERASED_VOID_REASON, changed_at: at })
      .where("id", "=", document.id)
      .where("status", "in", ["draft", "sent"])
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) continue;
    await trx.updateTable("signing_signers").set({ token_hash: null, code_hash: null, code_expires_at: null }).where("document_id", "=", document.id).execute();
    await recordAudit(trx, actor, { action: "signing.void", targetType: "signing", targetId: document.id, targetLabel: document.reference, detail: `Reason: ${ERASED_VOID_REASON}` }, now);
  }
  // A declined document carries the decliner's words on the document too.
  const declined = signers.filter((s) => s.status === "declined").map((s) => s.document_id);
  if (declined.length) await trx.updateTable("signing_documents").set({ decline_reason: null }).where("id", "in", declined).execute();
  const signerIds = signers.map((s) => s.id);
  const fields = await trx.selectFrom("signing_fields").select("value_json").where("signer_id", "in", signerIds).where("value_json", "is not", null).execute();
  const drawn = fields.map((f) => drawnFileIdOf(f.value_json)).filter((id): id is string => !!id);
  if (drawn.length) await trx.deleteFrom("uploaded_files").where("owner_type", "=", SIGNING_DOCUMENT_FILE).where("id", "in", drawn).execute();
  await trx.updateTable("signing_fields").set({ value_json: null, filled_at: null }).where("signer_id", "in", signerIds).execute();
  const result = await trx
    .updateTable("signing_signers")
    .set({ name: ERASED, email: ERASED, user_id: null, token_hash: null, code_hash: null, code_expires_at: null, decline_reason: null, sign_address: null, sign_browser: null })
    .where("id", "in", signerIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Their recommendation surveys stay without them: the score, when, and the address's hash (so
 * "once in 90 days" still holds and the agency's score stays right); the address, the name and
 * the comment go. (A low score's task went with their records.)
 */
async function anonymiseSurveys(trx: Transaction<Database>, ids: HeldIds): Promise<number> {
  const result = await trx.updateTable("nps_surveys").set({ email: null, recipient_name: null, comment: null }).where("id", "in", orNone(ids.npsSurveys)).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What must outlive the person, without them: privacy requests, opt-outs, audit entries, an uploaded CSV's text. */
async function anonymiseTraces(trx: Transaction<Database>, keys: PersonKeys, ids: HeldIds, auditRows: Record<string, unknown>[], signAddresses: readonly string[]): Promise<number> {
  let anonymised = 0;
  for (const request of await trx.selectFrom("privacy_requests").select(["id", "answer", "extension_reason"]).where("id", "in", orNone(ids.privacyRequests)).execute()) {
    await trx
      .updateTable("privacy_requests")
      .set({
        first_name: ERASED,
        last_name: ERASED,
        email: ERASED,
        details: null,
        answer: request.answer === null ? null : withoutPerson(request.answer, keys),
        extension_reason: request.extension_reason === null ? null : withoutPerson(request.extension_reason, keys),
      })
      .where("id", "=", request.id)
      .execute();
    anonymised += 1;
  }
  const hashes = orNone([...keys.emails.map((e) => `e:${e}`), ...keys.phones.map((p) => `p:${p}`)].map(contactKeyHash));
  anonymised += Number((await trx.updateTable("contact_opt_outs").set({ contact_key: null, note: null }).where("key_hash", "in", hashes).executeTakeFirst()).numUpdatedRows);
  anonymised += Number((await trx.updateTable("contact_suppressions").set({ contact_key: null }).where("key_hash", "in", hashes).executeTakeFirst()).numUpdatedRows);
  for (const row of auditRows) {
    const label = String(row.target_label ?? "");
    const detail = row.detail === null ? null : String(row.detail);
    const actor = String(row.actor_email ?? "");
    if (!mentionsPerson(label, keys) && !mentionsPerson(detail, keys) && !mentionsPerson(actor, keys)) continue;
    // Their own signing's entry names the address they signed from; only there is it theirs.
    const detailKeys = mentionsPerson(actor, keys) && row.target_type === "signing" ? { emails: [...keys.emails, ...signAddresses], phones: keys.phones } : keys;
    await trx
      .updateTable("audit_log")
      .set({ target_label: withoutPerson(label, keys), detail: detail === null ? null : withoutPerson(detail, detailKeys), actor_email: withoutPerson(actor, keys) })
      .where("id", "=", String(row.id))
      .execute();
    anonymised += 1;
  }
  // A book of business uploaded but not imported yet still holds its CSV's text.
  for (const upload of await trx.selectFrom("book_imports").select(["id", "csv_text"]).where("csv_text", "!=", "").execute()) {
    if (!mentionsPerson(upload.csv_text, keys)) continue;
    await trx.updateTable("book_imports").set({ csv_text: withoutPerson(upload.csv_text, keys) }).where("id", "=", upload.id).execute();
    anonymised += 1;
  }
  return anonymised;
}

/** Erases everything held about the person with these addresses and numbers (as typed by staff; widened as the search is). */
export async function erasePersonData(db: Kysely<Database>, actor: Actor, typed: { emails: string[]; phones: string[] }, now = new Date()): Promise<ErasureResult> {
  const result = await db.transaction().execute(async (trx): Promise<ErasureResult> => {
    const { keys, ids } = await resolvePerson(trx, typed);
    const team = await trx.selectFrom("user").select("id").where("id", "in", orNone(ids.users)).where("role", "!=", "customer").execute();
    if (team.length) return { ok: false, reason: "blocked", message: "One of these addresses is a team member's account. Change its role to customer in Users first: a team member's account is not erased from here." };
    const sending = await trx.selectFrom("email_outbox").select("id").where("id", "in", orNone(ids.emails)).where("status", "in", ["queued", "sending"]).execute();
    if (sending.length) return { ok: false, reason: "blocked", message: "An email to or about this person is still being sent. Try again in a minute, once it has gone." };
    const auditRows = await auditEntriesOf(trx, keys, ids);
    // The network addresses they signed from, named in their signing's audit entries.
    const signedFrom = await trx.selectFrom("signing_signers").select("sign_address").where("id", "in", orNone(ids.signingSigners)).where("sign_address", "is not", null).execute();
    const signAddresses = [...new Set(signedFrom.map((s) => s.sign_address!))];
    const counts = await deleteRecords(trx, keys, ids);
    const anonymised = (await anonymiseSigners(trx, actor, ids, now)) + (await anonymiseSurveys(trx, ids)) + (await anonymiseTraces(trx, keys, ids, auditRows, signAddresses));
    const total = counts.records + counts.files + counts.customers + counts.accounts + counts.emails + anonymised;
    if (!total) return { ok: false, reason: "nothing-found" };
    const all = { ...counts, anonymised };
    await recordAudit(
      trx,
      actor,
      {
        action: "person.erase",
        targetType: "person",
        targetId: randomUUID(),
        detail: `${all.records} records, ${all.files} files, ${all.customers} customer records, ${all.accounts} accounts, ${all.emails} emails deleted; ${all.anonymised} kept without the person`,
      },
      now,
    );
    return { ok: true, counts: all };
  });
  // The deleted pages are zeroed in the WAL; copying them back and truncating it leaves no old copy on disk.
  if (result.ok && !isPostgres(db as unknown as Kysely<unknown>)) await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return result;
}

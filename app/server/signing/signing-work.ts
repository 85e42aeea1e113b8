/**
 * Staff's actions on a document out for signature (remind, void) and the background step that
 * expires documents past their date and reminds signers who have waited a few days. Each
 * change is a conditional update in one transaction with its emails and audit entry, so two
 * instances (or two clicks) never send twice.
 */
import type { Transaction } from "kysely";
import { systemActor, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { errorFields, log } from "../log.ts";
import { auditSigning, fail, findDocument, listSigners, type DocumentRow, type Failure, type SigningDeps } from "./signing-context.ts";
import { invitationEmail, queueSigningEmails, staffSigningEmail, voidedSignerEmail } from "./signing-emails.ts";
import { senderOf } from "./send-document.ts";
import { hashToken, MAX_REASON_LENGTH, newLinkToken, REMINDER_INTERVAL_HOURS, reminderDue, type SigningLocale } from "./signing-rules.ts";
import { staffAddress } from "./submit-signature.ts";

const HOUR_MS = 3_600_000;

/**
 * Re-sends the invitation to each signer whose turn it is and who was not emailed in the last
 * day. The link in the reminder is new (only digests are kept); the earlier email's stops working.
 */
async function remindDue(trx: Transaction<Database>, deps: SigningDeps, actor: Actor, document: DocumentRow, now: Date, minHours = REMINDER_INTERVAL_HOURS): Promise<number> {
  const signers = await listSigners(trx, document.id);
  const cutoff = new Date(now.getTime() - minHours * HOUR_MS).toISOString();
  const sender = await senderOf(trx, document);
  let reminded = 0;
  for (const signer of signers) {
    if (!reminderDue(signer, now)) continue;
    const last = signer.reminded_at ?? signer.sent_at!;
    if (last > cutoff) continue;
    const token = newLinkToken();
    // Claimed by its last time: a second instance reading the same row updates nothing.
    const claimed = await trx
      .updateTable("signing_signers")
      .set({ reminded_at: now.toISOString(), token_hash: hashToken(token) })
      .where("id", "=", signer.id)
      .where("status", "=", "sent")
      .where((eb) => (signer.reminded_at === null ? eb("reminded_at", "is", null) : eb("reminded_at", "=", signer.reminded_at)))
      .executeTakeFirst();
    if (!Number(claimed.numUpdatedRows)) continue;
    await queueSigningEmails(trx, [
      invitationEmail(
        { id: document.id, reference: document.reference, title: document.title, expiresAt: document.expires_at!, senderName: sender },
        { name: signer.name, email: signer.email, locale: signer.locale as SigningLocale },
        token,
        deps,
        true,
      ),
    ]);
    await auditSigning(trx, actor, document, "signing.remind", `Signer ${signer.signing_order} (${signer.role}) reminded`, now);
    reminded++;
  }
  return reminded;
}

/** Staff's "Remind": whoever is due (not emailed within a day). `reminded: 0` when nobody was. */
export async function remindSigners(deps: SigningDeps, staff: Actor, documentId: string, now = new Date()): Promise<{ ok: true; reminded: number } | Failure<"not-found" | "not-sent">> {
  return deps.db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, documentId);
    if (!document) return fail("not-found");
    if (document.status !== "sent") return fail("not-sent");
    return { ok: true as const, reminded: await remindDue(trx, deps, staff, document, now) };
  });
}

export type VoidError = "not-found" | "already-closed" | "reason-required" | "reason-too-long";

/** Voids a draft or a sent document with a reason: every link stops at once; signers who were emailed are told. */
export async function voidDocument(deps: SigningDeps, staff: Actor, documentId: string, reason: string, now = new Date()): Promise<{ ok: true; told: number } | Failure<VoidError>> {
  const text = reason.trim();
  if (!text) return fail("reason-required");
  if (text.length > MAX_REASON_LENGTH) return fail("reason-too-long");
  return deps.db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, documentId);
    if (!document) return fail("not-found");
    const at = now.toISOString();
    const moved = await trx
      .updateTable("signing_documents")
      .set({ status: "voided", voided_at: at, voided_by: staff.id, void_reason: text, changed_at: at })
      .where("id", "=", documentId)
      .where("status", "in", ["draft", "sent"])
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) return fail("already-closed");
    const signers = await listSigners(trx, documentId);
    await trx.updateTable("signing_signers").set({ token_hash: null, code_hash: null, code_expires_at: null }).where("document_id", "=", documentId).execute();
    const told = signers.filter((s) => s.sent_at);
    await queueSigningEmails(
      trx,
      told.map((s) => voidedSignerEmail(document, { name: s.name, email: s.email, locale: s.locale as SigningLocale }, text, deps)),
    );
    await auditSigning(trx, staff, document, "signing.void", `Reason: ${text}`, now);
    return { ok: true as const, told: told.length };
  });
}

/** A signer still waiting after this many days since their last email is reminded by the job. */
export const AUTO_REMIND_AFTER_DAYS = 3;
const JOB_BATCH = 50;

/**
 * The background step (run by the scheduler every minute with its clock): documents whose
 * expiry has passed become expired (links closed, the sender told), and signers waiting
 * AUTO_REMIND_AFTER_DAYS since their last email are reminded. Each document is its own
 * transaction; a failing one is logged and the rest go on. Returns what it did.
 */
export async function runSigningJobs(deps: SigningDeps, now: Date): Promise<{ expired: number; reminded: number }> {
  const at = now.toISOString();
  const actor = systemActor("signing");
  let expired = 0;
  const due = await deps.db.selectFrom("signing_documents").select("id").where("status", "=", "sent").where("expires_at", "<=", at).orderBy("expires_at").limit(JOB_BATCH).execute();
  for (const { id } of due) {
    try {
      expired += await deps.db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable("signing_documents")
          .set({ status: "expired", expired_at: at, changed_at: at })
          .where("id", "=", id)
          .where("status", "=", "sent")
          .where("expires_at", "<=", at)
          .executeTakeFirst();
        if (!Number(moved.numUpdatedRows)) return 0;
        const document = (await findDocument(trx, id))!;
        await trx.updateTable("signing_signers").set({ code_hash: null, code_expires_at: null }).where("document_id", "=", id).execute();
        await auditSigning(trx, actor, document, "signing.expire", `Expired on ${document.expires_at}`, now);
        await queueSigningEmails(trx, [staffSigningEmail("signing.expired", document, await staffAddress(trx, deps, document), { at }, deps)]);
        return 1;
      });
    } catch (error) {
      log.error("signing document not expired", { documentId: id, ...errorFields(error) });
    }
  }

  let reminded = 0;
  const cutoff = new Date(now.getTime() - AUTO_REMIND_AFTER_DAYS * 24 * HOUR_MS).toISOString();
  const waiting = await deps.db
    .selectFrom("signing_signers as s")
    .innerJoin("signing_documents as d", "d.id", "s.document_id")
    .select("d.id")
    .distinct()
    .where("d.status", "=", "sent")
    .where("d.expires_at", ">", at)
    .where("s.status", "=", "sent")
    .where((eb) => eb.or([eb.and([eb("s.reminded_at", "is", null), eb("s.sent_at", "<=", cutoff)]), eb("s.reminded_at", "<=", cutoff)]))
    .limit(JOB_BATCH)
    .execute();
  for (const { id } of waiting) {
    try {
      reminded += await deps.db.transaction().execute(async (trx) => {
        const document = await findDocument(trx, id);
        if (!document || document.status !== "sent") return 0;
        return remindDue(trx, deps, actor, document, now, AUTO_REMIND_AFTER_DAYS * 24);
      });
    } catch (error) {
      log.error("signing reminder not sent", { documentId: id, ...errorFields(error) });
    }
  }
  return { expired, reminded };
}

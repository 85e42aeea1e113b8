/**
 * Sending a draft for signature, and inviting each signing-order group in turn. A send is one
 * transaction that first moves the document from draft to sent with a conditional update, so
 * with several instances (or a double click) only one send stores its emails.
 */
import type { Transaction } from "kysely";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";
import { getSigningExpiryDays } from "../settings/signing-expiry-days.ts";
import { auditSigning, fail, findDocument, listSigners, type DocumentRow, type Failure, type SignerRow, type SigningDeps } from "./signing-context.ts";
import { invitationEmail, queueSigningEmails } from "./signing-emails.ts";
import { currentOrder, expiryFrom, hashToken, newLinkToken, type SigningLocale } from "./signing-rules.ts";

export type SendError = "not-found" | "not-draft" | "no-signers" | "signer-without-fields" | "required-field-without-signer" | "agent-not-team";

export interface SendProblem {
  error: SendError;
  /** The signers or fields concerned (their ids), so the page can point at them. */
  ids?: string[];
}

export async function sendForSignature(
  deps: SigningDeps,
  staff: Actor & { name?: string },
  documentId: string,
  now = new Date(),
): Promise<{ ok: true; expiresAt: string; invited: number } | (Failure<SendError> & { ids?: string[] })> {
  const team = await listActiveTeam(deps.db);
  return deps.db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, documentId);
    if (!document) return fail("not-found");
    if (document.status !== "draft") return fail("not-draft");
    const signers = await listSigners(trx, documentId);
    if (!signers.length) return fail("no-signers");
    const fields = await trx.selectFrom("signing_fields").select(["id", "signer_id", "required"]).where("document_id", "=", documentId).execute();
    const withoutFields = signers.filter((s) => !fields.some((f) => f.signer_id === s.id)).map((s) => s.id);
    if (withoutFields.length) return { ...fail("signer-without-fields"), ids: withoutFields };
    const orphans = fields.filter((f) => !f.signer_id && Number(f.required)).map((f) => f.id);
    if (orphans.length) return { ...fail("required-field-without-signer"), ids: orphans };
    const strangers = signers.filter((s) => s.role === "agent" && !team.some((m) => m.id === s.user_id)).map((s) => s.id);
    if (strangers.length) return { ...fail("agent-not-team"), ids: strangers };

    const days = await getSigningExpiryDays(trx);
    const expiresAt = expiryFrom(now, days).toISOString();
    const at = now.toISOString();
    const moved = await trx
      .updateTable("signing_documents")
      .set({ status: "sent", sent_at: at, sent_by: staff.id, expires_at: expiresAt, changed_at: at })
      .where("id", "=", documentId)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) return fail("not-draft");
    // An optional field nobody was given can never be filled: it is left off the document.
    await trx.deleteFrom("signing_fields").where("document_id", "=", documentId).where("signer_id", "is", null).execute();
    const sent = { ...document, status: "sent", sent_at: at, expires_at: expiresAt };
    await auditSigning(trx, staff, document, "signing.send", `${signers.length} signer${signers.length === 1 ? "" : "s"}; expires after ${days} days`, now);
    const invited = await inviteTurn(trx, deps, sent, signers, senderName(staff, team), now);
    return { ok: true as const, expiresAt, invited };
  });
}

function senderName(staff: Actor & { name?: string }, team: { id: string; name: string }[]): string {
  return staff.name || team.find((m) => m.id === staff.id)?.name || "Our team";
}

/** The name invitations give as the sender: the staff member who sent the document. */
export async function senderOf(trx: Transaction<Database>, document: Pick<DocumentRow, "sent_by">): Promise<string> {
  if (!document.sent_by) return "Our team";
  const user = await trx.selectFrom("user").select(["name", "email"]).where("id", "=", document.sent_by).executeTakeFirst();
  return user?.name || user?.email || "Our team";
}

/**
 * Invites every signer of the current signing order still waiting: a fresh link token (only its
 * digest is stored), the invitation in their language, and the audit entry. Returns how many.
 */
export async function inviteTurn(trx: Transaction<Database>, deps: SigningDeps, document: DocumentRow, signers: SignerRow[], sender: string, now: Date): Promise<number> {
  const order = currentOrder(signers);
  if (order === null) return 0;
  const due = signers.filter((s) => s.signing_order === order && s.status === "waiting");
  const at = now.toISOString();
  for (const signer of due) {
    const token = newLinkToken();
    const updated = await trx
      .updateTable("signing_signers")
      .set({ status: "sent", token_hash: hashToken(token), sent_at: at })
      .where("id", "=", signer.id)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) continue;
    await queueSigningEmails(trx, [
      invitationEmail(
        { id: document.id, reference: document.reference, title: document.title, expiresAt: document.expires_at!, senderName: sender },
        { name: signer.name, email: signer.email, locale: signer.locale as SigningLocale },
        token,
        deps,
      ),
    ]);
    await auditSigning(trx, { id: null, email: "system: signing" }, document, "signing.invite", `Signer ${signer.signing_order} (${signer.role}) invited`, now);
  }
  return due.length;
}

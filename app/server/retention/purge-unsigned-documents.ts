/**
 * Documents for signature that never became a signed record (docs/product.md#retention): drafts
 * never sent, and declined, expired or voided documents, once their last change is older than
 * RETENTION_MONTHS_UNSIGNED_DOCUMENTS (24 months by default; 0 keeps them forever). Each goes
 * with its page images, files (original, drawn signatures), signers and fields; its emails'
 * content follows at the same run (purge-email-content.ts). A sent document is never purged
 * (the scheduler expires it first), nor a completed one: it is a customer record, and the
 * issued-files ledger (hashes, reference, time) is never touched.
 */
import type { Kysely } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { SIGNING_DOCUMENT_FILE } from "../signing/signing-context.ts";
import { retentionCutoff } from "./retention.ts";

/** The statuses a document is purged in: it was never sent, or closed without being signed. */
export const PURGED_SIGNING_STATUSES = ["draft", "declined", "expired", "voided"] as const;

const BATCH = 100;

export interface UnsignedDocumentsPurge {
  documents: number;
  files: number;
  cutoff: string | null;
}

export async function purgeUnsignedDocuments(db: Kysely<Database>, months: number, options: { now?: Date; dryRun?: boolean; actor: Actor }): Promise<UnsignedDocumentsPurge> {
  const cutoff = retentionCutoff(options.now ?? new Date(), months);
  if (!cutoff) return { documents: 0, files: 0, cutoff: null };
  const before = cutoff.toISOString();
  if (options.dryRun) {
    const documents = await db.selectFrom("signing_documents").select("id").where("status", "in", PURGED_SIGNING_STATUSES).where("changed_at", "<", before).execute();
    const ids = documents.map((d) => d.id);
    let files = 0;
    for (let i = 0; i < ids.length; i += BATCH) {
      const row = await db
        .selectFrom("uploaded_files")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("owner_type", "=", SIGNING_DOCUMENT_FILE)
        .where("owner_id", "in", ids.slice(i, i + BATCH))
        .executeTakeFirstOrThrow();
      files += Number(row.n);
    }
    return { documents: ids.length, files, cutoff: before };
  }
  let documents = 0;
  let files = 0;
  // Batches, each its own transaction: a stopped run leaves whole documents, and a re-run goes on.
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const ids = (
        await trx.selectFrom("signing_documents").select("id").where("status", "in", PURGED_SIGNING_STATUSES).where("changed_at", "<", before).orderBy("changed_at").limit(BATCH).execute()
      ).map((d) => d.id);
      if (!ids.length) return { read: 0, files: 0 };
      const removedFiles = Number((await trx.deleteFrom("uploaded_files").where("owner_type", "=", SIGNING_DOCUMENT_FILE).where("owner_id", "in", ids).executeTakeFirst()).numDeletedRows);
      await trx.deleteFrom("signing_fields").where("document_id", "in", ids).execute();
      await trx.deleteFrom("signing_signers").where("document_id", "in", ids).execute();
      await trx.deleteFrom("signing_pages").where("document_id", "in", ids).execute();
      // Checked again: a draft sent since it was read is no longer past its period.
      const removed = Number((await trx.deleteFrom("signing_documents").where("id", "in", ids).where("status", "in", PURGED_SIGNING_STATUSES).where("changed_at", "<", before).executeTakeFirst()).numDeletedRows);
      if (removed !== ids.length) throw new Error("a document for signature changed while it was purged; run the purge again");
      await recordAudit(trx, options.actor, {
        action: "signing.purge",
        targetType: "signing",
        targetId: "retention",
        detail: `${removed} document${removed === 1 ? "" : "s"} never signed, last changed before ${before}, with ${removedFiles} file${removedFiles === 1 ? "" : "s"}`,
      }, options.now);
      return { read: ids.length, files: removedFiles };
    });
    documents += batch.read;
    files += batch.files;
    if (batch.read < BATCH) return { documents, files, cutoff: before };
  }
}

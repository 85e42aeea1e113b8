import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { recordAudit, VIEW_WINDOW_MINUTES, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { ENVELOPE_COLUMNS, openStoredFile } from "../uploads/stored-files.ts";
import { leadTables } from "./lead-tables.ts";

export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  data: Uint8Array<ArrayBuffer>;
}

/** A file of this record of this form, its original bytes (null when the file belongs to anything else). */
export async function getLeadFile(db: Kysely<Database>, fileKeys: FileKeyring, form: LeadForm, recordId: string, fileId: string): Promise<StoredFile | null> {
  const owner = leadTables[form].fileOwner;
  if (!owner) return null;
  const row = await db
    .selectFrom("uploaded_files")
    .select(["id", "file_name", "content_type", "data", ...ENVELOPE_COLUMNS])
    .where("id", "=", fileId)
    .where("owner_type", "=", owner)
    .where("owner_id", "=", recordId)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, fileName: row.file_name, contentType: row.content_type, data: openStoredFile(fileKeys, row) };
}

/**
 * Audits a file handed out: every download, and previews once per person, file and
 * VIEW_WINDOW_MINUTES (a record's page loads its thumbnails each time it is opened).
 */
export async function recordFileAccess(
  db: Kysely<Database>,
  actor: Actor,
  target: { form: LeadForm; recordId: string; auditLabel: string },
  fileName: string,
  mode: "download" | "preview",
  now = new Date(),
): Promise<void> {
  const entry = { action: mode === "download" ? "file.download" : "file.preview", targetType: target.form, targetId: target.recordId, targetLabel: target.auditLabel, detail: fileName } as const;
  if (mode === "preview") {
    const since = new Date(now.getTime() - VIEW_WINDOW_MINUTES * 60_000).toISOString();
    const recent = await db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", entry.action)
      .where("target_type", "=", entry.targetType)
      .where("target_id", "=", entry.targetId)
      .where("actor_email", "=", actor.email)
      .where("detail", "=", fileName)
      .where("created_at", ">=", since)
      .limit(1)
      .executeTakeFirst();
    if (recent) return;
  }
  await recordAudit(db, actor, entry, now);
}

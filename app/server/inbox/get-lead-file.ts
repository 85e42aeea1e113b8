import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import type { Database } from "../db/schema.ts";
import { leadTables } from "./lead-tables.ts";

export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  data: Uint8Array<ArrayBuffer>;
}

/** A file of this record of this form (null when the file belongs to anything else). */
export async function getLeadFile(db: Kysely<Database>, form: LeadForm, recordId: string, fileId: string): Promise<StoredFile | null> {
  const owner = leadTables[form].fileOwner;
  if (!owner) return null;
  const row = await db
    .selectFrom("uploaded_files")
    .select(["id", "file_name", "content_type", "data"])
    .where("id", "=", fileId)
    .where("owner_type", "=", owner)
    .where("owner_id", "=", recordId)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, fileName: row.file_name, contentType: row.content_type, data: new Uint8Array(row.data) };
}

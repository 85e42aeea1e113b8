/**
 * The uploaded files kept between a preview and its commit (book_imports, migration 0015).
 * An upload is stored as text with who sent it; committing it clears the text (its rows are
 * then in customers and policies) and keeps the result; uploads never committed are removed
 * after UNCOMMITTED_IMPORT_DAYS by `npm run purge`.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ImportResult } from "./commit-book-import.ts";

/** An upload nobody committed is removed after this many days (it holds customers' personal data). */
export const UNCOMMITTED_IMPORT_DAYS = 7;

export interface StoredImport {
  id: string;
  fileName: string;
  sizeBytes: number;
  csvText: string;
  uploadedBy: string;
  createdAt: string;
  committedAt: string | null;
  result: ImportResult | null;
}

export async function storeBookImport(db: Kysely<Database>, upload: { fileName: string; csvText: string; sizeBytes: number; uploadedBy: string }, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("book_imports")
    .values({
      id,
      file_name: upload.fileName,
      size_bytes: upload.sizeBytes,
      csv_text: upload.csvText,
      uploaded_by: upload.uploadedBy,
      created_at: now.toISOString(),
      committed_at: null,
      committed_by: null,
      result_json: null,
    })
    .execute();
  return id;
}

export async function getBookImport(db: Kysely<Database>, id: string): Promise<StoredImport | null> {
  const row = await db.selectFrom("book_imports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    fileName: row.file_name,
    sizeBytes: Number(row.size_bytes),
    csvText: row.csv_text,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
    committedAt: row.committed_at,
    result: row.result_json ? (JSON.parse(row.result_json) as ImportResult) : null,
  };
}

/** Removes uploads older than UNCOMMITTED_IMPORT_DAYS that were never committed; returns how many (or would, with dryRun). */
export async function purgeUncommittedImports(db: Kysely<Database>, { now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCOMMITTED_IMPORT_DAYS * 86_400_000).toISOString();
  if (dryRun) {
    const { n } = await db
      .selectFrom("book_imports")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("committed_at", "is", null)
      .where("created_at", "<", cutoff)
      .executeTakeFirstOrThrow();
    return Number(n);
  }
  const result = await db.deleteFrom("book_imports").where("committed_at", "is", null).where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

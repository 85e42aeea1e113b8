/**
 * What the import page shows for an uploaded file: its preview (what committing would do,
 * computed now against the stored book), or, once committed, the commit's result.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getBookImport } from "./book-imports.ts";
import type { ImportResult } from "./commit-book-import.ts";
import type { RowError } from "./map-row.ts";
import { planBookImport, previewRows, type ImportCounts, type PreviewRow } from "./plan-book-import.ts";

/** Row problems listed on the preview (the rest are counted). */
export const PREVIEW_ERRORS = 200;
/** Rows shown as they will be imported. */
export const PREVIEW_ROWS = 10;

interface ImportFile {
  id: string;
  fileName: string;
  sizeBytes: number;
  createdAt: string;
}

export type OpenedImport =
  | { state: "missing" }
  | { state: "unreadable"; file: ImportFile; message: string }
  | {
      state: "preview";
      file: ImportFile;
      counts: ImportCounts;
      errors: RowError[];
      errorCount: number;
      ignoredHeaders: string[];
      rows: PreviewRow[];
    }
  | { state: "committed"; file: ImportFile; committedAt: string; result: ImportResult | null };

export async function openBookImport(db: Kysely<Database>, id: string): Promise<OpenedImport> {
  const stored = await getBookImport(db, id);
  if (!stored) return { state: "missing" };
  const file = { id: stored.id, fileName: stored.fileName, sizeBytes: stored.sizeBytes, createdAt: stored.createdAt };
  if (stored.committedAt) return { state: "committed", file, committedAt: stored.committedAt, result: stored.result };
  const plan = await planBookImport(db, stored.csvText);
  if (!plan.ok) return { state: "unreadable", file, message: plan.message };
  return {
    state: "preview",
    file,
    counts: plan.counts,
    errors: plan.errors.slice(0, PREVIEW_ERRORS),
    errorCount: plan.errors.length,
    ignoredHeaders: plan.ignoredHeaders,
    rows: previewRows(plan, PREVIEW_ROWS),
  };
}

import type { Kysely } from "kysely";

/**
 * The book import (docs/import.md, docs/product.md#book-import): an uploaded CSV file is kept
 * between its preview and its commit, with who uploaded it and when. A commit is recorded on
 * the row (once: a second commit of the same file is refused) and the file's text is then
 * cleared, since its rows now live in customers and policies; `npm run purge` removes uploads
 * never committed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("book_imports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("csv_text", "text", (c) => c.notNull()) // "" once committed
    .addColumn("uploaded_by", "text", (c) => c.notNull()) // user.id
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("committed_at", "text")
    .addColumn("committed_by", "text")
    .addColumn("result_json", "text") // the commit's counts and skipped rows
    .execute();
  await db.schema.createIndex("book_imports_created_idx").on("book_imports").columns(["committed_at", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("book_imports").execute();
}

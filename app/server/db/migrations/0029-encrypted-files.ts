import type { Kysely } from "kysely";

/**
 * Uploaded files encrypted at rest (docs/decisions/017-files-encrypted-at-rest.md): each row
 * records how its `data` is encrypted (app/server/uploads/file-encryption.ts). All null: the
 * bytes are still plain, as every row stored before this migration is. A migration has no
 * key, so it only adds the columns; the server at start (and `npm run db:migrate`,
 * `npm run keys:rotate`) encrypts the plain rows in batches (app/server/uploads/stored-files.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("uploaded_files").addColumn("envelope_version", "integer").execute();
  for (const column of ["key_id", "wrapped_key", "iv", "auth_tag"]) {
    await db.schema.alterTable("uploaded_files").addColumn(column, "text").execute();
  }
  // Rotation and the start-up check ask which rows are under which key (and which are still plain).
  await db.schema.createIndex("uploaded_files_key_id").on("uploaded_files").columns(["key_id", "id"]).execute();
}

/** Going back leaves the bytes as they are: rows encrypted meanwhile cannot be read by the older code. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("uploaded_files_key_id").execute();
  for (const column of ["auth_tag", "iv", "wrapped_key", "key_id", "envelope_version"]) {
    await db.schema.alterTable("uploaded_files").dropColumn(column).execute();
  }
}

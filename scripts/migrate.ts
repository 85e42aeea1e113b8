/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL (default ./data/app.db),
 * then encrypts the uploaded files still stored plain (those from before migration 0029) with
 * the agency's file key, to the end (the server does the same in the background at start).
 */
import { openDatabase, resolveDatabaseUrl } from "../app/server/db/connection.ts";
import { migrateToLatest } from "../app/server/db/migrate.ts";
import { parseEnv } from "../app/server/env.ts";
import { encryptPlainFiles, fileKeyIdsInUse } from "../app/server/uploads/file-key-passes.ts";
import { loadFileKeys } from "../app/server/uploads/file-keys.ts";

const env = parseEnv(process.env);
const database = openDatabase(resolveDatabaseUrl(env.DATABASE_URL));
try {
  const result = await migrateToLatest(database.db);
  const applied = result.results ?? [];
  console.log(applied.length ? applied.map((r) => `applied ${r.migrationName}`).join("\n") : "database is up to date");
  const fileKeys = loadFileKeys(env, await fileKeyIdsInUse(database.db));
  const encrypted = await encryptPlainFiles(database.db, fileKeys);
  if (encrypted) console.log(`encrypted ${encrypted} uploaded file${encrypted === 1 ? "" : "s"} stored before encryption`);
} finally {
  await database.close();
}

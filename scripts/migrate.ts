/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (default ./data/app.db). */
import { openDatabase, resolveDatabaseUrl } from "../app/server/db/connection.ts";
import { migrateToLatest } from "../app/server/db/migrate.ts";
import { parseEnv } from "../app/server/env.ts";

const database = openDatabase(resolveDatabaseUrl(parseEnv(process.env).DATABASE_URL));
try {
  const result = await migrateToLatest(database.db);
  const applied = result.results ?? [];
  console.log(applied.length ? applied.map((r) => `applied ${r.migrationName}`).join("\n") : "database is up to date");
} finally {
  await database.close();
}

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (default ./data/app.db). */
import { closeAppDatabase, getAppDatabase } from "../app/server/db/index.ts";
import { migrateToLatest } from "../app/server/db/migrate.ts";

const database = getAppDatabase();
const result = await migrateToLatest(database.db);
const applied = result.results ?? [];
console.log(applied.length ? applied.map((r) => `applied ${r.migrationName}`).join("\n") : "database is up to date");
await closeAppDatabase();

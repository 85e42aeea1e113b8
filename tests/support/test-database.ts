/**
 * A fresh, migrated database for one test file, on either engine. Integration
 * suites run once per engine: `describe.each(engines)(…)`.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type AppDatabase, type DatabaseEngine } from "../../app/server/db/connection.ts";
import { migrateToLatest } from "../../app/server/db/migrate.ts";

export interface TestDatabase extends AppDatabase {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
  /** The SQLite file (its -wal beside it); undefined on PostgreSQL. */
  sqlitePath?: string;
  /** Where it is (the SQLite file or the PostgreSQL URL): a second connection, as another instance would open. */
  location: { engine: DatabaseEngine; target: string };
}

/** The engines this run can test: SQLite always, PostgreSQL when a server was started. */
export function testEngines(): DatabaseEngine[] {
  return inject("postgresUrl") ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function createTestDatabase(engine: DatabaseEngine): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "agency-sqlite-"));
    const sqlitePath = join(dir, "test.db");
    const database = openDatabase({ engine: "sqlite", target: sqlitePath });
    await migrateToLatest(database.db);
    return {
      ...database,
      sqlitePath,
      location: { engine, target: sqlitePath },
      async destroy() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ engine: "postgres", target: url.toString() });
  await migrateToLatest(database.db);
  return {
    ...database,
    location: { engine, target: url.toString() },
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

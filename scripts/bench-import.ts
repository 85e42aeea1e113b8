/**
 * `npm run bench:import`: how long the book import takes for a realistic file.
 *
 *   npm run bench:import -- [--rows 5000]
 *   DATABASE_URL=postgres://… npm run bench:import
 *
 * Generates a fake book (app/server/book-import/demo-book.ts) of --rows rows, then times, as
 * the import page does them: the upload (the CSV check, reading the file, keeping it), the
 * preview, the commit (one transaction), and the same file committed again (every row an
 * update). It also reports the longest event-loop delay during each commit: on SQLite the work
 * yields between batches so other requests are served. The target is a commit under 30 seconds.
 *
 * The database: with DATABASE_URL set to PostgreSQL, a throwaway database created on that
 * server (and dropped afterwards); otherwise a temporary SQLite file. Nothing is written to the
 * configured database itself. Runs under plain Node (type stripping).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { createRequire } from "node:module";
import type pg from "pg";
import type { Kysely } from "kysely";
import { storeBookImport } from "../app/server/book-import/book-imports.ts";
import { commitBookImport } from "../app/server/book-import/commit-book-import.ts";
import { demoBookCsv, demoBookRows } from "../app/server/book-import/demo-book.ts";
import { openBookImport } from "../app/server/book-import/open-book-import.ts";
import { mapHeader } from "../app/server/book-import/columns.ts";
import { readCsv } from "../app/server/book-import/read-csv.ts";
import { checkCsvFile } from "../app/server/book-import/upload-book-import.ts";
import { openDatabase, resolveDatabaseUrl, type AppDatabase } from "../app/server/db/connection.ts";
import { migrateToLatest } from "../app/server/db/migrate.ts";
import type { Database } from "../app/server/db/schema.ts";

const TARGET_SECONDS = 30;
const STAFF = 4;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** A scratch database on the configured engine, removed by `dispose`. */
async function scratchDatabase(): Promise<{ database: AppDatabase; label: string; dispose(): Promise<void> }> {
  const location = resolveDatabaseUrl(process.env.DATABASE_URL);
  if (location.engine === "postgres") {
    const { Client } = createRequire(import.meta.url)("pg") as typeof pg;
    const name = `bench_import_${randomBytes(4).toString("hex")}`;
    const admin = new Client({ connectionString: location.target });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(location.target);
    url.pathname = `/${name}`;
    const database = openDatabase({ engine: "postgres", target: url.toString() });
    return {
      database,
      label: `PostgreSQL (throwaway database ${name} on ${url.host})`,
      async dispose() {
        await database.close();
        const cleanup = new Client({ connectionString: location.target });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-import-"));
  const database = openDatabase({ engine: "sqlite", target: join(dir, "bench.db") });
  return {
    database,
    label: `SQLite (temporary file in ${dir})`,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function addTeam(db: Kysely<Database>): Promise<{ adminId: string; emails: string[] }> {
  const now = new Date();
  const people = Array.from({ length: STAFF + 1 }, (_, i) => ({
    id: randomUUID(),
    name: i === 0 ? "Bench Admin" : `Bench Staff ${i}`,
    email: i === 0 ? "bench.admin@example.com" : `bench.staff${i}@example.com`,
    email_verified: true,
    role: i === 0 ? "admin" : "staff",
    disabled: false,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto("user").values(people).execute();
  return { adminId: people[0]!.id, emails: people.slice(1).map((p) => p.email) };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number; maxLoopDelayMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  const value = await work();
  const seconds = (performance.now() - start) / 1000;
  delay.disable();
  return { value, seconds, maxLoopDelayMs: delay.max / 1e6 };
}

async function main(): Promise<number> {
  const rowsWanted = option("rows", 5000);
  const scratch = await scratchDatabase();
  try {
    const { db } = scratch.database;
    await migrateToLatest(db);
    const team = await addTeam(db);
    const actor = { id: team.adminId, email: "bench.admin@example.com" };
    // About two policies per customer: generate enough customers, keep the first rowsWanted rows.
    const rows = demoBookRows({ customers: Math.ceil(rowsWanted / 1.5), seed: 2026, assignedTo: team.emails }).slice(0, rowsWanted);
    const csv = demoBookCsv(rows);
    const bytes = new TextEncoder().encode(csv);
    console.log(`Book import benchmark on ${scratch.label}`);
    console.log(`File: ${rows.length.toLocaleString("en-US")} rows, ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB\n`);

    const upload = async () => {
      const check = checkCsvFile("book.csv", bytes);
      if (!check.ok) throw new Error(check.message);
      const read = await readCsv(check.text);
      if (!read.ok || !mapHeader(read.header).ok) throw new Error("the demo book did not read");
      return storeBookImport(db, { fileName: "book.csv", csvText: check.text, sizeBytes: bytes.byteLength, uploadedBy: actor.id });
    };
    const report = (step: string, run: { seconds: number; maxLoopDelayMs: number }, extra = "") =>
      console.log(`${step.padEnd(26)} ${run.seconds.toFixed(2).padStart(7)} s   longest event-loop delay ${run.maxLoopDelayMs.toFixed(0).padStart(5)} ms${extra}`);

    const results: number[] = [];
    for (const pass of ["first import", "same file again"] as const) {
      const uploaded = await timed(upload);
      report(`upload (${pass})`, uploaded);
      const preview = await timed(() => openBookImport(db, uploaded.value));
      const counts = preview.value.state === "preview" ? preview.value.counts : null;
      report(`preview (${pass})`, preview, counts ? `   ${counts.newPolicies} new / ${counts.updatedPolicies} updated policies, ${counts.rowsWithErrors} rows with errors` : "");
      const commit = await timed(() => commitBookImport(db, actor, uploaded.value));
      if (!commit.value.ok) throw new Error(commit.value.message);
      report(`commit (${pass})`, commit, `   ${commit.seconds < TARGET_SECONDS ? "PASS" : "FAIL"} (target < ${TARGET_SECONDS} s)`);
      results.push(commit.seconds);
    }
    const counted = async (table: "customers" | "policies" | "policy_vehicles" | "policy_drivers") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    console.log(
      `\nStored: ${await counted("customers")} customers, ${await counted("policies")} policies, ${await counted("policy_vehicles")} vehicles, ${await counted("policy_drivers")} drivers`,
    );
    return results.every((s) => s < TARGET_SECONDS) ? 0 : 1;
  } finally {
    await scratch.dispose();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

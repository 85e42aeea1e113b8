/**
 * Uploaded files encrypted at rest, on both engines (docs/decisions/017-files-encrypted-at-rest.md):
 * a marker inside an uploaded PDF is nowhere in the database's bytes (the SQLite file and its
 * WAL; the column on PostgreSQL), downloads and the privacy archive give back the exact
 * original, a changed byte fails authentication, `keys:rotate`'s pass re-wraps every data key
 * without touching the bytes (and resumes when stopped), and rows stored plain before
 * migration 0029 are encrypted by the start-up pass, in resumable batches.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { systemActor } from "../../app/server/audit/record-audit.ts";
import { exportPersonData } from "../../app/server/compliance/export-person-data.ts";
import { openDatabase, type AppDatabase, type DatabaseEngine } from "../../app/server/db/connection.ts";
import { migrateToLatest, migrations } from "../../app/server/db/migrate.ts";
import type { Database } from "../../app/server/db/schema.ts";
import { getLeadFile } from "../../app/server/inbox/get-lead-file.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { inMemoryFile } from "../../app/server/uploads/check-upload.ts";
import { FileDecryptionError, keyringOf, newAgencyKey, type FileKeyring } from "../../app/server/uploads/file-encryption.ts";
import { countPlainFiles, encryptPlainFiles, fileKeyIdsInUse, rewrapFileKeys } from "../../app/server/uploads/file-key-passes.ts";
import { openStoredFile } from "../../app/server/uploads/stored-files.ts";
import { claimInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const MARKER = "MARKER-7f3a-the-insured-statement";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A PDF with the marker in it, large enough to be stored in overflow pages (as real uploads are). */
function pdfWithMarker(n: number): Buffer {
  return Buffer.concat([Buffer.from(`%PDF-1.7\n% ${MARKER} file ${n}\n`, "latin1"), Buffer.alloc(96 * 1024, `stream ${n} `), Buffer.from("\n%%EOF\n", "latin1")]);
}

/** Whether the marker is anywhere in what the database stores: the SQLite file and its WAL, or every file row's raw column on PostgreSQL. */
async function databaseHoldsMarker(database: AppDatabase & { sqlitePath?: string }): Promise<boolean> {
  if (database.engine === "sqlite") {
    const path = database.sqlitePath!;
    return [path, `${path}-wal`].some((file) => existsSync(file) && readFileSync(file).includes(MARKER));
  }
  const rows = await database.db.selectFrom("uploaded_files").select("data").execute();
  const { n } = await sql<{ n: string }>`select count(*) as n from uploaded_files where position(convert_to(${MARKER}, 'UTF8') in data) > 0`.execute(database.db).then((r) => r.rows[0]!);
  return Number(n) > 0 || rows.some((r) => Buffer.from(r.data).includes(MARKER));
}

/** A database migrated up to `last` only (an install from before a migration), on either engine. */
async function databaseMigratedTo(engine: DatabaseEngine, last: string): Promise<AppDatabase & { sqlitePath?: string; destroy(): Promise<void> }> {
  const migrateTo = async (db: Kysely<Database>) => {
    const result = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(last);
    if (result.error) throw result.error;
  };
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "agency-plain-files-"));
    const sqlitePath = join(dir, "old.db");
    const database = openDatabase({ engine, target: sqlitePath });
    await migrateTo(database.db);
    return { ...database, sqlitePath, destroy: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const serverUrl = inject("postgresUrl");
  const name = `plain_files_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ engine, target: url.toString() });
  await migrateTo(database.db);
  return {
    ...database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe.each(testEngines())("uploaded files encrypted at rest on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const keyA = newAgencyKey();
  const keyB = newAgencyKey();
  const keysA = keyringOf(keyA);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const fileClaim = async (email: string, files: Buffer[], fileKeys: FileKeyring = keysA) => {
    const attachments = files.map((bytes, i) => inMemoryFile(`statement-${i}.pdf`, "application/pdf", new Uint8Array(bytes)));
    const { id } = await submitClaim(db(), claimInput(email), attachments, { agency: defaultAgency, publicUrl: "https://agency.test", fileKeys });
    const rows = await db().selectFrom("uploaded_files").selectAll().where("owner_id", "=", id).orderBy("file_name").execute();
    return { id, rows };
  };
  const checkpoint = () => (engine === "sqlite" ? sql`pragma wal_checkpoint(TRUNCATE)`.execute(db()) : Promise.resolve());

  it("stores an uploaded PDF encrypted: its marker is nowhere in the database, and the download is the exact original", async () => {
    const original = pdfWithMarker(1);
    const { id, rows } = await fileClaim("marker@example.com", [original]);
    const row = rows[0]!;
    expect(row).toMatchObject({ envelope_version: 1, key_id: keyA.id, size_bytes: original.byteLength, sha256: sha256(original) });
    expect(Buffer.from(row.data).equals(original)).toBe(false);
    await checkpoint();
    expect(await databaseHoldsMarker(database)).toBe(false);

    const download = await getLeadFile(db(), keysA, "claims", id, row.id);
    expect(Buffer.from(download!.data).equals(original)).toBe(true);
    expect(sha256(download!.data)).toBe(row.sha256);
  });

  it("puts the original bytes in the privacy archive", async () => {
    const original = pdfWithMarker(2);
    const { rows } = await fileClaim("archive@example.com", [original]);
    const archive = await exportPersonData(db(), keysA, systemActor("test"), { emails: ["archive@example.com"], phones: [] }, defaultAgency.name);
    const entries = unzipSync(new Uint8Array(await new Response(archive!.stream).arrayBuffer()));
    const file = Object.entries(entries).find(([path]) => path.startsWith(`files/${rows[0]!.id.slice(0, 8)}`));
    expect(file && Buffer.from(file[1]).equals(original)).toBe(true);
  });

  it("fails authentication with an error, never garbage, when one stored byte is changed", async () => {
    const { id, rows } = await fileClaim("tampered@example.com", [pdfWithMarker(3)]);
    const row = rows[0]!;
    const changed = Buffer.from(row.data);
    changed[100]! ^= 0x01;
    await db().updateTable("uploaded_files").set({ data: changed }).where("id", "=", row.id).execute();
    await expect(getLeadFile(db(), keysA, "claims", id, row.id)).rejects.toThrow(FileDecryptionError);
    await expect(getLeadFile(db(), keysA, "claims", id, row.id)).rejects.toThrow(/authentication failed/);
    // Another row's envelope on these bytes fails the same way.
    const other = (await fileClaim("other@example.com", [pdfWithMarker(4)])).rows[0]!;
    await db().updateTable("uploaded_files").set({ data: other.data, wrapped_key: other.wrapped_key, iv: other.iv, auth_tag: other.auth_tag }).where("id", "=", row.id).execute();
    await expect(getLeadFile(db(), keysA, "claims", id, row.id)).rejects.toThrow(FileDecryptionError);
    await db().deleteFrom("uploaded_files").where("id", "=", row.id).execute();
  });

  it("re-wraps every data key under a new agency key without touching the bytes, resumes when stopped, and the files still open", async () => {
    const originals = [5, 6, 7, 8, 9].map(pdfWithMarker);
    const { id } = await fileClaim("rotation@example.com", originals);
    const before = await db().selectFrom("uploaded_files").select(["id", "data", "iv", "auth_tag", "key_id"]).orderBy("id").execute();
    expect(new Set(before.map((r) => r.key_id))).toEqual(new Set([keyA.id]));

    const rotating = keyringOf(keyB, [keyA]);
    const stop = new AbortController();
    const partial = await rewrapFileKeys(db(), rotating, { batchSize: 2, signal: stop.signal, onProgress: () => stop.abort() });
    expect(partial.rewrapped).toBe(2);
    expect((await fileKeyIdsInUse(db())).sort()).toEqual([keyA.id, keyB.id].sort());

    const rest = await rewrapFileKeys(db(), rotating, { batchSize: 2 });
    expect(rest).toEqual({ rewrapped: before.length - 2, unopenable: 0 });
    expect(await fileKeyIdsInUse(db())).toEqual([keyB.id]);
    expect(await rewrapFileKeys(db(), rotating)).toEqual({ rewrapped: 0, unopenable: 0 });

    const after = await db().selectFrom("uploaded_files").select(["id", "data", "iv", "auth_tag"]).orderBy("id").execute();
    expect(after.map((r) => [r.id, sha256(r.data), r.iv, r.auth_tag])).toEqual(before.map((r) => [r.id, sha256(r.data), r.iv, r.auth_tag]));

    const files = await db().selectFrom("uploaded_files").select(["id", "file_name"]).where("owner_id", "=", id).orderBy("file_name").execute();
    for (const [i, file] of files.entries()) {
      const opened = await getLeadFile(db(), keyringOf(keyB), "claims", id, file.id);
      expect(Buffer.from(opened!.data).equals(originals[i]!)).toBe(true);
    }
    await expect(getLeadFile(db(), keysA, "claims", id, files[0]!.id)).rejects.toThrow(new RegExp(`key ${keyB.id} is not in the keyring`));
    // A keyring without a file's key leaves that file alone and counts it.
    const fresh = (await fileClaim("after-rotation@example.com", [pdfWithMarker(10)], keysA)).rows[0]!;
    expect(await rewrapFileKeys(db(), keyringOf(newAgencyKey(), [keyB]))).toEqual({ rewrapped: before.length, unopenable: 1 });
    expect((await db().selectFrom("uploaded_files").select("key_id").where("id", "=", fresh.id).executeTakeFirstOrThrow()).key_id).toBe(keyA.id);
  });

  describe("a book stored before encryption (migration 0029)", () => {
    let old: Awaited<ReturnType<typeof databaseMigratedTo>>;
    const originals = [11, 12, 13, 14, 15].map(pdfWithMarker);
    const ids = originals.map(() => randomUUID());

    beforeAll(async () => {
      old = await databaseMigratedTo(engine, "0028-blog-publishing");
      // The rows as the code before 0029 wrote them: the bytes as received.
      for (const [i, bytes] of originals.entries()) {
        await (old.db as Kysely<any>)
          .insertInto("uploaded_files")
          .values({ id: ids[i], owner_type: "claim", owner_id: randomUUID(), purpose: "attachment", file_name: `old-${i}.pdf`, content_type: "application/pdf", size_bytes: bytes.byteLength, sha256: sha256(bytes), data: bytes, created_at: new Date().toISOString() })
          .execute();
      }
      await migrateToLatest(old.db);
    });
    afterAll(async () => {
      await old?.destroy();
    });

    it("opens the plain rows as they are until encrypted, then encrypts them in batches, resuming where it stopped", async () => {
      expect(await countPlainFiles(old.db)).toBe(originals.length);
      if (engine === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(old.db);
      expect(await databaseHoldsMarker(old), "the check finds plain bytes where they are").toBe(true);
      const plainRow = await old.db.selectFrom("uploaded_files").selectAll().where("id", "=", ids[0]!).executeTakeFirstOrThrow();
      expect(Buffer.from(openStoredFile(keysA, plainRow)).equals(originals[0]!)).toBe(true);

      const stop = new AbortController();
      expect(await encryptPlainFiles(old.db, keysA, { batchSize: 2, signal: stop.signal, onProgress: () => stop.abort() })).toBe(2);
      expect(await countPlainFiles(old.db)).toBe(originals.length - 2);
      expect(await encryptPlainFiles(old.db, keysA, { batchSize: 2 })).toBe(originals.length - 2);
      expect(await countPlainFiles(old.db)).toBe(0);
      expect(await encryptPlainFiles(old.db, keysA)).toBe(0);
      expect(await fileKeyIdsInUse(old.db)).toEqual([keyA.id]);

      for (const [i, id] of ids.entries()) {
        const row = await old.db.selectFrom("uploaded_files").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
        expect(row.envelope_version).toBe(1);
        const opened = openStoredFile(keysA, row);
        expect(Buffer.from(opened).equals(originals[i]!)).toBe(true);
        expect(sha256(opened)).toBe(row.sha256);
      }
      // The plain bytes are gone from the database itself: the replaced pages were zeroed and the WAL truncated.
      expect(await databaseHoldsMarker(old)).toBe(false);
    });
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteFile } from "./sqlite-dialect.ts";
import { backupSqlite, BackupError, isDatabaseInUse, restoreSqlite } from "./sqlite-backup.ts";

let dir: string;
let dbPath: string;

/** A database shaped enough like ours: the migration table and a submission table. */
function createDatabase(path: string): void {
  const db = openSqliteFile(path);
  db.exec("create table kysely_migration (name text primary key, timestamp text)");
  db.exec("create table quote_requests (id text primary key, email text not null)");
  db.exec("create table uploaded_files (id text primary key, data blob not null)");
  db.prepare("insert into quote_requests values (?, ?)").run("q1", "first@example.com");
  db.prepare("insert into uploaded_files values (?, ?)").run("f1", new Uint8Array([1, 2, 3]));
  db.close();
}

function emails(path: string): string[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return (db.prepare("select email from quote_requests order by email").all() as { email: string }[]).map((r) => r.email);
  } finally {
    db.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "sqlite-backup-"));
  mkdirSync(join(dir, "data"));
  dbPath = join(dir, "data", "app.db");
  createDatabase(dbPath);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("backupSqlite / restoreSqlite", () => {
  it("backs up a database in use, with the auth secret, and restores it", () => {
    const secret = join(dir, "data", "auth-secret");
    writeFileSync(secret, "s".repeat(48), { mode: 0o600 });
    const live = openSqliteFile(dbPath); // the "server" keeps it open and writes during the backup
    live.prepare("insert into quote_requests values (?, ?)").run("q2", "second@example.com");
    const result = backupSqlite(dbPath, join(dir, "backups"), { authSecretFile: secret });
    expect(result.authSecretIncluded).toBe(true);
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    live.prepare("insert into quote_requests values (?, ?)").run("q3", "later@example.com");

    expect(isDatabaseInUse(dbPath)).toBe(true);
    expect(() => restoreSqlite(result.file, dbPath, { authSecretFile: secret })).toThrow(BackupError);
    live.close();
    expect(isDatabaseInUse(dbPath)).toBe(false);

    rmSync(secret);
    const restored = restoreSqlite(result.file, dbPath, { authSecretFile: secret });
    expect(emails(dbPath)).toEqual(["first@example.com", "second@example.com"]);
    expect(emails(restored.previous!)).toEqual(["first@example.com", "later@example.com", "second@example.com"]);
    expect(readFileSync(secret, "utf8")).toBe("s".repeat(48));
    expect(statSync(secret).mode & 0o777).toBe(0o600);
    const restoredDb = new DatabaseSync(dbPath, { readOnly: true });
    expect(restoredDb.prepare("select name from sqlite_master where name = '_backup_files'").all()).toEqual([]);
    restoredDb.close();
  });

  it("refuses a damaged file and a database that is not ours", () => {
    const junk = join(dir, "junk.sqlite");
    writeFileSync(junk, Buffer.alloc(4096, 7));
    expect(() => restoreSqlite(junk, dbPath)).toThrow(/not a readable SQLite database/);
    const other = join(dir, "other.sqlite");
    const db = new DatabaseSync(other);
    db.exec("create table t (x)");
    db.close();
    expect(() => restoreSqlite(other, dbPath)).toThrow(/not a backup of this site/);
    expect(emails(dbPath)).toEqual(["first@example.com"]);
  });

  it("keeps only the newest BACKUP_KEEP backups", () => {
    const backups = join(dir, "backups");
    for (let i = 0; i < 4; i++) backupSqlite(dbPath, backups, { keep: 2, now: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) });
    const last = backupSqlite(dbPath, backups, { keep: 2, now: new Date(Date.UTC(2026, 0, 1, 0, 0, 9)) });
    expect(last.removedOld).toEqual(["app-2026-01-01T00-00-02-000Z.sqlite"]);
  });
});

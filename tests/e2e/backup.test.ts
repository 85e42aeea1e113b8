/**
 * `npm run backup` / `npm run restore` round trip on the built server (docs/product.md#quality-bar): a
 * backup taken while the server runs and takes submissions (online, consistent, files
 * and the auth secret included), more data after it, a restore (refused while the
 * server runs), a restart: the data from before the backup is back with its file, the
 * later data is gone, and a session from before the backup still signs in (the secret
 * came back with the database). Uploaded files are in the backup encrypted, their key is
 * not: it is kept apart, and opens the restored files.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createAccount, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { PNG, query, sameOrigin, signInCookie, validLeadBody, type LeadFormKey } from "../support/site-requests.ts";
import { STORED_FILE_SQL, storedBytes } from "../support/file-keys.ts";

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "agency-backup-"));
const databasePath = join(dir, "data", "app.db");
const authSecretFile = join(dir, "data", "auth-secret");
const fileKeyFile = join(dir, "data", "file-encryption-key");
const backupDir = join(dir, "backups");
const env = { DATABASE_URL: `file:${databasePath}`, AUTH_SECRET_FILE: authSecretFile, FILE_ENCRYPTION_KEY_FILE: fileKeyFile, FORM_RATE_LIMIT_PER_HOUR: "100000" };
const servers: AppServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<AppServer> {
  const server = await startAppServer(env);
  servers.push(server);
  rmSync(dirname(server.databasePath), { recursive: true, force: true }); // its own folder is unused here
  return server;
}

async function submit(server: AppServer, form: LeadFormKey, email: string): Promise<void> {
  const paths: Record<LeadFormKey, string> = { quote: "/quote", claim: "/submit-claim", careers: "/careers", "pay-per-mile": "/just-insurance", contact: "/contact", "coverage-review": "/coverage-review" };
  const response = await fetch(server.url + paths[form], { method: "POST", body: validLeadBody(form, email), headers: sameOrigin(server), redirect: "manual" });
  expect(response.status, `${form} ${email}`).toBe(303);
}

/** Runs an npm script's file the way `npm run <name>` does (node, .env ignored here). */
async function npmScript(script: "backup" | "restore", ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${script}.ts`, ...args], {
      env: { ...process.env, ...env, BACKUP_DIR: backupDir, BETTER_AUTH_SECRET: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const emailsIn = (table: string) => query<{ email: string }>(databasePath, `select email from ${table}`).map((r) => r.email);

describe("npm run backup / npm run restore", () => {
  it("backs up online, restores after a stop, and brings back exactly the data from before the backup", async () => {
    let server = await start();
    const admin = uniqueEmail("backup-admin");
    await createAccount(server, { email: admin, role: "admin" });
    const cookie = await signInCookie(server, admin);
    const before = uniqueEmail("before-backup");
    const claimBefore = uniqueEmail("claim-before-backup");
    await submit(server, "quote", before);
    await submit(server, "claim", claimBefore);
    const secret = readFileSync(authSecretFile);

    // The backup runs while visitors keep submitting: it must not wait for them or block them.
    let streaming = true;
    let streamed = 0;
    const stream = (async () => {
      while (streaming) {
        await submit(server, "pay-per-mile", uniqueEmail("during-backup"));
        streamed += 1;
      }
    })();
    const backup = await npmScript("backup");
    streaming = false;
    await stream;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/integrity ok, auth secret included/);
    expect(backup.stdout).toMatch(/uploaded files are in it encrypted; their key is not/);
    const file = /backup: (\S+\.sqlite) /.exec(backup.stdout)?.[1];
    expect(file && existsSync(file)).toBe(true);
    // The file key is deliberately not in the backup: a stolen backup opens no file.
    expect(query<{ name: string }>(file!, "select name from _backup_files").map((r) => r.name)).toEqual(["auth-secret"]);
    expect(readFileSync(file!).includes(readFileSync(fileKeyFile, "utf8").split("\n").find((l) => l && !l.startsWith("#"))!.split(" ")[1]!)).toBe(false);
    expect(statSync(file!).mode & 0o777, "the backup holds the auth secret: private").toBe(0o600);
    expect(streamed, "submissions answered while the backup ran").toBeGreaterThan(0);

    const after = uniqueEmail("after-backup");
    await submit(server, "quote", after);
    expect(emailsIn("quote_requests")).toEqual(expect.arrayContaining([before, after]));

    // A restore under a running server is refused, and changes nothing.
    const refused = await npmScript("restore", file!);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/in use: stop the server/);
    expect(emailsIn("quote_requests")).toContain(after);

    await server.stop();
    rmSync(authSecretFile); // lost with the machine: the backup brings it back
    const restored = await npmScript("restore", file!);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/integrity ok/);
    expect(readFileSync(authSecretFile).equals(secret)).toBe(true);
    expect(statSync(authSecretFile).mode & 0o777).toBe(0o600);

    server = await start();
    const quotes = emailsIn("quote_requests");
    expect(quotes).toContain(before);
    expect(quotes).not.toContain(after);
    // The claim came back with its uploaded photo (files are rows of the database), which the kept key opens.
    const [claim] = query<{ id: string }>(databasePath, "select id from claims where email = ?", claimBefore);
    expect(claim).toBeDefined();
    const [photo] = query<Parameters<typeof storedBytes>[1]>(databasePath, `select ${STORED_FILE_SQL} from uploaded_files where owner_id = ?`, claim!.id);
    expect(Buffer.from(photo!.data).equals(PNG)).toBe(false);
    expect(storedBytes(fileKeyFile, photo!).equals(PNG)).toBe(true);
    // The session from before the backup still works: same secret, same session row.
    const dashboard = await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
    expect(query(databasePath, "select name from sqlite_master where name = '_backup_files'")).toEqual([]);
    // The replaced database is kept beside it, with the later data.
    const kept = readdirSync(dirname(databasePath)).find((name) => name.startsWith("app.db.pre-restore-"));
    expect(kept).toBeDefined();
    expect(query<{ email: string }>(join(dirname(databasePath), kept!), "select email from quote_requests where email = ?", after)).toHaveLength(1);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 90_000);

  it("says to use pg_dump / pg_restore on PostgreSQL", async () => {
    const pg = { ...process.env, DATABASE_URL: "postgres://agency:secret@127.0.0.1:1/agency" };
    const backup = await run(process.execPath, ["scripts/backup.ts"], { env: pg }).catch((e: { code: number; stderr: string }) => e);
    expect((backup as { code: number }).code).toBe(2);
    expect((backup as { stderr: string }).stderr).toMatch(/pg_dump --format=custom/);
    const restore = await run(process.execPath, ["scripts/restore.ts", "x.dump"], { env: pg }).catch((e: { code: number; stderr: string }) => e);
    expect((restore as { code: number }).code).toBe(2);
    expect((restore as { stderr: string }).stderr).toMatch(/pg_restore --clean/);
  });
});

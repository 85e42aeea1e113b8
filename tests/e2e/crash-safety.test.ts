/**
 * Crash safety (docs/product.md#quality-bar): the server is killed with SIGKILL in the middle of a stream
 * of quote submissions (20 concurrent clients) while its outbox worker is sending to a
 * slow SMTP server, then restarted on the same database.
 *
 * - Every submission that got the success answer (303 to /quote?success=true) is stored:
 *   an answer is only given after the transaction committed (WAL, synchronous=NORMAL is
 *   durable against a process crash).
 * - The outbox resumes: every email of every stored submission is eventually sent; the
 *   rows the killed worker held ("sending") are taken over once their lock expires
 *   (OUTBOX_LOCK_SECONDS, 3 s here instead of 120 s), not before. A message the SMTP
 *   server had already received when the process died may be sent twice: delivery is at
 *   least once, never zero.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { query, validLeadBody } from "../support/site-requests.ts";

const CLIENTS = 20;
/** Kill once this many submissions were acknowledged (the stream keeps going until the kill). */
const KILL_AFTER_ACCEPTED = 120;
const MAX_PER_CLIENT = 200;
const LOCK_SECONDS = 3;

const dir = mkdtempSync(join(tmpdir(), "agency-crash-"));
const databasePath = join(dir, "app.db");
const smtpOptions = { delayMs: 25 };
let smtp: SmtpCapture | undefined;
const servers: AppServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  await smtp?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  status: string;
  attempts: number;
  locked_until: string | null;
  sent_at: string | null;
}

/** Reads the database as the next server would: read-write, so a crashed writer's WAL is recovered. */
function readAfterCrash<T>(sql: string): T[] {
  const db = new DatabaseSync(databasePath);
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe("SIGKILL in the middle of a stream of submissions", () => {
  it("keeps every acknowledged submission, and the outbox resumes and sends every email", async () => {
    smtp = await startSmtpCapture(smtpOptions);
    const env = {
      DATABASE_URL: `file:${databasePath}`,
      AUTH_SECRET_FILE: join(dir, "auth-secret"),
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "200",
      OUTBOX_LOCK_SECONDS: String(LOCK_SECONDS),
      FORM_RATE_LIMIT_PER_HOUR: "1000000",
    };
    const first = await startAppServer(env);
    servers.push(first);
    // startAppServer made its own temporary folder too; this test's database lives in `dir`.
    rmSync(dirname(first.databasePath), { recursive: true, force: true });

    // --- The stream: 20 clients, each posting one quote after another until the kill.
    const accepted: string[] = [];
    let attempted = 0;
    let failedAnswers = 0;
    let killed = false;
    const client = async (n: number) => {
      for (let i = 0; i < MAX_PER_CLIENT && !killed; i++) {
        const email = `crash-${process.pid}-${n}-${i}@example.com`;
        attempted += 1;
        try {
          const response = await fetch(`${first.url}/quote`, {
            method: "POST",
            body: validLeadBody("quote", email),
            headers: { Origin: first.url, "Sec-Fetch-Site": "same-origin" },
            redirect: "manual",
          });
          await response.arrayBuffer();
          if (response.status === 303 && response.headers.get("location") === "/quote?success=true") accepted.push(email);
          else failedAnswers += 1;
        } catch {
          // The server died under this request: no answer, so no promise was made.
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));

    const deadline = Date.now() + 30_000;
    // Kill once the stream is in full swing: many answers given, the worker sending.
    while ((accepted.length < KILL_AFTER_ACCEPTED || smtp.messages.length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(accepted.length, "submissions acknowledged before the kill").toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);
    const exited = new Promise((resolve) => first.process.once("exit", resolve));
    first.process.kill("SIGKILL");
    await exited;
    killed = true;
    const killedAt = Date.now();
    await Promise.all(clients);
    const acceptedAtKill = [...accepted];
    expect(failedAnswers, "error answers before the kill").toBe(0);
    expect(attempted).toBeGreaterThan(acceptedAtKill.length); // requests were in flight when it died

    // --- What the crash left behind.
    const stored = new Set(readAfterCrash<{ email: string }>("select email from quote_requests").map((r) => r.email));
    const lost = acceptedAtKill.filter((email) => !stored.has(email));
    expect(lost, "acknowledged but not stored").toEqual([]);
    const inFlight = readAfterCrash<OutboxRow>("select * from email_outbox where status = 'sending'");
    const queued = readAfterCrash<{ n: number }>("select count(*) as n from email_outbox where status = 'queued'")[0]!.n;
    expect(inFlight.length, "emails the killed worker was sending").toBeGreaterThan(0);
    expect(queued, "emails still waiting").toBeGreaterThan(0);
    const receivedAtKill = smtp.messages.length;
    smtpOptions.delayMs = 0;

    // --- Restart on the same database.
    const second = await startAppServer(env);
    servers.push(second);
    rmSync(dirname(second.databasePath), { recursive: true, force: true });
    expect(query<{ n: number }>(databasePath, "select count(*) as n from quote_requests")[0]!.n).toBe(stored.size);

    // Every email of every stored submission is sent (status "sent"), nothing left behind.
    const drainDeadline = Date.now() + 45_000;
    let pending = Infinity;
    while (Date.now() < drainDeadline) {
      pending = query<{ n: number }>(databasePath, "select count(*) as n from email_outbox where status <> 'sent'")[0]!.n;
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(pending, "outbox rows not sent after the restart").toBe(0);
    const outbox = query<OutboxRow>(databasePath, "select * from email_outbox");
    expect(outbox.length).toBe(stored.size * 2);
    expect(outbox.filter((row) => row.status === "failed")).toEqual([]);

    // The rows the dead worker held were taken over only after their lock expired.
    for (const held of inFlight) {
      const now = outbox.find((row) => row.id === held.id)!;
      expect(now.status).toBe("sent");
      expect(now.attempts).toBe(held.attempts + 1);
      expect(Date.parse(now.sent_at!), `${held.id} sent before its lock expired`).toBeGreaterThanOrEqual(Date.parse(held.locked_until!));
    }

    // And the SMTP server has both emails of every acknowledged submission (and of the stored extras).
    const missing: string[] = [];
    for (const email of stored) {
      if (!smtp.messages.some((m) => m.to.includes(email))) missing.push(`confirmation to ${email}`);
      if (!smtp.messages.some((m) => m.raw.includes(`Reply-To: ${email}`))) missing.push(`notification about ${email}`);
    }
    expect(missing, "emails never delivered").toEqual([]);
    const duplicates = smtp.messages.length - outbox.length;
    console.log(
      `crash-safety: ${attempted} posted, ${acceptedAtKill.length} acknowledged, ${stored.size} stored (${stored.size - acceptedAtKill.length} finished but unanswered), ` +
        `${inFlight.length} emails in flight at the kill, ${receivedAtKill} delivered before it, ${outbox.length} sent in all, ${duplicates} delivered twice; ` +
        `drained ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    expect(duplicates).toBeGreaterThanOrEqual(0);
    expect(duplicates).toBeLessThanOrEqual(inFlight.length);

    // The restarted server serves as usual.
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
  }, 90_000);
});

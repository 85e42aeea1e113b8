/**
 * `npm run bench:uploads`: what many large uploads at once cost the production server.
 *
 * Starts the built server as production runs it (server/production-runtime.ts) on a fresh
 * SQLite database, with the form rate limit and the daily upload budget lifted, then posts
 * UPLOADS_CONCURRENT (20) claims at once, each with four photos of about 9.9 MB (UPLOADS_MB_EACH
 * 40 MB per claim), while sampling the server's resident memory every 20 ms. Every answer
 * must be the confirmation with a claim number, and every stored file must match what was
 * sent (size and SHA-256). Prints the answers by status and, apart, the claims that got no answer
 * (a reset connection), the peak resident memory (VmHWM), and exits 1 when an answer or a file
 * is wrong, a claim got no answer, or the peak reaches UPLOADS_RSS_LIMIT_MB (300).
 * BENCH_REUSE_BUILD=1 reuses .tmp/bench-build.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { PRODUCTION_MALLOC_ENV, PRODUCTION_NODE_FLAGS, serverEntry } from "../server/production-runtime.ts";
import { buildOnce, freePort, localServerEnv, memoryOf, stopProcess, waitForHttp } from "./local-process.ts";

const concurrent = Number(process.env.UPLOADS_CONCURRENT ?? 20);
const megabytesEach = Number(process.env.UPLOADS_MB_EACH ?? 40);
const rssLimitMb = Number(process.env.UPLOADS_RSS_LIMIT_MB ?? 300);
const FILES_PER_CLAIM = 4;
const buildDir = resolve(".tmp/bench-build");

/** A PNG signature followed by random bytes: accepted as a photo by its first bytes. */
function photo(bytes: number): Uint8Array {
  const data = randomBytes(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(data);
}

function claimForm(index: number, photos: Uint8Array[]): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: "Upload",
    lastName: `Tester${index}`,
    email: `upload${index}@example.com`,
    phone: "7025550100",
    policyNumber: `POL-${index}`,
    claimType: "Auto - Collision",
    dateOfLoss: "2026-11-01",
    lossLocation: "Tropicana Ave and Decatur Blvd",
    lossCity: "Las Vegas",
    lossState: "NV",
    description: "Rear-ended at a red light; photos of the damage attached.",
    injuriesInvolved: "no",
    "bot-field": "",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((bytes, i) => form.append("attachments", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), `damage-${index}-${i}.png`));
  return form;
}

async function main(): Promise<number> {
  buildOnce(buildDir, process.env.BENCH_REUSE_BUILD === "1", "bench:uploads");
  const dir = mkdtempSync(join(tmpdir(), "agency-uploads-"));
  const databasePath = join(dir, "app.db");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, serverEntry(buildDir)], {
    env: {
      ...process.env,
      ...PRODUCTION_MALLOC_ENV,
      ...localServerEnv({ buildDir, dir, port }),
      SMTP_URL: "",
      FORM_RATE_LIMIT_PER_HOUR: "1000000",
      UPLOAD_MB_PER_DAY: "1000000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const problems: string[] = [];
  try {
    await waitForHttp(`${url}/healthz`, child, () => stderr);
    const idle = memoryOf(child.pid!);
    const fileBytes = Math.floor((megabytesEach * 1024 * 1024) / FILES_PER_CLAIM) - 64 * 1024;
    console.log(`bench:uploads: ${concurrent} claims at once, ${FILES_PER_CLAIM} files of ${(fileBytes / 1024 / 1024).toFixed(2)} MB each; server pid ${child.pid}, idle RSS ${idle.rssMb.toFixed(0)} MB`);
    const claims = Array.from({ length: concurrent }, () => Array.from({ length: FILES_PER_CLAIM }, () => photo(fileBytes)));

    let sampledPeak = 0;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(child.pid!).rssMb)), 20);
    const started = performance.now();
    // A claim that gets no answer (a reset connection) is counted as such, apart from the answers.
    const outcomes = await Promise.all(
      claims.map((photos, i) =>
        fetch(`${url}/submit-claim`, { method: "POST", body: claimForm(i, photos), headers: { origin: url }, redirect: "manual" }).then(
          (answer) => ({ answer }),
          (error: unknown) => ({ reset: `${String(error)} ${(error as { cause?: { code?: string } }).cause?.code ?? ""}`.trim() }),
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memoryOf(child.pid!);

    const resets = outcomes.filter((outcome) => "reset" in outcome).length;
    outcomes.forEach((outcome, i) => {
      if ("reset" in outcome) return problems.push(`claim ${i}: no answer (${outcome.reset})`);
      const { answer } = outcome;
      const location = answer.headers.get("location") ?? "";
      if (answer.status !== 303 || !/^\/submit-claim\?success=true&claim=CLM-\d{4}-\d{6}$/.test(location)) {
        problems.push(`claim ${i}: answered ${answer.status} ${location}`);
      }
    });
    const db = new DatabaseSync(databasePath, { readOnly: true });
    const stored = db.prepare("select c.last_name as name, f.file_name as file, f.size_bytes as size, f.sha256 as sha from claims c join uploaded_files f on f.owner_id = c.id").all() as Array<{ name: string; file: string; size: number; sha: string }>;
    db.close();
    claims.forEach((photos, i) =>
      photos.forEach((bytes, j) => {
        const row = stored.find((r) => r.name === `Tester${i}` && r.file === `damage-${i}-${j}.png`);
        const sha = createHash("sha256").update(bytes).digest("hex");
        if (!row || row.size !== bytes.byteLength || row.sha !== sha) problems.push(`claim ${i}, file ${j}: not stored as sent`);
      }),
    );
    if (after.peakMb >= rssLimitMb) problems.push(`peak RSS ${after.peakMb.toFixed(0)} MB is not under ${rssLimitMb} MB`);

    const statuses = new Map<number, number>();
    for (const outcome of outcomes) if ("answer" in outcome) statuses.set(outcome.answer.status, (statuses.get(outcome.answer.status) ?? 0) + 1);
    const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join(", ") || "none";
    console.log(`bench:uploads: answers ${answered}; ${resets} reset without an answer`);
    console.log(`bench:uploads: ${statuses.get(303) ?? 0}/${concurrent} confirmed, ${stored.length}/${concurrent * FILES_PER_CLAIM} files stored intact, in ${seconds.toFixed(1)} s`);
    console.log(`bench:uploads: server RSS idle ${idle.rssMb.toFixed(0)} MB, sampled peak ${sampledPeak.toFixed(0)} MB, peak (VmHWM) ${after.peakMb.toFixed(0)} MB, after ${after.rssMb.toFixed(0)} MB (limit ${rssLimitMb} MB)`);
  } finally {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  }
  for (const problem of problems) console.error(`bench:uploads: FAIL ${problem}`);
  if (/"level":"error"/.test(stderr)) {
    console.error(`bench:uploads: FAIL the server logged errors:\n${stderr}`);
    return 1;
  }
  return problems.length ? 1 : 0;
}

process.exit(await main());

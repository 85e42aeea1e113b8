/**
 * The two passes over every stored file, both resumable and safe beside a running server:
 * - encryptPlainFiles: rows still plain (stored before migration 0029) get encrypted, one file
 *   in memory at a time; run by the server at start, `npm run db:migrate` and `npm run keys:rotate`.
 * - rewrapFileKeys: rows wrapped by an older agency key get their data key re-wrapped by the
 *   current one, bytes untouched (`npm run keys:rotate`).
 * Each row is written with a compare-and-set on what was read (still plain; still that key), so
 * a row changed or deleted meanwhile is left alone, and a pass stopped anywhere is re-run from
 * the start with nothing done twice. Rows are walked by id (keyset), so memory stays flat.
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { errorFields, log } from "../log.ts";
import { rewrapKey, type FileKeyring } from "./file-encryption.ts";
import { envelopeColumns, envelopeOf, ENVELOPE_COLUMNS, sealedFileColumns } from "./stored-files.ts";

const ids = async (query: Promise<{ id: string }[]>) => (await query).map((r) => r.id);

/** The agency keys the stored files are wrapped under (the start-up check, the rotation report). */
export async function fileKeyIdsInUse(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("uploaded_files").select("key_id").distinct().where("key_id", "is not", null).execute();
  return rows.map((r) => r.key_id!).sort();
}

/** How many rows are still plain. */
export async function countPlainFiles(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom("uploaded_files").select((eb) => eb.fn.countAll<number | string>().as("n")).where("key_id", "is", null).executeTakeFirstOrThrow();
  return Number(n);
}

export interface PassOptions {
  /** Rows read per query (their ids, or their envelopes: never many files' bytes at once). */
  batchSize?: number;
  /** Stops the pass between two files. */
  signal?: AbortSignal;
  /** Called after each batch with the rows done so far. */
  onProgress?: (done: number) => void;
}

/** Encrypts every row still plain; returns how many it encrypted. */
export async function encryptPlainFiles(db: Kysely<Database>, keyring: FileKeyring, options: PassOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 100;
  let after = "";
  let done = 0;
  for (;;) {
    const batch = await ids(db.selectFrom("uploaded_files").select("id").where("key_id", "is", null).where("id", ">", after).orderBy("id").limit(batchSize).execute());
    for (const id of batch) {
      if (options.signal?.aborted) return done;
      const row = await db.selectFrom("uploaded_files").select("data").where("id", "=", id).where("key_id", "is", null).executeTakeFirst();
      if (!row) continue;
      const result = await db.updateTable("uploaded_files").set(sealedFileColumns(keyring, id, new Uint8Array(row.data))).where("id", "=", id).where("key_id", "is", null).executeTakeFirst();
      done += Number(result.numUpdatedRows);
    }
    options.onProgress?.(done);
    if (batch.length < batchSize) break;
    after = batch.at(-1)!;
  }
  // SQLite zeroes the replaced pages (secure_delete), but their plain versions stay in the WAL
  // file until a checkpoint truncates it. (PostgreSQL keeps old row versions until VACUUM: docs/deploy.md.)
  if (done && !isPostgres(db)) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return done;
}

export interface RewrapResult {
  rewrapped: number;
  /** Rows whose key the keyring does not hold (left as they are). */
  unopenable: number;
}

/** Re-wraps every row not under the keyring's current key; each batch is one transaction. */
export async function rewrapFileKeys(db: Kysely<Database>, keyring: FileKeyring, options: PassOptions = {}): Promise<RewrapResult> {
  const batchSize = options.batchSize ?? 500;
  const current = keyring.current.id;
  let after = "";
  const result: RewrapResult = { rewrapped: 0, unopenable: 0 };
  for (;;) {
    if (options.signal?.aborted) return result;
    const batch = await db.selectFrom("uploaded_files").select(["id", ...ENVELOPE_COLUMNS]).where("key_id", "<>", current).where("id", ">", after).orderBy("id").limit(batchSize).execute();
    await db.transaction().execute(async (trx) => {
      for (const row of batch) {
        const envelope = envelopeOf(row);
        if (!envelope) continue;
        if (!keyring.find(envelope.keyId)) {
          result.unopenable++;
          continue;
        }
        const changed = await trx.updateTable("uploaded_files").set(envelopeColumns(rewrapKey(keyring, row.id, envelope))).where("id", "=", row.id).where("key_id", "=", envelope.keyId).executeTakeFirst();
        result.rewrapped += Number(changed.numUpdatedRows);
      }
    });
    options.onProgress?.(result.rewrapped);
    if (batch.length < batchSize) return result;
    after = batch.at(-1)!.id;
  }
}

/**
 * The server's start-up pass: encrypts the rows still plain in the background (the site
 * serves meanwhile; reads open plain and encrypted rows alike). `stop()` ends it between two files.
 */
export function startPlainFileEncryption(db: Kysely<Database>, keyring: FileKeyring): { done: Promise<number>; stop(): Promise<void> } {
  const controller = new AbortController();
  const done = (async () => {
    const plain = await countPlainFiles(db);
    if (!plain) return 0;
    log.info("encrypting uploaded files stored before encryption", { files: plain });
    const encrypted = await encryptPlainFiles(db, keyring, { signal: controller.signal, batchSize: 50 });
    log.info(controller.signal.aborted ? "encrypting stored files paused until the next start" : "stored files encrypted", { files: encrypted });
    return encrypted;
  })().catch((error: unknown) => {
    log.error("encrypting stored files failed; the next start tries again", errorFields(error));
    return 0;
  });
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

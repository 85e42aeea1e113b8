/**
 * The feed of changes to what anonymous visitors see, shared by every server instance on one
 * database (docs/decisions/013-public-pages-from-memory.md).
 *
 * A write that changes a public page records, in its own transaction, the cache tags of the
 * pages that show it (page-tags.ts). Each change takes the next number of the `counters` row
 * "public_pages" (app/server/db/counters.ts), committed in order, so a reader that has seen
 * every change up to N only ever needs the rows after N.
 */
import type { Kysely, Transaction } from "kysely";
import { incrementCounter } from "../db/counters.ts";
import type { Database } from "../db/schema.ts";

const COUNTER = "public_pages";
/** Instances poll every fraction of a second; an hour of rows is far more than any of them needs. */
const KEEP_CHANGES_MS = 60 * 60 * 1000;
/** Old rows are removed by every hundredth change: the table stays small without a scan per write. */
const PRUNE_EVERY = 100;

export interface PublicChange {
  version: number;
  tags: string[];
}

/**
 * Records that the pages tagged `tags` changed; call it inside the writer's transaction.
 * `now` is the wall clock (what the pruning compares), never a backdated time of the change itself.
 */
export async function recordPublicChange(trx: Transaction<Database>, tags: Iterable<string>, now = new Date()): Promise<void> {
  const unique = [...new Set(tags)];
  if (!unique.length) return;
  const version = await incrementCounter(trx, COUNTER);
  await trx.insertInto("public_page_changes").values({ version, tags: unique.join(" "), changed_at: now.toISOString() }).execute();
  if (version % PRUNE_EVERY === 0) {
    await trx.deleteFrom("public_page_changes").where("changed_at", "<", new Date(now.getTime() - KEEP_CHANGES_MS).toISOString()).execute();
  }
}

/** The number of the latest committed change (0 before the first): where a new instance starts reading. */
export async function latestPublicChange(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("counters").select("value").where("name", "=", COUNTER).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** The changes committed after `afterVersion`, oldest first. One indexed read: cheap enough to run several times a second. */
export async function readPublicChanges(db: Kysely<Database>, afterVersion: number): Promise<PublicChange[]> {
  const rows = await db.selectFrom("public_page_changes").select(["version", "tags"]).where("version", ">", afterVersion).orderBy("version").execute();
  return rows.map((row) => ({ version: Number(row.version), tags: row.tags.split(" ").filter(Boolean) }));
}

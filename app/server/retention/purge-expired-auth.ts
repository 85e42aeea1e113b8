/**
 * Sessions and verification values that can no longer be used (`npm run purge`). An
 * expired session still names its account and browser (user agent); a verification row
 * holds a hashed one-time token for an account. better-auth refuses both once expired but
 * only deletes a row it happens to read, so the rest stay until this removes them.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export interface ExpiredAuthPurge {
  sessions: number;
  verifications: number;
}

export async function purgeExpiredAuth(db: Kysely<Database>, options: { now?: Date; dryRun?: boolean } = {}): Promise<ExpiredAuthPurge> {
  // A Date: better-auth's timestamps are timestamptz on PostgreSQL and ISO text on SQLite (the driver writes a Date as ISO text).
  const now = options.now ?? new Date();
  const counts: ExpiredAuthPurge = { sessions: 0, verifications: 0 };
  for (const [table, key] of [["session", "sessions"], ["verification", "verifications"]] as const) {
    if (options.dryRun) {
      const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n")).where("expires_at", "<", now).executeTakeFirstOrThrow();
      counts[key] = Number(row.n);
    } else {
      const result = await db.deleteFrom(table).where("expires_at", "<", now).executeTakeFirst();
      counts[key] = Number(result.numDeletedRows);
    }
  }
  return counts;
}

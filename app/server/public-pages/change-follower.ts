/**
 * Each server instance follows the feed of public page changes (page-changes.ts): every
 * `pollMs` it reads the changes past the last one it has seen and hands their tags to
 * `onChange`, which drops those pages from its memory. The instance that made a change
 * calls `catchUp()` before answering the request, so its own visitors never see the old page;
 * the others see the new one within `pollMs` plus one read.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { errorFields, log } from "../log.ts";
import { latestPublicChange, readPublicChanges } from "./page-changes.ts";

export interface ChangeFollower {
  /** Reads the changes committed so far and applies them; resolves once they are applied. */
  catchUp(): Promise<void>;
  stop(): void;
}

export async function followPublicChanges(db: Kysely<Database>, options: { pollMs: number; onChange(tags: string[]): void | Promise<void> }): Promise<ChangeFollower> {
  let seen = await latestPublicChange(db);
  let reading: Promise<void> | undefined;
  let again = false;

  const read = async () => {
    try {
      const changes = await readPublicChanges(db, seen);
      if (!changes.length) return;
      seen = changes.at(-1)!.version;
      await options.onChange([...new Set(changes.flatMap((change) => change.tags))]);
    } catch (error) {
      log.warn("public page changes not read", errorFields(error));
    }
  };
  // One read at a time; a catch-up that arrives during a read waits for one more, which sees its change.
  const catchUp = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await read();
      } while (again);
    })().finally(() => (reading = undefined));
    return reading;
  };

  const timer = setInterval(() => void catchUp(), options.pollMs);
  timer.unref();
  return { catchUp, stop: () => clearInterval(timer) };
}

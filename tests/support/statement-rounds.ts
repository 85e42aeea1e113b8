/**
 * How many rounds of statements a read waits for: every answer is held back until the read has
 * sent all it can without it, then all held answers are let go at once. A read that sends its
 * statements one after another takes as many rounds as statements; one that sends at once what
 * needs nothing from the others takes as many as its longest chain. On PostgreSQL under load each
 * round is a wait for the database's process to get a core, so a page's rounds are its floor.
 *
 * SQLite only: its answers come without I/O, so a few turns of the event loop are enough to know
 * that every statement sent has reached the gate. Over a socket that moment cannot be known
 * without a timer. The rounds are the code's, the same on either engine.
 */
import type { Kysely, KyselyPlugin } from "kysely";
import { yieldToEventLoop } from "../../app/server/event-loop.ts";

const TURNS_TO_SETTLE = 20;

const settle = async () => {
  for (let i = 0; i < TURNS_TO_SETTLE; i++) await yieldToEventLoop();
};

/** Runs `read` on a view of `db` that holds answers back; returns its result and the statements sent in each round. */
export async function statementRounds<DB, T>(db: Kysely<DB>, read: (db: Kysely<DB>) => Promise<T>): Promise<{ result: T; rounds: number[] }> {
  let held: (() => void)[] = [];
  const gate: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => new Promise((resolve) => held.push(() => resolve(args.result))),
  };
  let finished = false;
  // Settled into a value at once, so a failing read is not an unhandled rejection while the loop turns.
  const running = read(db.withPlugin(gate)).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  void running.then(() => {
    finished = true;
  });
  const rounds: number[] = [];
  for (;;) {
    await settle();
    if (finished) break;
    if (!held.length) throw new Error("the read is waiting for something other than the database");
    rounds.push(held.length);
    const release = held;
    held = [];
    for (const answer of release) answer();
  }
  const outcome = await running;
  if ("error" in outcome) throw outcome.error;
  return { result: outcome.value, rounds };
}

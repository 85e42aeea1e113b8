/**
 * Lets our code join the database transaction better-auth is running.
 *
 * Sign-up creates the user and the credential account in one transaction and calls
 * our `sendVerificationEmail` inside it. The confirmation email must go into the
 * outbox in that same transaction (docs/product.md#email: both are stored, or
 * neither). better-auth does not hand its Kysely transaction to callbacks, so the
 * Kysely instance it receives is wrapped: every `transaction().execute(fn)` runs `fn`
 * with the transaction recorded in an AsyncLocalStorage, and `currentDb()` returns
 * it to any code awaited inside.
 *
 * On SQLite this is also what keeps a callback from deadlocking: the single
 * connection belongs to the open transaction until it commits.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

const openTransaction = new AsyncLocalStorage<Transaction<Database>>();

function bound<T extends object>(target: T, property: string | symbol): unknown {
  const value = Reflect.get(target, property, target);
  // Kysely keeps its state in private fields, so methods must run on the real object.
  return typeof value === "function" ? value.bind(target) : value;
}

/** The same database, except that transactions it starts are visible to `currentDb()`. */
export function trackTransactions(db: Kysely<Database>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      if (property !== "transaction") return bound(target, property);
      return () => {
        const builder = target.transaction();
        return new Proxy(builder, {
          get(inner, name) {
            if (name !== "execute") return bound(inner, name);
            return <T>(fn: (trx: Transaction<Database>) => Promise<T>) =>
              inner.execute((trx) => openTransaction.run(trx, () => fn(trx)));
          },
        });
      };
    },
  });
}

/** The transaction better-auth is running around this call, or `db` outside one. */
export function currentDb(db: Kysely<Database>): Kysely<Database> | Transaction<Database> {
  return openTransaction.getStore() ?? db;
}

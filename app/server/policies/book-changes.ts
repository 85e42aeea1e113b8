/**
 * How a process tells that the book (policies, and which customer each belongs to and who
 * owns that customer) changed since it computed something from it (the Renewals view's window
 * counts, the dashboards' book tiles): the `book_changes` counter, raised in the writer's
 * transaction whenever a policy or a customer is added, changed or deleted.
 */
import type { Kysely, Transaction } from "kysely";
import { counterValue, incrementCounter } from "../db/counters.ts";
import { KeptWhileUnchanged } from "../db/kept-while-unchanged.ts";
import type { Database } from "../db/schema.ts";

const BOOK_CHANGES_COUNTER = "book_changes";

/** Call inside the transaction that adds, changes or deletes policies or customers. */
export async function recordBookChange(trx: Kysely<Database> | Transaction<Database>): Promise<void> {
  await incrementCounter(trx, BOOK_CHANGES_COUNTER);
}

const bookVersionColumns = () => [counterValue(BOOK_CHANGES_COUNTER)];

/** Values computed from the book, kept while its version is the same: see KeptWhileUnchanged. */
export class KeptWhileBookUnchanged<T> extends KeptWhileUnchanged<T> {
  constructor(limit: number) {
    super(limit, bookVersionColumns);
  }
}

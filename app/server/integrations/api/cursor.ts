/**
 * The API's page cursors (docs/product.md#the-api): the sort key of the last row a page held,
 * as base64url JSON. Opaque to clients; a cursor that does not decode to a key of the expected
 * shape is refused rather than guessed at, so a mangled cursor never restarts the list.
 */

/** A row's sort key: its values in the list's order, e.g. [created_at, form, id]. */
export type SortKey = readonly string[];

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

/** The sort key of `length` strings a cursor holds, or null when it holds anything else. */
export function decodeCursor(cursor: string, length: number): string[] | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== length || !value.every((part) => typeof part === "string" && part.length <= 200)) return null;
    return value as string[];
  } catch {
    return null;
  }
}

/** Ascending order by the keys' parts in turn (code units: the order of the databases' text columns, which hold ASCII here). */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? "";
    const y = b[i] ?? "";
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

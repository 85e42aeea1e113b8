/**
 * Orders text by code units, as `<` does (not by locale): ISO instants and dates then sort in
 * time order. For lists merged in code from rows the database read in that order.
 * Newest first: `(a, b) => compareText(b.createdAt, a.createdAt)`.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

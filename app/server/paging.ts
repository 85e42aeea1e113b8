/**
 * The page a paged list shows: the requested page clamped to the pages `total` rows fill at `size`
 * a page. At least 1, at most the last (a page past the end shows the last, never an empty page);
 * a fraction reads as the page it starts on, and a missing or nonsense number (NaN, 0, negative) as 1.
 */
export function clampPage(total: number, requested: number, size: number): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / size));
  return { page: Math.min(Math.max(1, Math.floor(requested) || 1), pageCount), pageCount };
}

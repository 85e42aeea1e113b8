/** The arithmetic of reports, in one place so both engines give the same numbers (computed here, not in SQL). */

/** The middle value (the mean of the two middle ones for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Won ÷ (won + lost), from 0 to 1; null when nothing was won or lost (no rate, not 0%). */
export function winRate(won: number, lost: number): number | null {
  return won + lost === 0 ? null : won / (won + lost);
}

/** Hours between two stored timestamps. */
export function hoursBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 3_600_000;
}

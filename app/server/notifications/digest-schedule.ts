/**
 * When the daily digest is due (docs/product.md#notifications-digest-and-reminders): on a
 * working day (Monday to Friday) in Las Vegas, from the configured Las Vegas time until
 * midnight. Each person gets it once per Las Vegas day (digest_runs), so a server that was
 * down at the time sends it when it comes back that day.
 */
import { isLasVegasWorkingDay, lasVegasDate, lasVegasTime } from "../../lib/las-vegas-time.ts";

export function isDigestDue(now: Date, digestTime: string): boolean {
  // "HH:MM" strings of the same shape compare in time order.
  return isLasVegasWorkingDay(now) && lasVegasTime(now) >= digestTime;
}

/** The day a digest counts for: one per person per Las Vegas date. */
export function digestDay(now: Date): string {
  return lasVegasDate(now);
}

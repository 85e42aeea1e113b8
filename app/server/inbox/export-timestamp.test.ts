import { describe, expect, it } from "vitest";
import { exportTimestamp } from "./export-leads.ts";

/** What Intl says, asked for every timestamp (what exportTimestamp must equal). */
function reference(iso: string, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

describe("exportTimestamp", () => {
  it("writes Las Vegas time as a spreadsheet reads it", () => {
    expect(exportTimestamp("2026-03-18T21:05:00.000Z")).toBe("2026-03-18 14:05");
    expect(exportTimestamp("2026-01-01T07:59:59.999Z")).toBe("2025-12-31 23:59");
  });

  it("agrees with Intl around clock changes, in zones with odd offsets too", () => {
    const days = ["2026-03-08", "2026-11-01", "2026-04-05", "2026-10-04", "2026-06-15"];
    for (const timeZone of ["America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kolkata", "Europe/London"]) {
      for (const day of days) {
        const start = Date.parse(`${day}T00:00:00.000Z`) - 86_400_000;
        // Every 16 minutes and 17 seconds over three days: crosses each change at different offsets.
        for (let ms = start; ms < start + 3 * 86_400_000; ms += 977_000) {
          const iso = new Date(ms).toISOString();
          expect(exportTimestamp(iso, timeZone), `${iso} in ${timeZone}`).toBe(reference(iso, timeZone));
        }
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import { certificateTime } from "./certificate-page.ts";

describe("certificateTime", () => {
  it.each([
    ["2026-01-15T08:30:00.000Z", "2026-01-15 08:30:00 UTC (Jan 15, 2026, 12:30:00 AM PST in Las Vegas)"],
    // Daylight saving time: seven hours behind UTC.
    ["2026-07-04T19:00:05Z", "2026-07-04 19:00:05 UTC (Jul 4, 2026, 12:00:05 PM PDT in Las Vegas)"],
    // Just after midnight UTC is the evening before in Las Vegas.
    ["2026-03-01T03:15:00Z", "2026-03-01 03:15:00 UTC (Feb 28, 2026, 7:15:00 PM PST in Las Vegas)"],
  ])("writes %s in UTC and in Las Vegas time", (iso, expected) => {
    // Intl puts a narrow no-break space before AM/PM; the PDF writes it as a space.
    expect(certificateTime(iso).replace(/\u202f/g, " ")).toBe(expected);
  });

  it("says a missing time was not recorded, and writes an unreadable one as given", () => {
    expect(certificateTime(null)).toBe("not recorded");
    expect(certificateTime("yesterday")).toBe("yesterday");
  });
});

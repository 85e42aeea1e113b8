import { describe, expect, it } from "vitest";
import { parseForm } from "../form-data.ts";
import { followUpSchema } from "./follow-up.ts";

// 2026-11-23 09:00 in Las Vegas (PST, UTC-8).
const NOW = new Date("2026-11-23T17:00:00.000Z");

function parse(fields: Record<string, string>, now = NOW) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return parseForm(followUpSchema(now), data);
}

describe("followUpSchema", () => {
  it("reads the date and time as Las Vegas time, across daylight saving", () => {
    expect(parse({ follow_up_date: "2026-11-24", follow_up_time: "10:00", follow_up_note: "  Send the home quote " })).toMatchObject({
      ok: true,
      data: { at: new Date("2026-11-24T18:00:00.000Z"), note: "Send the home quote" },
    });
    // June: PDT, UTC-7.
    expect(parse({ follow_up_date: "2027-06-01", follow_up_time: "10:00" })).toMatchObject({ ok: true, data: { at: new Date("2027-06-01T17:00:00.000Z"), note: null } });
  });

  it("accepts a time a few minutes ago, refuses one that has passed", () => {
    expect(parse({ follow_up_date: "2026-11-23", follow_up_time: "08:57" }).ok).toBe(true);
    const past = parse({ follow_up_date: "2026-11-23", follow_up_time: "08:30" });
    expect(past).toMatchObject({ ok: false, errors: { follow_up_date: expect.stringMatching(/already passed/) } });
    expect(past.values).toEqual({ follow_up_date: "2026-11-23", follow_up_time: "08:30" });
  });

  it("refuses dates more than a year ahead", () => {
    expect(parse({ follow_up_date: "2027-11-23", follow_up_time: "09:00" }).ok).toBe(true);
    expect(parse({ follow_up_date: "2028-01-05", follow_up_time: "09:00" })).toMatchObject({ ok: false, errors: { follow_up_date: "Please choose a date within the next year." } });
    expect(parse({ follow_up_date: "2062-11-23", follow_up_time: "09:00" }).ok).toBe(false);
  });

  it("names the field that is missing or not a date or time", () => {
    expect(parse({})).toMatchObject({ ok: false, errors: { follow_up_date: "Please choose the date.", follow_up_time: "Please choose the time." } });
    expect(parse({ follow_up_date: "2026-02-30", follow_up_time: "10:00" })).toMatchObject({ ok: false, errors: { follow_up_date: expect.stringMatching(/date/) } });
    expect(parse({ follow_up_date: "2026-11-24", follow_up_time: "25:00" })).toMatchObject({ ok: false, errors: { follow_up_time: expect.stringMatching(/time/) } });
    expect(parse({ follow_up_date: "tomorrow", follow_up_time: "10am" }).ok).toBe(false);
  });

  it("keeps the note short", () => {
    expect(parse({ follow_up_date: "2026-11-24", follow_up_time: "10:00", follow_up_note: "x".repeat(200) }).ok).toBe(true);
    expect(parse({ follow_up_date: "2026-11-24", follow_up_time: "10:00", follow_up_note: "x".repeat(201) })).toMatchObject({ ok: false, errors: { follow_up_note: expect.any(String) } });
  });
});

import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import { describeWeek, officeWeek } from "./team-hours.ts";

describe("officeWeek", () => {
  it("turns the office's opening hours into seven days, Sunday first", () => {
    expect(officeWeek(defaultAgency.openingHours)).toEqual([
      null,
      { opens: "08:00", closes: "18:00" },
      { opens: "08:00", closes: "18:00" },
      { opens: "08:00", closes: "18:00" },
      { opens: "08:00", closes: "18:00" },
      { opens: "08:00", closes: "18:00" },
      { opens: "09:00", closes: "14:00" },
    ]);
    expect(describeWeek(officeWeek(defaultAgency.openingHours))).toBe("Mon 08:00–18:00, Tue 08:00–18:00, Wed 08:00–18:00, Thu 08:00–18:00, Fri 08:00–18:00, Sat 09:00–14:00, Sun off");
  });
});

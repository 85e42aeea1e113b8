import { describe, expect, it } from "vitest";
import { requestAge } from "./request-age.ts";

describe("a request's age", () => {
  const now = new Date("2026-11-23T18:00:00.000Z");
  it("reads in minutes, then hours, then days", () => {
    expect(requestAge("2026-11-23T17:55:00.000Z", now)).toBe("5 min");
    expect(requestAge("2026-11-23T15:00:00.000Z", now)).toBe("3 h");
    expect(requestAge("2026-11-21T19:00:00.000Z", now)).toBe("47 h");
    expect(requestAge("2026-11-20T18:00:00.000Z", now)).toBe("3 days");
  });
  it("never reads negative (a clock a little ahead)", () => {
    expect(requestAge("2026-11-23T18:01:00.000Z", now)).toBe("0 min");
  });
});

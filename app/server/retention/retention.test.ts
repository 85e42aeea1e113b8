import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { isExpired, retentionCutoff, retentionPolicyFromEnv } from "./retention.ts";

const at = (iso: string) => new Date(iso);

describe("retentionCutoff", () => {
  it("is null for 0 (keep forever)", () => {
    expect(retentionCutoff(at("2026-05-10T12:00:00Z"), 0)).toBeNull();
  });

  it("goes back whole calendar months, keeping the time of day", () => {
    expect(retentionCutoff(at("2026-05-10T12:34:56.789Z"), 1)!.toISOString()).toBe("2026-04-10T12:34:56.789Z");
    expect(retentionCutoff(at("2026-05-10T00:00:00Z"), 24)!.toISOString()).toBe("2024-05-10T00:00:00.000Z");
    expect(retentionCutoff(at("2026-01-15T08:00:00Z"), 1)!.toISOString()).toBe("2025-12-15T08:00:00.000Z");
    expect(retentionCutoff(at("2026-01-15T08:00:00Z"), 13)!.toISOString()).toBe("2024-12-15T08:00:00.000Z");
    expect(retentionCutoff(at("2026-05-10T00:00:00Z"), 84)!.toISOString()).toBe("2019-05-10T00:00:00.000Z");
  });

  it("clamps to the end of a shorter month, leap years included", () => {
    expect(retentionCutoff(at("2026-03-31T10:00:00Z"), 1)!.toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(retentionCutoff(at("2028-03-31T10:00:00Z"), 1)!.toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(retentionCutoff(at("2028-02-29T10:00:00Z"), 12)!.toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(retentionCutoff(at("2026-05-31T10:00:00Z"), 1)!.toISOString()).toBe("2026-04-30T10:00:00.000Z");
  });

  it("refuses nonsense", () => {
    expect(() => retentionCutoff(new Date(), -1)).toThrow(RangeError);
    expect(() => retentionCutoff(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe("isExpired", () => {
  const now = at("2026-05-10T12:00:00.000Z");
  it("deletes only what is strictly older than the cut-off", () => {
    expect(isExpired("2024-05-10T11:59:59.999Z", now, 24)).toBe(true);
    expect(isExpired("2024-05-10T12:00:00.000Z", now, 24)).toBe(false);
    expect(isExpired("2026-05-01T00:00:00.000Z", now, 24)).toBe(false);
  });
  it("never for 0", () => {
    expect(isExpired("1999-01-01T00:00:00.000Z", now, 0)).toBe(false);
  });
});

describe("retention settings", () => {
  it("default to 24 months (7 years for claims) and accept 0", () => {
    expect(retentionPolicyFromEnv(parseEnv({}))).toEqual({ quotes: 24, claims: 84, applications: 24, "pay-per-mile": 24, "coverage-reviews": 24, messages: 24 });
    expect(retentionPolicyFromEnv(parseEnv({ RETENTION_MONTHS_APPLICATIONS: "6", RETENTION_MONTHS_CLAIMS: "0" }))).toMatchObject({ applications: 6, claims: 0 });
    expect([parseEnv({}).RETENTION_MONTHS_SURVEYS, parseEnv({ RETENTION_MONTHS_SURVEYS: "0" }).RETENTION_MONTHS_SURVEYS]).toEqual([24, 0]);
  });
  it("name a bad value", () => {
    expect(() => parseEnv({ RETENTION_MONTHS_QUOTES: "-3" })).toThrow(/RETENTION_MONTHS_QUOTES/);
    expect(() => parseEnv({ RETENTION_MONTHS_PAY_PER_MILE: "two years" })).toThrow(/RETENTION_MONTHS_PAY_PER_MILE/);
  });
});

import { describe, expect, it } from "vitest";
import { CLAIM_NUMBER_PATTERN, formatClaimNumber } from "./claim-number.ts";

describe("claim numbers", () => {
  it("read CLM-<year>-<six-digit sequence>", () => {
    expect(formatClaimNumber(2026, 42)).toBe("CLM-2026-000042");
    expect(formatClaimNumber(2026, 1)).toBe("CLM-2026-000001");
    expect(formatClaimNumber(2027, 999_999)).toBe("CLM-2027-999999");
  });

  it("grow beyond six digits instead of wrapping", () => {
    expect(formatClaimNumber(2026, 1_000_000)).toBe("CLM-2026-1000000");
  });

  it("match the pattern the confirmation page accepts, and nothing else", () => {
    expect(CLAIM_NUMBER_PATTERN.test(formatClaimNumber(2026, 42))).toBe(true);
    expect(CLAIM_NUMBER_PATTERN.test(formatClaimNumber(2026, 1_000_000))).toBe(true);
    for (const bad of ["CLM-2026-42", "clm-2026-000042", "CLM-26-000042", "CLM-2026-000042<script>", " CLM-2026-000042", "CLM-2026-00004a"]) {
      expect(CLAIM_NUMBER_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

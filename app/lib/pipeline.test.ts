import { describe, expect, it } from "vitest";
import { leadForms } from "./inbox-paths.ts";
import { customerClaimStatus, firstStage, isStage, openStages, parseStageFilter, pipelines, selectableStages, stageLabel } from "./pipeline.ts";

describe("pipelines", () => {
  it("give every form one first stage that is open, and Spam as a final stage", () => {
    for (const form of leadForms) {
      expect(openStages(form)[0]).toBe(firstStage(form));
      expect(pipelines[form].find((s) => s.code === "spam")?.final).toBe(true);
      expect(new Set(pipelines[form].map((s) => s.code)).size).toBe(pipelines[form].length);
    }
  });

  it("record an outcome only where one is asked for: Won and Lost on the sales forms", () => {
    const withOutcome = (form: (typeof leadForms)[number]) => pipelines[form].filter((s) => s.outcome).map((s) => [s.code, s.outcome]);
    expect(withOutcome("quotes")).toEqual([["won", "won"], ["lost", "lost"]]);
    expect(withOutcome("pay-per-mile")).toEqual([["won", "won"], ["lost", "lost"]]);
    expect(withOutcome("claims")).toEqual([]);
    expect(withOutcome("applications")).toEqual([]);
  });

  it("offer a legacy stage only to a record already in it", () => {
    expect(selectableStages("quotes", "new").map((s) => s.code)).not.toContain("closed");
    expect(selectableStages("quotes", "closed").map((s) => s.code)).toContain("closed");
    // Closed is a real stage for claims.
    expect(selectableStages("claims", "received").map((s) => s.code)).toContain("closed");
  });

  it("read a stage filter from a URL, ignoring anything unknown to the form", () => {
    expect(parseStageFilter("claims", "with_carrier")).toBe("with_carrier");
    expect(parseStageFilter("quotes", "with_carrier")).toBeNull();
    expect(parseStageFilter("quotes", "toString")).toBeNull();
    expect(parseStageFilter("quotes", null)).toBeNull();
    expect(isStage("applications", "hired")).toBe(true);
    expect(stageLabel("quotes", "archived")).toBe("archived");
  });

  it("read to a claimant in their words, never staff's", () => {
    expect(["received", "in_review", "with_carrier", "closed", "spam"].map(customerClaimStatus)).toEqual([
      "Received",
      "In review",
      "With the insurance company",
      "Closed",
      "Closed",
    ]);
  });
});

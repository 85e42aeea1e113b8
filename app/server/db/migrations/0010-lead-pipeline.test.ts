import { describe, expect, it } from "vitest";
import type { LeadForm } from "../../../lib/inbox-paths.ts";
import { isStage } from "../../../lib/pipeline.ts";
import { stageForOldStatus } from "./0010-lead-pipeline.ts";

describe("migration 0010", () => {
  it("turns the old statuses into stages per form", () => {
    expect(["new", "contacted", "in_progress", "closed", "spam"].map((s) => stageForOldStatus("quotes", s))).toEqual(["new", "contacted", "contacted", "closed", "spam"]);
    expect(["new", "contacted", "in_progress", "closed", "spam"].map((s) => stageForOldStatus("claims", s))).toEqual(["received", "in_review", "in_review", "closed", "spam"]);
    expect(["new", "contacted", "in_progress", "closed"].map((s) => stageForOldStatus("applications", s))).toEqual(["new", "interview", "interview", "closed"]);
    // The forms that existed before stages (later forms were born with them).
    const formsBeforeStages: LeadForm[] = ["quotes", "claims", "applications", "pay-per-mile"];
    for (const form of formsBeforeStages) for (const s of ["new", "contacted", "in_progress", "closed", "spam"]) expect(isStage(form, stageForOldStatus(form, s))).toBe(true);
  });
});

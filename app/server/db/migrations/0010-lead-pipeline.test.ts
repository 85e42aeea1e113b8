import { describe, expect, it } from "vitest";
import { leadForms } from "../../../lib/inbox-paths.ts";
import { isStage } from "../../../lib/pipeline.ts";
import { stageForOldStatus } from "./0010-lead-pipeline.ts";

describe("migration 0010", () => {
  it("turns the old statuses into stages per form", () => {
    expect(["new", "contacted", "in_progress", "closed", "spam"].map((s) => stageForOldStatus("quotes", s))).toEqual(["new", "contacted", "contacted", "closed", "spam"]);
    expect(["new", "contacted", "in_progress", "closed", "spam"].map((s) => stageForOldStatus("claims", s))).toEqual(["received", "in_review", "in_review", "closed", "spam"]);
    expect(["new", "contacted", "in_progress", "closed"].map((s) => stageForOldStatus("applications", s))).toEqual(["new", "interview", "interview", "closed"]);
    for (const form of leadForms) for (const s of ["new", "contacted", "in_progress", "closed", "spam"]) expect(isStage(form, stageForOldStatus(form, s))).toBe(true);
  });
});

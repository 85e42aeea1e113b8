import { describe, expect, it } from "vitest";
import { customerClaimStatus, isLeadStatus, leadStatusLabel, leadStatuses, parseStatusFilter, statusChange } from "./lead-status.ts";

describe("lead statuses", () => {
  it("are the five the inbox filters by, each with a label", () => {
    expect(leadStatuses).toEqual(["new", "contacted", "in_progress", "closed", "spam"]);
    expect(leadStatuses.map(leadStatusLabel)).toEqual(["New", "Contacted", "In progress", "Closed", "Spam"]);
    expect(leadStatusLabel("archived")).toBe("archived");
  });

  it("read a filter from a URL, ignoring anything unknown", () => {
    expect(parseStatusFilter("in_progress")).toBe("in_progress");
    expect(parseStatusFilter("")).toBeNull();
    expect(parseStatusFilter(null)).toBeNull();
    expect(parseStatusFilter("NEW")).toBeNull();
    expect(parseStatusFilter("new' or 1=1")).toBeNull();
    expect(isLeadStatus("toString")).toBe(false);
  });

  it("change from any status to any other; the same status is no change; anything else is refused", () => {
    expect(statusChange("new", "contacted")).toEqual({ kind: "change", to: "contacted" });
    expect(statusChange("closed", "new")).toEqual({ kind: "change", to: "new" });
    expect(statusChange("spam", "spam")).toEqual({ kind: "unchanged" });
    expect(statusChange("new", "deleted")).toEqual({ kind: "invalid" });
    expect(statusChange("new", undefined)).toEqual({ kind: "invalid" });
    expect(statusChange("new", ["closed"])).toEqual({ kind: "invalid" });
  });

  it("read to a claimant in their words, never staff's", () => {
    expect(customerClaimStatus("new")).toBe("Received");
    expect(customerClaimStatus("contacted")).toBe("Under review");
    expect(customerClaimStatus("in_progress")).toBe("In progress");
    expect(customerClaimStatus("closed")).toBe("Closed");
    expect(customerClaimStatus("spam")).toBe("Closed");
  });
});

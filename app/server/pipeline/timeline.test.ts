import { describe, expect, it } from "vitest";
import { auditEntry, emailKindLabel, mergeTimeline, type TimelineEntry } from "./timeline.ts";

const entry = (key: string, at: string, kind: TimelineEntry["kind"] = "other"): TimelineEntry => ({ key, at, kind, title: key, detail: null, actor: null, body: null, email: null });

describe("mergeTimeline", () => {
  it("interleaves the sources newest first", () => {
    const merged = mergeTimeline([
      [entry("received", "2026-11-01T10:00:00.000Z", "received")],
      [entry("audit:b", "2026-11-03T10:00:00.000Z"), entry("audit:a", "2026-11-01T12:00:00.000Z")],
      [entry("note:a", "2026-11-02T10:00:00.000Z")],
      [entry("email:a", "2026-11-04T10:00:00.000Z")],
    ]);
    expect(merged.map((e) => e.key)).toEqual(["email:a", "audit:b", "note:a", "audit:a", "received"]);
  });

  it("puts the arrival last among entries of the same instant, and is stable otherwise", () => {
    const at = "2026-11-01T10:00:00.000Z";
    const merged = mergeTimeline([[entry("received", at, "received")], [entry("email:1", at), entry("audit:9", at)]]);
    expect(merged.map((e) => e.key)).toEqual(["email:1", "audit:9", "received"]);
    expect(mergeTimeline([[entry("audit:9", at)], [entry("email:1", at)], [entry("received", at, "received")]]).map((e) => e.key)).toEqual(merged.map((e) => e.key));
  });

  it("keeps only the newest `limit` entries", () => {
    const many = Array.from({ length: 150 }, (_, i) => entry(`audit:${String(i).padStart(3, "0")}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    const merged = mergeTimeline([many], 100);
    expect(merged).toHaveLength(100);
    expect(merged[0]!.key).toBe("audit:149");
    expect(merged.at(-1)!.key).toBe("audit:050");
  });
});

describe("auditEntry", () => {
  const row = (action: string, detail: string | null) => ({ id: "1", created_at: "2026-11-01T10:00:00.000Z", actor_email: "amy@agency.test", action, detail });

  it("words assignments, stages, the old statuses, follow-ups and files", () => {
    expect(auditEntry(row("lead.assign", "→ amy@agency.test"))).toMatchObject({ kind: "assigned", title: "Assigned to amy@agency.test" });
    expect(auditEntry(row("lead.assign", "→ nobody"))).toMatchObject({ kind: "assigned", title: "Unassigned" });
    expect(auditEntry(row("lead.stage", "New → Won (Progressive, Auto, $1,250 a year)"))).toMatchObject({ kind: "stage", detail: "New → Won (Progressive, Auto, $1,250 a year)" });
    expect(auditEntry(row("lead.status", "New → In progress"))).toMatchObject({ kind: "stage", title: "Status changed (before stages)", detail: "New → In progress" });
    expect(auditEntry(row("lead.follow_up", "Due Nov 24, 2026, 10:00 AM (Las Vegas)"))).toMatchObject({ kind: "follow-up", title: "Follow-up set" });
    expect(auditEntry(row("lead.follow_up_clear", "Cleared"))).toMatchObject({ kind: "follow-up", title: "Follow-up cleared" });
    expect(auditEntry(row("file.preview", "garage.png"))).toMatchObject({ kind: "file", title: "File previewed", detail: "garage.png" });
    expect(auditEntry(row("lead.spam", null))).toMatchObject({ kind: "other", title: "Marked as spam" });
  });
});

describe("emailKindLabel", () => {
  it("names the emails of a submission", () => {
    expect(emailKindLabel("quotes.notification")).toBe("Notification to the agency");
    expect(emailKindLabel("claims.confirmation")).toBe("Confirmation to the sender");
    expect(emailKindLabel("team.follow_up")).toBe("Follow-up reminder to the owner");
    expect(emailKindLabel("something.else")).toBe("something.else");
  });
});

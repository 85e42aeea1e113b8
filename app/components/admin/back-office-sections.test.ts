import { describe, expect, it } from "vitest";
import { backOfficeSections, currentSection, sectionsFor } from "./back-office-sections.ts";

describe("the back office's sections", () => {
  it("marks the section of a page and of the pages under it", () => {
    expect(currentSection("/admin/my-work")).toBe("my-work");
    expect(currentSection("/admin/calendar/bookings/b-1")).toBe("calendar");
    expect(currentSection("/admin/inbox/quotes")).toBe("quotes");
    expect(currentSection("/admin/inbox/quotes/")).toBe("quotes");
    expect(currentSection("/admin/inbox/claims/8f2c/files/1")).toBe("claims");
    expect(currentSection("/admin/inbox/pay-per-mile/abc")).toBe("pay-per-mile");
    expect(currentSection("/admin/outbox/42")).toBe("outbox");
    expect(currentSection("/blog-manager")).toBe("blog");
    expect(currentSection("/admin/help-questions")).toBe("help-questions");
    expect(currentSection("/admin/signing/8f2c/pages/1")).toBe("signing");
    expect(currentSection("/admin/campaigns/8f2c/report")).toBe("campaigns");
    expect(currentSection("/admin/integrations/webhooks/8f2c")).toBe("integrations");
  });

  it("does not mistake a longer name for a section", () => {
    expect(currentSection("/admin/usersettings")).toBeNull();
    expect(currentSection("/admin")).toBeNull();
  });

  it("shows staff their work and profile, admins everything", () => {
    expect(sectionsFor("staff").map((s) => s.key)).toEqual(["my-work", "calendar", "quotes", "claims", "applications", "pay-per-mile", "coverage-reviews", "messages", "service-requests", "customers", "renewals", "signing", "help-questions", "profile"]);
    expect(sectionsFor("admin")).toHaveLength(backOfficeSections.length);
  });

  it("gives every section its own address", () => {
    expect(new Set(backOfficeSections.map((s) => s.href)).size).toBe(backOfficeSections.length);
  });
});

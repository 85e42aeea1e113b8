import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FollowUpBadge } from "./LeadWorkPanel.tsx";

describe("FollowUpBadge", () => {
  const now = "2026-11-24T18:30:00.000Z"; // 10:30 AM in Las Vegas

  it("says Overdue, in words beside its icon, once the time has passed", () => {
    render(<FollowUpBadge at="2026-11-24T18:00:00.000Z" now={now} />);
    expect(screen.getByText(/^Overdue: Nov 24, 2026, 10:00 AM$/)).toBeTruthy();
  });

  it("shows an upcoming follow-up in Las Vegas time", () => {
    render(<FollowUpBadge at="2026-11-25T18:00:00.000Z" now={now} />);
    expect(screen.getByText("Follow up Nov 25, 2026, 10:00 AM")).toBeTruthy();
    expect(screen.queryByText(/Overdue/)).toBeNull();
  });
});

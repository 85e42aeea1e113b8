import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DueFlag, SignerStatusBadge, SigningStatusBadge, signingStatusOptions } from "./SigningStatus.tsx";

describe("a document's status in words", () => {
  it("names every status the list filters by, the one staff read for a sent document that someone signed included", () => {
    expect(signingStatusOptions.map((o) => o.label)).toEqual(["Draft", "Sent", "Viewed", "Signed by some", "Completed", "Declined", "Expired", "Voided"]);
    render(<SigningStatusBadge status="partly-signed" />);
    expect(screen.getByText("Signed by some")).toBeTruthy();
  });

  it("flags an overdue document and one expiring soon in words, and nothing else", () => {
    const { container, rerender } = render(<DueFlag due="overdue" />);
    expect(screen.getByText("Overdue")).toBeTruthy();
    rerender(<DueFlag due="expiring" />);
    expect(screen.getByText("Expires soon")).toBeTruthy();
    rerender(<DueFlag due="waiting" />);
    expect(container.textContent).toBe("");
  });

  it("says where a signer is", () => {
    render(<SignerStatusBadge status="waiting" />);
    expect(screen.getByText("Waiting for their turn")).toBeTruthy();
  });
});

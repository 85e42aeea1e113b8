import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../lib/documents.ts";
import { DocumentList } from "./DocumentList.tsx";

const idCard: DocumentSummary = {
  id: "doc-1",
  title: "2026 auto ID cards",
  docType: "id_card",
  typeLabel: "Auto ID card",
  policyId: "pol-1",
  policyLabel: "Personal auto · Progressive · PA-123",
  fileName: "id-cards.pdf",
  contentType: "application/pdf",
  sizeBytes: 250 * 1024,
  createdAt: "2026-11-20T18:00:00.000Z",
  uploadedByName: "Dana Reyes",
};

function show(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("DocumentList", () => {
  it("links a customer to their own download route, with the type, policy, size and date", () => {
    show(<DocumentList documents={[idCard]} audience="customer" />);
    const item = screen.getByRole("listitem");
    expect(within(item).getByRole("link", { name: "2026 auto ID cards" })).toHaveAttribute("href", "/dashboard/documents/doc-1");
    expect(within(item).getByRole("link", { name: "Download 2026 auto ID cards" })).toHaveAttribute("href", "/dashboard/documents/doc-1?download=1");
    expect(item).toHaveTextContent("Auto ID card · Personal auto · Progressive · PA-123");
    expect(item).toHaveTextContent("PDF, 250 KB · added November 20, 2026");
    // Who uploaded it is for staff only.
    expect(item).not.toHaveTextContent("Dana Reyes");
  });

  it("links staff to the back office's download route and says who uploaded it", () => {
    show(<DocumentList documents={[idCard]} audience="staff" actions={(d) => <button type="button">Delete {d.title}</button>} />);
    expect(screen.getByRole("link", { name: "2026 auto ID cards" })).toHaveAttribute("href", "/admin/documents/doc-1");
    expect(screen.getByRole("link", { name: "Download 2026 auto ID cards" })).toHaveAttribute("href", "/admin/documents/doc-1?download=1");
    expect(screen.getByRole("listitem")).toHaveTextContent("by Dana Reyes");
    expect(screen.getByRole("button", { name: "Delete 2026 auto ID cards" })).toBeInTheDocument();
  });

  it("leaves the policy out where every document is the same policy's", () => {
    show(<DocumentList documents={[idCard]} audience="customer" showPolicy={false} />);
    expect(screen.getByRole("listitem")).not.toHaveTextContent("Progressive");
  });

  it("says so when there are no documents", () => {
    show(<DocumentList documents={[]} audience="customer" />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("No documents yet")).toBeInTheDocument();
  });
});

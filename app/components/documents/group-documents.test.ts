import { describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../lib/documents.ts";
import { GENERAL_DOCUMENTS_LABEL, groupDocumentsByPolicy } from "./group-documents.ts";

const doc = (id: string, policyId: string | null): DocumentSummary => ({
  id,
  title: `Document ${id}`,
  docType: "id_card",
  typeLabel: "Auto ID card",
  policyId,
  policyLabel: policyId ? `Personal auto · Progressive · ${policyId}` : null,
  fileName: `${id}.pdf`,
  contentType: "application/pdf",
  sizeBytes: 100,
  createdAt: "2026-11-20T18:00:00.000Z",
  uploadedByName: null,
});

describe("documents grouped by policy", () => {
  it("puts the policy with the newest document first, keeps each group's order, and the customer's own documents last", () => {
    const groups = groupDocumentsByPolicy([doc("1", null), doc("2", "B"), doc("3", "A"), doc("4", "B"), doc("5", null)]);
    expect(groups.map((g) => [g.policyId, g.documents.map((d) => d.id)])).toEqual([
      ["B", ["2", "4"]],
      ["A", ["3"]],
      [null, ["1", "5"]],
    ]);
    expect(groups[0]!.label).toBe("Personal auto · Progressive · B");
    expect(groups[2]!.label).toBe(GENERAL_DOCUMENTS_LABEL);
  });

  it("has no groups without documents", () => {
    expect(groupDocumentsByPolicy([])).toEqual([]);
  });
});

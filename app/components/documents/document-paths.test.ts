import { describe, expect, it } from "vitest";
import { documentHref, uploadDocumentHref } from "./document-paths.ts";

describe("document paths", () => {
  it("sends staff and customers to their own download routes", () => {
    expect(documentHref("staff", "d1")).toBe("/admin/documents/d1");
    expect(documentHref("customer", "d1", { download: true })).toBe("/dashboard/documents/d1?download=1");
  });

  it("opens the upload page from a policy (preselected, and back there) or from the customer", () => {
    expect(uploadDocumentHref("c1")).toBe("/admin/customers/c1/documents");
    expect(uploadDocumentHref("c1", { policyId: "p1" })).toBe("/admin/customers/c1/documents?policy=p1&returnTo=%2Fadmin%2Fpolicies%2Fp1");
    expect(uploadDocumentHref("c1", { back: "customer" })).toBe("/admin/customers/c1/documents?returnTo=%2Fadmin%2Fcustomers%2Fc1");
  });
});

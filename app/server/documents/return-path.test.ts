import { describe, expect, it } from "vitest";
import { customerDocumentsPath, documentReturnPath } from "./return-path.ts";

describe("where the upload form goes back to", () => {
  const policies = ["pol-1", "pol-2"];

  it("follows the customer's own page and the pages of their policies", () => {
    expect(documentReturnPath("/admin/customers/cus-1", "cus-1", policies)).toBe("/admin/customers/cus-1");
    expect(documentReturnPath("/admin/policies/pol-2", "cus-1", policies)).toBe("/admin/policies/pol-2");
  });

  it("stays on the documents page for anything else", () => {
    for (const requested of [
      "",
      null,
      undefined,
      "/admin/customers/cus-2", // another customer
      "/admin/policies/pol-9", // another customer's policy
      "/admin/policies/pol-1/edit",
      "/admin/policies/pol-1?x=1",
      "https://evil.example/admin/customers/cus-1",
      "//evil.example/admin/customers/cus-1",
      "/admin/customers/cus-1/../../users",
      "/admin/users",
    ]) {
      expect(documentReturnPath(requested, "cus-1", policies)).toBeNull();
    }
  });

  it("names the documents page of a customer", () => {
    expect(customerDocumentsPath("cus-1")).toBe("/admin/customers/cus-1/documents");
  });
});

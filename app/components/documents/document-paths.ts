/** Where customer documents are opened and uploaded (docs/product.md#documents). Safe in the browser. */

export type DocumentAudience = "staff" | "customer";

/** Where a document is opened (or, with `download`, saved) from: each route checks its own audience on the server. */
export function documentHref(audience: DocumentAudience, id: string, options: { download?: boolean } = {}): string {
  const base = audience === "staff" ? `/admin/documents/${encodeURIComponent(id)}` : `/dashboard/documents/${encodeURIComponent(id)}`;
  return options.download ? `${base}?download=1` : base;
}

/**
 * The staff upload page of a customer: from a policy's page, pass the policy (preselected, and the
 * page goes back there after the upload); from the customer's page, `back: "customer"`.
 */
export function uploadDocumentHref(customerId: string, from: { policyId?: string; back?: "customer" } = {}): string {
  const search = new URLSearchParams();
  if (from.policyId) {
    search.set("policy", from.policyId);
    search.set("returnTo", `/admin/policies/${from.policyId}`);
  } else if (from.back === "customer") {
    search.set("returnTo", `/admin/customers/${customerId}`);
  }
  const query = search.toString();
  return `/admin/customers/${encodeURIComponent(customerId)}/documents${query ? `?${query}` : ""}`;
}

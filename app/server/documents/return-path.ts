/**
 * Where the upload form goes back to after a document is stored (docs/product.md#documents).
 * Only two shapes are followed: this customer's page, or the page of one of this customer's
 * policies. Anything else (another site, another customer, a typo) keeps staff on the
 * customer's documents page, so a crafted link cannot send them elsewhere.
 */
export function documentReturnPath(requested: string | null | undefined, customerId: string, policyIds: readonly string[]): string | null {
  if (!requested) return null;
  if (requested === `/admin/customers/${customerId}`) return requested;
  const policy = /^\/admin\/policies\/([^/?#]+)$/.exec(requested)?.[1];
  if (policy && policyIds.includes(policy)) return requested;
  return null;
}

/** The customer's documents page (where staff land after an upload without a return path). */
export function customerDocumentsPath(customerId: string): string {
  return `/admin/customers/${customerId}/documents`;
}

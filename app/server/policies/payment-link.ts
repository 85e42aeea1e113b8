/**
 * Where a customer pays a policy's bill (docs/product.md#customers-and-policies): for carrier
 * direct bill, the policy's own payment page, else its carrier's from the carrier directory;
 * an agency-billed policy is paid to the agency, so it has none.
 */
import type { CarrierEntry } from "../settings/carrier-directory.ts";
import { findCarrier } from "../settings/carrier-directory.ts";

export interface PaymentLink {
  url: string;
  /** Where the address came from, for staff: the policy itself or the carrier directory. */
  from: "policy" | "carrier";
}

export function paymentLink(policy: { billing: string; carrier: string; paymentUrl: string | null }, directory: readonly CarrierEntry[]): PaymentLink | null {
  if (policy.billing !== "direct") return null;
  if (policy.paymentUrl) return { url: policy.paymentUrl, from: "policy" };
  const carrier = findCarrier(directory, policy.carrier);
  return carrier?.paymentUrl ? { url: carrier.paymentUrl, from: "carrier" } : null;
}

/**
 * How a customer pays a policy (docs/product.md#the-customers-side): a policy the carrier
 * bills directly is paid on the carrier's page (the policy's own payment link first, else the
 * carrier directory's); a policy the agency bills is paid through the agency's payment portal.
 * Only http(s) addresses become links: anything else in the data is ignored.
 */
import type { CarrierEntry } from "../settings/carrier-directory.ts";

export type PaymentOption =
  | { kind: "carrier"; url: string; carrier: string }
  /** Direct bill with no known payment page: the customer calls the carrier (or the agency). */
  | { kind: "carrier-no-link"; carrier: string }
  | { kind: "agency"; url: string };

/** An address a link may point to: http(s) only. */
export function externalUrl(value: string | null | undefined): string | null {
  const url = value?.trim() ?? "";
  return /^https?:\/\/[^\s/]+/i.test(url) ? url : null;
}

export function paymentOption(
  policy: { billing: string; carrier: string; paymentUrl: string | null },
  carrier: CarrierEntry | null,
  agencyPortalUrl: string,
): PaymentOption {
  if (policy.billing === "agency") return { kind: "agency", url: agencyPortalUrl };
  const url = externalUrl(policy.paymentUrl) ?? externalUrl(carrier?.paymentUrl);
  return url ? { kind: "carrier", url, carrier: policy.carrier } : { kind: "carrier-no-link", carrier: policy.carrier };
}

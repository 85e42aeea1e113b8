/**
 * A carrier of the directory (docs/product.md#carrier-directory-and-the-public-service-center-page),
 * as admins enter it at /admin/settings/carriers. Only the name is required; the claims phone is
 * stored as shown ("(800) 555-0123"), the links must be https.
 */
import { z } from "zod";
import { parseUsPhone } from "../../config/agency.ts";
import { requiredText } from "../field-schemas.ts";

function httpsAddress(what: string) {
  return z
    .string()
    .trim()
    .max(500, "Please enter a shorter address.")
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || isHttpsUrl(v), `Please enter the ${what}'s full address, starting with https://.`);
}

export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const carrierSchema = z.object({
  name: requiredText("the carrier's name", 80),
  claimsPhone: z
    .string()
    .trim()
    .max(40, "Please enter a shorter phone number.")
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || parseUsPhone(v) !== null, "Please enter a 10-digit US phone number, like (800) 555-0123.")
    .transform((v) => (v === "" ? "" : parseUsPhone(v)!.display)),
  paymentUrl: httpsAddress("payment page"),
  website: httpsAddress("website"),
});

export type CarrierInput = z.output<typeof carrierSchema>;

export { carrierFieldLabels } from "./carrier-fields.ts";

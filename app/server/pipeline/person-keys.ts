/**
 * How submissions from one person are recognised (docs/product.md#people): the same email
 * (trimmed, lower-cased) or the same phone number (its digits, without a leading US 1).
 * Records that share either key are linked; they are never merged.
 */

export function normaliseEmail(email: string): string | null {
  const e = email.trim().toLowerCase();
  return e.includes("@") ? e : null;
}

/** The digits of a phone number; a US number with its country code reads as its ten digits. Null when too short to mean a person. */
export function normalisePhone(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length >= 7 ? digits : null;
}

/** The keys stored in person_contacts for this email and phone: "e:<email>", "p:<digits>". */
export function contactKeys(email: string, phone: string): string[] {
  const e = normaliseEmail(email);
  const p = normalisePhone(phone);
  return [...(e ? [`e:${e}`] : []), ...(p ? [`p:${p}`] : [])];
}

/**
 * The words of the customer's own pages for stored values, in the page's language
 * (docs/product.md#spanish): a policy's line, status and billing, a document's type, a claim's
 * status and type (the type and fields in the claim form's own words, catalogue section
 * `claim`), a file's kind. Stored values stay English codes; staff pages keep reading the
 * English lists in app/lib (policies.ts, documents.ts, pipeline.ts), which the English catalogue
 * repeats word for word (customer-labels.test.ts checks it). Safe in the browser.
 */
import { formatDate } from "./format.ts";
import { catalogueOf } from "./i18n/i18n.ts";
import type { Locale } from "./i18n/locale.ts";
import type { Messages } from "./i18n/messages/en.ts";
import { customerEn } from "./i18n/messages/customer-pages.ts";

const customer = (locale: Locale) => catalogueOf(locale).customer;

/** A label from a list keyed by stored value, or the value itself when the list does not know it. */
function pick(list: Record<string, string>, value: string): string {
  return Object.hasOwn(list, value) ? list[value]! : value;
}

export function policyLineIn(locale: Locale, line: string): string {
  return pick(customer(locale).lines, line);
}

export function policyStatusIn(locale: Locale, status: string): string {
  return pick(customer(locale).policyStatus, status);
}

export function billingIn(locale: Locale, billing: string): string {
  return pick(customer(locale).billing, billing);
}

export function documentTypeIn(locale: Locale, docType: string): string {
  return pick(customer(locale).documentTypes, docType);
}

/** What a claimant reads of their claim's stage (the same simplification as lib/pipeline.ts customerClaimStatus). */
export function claimStatusIn(locale: Locale, stage: string): string {
  const words = customer(locale).claimStatus;
  return stage === "received" || stage === "in_review" || stage === "with_carrier" ? words[stage] : words.closed;
}

/** A claim's type as the claim form offered it (stored in English; the claim form's own catalogue names it). */
export function claimTypeIn(locale: Locale, claimType: string): string {
  return pick(catalogueOf(locale).claim.types, claimType);
}

const fileKindKeys: Record<string, keyof typeof customerEn.fileKinds> = {
  "application/pdf": "pdf",
  "application/msword": "word",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "word",
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/heic": "heic",
  "image/webp": "webp",
};

/** The kind of a stored file, in words ("PDF", "JPEG image"). */
export function fileKindIn(locale: Locale, contentType: string): string {
  const key = fileKindKeys[contentType];
  return key ? customer(locale).fileKinds[key] : contentType;
}

const englishLines = new Map(Object.entries(customerEn.lines).map(([value, label]) => [label, value]));
const englishStatusSuffix = new Map(Object.entries(customerEn.policyStatusSuffix).map(([value, word]) => [`(${word})`, value]));

/**
 * A policy's name as the server writes it ("Personal auto · Progressive · PA-100", with
 * " (expired)" when it is not active: request-book.ts and documents/policy-label.ts) in the
 * page's language. Carrier names and policy numbers are the agency's data and stay as they are.
 */
export function policyLabelIn(locale: Locale, label: string): string {
  if (locale === "en") return label;
  const words = customer(locale);
  const parts = label.split(" · ");
  const line = englishLines.get(parts[0]!);
  if (line) parts[0] = pick(words.lines, line);
  const last = parts.length - 1;
  const suffix = / (\([a-z]+\))$/.exec(parts[last]!);
  const status = suffix ? englishStatusSuffix.get(suffix[1]!) : undefined;
  if (suffix && status) parts[last] = `${parts[last]!.slice(0, suffix.index)} (${pick(words.policyStatusSuffix, status)})`;
  return parts.join(" · ");
}

/** A vehicle's name as the server writes it ("2021 Toyota RAV4, VIN …123456"), in the page's language. */
export function vehicleLabelIn(locale: Locale, label: string): string {
  return label === customerEn.vehicleWithoutDetails ? customer(locale).vehicleWithoutDetails : label;
}

const englishClaimFields = new Map(Object.entries(catalogueOf("en").claim.labels).map(([name, label]) => [label, name as keyof Messages["claim"]["labels"]]));

/**
 * A claim's fields as stored (labels in English, for staff) as the claimant reads them on a page
 * in their language, in the claim form's own words: its labels, the claim type, the injuries
 * answer, the date of loss. What they typed stays as typed; a field the form does not know is
 * shown as stored.
 */
export function claimDetailsIn(locale: Locale, details: { label: string; value: string }[]): { label: string; value: string }[] {
  if (locale === "en") return details;
  const english = catalogueOf("en").claim;
  const words = catalogueOf(locale).claim;
  return details.map((field) => {
    const name = englishClaimFields.get(field.label);
    if (!name) return field;
    let value = field.value;
    if (name === "claimType") value = claimTypeIn(locale, value);
    else if (name === "injuriesInvolved") value = value === english.injuries.yes ? words.injuries.yes : value === english.injuries.no ? words.injuries.no : value;
    else if (name === "dateOfLoss" && /^\d{4}-\d{2}-\d{2}$/.test(value)) value = formatDate(value, undefined, locale);
    return { label: words.labels[name], value };
  });
}

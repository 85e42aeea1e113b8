/**
 * The customer's service request forms (docs/product.md#service-requests): each type's fields
 * with their labels (in form order: the error summary, the stored details and the emails use
 * them), and the choices offered. Without zod, so pages can import it; the schemas are in
 * ./service-request.ts. The lists here are English, the English catalogue's own words
 * (`customer.requestForm`): what is stored and what staff read. A Spanish page shows the same
 * fields and choices in Spanish (`…In(locale)` below, from the Spanish catalogue); what is
 * stored stays English.
 */
import { policyLabelIn, vehicleLabelIn } from "../customer-labels.ts";
import { formatDate } from "../format.ts";
import { catalogueOf, translatorFor } from "../i18n/i18n.ts";
import { customerEn } from "../i18n/messages/customer-pages.ts";
import type { Locale } from "../i18n/locale.ts";
import { serviceRequestTypeIn, type ServiceRequestTypeCode } from "../service-requests.ts";

export const MAX_REQUEST_MESSAGE_LENGTH = 5000;
/** Files a customer may attach to one request or reply. */
export const MAX_REQUEST_ATTACHMENTS = 5;
/** Documents staff may send with one reply. */
export const MAX_STAFF_DOCUMENTS = 5;

/** The English words of the forms: the catalogue's, so that each label is written once. */
const english = customerEn.requestForm;

/** A list's choices in the catalogue's order: the value stored, the English label. */
function choicesOf<const V extends string>(labels: Record<V, string>): readonly { value: V; label: string }[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

export const deliveryOptions = choicesOf(english.options.delivery);
export const yesNoOptions = choicesOf(english.options.yesNo);
export const certificateSendToOptions = choicesOf(english.options.sendTo);
export const ownershipOptions = choicesOf(english.options.ownership);
export const removeVehicleReasons = choicesOf(english.options.removeVehicleReasons);
export const relationshipOptions = choicesOf(english.options.relationship);
export const removeDriverReasons = choicesOf(english.options.removeDriverReasons);
export const cancelReasons = choicesOf(english.options.cancelReasons);

/** Each type's fields and labels, in form order (the policy first when the type has one). */
export const serviceRequestLabels = english.labels satisfies Record<ServiceRequestTypeCode, Record<string, string>>;

/** The types whose closing free-text box is the request itself (otherwise "Anything else we should know"). */
const MESSAGE_REQUIRED: ReadonlySet<ServiceRequestTypeCode> = new Set(["billing-question", "other"]);

/** The free-text box every type ends with: its label, and whether it is the request itself. */
export const messageFieldOf = Object.fromEntries(
  (Object.keys(serviceRequestLabels) as ServiceRequestTypeCode[]).map((type) => [type, { label: serviceRequestLabels[type].message, required: MESSAGE_REQUIRED.has(type) }]),
) as Record<ServiceRequestTypeCode, { label: string; required: boolean }>;

/** The checkbox groups of each type (posted once per ticked box, read as lists). */
export const serviceRequestLists: Partial<Record<ServiceRequestTypeCode, readonly string[]>> = {
  "id-cards": ["vehicles"],
  "address-change": ["policyIds"],
};

/** The message sent to a thread (customer or staff). */
export const replyLabels = { message: "Your message", attachments: "Attachments" } as const;
export const staffReplyLabels = { message: "Reply to the customer", attachments: "Documents for the customer", docType: "Kind of document", title: "Document title", nextStatus: "Status after this reply" } as const;
export const statusChangeLabels = { status: "Status" } as const;
export const ownerChangeLabels = { owner_id: "Owner" } as const;

/** The staff reply's status choice: keep the request's status, or set one. */
export const KEEP_STATUS = "keep";

// ---------------------------------------------------------------------------
// The same in the customer's language
// ---------------------------------------------------------------------------

type Labels = typeof serviceRequestLabels;

/** Each type's field labels in the page's language (English: the stored labels above). */
export function serviceRequestLabelsIn(locale: Locale): { readonly [T in ServiceRequestTypeCode]: Record<keyof Labels[T], string> } {
  return locale === "en" ? serviceRequestLabels : catalogueOf(locale).customer.requestForm.labels;
}

/** The labels of a reply in the thread, in the page's language. */
export function replyLabelsIn(locale: Locale): { message: string; attachments: string } {
  if (locale === "en") return replyLabels;
  const words = catalogueOf(locale).customer.request;
  return { message: words.message, attachments: words.attachments };
}

const englishOptions = {
  delivery: deliveryOptions,
  yesNo: yesNoOptions,
  sendTo: certificateSendToOptions,
  ownership: ownershipOptions,
  removeVehicleReasons,
  relationship: relationshipOptions,
  removeDriverReasons,
  cancelReasons,
};
export type RequestOptionList = keyof typeof englishOptions;
type Choices = { readonly [K in RequestOptionList]: readonly { value: (typeof englishOptions)[K][number]["value"]; label: string }[] };

/** The choices of the forms in the page's language: the same values, in the same order. */
export function requestOptionsIn(locale: Locale): Choices {
  if (locale === "en") return englishOptions;
  const words = catalogueOf(locale).customer.requestForm.options as Record<RequestOptionList, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(englishOptions).map(([list, options]) => [list, options.map((o) => ({ value: o.value, label: words[list as RequestOptionList][o.value] ?? o.label }))]),
  ) as unknown as Choices;
}

/** Which option list a field's stored value comes from. */
const optionListOf: Record<string, RequestOptionList> = {
  delivery: "delivery",
  additionalInsured: "yesNo",
  sendTo: "sendTo",
  ownership: "ownership",
  relationship: "relationship",
};
const reasonListOf: Partial<Record<ServiceRequestTypeCode, RequestOptionList>> = {
  "remove-vehicle": "removeVehicleReasons",
  "remove-driver": "removeDriverReasons",
  "cancel-policy": "cancelReasons",
};
const DATE_FIELDS = new Set(["purchaseDate", "removalDate", "dateOfBirth", "effectiveDate", "cancelDate"]);
const ENGLISH_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "March 1, 2026" (how a request's dates are stored for staff) in the page's language. */
function storedDateIn(locale: Locale, value: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(value);
  const month = match ? ENGLISH_MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) return value;
  return formatDate(`${match[3]}-${String(month + 1).padStart(2, "0")}-${match[2]!.padStart(2, "0")}`, undefined, locale);
}

/**
 * A request's details as stored (English labels and values, for staff and emails) as the customer
 * reads them on a page in their language: each label of the type's form and each stored choice,
 * policy name and date put into that language; what the customer typed stays as typed.
 */
export function requestDetailsIn(locale: Locale, type: string, details: { label: string; value: string }[]): { label: string; value: string }[] {
  if (locale === "en" || !Object.hasOwn(serviceRequestLabels, type)) return details;
  const code = type as ServiceRequestTypeCode;
  const english = serviceRequestLabels[code] as Record<string, string>;
  const translated = serviceRequestLabelsIn(locale)[code] as Record<string, string>;
  const nameOf = new Map(Object.entries(english).map(([name, label]) => [label, name]));
  const options = requestOptionsIn(locale);
  const values = catalogueOf(locale).customer.requestForm.values;
  const englishValues = catalogueOf("en").customer.requestForm.values;
  const fixed = new Map<string, string>([
    [englishValues.noOnePolicy, values.noOnePolicy],
    [englishValues.allPolicies, values.allPolicies],
    [englishValues.allVehicles, values.allVehicles],
  ]);
  const valueIn = (name: string, value: string): string => {
    if (fixed.has(value)) return fixed.get(value)!;
    const list = name === "reason" ? reasonListOf[code] : optionListOf[name];
    if (list) {
      const stored = englishOptions[list].find((o) => o.label === value)?.value;
      return options[list].find((o) => o.value === stored)?.label ?? value;
    }
    if (name === "policyId") return policyLabelIn(locale, value);
    if (name === "policyIds") return value.split("; ").map((label) => policyLabelIn(locale, label)).join("; ");
    if (name === "vehicles" || name === "vehicleId") return value.split("; ").map((label) => vehicleLabelIn(locale, label)).join("; ");
    if (DATE_FIELDS.has(name)) return storedDateIn(locale, value);
    return value;
  };
  return details.map((field) => {
    const name = nameOf.get(field.label);
    return name ? { label: translated[name] ?? field.label, value: valueIn(name, field.value) } : field;
  });
}

/**
 * The thread's first message as the customer reads it: when they wrote nothing, the request
 * opens with a one-line summary stored in English for staff ("Certificate of insurance for
 * Personal auto · Progressive · PA-100."), which a page in another language says in its own.
 * Anything else is the customer's own words, shown as written.
 */
export function firstMessageIn(locale: Locale, type: string, body: string): string {
  const english = serviceRequestTypeIn(type, "en");
  const translated = serviceRequestTypeIn(type, locale);
  if (locale === "en" || !english || !translated) return body;
  const t = translatorFor(locale);
  if (body === `${english.label}.`) return t("customer.requestForm.summaryNoPolicy", { type: translated.label });
  const prefix = `${english.label} for `;
  if (body.startsWith(prefix) && body.endsWith(".") && !body.includes("\n")) {
    return t("customer.requestForm.summary", { type: translated.label, policy: policyLabelIn(locale, body.slice(prefix.length, -1)) });
  }
  return body;
}

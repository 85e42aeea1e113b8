/**
 * Options, labels and texts of the quote request form: what the page needs, without zod (keeps it
 * out of the browser bundle). The values are the stored English codes; the labels come from the
 * page's catalogue (app/lib/i18n/messages/quote-page.ts) in either language. The constants below
 * are the English ones (staff pages, exports and notifications read them).
 */
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_LABEL } from "../consent.ts";
import type { Locale } from "../i18n/locale.ts";
import type { Widen } from "../i18n/messages/catalogue-shape.ts";
import { quoteEn, quoteEs } from "../i18n/messages/quote-page.ts";

const texts: Record<Locale, Widen<typeof quoteEn>> = { en: quoteEn, es: quoteEs };

/** The options of a list in form order, each with its label from `labels`. */
function optionsOf<const V extends readonly string[]>(values: V, labels: Readonly<Record<V[number], string>>) {
  return values.map((value: V[number]) => ({ value, label: labels[value] })) as unknown as { readonly [K in keyof V]: { readonly value: V[K]; readonly label: string } };
}

const VEHICLE_COUNTS = ["0", "1", "2", "3", "4+"] as const;

/** Every option list of the form, labelled in a language. */
export function quoteOptionsIn(locale: Locale) {
  const o = texts[locale].options;
  return {
    insuranceTypes: optionsOf(["auto", "home", "business", "life", "motorcycle", "boat", "renters", "commercial"], o.insuranceTypes),
    yesNo: optionsOf(["yes", "no"], o.yesNo),
    satisfaction: optionsOf(["very_satisfied", "satisfied", "neutral", "dissatisfied", "very_dissatisfied"], o.satisfaction),
    /** The only satisfaction answer when there is no current insurance. */
    firstTime: { value: "looking_for_first_time", label: o.firstTime } as const,
    homeOwnership: optionsOf(["own", "rent", "other"], o.homeOwnership),
    vehicleCount: optionsOf(VEHICLE_COUNTS, { "0": "0", "1": "1", "2": "2", "3": "3", "4+": o.fourOrMoreVehicles }),
    businessSize: optionsOf(["1-5", "6-20", "21-50", "51+"], o.businessSize),
    businessYears: optionsOf(["less_than_1", "1-3", "4-10", "10+"], o.businessYears),
    budget: optionsOf(["under_100", "100_250", "250_500", "500_plus"], o.budget),
    timeline: optionsOf(["immediately", "within_week", "within_month", "just_researching"], o.timeline),
    contactPreference: optionsOf(["phone", "email", "text"], o.contactPreference),
  };
}

export type QuoteOptions = ReturnType<typeof quoteOptionsIn>;

const english = quoteOptionsIn("en");
export const insuranceTypeOptions = english.insuranceTypes;
export const yesNoOptions = english.yesNo;
export const satisfactionOptions = english.satisfaction;
/** The only satisfaction answer when there is no current insurance. */
export const firstTimeOption = english.firstTime;
export const homeOwnershipOptions = english.homeOwnership;
export const vehicleCountOptions = english.vehicleCount;
export const businessSizeOptions = english.businessSize;
export const businessYearsOptions = english.businessYears;
export const budgetOptions = english.budget;
export const timelineOptions = english.timeline;
export const contactPreferenceOptions = english.contactPreference;

/** Field names in form order, with the labels used in messages, emails and the inbox, in a language. */
export function quoteRequestLabelsIn(locale: Locale) {
  const labels = texts[locale].labels;
  // The English label of the marketing box is the one every form shares (app/lib/consent.ts).
  return locale === "en" ? { ...labels, [MARKETING_CONSENT_FIELD]: MARKETING_CONSENT_LABEL } : labels;
}

/** Field names in form order, with the English labels stored with the record and shown to staff. */
export const quoteRequestLabels = quoteRequestLabelsIn("en");

/** Checkbox fields, which post several values under one name. */
export const quoteRequestLists = ["insurance_types"] as const;

/**
 * The agency's facts: one typed module, used by every page and email.
 *
 * Defaults are fictional placeholders (555-01xx numbers, example.com addresses);
 * the office address is the agency's real one (docs/product.md#agency-facts-and-configuration).
 * Deploy-specific values are overridden by environment variables (see `app/server/env.ts`
 * and `.env.example`);
 * `agencyFromEnv` applies them. This module is safe to import in the browser: it
 * never reads `process.env` itself.
 */

export interface OpeningHours {
  /** Days of the week, 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** 24-hour local time (America/Los_Angeles), "HH:MM". */
  opens: string;
  closes: string;
}

export interface Agency {
  name: string;
  shortName: string;
  tagline: string;
  /** Main office line, as dialled ("+17025550100") and as shown ("(702) 555-0100"). */
  phone: PhoneNumber;
  claimsPhone: PhoneNumber;
  emails: { info: string; leads: string; claims: string; careers: string };
  address: {
    street: string;
    suite: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  /** Cities the agency serves; shown in copy and in JSON-LD `areaServed`. */
  areaServed: string[];
  timeZone: string;
  openingHours: OpeningHours[];
  paymentPortalUrl: string;
  merchandiseStoreUrl: string;
  builderCredit: { name: string; url: string };
  /** Optional hero video (MP4). Empty means the hero shows its image only. */
  heroVideoUrl: string;
  claims: {
    licensedStates: number;
    foundedYear: number;
    customers: string;
    yearsExperience: string;
    principalAgentYears: string;
  };
}

export interface PhoneNumber {
  /** E.164 form for tel: links. */
  dial: string;
  /** Human form. */
  display: string;
}

export const defaultAgency: Agency = {
  name: "Silver Sage Insurance Agency",
  shortName: "Silver Sage Insurance",
  tagline: "Independent, veteran-owned insurance for Nevada families and businesses",
  phone: { dial: "+17025550100", display: "(702) 555-0100" },
  claimsPhone: { dial: "+17025550199", display: "(702) 555-0199" },
  emails: {
    info: "info@example.com",
    leads: "quotes@example.com",
    claims: "claims@example.com",
    careers: "careers@example.com",
  },
  address: {
    street: "7318 West Post Rd",
    suite: "Ste 202B",
    city: "Las Vegas",
    region: "NV",
    postalCode: "89118",
    country: "US",
  },
  areaServed: ["Las Vegas", "Reno", "Henderson", "Sparks"],
  timeZone: "America/Los_Angeles",
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: "08:00", closes: "18:00" },
    { days: [6], opens: "09:00", closes: "14:00" },
  ],
  paymentPortalUrl: "https://payments.example.com/",
  merchandiseStoreUrl: "https://store.example.com/",
  builderCredit: { name: "Example Web Studio", url: "https://example.com/" },
  heroVideoUrl: "",
  claims: {
    licensedStates: 49,
    foundedYear: 2015,
    customers: "10,000+",
    yearsExperience: "15+",
    principalAgentYears: "30+",
  },
};

/**
 * Marketing figures quoted on pages (docs/product.md#business-constants). Static text, not rules;
 * pages hedge them ("varies by insurer").
 */
export const marketingFigures = {
  payPerMile: {
    monthlyFrom: "$43.90",
    maxSavingsPercent: 40,
    milesPerYearUnder: "8,000",
  },
  /** The careers area's own, more generous wording of the same programme, kept but not shown (docs/product.md#business-constants). */
  payPerMileCareersClaim: { maxSavingsPercent: 50, milesPerYearUnder: "10,000" },
  nevadaMinimumLiability: {
    bodilyInjuryPerPerson: "$25,000",
    bodilyInjuryPerAccident: "$50,000",
    propertyDamage: "$20,000",
  },
  averageYearlyCarPremium: [
    { city: "Las Vegas", amount: "$1,856" },
    { city: "Reno", amount: "$1,628" },
    { city: "Henderson", amount: "$1,742" },
    { city: "Sparks", amount: "$1,594" },
  ],
  homeInsuranceAverage: { nevada: "$1,245", national: "$1,820" },
  exampleSavingsTotals: { fifteenStrategies: "$2,422", smallBusiness: "$5,650" },
  lifeInsuranceIncomeMultiple: "10-12",
  rentersMonthlyCost: "$15-30",
} as const;

/** Response promises (docs/product.md#business-constants), used by confirmations and emails. */
export const responsePromises = {
  quote: "within 24 hours",
  payPerMile: "typically within 24 hours",
  careers: "within 5-7 business days",
  claimReview: "within 24 hours",
  claimEmailReply: "within 24 hours",
} as const;

export function fullAddress(agency: Agency): string {
  const a = agency.address;
  return `${a.street} ${a.suite}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** A maps search for the office address, opened in a new tab by 'Get Directions'. */
export function directionsUrl(agency: Agency): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(agency))}`;
}

/** The embeddable map of the office (loaded lazily in an iframe). */
export function mapEmbedUrl(agency: Agency): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(fullAddress(agency))}&output=embed`;
}

/** Environment overrides, already validated by the env schema. */
export interface AgencyOverrides {
  AGENCY_NAME?: string;
  AGENCY_PHONE?: string;
  AGENCY_CLAIMS_PHONE?: string;
  AGENCY_EMAIL_INFO?: string;
  AGENCY_EMAIL_LEADS?: string;
  AGENCY_EMAIL_CLAIMS?: string;
  AGENCY_EMAIL_CAREERS?: string;
  PAYMENT_PORTAL_URL?: string;
  MERCHANDISE_STORE_URL?: string;
  HERO_VIDEO_URL?: string;
}

/** "(702) 555-0100" or "702-555-0100" → { dial: "+17025550100", display: "(702) 555-0100" }. */
export function parseUsPhone(input: string): PhoneNumber | null {
  const digits = input.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (!/^\d{10}$/.test(digits)) return null;
  return {
    dial: `+1${digits}`,
    display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  };
}

export function agencyFromEnv(env: AgencyOverrides): Agency {
  const phone = (value: string | undefined, fallback: PhoneNumber) =>
    (value && parseUsPhone(value)) || fallback;
  return {
    ...defaultAgency,
    name: env.AGENCY_NAME ?? defaultAgency.name,
    shortName: env.AGENCY_NAME ?? defaultAgency.shortName,
    phone: phone(env.AGENCY_PHONE, defaultAgency.phone),
    claimsPhone: phone(env.AGENCY_CLAIMS_PHONE, defaultAgency.claimsPhone),
    emails: {
      info: env.AGENCY_EMAIL_INFO ?? defaultAgency.emails.info,
      leads: env.AGENCY_EMAIL_LEADS ?? defaultAgency.emails.leads,
      claims: env.AGENCY_EMAIL_CLAIMS ?? defaultAgency.emails.claims,
      careers: env.AGENCY_EMAIL_CAREERS ?? defaultAgency.emails.careers,
    },
    paymentPortalUrl: env.PAYMENT_PORTAL_URL ?? defaultAgency.paymentPortalUrl,
    merchandiseStoreUrl: env.MERCHANDISE_STORE_URL ?? defaultAgency.merchandiseStoreUrl,
    heroVideoUrl: env.HERO_VIDEO_URL ?? defaultAgency.heroVideoUrl,
  };
}

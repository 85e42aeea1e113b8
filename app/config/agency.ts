/**
 * The agency's facts: one typed module, used by every page and email.
 *
 * Defaults are fictional placeholders (555-01xx numbers, example.com addresses);
 * the office address is the agency's real one (docs/product.md#agency-facts-and-configuration).
 * Trust signals (license number, carriers, team, review profile) have no default at all:
 * unset, the site shows nothing in their place, and `unsetAgencyFacts` lists them for the
 * start-up warning, so no visitor ever sees an invented fact.
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
  /** The agency's Nevada Division of Insurance license number; empty: not shown. */
  licenseNumber: string;
  /** Insurance companies the agency represents, in the configured order; empty: the list is not shown. */
  carriers: Carrier[];
  /** The agency's real staff; empty: the team section shows a neutral sentence instead of profiles. */
  team: TeamMember[];
  /** The agency's public review profile (e.g. its Google Business Profile); null: no review link. */
  reviewProfile: ReviewProfile | null;
  claims: {
    licensedStates: number;
    foundedYear: number;
    customers: string;
    yearsExperience: string;
    principalAgentYears: string;
  };
}

export interface Carrier {
  name: string;
  /** Site path of a logo file the agency supplies (under public/, e.g. "/agency/carriers/acme.svg"); absent: the name alone. */
  logo?: string;
}

export interface TeamMember {
  name: string;
  jobTitle: string;
  /** Site path of a photo the agency supplies (under public/); absent: an initials avatar. */
  photo?: string;
  /** A sentence or two about the person; optional. */
  bio?: string;
}

export interface ReviewProfile {
  url: string;
  /** Where the reviews are, e.g. "Google"; empty: the link says "Read our customer reviews". */
  site: string;
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
  licenseNumber: "",
  carriers: [],
  team: [],
  reviewProfile: null,
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
  message: "within one business day",
  coverageReview: "within one business day",
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
  AGENCY_LICENSE_NUMBER?: string;
  AGENCY_CARRIERS?: string;
  AGENCY_TEAM?: string;
  AGENCY_REVIEW_URL?: string;
  AGENCY_REVIEW_SITE?: string;
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
    licenseNumber: env.AGENCY_LICENSE_NUMBER?.trim() ?? "",
    carriers: env.AGENCY_CARRIERS ? parseCarriers(env.AGENCY_CARRIERS).value : [],
    team: env.AGENCY_TEAM ? parseTeam(env.AGENCY_TEAM).value : [],
    reviewProfile: env.AGENCY_REVIEW_URL ? { url: env.AGENCY_REVIEW_URL, site: env.AGENCY_REVIEW_SITE?.trim() ?? "" } : null,
  };
}

/** A parse result: the entries read, and a message per entry that could not be read (the env schema refuses those). */
export interface ListParse<T> {
  value: T[];
  errors: string[];
}

const IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9._/-]+\.(svg|png|jpe?g|webp|avif)$/i;

/** A supplied image: a path on this site (no other host, so showing it sends no request elsewhere). */
export function isSiteImagePath(path: string): boolean {
  return IMAGE_PATH.test(path) && !path.split("/").includes("..");
}

/** Entries separated by ";", fields by "|"; blank entries are skipped. */
function entries(text: string): string[][] {
  return text
    .split(";")
    .map((entry) => entry.split("|").map((field) => field.trim()))
    .filter((fields) => fields.some(Boolean));
}

function imageError(label: string, path: string): string {
  return `${label}: "${path}" is not an image path on this site (like /agency/carriers/acme.svg: .svg, .png, .jpg, .webp or .avif under public/)`;
}

/** AGENCY_CARRIERS: "Name; Name|/agency/carriers/logo.svg; …" → the carriers, in that order. */
export function parseCarriers(text: string): ListParse<Carrier> {
  const value: Carrier[] = [];
  const errors: string[] = [];
  for (const [name = "", logo = "", ...rest] of entries(text)) {
    if (!name) errors.push("a carrier without a name");
    else if (rest.length) errors.push(`${name}: expected "Name" or "Name|/logo/path", got more fields`);
    else if (logo && !isSiteImagePath(logo)) errors.push(imageError(name, logo));
    else value.push(logo ? { name, logo } : { name });
  }
  return { value, errors };
}

/** AGENCY_TEAM: "Name|Job title|/agency/team/photo.jpg|Short bio; …" (photo and bio optional; leave the photo field empty to give a bio without one). */
export function parseTeam(text: string): ListParse<TeamMember> {
  const value: TeamMember[] = [];
  const errors: string[] = [];
  for (const [name = "", jobTitle = "", photo = "", bio = "", ...rest] of entries(text)) {
    if (!name || !jobTitle) errors.push(`${name || "a team member"}: a name and a job title are required ("Name|Job title")`);
    else if (rest.length) errors.push(`${name}: expected at most four fields (name, job title, photo, bio); a bio cannot contain ";" or "|"`);
    else if (photo && !isSiteImagePath(photo)) errors.push(imageError(name, photo));
    else value.push({ name, jobTitle, ...(photo ? { photo } : {}), ...(bio ? { bio } : {}) });
  }
  return { value, errors };
}

/** "Maria Delgado" → "MD": the avatar shown when a team member has no photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}

/**
 * The agency facts still at their placeholder (or empty) default, each with what visitors
 * see meanwhile: the server warns the installer with this list at start.
 */
export function unsetAgencyFacts(env: AgencyOverrides): string[] {
  const unset: string[] = [];
  const placeholder = (name: keyof AgencyOverrides, shown: string) => {
    if (!env[name]) unset.push(`${name} (placeholder shown: ${shown})`);
  };
  const hidden = (name: keyof AgencyOverrides, effect: string) => {
    if (!env[name]) unset.push(`${name} (${effect})`);
  };
  placeholder("AGENCY_NAME", defaultAgency.name);
  placeholder("AGENCY_PHONE", defaultAgency.phone.display);
  placeholder("AGENCY_CLAIMS_PHONE", defaultAgency.claimsPhone.display);
  placeholder("AGENCY_EMAIL_INFO", defaultAgency.emails.info);
  placeholder("AGENCY_EMAIL_LEADS", defaultAgency.emails.leads);
  placeholder("AGENCY_EMAIL_CLAIMS", defaultAgency.emails.claims);
  placeholder("AGENCY_EMAIL_CAREERS", defaultAgency.emails.careers);
  placeholder("PAYMENT_PORTAL_URL", defaultAgency.paymentPortalUrl);
  placeholder("MERCHANDISE_STORE_URL", defaultAgency.merchandiseStoreUrl);
  hidden("AGENCY_LICENSE_NUMBER", "no license number in the footer");
  hidden("AGENCY_CARRIERS", "no list of insurance companies on the home and product pages");
  hidden("AGENCY_TEAM", "no staff profiles on the home page");
  hidden("AGENCY_REVIEW_URL", "no link to the agency's reviews");
  return unset;
}

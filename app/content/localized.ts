/**
 * The written content of a language: the English files in this folder, their Spanish
 * twins in ./es (same exports, same order, same slugs; app/content/localized.test.ts checks
 * they line up). Pages ask `contentFor(locale)` instead of importing a language's file.
 */
import type { Locale } from "../lib/i18n/locale.ts";
import * as enAccessibility from "./accessibility.ts";
import * as enCareers from "./careers.ts";
import * as enClaims from "./claims.ts";
import * as enCoverageReview from "./coverage-review.ts";
import * as enHome from "./home.ts";
import * as enIndustries from "./industries.ts";
import * as enProducts from "./insurance-products.ts";
import * as enPayPerMile from "./pay-per-mile.ts";
import * as enPrivacyNotice from "./privacy-notice.ts";
import * as enPrivacy from "./privacy.ts";
import * as esAccessibility from "./es/accessibility.ts";
import * as esCareers from "./es/careers.ts";
import * as esClaims from "./es/claims.ts";
import * as esCoverageReview from "./es/coverage-review.ts";
import * as esHome from "./es/home.ts";
import * as esIndustries from "./es/industries.ts";
import * as esProducts from "./es/insurance-products.ts";
import * as esPayPerMile from "./es/pay-per-mile.ts";
import * as esPrivacyNotice from "./es/privacy-notice.ts";
import * as esPrivacy from "./es/privacy.ts";

const englishFiles = {
  ...enAccessibility,
  ...enCareers,
  ...enClaims,
  ...enCoverageReview,
  ...enHome,
  ...enIndustries,
  ...enProducts,
  ...enPayPerMile,
  ...enPrivacyNotice,
  ...enPrivacy,
};

/** A document's wording with its literal strings widened: the same keys and lengths, any words. */
type Wording<T> = T extends string ? string : { [K in keyof T]: Wording<T[K]> };

/** Two documents are written `as const` (their tables keep their row counts); their Spanish wording only has to match that shape. */
export type SiteContent = Omit<typeof englishFiles, "privacyNotice" | "accessibilityStatement"> & {
  privacyNotice: Wording<typeof enPrivacyNotice.privacyNotice>;
  accessibilityStatement: Wording<typeof enAccessibility.accessibilityStatement>;
};

const english: SiteContent = englishFiles;

const spanish: SiteContent = {
  ...esAccessibility,
  ...esCareers,
  ...esClaims,
  ...esCoverageReview,
  ...esHome,
  ...esIndustries,
  ...esProducts,
  ...esPayPerMile,
  ...esPrivacyNotice,
  ...esPrivacy,
};

const byLocale: Record<Locale, SiteContent> = { en: english, es: spanish };

export function contentFor(locale: Locale): SiteContent {
  return byLocale[locale];
}

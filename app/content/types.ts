/**
 * Shapes of the written content that pages are assembled from.
 * Content lives in data files next to this one; components never hard-code copy.
 * Agency facts (phone numbers, emails, address, hours) are NOT content: they come
 * from `app/config/agency.ts`, so copy refers to them in words ("call our office").
 */

/** One question and its answer, rendered as an accordion item and as FAQPage JSON-LD. */
export interface Faq {
  question: string;
  /** Plain text, one or more paragraphs separated by a blank line ("\n\n"). */
  answer: string;
}

/** One coverage on a product or industry page ("Collision coverage" + what it pays for). */
export interface CoverageItem {
  name: string;
  description: string;
}

/** A small figure shown prominently, e.g. { value: "$1,856", label: "Average yearly premium, Las Vegas" }. */
export interface Stat {
  value: string;
  label: string;
  /** Optional qualifier shown under the label, e.g. "Varies by insurer and driver profile." */
  note?: string;
}

/** A titled block of prose: paragraphs separated by a blank line ("\n\n"). */
export interface ProseSection {
  heading: string;
  body: string;
  /** Optional bullet list rendered after the body. */
  bullets?: string[];
}

/** Lucide icon names the pages may use (kebab-case, as in lucide.dev). */
export type IconName =
  | "car" | "home" | "briefcase" | "heart-pulse" | "key" | "building" | "caravan" | "bike" | "sailboat"
  | "utensils" | "hard-hat" | "stethoscope" | "factory" | "cpu" | "store" | "wrench" | "scale"
  | "building-2" | "hammer" | "hotel" | "hand-heart" | "shield-check" | "users" | "clock"
  | "map-pin" | "phone" | "file-text" | "piggy-bank" | "search" | "badge-check" | "graduation-cap"
  | "trending-up" | "calendar" | "gauge" | "camera" | "dollar-sign";

/**
 * A personal-lines product page (/auto-insurance, /home-insurance, ...).
 * `layout: "full"` pages have coverage lists, stats and at least five FAQs;
 * `layout: "simple"` pages (mobile home, motorcycle, boat) follow the short layout of docs/product.md#public-pages:
 * hero, one intro section, 'Protection Includes' list, two quote buttons.
 */
export interface InsuranceProductPage {
  slug: string; // e.g. "auto-insurance" (the URL path without the leading slash)
  layout: "full" | "simple";
  /** Short name used in navigation and cards, e.g. "Auto Insurance". */
  navLabel: string;
  icon: IconName;
  /** One-sentence card summary (home page and related-links cards), max ~120 characters. */
  cardSummary: string;
  /** <title> (without the agency name suffix) and meta description (max 155 characters). */
  seoTitle: string;
  metaDescription: string;
  /** Page H1 and the hero paragraph under it. */
  heading: string;
  intro: string;
  /** Heading of the coverage list, e.g. "Coverage Options" or (simple layout) "Protection Includes". */
  coverageHeading: string;
  coverages: CoverageItem[];
  /** Optional figures (Nevada averages etc.), each hedged via `note` where it varies by insurer. */
  stats?: Stat[];
  /** Extra prose sections (e.g. "Nevada requirements", "What affects your rate"). */
  sections: ProseSection[];
  /** At least five for the full layout; may be empty for the simple layout. */
  faqs: Faq[];
}

/** An industry (commercial) page such as /restaurant-insurance. */
export interface IndustryPage {
  slug: string; // e.g. "restaurant-insurance"
  navLabel: string; // e.g. "Restaurants"
  icon: IconName;
  seoTitle: string;
  metaDescription: string;
  heading: string;
  intro: string;
  /** "Typical risks" list. */
  risks: CoverageItem[];
  /** "Recommended coverages" list. */
  coverages: CoverageItem[];
  sections: ProseSection[];
  faqs: Faq[];
}

/** One of the 12 cards on /industries. */
export interface IndustryCard {
  title: string; // exactly as listed in docs/product.md#public-pages, e.g. "Restaurants & Food Service"
  description: string;
  icon: IconName;
  /** Path of its industry page, or "/business-insurance" when it has none. */
  href: string;
}

/** Front matter of a fixed article (content/articles/<slug>.md). */
export interface ArticleFrontMatter {
  title: string;
  description: string;
  /** ISO date, e.g. "2025-03-14". */
  date: string;
  /** Where the call to action points: "/quote", or "/dealers" for the garage article. */
  cta: string;
  /** Slugs of two or three related fixed articles. */
  related: string[];
}

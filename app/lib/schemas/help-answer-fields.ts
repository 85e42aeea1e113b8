/**
 * The staff's answer to a visitors' question (/admin/help-questions): its labels, limits and the
 * pages an answer can belong to, without zod (the page imports them; zod stays out of the
 * browser bundle). The content modules imported here are plain data.
 */
import { industryPages } from "../../content/industries.ts";
import { insuranceProducts } from "../../content/insurance-products.ts";

/** The longest question (the help desk reads no longer ones) and the longest answer. */
export const HELP_ANSWER_QUESTION_MAX = 300;
export const HELP_ANSWER_MAX = 2000;

export const helpAnswerLabels = {
  question: "Question",
  answer: "Answer",
  pagePath: "The page it belongs to",
  showOnPage: "Show on its page",
} as const;

export interface HelpAnswerPage {
  /** The English path of the page ("/auto-insurance"); the help desk links to it in the visitor's language. */
  value: string;
  label: string;
  /** A product or industry page: it lists FAQs, so an answer can be shown there too. */
  listsFaqs: boolean;
}

/** Every page a staff answer can belong to: the product pages, the industry pages, then the site's other pages visitors ask about. */
export const helpAnswerPages: readonly HelpAnswerPage[] = [
  ...insuranceProducts.map((p) => ({ value: `/${p.slug}`, label: p.navLabel, listsFaqs: true })),
  ...industryPages.map((p) => ({ value: `/${p.slug}`, label: p.navLabel, listsFaqs: true })),
  { value: "/industries", label: "Industries we serve", listsFaqs: false },
  { value: "/contact", label: "Contact us", listsFaqs: false },
  { value: "/submit-claim", label: "Submit a claim", listsFaqs: false },
  { value: "/just-insurance", label: "Pay-per-mile auto insurance", listsFaqs: false },
  { value: "/coverage-review", label: "Free coverage review", listsFaqs: false },
  { value: "/careers", label: "Careers", listsFaqs: false },
  { value: "/privacy", label: "Privacy Policy", listsFaqs: false },
];

/** The select's options: the page's name with its address, so two similar names stay apart. */
export const helpAnswerPageOptions = helpAnswerPages.map((p) => ({ value: p.value, label: `${p.label} (${p.value})` }));

/** A page's name for a stored path ("/auto-insurance" → "Auto Insurance"); the path itself for a page no longer listed. */
export function helpAnswerPageLabel(path: string): string {
  return helpAnswerPages.find((p) => p.value === path)?.label ?? path;
}

export const SHOW_ON_PAGE_VALUE = "1";
export const showOnPageHint = "Also listed among the FAQs of its page. Product and industry pages only.";
export const SHOW_ON_PAGE_REFUSAL = "Only product and industry pages list FAQs: choose one of them, or untick this.";

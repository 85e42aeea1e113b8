/**
 * The passages the help desk answers from: the site's own written content cut into the
 * pieces a visitor's question is about (a page's introduction, each coverage, each section,
 * each FAQ, each section of a guide), with the page each one comes from. Built from the
 * content files at build time (vite/help-desk-index.ts); the office facts and the staff's
 * answers are added when the server runs (they come from configuration and the database).
 */
import type { SiteContent } from "../../content/localized.ts";
import type { CoverageItem, Faq, ProseSection } from "../../content/types.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";

export interface HelpPassage {
  id: string;
  /** The English path of the page it comes from ("/auto-insurance"); the answer links to it in the visitor's language. */
  path: string;
  /** The page's name, as the answer's link shows it. */
  page: string;
  /** The part of the page: a section heading, a question, a coverage's name. */
  heading: string;
  text: string;
  /** An FAQ's answer is the best answer there is: its passages weigh more. */
  kind: "faq" | "section" | "intro" | "office" | "staff";
}

/** A guide as the help desk reads it: its title, path and Markdown text. */
export interface GuideSource {
  slug: string;
  title: string;
  description: string;
  markdown: string;
}

/** Markdown without its markup: what a visitor would read. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^#+\s+/gm, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>|]/g, "")
    .replace(/^\s*[-:]{3,}.*$/gm, "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** List items as running sentences, so an excerpt of them reads as text. */
function sentences(items: readonly (string | undefined | null)[]): string {
  return items
    .filter((item): item is string => Boolean(item?.trim()))
    .map((item) => (/[.!?:]$/.test(item.trim()) ? item.trim() : `${item.trim()}.`))
    .join(" ");
}

class PassageList {
  readonly passages: HelpPassage[] = [];
  add(path: string, page: string, kind: HelpPassage["kind"], heading: string, text: string) {
    if (!text.trim()) return;
    this.passages.push({ id: `${path}#${this.passages.length}`, path, page, heading, text: text.trim(), kind });
  }
  coverages(path: string, page: string, items: CoverageItem[]) {
    for (const item of items) this.add(path, page, "section", item.name, item.description);
  }
  sections(path: string, page: string, sections: ProseSection[]) {
    for (const section of sections) this.add(path, page, "section", section.heading, sentences([section.body, ...(section.bullets ?? [])]));
  }
  faqs(path: string, page: string, faqs: Faq[]) {
    for (const faq of faqs) this.add(path, page, "faq", faq.question, faq.answer);
  }
  titled(path: string, page: string, items: { title: string; description: string }[]) {
    for (const item of items) this.add(path, page, "section", item.title, item.description);
  }
}

/** Every passage of a language's content and guides. */
export function contentPassages(locale: Locale, content: SiteContent, guides: GuideSource[]): HelpPassage[] {
  const t = translatorFor(locale);
  const list = new PassageList();

  for (const product of content.insuranceProducts) {
    const path = `/${product.slug}`;
    list.add(path, product.navLabel, "intro", product.heading, `${product.intro}\n${product.cardSummary}`);
    list.coverages(path, product.navLabel, product.coverages);
    for (const stat of product.stats ?? []) list.add(path, product.navLabel, "section", stat.label, `${stat.value}: ${stat.label}. ${stat.note ?? ""}`);
    list.sections(path, product.navLabel, product.sections);
    list.faqs(path, product.navLabel, product.faqs);
  }

  const industriesPage = t("help.pages.industries");
  for (const card of content.industryCards) list.add("/industries", industriesPage, "section", card.title, card.description);
  for (const industry of content.industryPages) {
    const path = `/${industry.slug}`;
    list.add(path, industry.navLabel, "intro", industry.heading, `${industry.intro}\n${industry.metaDescription}`);
    list.coverages(path, industry.navLabel, industry.risks);
    list.coverages(path, industry.navLabel, industry.coverages);
    list.sections(path, industry.navLabel, industry.sections);
    list.faqs(path, industry.navLabel, industry.faqs);
  }

  const claims = t("help.pages.claims");
  list.add("/submit-claim", claims, "intro", claims, content.claimsIntro);
  list.titled("/submit-claim", claims, content.claimProcess);
  list.add("/submit-claim", claims, "section", t("help.pages.claimsReady"), sentences(content.whatToHaveReady));
  list.add("/submit-claim", claims, "section", t("help.pages.claimsNext"), sentences(content.claimNextSteps));

  const payPerMile = t("help.pages.payPerMile");
  list.add("/just-insurance", payPerMile, "intro", payPerMile, content.payPerMile.intro);
  list.titled("/just-insurance", payPerMile, content.payPerMile.benefits);
  list.titled("/just-insurance", payPerMile, content.payPerMile.steps);
  list.faqs("/just-insurance", payPerMile, content.payPerMile.faqs);

  const review = t("help.pages.coverageReview");
  list.add("/coverage-review", review, "intro", review, content.coverageReview.intro);
  list.titled("/coverage-review", review, content.coverageReview.whatWeReview);
  list.titled("/coverage-review", review, content.coverageReview.steps);
  list.sections("/coverage-review", review, content.coverageReview.sections);
  list.faqs("/coverage-review", review, content.coverageReview.faqs);

  const careers = t("help.pages.careers");
  list.add("/careers", careers, "intro", careers, content.careersIntro);
  list.titled("/careers", careers, content.careerBenefits);
  for (const position of content.openPositions) {
    list.add("/careers", careers, "section", position.title, sentences([position.type, position.summary, ...position.responsibilities, ...position.requirements]));
  }

  const privacy = t("privacy.title");
  list.add("/privacy", privacy, "intro", privacy, content.privacyPolicy.intro);
  for (const category of content.privacyPolicy.categories) {
    list.add("/privacy", privacy, "section", category.category, sentences([category.examples, category.purpose, category.source, category.kept]));
  }
  for (const section of content.privacyPolicy.sections) {
    const parts = [section.body, ...(section.bullets ?? []), ...(section.subsections ?? []).flatMap((sub) => [sub.heading, sub.body, ...(sub.bullets ?? [])]), section.closing];
    list.add("/privacy", privacy, "section", section.heading, sentences(parts));
  }

  const notice = t("notice.title");
  list.add("/privacy-notice", notice, "intro", notice, `${content.privacyNotice.why}\n${content.privacyNotice.how}`);
  for (const row of content.privacyNotice.sharing) list.add("/privacy-notice", notice, "section", row.reason, `${row.shares}. ${row.limit}`);

  const accessibility = t("help.pages.accessibility");
  list.add("/accessibility", accessibility, "intro", accessibility, content.accessibilityStatement.intro);
  for (const section of content.accessibilityStatement.sections) {
    const body = "body" in section ? section.body : "";
    const bullets = "bullets" in section ? section.bullets : [];
    list.add("/accessibility", accessibility, "section", section.heading, sentences([body, ...bullets]));
  }

  for (const guide of guides) {
    const path = `/blog/${guide.slug}`;
    list.add(path, guide.title, "intro", guide.title, guide.description);
    for (const section of guide.markdown.split(/^## /m).slice(1)) {
      const [heading = "", ...rest] = section.split("\n");
      list.add(path, guide.title, "section", heading.trim(), plainText(rest.join("\n")));
    }
  }
  return list.passages;
}

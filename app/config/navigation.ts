/**
 * The site's navigation as data: the header menus, the mobile menu and the footer
 * columns are all rendered from here (docs/product.md#site-shell). A menu label names the
 * page it opens: the page's heading or title starts with it (products and industries use
 * their `navLabel`, written that way; the original site's own entry names stay as they are).
 */
import { contentFor } from "../content/localized.ts";
import { translatorFor } from "../lib/i18n/i18n.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { localizedHref } from "../lib/i18n/spanish-twins.ts";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu {
  /** Used for element ids (aria-controls). */
  id: string;
  label: string;
  items: NavLink[];
}

/**
 * The seven guides listed in the Blog menu (the eighth, garage-insurance-gaps, is linked from
 * the dealer page). Each is labelled with its article's title in the page's language, so the
 * menu names the page it opens.
 */
export const blogMenuSlugs = [
  "save-money-insurance-2025",
  "compare-insurance-rates-guide",
  "cheapest-car-insurance-nevada",
  "lower-insurance-costs",
  "affordable-home-insurance-nevada",
  "insurance-discounts-2025",
  "small-business-insurance-savings",
] as const;

export interface SiteNavigation {
  headerMenus: NavMenu[];
  headerLinks: NavLink[];
  footerQuickLinks: NavLink[];
  footerServiceLinks: NavLink[];
}

/**
 * The navigation of a language, every link already pointing at that language's page where it
 * exists. `articleTitle` gives a guide's title in that language (the articles are read on the server).
 */
export function siteNavigation(locale: Locale, articleTitle: (slug: string) => string): SiteNavigation {
  const t = translatorFor(locale);
  const { insuranceProducts, industryPages } = contentFor(locale);
  const link = (label: string, href: string): NavLink => ({ label, href: localizedHref(href, locale) });
  const productLinks = insuranceProducts.map((p) => link(p.navLabel, `/${p.slug}`));

  const headerMenus: NavMenu[] = [
    { id: "insurance-types", label: t("nav.insuranceTypes"), items: productLinks },
    {
      id: "industries",
      label: t("nav.industries"),
      items: [link(t("nav.viewAllIndustries"), "/industries"), ...industryPages.slice(0, 6).map((p) => link(p.navLabel, `/${p.slug}`))],
    },
    {
      id: "blog",
      label: t("nav.blog"),
      items: [...blogMenuSlugs.map((slug) => link(articleTitle(slug), `/blog/${slug}`)), link(t("nav.freeCoverageReview"), "/coverage-review")],
    },
  ];

  const headerLinks = [
    link(t("nav.careers"), "/careers"),
    link(t("nav.serviceCenter"), "/service-center"),
    link(t("nav.submitClaim"), "/submit-claim"),
    link(t("nav.contact"), "/contact"),
    link(t("help.navLabel"), "/help"),
  ];

  const footerQuickLinks = [
    link(t("common.home"), "/"),
    link(t("nav.getFreeQuote"), "/quote"),
    link(t("nav.freeCoverageReview"), "/coverage-review"),
    link(t("nav.serviceCenter"), "/service-center"),
    link(t("nav.submitClaim"), "/submit-claim"),
    link(t("nav.payPerMile"), "/just-insurance"),
    link(t("nav.blog"), "/blog"),
    link(t("nav.careers"), "/careers"),
    link(t("nav.contact"), "/contact"),
    link(t("help.navLabel"), "/help"),
    link(t("nav.privacyPolicy"), "/privacy"),
    link(t("nav.privacyChoices"), "/privacy/request"),
    link(t("nav.accessibility"), "/accessibility"),
    link(t("verify.navLabel"), "/verify"),
  ];

  const footerServiceLinks = [...productLinks, link(t("nav.industriesWeServe"), "/industries")];

  return { headerMenus, headerLinks, footerQuickLinks, footerServiceLinks };
}

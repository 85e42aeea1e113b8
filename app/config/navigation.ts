/**
 * The site's navigation as data: the header menus, the mobile menu and the footer
 * columns are all rendered from here (docs/product.md#site-shell). A menu label names the
 * page it opens: the page's heading or title starts with it (products and industries use
 * their `navLabel`, written that way; the original site's own entry names stay as they are).
 */
import { industryPages } from "../content/industries.ts";
import { insuranceProducts } from "../content/insurance-products.ts";

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
 * the dealer page). Each label is its article's title, so the menu names the page it opens.
 */
export const blogMenuArticles: NavLink[] = [
  { label: "15 Strategies to Save Money on Insurance in 2025", href: "/blog/save-money-insurance-2025" },
  { label: "How to Compare Insurance Quotes the Right Way", href: "/blog/compare-insurance-rates-guide" },
  { label: "How to Find Cheap Car Insurance in Nevada", href: "/blog/cheapest-car-insurance-nevada" },
  { label: "Practical Ways to Lower Your Insurance Costs", href: "/blog/lower-insurance-costs" },
  { label: "Affordable Home Insurance in Nevada: A Practical Guide", href: "/blog/affordable-home-insurance-nevada" },
  { label: "The Insurance Discounts Most People Miss in 2025", href: "/blog/insurance-discounts-2025" },
  { label: "How Nevada Small Businesses Save on Insurance", href: "/blog/small-business-insurance-savings" },
];

export const headerMenus: NavMenu[] = [
  {
    id: "insurance-types",
    label: "Insurance Types",
    items: insuranceProducts.map((p) => ({ label: p.navLabel, href: `/${p.slug}` })),
  },
  {
    id: "industries",
    label: "Industries",
    items: [
      { label: "View All Industries", href: "/industries" },
      ...industryPages.slice(0, 6).map((p) => ({ label: p.navLabel, href: `/${p.slug}` })),
    ],
  },
  {
    id: "blog",
    label: "Blog",
    items: [...blogMenuArticles, { label: "Free Coverage Review", href: "/coverage-review" }],
  },
];

export const headerLinks: NavLink[] = [
  { label: "Careers", href: "/careers" },
  { label: "Service Center", href: "/service-center" },
  { label: "Submit a Claim", href: "/submit-claim" },
  { label: "Contact", href: "/contact" },
];

export const footerQuickLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Get a Free Quote", href: "/quote" },
  { label: "Free Coverage Review", href: "/coverage-review" },
  { label: "Service Center", href: "/service-center" },
  { label: "Submit a Claim", href: "/submit-claim" },
  { label: "Pay-Per-Mile Auto", href: "/just-insurance" },
  { label: "Blog", href: "/blog" },
  { label: "Careers", href: "/careers" },
  { label: "Contact", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Your Privacy Choices", href: "/privacy/request" },
  { label: "Accessibility", href: "/accessibility" },
];

export const footerServiceLinks: NavLink[] = [
  ...insuranceProducts.map((p) => ({ label: p.navLabel, href: `/${p.slug}` })),
  { label: "Industries We Serve", href: "/industries" },
];

export interface SiteNavigation {
  headerMenus: NavMenu[];
  headerLinks: NavLink[];
  footerQuickLinks: NavLink[];
  footerServiceLinks: NavLink[];
}

export const siteNavigation: SiteNavigation = { headerMenus, headerLinks, footerQuickLinks, footerServiceLinks };

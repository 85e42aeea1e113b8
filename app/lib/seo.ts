/**
 * Every page's metadata comes from `pageMeta`: title, description, canonical URL,
 * Open Graph and Twitter tags with the share image, and JSON-LD (the agency on every
 * page, plus the page's own BreadcrumbList, FAQPage or Article).
 */
import type { MetaDescriptor } from "react-router";
import { fullAddress, type Agency } from "../config/agency.ts";
import { openingHoursSpecification } from "../config/office-hours.ts";
import type { Faq } from "../content/types.ts";
import type { Crumb, SiteData } from "./site-data.ts";
import { OG_LOCALE, pathInLocale } from "./i18n/locale.ts";
import { hasSpanishTwin, localizedHref } from "./i18n/spanish-twins.ts";

export interface PageSeo {
  /** The page's own title; " | Agency Name" is appended. */
  title: string;
  description: string;
  /**
   * Canonical path of the English page, e.g. "/auto-dealer-insurance" (also for /dealers). On a
   * Spanish page the canonical URL is its /es twin; a page with a twin links both with hreflang.
   */
  path: string;
  /** An absolute canonical URL elsewhere (a post first published on another site); the page's own address otherwise. */
  canonicalUrl?: string;
  type?: "website" | "article";
  noindex?: boolean;
  breadcrumbs?: Crumb[];
  faqs?: Faq[];
  /** `author`: the writer's name (a Person); the agency is the author when absent. */
  article?: { headline: string; datePublished: string; dateModified?: string; image?: string; author?: string };
  /** Absolute or root-relative image for link previews; defaults to the site's share image. */
  image?: string;
}

export const SHARE_IMAGE = "/images/generated/og-share.png";

/** The root loader's data, as seen from any route's meta function. */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
}

export function agencyJsonLd(agency: Agency, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    "@id": `${origin}/#agency`,
    name: agency.name,
    url: `${origin}/`,
    telephone: agency.phone.dial,
    email: agency.emails.info,
    image: `${origin}${SHARE_IMAGE}`,
    foundingDate: String(agency.claims.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${agency.address.street} ${agency.address.suite}`,
      addressLocality: agency.address.city,
      addressRegion: agency.address.region,
      postalCode: agency.address.postalCode,
      addressCountry: agency.address.country,
    },
    areaServed: agency.areaServed.map((city) => ({ "@type": "City", name: `${city}, Nevada` })),
    openingHoursSpecification: openingHoursSpecification(agency.openingHours),
    hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(agency))}`,
  };
}

export function pageMeta(site: SiteData | undefined, page: PageSeo): MetaDescriptor[] {
  const agencyName = site?.agency.name ?? "";
  // The short name keeps full titles near 60 characters in search results.
  const titleSuffix = site?.agency.shortName ?? agencyName;
  const origin = site?.origin ?? "";
  const locale = site?.locale ?? "en";
  const url = `${origin}${localizedHref(page.path, locale)}`;
  const canonical = page.canonicalUrl ?? url;
  const title = `${page.title} | ${titleSuffix}`;
  const image = page.image?.startsWith("http") ? page.image : `${origin}${page.image ?? SHARE_IMAGE}`;

  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: agencyName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex" });
  else if (hasSpanishTwin(page.path)) meta.push(...languageAlternates(origin, page.path));
  if (site) meta.push({ "script:ld+json": agencyJsonLd(site.agency, origin) });

  if (page.breadcrumbs?.length) {
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: page.breadcrumbs.map((crumb, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: crumb.label,
          item: `${origin}${localizedHref(crumb.href, locale)}`,
        })),
      },
    });
  }
  if (page.faqs?.length) {
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: page.faqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      },
    });
  }
  if (page.article) {
    meta.push({ property: "article:published_time", content: page.article.datePublished });
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: page.article.headline,
        description: page.description,
        datePublished: page.article.datePublished,
        dateModified: page.article.dateModified ?? page.article.datePublished,
        image: page.article.image ?? image,
        mainEntityOfPage: url,
        author: page.article.author ? { "@type": "Person", name: page.article.author } : { "@type": "Organization", name: agencyName, url: `${origin}/` },
        publisher: { "@id": `${origin}/#agency` },
      },
    });
  }
  return meta;
}

/** The page in each language, and the English one for any other language (x-default). */
function languageAlternates(origin: string, path: string): MetaDescriptor[] {
  const english = `${origin}${pathInLocale(path, "en")}`;
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: english },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: `${origin}${pathInLocale(path, "es")}` },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: english },
  ];
}

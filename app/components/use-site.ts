/**
 * Site-wide data every page needs (the agency's facts, whether the visitor is
 * signed in, the page's language), loaded once by the root route and read by any component.
 */
import { useLocation, useRouteLoaderData } from "react-router";
import { defaultAgency, type Agency } from "../config/agency.ts";
import { translatorFor, type Translate } from "../lib/i18n/i18n.ts";
import { localeOfPath, type Locale } from "../lib/i18n/locale.ts";
import { localizedHref } from "../lib/i18n/spanish-twins.ts";
import type { SiteData } from "../lib/site-data.ts";

export type { SiteData };

/** Used only when the root loader itself failed (an error page must still render). */
const fallback: SiteData = {
  agency: defaultAgency,
  signedIn: false,
  year: new Date().getFullYear(),
  origin: "",
  locale: "en",
  navigation: { headerMenus: [], headerLinks: [], footerQuickLinks: [], footerServiceLinks: [] },
};

export function useSite(): SiteData {
  return (useRouteLoaderData("root") as SiteData | undefined) ?? fallback;
}

export function useAgency(): Agency {
  return useSite().agency;
}

/** The page's language: the root loader's, or (when that failed) the one its address says. */
export function useLocale(): Locale {
  const site = useRouteLoaderData("root") as SiteData | undefined;
  const { pathname } = useLocation();
  return site?.locale ?? localeOfPath(pathname);
}

/** `t` for the page's language (app/lib/i18n/messages). */
export function useT(): Translate {
  return translatorFor(useLocale());
}

/** Turns a site path into the page's language: "/quote" → "/es/quote" on a Spanish page, when that page exists. */
export function useLocalHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizedHref(href, locale);
}

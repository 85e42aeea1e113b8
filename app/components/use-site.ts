/**
 * Site-wide data every page needs (the agency's facts, whether the visitor is
 * signed in), loaded once by the root route and read by any component.
 */
import { useRouteLoaderData } from "react-router";
import { defaultAgency, type Agency } from "../config/agency.ts";
import type { SiteNavigation } from "../config/navigation.ts";

export interface SiteData {
  agency: Agency;
  /** True for a visitor with a valid session (navigation shows 'My Account'). */
  signedIn: boolean;
  /** The year in the footer's copyright line. */
  year: number;
  /** Public origin for canonical URLs, e.g. "https://www.example.com". */
  origin: string;
  /** Header and footer links. Sent as data so the content modules they come from stay out of the browser bundle. */
  navigation: SiteNavigation;
}

/** Used only when the root loader itself failed (an error page must still render). */
const fallback: SiteData = {
  agency: defaultAgency,
  signedIn: false,
  year: new Date().getFullYear(),
  origin: "",
  navigation: { headerMenus: [], headerLinks: [], footerQuickLinks: [], footerServiceLinks: [] },
};

export function useSite(): SiteData {
  return (useRouteLoaderData("root") as SiteData | undefined) ?? fallback;
}

export function useAgency(): Agency {
  return useSite().agency;
}

/**
 * Site-wide data every page needs (the agency's facts, whether the visitor is
 * signed in), loaded once by the root route and read by any component.
 */
import { useRouteLoaderData } from "react-router";
import { defaultAgency, type Agency } from "../config/agency.ts";
import type { SiteData } from "../lib/site-data.ts";

export type { SiteData };

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

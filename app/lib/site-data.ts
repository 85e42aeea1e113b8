/**
 * The shapes of what every page receives: the root loader's site data and a breadcrumb
 * trail. Plain types, so the server, the metadata rules and the components share them.
 */
import type { Agency } from "../config/agency.ts";
import type { SiteNavigation } from "../config/navigation.ts";
import type { Locale } from "./i18n/locale.ts";

export interface SiteData {
  agency: Agency;
  /** True for a visitor with a valid session (navigation shows 'My Account'). */
  signedIn: boolean;
  /** The year in the footer's copyright line. */
  year: number;
  /** Public origin for canonical URLs, e.g. "https://www.example.com". */
  origin: string;
  /** The page's language, from its path (/es/… is Spanish). */
  locale: Locale;
  /** Header and footer links, in the page's language. Sent as data so the content modules they come from stay out of the browser bundle. */
  navigation: SiteNavigation;
}

/** One step of a breadcrumb trail. */
export interface Crumb {
  label: string;
  href: string;
}

import { ChevronDown, Languages, Menu, Phone, ShieldCheck, X } from "lucide-react";
import { useLocation } from "react-router";
import { pathInLocale, pathWithoutLocale, withoutTrailingSlash, type Locale } from "../lib/i18n/locale.ts";
import { hasSpanishTwin, localizedHref } from "../lib/i18n/spanish-twins.ts";
import { useSite, useT } from "./use-site.ts";

/** The page that holds the quote form: the header offers no quote button there (the call stays). */
const QUOTE_PATH = "/quote";

/**
 * The sticky top bar (docs/product.md#site-shell). On desktop: logo, the office number to
 * call and the 'Get a Free Quote' button on the first row; the dropdown menus, links and the
 * account link on the second. Below 1024 px: logo and the mobile menu, then a compact bar
 * with the call and the quote, part of the sticky header itself (in the page flow, so it
 * never covers content). Everything works without JavaScript.
 *
 * Its links are plain anchors, not React Router's <Link>: nearly every destination is a
 * prerendered page without a React bundle, so a document load is what a click should do
 * anyway, and the ~60 links rendered on every request cost no route resolution.
 */
export function SiteHeader() {
  const { agency, signedIn, navigation, locale } = useSite();
  const t = useT();
  const { pathname, search } = useLocation();
  const current = (href: string) => (href === pathname ? ("page" as const) : undefined);
  const showQuote = pathWithoutLocale(pathname) !== QUOTE_PATH;
  const quoteHref = localizedHref(QUOTE_PATH, locale);
  const { headerMenus, headerLinks } = navigation;
  const account = signedIn
    ? { label: t("header.myAccount"), href: localizedHref("/dashboard", locale) }
    : { label: t("header.signIn"), href: localizedHref("/login", locale) };
  const tel = `tel:${agency.phone.dial}`;
  const homeHref = localizedHref("/", locale);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-16 lg:px-8">
        <a href={homeHref} className="flex min-w-0 items-center gap-2 font-bold text-navy-900" aria-label={t("header.homeLink", { agency: agency.name })}>
          <ShieldCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-navy-700" />
          <span className="text-base leading-tight sm:text-lg lg:whitespace-nowrap">{agency.shortName}</span>
        </a>

        <LanguageSwitch locale={locale} pathname={pathname} search={search} className="ml-auto lg:order-none" />

        <div className="hidden items-center gap-5 lg:flex">
          <a href={tel} className="flex items-center gap-2 rounded-md px-2 py-1 text-navy-900 hover:bg-navy-50">
            <Phone aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700" />
            <span className="leading-tight">
              <span className="block text-xs font-medium text-slate-700">{t("common.callUs")}</span>{" "}
              <span className="block whitespace-nowrap text-lg font-bold">{agency.phone.display}</span>
            </span>
          </a>
          {showQuote ? (
            <a href={quoteHref} className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md bg-gold-400 px-5 font-semibold text-navy-950 shadow-sm hover:bg-gold-300">
              {t("common.getFreeQuote")}
            </a>
          ) : null}
        </div>

        <details className="mobile-menu lg:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 font-medium text-navy-900">
            <Menu aria-hidden="true" className="icon-open h-5 w-5" />
            <X aria-hidden="true" className="icon-close h-5 w-5" />
            <span>{t("header.menu")}</span>
          </summary>
          <nav
            aria-label={t("header.mobileNav")}
            className="mobile-menu-panel absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
          >
            <ul className="divide-y divide-slate-100 text-base">
              <li>
                <a href={homeHref} className="block py-3 font-medium text-navy-900">{t("common.home")}</a>
              </li>
              {headerMenus.map((menu) => (
                <li key={menu.id} className="py-3">
                  <p className="pb-1 text-sm font-semibold uppercase tracking-wide text-slate-600">{menu.label}</p>
                  <ul>
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <a href={item.href} className="block py-2 pl-3 text-slate-700">{item.label}</a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
              {headerLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="block py-3 font-medium text-navy-900">{link.label}</a>
                </li>
              ))}
              <li>
                <a href={account.href} className="block py-3 font-semibold text-navy-900">{account.label}</a>
              </li>
              <li>
                <a href={tel} className="flex items-center gap-2 py-3 font-semibold text-navy-900">
                  <Phone aria-hidden="true" className="h-5 w-5" />
                  {t("common.callNumber", { phone: agency.phone.display })}
                </a>
              </li>
            </ul>
          </nav>
        </details>
      </div>

      {/* Phones and tablets: the call and the quote, always in reach, in the header's own flow. */}
      <div className="mx-auto flex max-w-7xl gap-2 px-4 pb-2 sm:px-6 lg:hidden" data-call-bar>
        <a href={tel} className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md border-2 border-navy-800 px-3 font-semibold text-navy-900 hover:bg-navy-50">
          <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
          <span>
            {/* Beside the quote button the number is read out only (it shows from 640 px); alone, it shows. */}
            {t("common.call")}<span className={showQuote ? "sr-only sm:not-sr-only" : undefined}> {agency.phone.display}</span>
          </span>
        </a>
        {showQuote ? (
          <a href={quoteHref} className="inline-flex min-h-11 flex-[2] items-center justify-center whitespace-nowrap rounded-md bg-gold-400 px-3 font-semibold text-navy-950 shadow-sm hover:bg-gold-300">
            {t("common.getFreeQuote")}
          </a>
        ) : null}
      </div>

      <div className="hidden border-t border-slate-100 lg:block">
        <nav aria-label={t("header.mainNav")} className="mx-auto max-w-7xl px-6 lg:px-6 xl:px-8">
          <ul className="flex h-12 items-center whitespace-nowrap text-sm font-medium text-slate-700 xl:gap-1 xl:text-[0.95rem]">
            {headerMenus.map((menu) => (
              <li key={menu.id} className="relative" data-dropdown>
                <button
                  type="button"
                  aria-expanded="false"
                  aria-controls={`menu-${menu.id}`}
                  className="flex items-center gap-1 rounded-md px-2 py-2 hover:bg-navy-50 hover:text-navy-900 xl:px-3"
                >
                  {menu.label}
                  <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform" />
                </button>
                {/* pt-1 keeps the hover area continuous between button and panel */}
                <div id={`menu-${menu.id}`} className="dropdown-panel absolute left-0 top-full z-50 w-80 pt-1">
                  <ul className="whitespace-normal rounded-lg border border-slate-200 bg-white py-2 shadow-lg">
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <a href={item.href} className="block px-4 py-2 text-slate-700 hover:bg-navy-50 hover:text-navy-900">
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
            {headerLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={current(link.href)}
                  className="block rounded-md px-2 py-2 hover:bg-navy-50 hover:text-navy-900 aria-[current=page]:text-navy-900 aria-[current=page]:underline xl:px-3"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li className="ml-auto">
              <a
                href={account.href}
                aria-current={current(account.href)}
                className="rounded-md border border-navy-700 px-3 py-2 font-semibold text-navy-800 hover:bg-navy-700 hover:text-white xl:px-4"
              >
                {account.label}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other
 * language, written in that language (and marked so, for screen readers). Only where the
 * page has a twin; elsewhere nothing is offered rather than a link to another page.
 */
function LanguageSwitch({ locale, pathname, search, className }: { locale: Locale; pathname: string; search: string; className: string }) {
  const t = useT();
  if (!hasSpanishTwin(pathname)) return null;
  const other: Locale = locale === "es" ? "en" : "es";
  const path = withoutTrailingSlash(pathname);
  return (
    <a
      href={`${pathInLocale(path, other)}${search}`}
      hrefLang={other}
      lang={other}
      aria-label={t("header.switchToLabel")}
      data-language-switch
      className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-navy-800 underline decoration-navy-700/40 underline-offset-4 hover:bg-navy-50 hover:decoration-navy-800 ${className}`}
    >
      <Languages aria-hidden="true" className="hidden h-5 w-5 sm:block" />
      {t("header.switchTo")}
    </a>
  );
}

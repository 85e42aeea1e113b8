import { ChevronDown, Menu, Phone, ShieldCheck, X } from "lucide-react";
import { useLocation } from "react-router";
import { useSite } from "./use-site.ts";

/**
 * The sticky top bar: logo, three dropdown menus, links, account link, and the mobile menu.
 *
 * Its links are plain anchors, not React Router's <Link>: nearly every destination is a
 * prerendered page without a React bundle, so a document load is what a click should do
 * anyway, and the ~60 links rendered on every request cost no route resolution.
 */
export function SiteHeader() {
  const { agency, signedIn, navigation } = useSite();
  const { pathname } = useLocation();
  const current = (href: string) => (href === pathname ? ("page" as const) : undefined);
  const { headerMenus, headerLinks } = navigation;
  const account = signedIn
    ? { label: "My Account", href: "/dashboard" }
    : { label: "Sign In", href: "/login" };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="flex items-center gap-2 font-bold text-navy-900" aria-label={`${agency.name}, home`}>
          <ShieldCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-navy-700" />
          <span className="text-lg leading-tight">{agency.shortName}</span>
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          {/* Between lg and xl the entries sit closer, so that all of them fit on one line at 1024 px. */}
          <ul className="flex items-center whitespace-nowrap text-sm font-medium text-slate-700 xl:gap-1 xl:text-[0.95rem]">
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
                {/* pt-2 keeps the hover area continuous between button and panel */}
                <div id={`menu-${menu.id}`} className="dropdown-panel absolute left-0 top-full z-50 w-72 pt-2">
                  <ul className="rounded-lg border border-slate-200 bg-white py-2 shadow-lg">
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
            <li className="ml-1 xl:ml-2">
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

        <details className="mobile-menu lg:hidden">
          <summary className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 font-medium text-navy-900">
            <Menu aria-hidden="true" className="icon-open h-5 w-5" />
            <X aria-hidden="true" className="icon-close h-5 w-5" />
            <span>Menu</span>
          </summary>
          <nav
            aria-label="Mobile"
            className="mobile-menu-panel absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
          >
            <ul className="divide-y divide-slate-100 text-base">
              <li>
                <a href="/" className="block py-3 font-medium text-navy-900">Home</a>
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
                <a href={`tel:${agency.phone.dial}`} className="flex items-center gap-2 py-3 font-semibold text-navy-900">
                  <Phone aria-hidden="true" className="h-5 w-5" />
                  Call {agency.phone.display}
                </a>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}

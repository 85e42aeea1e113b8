import { ChevronDown, LogOut, Menu, ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import type { BackOfficeNav } from "../../lib/back-office-nav.ts";
import { SpriteIcon } from "../icon-sprite.tsx";
import { useAgency } from "../use-site.ts";
import { currentSection, sectionGroupLabels, sectionsFor, type BackOfficeSection, type SectionGroup } from "./back-office-sections.ts";

/**
 * The back office's frame (docs/product.md#the-back-offices-layout), instead of the public
 * site's header and footer: a compact header (the agency, who is signed in, Sign out) and the
 * navigation. The navigation is drawn once: a sidebar on wide screens, and below that a popover
 * the header's Menu button opens (the popover attribute: it opens, closes on Escape or a click
 * outside, without JavaScript). It holds the page's <main> landmark, the skip link's target.
 * Its links are plain <a> elements, as in the public header: most back-office pages are
 * documents without React, so a click loads the next page whole, and rendering <a> spares
 * the router's path resolution on every link of every page.
 *
 * `nav` is null when the layout's data could not be loaded (an error page, or a visitor who
 * is not on the team): the header then shows the agency alone and no navigation.
 */
export function BackOfficeShell({ nav, children }: { nav: BackOfficeNav | null; children: React.ReactNode }) {
  const agency = useAgency();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="relative z-30 border-b border-white/10 bg-navy-950 text-white">
        <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-6">
          {nav ? <MenuButton /> : null}
          <a href={nav ? "/admin/my-work" : "/"} className="flex min-h-11 min-w-0 items-center gap-2 rounded-md px-1 font-semibold">
            <ShieldCheck aria-hidden="true" className="hidden h-6 w-6 shrink-0 text-gold-300 sm:block" />
            <span className="truncate">{agency.shortName}</span>
            <span className="hidden whitespace-nowrap font-normal text-slate-300 sm:inline">Back office</span>
          </a>
          {nav ? (
            <div className="ml-auto flex shrink-0 items-center gap-3">
              <PersonLine nav={nav} className="hidden text-right md:block" />
              <SignOutButton className="hidden md:block" />
            </div>
          ) : null}
        </div>
      </header>
      <div className="flex flex-1">
        {nav ? <Navigation nav={nav} /> : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

const MENU_ID = "back-office-menu";

/** Below the wide layout: opens the navigation over the page. */
function MenuButton() {
  return (
    <button
      type="button"
      popoverTarget={MENU_ID}
      className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md border border-white/40 px-3 text-sm font-semibold hover:bg-white/10 lg:hidden"
    >
      <Menu aria-hidden="true" className="h-5 w-5" />
      Menu
      <ChevronDown aria-hidden="true" className="back-office-menu-chevron h-4 w-4" />
    </button>
  );
}

/**
 * The sections, once per page. On wide screens a sidebar (the back-office-nav class in
 * app/app.css overrides the popover's hiding); below that a popover under the header, with who
 * is signed in and Sign out at its top on phones, where the header has no room for them.
 */
function Navigation({ nav }: { nav: BackOfficeNav }) {
  const menu = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  // On a page with React, a link or form in the page can navigate without a page load: close the
  // menu then. A browser without popovers throws on the ":popover-open" selector, so ask first.
  useEffect(() => {
    const element = menu.current;
    if (element && "hidePopover" in element && element.matches(":popover-open")) element.hidePopover();
  }, [pathname, search]);
  return (
    <nav ref={menu} id={MENU_ID} popover="auto" aria-label="Back office" className="back-office-nav">
      <div className="back-office-nav-body">
        <div className="mb-3 flex items-center justify-between gap-3 border-b border-slate-200 px-2 pb-3 md:hidden">
          <PersonLine nav={nav} className="[&>span:last-child]:text-slate-600" />
          <SignOutButton onLight />
        </div>
        <SectionLists nav={nav} />
      </div>
    </nav>
  );
}

const roleLabels = { staff: "Staff", admin: "Admin" } as const;

function PersonLine({ nav, className = "" }: { nav: BackOfficeNav; className?: string }) {
  return (
    <p className={`min-w-0 text-sm leading-tight ${className}`}>
      <span className="sr-only">Signed in as </span>
      <span className="block truncate font-semibold">{nav.person.displayName}</span>
      <span className="block text-slate-300">{roleLabels[nav.person.role]}</span>
    </p>
  );
}

function SignOutButton({ className = "", onLight = false }: { className?: string; onLight?: boolean }) {
  // A full page load: the home page then comes from the static files, as for any visitor.
  return (
    <Form method="post" action="/logout" reloadDocument className={className}>
      <button
        type="submit"
        className={`inline-flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm font-semibold ${
          onLight ? "border-slate-300 text-navy-900 hover:bg-slate-100 focus-visible:outline-navy-800" : "border-white/40 text-white hover:bg-white/10"
        }`}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Sign out
      </button>
    </Form>
  );
}

const groupOrder: SectionGroup[] = ["work", "manage", "account"];

function SectionLists({ nav }: { nav: BackOfficeNav }) {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const sections = sectionsFor(nav.person.role);
  return (
    <div className="space-y-4">
      {groupOrder.map((group) => {
        const items = sections.filter((s) => s.group === group);
        if (!items.length) return null;
        const labelId = `nav-${group}`;
        return (
          <div key={group}>
            <p id={labelId} aria-hidden="true" className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600">
              {sectionGroupLabels[group]}
            </p>
            <ul aria-labelledby={labelId} className="space-y-0.5">
              {items.map((section) => (
                <li key={section.key}>
                  <SectionLink section={section} current={section.key === current} unread={section.unreadOf ? nav.unread[section.unreadOf] : null} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function SectionLink({ section, current, unread }: { section: BackOfficeSection; current: boolean; unread: string | null }) {
  return (
    <a href={section.href} aria-current={current ? "page" : undefined} className="back-office-link">
      <SpriteIcon name={`nav-${section.key}`} className="h-4 w-4 shrink-0" />
      <span className="min-w-0 flex-1 break-words">{section.label}</span>
      {unread ? (
        <span className="shrink-0 rounded-full bg-navy-800 px-2 py-0.5 text-xs font-bold text-white">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </a>
  );
}

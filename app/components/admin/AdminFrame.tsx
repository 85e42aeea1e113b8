import { ChevronRight, ClipboardList, FileText, Gauge, Inbox, Mail, ScrollText, Users, Car } from "lucide-react";
import { Link } from "react-router";
import { inboxPath } from "../../lib/inbox-paths.ts";

/** The back office's sections, in the order of its navigation. */
export type AdminSection = "quotes" | "claims" | "applications" | "pay-per-mile" | "users" | "outbox" | "audit";

const sections: { key: AdminSection; label: string; href: string; Icon: typeof Inbox }[] = [
  { key: "quotes", label: "Quote Requests", href: inboxPath("quotes"), Icon: Inbox },
  { key: "claims", label: "Claims", href: inboxPath("claims"), Icon: ClipboardList },
  { key: "applications", label: "Job Applications", href: inboxPath("applications"), Icon: FileText },
  { key: "pay-per-mile", label: "Pay-per-mile", href: inboxPath("pay-per-mile"), Icon: Car },
  { key: "users", label: "Users", href: "/admin/users", Icon: Users },
  { key: "outbox", label: "Email Outbox", href: "/admin/outbox", Icon: Mail },
  { key: "audit", label: "Audit Log", href: "/admin/audit", Icon: ScrollText },
];

export interface AdminCrumb {
  label: string;
  href: string;
}

/**
 * The frame of every back-office page: a navy header with the trail back to the
 * Admin Dashboard, the page's heading and its main actions, then the back office's
 * navigation (scrolls sideways on a phone) and the page itself.
 */
export function AdminFrame({
  section,
  title,
  eyebrow,
  description,
  crumbs = [],
  actions,
  children,
}: {
  /** Highlighted in the navigation. */
  section: AdminSection;
  /** The page's h1. */
  title: React.ReactNode;
  /** A short line above the heading (e.g. the kind of record). */
  eyebrow?: React.ReactNode;
  /** A line under the heading. */
  description?: React.ReactNode;
  /** Links between the Admin Dashboard and this page. */
  crumbs?: AdminCrumb[];
  /** Buttons at the heading's right (below it on a phone). */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-slate-50 pb-16">
      <div className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:px-6 lg:px-8">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-200">
              <li className="flex items-center gap-1">
                <Gauge aria-hidden="true" className="h-4 w-4" />
                <Link to="/dashboard" className="underline-offset-2 hover:text-white hover:underline">Admin Dashboard</Link>
              </li>
              {crumbs.map((crumb) => (
                <li key={crumb.href} className="flex items-center gap-1">
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                  <Link to={crumb.href} className="underline-offset-2 hover:text-white hover:underline">{crumb.label}</Link>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div className="min-w-0">
              {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{eyebrow}</p> : null}
              <h1 className="mt-1 break-words text-2xl font-bold sm:text-3xl">{title}</h1>
              {description ? <div className="mt-2 text-slate-100">{description}</div> : null}
            </div>
            {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
          </div>
        </div>
      </div>
      <nav aria-label="Back office" className="border-b border-slate-200 bg-white shadow-sm">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-4 lg:px-6">
          {sections.map(({ key, label, href, Icon }) => {
            const current = key === section;
            return (
              <li key={key} className="shrink-0">
                <Link
                  to={href}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-12 items-center gap-2 border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap ${
                    current ? "border-gold-400 text-navy-900" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-navy-900"
                  }`}
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}

/** A white card with an optional heading, the building block of back-office pages. */
export function Panel({
  title,
  titleId,
  actions,
  children,
  className = "",
  padded = true,
}: {
  title?: React.ReactNode;
  /** The heading's id, for aria-labelledby. */
  titleId?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  /** false for content that runs to the card's edges (tables). */
  padded?: boolean;
}) {
  return (
    <section aria-labelledby={title ? titleId : undefined} className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      {title ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">{title}</h2>
          {actions}
        </div>
      ) : null}
      <div className={padded ? "p-5" : ""}>{children}</div>
    </section>
  );
}

/** Nothing to show: a sentence and, optionally, a way out. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-2 text-slate-700">{children}</div> : null}
    </div>
  );
}

import { ChevronRight, ListTodo } from "lucide-react";
import { Link } from "react-router";
import type { AdminSection } from "./back-office-sections.ts";

export type { AdminSection };

export interface AdminCrumb {
  label: string;
  href: string;
}

/**
 * A back-office page's heading area, inside the back office's layout (BackOfficeShell: header
 * and navigation): on a page below a section, the trail back to it from My work (the back
 * office's home); the page's eyebrow, heading and description; its main actions at the
 * heading's right (below it on a phone); then the page itself.
 */
export function AdminFrame({
  title,
  eyebrow,
  description,
  crumbs = [],
  actions,
  children,
}: {
  /**
   * The page's section. Optional: the navigation finds the current section from the URL
   * (back-office-sections.ts); pages may still say it.
   */
  section?: AdminSection;
  /** The page's h1. */
  title: React.ReactNode;
  /** A short line above the heading (e.g. the kind of record). */
  eyebrow?: React.ReactNode;
  /** A line under the heading. */
  description?: React.ReactNode;
  /** The pages between My work and this one (a record's inbox, say); no trail without them. */
  crumbs?: AdminCrumb[];
  /** Buttons at the heading's right (below it on a phone); drawn on the dark heading band. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="pb-16">
      <div className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pb-7 pt-5 sm:px-6 lg:px-8">
          {crumbs.length ? (
            <nav aria-label="Breadcrumb" className="mb-3">
              <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-200">
                <li className="flex items-center gap-1">
                  <ListTodo aria-hidden="true" className="h-4 w-4" />
                  <Link to="/admin/my-work" className="underline-offset-2 hover:text-white hover:underline">My work</Link>
                </li>
                {crumbs.map((crumb) => (
                  <li key={crumb.href} className="flex items-center gap-1">
                    <ChevronRight aria-hidden="true" className="h-4 w-4" />
                    <Link to={crumb.href} className="underline-offset-2 hover:text-white hover:underline">{crumb.label}</Link>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div className="min-w-0">
              {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{eyebrow}</p> : null}
              <h1 className="mt-1 break-words text-2xl font-bold sm:text-3xl">{title}</h1>
              {description ? <div className="mt-2 text-slate-100">{description}</div> : null}
            </div>
            {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
          </div>
        </div>
      </div>
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

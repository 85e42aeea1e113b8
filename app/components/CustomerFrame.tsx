import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useLocalHref, useT } from "./use-site.ts";

/**
 * The frame of a customer's own pages under My Dashboard: a navy header with the way back, then
 * the page. Crumbs are given as English paths; on a Spanish page they lead to the Spanish pages.
 */
export function CustomerFrame({
  title,
  crumbs,
  children,
}: {
  title: React.ReactNode;
  /** Links from My Dashboard to this page (My Dashboard itself is always first). */
  crumbs: { label: string; href: string }[];
  children: React.ReactNode;
}) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <div className="bg-slate-50 pb-16">
      <div className="bg-navy-900 text-white">
        <div className="mx-auto max-w-5xl px-4 pb-8 pt-6 sm:px-6 lg:px-8">
          <nav aria-label={t("common.breadcrumb")}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-200">
              <li>
                <Link to={localHref("/dashboard")} className="hover:text-white hover:underline">{t("customer.myDashboard")}</Link>
              </li>
              {crumbs.map((crumb) => (
                <li key={crumb.href} className="flex items-center gap-1">
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                  <Link to={localHref(crumb.href)} className="hover:text-white hover:underline">{crumb.label}</Link>
                </li>
              ))}
            </ol>
          </nav>
          <h1 className="mt-3 break-words text-2xl font-bold sm:text-3xl">{title}</h1>
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}

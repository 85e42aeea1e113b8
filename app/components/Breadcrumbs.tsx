import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

import type { Crumb } from "../lib/site-data.ts";
import { useLocalHref, useT } from "./use-site.ts";
export type { Crumb };

/** "Home › Insurance › Auto Insurance": the trail also goes into BreadcrumbList JSON-LD (lib/seo.ts). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const localHref = useLocalHref();
  const t = useT();
  return (
    <nav aria-label={t("common.breadcrumb")} className="border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-slate-600 sm:px-6 lg:px-8">
        {trail.map((crumb, i) => (
          <li key={crumb.href} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className="h-4 w-4" /> : null}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-800">{crumb.label}</span>
            ) : (
              <Link to={localHref(crumb.href)} className="hover:text-navy-800 hover:underline">{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

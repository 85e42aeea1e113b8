/** Newer/Older links between the pages of a post list (/blog, a tag page), with "Page n of m" between them. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../use-site.ts";

export function PageNav({ label, page, pages, newer, older }: { label: string; page: number; pages: number; newer: string; older: string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={newer} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> {t("blog.index.newer")}
        </Link>
      ) : <span />}
      <p className="text-slate-700">{t("blog.index.pageOf", { page, pages })}</p>
      {page < pages ? (
        <Link to={older} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
          {t("blog.index.older")} <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : <span />}
    </nav>
  );
}

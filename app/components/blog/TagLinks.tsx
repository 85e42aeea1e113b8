/**
 * A post's tags as links to their pages (/blog/tag/{tag} in the page's language). A tag with
 * nothing to put in an address (no letter or digit) and the fixed guides' "Guide" label are
 * shown as plain labels.
 */
import { Tag } from "lucide-react";
import { Link } from "react-router";
import { useLocale, useT } from "../use-site.ts";
import { tagPath } from "../../lib/blog-tags.ts";

export function TagLinks({
  tags,
  linked = true,
  current,
  tone = "navy",
  className = "",
}: {
  tags: readonly string[];
  /** False for labels that are not tags of a post (a fixed guide's "Guide"). */
  linked?: boolean;
  /** The tag whose page this is (marked as the current page). */
  current?: string;
  /** The chips' background: "navy" on white cards, "white" on the tinted post header. */
  tone?: "navy" | "white";
  className?: string;
}) {
  const locale = useLocale();
  const t = useT();
  if (!tags.length) return null;
  const chip = `inline-flex min-h-7 items-center gap-1 rounded-full px-3 py-1 text-sm text-navy-900 ${tone === "white" ? "bg-white" : "bg-navy-50"}`;
  return (
    <ul aria-label={t("blog.index.tags")} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => {
        const href = linked ? tagPath(tag, locale) : null;
        return (
          <li key={tag}>
            {href ? (
              <Link
                to={href}
                aria-current={current !== undefined && href === tagPath(current, locale) ? "page" : undefined}
                className={`${chip} font-medium underline decoration-navy-700/50 underline-offset-2 hover:bg-navy-100 hover:decoration-navy-900`}
              >
                <Tag aria-hidden="true" className="h-3.5 w-3.5" />
                {tag}
              </Link>
            ) : (
              <span className={chip}>{tag}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

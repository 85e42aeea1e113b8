import { ExternalLink as ExternalIcon } from "lucide-react";
import { useT } from "../use-site.ts";

/** A link to another site: opens in a new tab, and says so (icon, and words for screen readers, in the page's language). */
export function ExternalLink({ href, children, className = "" }: { href: string; children: React.ReactNode; className?: string }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${className}`}>
      {children}
      <ExternalIcon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}

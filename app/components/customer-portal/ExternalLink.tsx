import { ExternalLink as ExternalIcon } from "lucide-react";

/** A link to another site: opens in a new tab, and says so (icon, and words for screen readers). */
export function ExternalLink({ href, children, className = "" }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${className}`}>
      {children}
      <ExternalIcon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

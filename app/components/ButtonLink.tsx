import { Link } from "react-router";
import { useLocalHref, useT } from "./use-site.ts";

const variants = {
  /** The main call to action (gold on navy or white backgrounds). */
  primary: "bg-gold-400 text-navy-950 hover:bg-gold-300 shadow-sm",
  /** A solid navy button for light backgrounds. */
  navy: "bg-navy-800 text-white hover:bg-navy-900 shadow-sm",
  /** An outlined button for light backgrounds. */
  outline: "border-2 border-navy-800 text-navy-900 hover:bg-navy-50",
  /** An outlined button for dark backgrounds. */
  outlineLight: "border-2 border-white text-white hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold transition-colors";

/** The one button style of the site. `href` may be internal (client-routed, in the page's language), tel:, mailto: or external. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  newTab = false,
  className = "",
}: {
  href: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  newTab?: boolean;
  className?: string;
}) {
  const classes = `${base} ${variants[variant]} ${className}`;
  const localHref = useLocalHref();
  const t = useT();
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <span className="sr-only"> {t("common.opensInNewTab")}</span>
      </a>
    );
  }
  if (/^(https?:|tel:|mailto:)/.test(href)) {
    return <a href={href} className={classes}>{children}</a>;
  }
  return <Link to={localHref(href)} className={classes}>{children}</Link>;
}

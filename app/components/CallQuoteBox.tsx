import { useId } from "react";
import { ButtonLink } from "./ButtonLink.tsx";
import { CallAgencyButton } from "./CallAgencyButton.tsx";
import { useT } from "./use-site.ts";

/**
 * A compact quote-and-call box for the middle of a long page (and the end of an article's
 * text), so a visitor who is convinced halfway down never has to scroll back up.
 */
type CallQuoteBoxProps = Parameters<typeof CallQuoteBox>[0];

/** The box on its own white band between full-width sections, aligned with the page's content; `spacing` sets its vertical padding. */
export function CallQuoteBand({ spacing, ...box }: CallQuoteBoxProps & { spacing: string }) {
  return (
    <div className="bg-white">
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${spacing}`}>
        <CallQuoteBox {...box} />
      </div>
    </div>
  );
}

export function CallQuoteBox({
  heading,
  text,
  href = "/quote",
  label,
  position = "mid",
  className = "",
}: {
  heading?: string;
  text?: string;
  /** The main button's target: the quote form unless a page closer to the subject fits better. */
  href?: string;
  label?: string;
  /** Where the box sits on the page (tests and analytics tell the boxes apart by it). */
  position?: "mid" | "end";
  className?: string;
}) {
  const headingId = useId();
  const t = useT();
  return (
    <section
      aria-labelledby={headingId}
      data-cta={position}
      className={`rounded-xl border border-navy-100 bg-navy-50 p-6 sm:p-8 ${className}`}
    >
      <h2 id={headingId} className="text-xl font-bold leading-snug text-navy-900 sm:text-2xl">{heading ?? t("cta.midHeading")}</h2>
      <p className="mt-2 text-lg text-slate-700">{text ?? t("cta.midText")}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink href={href} variant="navy">{label ?? t("common.getFreeQuote")}</ButtonLink>
        <CallAgencyButton />
      </div>
    </section>
  );
}

import { Phone } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "./ButtonLink.tsx";
import { useAgency, useT } from "./use-site.ts";

/** The closing call to action of a content page (a full-width band): a quote button and a call button. */
export function QuoteCta({
  heading,
  text,
  href = "/quote",
  label,
}: {
  heading?: string;
  text?: string;
  /** Where the main button leads: the quote form, or a page closer to the subject (the garage guide's dealer page). */
  href?: string;
  label?: string;
}) {
  const agency = useAgency();
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-cta="end" className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">{heading ?? t("cta.endHeading")}</h2>
          <p className="mt-3 text-lg text-slate-200">{text ?? t("cta.endText")}</p>
        </div>
        <div className="flex flex-wrap gap-4">
          <ButtonLink href={href}>{label ?? t("common.getYourFreeQuote")}</ButtonLink>
          <ButtonLink href={`tel:${agency.phone.dial}`} variant="outlineLight">
            <Phone aria-hidden="true" className="h-5 w-5" />
            {t("common.callNumber", { phone: agency.phone.display })}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

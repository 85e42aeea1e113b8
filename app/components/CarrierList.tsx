import { ExternalLink, Star } from "lucide-react";
import type { Carrier, ReviewProfile } from "../config/agency.ts";
import { useT } from "./use-site.ts";

/**
 * The insurance companies the agency represents, from its configuration (AGENCY_CARRIERS):
 * each with the logo file the agency supplied, or its name. Nothing renders when none are configured.
 */
export function CarrierList({
  carriers,
  heading,
  intro,
  tone = "white",
}: {
  carriers: Carrier[];
  heading?: string;
  intro?: string;
  tone?: "white" | "tint";
}) {
  const t = useT();
  if (!carriers.length) return null;
  return (
    <section aria-labelledby="carriers-heading" data-carriers className={tone === "tint" ? "bg-navy-50" : "bg-white"}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="carriers-heading" className="text-2xl font-bold text-navy-900">{heading ?? t("carriers.heading")}</h2>
        <p className="mt-2 max-w-3xl text-lg text-slate-700">{intro ?? t("carriers.intro")}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {carriers.map((carrier) => (
            <li key={carrier.name} className="flex min-h-16 items-center rounded-lg border border-slate-200 bg-white px-5 py-3">
              {carrier.logo ? (
                <img src={carrier.logo} alt={carrier.name} height={40} loading="lazy" decoding="async" className="h-10 w-auto max-w-40 object-contain" />
              ) : (
                <span className="font-semibold text-navy-900">{carrier.name}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A link to the agency's public review profile (AGENCY_REVIEW_URL); nothing when none is configured. */
export function ReviewLink({ profile, className = "" }: { profile: ReviewProfile | null; className?: string }) {
  const t = useT();
  if (!profile) return null;
  return (
    <a href={profile.url} target="_blank" rel="noopener noreferrer" data-review-link className={`inline-flex items-center gap-1.5 underline ${className}`}>
      <Star aria-hidden="true" className="h-4 w-4 shrink-0" />
      {profile.site ? t("reviews.onSite", { site: profile.site }) : t("reviews.generic")}
      <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}

import { Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { formatOpeningHours } from "../config/office-hours.ts";
import { ReviewLink } from "./CarrierList.tsx";
import { useSite, useT } from "./use-site.ts";

/**
 * The footer on every page: quick links, services, contact details, store link, credit, copyright,
 * and the agency's license number and review profile when configured (never a placeholder).
 * Plain anchors, as in SiteHeader.
 */
export function SiteFooter() {
  const { agency, year, navigation, locale } = useSite();
  const t = useT();
  const { footerQuickLinks, footerServiceLinks } = navigation;
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{agency.name}</p>
          <p className="mt-3 text-sm leading-6">{t("footer.tagline")}</p>
          <p className="mt-3 text-sm leading-6">
            {t("footer.servingSince", { cities: agency.areaServed.slice(0, -1).join(", "), lastCity: agency.areaServed.at(-1) ?? "", year: agency.claims.foundedYear })}
          </p>
          {agency.licenseNumber ? (
            <p className="mt-3 text-sm leading-6" data-license>
              {t("footer.license")} <span className="font-semibold text-white">{agency.licenseNumber}</span>
            </p>
          ) : null}
          {agency.reviewProfile ? (
            <p className="mt-3 text-sm">
              <ReviewLink profile={agency.reviewProfile} className="hover:text-white" />
            </p>
          ) : null}
        </div>
        <nav aria-label={t("footer.quickLinks")}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.quickLinks")}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white hover:underline">{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.servicesNav")}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.services")}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerServiceLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white hover:underline">{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.contact")}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={`tel:${agency.phone.dial}`} className="hover:text-white hover:underline">{agency.phone.display}</a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={`mailto:${agency.emails.info}`} className="hover:text-white hover:underline">{agency.emails.info}</a>
            </p>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {agency.address.street} {agency.address.suite}
                <br />
                {agency.address.city}, {agency.address.region} {agency.address.postalCode}
              </span>
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {formatOpeningHours(agency.openingHours, locale).map((line) => (
                  <span key={line} className="block">{line}</span>
                ))}
              </span>
            </p>
          </address>
          <p className="mt-4 text-sm">
            <a
              href={agency.merchandiseStoreUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 hover:text-white hover:underline"
            >
              {t("footer.store")}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t("common.opensInNewTab")}</span>
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t("footer.rights", { year, agency: agency.name })}</p>
          <p>
            {t("footer.websiteBy")}{" "}
            <a href={agency.builderCredit.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
              {agency.builderCredit.name}
              <span className="sr-only"> {t("common.opensInNewTab")}</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

import { ExternalLink, Map as MapIcon, MapPin } from "lucide-react";
import { directionsUrl, mapEmbedUrl, type Agency } from "../config/agency.ts";
import { useT } from "./use-site.ts";

/**
 * The office on a map, loaded only when the visitor asks: until then a static card, so the
 * page makes no request to the map service (docs/product.md#site-shell). With JavaScript
 * (the page's "map" script, app/components/scripts/office-map.ts) 'Show map' puts the
 * map in place of the card; without it a link opens the map service in a new tab.
 */
export function OfficeMap({ agency }: { agency: Agency }) {
  const { address } = agency;
  const t = useT();
  return (
    <div
      data-office-map
      data-map-src={mapEmbedUrl(agency)}
      data-map-title={t("map.title", { address: `${address.street} ${address.suite}, ${address.city}` })}
      className="h-80 w-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:h-full lg:min-h-96"
    >
      <div className="flex h-full flex-col items-center justify-center gap-4 bg-navy-50 p-6 text-center">
        <MapPin aria-hidden="true" className="h-10 w-10 text-navy-700" />
        <p className="text-lg font-semibold text-navy-900">
          {address.street} {address.suite}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </p>
        <button
          type="button"
          data-map-show
          className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-navy-800 px-5 font-semibold text-navy-900 hover:bg-navy-50"
        >
          <MapIcon aria-hidden="true" className="h-5 w-5" />
          {t("map.show")}
        </button>
        <a
          href={directionsUrl(agency)}
          target="_blank"
          rel="noopener noreferrer"
          data-map-link
          className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-navy-800 px-5 font-semibold text-navy-900 hover:bg-navy-50"
        >
          <MapIcon aria-hidden="true" className="h-5 w-5" />
          {t("map.google")}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only"> {t("common.opensInNewTab")}</span>
        </a>
        <p className="max-w-sm text-sm text-slate-700">
          {t("map.privacy")}
        </p>
      </div>
    </div>
  );
}

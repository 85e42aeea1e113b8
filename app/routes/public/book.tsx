/**
 * /book and /es/book (docs/product.md#booking-a-call): the kinds of appointment visitors can
 * book (name, description, length, where), each leading to its own page of days and times, with
 * the office's hours in Las Vegas time and the phone number for those who prefer to call. The
 * types are the admins' (/admin/booking): the page is the same for every visitor, kept in memory
 * and rendered again when an admin adds or changes a type.
 */
import { ArrowRight, Building2, Clock, Phone, Video } from "lucide-react";
import type { Route } from "./+types/book";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { Section } from "../../components/Section.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { BookingHours } from "../../components/booking/BookingHours.tsx";
import { servicesOf } from "../../http/context.ts";
import { appointmentLocationLabels, BOOK_PATH, type AppointmentLocationName } from "../../lib/booking.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfUrl } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { listBookableTypes } from "../../server/booking/appointment-types.ts";
import { APPOINTMENT_TYPES_TAG } from "../../server/public-pages/page-tags.ts";

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("booking.page.crumb"), href: BOOK_PATH },
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url.href);
  const types = await listBookableTypes(servicesOf(context).db);
  sharePublicPage(context, { tags: [APPOINTMENT_TYPES_TAG] });
  return {
    types: types.map((type) => ({
      slug: type.slug,
      name: locale === "es" ? type.nameEs : type.name,
      description: locale === "es" ? type.descriptionEs : type.description,
      minutes: type.durationMinutes,
      location: type.location,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("booking.page.title"), description: t("booking.page.description"), path: BOOK_PATH, breadcrumbs: trailFor(t) });
};

const locationIcons: Record<AppointmentLocationName, typeof Phone> = { phone: Phone, office: Building2, video: Video };

export default function BookPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const agency = useAgency();
  const localHref = useLocalHref();
  const { types } = loaderData;
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <PageHero eyebrow={t("booking.page.eyebrow")} heading={t("booking.page.heading")} intro={t("booking.page.intro")} />
      <Section heading={t("booking.page.chooseType")}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {types.length ? (
            <ul className="grid gap-5 md:grid-cols-2">
              {types.map((type) => {
                const Icon = locationIcons[type.location];
                return (
                  <li key={type.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                    <h3 className="text-xl font-semibold text-navy-900">{type.name}</h3>
                    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-700">
                      <span className="inline-flex items-center gap-1.5">
                        <Clock aria-hidden="true" className="h-4 w-4 text-navy-700" />
                        {t("booking.page.minutes", { count: type.minutes })}
                      </span>
                      <span className="inline-flex items-center gap-1.5">
                        <Icon aria-hidden="true" className="h-4 w-4 text-navy-700" />
                        {appointmentLocationLabels[locale][type.location]}
                      </span>
                    </p>
                    <p className="mt-3 flex-1 text-slate-700">{type.description}</p>
                    <p className="mt-5">
                      <a
                        href={localHref(`${BOOK_PATH}/${type.slug}`)}
                        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-navy-900"
                      >
                        {t("booking.page.choose")}
                        <span className="sr-only">: {type.name}</span>
                        <ArrowRight aria-hidden="true" className="h-5 w-5" />
                      </a>
                    </p>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-lg text-slate-800">{t("booking.page.noTypes", { phone: agency.phone.display })}</p>
          )}
          <aside aria-label={t("booking.page.hoursHeading")}>
            <BookingHours />
          </aside>
        </div>
      </Section>
    </>
  );
}

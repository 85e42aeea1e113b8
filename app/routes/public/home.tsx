import { ArrowRight, CalendarCheck, Clock, CreditCard, FileText, Gauge, MapPin, Navigation, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CallQuoteBand } from "../../components/CallQuoteBox.tsx";
import { CarrierList, ReviewLink } from "../../components/CarrierList.tsx";
import { Icon } from "../../components/Icon.tsx";
import { OfficeMap } from "../../components/OfficeMap.tsx";
import { OpenNowBadge } from "../../components/OpenNowBadge.tsx";
import { QuoteCta } from "../../components/QuoteCta.tsx";
import { ResponsiveImage } from "../../components/ResponsiveImage.tsx";
import { Section } from "../../components/Section.tsx";
import { TeamCard } from "../../components/TeamCard.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { directionsUrl, marketingFigures } from "../../config/agency.ts";
import { formatOpeningHours } from "../../config/office-hours.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { formatDate } from "../../lib/format.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { listFixedArticles } from "../../server/blog/fixed-articles.ts";
import { StepList } from "../../components/StepList.tsx";

/** The office map loads on request (app/components/scripts/office-map.ts). */
export const handle = { scripts: ["map"] } as const;

/** One module serves / and /es: the language comes from the path. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const { insuranceProducts, industryPages, homeHero, howItWorks, whyIndependent, officeVisit, claimsHelp } = contentFor(locale);
  return {
    copy: { homeHero, howItWorks, whyIndependent, officeVisit, claimsHelp },
    products: insuranceProducts.map((p) => ({ slug: p.slug, label: p.navLabel, icon: p.icon, summary: p.cardSummary })),
    industries: industryPages.slice(0, 6).map((p) => ({ slug: p.slug, label: p.navLabel, icon: p.icon, intro: p.metaDescription })),
    guides: listFixedArticles(locale)
      .slice(0, 3)
      .map((a) => ({ slug: a.slug, title: a.title, description: a.description, date: a.date, readingMinutes: a.readingMinutes })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("home.title"), description: t("home.description"), path: "/" });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, products, industries, guides } = loaderData;
  const { homeHero, howItWorks, whyIndependent, officeVisit, claimsHelp } = copy;
  const agency = useAgency();
  const locale = useLocale();
  const t = useT();
  const localHref = useLocalHref();
  const ppm = marketingFigures.payPerMile;
  const claims = [
    { value: String(agency.claims.licensedStates), label: t("home.claims.licensedStates") },
    { value: String(agency.claims.foundedYear), label: t("home.claims.foundedYear") },
    { value: agency.claims.customers, label: t("home.claims.customers") },
    { value: agency.claims.yearsExperience, label: t("home.claims.yearsExperience") },
    { value: agency.claims.principalAgentYears, label: t("home.claims.principalAgentYears") },
  ];

  return (
    <>
      {/* Hero */}
      <div className="relative isolate overflow-hidden bg-navy-950 text-white">
        {agency.heroVideoUrl ? (
          <video
            autoPlay
            muted
            loop
            playsInline
            aria-hidden="true"
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
          >
            {/* No source matches under prefers-reduced-motion, so the video never starts. */}
            <source src={agency.heroVideoUrl} type="video/mp4" media="(prefers-reduced-motion: no-preference)" />
          </video>
        ) : (
          <ResponsiveImage
            name="hero-las-vegas-valley"
            alt=""
            priority
            sizes="100vw"
            className="absolute inset-0 -z-10 h-full w-full object-cover object-bottom opacity-60"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 via-navy-950/75 to-navy-900/30" />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{homeHero.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-4xl font-bold leading-tight sm:text-5xl">{homeHero.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-100 sm:text-xl">{homeHero.intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href="/quote">
              {t("common.getYourFreeQuote")}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </ButtonLink>
            <ButtonLink href={agency.paymentPortalUrl} variant="outlineLight" newTab>
              <CreditCard aria-hidden="true" className="h-5 w-5" />
              {t("home.makePayment")}
            </ButtonLink>
          </div>
          <p className="mt-6 text-slate-200">
            {t("home.questionsCall")}{" "}
            <a href={`tel:${agency.phone.dial}`} className="font-semibold text-white underline">{agency.phone.display}</a>
          </p>
        </div>
      </div>

      {/* The agency's own statements */}
      <section aria-label={t("home.aboutAgency")} className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 text-center sm:px-6 md:grid-cols-5 lg:px-8">
          {claims.map((c) => (
            <div key={c.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-700">{c.label}</dt>
              <dd className="text-3xl font-bold text-navy-900">{c.value}</dd>
            </div>
          ))}
        </dl>
        {agency.reviewProfile ? (
          <p className="pb-6 text-center">
            <ReviewLink profile={agency.reviewProfile} className="font-semibold text-navy-800 hover:text-navy-950" />
          </p>
        ) : null}
      </section>

      <CarrierList carriers={agency.carriers} tone="tint" />

      {/* Insurance types */}
      <Section id="insurance-types" heading={t("home.productsHeading")} intro={t("home.productsIntro")}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((p) => (
            <li key={p.slug}>
              <Link
                to={localHref(`/${p.slug}`)}
                className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-navy-700 hover:shadow-md"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
                  <Icon name={p.icon} />
                </span>
                <span>
                  <span className="block font-semibold text-navy-900 group-hover:underline">{p.label}</span>
                  <span className="mt-1 block text-slate-700">{p.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {/* Pay-per-mile promo */}
      <section aria-labelledby="ppm-heading" className="bg-gold-400">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="flex gap-5">
            <Gauge aria-hidden="true" className="hidden h-14 w-14 shrink-0 text-navy-900 sm:block" />
            <div>
              <h2 id="ppm-heading" className="text-2xl font-bold text-navy-950 sm:text-3xl">
                {t("home.ppmHeading")}
              </h2>
              <p className="mt-2 max-w-2xl text-lg text-navy-950">
                {t("home.ppmText", { monthlyFrom: ppm.monthlyFrom, miles: ppm.milesPerYearUnder, percent: ppm.maxSavingsPercent })}
              </p>
            </div>
          </div>
          <ButtonLink href="/just-insurance" variant="navy" className="shrink-0">
            {t("home.ppmButton")}
          </ButtonLink>
        </div>
      </section>

      {/* How it works */}
      <Section id="how-it-works" tone="tint" heading={howItWorks.heading} intro={howItWorks.intro}>
        <StepList steps={howItWorks.steps} />
        <p className="mt-8">
          <ButtonLink href="/quote" variant="navy">{t("home.startQuote")}</ButtonLink>
        </p>
      </Section>

      {/* Industries */}
      <Section id="industries" heading={t("home.industriesHeading")} intro={t("home.industriesIntro")}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((p) => (
            <li key={p.slug}>
              <Link
                to={localHref(`/${p.slug}`)}
                className="group flex h-full gap-4 rounded-xl border border-slate-200 p-5 transition hover:border-navy-700 hover:bg-navy-50"
              >
                <Icon name={p.icon} className="h-7 w-7 shrink-0 text-navy-700" />
                <span>
                  <span className="block font-semibold text-navy-900 group-hover:underline">{p.label}</span>
                  <span className="mt-1 block text-slate-700">{p.intro}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to={localHref("/industries")} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
            {t("home.viewAllIndustries")} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </p>
      </Section>

      <CallQuoteBand
        spacing="pb-14"
        heading={t("home.notSureHeading")}
        text={t("home.notSureText")}
      />

      {/* Why independent */}
      <Section id="why-independent" tone="navy" heading={whyIndependent.heading}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {whyIndependent.points.map((point) => (
            <li key={point.title}>
              <Icon name={point.icon} className="h-8 w-8 text-gold-300" />
              <h3 className="mt-3 text-lg font-semibold text-white">{point.title}</h3>
              <p className="mt-2 text-slate-200">{point.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap items-center gap-4 rounded-xl bg-white/10 p-6">
          <CalendarCheck aria-hidden="true" className="h-8 w-8 text-gold-300" />
          <p className="flex-1 text-lg text-white">{t("home.reviewPrompt")}</p>
          <ButtonLink href="/coverage-review" variant="outlineLight">{t("home.reviewButton")}</ButtonLink>
        </div>
      </Section>

      {/* Team */}
      <Section id="team" heading={t("home.teamHeading")} intro={t("home.teamIntro")}>
        {agency.team.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {agency.team.map((member) => <TeamCard key={member.name} member={member} />)}
          </ul>
        ) : (
          <p className="max-w-3xl text-lg text-slate-700">
            {t("home.teamFallback")}
          </p>
        )}
        <p className="mt-8 text-center">
          <ButtonLink href="/contact" variant="outline">{t("home.teamButton")}</ButtonLink>
        </p>
      </Section>

      {/* Office visit */}
      <Section id="visit" tone="tint" heading={officeVisit.heading} intro={officeVisit.intro}>
        <div className="grid gap-8 lg:grid-cols-2">
          <OfficeMap agency={agency} />
          <div>
            <div className="rounded-xl bg-white p-6 shadow-sm">
              <p className="flex gap-3 text-lg">
                <MapPin aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
                <span>
                  <strong className="text-navy-900">{agency.name}</strong>
                  <br />
                  {agency.address.street} {agency.address.suite}
                  <br />
                  {agency.address.city}, {agency.address.region} {agency.address.postalCode}
                </span>
              </p>
              <div className="mt-5 flex gap-3">
                <Clock aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
                <div>
                  <div className="flex flex-wrap items-center gap-3">
                    <h3 className="font-semibold text-navy-900">{t("hours.heading")}</h3>
                    <OpenNowBadge hours={agency.openingHours} timeZone={agency.timeZone} />
                  </div>
                  <ul className="mt-2 text-slate-700">
                    {formatOpeningHours(agency.openingHours, locale).map((line) => <li key={line}>{line}</li>)}
                  </ul>
                  <p className="mt-1 text-sm text-slate-600">{t("common.pacificTime")}</p>
                </div>
              </div>
              <div className="mt-6 flex flex-wrap gap-3">
                <ButtonLink href={directionsUrl(agency)} variant="navy" newTab>
                  <Navigation aria-hidden="true" className="h-5 w-5" />
                  {t("home.directions")}
                </ButtonLink>
                <ButtonLink href={`tel:${agency.phone.dial}`} variant="outline">
                  <Phone aria-hidden="true" className="h-5 w-5" />
                  {agency.phone.display}
                </ButtonLink>
              </div>
            </div>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {officeVisit.blurbs.map((b) => (
                <li key={b.title} className="rounded-xl bg-white p-5 shadow-sm">
                  <Icon name={b.icon} className="h-6 w-6 text-navy-700" />
                  <h3 className="mt-2 font-semibold text-navy-900">{b.title}</h3>
                  <p className="mt-1 text-slate-700">{b.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      {/* Guides */}
      <Section id="guides" heading={t("home.guidesHeading")} intro={t("home.guidesIntro")}>
        <ul className="grid gap-6 md:grid-cols-3">
          {guides.map((g) => (
            <li key={g.slug} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <p className="text-sm text-slate-600">
                <time dateTime={g.date}>{formatDate(g.date, undefined, locale)}</time> · {t("common.minRead", { count: g.readingMinutes })}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-navy-900">
                <Link to={localHref(`/blog/${g.slug}`)} className="hover:underline">{g.title}</Link>
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{g.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to={localHref("/blog")} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
            {t("home.allArticles")} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </p>
      </Section>

      {/* Claims help */}
      <section aria-labelledby="claims-heading" className="border-t border-slate-200 bg-navy-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="flex gap-4">
            <FileText aria-hidden="true" className="h-10 w-10 shrink-0 text-navy-700" />
            <div>
              <h2 id="claims-heading" className="text-2xl font-bold text-navy-900">{claimsHelp.heading}</h2>
              <p className="mt-2 max-w-2xl text-lg text-slate-700">{claimsHelp.text}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href="/submit-claim" variant="navy">{t("common.submitClaim")}</ButtonLink>
            <ButtonLink href={`tel:${agency.claimsPhone.dial}`} variant="outline">
              <Phone aria-hidden="true" className="h-5 w-5" />
              {t("common.claimsLine", { phone: agency.claimsPhone.display })}
            </ButtonLink>
          </div>
        </div>
      </section>

      <QuoteCta heading={t("home.endHeading")} />
    </>
  );
}

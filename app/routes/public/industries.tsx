import { ArrowRight, Home, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/industries";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { Icon } from "../../components/Icon.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { Section } from "../../components/Section.tsx";
import { useAgency, useLocalHref, useT } from "../../components/use-site.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("industry.crumb"), href: "/industries" },
];

export function loader({ url }: Route.LoaderArgs) {
  return { cards: contentFor(localeOfPath(url.pathname)).industryCards };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("industries.title"), description: t("industries.description"), path: "/industries", breadcrumbs: trailFor(t) });
};

export default function IndustriesPage({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData;
  const agency = useAgency();
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <PageHero eyebrow={t("industries.eyebrow")} heading={t("industries.heading")} intro={t("industries.intro")}>
        <ButtonLink href="/quote">{t("common.getYourFreeQuote")}</ButtonLink>
        <ButtonLink href={`tel:${agency.phone.dial}`} variant="outlineLight">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {t("common.callNumber", { phone: agency.phone.display })}
        </ButtonLink>
      </PageHero>

      <Section
        id="industries"
        heading={t("industries.findHeading")}
        intro={t("industries.findIntro")}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, i) => (
            <li
              key={card.title}
              className="group relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-navy-700 hover:shadow-md focus-within:border-navy-700"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
                <Icon name={card.icon} />
              </span>
              <div className="flex flex-1 flex-col">
                <h3 className="font-semibold text-navy-900">
                  {/* The link covers the whole card; its accessible name is the industry, the description is its description. */}
                  <Link
                    to={localHref(card.href)}
                    aria-describedby={`industry-${i}-description`}
                    className="underline decoration-navy-700/30 underline-offset-4 group-hover:decoration-navy-700 after:absolute after:inset-0 after:rounded-xl after:content-['']"
                  >
                    {card.title}
                  </Link>
                </h3>
                <p id={`industry-${i}-description`} className="mt-1 flex-1 text-slate-700">{card.description}</p>
                <p aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-navy-800">
                  {t("common.learnMore")} <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint">
        <div className="flex flex-col gap-6 rounded-xl bg-white p-6 shadow-sm sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold text-navy-900">{t("industries.missingHeading")}</h2>
            <p className="mt-2 text-lg text-slate-700">
              {t("industries.missingText")}
            </p>
          </div>
          <div className="flex flex-wrap gap-4">
            <ButtonLink href="/quote">{t("common.getYourFreeQuote")}</ButtonLink>
            <ButtonLink href="/" variant="outline">
              <Home aria-hidden="true" className="h-5 w-5" />
              {t("industries.backHome")}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}

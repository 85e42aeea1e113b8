import { Phone } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/insurance-product";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CallQuoteBand } from "../../components/CallQuoteBox.tsx";
import { CarrierList } from "../../components/CarrierList.tsx";
import { CoverageList } from "../../components/CoverageList.tsx";
import { FaqList } from "../../components/FaqList.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { Paragraphs } from "../../components/Paragraphs.tsx";
import { ProseSections } from "../../components/ProseSections.tsx";
import { QuoteCta } from "../../components/QuoteCta.tsx";
import { Section } from "../../components/Section.tsx";
import { StatGrid } from "../../components/StatGrid.tsx";
import { useAgency, useT } from "../../components/use-site.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathWithoutLocale } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { staffFaqsOf } from "../../server/help-desk/page-faqs.ts";
import { pageFaqsTag } from "../../server/public-pages/page-tags.ts";

/** One module serves the nine product pages in both languages; routes.ts gives each path its own id. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const slug = pathWithoutLocale(url.pathname).replace(/^\/|\/$/g, "");
  const found = contentFor(locale).insuranceProducts.find((p) => p.slug === slug);
  if (!found) throw data(null, { status: 404 });
  // The staff's answers chosen for this page follow its own questions; the page is kept until one of them changes.
  sharePublicPage(context, { tags: [pageFaqsTag(`/${found.slug}`)] });
  const page = { ...found, faqs: [...found.faqs, ...(await staffFaqsOf(servicesOf(context).db, `/${found.slug}`, locale))] };
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const path = `/${page.slug}`;
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, {
    title: page.seoTitle,
    description: page.metaDescription,
    path,
    breadcrumbs: [{ label: t("common.home"), href: "/" }, { label: page.navLabel, href: path }],
    faqs: page.faqs,
  });
};

export default function InsuranceProductPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const agency = useAgency();
  const t = useT();
  const path = `/${page.slug}`;
  return (
    <>
      <Breadcrumbs trail={[{ label: t("common.home"), href: "/" }, { label: page.navLabel, href: path }]} />
      <PageHero eyebrow={t("product.eyebrow")} heading={page.heading} intro={page.intro}>
        <ButtonLink href="/quote">{t("common.getYourFreeQuote")}</ButtonLink>
        <ButtonLink href={`tel:${agency.phone.dial}`} variant="outlineLight">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {t("common.callNumber", { phone: agency.phone.display })}
        </ButtonLink>
      </PageHero>

      {page.layout === "simple" ? (
        <>
          {page.sections.map((section) => (
            <Section key={section.heading} heading={section.heading}>
              <div className="max-w-3xl space-y-4 text-lg leading-8 text-slate-700">
                <Paragraphs text={section.body} />
              </div>
            </Section>
          ))}
          <Section tone="tint" heading={page.coverageHeading}>
            <CoverageList items={page.coverages} />
          </Section>
        </>
      ) : (
        <>
          {page.stats?.length ? (
            <Section tone="tint" heading={t("product.glanceHeading")} intro={t("product.glanceIntro")}>
              <StatGrid stats={page.stats} />
            </Section>
          ) : null}
          <Section heading={page.coverageHeading}>
            <CoverageList items={page.coverages} />
          </Section>
          <MidPageBox label={page.navLabel} />
          <Section tone="tint">
            <ProseSections sections={page.sections} />
          </Section>
        </>
      )}

      {page.faqs.length ? (
        <Section heading={t("common.faqHeading")}>
          <FaqList faqs={page.faqs} />
        </Section>
      ) : null}

      <CarrierList carriers={agency.carriers} tone="tint" />

      <QuoteCta />
    </>
  );
}

/** The quote-and-call box halfway down a long page, right after the coverage list (the three short pages have none). */
function MidPageBox({ label }: { label: string }) {
  const t = useT();
  return (
    <CallQuoteBand
      spacing="py-10"
      heading={t("product.midHeading", { product: label.toLowerCase() })}
      text={t("product.midText")}
    />
  );
}

import { BookOpen, Phone } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/industry";
import { Breadcrumbs, type Crumb } from "../../components/Breadcrumbs.tsx";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CallQuoteBand } from "../../components/CallQuoteBox.tsx";
import { CoverageList } from "../../components/CoverageList.tsx";
import { FaqList } from "../../components/FaqList.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { ProseSections } from "../../components/ProseSections.tsx";
import { QuoteCta } from "../../components/QuoteCta.tsx";
import { Section } from "../../components/Section.tsx";
import { useAgency, useLocalHref, useT } from "../../components/use-site.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathWithoutLocale } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { getFixedArticle } from "../../server/blog/fixed-articles.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { staffFaqsOf } from "../../server/help-desk/page-faqs.ts";
import { pageFaqsTag } from "../../server/public-pages/page-tags.ts";

/** Older paths that show the auto dealer page; its canonical URL stays /auto-dealer-insurance (docs/product.md#old-paths-that-keep-working). */
const aliases: Record<string, string> = {
  dealers: "auto-dealer-insurance",
  "garage-insurance": "auto-dealer-insurance",
};

/** Industry pages that end with a pointer to a guide on the same subject. */
const relatedGuides: Record<string, string> = {
  "auto-dealer-insurance": "garage-insurance-gaps",
};

/** One module serves the seven industry pages and the two dealer aliases; routes.ts gives each path its own id. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const requested = pathWithoutLocale(url.pathname).replace(/^\/|\/$/g, "");
  const slug = aliases[requested] ?? requested;
  const found = contentFor(locale).industryPages.find((p) => p.slug === slug);
  if (!found) throw data(null, { status: 404 });
  // The staff's answers chosen for this page follow its own questions; the page is kept until one of them changes.
  sharePublicPage(context, { tags: [pageFaqsTag(`/${found.slug}`)] });
  const page = { ...found, faqs: [...found.faqs, ...(await staffFaqsOf(servicesOf(context).db, `/${found.slug}`, locale))] };
  const guideSlug = relatedGuides[page.slug];
  const article = guideSlug ? getFixedArticle(guideSlug, locale) : undefined;
  const guide = article
    ? { href: `/blog/${article.slug}`, title: article.title, description: article.description, readingMinutes: article.readingMinutes }
    : null;
  return { page, guide };
}

function trailFor(t: Translate, navLabel: string, path: string): Crumb[] {
  return [
    { label: t("common.home"), href: "/" },
    { label: t("industry.crumb"), href: "/industries" },
    { label: navLabel, href: path },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const path = `/${page.slug}`;
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: page.seoTitle,
    description: page.metaDescription,
    path,
    breadcrumbs: trailFor(translatorFor(site?.locale ?? "en"), page.navLabel, path),
    faqs: page.faqs,
  });
};

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { page, guide } = loaderData;
  const agency = useAgency();
  const t = useT();
  const localHref = useLocalHref();
  const path = `/${page.slug}`;
  return (
    <>
      <Breadcrumbs trail={trailFor(t, page.navLabel, path)} />
      <PageHero eyebrow={t("industry.eyebrow")} heading={page.heading} intro={page.intro}>
        <ButtonLink href="/quote">{t("common.getYourFreeQuote")}</ButtonLink>
        <ButtonLink href={`tel:${agency.phone.dial}`} variant="outlineLight">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {t("common.callNumber", { phone: agency.phone.display })}
        </ButtonLink>
      </PageHero>

      <Section
        id="risks"
        heading={t("industry.risksHeading")}
        intro={t("industry.risksIntro")}
      >
        <CoverageList items={page.risks} marker="alert" />
      </Section>

      <Section
        id="coverages"
        tone="tint"
        heading={t("industry.coveragesHeading")}
        intro={t("industry.coveragesIntro")}
      >
        <CoverageList items={page.coverages} />
      </Section>

      <CallQuoteBand
        spacing="pt-10"
        heading={t("industry.midHeading")}
        text={t("industry.midText")}
      />

      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <ProseSections sections={page.sections} />
          {guide ? (
            <aside aria-labelledby="related-guide-heading" className="self-start lg:sticky lg:top-32">
              <div className="rounded-xl border border-slate-200 bg-navy-50 p-6">
                <h2 id="related-guide-heading" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-navy-700">
                  <BookOpen aria-hidden="true" className="h-5 w-5" />
                  {t("industry.relatedGuide")}
                </h2>
                <p className="mt-3 text-lg font-semibold leading-snug text-navy-900">
                  <Link to={localHref(guide.href)} className="underline hover:text-navy-700">{guide.title}</Link>
                </p>
                <p className="mt-2 text-slate-700">{guide.description}</p>
                <p className="mt-4 text-sm text-slate-700">{t("common.minRead", { count: guide.readingMinutes })}</p>
              </div>
            </aside>
          ) : null}
        </div>
      </Section>

      {page.faqs.length ? (
        <Section id="faq" tone="tint" heading={t("common.faqHeading")}>
          <FaqList faqs={page.faqs} />
        </Section>
      ) : null}

      <QuoteCta
        heading={t("industry.endHeading")}
        text={t("industry.endText")}
      />
    </>
  );
}

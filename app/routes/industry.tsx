import { BookOpen, Phone } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/industry";
import { Breadcrumbs, type Crumb } from "../components/Breadcrumbs.tsx";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { CallQuoteBand } from "../components/CallQuoteBox.tsx";
import { CoverageList } from "../components/CoverageList.tsx";
import { FaqList } from "../components/FaqList.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { ProseSections } from "../components/ProseSections.tsx";
import { QuoteCta } from "../components/QuoteCta.tsx";
import { Section } from "../components/Section.tsx";
import { useAgency } from "../components/use-site.ts";
import { industryPages } from "../content/industries.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { getFixedArticle } from "../server/blog/fixed-articles.ts";

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
export function loader({ url }: Route.LoaderArgs) {
  const requested = url.pathname.replace(/^\/|\/$/g, "");
  const slug = aliases[requested] ?? requested;
  const page = industryPages.find((p) => p.slug === slug);
  if (!page) throw data(null, { status: 404 });
  const guideSlug = relatedGuides[page.slug];
  const article = guideSlug ? getFixedArticle(guideSlug) : undefined;
  const guide = article
    ? { href: `/blog/${article.slug}`, title: article.title, description: article.description, readingMinutes: article.readingMinutes }
    : null;
  return { page, guide };
}

function trailFor(navLabel: string, path: string): Crumb[] {
  return [
    { label: "Home", href: "/" },
    { label: "Industries", href: "/industries" },
    { label: navLabel, href: path },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const path = `/${page.slug}`;
  return pageMeta(siteFromMatches(matches), {
    title: page.seoTitle,
    description: page.metaDescription,
    path,
    breadcrumbs: trailFor(page.navLabel, path),
    faqs: page.faqs,
  });
};

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { page, guide } = loaderData;
  const agency = useAgency();
  const path = `/${page.slug}`;
  return (
    <>
      <Breadcrumbs trail={trailFor(page.navLabel, path)} />
      <PageHero eyebrow="Industries We Serve" heading={page.heading} intro={page.intro}>
        <ButtonLink href="/quote">Get Your Free Quote</ButtonLink>
        <ButtonLink href={`tel:${agency.phone.dial}`} variant="outlineLight">
          <Phone aria-hidden="true" className="h-5 w-5" />
          Call {agency.phone.display}
        </ButtonLink>
      </PageHero>

      <Section
        id="risks"
        heading="Typical Risks"
        intro="The exposures we see most often in this line of work. Each one is a question to ask about your current policy."
      >
        <CoverageList items={page.risks} marker="alert" />
      </Section>

      <Section
        id="coverages"
        tone="tint"
        heading="Recommended Coverages"
        intro="The policies we usually combine for businesses like yours. We compare them across several insurers and fit the limits to your contracts and budget."
      >
        <CoverageList items={page.coverages} />
      </Section>

      <CallQuoteBand
        spacing="pt-10"
        heading="Want these coverages priced for your business?"
        text="A licensed commercial agent compares them across several insurers and fits the limits to your contracts. Ask for a quote online or call us."
      />

      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <ProseSections sections={page.sections} />
          {guide ? (
            <aside aria-labelledby="related-guide-heading" className="self-start lg:sticky lg:top-32">
              <div className="rounded-xl border border-slate-200 bg-navy-50 p-6">
                <h2 id="related-guide-heading" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-navy-700">
                  <BookOpen aria-hidden="true" className="h-5 w-5" />
                  Related guide
                </h2>
                <p className="mt-3 text-lg font-semibold leading-snug text-navy-900">
                  <Link to={guide.href} className="underline hover:text-navy-700">{guide.title}</Link>
                </p>
                <p className="mt-2 text-slate-700">{guide.description}</p>
                <p className="mt-4 text-sm text-slate-700">{guide.readingMinutes} min read</p>
              </div>
            </aside>
          ) : null}
        </div>
      </Section>

      {page.faqs.length ? (
        <Section id="faq" tone="tint" heading="Frequently Asked Questions">
          <FaqList faqs={page.faqs} />
        </Section>
      ) : null}

      <QuoteCta
        heading="Ready to protect your business?"
        text="Tell us about your business and a licensed agent will get back to you within 24 hours with options from several insurers."
      />
    </>
  );
}

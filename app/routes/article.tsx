import { ArrowRight, CalendarCheck, CalendarDays, Clock } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/article";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { CallQuoteBox } from "../components/CallQuoteBox.tsx";
import { formatDate } from "../lib/format.ts";
import { splitAtMiddleHeading } from "../lib/split-at-middle-heading.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { getFixedArticle } from "../server/blog/fixed-articles.ts";

/**
 * The texts of the two boxes in a guide: halfway through and where the text ends. The garage
 * guide sends both to the dealer page (its `cta`); every other guide to the quote form.
 */
function callsToAction(cta: string) {
  if (cta === "/quote") {
    return {
      mid: { label: "Get a Free Quote", heading: "Want us to do the comparing?", text: "A licensed agent can put quotes from several insurers side by side for you, free. Ask online or call us." },
      end: { label: "Get Your Free Quote", heading: "Ready to see what you could save?", text: "Tell us what you need and a licensed agent will compare several insurers for you and get back to you within 24 hours." },
    };
  }
  return {
    mid: { label: "Auto Dealer & Garage Insurance", heading: "Dealer or repair shop?", text: "We compare insurers that write dealers and garages, and review your current policy for these gaps." },
    end: {
      label: "Auto Dealer & Garage Insurance",
      heading: "Close the gaps in your garage coverage",
      text: "See how we insure Nevada auto dealers, used car lots and repair shops, and ask for a side-by-side review of your current policy.",
    },
  };
}

/** One module serves the eight fixed articles (routes.ts gives each its own path). */
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/blog\/|\/$/g, "");
  const article = getFixedArticle(slug);
  if (!article) throw data(null, { status: 404 });
  const related = article.related.flatMap((s) => {
    const r = getFixedArticle(s);
    return r ? [{ slug: r.slug, title: r.title, description: r.description, readingMinutes: r.readingMinutes }] : [];
  });
  // The text in two parts around the mid-article call to action (or whole when short).
  const { html, ...rest } = article;
  return { article: rest, parts: splitAtMiddleHeading(html) ?? [html], related };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { article } = loaderData;
  const path = `/blog/${article.slug}`;
  return pageMeta(siteFromMatches(matches), {
    title: article.title,
    description: article.description,
    path,
    type: "article",
    breadcrumbs: [
      { label: "Home", href: "/" },
      { label: "Blog", href: "/blog" },
      { label: article.title, href: path },
    ],
    article: { headline: article.title, datePublished: article.date, dateModified: article.reviewed },
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, parts, related } = loaderData;
  const { mid, end } = callsToAction(article.cta);
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: "Home", href: "/" },
          { label: "Blog", href: "/blog" },
          { label: article.title, href: `/blog/${article.slug}` },
        ]}
      />
      <article>
        <header className="bg-navy-50">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">Insurance Guide</p>
            <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{article.title}</h1>
            <p className="mt-4 text-lg text-slate-700">{article.description}</p>
            <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="h-4 w-4" />
                <span>
                  Published <time dateTime={article.date}>{formatDate(article.date)}</time>
                </span>
              </span>
              <span className="inline-flex items-center gap-1.5" data-reviewed>
                <CalendarCheck aria-hidden="true" className="h-4 w-4" />
                <span>
                  Last reviewed <time dateTime={article.reviewed}>{formatDate(article.reviewed)}</time>
                </span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="h-4 w-4" />
                {article.readingMinutes} min read
              </span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {article.headings.length > 2 ? (
            <nav aria-label="In this article" className="mb-10 rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="text-base font-semibold text-navy-900">In this article</h2>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
                {article.headings.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`} className="underline hover:text-navy-800">{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className="prose-article" dangerouslySetInnerHTML={{ __html: parts[0]! }} />
          {parts[1] ? (
            <>
              <CallQuoteBox className="my-12" href={article.cta} {...mid} />
              <div className="prose-article" dangerouslySetInnerHTML={{ __html: parts[1] }} />
            </>
          ) : null}
          <CallQuoteBox className="mt-12" position="end" href={article.cta} {...end} />
        </div>
      </article>

      {related.length ? (
        <section aria-labelledby="related-heading" className="bg-navy-50">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold text-navy-900">Related articles</h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {related.map((r) => (
                <li key={r.slug} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="font-semibold text-navy-900">
                    <Link to={`/blog/${r.slug}`} className="hover:underline">{r.title}</Link>
                  </h3>
                  <p className="mt-2 flex-1 text-slate-700">{r.description}</p>
                  <p className="mt-3 text-sm text-slate-600">{r.readingMinutes} min read</p>
                </li>
              ))}
            </ul>
            <p className="mt-8">
              <Link to="/blog" className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
                All articles <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </p>
          </div>
        </section>
      ) : null}
    </>
  );
}

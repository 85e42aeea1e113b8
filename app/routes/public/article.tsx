import { ArrowRight, CalendarCheck, CalendarDays, Clock } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/article";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { CallQuoteBox } from "../../components/CallQuoteBox.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathWithoutLocale } from "../../lib/i18n/locale.ts";
import { splitAtMiddleHeading } from "../../lib/split-at-middle-heading.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { getFixedArticle } from "../../server/blog/fixed-articles.ts";

/**
 * The texts of the two boxes in a guide: halfway through and where the text ends. The garage
 * guide sends both to the dealer page (its `cta`); every other guide to the quote form.
 */
function callsToAction(t: Translate, cta: string) {
  const returnObjects = true as const;
  if (cta === "/quote") return { mid: t("article.quoteMid", { returnObjects }), end: t("article.quoteEnd", { returnObjects }) };
  return { mid: t("article.dealerMid", { returnObjects }), end: t("article.dealerEnd", { returnObjects }) };
}

function trailFor(t: Translate, title: string, path: string) {
  return [
    { label: t("common.home"), href: "/" },
    { label: t("article.blogCrumb"), href: "/blog" },
    { label: title, href: path },
  ];
}

/** One module serves the eight fixed articles in both languages (routes.ts gives each its own path). */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const slug = pathWithoutLocale(url.pathname).replace(/^\/blog\/|\/$/g, "");
  const article = getFixedArticle(slug, locale);
  if (!article) throw data(null, { status: 404 });
  const related = article.related.flatMap((s) => {
    const r = getFixedArticle(s, locale);
    return r ? [{ slug: r.slug, title: r.title, description: r.description, readingMinutes: r.readingMinutes }] : [];
  });
  // The text in two parts around the mid-article call to action (or whole when short).
  const { html, markdown: _markdown, ...rest } = article;
  return { article: rest, parts: splitAtMiddleHeading(html) ?? [html], related };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { article } = loaderData;
  const path = `/blog/${article.slug}`;
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: article.title,
    description: article.description,
    path,
    type: "article",
    breadcrumbs: trailFor(translatorFor(site?.locale ?? "en"), article.title, path),
    article: { headline: article.title, datePublished: article.date, dateModified: article.reviewed },
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, parts, related } = loaderData;
  const locale = useLocale();
  const t = useT();
  const localHref = useLocalHref();
  const { mid, end } = callsToAction(t, article.cta);
  return (
    <>
      <Breadcrumbs trail={trailFor(t, article.title, `/blog/${article.slug}`)} />
      <article>
        <header className="bg-navy-50">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">{t("article.eyebrow")}</p>
            <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{article.title}</h1>
            <p className="mt-4 text-lg text-slate-700">{article.description}</p>
            <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="h-4 w-4" />
                <span>
                  {`${t("article.published")} `}<time dateTime={article.date}>{formatDate(article.date, undefined, locale)}</time>
                </span>
              </span>
              <span className="inline-flex items-center gap-1.5" data-reviewed>
                <CalendarCheck aria-hidden="true" className="h-4 w-4" />
                <span>
                  {`${t("article.reviewed")} `}<time dateTime={article.reviewed}>{formatDate(article.reviewed, undefined, locale)}</time>
                </span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="h-4 w-4" />
                {t("common.minRead", { count: article.readingMinutes })}
              </span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {article.headings.length > 2 ? (
            <nav aria-label={t("article.inThisArticle")} className="mb-10 rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="text-base font-semibold text-navy-900">{t("article.inThisArticle")}</h2>
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
            <h2 id="related-heading" className="text-2xl font-bold text-navy-900">{t("article.related")}</h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {related.map((r) => (
                <li key={r.slug} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="font-semibold text-navy-900">
                    <Link to={localHref(`/blog/${r.slug}`)} className="hover:underline">{r.title}</Link>
                  </h3>
                  <p className="mt-2 flex-1 text-slate-700">{r.description}</p>
                  <p className="mt-3 text-sm text-slate-600">{t("common.minRead", { count: r.readingMinutes })}</p>
                </li>
              ))}
            </ul>
            <p className="mt-8">
              <Link to={localHref("/blog")} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
                {t("article.allArticles")} <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </p>
          </div>
        </section>
      ) : null}
    </>
  );
}

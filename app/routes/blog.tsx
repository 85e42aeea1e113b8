import { CalendarDays, ChevronLeft, ChevronRight, Rss } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { PageHero } from "../components/PageHero.tsx";
import { formatDate } from "../lib/format.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { listBlogPage, parseBlogCursor } from "../server/blog/blog-index.ts";
import { servicesOf } from "../server/context.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";
import { BLOG_LISTS_TAG } from "../server/public-pages/page-tags.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = Number(url.searchParams.get("page") ?? "1");
  sharePublicPage(context, { tags: [BLOG_LISTS_TAG], params: ["page", "after", "before"] });
  return listBlogPage(servicesOf(context).db, page, parseBlogCursor(url.searchParams));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: loaderData && loaderData.page > 1 ? `Insurance Blog, page ${loaderData.page}` : "Insurance Blog and Guides",
    description:
      "Plain-English insurance guides for Nevada: saving money, comparing quotes, car, home and small business insurance, from an independent Las Vegas agency.",
    path: loaderData && loaderData.page > 1 ? `/blog?page=${loaderData.page}` : "/blog",
  });

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pages } = loaderData;
  // The links carry the entry their page starts beside, so the next page is found in the index directly.
  const first = items[0]?.cursor;
  const last = items.at(-1)?.cursor;
  const newer = page === 2 ? "/blog" : first ? `/blog?page=${page - 1}&before=${encodeURIComponent(first)}` : `/blog?page=${page - 1}`;
  const older = last ? `/blog?page=${page + 1}&after=${encodeURIComponent(last)}` : `/blog?page=${page + 1}`;
  return (
    <>
      <PageHero
        eyebrow="Blog"
        heading="Insurance Guides and News"
        intro="Straight answers about insurance in Nevada, from our agents: how coverage works, what it costs, and how to pay less without being underinsured."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((entry) => (
            <li key={entry.slug} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {entry.featuredImage ? (
                <img src={entry.featuredImage} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <p className="flex items-center gap-1.5 text-sm text-slate-600">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                </p>
                <h2 className="mt-2 text-xl font-semibold text-navy-900">
                  <Link to={`/blog/${entry.slug}`} className="hover:underline">{entry.title}</Link>
                </h2>
                {entry.excerpt ? <p className="mt-2 flex-1 text-slate-700">{entry.excerpt}</p> : <div className="flex-1" />}
                {entry.tags.length ? (
                  <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
                    {entry.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-900">{tag}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label="Blog pages" className="mt-10 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link to={newer} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
                <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Newer articles
              </Link>
            ) : <span />}
            <p className="text-slate-700">Page {page} of {pages}</p>
            {page < pages ? (
              <Link to={older} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
                Older articles <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            ) : <span />}
          </nav>
        ) : null}
        <p className="mt-10">
          <a href="/rss.xml" className="inline-flex items-center gap-1.5 font-medium text-navy-800 underline">
            <Rss aria-hidden="true" className="h-4 w-4" /> Subscribe with RSS
          </a>
        </p>
      </div>
    </>
  );
}

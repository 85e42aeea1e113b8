import { Rss } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { PageHero } from "../../components/PageHero.tsx";
import { FeaturedImage } from "../../components/blog/FeaturedImage.tsx";
import { PageNav } from "../../components/blog/PageNav.tsx";
import { PostDate } from "../../components/blog/PostDate.tsx";
import { TagLinks } from "../../components/blog/TagLinks.tsx";
import { useLocale, useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathInLocale } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { listBlogPage, parseBlogCursor } from "../../server/blog/blog-index.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { blogListsTag } from "../../server/public-pages/page-tags.ts";

/**
 * /blog and /es/blog (docs/product.md#public-blog): each lists the fixed guides and the
 * published posts of its own language; a post is listed on one of them only.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const page = Number(url.searchParams.get("page") ?? "1");
  sharePublicPage(context, { tags: [blogListsTag(locale)], params: ["page", "after", "before"] });
  return listBlogPage(servicesOf(context).db, locale, page, parseBlogCursor(url.searchParams));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  const page = loaderData?.page ?? 1;
  const meta = pageMeta(site, {
    title: page > 1 ? t("blog.index.titlePage", { page }) : t("blog.index.title"),
    description: t("blog.index.description"),
    path: page > 1 ? `/blog?page=${page}` : "/blog",
  });
  // The two languages' lists differ past their first page: only the first pages are each other's twin.
  return page > 1 ? meta.filter((tag) => !("rel" in tag && tag.rel === "alternate")) : meta;
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pages } = loaderData;
  const locale = useLocale();
  const t = useT();
  const blog = pathInLocale("/blog", locale);
  // The links carry the entry their page starts beside, so the next page is found in the index directly.
  const first = items[0]?.cursor;
  const last = items.at(-1)?.cursor;
  const newer = page === 2 ? blog : first ? `${blog}?page=${page - 1}&before=${encodeURIComponent(first)}` : `${blog}?page=${page - 1}`;
  const older = last ? `${blog}?page=${page + 1}&after=${encodeURIComponent(last)}` : `${blog}?page=${page + 1}`;
  return (
    <>
      <PageHero eyebrow={t("blog.index.eyebrow")} heading={t("blog.index.heading")} intro={t("blog.index.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((entry) => (
            <li key={entry.slug} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {/* Decorative here (alt ""): the title follows, and the post page describes the image. */}
              <FeaturedImage imageId={entry.featuredImageId} url={entry.featuredImage} alt="" layout="card" />
              <div className="flex flex-1 flex-col p-6">
                <PostDate date={entry.date} />
                <h2 className="mt-2 text-xl font-semibold text-navy-900">
                  <Link to={pathInLocale(`/blog/${entry.slug}`, locale)} className="hover:underline">{entry.title}</Link>
                </h2>
                {entry.excerpt ? <p className="mt-2 flex-1 text-slate-700">{entry.excerpt}</p> : <div className="flex-1" />}
                {/* A post's tags lead to their pages; a guide's "Guide" label is not a tag. */}
                <TagLinks tags={entry.tags} linked={entry.kind === "post"} className="mt-4" />
              </div>
            </li>
          ))}
        </ul>
        <PageNav label={t("blog.index.pagesNav")} page={page} pages={pages} newer={newer} older={older} />
        <p className="mt-10">
          <a href={pathInLocale("/rss.xml", locale)} className="inline-flex items-center gap-1.5 font-medium text-navy-800 underline">
            <Rss aria-hidden="true" className="h-4 w-4" /> {t("blog.index.subscribe")}
          </a>
        </p>
      </div>
    </>
  );
}

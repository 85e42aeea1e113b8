import { ChevronLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-tag";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { PageNav } from "../../components/blog/PageNav.tsx";
import { PostDate } from "../../components/blog/PostDate.tsx";
import { TagLinks } from "../../components/blog/TagLinks.tsx";
import { useLocale, useT } from "../../components/use-site.ts";
import { tagSlug } from "../../lib/blog-tags.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathInLocale, type Locale } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { listTagPage } from "../../server/blog/tag-pages.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { blogListsTag } from "../../server/public-pages/page-tags.ts";

/** A tag's page in a language: /blog/tag/{slug} or /es/blog/tag/{slug} (no twin: each language has its own tags). */
const tagPagePath = (slug: string, locale: Locale) => pathInLocale(`/blog/tag/${slug}`, locale);

/**
 * /blog/tag/{tag} and /es/blog/tag/{tag} (docs/product.md#public-blog): the published posts of the
 * page's language with that tag, newest first, 12 to a page. Any other spelling of the tag in the
 * address ("Seguro-de-Auto", accents) answers 301 to its slug; a tag no published post has is a 404.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const slug = tagSlug(params.tag);
  if (!slug) throw data(null, { status: 404 });
  if (slug !== params.tag) throw redirect(`${tagPagePath(slug, locale)}${url.search}`, 301);
  const list = await listTagPage(servicesOf(context).db, locale, slug, Number(url.searchParams.get("page") ?? "1"));
  if (!list) throw data(null, { status: 404 });
  // Rendered again whenever a post of this language is published, edited, unpublished or deleted.
  sharePublicPage(context, { tags: [blogListsTag(locale)], params: ["page"] });
  return { ...list, slug };
}

function trailFor(t: Translate, tag: string, slug: string, locale: Locale) {
  return [
    { label: t("common.home"), href: "/" },
    { label: t("article.blogCrumb"), href: "/blog" },
    { label: tag, href: tagPagePath(slug, locale) },
  ];
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { tag, slug, page } = loaderData;
  const site = siteFromMatches(matches);
  const locale = site?.locale ?? "en";
  const t = translatorFor(locale);
  const path = tagPagePath(slug, locale);
  return pageMeta(site, {
    title: page > 1 ? t("blog.tag.titlePage", { tag, page }) : t("blog.tag.title", { tag }),
    description: t("blog.tag.description", { tag }),
    path: page > 1 ? `${path}?page=${page}` : path,
    breadcrumbs: trailFor(t, tag, slug, locale),
  });
};

export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  const { tag, slug, items, page, pages } = loaderData;
  const locale = useLocale();
  const t = useT();
  const path = tagPagePath(slug, locale);
  return (
    <>
      <Breadcrumbs trail={trailFor(t, tag, slug, locale)} />
      <PageHero eyebrow={t("blog.tag.eyebrow")} heading={tag} intro={t("blog.tag.intro", { tag })} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="space-y-6">
          {items.map((entry) => (
            <li key={entry.slug} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <PostDate date={entry.date} />
              <h2 className="mt-2 text-xl font-semibold text-navy-900">
                <Link to={pathInLocale(`/blog/${entry.slug}`, locale)} className="hover:underline">{entry.title}</Link>
              </h2>
              {entry.excerpt ? <p className="mt-2 text-slate-700">{entry.excerpt}</p> : null}
              <TagLinks tags={entry.tags} current={tag} className="mt-4" />
            </li>
          ))}
        </ul>
        <PageNav label={t("blog.tag.pagesNav", { tag })} page={page} pages={pages} newer={page === 2 ? path : `${path}?page=${page - 1}`} older={`${path}?page=${page + 1}`} />
        <p className="mt-10">
          <Link to={pathInLocale("/blog", locale)} className="inline-flex items-center gap-1.5 font-medium text-navy-800 underline">
            <ChevronLeft aria-hidden="true" className="h-4 w-4" /> {t("blog.tag.allArticles")}
          </Link>
        </p>
      </div>
    </>
  );
}

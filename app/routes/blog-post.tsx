import { CalendarDays, Clock, Eye } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { CallQuoteBox } from "../components/CallQuoteBox.tsx";
import { useLocale, useT } from "../components/use-site.ts";
import { formatDate } from "../lib/format.ts";
import { translatorFor, type Translate } from "../lib/i18n/i18n.ts";
import { localeOfPath, pathInLocale, type Locale } from "../lib/i18n/locale.ts";
import { splitAtMiddleHeading } from "../lib/split-at-middle-heading.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { getCurrentUser } from "../server/accounts/current-user.ts";
import { readingMinutes, renderMarkdown } from "../server/blog/markdown.ts";
import { getPostBySlug } from "../server/blog/published-posts.ts";
import { servicesOf } from "../server/context.ts";
import { countViewsOf, sharePublicPage } from "../server/public-pages/public-page.ts";
import { postTag } from "../server/public-pages/page-tags.ts";

/** A post's address: /blog/{slug} in English, /es/blog/{slug} in Spanish. */
const postPath = (slug: string, locale: Locale) => pathInLocale(`/blog/${slug}`, locale);

/**
 * A post written in the blog manager, at /blog/{slug} (English) or /es/blog/{slug} (Spanish):
 * a post has one language, and its other language's address sends there for good (301).
 * Fixed articles have their own routes, which take precedence.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const user = await getCurrentUser(context);
  const isAdmin = user?.role === "admin";
  const post = await getPostBySlug(servicesOf(context).db, params.slug, isAdmin);
  if (!post) throw data(null, { status: 404 });
  if (post.locale !== locale) throw redirect(postPath(post.slug, post.locale), 301);
  if (post.status === "published") {
    sharePublicPage(context, { tags: [postTag(post.slug)] });
    // Views count visitors, not admins (crawlers and HEAD requests are left out by the server).
    if (!isAdmin) countViewsOf(context, post.id);
  }
  // Links to site pages in a Spanish post go to their Spanish twins.
  const rendered = renderMarkdown(post.content, post.locale);
  return {
    post: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      featuredImage: post.featured_image,
      tags: post.tags,
      status: post.status,
      publishedAt: post.published_at,
      updatedAt: post.updated_at,
      views: post.views,
    },
    // The text in two parts around the mid-post call to action (or whole when short).
    parts: splitAtMiddleHeading(rendered.html) ?? [rendered.html],
    readingMinutes: readingMinutes(rendered.wordCount),
    preview: post.status !== "published",
  };
}

function trailFor(t: Translate, title: string, slug: string, locale: Locale) {
  return [
    { label: t("common.home"), href: "/" },
    { label: t("article.blogCrumb"), href: "/blog" },
    { label: title, href: postPath(slug, locale) },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const site = siteFromMatches(matches);
  const locale = site?.locale ?? "en";
  const t = translatorFor(locale);
  // A post has one language: its address is its language's (no twin, no hreflang).
  const path = postPath(post.slug, locale);
  return pageMeta(site, {
    title: post.title,
    description: post.excerpt ?? t("blog.post.description", { title: post.title }),
    path,
    type: "article",
    noindex: loaderData.preview,
    image: post.featuredImage ?? undefined,
    breadcrumbs: trailFor(t, post.title, post.slug, locale),
    article: {
      headline: post.title,
      datePublished: post.publishedAt ?? post.updatedAt,
      dateModified: post.updatedAt,
      image: post.featuredImage ?? undefined,
    },
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, parts, preview } = loaderData;
  const locale = useLocale();
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trailFor(t, post.title, post.slug, locale)} />
      {preview ? (
        <p role="status" className="bg-amber-100 px-4 py-3 text-center font-medium text-amber-950">
          {t("blog.post.preview")} <Link to="/blog-manager" className="underline">{t("blog.post.backToManager")}</Link>
        </p>
      ) : null}
      <article>
        <header className="bg-navy-50">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">{t("blog.post.eyebrow")}</p>
            <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{post.title}</h1>
            {post.excerpt ? <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p> : null}
            <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
              {post.publishedAt ? (
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, undefined, locale)}</time>
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="h-4 w-4" />
                {t("common.minRead", { count: loaderData.readingMinutes })}
              </span>
              {preview ? (
                <span className="inline-flex items-center gap-1.5">
                  <Eye aria-hidden="true" className="h-4 w-4" /> {t("blog.post.views", { count: post.views })}
                </span>
              ) : null}
            </p>
            {post.tags.length ? (
              <ul aria-label={t("blog.index.tags")} className="mt-4 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-white px-3 py-1 text-sm text-navy-900">{tag}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </header>
        {post.featuredImage ? (
          <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6">
            <img src={post.featuredImage} alt="" width={1200} height={630} className="aspect-[1200/630] w-full rounded-xl object-cover" />
          </div>
        ) : null}
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <div className="prose-article" dangerouslySetInnerHTML={{ __html: parts[0]! }} />
          {parts[1] ? (
            <>
              <CallQuoteBox className="my-12" heading={t("blog.post.midHeading")} text={t("blog.post.midText")} />
              <div className="prose-article" dangerouslySetInnerHTML={{ __html: parts[1] }} />
            </>
          ) : null}
          <CallQuoteBox
            className="mt-12"
            position="end"
            label={t("blog.post.endLabel")}
            heading={t("blog.post.endHeading")}
            text={t("blog.post.endText")}
          />
        </div>
      </article>
    </>
  );
}

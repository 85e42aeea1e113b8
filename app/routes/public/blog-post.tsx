import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PostArticle } from "../../components/blog/PostArticle.tsx";
import { RelatedPosts } from "../../components/blog/RelatedPosts.tsx";
import { useLocale, useT } from "../../components/use-site.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathInLocale, type Locale } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { getCurrentUser } from "../../http/session.ts";
import { loadPostExtras } from "../../server/blog/post-extras.ts";
import { postPageOf } from "../../server/blog/post-page.ts";
import { getPostBySlug } from "../../server/blog/published-posts.ts";
import { servicesOf } from "../../http/context.ts";
import { countViewsOf, sharePublicPage } from "../../http/public-page.ts";
import { blogListsTag, postTag } from "../../server/public-pages/page-tags.ts";

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
  const { db } = servicesOf(context);
  const post = await getPostBySlug(db, params.slug, isAdmin);
  if (!post) throw data(null, { status: 404 });
  if (post.locale !== locale) throw redirect(postPath(post.slug, post.locale), 301);
  if (post.status === "published") {
    // Its language's lists too: the related posts at its end change with any post of that language.
    sharePublicPage(context, { tags: [postTag(post.slug), blogListsTag(post.locale)] });
    // Views count visitors, not admins (crawlers and HEAD requests are left out by the server).
    if (!isAdmin) countViewsOf(context, post.id);
  }
  const { author, related } = await loadPostExtras(db, post);
  // The article's data is shared with the private preview (/blog/preview/{token}).
  return {
    ...postPageOf(post),
    author,
    related,
    // What search engines get instead of the title and excerpt, when the admin wrote it.
    search: { title: post.seo_title, description: post.seo_description, canonicalUrl: post.canonical_url },
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
  const { post, search } = loaderData;
  const site = siteFromMatches(matches);
  const locale = site?.locale ?? "en";
  const t = translatorFor(locale);
  // A post has one language: its address is its language's (no twin, no hreflang).
  const path = postPath(post.slug, locale);
  return pageMeta(site, {
    title: search.title ?? post.title,
    description: search.description ?? post.excerpt ?? t("blog.post.description", { title: post.title }),
    path,
    canonicalUrl: search.canonicalUrl ?? undefined,
    type: "article",
    noindex: loaderData.preview,
    image: post.featuredImage ?? undefined,
    breadcrumbs: trailFor(t, post.title, post.slug, locale),
    article: {
      headline: post.title,
      datePublished: post.publishedAt ?? post.updatedAt,
      dateModified: post.updatedAt,
      image: post.featuredImage ?? undefined,
      author: loaderData.author ?? undefined,
    },
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, preview } = loaderData;
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
      <PostArticle page={loaderData} showViews={preview} author={loaderData.author} />
      <RelatedPosts posts={loaderData.related} />
    </>
  );
}

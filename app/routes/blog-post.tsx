import { CalendarDays, Clock, Eye } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { CallQuoteBox } from "../components/CallQuoteBox.tsx";
import { formatDate } from "../lib/format.ts";
import { splitAtMiddleHeading } from "../lib/split-at-middle-heading.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { getCurrentUser } from "../server/accounts/current-user.ts";
import { readingMinutes, renderMarkdown } from "../server/blog/markdown.ts";
import { getPostBySlug } from "../server/blog/published-posts.ts";
import { servicesOf } from "../server/context.ts";
import { countViewsOf, sharePublicPage } from "../server/public-pages/public-page.ts";
import { postTag } from "../server/public-pages/page-tags.ts";

/** A post written in the blog manager. Fixed articles have their own routes, which take precedence. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(context);
  const isAdmin = user?.role === "admin";
  const post = await getPostBySlug(servicesOf(context).db, params.slug, isAdmin);
  if (!post) throw data(null, { status: 404 });
  if (post.status === "published") {
    sharePublicPage(context, { tags: [postTag(post.slug)] });
    // Views count visitors, not admins (crawlers and HEAD requests are left out by the server).
    if (!isAdmin) countViewsOf(context, post.id);
  }
  const rendered = renderMarkdown(post.content);
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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return pageMeta(siteFromMatches(matches), {
    title: post.title,
    description: post.excerpt ?? `${post.title}: an insurance article from our Las Vegas agency.`,
    path,
    type: "article",
    noindex: loaderData.preview,
    image: post.featuredImage ?? undefined,
    breadcrumbs: [
      { label: "Home", href: "/" },
      { label: "Blog", href: "/blog" },
      { label: post.title, href: path },
    ],
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
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: "Home", href: "/" },
          { label: "Blog", href: "/blog" },
          { label: post.title, href: `/blog/${post.slug}` },
        ]}
      />
      {preview ? (
        <p role="status" className="bg-amber-100 px-4 py-3 text-center font-medium text-amber-950">
          Preview: this post is a draft and visitors cannot see it. <Link to="/blog-manager" className="underline">Back to the blog manager</Link>
        </p>
      ) : null}
      <article>
        <header className="bg-navy-50">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">Blog</p>
            <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{post.title}</h1>
            {post.excerpt ? <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p> : null}
            <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
              {post.publishedAt ? (
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="h-4 w-4" />
                {loaderData.readingMinutes} min read
              </span>
              {preview ? (
                <span className="inline-flex items-center gap-1.5">
                  <Eye aria-hidden="true" className="h-4 w-4" /> {post.views} views
                </span>
              ) : null}
            </p>
            {post.tags.length ? (
              <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
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
              <CallQuoteBox
                className="my-12"
                heading="Want us to do the comparing?"
                text="A licensed agent can put quotes from several insurers side by side for you, free. Ask online or call us."
              />
              <div className="prose-article" dangerouslySetInnerHTML={{ __html: parts[1] }} />
            </>
          ) : null}
          <CallQuoteBox
            className="mt-12"
            position="end"
            label="Get Your Free Quote"
            heading="Ready to compare your options?"
            text="Tell us what you need and a licensed agent will get back to you within 24 hours with quotes from several insurers."
          />
        </div>
      </article>
    </>
  );
}

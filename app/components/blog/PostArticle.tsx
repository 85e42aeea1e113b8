/**
 * A post written in the blog manager as visitors read it: heading, dates, tags, image, text
 * and the calls to action. The public post page and the private preview render this same
 * article (app/server/blog/post-page.ts gives its data).
 */
import { CalendarDays, Clock, Eye, UserRound } from "lucide-react";
import { CallQuoteBox } from "../CallQuoteBox.tsx";
import { FeaturedImage } from "./FeaturedImage.tsx";
import { useLocale, useT } from "../use-site.ts";
import { TagLinks } from "./TagLinks.tsx";
import { formatDate } from "../../lib/format.ts";
import type { PostPage } from "../../server/blog/post-page.ts";

/** `showViews`: the view count, for an admin's preview only (visitors never see it). `author`: the writer's display name, when known. */
export function PostArticle({ page, showViews = false, author }: { page: PostPage; showViews?: boolean; author?: string | null }) {
  const { post, parts } = page;
  const locale = useLocale();
  const t = useT();
  return (
    <article>
      <header className="bg-navy-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">{t("blog.post.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{post.title}</h1>
          {post.excerpt ? <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p> : null}
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            {author ? (
              <span className="inline-flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="h-4 w-4" />
                {t("blog.post.byAuthor", { name: author })}
              </span>
            ) : null}
            {post.publishedAt ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="h-4 w-4" />
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, undefined, locale)}</time>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {t("common.minRead", { count: page.readingMinutes })}
            </span>
            {showViews ? (
              <span className="inline-flex items-center gap-1.5">
                <Eye aria-hidden="true" className="h-4 w-4" /> {t("blog.post.views", { count: post.views })}
              </span>
            ) : null}
          </p>
          <TagLinks tags={post.tags} tone="white" className="mt-4" />
        </div>
      </header>
      {post.featuredImage ? (
        <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6">
          <FeaturedImage imageId={post.featuredImageId} url={post.featuredImage} alt={post.featuredImageAlt} layout="hero" />
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
  );
}

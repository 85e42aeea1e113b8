/** "Related articles" after a post (app/server/blog/related-posts.ts chooses them). */
import { Link } from "react-router";
import { PostDate } from "./PostDate.tsx";
import { useLocale, useT } from "../use-site.ts";
import { pathInLocale } from "../../lib/i18n/locale.ts";

export interface RelatedPostItem {
  slug: string;
  title: string;
  excerpt: string | null;
  date: string;
}

export function RelatedPosts({ posts }: { posts: readonly RelatedPostItem[] }) {
  const locale = useLocale();
  const t = useT();
  if (!posts.length) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-navy-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="related-heading" className="text-2xl font-bold text-navy-900">{t("blog.post.relatedHeading")}</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <PostDate date={post.date} />
              <h3 className="mt-2 text-lg font-semibold text-navy-900">
                <Link to={pathInLocale(`/blog/${post.slug}`, locale)} className="underline decoration-navy-700/50 underline-offset-2 hover:decoration-navy-900">
                  {post.title}
                </Link>
              </h3>
              {post.excerpt ? <p className="mt-2 line-clamp-3 text-slate-700">{post.excerpt}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

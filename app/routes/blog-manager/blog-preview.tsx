/**
 * A private preview link (docs/product.md#blog-manager): /blog/preview/{token} for an English
 * post, /es/blog/preview/{token} for a Spanish one. Anyone holding a valid link reads the draft
 * or scheduled post as visitors will, under a "Preview — not published" banner. The page is
 * never indexed, stored by a browser or proxy, kept in the server's memory, counted as a view,
 * nor sent as a referrer. Once the post is published the link leads to its public address; an
 * unknown, expired or revoked link gets one and the same 404.
 */
import { EyeOff } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-preview";
import { PostArticle } from "../../components/blog/PostArticle.tsx";
import { RelatedPosts } from "../../components/blog/RelatedPosts.tsx";
import { useLocalHref, useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { siteFromMatches } from "../../lib/seo.ts";
import { loadPostExtras } from "../../server/blog/post-extras.ts";
import { postPageOf } from "../../server/blog/post-page.ts";
import { previewLinkPath, resolvePreviewLink } from "../../server/blog/preview-links.ts";
import { servicesOf } from "../../http/context.ts";

/** Every answer of this route, the page, its 404 and its redirects: private, unindexed, no referrer (the token is in the address). */
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

export function headers({ loaderHeaders }: Route.HeadersArgs): Headers {
  return new Headers(loaderHeaders);
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  // Deliberately no sharePublicPage (never kept in memory) and no countViewsOf (a preview is not a view).
  const resolution = await resolvePreviewLink(servicesOf(context).db, params.token);
  if (resolution.kind === "gone") return data({ found: false as const }, { status: 404, headers: PRIVATE_HEADERS });
  if (resolution.kind === "published") throw redirect(resolution.path, { status: 302, headers: PRIVATE_HEADERS });
  const { post } = resolution;
  // The post's language decides the page's (its chrome and <html lang>).
  if (post.locale !== locale) throw redirect(previewLinkPath(params.token, post.locale), { status: 302, headers: PRIVATE_HEADERS });
  // Its byline and related posts as the public page will show them.
  const { author, related } = await loadPostExtras(servicesOf(context).db, post);
  return data({ found: true as const, ...postPageOf(post), author, related }, { headers: PRIVATE_HEADERS });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  const title = loaderData?.found ? t("blog.previewLink.title", { title: loaderData.post.title }) : t("blog.previewLink.goneTitle");
  return [{ title: `${title} | ${site?.agency.shortName ?? ""}` }, { name: "robots", content: "noindex" }];
};

export default function BlogPreviewPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localHref = useLocalHref();
  if (!loaderData.found) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">404</p>
        <h1 className="mt-2 text-3xl font-bold text-navy-900 sm:text-4xl">{t("blog.previewLink.goneHeading")}</h1>
        <p className="mt-4 text-lg text-slate-700">{t("blog.previewLink.goneText")}</p>
        <p className="mt-8">
          <Link to={localHref("/blog")} className="inline-flex min-h-11 items-center rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-900">
            {t("blog.previewLink.toBlog")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <div role="note" aria-labelledby="preview-banner" className="border-b-2 border-amber-600 bg-amber-100 py-3 text-amber-950">
        <p className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 px-4 sm:px-6">
          <EyeOff aria-hidden="true" className="h-5 w-5 shrink-0" />
          <strong id="preview-banner" className="font-bold">{t("blog.previewLink.banner")}</strong>
          <span>{t("blog.previewLink.bannerText")}</span>
        </p>
      </div>
      <PostArticle page={loaderData} author={loaderData.author} />
      <RelatedPosts posts={loaderData.related} />
    </>
  );
}

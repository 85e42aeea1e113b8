import type { Route } from "./+types/rss";
import { escapeHtml } from "../../server/mail/render-email.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathInLocale } from "../../lib/i18n/locale.ts";
import { listBlogEntries } from "../../server/blog/blog-index.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { blogListsTag } from "../../server/public-pages/page-tags.ts";

/**
 * RSS 2.0, one feed per language: /rss.xml has the English guides and posts, /es/rss.xml the
 * Spanish ones, as /blog and /es/blog list them; newest first.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = translatorFor(locale);
  const origin = servicesOf(context).env.PUBLIC_URL.replace(/\/$/, "");
  const agency = servicesOf(context).agency;
  const entries = await listBlogEntries(servicesOf(context).db, locale, 50);
  sharePublicPage(context, { tags: [blogListsTag(locale)] });
  const dateOf = (iso: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso).toUTCString();
  const link = (path: string) => `${origin}${pathInLocale(path, locale)}`;
  const items = entries
    .map(
      (e) => `    <item>
      <title>${escapeHtml(e.title)}</title>
      <link>${link(`/blog/${encodeURIComponent(e.slug)}`)}</link>
      <guid isPermaLink="true">${link(`/blog/${encodeURIComponent(e.slug)}`)}</guid>
      <pubDate>${dateOf(e.date)}</pubDate>
      <description>${escapeHtml(e.excerpt)}</description>
${e.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`).join("\n")}
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(t("blog.feed.title", { agency: agency.name }))}</title>
    <link>${link("/blog")}</link>
    <atom:link href="${link("/rss.xml")}" rel="self" type="application/rss+xml" />
    <description>${escapeHtml(t("blog.feed.description", { agency: agency.name }))}</description>
    <language>${locale === "es" ? "es-us" : "en-us"}</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}

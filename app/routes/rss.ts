import type { Route } from "./+types/rss";
import { escapeHtml } from "../server/mail/render-email.ts";
import { listBlogEntries } from "../server/blog/blog-index.ts";
import { servicesOf } from "../server/context.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";
import { BLOG_LISTS_TAG } from "../server/public-pages/page-tags.ts";

/** RSS 2.0 with the fixed articles and every published post, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = servicesOf(context).env.PUBLIC_URL.replace(/\/$/, "");
  const agency = servicesOf(context).agency;
  const entries = await listBlogEntries(servicesOf(context).db, 50);
  sharePublicPage(context, { tags: [BLOG_LISTS_TAG] });
  const dateOf = (iso: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso).toUTCString();
  const items = entries
    .map(
      (e) => `    <item>
      <title>${escapeHtml(e.title)}</title>
      <link>${origin}/blog/${encodeURIComponent(e.slug)}</link>
      <guid isPermaLink="true">${origin}/blog/${encodeURIComponent(e.slug)}</guid>
      <pubDate>${dateOf(e.date)}</pubDate>
      <description>${escapeHtml(e.excerpt)}</description>
${e.tags.map((t) => `      <category>${escapeHtml(t)}</category>`).join("\n")}
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(agency.name)} Blog</title>
    <link>${origin}/blog</link>
    <atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml" />
    <description>Insurance guides and news for Nevada from ${escapeHtml(agency.name)}.</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}

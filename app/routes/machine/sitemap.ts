import type { Route } from "./+types/sitemap";
import { sitemapFile } from "../../server/blog/sitemap.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { LOCALES } from "../../lib/i18n/locale.ts";
import { blogListsTag } from "../../server/public-pages/page-tags.ts";

/** sitemap.xml: the whole site, or on a large site a sitemap index and its parts (`?part=`). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, env } = servicesOf(context);
  // Both languages' posts are listed, each at its own address.
  sharePublicPage(context, { tags: LOCALES.map(blogListsTag), params: ["part"] });
  const body = await sitemapFile(db, env.PUBLIC_URL, url.searchParams.get("part"));
  if (body === null) return new Response("No such sitemap\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

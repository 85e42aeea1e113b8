import type { Route } from "./+types/sitemap";
import { publicPaths } from "../prerender-paths.ts";
import { listPublishedPosts } from "../server/blog/published-posts.ts";
import { servicesOf } from "../server/context.ts";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** sitemap.xml: every canonical public page and every published blog post. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = servicesOf(context).env.PUBLIC_URL.replace(/\/$/, "");
  const posts = await listPublishedPosts(servicesOf(context).db);
  const urls = [
    ...publicPaths().map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...posts.map(
      (p) => `  <url><loc>${escapeXml(`${origin}/blog/${encodeURIComponent(p.slug)}`)}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

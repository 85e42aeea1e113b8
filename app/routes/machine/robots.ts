import type { Route } from "./+types/robots";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";

/** robots.txt: everything public is crawlable; the signed-in area is not. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = servicesOf(context).env.PUBLIC_URL.replace(/\/$/, "");
  sharePublicPage(context);
  const body = [
    "User-agent: *",
    "Disallow: /dashboard",
    "Disallow: /blog-manager",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /reset-password",
    "Disallow: /calendar/feed",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

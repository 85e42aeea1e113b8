/**
 * The back office's icon sprite (app/components/icon-sprite.tsx): one SVG file of <symbol>s
 * that every back-office page's icons refer to. Public (icons, no data) and the same for
 * everyone, signed in or not: kept in the server's memory like the public pages, and by the
 * browser for a day without asking again (immutable: its address changes with its symbols).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Route } from "./+types/icon-sprite";
import { IconSprite } from "../../components/icon-sprite.tsx";
import { sharePublicPage } from "../../http/public-page.ts";

export function loader({ context }: Route.LoaderArgs) {
  sharePublicPage(context);
  return new Response(renderToStaticMarkup(createElement(IconSprite)), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400, immutable" },
  });
}

/**
 * POST /blog-manager/preview: the editor's live preview as the admin types (`content`,
 * `locale`), answered in JSON with the rendered HTML. It changes nothing, so the editor posts
 * here with a plain fetch rather than through the page's action (see
 * app/components/blog-manager/live-preview.ts). Admins only: anyone else gets 403.
 */
import type { Route } from "./+types/blog-manager-preview";
import { requireAdmin } from "../../http/guards.ts";
import { livePreviewPost } from "../../http/blog-manager-posts.ts";

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args, { download: true });
  const answer = await livePreviewPost(args.request);
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "private, no-store" } });
}

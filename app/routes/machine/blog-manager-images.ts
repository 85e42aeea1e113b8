/**
 * POST /blog-manager/images: the blog editor's photo upload (multipart: `file`, and `alt` for a
 * photo in the text), answered in JSON: the stored image's id and size, or the message to show
 * (app/http/blog-manager-posts.ts, app/server/blog/images/photo-steps.ts). GET answers the upload limits. Admins only: anyone
 * else gets 403 and nothing is read; a post from another site is refused before this runs.
 */
import type { Route } from "./+types/blog-manager-images";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from "../../lib/blog-images.ts";
import { requireAdmin } from "../../http/guards.ts";
import { uploadBlogPhotoPost } from "../../http/blog-manager-posts.ts";
import { servicesOf } from "../../http/context.ts";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, { download: true });
  return Response.json({ accept: UPLOAD_ACCEPT, maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_INPUT_PIXELS }, { headers: PRIVATE });
}

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args, { download: true });
  const answer = await uploadBlogPhotoPost(servicesOf(args.context).db, args.request, admin.id);
  return Response.json(answer.body, { status: answer.status, headers: PRIVATE });
}

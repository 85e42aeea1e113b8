/** GET /blog-images/{id}/{width}.{format}: an uploaded blog photo's variant (app/server/blog/images/serve-variant.ts). */
import type { Route } from "./+types/blog-images";
import { findBlogImageVariant } from "../../server/blog/images/serve-variant.ts";
import { blogImageVariantResponse } from "../../http/blog-image-response.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const variant = await findBlogImageVariant(servicesOf(context).db, `/blog-images/${params.id}/${params.file}`, request.headers.get("If-None-Match"));
  // A stored photo never changes (a new upload gets a new id): its bytes are the same for everyone, for good.
  if (variant.found && !variant.notModified) sharePublicPage(context);
  return blogImageVariantResponse(variant);
}

/** GET /blog-images/{id}/{width}.{format}: an uploaded blog photo's variant (app/server/blog/images/serve-variant.ts). */
import type { Route } from "./+types/blog-images";
import { serveBlogImageVariant } from "../../server/blog/images/serve-variant.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const response = await serveBlogImageVariant(servicesOf(context).db, `/blog-images/${params.id}/${params.file}`, request.headers.get("If-None-Match"));
  // A stored photo never changes (a new upload gets a new id): its bytes are the same for everyone, for good.
  if (response.status === 200) sharePublicPage(context);
  return response;
}

/** GET /blog-images/{id}/{width}.{format}: an uploaded blog photo's variant (app/server/blog/images/serve-variant.ts). */
import type { Route } from "./+types/blog-images";
import { serveBlogImageVariant } from "../server/blog/images/serve-variant.ts";
import { servicesOf } from "../server/context.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return serveBlogImageVariant(servicesOf(context).db, `/blog-images/${params.id}/${params.file}`, request.headers.get("If-None-Match"));
}

/**
 * The featured image a save names, checked before the post is saved (docs/product.md#posts):
 * an uploaded photo must exist; an address hosted elsewhere, when it is new or changed, must
 * answer with an image (check-image-address.ts). An address the post already had is not fetched
 * again, so a later edit never waits on, or fails because of, someone else's server; a page
 * never shows a broken frame if that image disappears later (app/components/blog/FeaturedImage.tsx).
 * An uploaded photo wins: the address is not used (nor checked) while there is one.
 */
import type { Kysely } from "kysely";
import type { FieldErrors } from "../../../lib/form-data.ts";
import type { BlogPostInput } from "../../../lib/schemas/blog-post.ts";
import type { Database } from "../../db/schema.ts";
import { blogImageExists } from "./blog-image-store.ts";
import { checkImageAddress, type CheckOptions } from "./check-image-address.ts";

export async function checkFeaturedImage(
  db: Kysely<Database>,
  input: Pick<BlogPostInput, "featured_image" | "featured_image_id">,
  postId: string | undefined,
  options: CheckOptions = {},
): Promise<FieldErrors | null> {
  if (input.featured_image_id) {
    if (await blogImageExists(db, input.featured_image_id)) return null;
    return { featured_image_id: "The uploaded photo was not found. Please upload it again." };
  }
  if (!input.featured_image) return null;
  if (postId) {
    const saved = await db.selectFrom("blog_posts").select("featured_image").where("id", "=", postId).executeTakeFirst();
    if (saved?.featured_image === input.featured_image) return null;
  }
  const check = await checkImageAddress(input.featured_image, options);
  return check.ok ? null : { featured_image: check.message };
}

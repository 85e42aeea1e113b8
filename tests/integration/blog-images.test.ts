/**
 * Uploaded blog photos on both engines (docs/product.md#blog-manager): a posted photo is
 * checked, resized and stored with its variants; a variant is served immutable with its ETag;
 * a post's featured image reaches the public list and the post page; the editor's steps
 * without JavaScript; and the check of the featured image before a save.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogImageVariantResponse } from "../../app/http/blog-image-response.ts";
import { blogManagerPost, uploadBlogPhotoPost } from "../../app/http/blog-manager-posts.ts";
import { blogImageSize } from "../../app/lib/blog-images.ts";
import type { BlogManagerActionResult } from "../../app/lib/blog-manager.ts";
import { blogPostSchema } from "../../app/lib/schemas/blog-post.ts";
import { listBlogPage } from "../../app/server/blog/blog-index.ts";
import { checkFeaturedImage } from "../../app/server/blog/images/check-featured-image.ts";
import { IMMUTABLE, findBlogImageVariant } from "../../app/server/blog/images/serve-variant.ts";
import { postPageOf } from "../../app/server/blog/post-page.ts";
import { getPostBySlug } from "../../app/server/blog/published-posts.ts";
import { savePost } from "../../app/server/blog/save-post.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

/** A small photo-like JPEG, 500 × 300 (variants 400 and 500 wide). */
const photo = () =>
  sharp({ create: { width: 500, height: 300, channels: 3, background: "#3b6ea5" } })
    .composite([{ input: { create: { width: 200, height: 120, channels: 3, background: "#f2c14e" } }, left: 40, top: 60 }])
    .jpeg({ quality: 85 })
    .toBuffer();

function multipart(fields: Record<string, string>, files: { field: string; name: string; type: string; bytes: Uint8Array }[]): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return new Request("http://localhost/blog-manager/images", { method: "POST", body });
}

const postInput = (fields: Record<string, string>) => blogPostSchema.parse({ title: "Monsoon photos", content: "Text.", intent: "publish", ...fields });

/** An editor's photo step as the blog manager's action reads and takes it. */
const takeEditorPhotoStep = (db: Parameters<typeof blogManagerPost>[0], request: Request, adminId: string) =>
  blogManagerPost(db, request, { adminId, publicUrl: "http://localhost" }) as Promise<{ status: number; result: BlogManagerActionResult }>;

/** The route's answer: what the domain found, as the route turns it into a response. */
const serveBlogImageVariant = async (db: Parameters<typeof findBlogImageVariant>[0], path: string, ifNoneMatch: string | null) =>
  blogImageVariantResponse(await findBlogImageVariant(db, path, ifNoneMatch));

describe.each(testEngines())("blog photos on %s", (engine) => {
  let database: TestDatabase;
  let adminId: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    adminId = "admin-1";
  });
  afterAll(async () => {
    await database?.destroy();
  });

  let imageId = "";

  it("stores a posted photo with its variants, once however often it is uploaded", async () => {
    const bytes = await photo();
    const answer = await uploadBlogPhotoPost(database.db, multipart({ alt: "Storm clouds" }, [{ field: "file", name: "clouds.JPG", type: "image/jpeg", bytes }]), adminId);
    expect(answer).toMatchObject({ status: 200, body: { ok: true, width: 500, height: 300 } });
    if (!answer.body.ok) throw new Error(answer.body.message);
    imageId = answer.body.id;
    expect(blogImageSize(imageId)).toEqual({ width: 500, height: 300 });

    const image = await database.db.selectFrom("blog_images").selectAll().executeTakeFirstOrThrow();
    expect(image).toMatchObject({ id: imageId, file_name: "clouds.JPG", content_type: "image/jpeg", width: 500, height: 300, size_bytes: bytes.byteLength, alt: "Storm clouds", created_by: adminId });
    expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
    const variants = await database.db.selectFrom("blog_image_variants").select(["format", "width", "height", "size_bytes"]).where("image_id", "=", imageId).orderBy("width").orderBy("format").execute();
    expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual(["avif 400x240", "webp 400x240", "avif 500x300", "webp 500x300"]);
    expect(variants.every((v) => Number(v.size_bytes) > 0)).toBe(true);

    const again = await uploadBlogPhotoPost(database.db, multipart({}, [{ field: "file", name: "copy.jpg", type: "image/jpeg", bytes }]), adminId);
    expect(again.body).toMatchObject({ ok: true, id: imageId });
    expect(await database.db.selectFrom("blog_images").select("id").execute()).toHaveLength(1);
  });

  it("refuses what is not a photo, with a message, and stores nothing", async () => {
    const text = new TextEncoder().encode("Not a photo at all, only text.");
    const renamed = await uploadBlogPhotoPost(database.db, multipart({}, [{ field: "file", name: "holiday.jpg", type: "image/jpeg", bytes: text }]), adminId);
    expect(renamed).toEqual({ status: 400, body: { ok: false, message: "holiday.jpg does not look like a real JPEG file. Please upload JPEG, PNG, WebP or HEIC." } });
    const damaged = await uploadBlogPhotoPost(database.db, multipart({}, [{ field: "file", name: "cut.jpg", type: "image/jpeg", bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) }]), adminId);
    expect(damaged).toMatchObject({ status: 400, body: { ok: false, message: expect.stringContaining("could not be read as a photo") } });
    const none = await uploadBlogPhotoPost(database.db, multipart({ alt: "x" }, []), adminId);
    expect(none).toMatchObject({ status: 400, body: { ok: false, message: expect.stringContaining("Please choose a photo") } });
    expect(await database.db.selectFrom("blog_images").select("id").execute()).toHaveLength(1);
  });

  it("serves each variant immutable, with its type and ETag, 304 when unchanged, 404 for what does not exist", async () => {
    const served = await serveBlogImageVariant(database.db, `/blog-images/${imageId}/400.avif`, null);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/avif");
    expect(served.headers.get("Cache-Control")).toBe(IMMUTABLE);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(served.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect((await sharp(bytes).metadata()).width).toBe(400);
    const etag = served.headers.get("ETag")!;
    const again = await serveBlogImageVariant(database.db, `/blog-images/${imageId}/400.avif`, `W/${etag}`);
    expect([again.status, again.headers.get("ETag"), again.headers.get("Cache-Control")]).toEqual([304, etag, IMMUTABLE]);
    for (const path of [`/blog-images/${imageId}/800.webp`, `/blog-images/${imageId}/400.png`, "/blog-images/0123456789abcdef01234567-500x300/400.webp", "/blog-images/x/400.webp"]) {
      expect((await serveBlogImageVariant(database.db, path, null)).status, path).toBe(404);
    }
  });

  it("shows a post's uploaded featured image on its language's list and its page", async () => {
    const saved = await savePost(database.db, postInput({ featured_image_id: imageId, featured_image_alt: "Storm clouds over the Strip", featured_image: "https://example.com/ignored.jpg" }), { authorId: adminId });
    if (!saved.ok) throw new Error(saved.reason);
    const list = await listBlogPage(database.db, "en", 1);
    expect(list.items.find((e) => e.slug === "monsoon-photos")).toMatchObject({ featuredImageId: imageId, featuredImage: "https://example.com/ignored.jpg" });
    expect(list.items.filter((e) => e.kind === "article").every((e) => e.featuredImageId === null)).toBe(true);
    const post = await getPostBySlug(database.db, "monsoon-photos", false);
    expect(postPageOf(post!).post).toMatchObject({ featuredImageId: imageId, featuredImageAlt: "Storm clouds over the Strip", featuredImage: `/blog-images/${imageId}/500.webp` });
  });

  it("checks the featured image before a save: an uploaded photo must exist, a new address must answer with an image", async () => {
    const postId = (await getPostBySlug(database.db, "monsoon-photos", false))!.id;
    expect(await checkFeaturedImage(database.db, { featured_image_id: imageId, featured_image: null }, undefined)).toBeNull();
    expect(await checkFeaturedImage(database.db, { featured_image_id: "0123456789abcdef01234567-10x10", featured_image: null }, postId)).toEqual({
      featured_image_id: "The uploaded photo was not found. Please upload it again.",
    });
    expect(await checkFeaturedImage(database.db, { featured_image_id: null, featured_image: "http://127.0.0.1/inside.jpg" }, postId)).toEqual({
      featured_image: expect.stringContaining("private or local network"),
    });
    // An address the post already has is not fetched again.
    await database.db.updateTable("blog_posts").set({ featured_image: "http://127.0.0.1/inside.jpg" }).where("id", "=", postId).execute();
    expect(await checkFeaturedImage(database.db, { featured_image_id: null, featured_image: "http://127.0.0.1/inside.jpg" }, postId)).toBeNull();
    expect(await checkFeaturedImage(database.db, { featured_image_id: null, featured_image: "http://127.0.0.1/inside.jpg" }, undefined)).not.toBeNull();
  });

  it("without JavaScript, an editor step stores the photo and gives the editor back with every value", async () => {
    const editor = { id: "post-9", title: "Typed but not saved", content: "Long text…", featured_image_alt: "A wash after rain", content_image_alt: "" };
    const uploaded = await takeEditorPhotoStep(
      database.db,
      multipart({ ...editor, intent: "upload-featured-image" }, [{ field: "featured_upload", name: "wash.jpg", type: "image/jpeg", bytes: await photo() }]),
      adminId,
    );
    expect(uploaded).toEqual({ status: 200, result: { errors: {}, values: { ...editor, intent: "upload-featured-image", featured_image_id: imageId }, failed: "save" } });

    const noAlt = await takeEditorPhotoStep(database.db, multipart({ ...editor, intent: "upload-content-image" }, [{ field: "content_upload", name: "wash.jpg", type: "image/jpeg", bytes: await photo() }]), adminId);
    expect(noAlt.status).toBe(400);
    expect(noAlt.result).toMatchObject({ values: { title: "Typed but not saved" }, errors: { content_image_alt: expect.stringContaining("Please describe the photo") }, failed: "save" });

    const content = await takeEditorPhotoStep(
      database.db,
      multipart({ ...editor, content_image_alt: "Sandbags", intent: "upload-content-image" }, [{ field: "content_upload", name: "wash.jpg", type: "image/jpeg", bytes: await photo() }]),
      adminId,
    );
    expect(content.result.values).toMatchObject({ content_image_id: imageId, content: "Long text…" });

    const removed = await takeEditorPhotoStep(database.db, multipart({ ...editor, featured_image_id: imageId, intent: "remove-featured-image" }, []), adminId);
    expect(removed.result.values).toMatchObject({ featured_image_id: "", title: "Typed but not saved" });
  });
});

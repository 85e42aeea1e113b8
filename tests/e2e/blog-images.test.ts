/**
 * Blog photos as an admin and visitors meet them (docs/product.md#blog-manager, #public-blog):
 * uploading a featured photo and a photo for the text in the editor, publishing, the pages'
 * responsive pictures and their immutable variants; what is refused (a renamed file, an image
 * address that does not answer with an image, an inside address); the same steps without
 * JavaScript; and an image hosted elsewhere that disappeared after it was saved.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { execute, query } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const email = uniqueEmail("photo-admin");
  await createAccount(server, { email, role: "admin" });
  admin = await signedInContext(browser, server, email);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone-like JPEG: a sky, a sun and a mesa, with the camera's make and a GPS position in its EXIF. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.12}" fill="#fde68a"/>
    <path d="M0 ${height} L0 ${height * 0.7} L${width * 0.3} ${height * 0.6} L${width * 0.6} ${height * 0.72} L${width} ${height * 0.65} L${width} ${height} Z" fill="#7c2d12"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: "PhoneCo", Model: "Camera 15" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 10/1 12/1", GPSLongitudeRef: "W", GPSLongitude: "115/1 8/1 24/1" } })
    .toBuffer();
}

const posts = () => query<{ id: string; slug: string; status: string; featured_image: string | null; featured_image_id: string | null; featured_image_alt: string | null; content: string }>(server.databasePath, "select * from blog_posts order by created_at");
const imageCount = () => query<{ n: number }>(server.databasePath, "select count(*) as n from blog_images")[0]!.n;

async function uploadStatus(page: Page, scope: string): Promise<string> {
  const status = page.locator(scope).locator("[aria-live=polite]").first();
  // The progress line ("Uploading and resizing the photo…") comes first; the outcome replaces it.
  await status.locator("p", { hasNotText: "Uploading" }).waitFor();
  return status.innerText();
}

describe("blog photos with JavaScript", () => {
  it("an admin uploads a featured photo and one for the text, publishes, and visitors get responsive, immutable images", async () => {
    const page = await admin.newPage();
    await page.goto("/blog-manager?edit=new");
    await page.getByRole("heading", { name: "Create New Post" }).waitFor();
    // The editor is hydrated (its photo fields post by script, no longer with the editor): on a busy
    // machine a click before that took the no-JavaScript path and reloaded the page under the test.
    await expect.poll(() => page.locator('[name="content_image_alt"]').count()).toBe(0);
    await page.locator('[name="title"]').fill("Sunset Over Red Rock");
    await page.locator('[name="content"]').fill("## The drive\n\nA short trip west of town.");

    // A text file renamed .jpg is refused by its content, with the file's name in the message; nothing is stored.
    const featured = page.getByRole("group", { name: "Featured image" });
    await featured.getByLabel("Upload a photo").setInputFiles({ name: "sunset.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Definitely not a JPEG, just text.") });
    await featured.getByRole("button", { name: "Upload photo" }).click();
    expect(await uploadStatus(page, "fieldset:has(legend:text('Featured image'))")).toContain("sunset.jpg does not look like a real JPEG file. Please upload JPEG, PNG, WebP or HEIC.");
    expect(imageCount()).toBe(0);

    // The real photo: uploaded, resized, shown as a thumbnail.
    const photo = await phonePhoto(1800, 1200);
    await featured.getByLabel("Upload a photo").setInputFiles({ name: "sunset.jpg", mimeType: "image/jpeg", buffer: photo });
    await featured.getByRole("button", { name: "Upload photo" }).click();
    await featured.getByText("Photo uploaded. Describe it below, then save the post to keep it.").waitFor({ timeout: 60_000 });
    const thumbnail = featured.getByRole("img");
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    expect(await featured.getByText("Uploaded photo, 1,800 × 1,200 pixels.").isVisible()).toBe(true);
    await featured.getByLabel("Image description (alt text)").fill("The sun setting behind the red cliffs of Red Rock Canyon");

    // A photo for the text: its description first, then the Markdown to paste.
    await page.getByText("Add a photo to the content").click();
    const contentPhoto = page.locator("details:has(summary:text('Add a photo to the content'))");
    await contentPhoto.getByLabel("Photo", { exact: true }).setInputFiles({ name: "trail.png", mimeType: "image/png", buffer: await sharp(await phonePhoto(900, 600)).png().toBuffer() });
    await contentPhoto.getByRole("button", { name: "Upload for the content" }).click();
    expect(await uploadStatus(page, "details:has(summary:text('Add a photo to the content'))")).toContain("Please describe the photo first");
    await contentPhoto.getByLabel("Photo description (alt text)").fill("The Calico Tanks trail [in spring]");
    await contentPhoto.getByRole("button", { name: "Upload for the content" }).click();
    const markdownField = contentPhoto.getByLabel("Markdown to paste into the content");
    await markdownField.waitFor({ timeout: 60_000 });
    const markdown = await markdownField.inputValue();
    expect(markdown).toMatch(/^!\[The Calico Tanks trail \\\[in spring\\\]\]\(\/blog-images\/[0-9a-f]{24}-900x600\/900\.webp\)$/);
    await page.locator('[name="content"]').fill(`## The drive\n\nA short trip west of town.\n\n${markdown}\n\nBring water.`);
    await page.getByRole("heading", { name: "The drive" }).waitFor(); // the live preview
    await page.locator(".prose-article picture img").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/blog-manager$/);
    const post = posts().find((p) => p.slug === "sunset-over-red-rock")!;
    expect(post).toMatchObject({ status: "published", featured_image_alt: "The sun setting behind the red cliffs of Red Rock Canyon" });
    const imageId = post.featured_image_id!;
    expect(imageId).toMatch(/^[0-9a-f]{24}-1800x1200$/);
    expect(query(server.databasePath, "select format, width from blog_image_variants where image_id = ? order by width, format", imageId)).toEqual(
      [400, 800, 1200, 1600].flatMap((width) => [{ format: "avif", width }, { format: "webp", width }]),
    );

    // The post page: the featured photo is the page's main image (AVIF first, every width, sizes, its own size, loaded first).
    const visitorContext = await browser.newContext({ baseURL: server.url });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/blog/sunset-over-red-rock");
    const hero = visitor.locator("article picture").first();
    const heroImg = hero.locator("img");
    const srcset = (format: string) => [400, 800, 1200, 1600].map((w) => `/blog-images/${imageId}/${w}.${format} ${w}w`).join(", ");
    expect(await hero.locator("source").getAttribute("type")).toBe("image/avif");
    expect(await hero.locator("source").getAttribute("srcset")).toBe(srcset("avif"));
    expect(await heroImg.evaluate((img: HTMLImageElement) => [img.getAttribute("srcset"), img.getAttribute("sizes"), img.width > 0, img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("fetchpriority"), img.getAttribute("loading"), img.alt])).toEqual([
      srcset("webp"), "(min-width: 56rem) 848px, calc(100vw - 2rem)", true, "1200", "800", "high", null, "The sun setting behind the red cliffs of Red Rock Canyon",
    ]);
    await expect.poll(() => heroImg.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.endsWith(".avif") && img.naturalWidth > 0)).toBe(true);
    // The photo in the text: a lazy responsive picture with its description.
    const inText = visitor.locator(".prose-article picture img");
    expect(await inText.evaluate((img: HTMLImageElement) => [img.alt, img.getAttribute("loading"), img.getAttribute("width"), img.getAttribute("height")])).toEqual(["The Calico Tanks trail [in spring]", "lazy", "900", "600"]);
    expect(await visitor.getAttribute('meta[property="og:image"]', "content")).toBe(`${server.url}/blog-images/${imageId}/1200.webp`);
    expect(await axeViolations(visitor)).toEqual([]);

    // The list: a card with the same photo, cropped, lazily.
    await visitor.goto("/blog");
    const card = visitor.locator("li", { hasText: "Sunset Over Red Rock" }).locator("picture");
    expect(await card.locator("source").getAttribute("srcset")).toBe(srcset("avif"));
    expect(await card.locator("img").evaluate((img: HTMLImageElement) => [img.getAttribute("loading"), img.alt, img.getAttribute("src")])).toEqual(["lazy", "", `/blog-images/${imageId}/800.webp`]);

    // Each variant is served immutable, with its type and ETag; nothing of the phone's EXIF survives.
    const variant = await fetch(`${server.url}/blog-images/${imageId}/800.avif`);
    expect([variant.status, variant.headers.get("content-type"), variant.headers.get("cache-control")]).toEqual([200, "image/avif", "public, max-age=31536000, immutable"]);
    const variantBytes = Buffer.from(await variant.arrayBuffer());
    const meta = await sharp(variantBytes).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([800, 533, undefined]);
    const etag = variant.headers.get("etag")!;
    expect((await fetch(`${server.url}/blog-images/${imageId}/800.avif`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    // Kept in memory from the first view, as it is (no compressed copies to vary on): the next
    // visitor's request does not read the database, as a changed row there shows.
    expect(variant.headers.get("vary")).toBeNull();
    const storedVariant = [imageId, 800, "avif"] as const;
    execute(server.databasePath, "update blog_image_variants set data = ? where image_id = ? and width = ? and format = ?", Buffer.from("not the photo"), ...storedVariant);
    try {
      const again = await fetch(`${server.url}/blog-images/${imageId}/800.avif`);
      expect([again.headers.get("etag"), Buffer.from(await again.arrayBuffer()).equals(variantBytes)]).toEqual([etag, true]);
    } finally {
      execute(server.databasePath, "update blog_image_variants set data = ? where image_id = ? and width = ? and format = ?", variantBytes, ...storedVariant);
    }
    expect((await fetch(`${server.url}/blog-images/${imageId}/900.avif`)).status).toBe(404);
    expect((await fetch(`${server.url}/blog-images/0123456789abcdef01234567-10x10/400.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/blog-images/${imageId}`)).status).toBe(404);
    await visitorContext.close();
    await page.close();
  });

  it("refuses a featured image address that does not answer with an image, with a message on the field, keeping what was typed", async () => {
    const page = await admin.newPage();
    await page.goto("/blog-manager?edit=new");
    await page.locator('[name="title"]').fill("Address Check");
    await page.locator('[name="content"]').fill("Keep this text.");
    await page.locator('[name="featured_image_alt"]').fill("A photo");
    const field = page.locator('[name="featured_image"]');
    for (const [address, message] of [
      ["https://images.invalid/photo.jpg", "The image address could not be reached. Please check the address, or upload the photo instead."],
      // The server's own address, loopback: never fetched (SSRF).
      [`${server.url}/blog`, "This address is on a private or local network, which the public cannot see."],
    ] as const) {
      await field.fill(address);
      await page.getByRole("button", { name: "Save as Draft" }).click();
      await page.getByText("Failed to save post").waitFor();
      await page.locator("#featured_image-error", { hasText: message }).waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator('[name="content"]').inputValue()).toBe("Keep this text.");
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(posts().find((p) => p.slug === "address-check")).toBeUndefined();
    await page.close();
  });
});

describe("blog photos without JavaScript", () => {
  it("uploads through the editor's own form: every typed value comes back; Enter still saves", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, storageState: await admin.storageState() });
    const page = await context.newPage();
    await page.goto("/blog-manager?edit=new");
    await page.locator('[name="title"]').fill("No Script Photo");
    await page.locator('[name="content"]').fill("Typed before the upload.");
    await page.locator('[name="featured_upload"]').setInputFiles({ name: "mesa.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(700, 500) });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await page.getByText("Uploaded photo, 700 × 500 pixels.").waitFor({ timeout: 60_000 });
    expect(await page.locator('[name="title"]').inputValue()).toBe("No Script Photo");
    expect(await page.locator('[name="content"]').inputValue()).toBe("Typed before the upload.");
    const imageId = await page.locator('[name="featured_image_id"]').inputValue();
    expect(imageId).toMatch(/-700x500$/);

    await page.getByText("Add a photo to the content").click();
    await page.locator('[name="content_image_alt"]').fill("Mesa at noon");
    await page.locator('[name="content_upload"]').setInputFiles({ name: "mesa.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(700, 500) });
    await page.getByRole("button", { name: "Upload for the content" }).click();
    expect(await page.getByLabel("Markdown to paste into the content").inputValue()).toBe(`![Mesa at noon](/blog-images/${imageId}/700.webp)`);
    expect(await page.locator('[name="featured_image_id"]').inputValue()).toBe(imageId);

    // Enter in a field saves with the button that keeps the status (a new post: Save as Draft), never a photo button.
    await page.locator('[name="featured_image_alt"]').fill("A flat-topped mesa");
    await page.locator('[name="title"]').press("Enter");
    await page.waitForURL(/\/blog-manager$/);
    expect(posts().find((p) => p.slug === "no-script-photo")).toMatchObject({ status: "draft", featured_image_id: imageId, featured_image_alt: "A flat-topped mesa" });

    // Remove the image: the editor comes back without it; saving keeps that.
    await page.goto(`/blog-manager?edit=${posts().find((p) => p.slug === "no-script-photo")!.id}`);
    await page.getByRole("button", { name: "Remove image" }).click();
    await page.getByLabel("Upload a photo").waitFor();
    expect(await page.locator('[name="featured_image_id"]').inputValue()).toBe("");
    await page.getByRole("button", { name: "Save as Draft" }).click();
    await page.waitForURL(/\/blog-manager$/);
    expect(posts().find((p) => p.slug === "no-script-photo")).toMatchObject({ featured_image_id: null, featured_image_alt: null });
    await context.close();
  });
});

describe("an image hosted elsewhere that disappeared", () => {
  it("shows a quiet frame with the description, never a broken picture", async () => {
    // Saved when it still answered; now it is gone (the server's own 404 stands in for the other site).
    const slug = "hoover-dam-at-night";
    const now = new Date().toISOString();
    execute(
      server.databasePath,
      "insert into blog_posts (id, title, slug, content, excerpt, featured_image, featured_image_alt, tags, status, locale, views, author_id, created_at, updated_at, published_at) values (?, 'Hoover Dam at Night', ?, 'Lights on the water.', null, ?, 'Hoover Dam at night', '[]', 'published', 'en', 0, null, ?, ?, ?)",
      "gone-image-post", slug, `${server.url}/gone/photo.jpg`, now, now, now,
    );
    // The public pages load no JavaScript of their own; the browser's is on only for axe.
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/blog/${slug}`);
    const img = page.locator("article img").first();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0)).toBe(true);
    const box = await img.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(1200 / 630, 1);
    // What a visitor sees: the neutral frame (slate-100) with the description, no broken-image icon.
    const shot = await sharp(await img.screenshot()).raw().toBuffer({ resolveWithObject: true });
    let frame = 0;
    for (let i = 0; i < shot.data.length; i += shot.info.channels) {
      if (shot.data[i] === 0xf1 && shot.data[i + 1] === 0xf5 && shot.data[i + 2] === 0xf9) frame++;
    }
    expect(frame / (shot.info.width * shot.info.height)).toBeGreaterThan(0.9);
    expect(await img.evaluate((el) => getComputedStyle(el, "::after").content)).toBe('"Hoover Dam at night"');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

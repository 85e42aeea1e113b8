/**
 * Scheduled publishing as an admin and visitors meet it (docs/product.md#posts): scheduling
 * in Las Vegas time, the manager's badge and time, the editor of a scheduled post
 * (rescheduling, refusals and unscheduling without JavaScript), and a post with an uploaded
 * photo going live on its own once its time has come.
 *
 * Nothing here waits for a post's time: the timed journey moves its stored schedule into the
 * past, and the server's own publisher (which looks each second) publishes it. When a post goes
 * live is checked on a clock the test moves (app/server/blog/scheduled-publisher.test.ts), how
 * soon by npm run bench.
 */
import { DatabaseSync } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatScheduledTime } from "../../app/lib/blog-schedule.ts";
import { fromLasVegas, lasVegasDate } from "../../app/lib/las-vegas-time.ts";
import { createAccount, signedInContext, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { execute } from "../support/site-requests.ts";

let server: AppServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  // The other timed jobs (digests, reminders) stay out of the way.
  [server, browser] = await Promise.all([startAppServer({ SCHEDULER_INTERVAL_SECONDS: "86400" }), launchBrowser()]);
  const email = uniqueEmail("owner");
  await createAccount(server, { email, role: "admin" });
  admin = await signedInContext(browser, server, email);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface PostRow {
  status: string;
  published_at: string | null;
  scheduled_at: string | null;
}

function stored(slug: string): PostRow | undefined {
  const db = new DatabaseSync(server.databasePath, { readOnly: true });
  try {
    return db.prepare("select status, published_at, scheduled_at from blog_posts where slug = ?").get(slug) as PostRow | undefined;
  } finally {
    db.close();
  }
}

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
}

const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;
/** The Las Vegas date `days` from now. */
const lasVegasDay = (days: number) => lasVegasDate(new Date(Date.now() + days * 86_400_000));
/** The manager's line for a post. */
const listItem = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

/** Writes a new post's text in the editor (not saved). */
async function writeDraft(page: Page, post: Draft) {
  await page.goto("/blog-manager?edit=new");
  await page.getByRole("heading", { name: "Create New Post" }).waitFor();
  await page.locator('[name="title"]').fill(post.title);
  await page.locator('[name="slug"]').fill(post.slug);
  await page.locator('[name="excerpt"]').fill(post.excerpt);
  await page.locator('[name="content"]').fill(post.content);
}

async function fillSchedule(page: Page, date: string, time: string) {
  await page.getByLabel("Go-live date").fill(date);
  await page.getByLabel("Go-live time").fill(time);
}

/** A field's error message, as its aria-describedby names it. */
async function fieldError(page: Page, name: string) {
  const field = page.locator(`[name="${name}"]`);
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  expect(await field.getAttribute("aria-describedby")).toContain(`${name}-error`);
  return page.locator(`[id="${name}-error"] [data-error-text]`).innerText();
}

/** Neither the post's page nor any list shows it to visitors. */
async function expectHiddenFromVisitors(slug: string) {
  expect(await status(`/blog/${slug}`)).toBe(404);
  expect(await text("/blog")).not.toContain(`/blog/${slug}`);
  expect(await text("/rss.xml")).not.toContain(`/blog/${slug}`);
  expect(await text("/sitemap.xml")).not.toContain(`/blog/${slug}`);
}

describe("scheduling posts", () => {
  it("shows a scheduled post's badge and time, prefills its editor; reschedules, refuses bad times and unschedules without JavaScript", async () => {
    const post = { title: "Hail Season Checklist", slug: "hail-season-checklist", excerpt: "Before the storms.", content: "## Photos first\n\nTake pictures of your roof." };
    const page = await admin.newPage();
    await writeDraft(page, post);
    expect(await page.getByText("Las Vegas time", { exact: false }).first().isVisible()).toBe(true);
    const day = lasVegasDay(2);
    await fillSchedule(page, day, "09:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.waitForURL(/\/blog-manager$/);

    // The list: the badge (word and icon) and when it goes live, in Las Vegas time.
    const goLive = fromLasVegas(day, "09:00")!;
    const line = listItem(page, post.title);
    await line.getByText("Scheduled", { exact: true }).waitFor();
    expect(await line.locator("svg.lucide-calendar-clock").count()).toBe(1);
    expect(await line.getByText("Scheduled for:", { exact: true }).isVisible()).toBe(true);
    expect(await line.getByText(`${formatScheduledTime(goLive.toISOString())} Las Vegas time`, { exact: true }).isVisible()).toBe(true);
    expect(stored(post.slug)).toEqual({ status: "scheduled", published_at: null, scheduled_at: goLive.toISOString() });

    // Visitors see nothing; the admin previews it at its address.
    await expectHiddenFromVisitors(post.slug);
    const preview = await admin.newPage();
    await preview.goto(`/blog/${post.slug}`);
    await preview.getByRole("status").filter({ hasText: "Preview" }).waitFor();
    expect(await preview.getByRole("heading", { level: 1 }).innerText()).toBe(post.title);
    await preview.close();

    // The editor says when, with the date and time filled in, and offers no plain Schedule.
    await line.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit Post" }).waitFor();
    await page.getByText(`Scheduled for ${formatScheduledTime(goLive.toISOString())} Las Vegas time.`).waitFor();
    expect(await page.getByLabel("Go-live date").inputValue()).toBe(day);
    expect(await page.getByLabel("Go-live time").inputValue()).toBe("09:00");
    for (const name of ["Update Scheduled", "Unschedule", "Publish Now"]) expect(await page.getByRole("button", { name, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Schedule", exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Reschedule to half past ten.
    await fillSchedule(page, day, "10:30");
    await page.getByRole("button", { name: "Update Scheduled" }).click();
    await page.waitForURL(/\/blog-manager$/);
    const later = fromLasVegas(day, "10:30")!;
    await listItem(page, post.title).getByText(formatScheduledTime(later.toISOString()), { exact: false }).waitFor();
    expect(stored(post.slug)?.scheduled_at).toBe(later.toISOString());
    await page.close();

    // Without JavaScript: a time already past and a missing time are refused on their fields,
    // with everything typed back; then Unschedule returns the post to draft.
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, storageState: await admin.storageState() });
    const form = await noScript.newPage();
    await form.goto("/blog-manager");
    await listItem(form, post.title).getByRole("link", { name: "Edit" }).click();
    await form.locator('[name="title"]').fill("Hail Season Checklist, Revised");
    const yesterday = lasVegasDay(-1);
    await fillSchedule(form, yesterday, "08:15");
    await form.getByRole("button", { name: "Update Scheduled" }).click();
    await form.getByText("Failed to save post").waitFor();
    expect(await fieldError(form, "schedule_date")).toBe("Please choose a date and time still ahead (Las Vegas time).");
    expect(await form.getByRole("alert").innerText()).toContain("Please choose a date and time still ahead");
    expect(await form.locator('[name="schedule_date"]').inputValue()).toBe(yesterday);
    expect(await form.locator('[name="schedule_time"]').inputValue()).toBe("08:15");
    expect(await form.locator('[name="title"]').inputValue()).toBe("Hail Season Checklist, Revised");
    expect(await form.locator('[name="content"]').inputValue()).toBe(post.content);

    await fillSchedule(form, day, "");
    await form.getByRole("button", { name: "Update Scheduled" }).click();
    await form.getByText("Failed to save post").waitFor();
    expect(await fieldError(form, "schedule_time")).toBe("Please enter the date and time (Las Vegas time) the post should go live.");
    expect(await form.locator('[name="schedule_date"]').inputValue()).toBe(day);
    expect(stored(post.slug)).toEqual({ status: "scheduled", published_at: null, scheduled_at: later.toISOString() });

    await form.getByRole("button", { name: "Unschedule" }).click();
    await form.waitForURL(/\/blog-manager$/);
    const unscheduled = listItem(form, "Hail Season Checklist, Revised");
    await unscheduled.getByText("Draft", { exact: true }).waitFor();
    expect(await unscheduled.getByText("Scheduled for:").count()).toBe(0);
    expect(stored(post.slug)).toEqual({ status: "draft", published_at: null, scheduled_at: null });
    await expectHiddenFromVisitors(post.slug);
    await noScript.close();
  });

  it("publishes a scheduled post on its own when its time has come, dated by its schedule: hidden before, then on its page, /blog and /rss.xml", async () => {
    const post = { title: "Flash Flood Facts", slug: "flash-flood-facts", excerpt: "What your policy pays for.", content: "## Flood is separate\n\nStandard policies **exclude** flood." };
    const page = await admin.newPage();
    await writeDraft(page, post);
    // Its featured photo, uploaded in the editor (resized on the server) before it is scheduled.
    const featured = page.getByRole("group", { name: "Featured image" });
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#1e3a8a" } }).jpeg().toBuffer();
    await featured.getByLabel("Upload a photo").setInputFiles({ name: "storm-clouds.jpg", mimeType: "image/jpeg", buffer: photo });
    await featured.getByRole("button", { name: "Upload photo" }).click();
    await featured.getByText("Photo uploaded. Describe it below, then save the post to keep it.").waitFor({ timeout: 60_000 });
    await featured.getByLabel("Image description (alt text)").fill("Dark monsoon clouds over the valley");

    const day = lasVegasDay(3);
    await fillSchedule(page, day, "07:45");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.waitForURL(/\/blog-manager$/);
    await listItem(page, post.title).getByText("Scheduled", { exact: true }).waitFor();
    expect(stored(post.slug)).toEqual({ status: "scheduled", published_at: null, scheduled_at: fromLasVegas(day, "07:45")!.toISOString() });
    await expectHiddenFromVisitors(post.slug);

    // Its time comes: as if the days had passed, the schedule moves to a minute ago. The running
    // publisher finds it at its next look (each second) and publishes it, as it would at its time;
    // that it waits for the time and meets it exactly is checked on a clock the test moves
    // (app/server/blog/scheduled-publisher.test.ts).
    const goLive = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
    execute(server.databasePath, "update blog_posts set scheduled_at = ? where slug = ?", goLive.toISOString(), post.slug);
    await expect.poll(() => status(`/blog/${post.slug}`), { timeout: 10_000, interval: 50 }).toBe(200);
    // The lists follow the page at once.
    const [blog, feed, sitemap] = await Promise.all([text("/blog"), text("/rss.xml"), text("/sitemap.xml")]);
    expect(blog).toContain(`/blog/${post.slug}`);
    expect(feed).toContain(`/blog/${post.slug}</link>`);
    expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
    expect(stored(post.slug)).toEqual({ status: "published", published_at: goLive.toISOString(), scheduled_at: goLive.toISOString() });

    // A visitor reads it; the manager shows it published on that date.
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/blog/${post.slug}`);
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe(post.title);
    expect(await visitor.locator(".prose-article strong").innerText()).toBe("exclude");
    // The photo uploaded before scheduling is the post's picture, in its responsive sizes.
    const picture = visitor.getByRole("img", { name: "Dark monsoon clouds over the valley" });
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await visitor.locator("picture source[type='image/avif']").first().getAttribute("srcset")).toMatch(/\/blog-images\/[0-9a-f]{24}-1600x1000\/400\.avif 400w/);
    await visitor.close();
    await page.reload();
    await listItem(page, post.title).getByText("Published", { exact: true }).waitFor();
    expect(await listItem(page, post.title).getByText("Scheduled for:").count()).toBe(0);
    await page.close();
  });
});

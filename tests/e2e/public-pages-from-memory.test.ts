/**
 * Public pages served from memory (server/public-page-cache.ts) by two instances of the built
 * server on one database, as a growing agency would run them: SQLite (one file, two processes)
 * and PostgreSQL. Visitors without a session get the kept copy; a change made through one
 * instance is on that instance before its answer, and on the other once it has read the change
 * (within a second: measured by npm run bench, not judged in these pass/fail tests).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, uniqueEmail } from "../support/accounts.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { postgresAvailable, startPostgres, type ThrowawayPostgres } from "../support/postgres.ts";
import { query, sameOrigin, signInCookie } from "../support/site-requests.ts";

const SECRET = "public-pages-from-memory-test-secret-0123456789";
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36", "Accept-Encoding": "br, gzip" };

const engines = postgresAvailable() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(engines)("two instances on %s", (engine) => {
  let a: AppServer;
  let b: AppServer;
  let postgres: ThrowawayPostgres | undefined;
  let dir: string;
  let adminCookie: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "agency-two-instances-"));
    if (engine === "postgres") postgres = await startPostgres();
    const DATABASE_URL = postgres ? postgres.url : `file:${join(dir, "app.db")}`;
    const env = { DATABASE_URL, BETTER_AUTH_SECRET: SECRET };
    a = await startAppServer(env); // migrates first
    b = await startAppServer(env);
    const email = uniqueEmail("owner");
    await createAccount(a, { email, role: "admin" });
    adminCookie = await signInCookie(a, email);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (server: AppServer, path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { ...BROWSER, ...headers }, redirect: "manual" });
  const text = async (server: AppServer, path: string) => (await get(server, path)).text();

  async function savePost(fields: Record<string, string>): Promise<void> {
    const response = await fetch(`${a.url}/blog-manager`, {
      method: "POST",
      body: new URLSearchParams({ excerpt: "", featured_image: "", tags: "", content: "Water, wind and your policy.", ...fields }),
      headers: { ...sameOrigin(a), Cookie: adminCookie },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
  }

  /**
   * Asks the instance for `path` until `check` holds for its answer (the instance reads the other's
   * changes every PUBLIC_PAGE_POLL_MS); fails when it never does. How soon is a timing, measured
   * by npm run bench against its target (a second), not judged here.
   */
  async function until(server: AppServer, path: string, check: (response: Response, body: string) => boolean): Promise<void> {
    await expect
      .poll(async () => {
        const response = await get(server, path);
        return check(response, await response.text());
      }, { timeout: 10_000, interval: 20, message: `${path} on ${server.url}` })
      .toBe(true);
  }

  /** A post's id, read from the shared database. */
  async function postId(slug: string): Promise<string> {
    if (!postgres) return query<{ id: string }>(join(dir, "app.db"), "select id from blog_posts where slug = ?", slug)[0]!.id;
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return (await client.query<{ id: string }>("select id from blog_posts where slug = $1", [slug])).rows[0]!.id;
    } finally {
      await client.end();
    }
  }

  it("serves a visitor without a session the kept copy: one strong ETag, 304 on a repeat, tracking parameters share it", async () => {
    for (const path of ["/blog", "/quote", "/careers", "/submit-claim", "/just-insurance", "/service-center", "/help", "/es/help", "/rss.xml", "/sitemap.xml", "/login", "/forgot-password"]) {
      const first = await get(a, path);
      const second = await get(a, `${path}?utm_source=newsletter&gclid=abc`);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get("ETag")!;
      expect(etag, path).toMatch(/^"[\w-]{22}"$/); // strong: the same bytes for every visitor
      expect(second.headers.get("ETag"), path).toBe(etag);
      expect(first.headers.get("Content-Encoding"), path).toBe("br");
      expect((await get(a, path, { "If-None-Match": etag })).status, path).toBe(304);
    }
    // One visitor's page is never answered with a kept copy: a help-desk answer, a claim's confirmation with its number.
    const keptHelp = (await get(a, "/help")).headers.get("ETag");
    const answer = await get(a, "/help?q=How+do+I+file+a+claim%3F");
    expect(answer.headers.get("ETag")).not.toBe(keptHelp);
    expect(await answer.text()).toContain("How do I file a claim?");
    expect((await get(a, "/submit-claim?success=true")).status).toBe(200);
    expect(await (await get(a, "/submit-claim?success=true&claim=CLM-2026-000042")).text()).toContain("CLM-2026-000042");
    // A signed-in visitor gets a page rendered for them, which no cache keeps.
    const signedIn = await get(a, "/blog", { Cookie: adminCookie });
    expect(signedIn.headers.get("ETag")).not.toBe((await get(a, "/blog")).headers.get("ETag"));
    expect(signedIn.headers.get("Cache-Control")).toMatch(/no-store|private/);
  });

  it("shows a published post on the instance that published it before its answer, and then on the other", async () => {
    const slug = `monsoon-${engine}`;
    // Both instances hold the lists in memory.
    for (const server of [a, b]) for (const path of ["/blog", "/rss.xml", "/sitemap.xml"]) expect(await text(server, path)).not.toContain(slug);
    expect((await get(b, `/blog/${slug}`)).status).toBe(404);

    await savePost({ title: "Monsoon season", slug, intent: "publish" });
    for (const path of ["/blog", "/rss.xml", "/sitemap.xml"]) expect(await text(a, path), path).toContain(slug);
    expect((await get(a, `/blog/${slug}`)).status).toBe(200);
    await until(b, "/blog", (_, body) => body.includes(slug));
    for (const path of ["/rss.xml", "/sitemap.xml"]) await until(b, path, (_, body) => body.includes(slug));

    // An edit reaches the post's kept page on both.
    expect(await text(b, `/blog/${slug}`)).toContain("Water, wind and your policy.");
    const id = await postId(slug);
    await savePost({ id, title: "Monsoon season", slug, intent: "publish", content: "Flash floods are not covered by a home policy." });
    expect(await text(a, `/blog/${slug}`)).toContain("Flash floods are not covered");
    await until(b, `/blog/${slug}`, (_, body) => body.includes("Flash floods are not covered"));

    // Unpublished: gone from both; published again, then deleted: gone again.
    await savePost({ id, title: "Monsoon season", slug, intent: "draft" });
    expect((await get(a, `/blog/${slug}`)).status).toBe(404);
    await until(b, `/blog/${slug}`, (response) => response.status === 404);
    // The post's own page may not be kept on b (a render that overlapped a change is not stored), so its 404
    // can come straight from the database before b has read the change: the lists are waited for on their own.
    await until(b, "/blog", (_, body) => !body.includes(slug));
    await savePost({ id, title: "Monsoon season", slug, intent: "publish" });
    await until(b, `/blog/${slug}`, (response) => response.status === 200);
    const deleted = await fetch(`${a.url}/blog-manager`, { method: "POST", body: new URLSearchParams({ intent: "delete", id }), headers: { ...sameOrigin(a), Cookie: adminCookie }, redirect: "manual" });
    expect(deleted.status).toBe(303);
    expect((await get(a, `/blog/${slug}`)).status).toBe(404);
    await until(b, `/blog/${slug}`, (response) => response.status === 404);
    await until(b, "/rss.xml", (_, body) => !body.includes(slug));
  });

  it("shows a change of the carrier directory on the Service center of both instances", async () => {
    const name = `Sierra Mutual ${engine}`;
    expect(await text(b, "/service-center")).not.toContain(name);
    const response = await fetch(`${a.url}/admin/settings/carriers`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", name, claimsPhone: "(800) 555-0142", paymentUrl: "", website: "" }),
      headers: { ...sameOrigin(a), Cookie: adminCookie },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(await text(a, "/service-center")).toContain(name);
    await until(b, "/service-center", (_, body) => body.includes(name));
  });
});

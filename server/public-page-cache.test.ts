import { describe, expect, it } from "vitest";
import { pageKey, PublicPageCache, type CachedPage } from "./public-page-cache.ts";

/** A page of `size` bytes (its Brotli body), with these tags. */
function page(size: number, tags: string[] = [], extra: Partial<CachedPage> = {}): Omit<CachedPage, "bytes"> {
  return { br: Buffer.alloc(size, 1), contentType: "text/html; charset=utf-8", etag: '"x"', cacheControl: "no-cache", tags: new Set(tags), ...extra };
}

/** Renders `path` into the cache as the server does: begin, then finish with the page. */
function render(cache: PublicPageCache, path: string, content: Omit<CachedPage, "bytes">, params: string[] = [], search = ""): CachedPage | undefined {
  return cache.begin(cache.keyOf(path, search)).finish(path, params, search, content);
}

describe("pageKey", () => {
  it("keeps only the listed parameters, in the listed order", () => {
    expect(pageKey("/blog", "?utm_source=ad&page=2&gclid=x", ["page"])).toBe("/blog?page=2");
    expect(pageKey("/blog", "?after=2026-01-01~a&page=3", ["page", "after"])).toBe("/blog?page=3&after=2026-01-01%7Ea");
    expect(pageKey("/quote", "?utm_source=ad", [])).toBe("/quote");
    expect(pageKey("/quote", "?utm_source=ad", ["success"])).toBe("/quote");
    expect(pageKey("/quote", "", ["success"])).toBe("/quote");
  });
});

describe("PublicPageCache", () => {
  it("learns a page's parameters from its first render: tracking parameters share its copy, listed ones have their own", () => {
    const cache = new PublicPageCache(1024 * 1024);
    expect(cache.keyOf("/blog", "?page=2")).toBeUndefined(); // never rendered: not known before rendering
    render(cache, "/blog", page(10, ["blog"]), ["page"]);
    expect(cache.keyOf("/blog", "?utm_campaign=spring")).toBe("/blog");
    expect(cache.get(cache.keyOf("/blog", "?utm_campaign=spring")!)).toBeDefined();
    expect(cache.keyOf("/blog", "?page=2&utm_campaign=spring")).toBe("/blog?page=2");
    expect(cache.get("/blog?page=2")).toBeUndefined();
  });

  it("drops the pages of a changed tag and keeps the others", () => {
    const cache = new PublicPageCache(1024 * 1024);
    render(cache, "/blog", page(10, ["blog"]));
    render(cache, "/blog/one", page(10, ["post:one"]));
    render(cache, "/blog/two", page(10, ["post:two"]));
    render(cache, "/quote", page(10));
    cache.get("/blog/one"); // used last
    expect(cache.invalidate(["blog", "post:one"])).toEqual(["/blog/one", "/blog"]);
    expect(cache.get("/blog")).toBeUndefined();
    expect(cache.get("/blog/one")).toBeUndefined();
    expect(cache.get("/blog/two")).toBeDefined();
    expect(cache.get("/quote")).toBeDefined();
  });

  it("never stores a page whose render started before a change", () => {
    const cache = new PublicPageCache(1024 * 1024);
    const render = cache.begin("/blog");
    cache.invalidate(["blog"]); // a post was published while /blog was being rendered
    expect(render.finish("/blog", [], "", page(10, ["blog"]))).toBeUndefined();
    expect(cache.get("/blog")).toBeUndefined();
    // The next render stores.
    expect(cache.begin("/blog").finish("/blog", [], "", page(10, ["blog"]))).toBeDefined();
  });

  it("cannot grow past its budget: the least recently used pages leave first", () => {
    const budget = 100_000;
    const cache = new PublicPageCache(budget);
    for (let i = 0; i < 5; i++) render(cache, `/blog/${i}`, page(10_000));
    cache.get("/blog/0"); // used again: now the youngest
    for (let i = 5; i < 200; i++) {
      render(cache, `/blog/${i}`, page(10_000));
      expect(cache.stats().bytes).toBeLessThanOrEqual(budget);
    }
    const { entries, bytes, evictions } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(budget);
    expect(entries).toBeGreaterThan(5);
    expect(evictions).toBe(200 - entries);
    expect(cache.get("/blog/199")).toBeDefined();
    expect(cache.get("/blog/1")).toBeUndefined();
  });

  it("keeps no page larger than an eighth of the budget", () => {
    const cache = new PublicPageCache(80_000);
    expect(render(cache, "/sitemap.xml", page(20_000))).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("lets concurrent requests wait for one render, and lets them go when it is not kept", async () => {
    const cache = new PublicPageCache(1024 * 1024);
    const first = cache.begin("/careers");
    const waiting = cache.pending("/careers");
    expect(waiting).toBeDefined();
    const second = cache.begin("/careers"); // a second render of the same key neither replaces nor ends the wait
    second.finish("/careers", [], "");
    expect(cache.pending("/careers")).toBe(waiting);
    first.finish("/careers", [], "", page(10));
    expect(await waiting).toBeDefined();
    expect(cache.pending("/careers")).toBeUndefined();

    const notKept = cache.begin("/blog/missing");
    const waitingForMissing = cache.pending("/blog/missing");
    notKept.finish("/blog/missing", [], "");
    expect(await waitingForMissing).toBeUndefined();
    // A second finish (the response's close) changes nothing.
    expect(notKept.finish("/blog/missing", [], "", page(10))).toBeUndefined();
    expect(cache.get("/blog/missing")).toBeUndefined();
  });

  it("renders a page that shows today's date again once its day is over", () => {
    const cache = new PublicPageCache(1024 * 1024);
    const midnight = Date.parse("2026-11-27T08:00:00Z");
    render(cache, "/submit-claim", page(10, [], { expiresAt: midnight }));
    expect(cache.get("/submit-claim", midnight - 1)).toBeDefined();
    expect(cache.get("/submit-claim", midnight)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

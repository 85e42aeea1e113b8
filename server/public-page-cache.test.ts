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

  it("lets the pages read since they were stored outlive the ones never read", () => {
    const cache = new PublicPageCache(100_000);
    for (let i = 0; i < 5; i++) render(cache, `/blog/${i}`, page(10_000));
    cache.get("/blog/2");
    cache.get("/blog/0");
    let next = 5;
    while (cache.stats().evictions < 3) render(cache, `/blog/${next++}`, page(10_000));
    // The three never read left first; the two read stayed.
    expect(cache.get("/blog/1")).toBeUndefined();
    expect(cache.get("/blog/3")).toBeUndefined();
    expect(cache.get("/blog/4")).toBeUndefined();
    expect(cache.get("/blog/0")).toBeDefined();
    expect(cache.get("/blog/2")).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
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

  it("keeps its bodies in shared blocks within the budget, intact through evictions, changes and compactions", () => {
    // A 4 MB budget: 64 KB blocks. Pages of 1-6 KB, a few used over and over among many used once.
    const budget = 4 * 1024 * 1024;
    const cache = new PublicPageCache(budget);
    let seed = 42;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const fillOf = (i: number) => i % 251;
    const sizeOf = (i: number) => 1000 + ((i * 7919) % 5000);
    // Spread over the first thousand pages: each keeps most of its first block from being freed.
    const hot = Array.from({ length: 20 }, (_, i) => i * 50);
    const firstBlocks = new Map<number, ArrayBufferLike>();
    for (let i = 0; i < 6000; i++) {
      // The hot pages have no tag: no change drops them, so they stay in their first blocks until a compaction moves them.
      render(cache, `/p/${i}`, { ...page(0, hot.includes(i) ? [] : [`post:${i % 50}`]), br: Buffer.alloc(sizeOf(i), fillOf(i)), gzip: Buffer.alloc(sizeOf(i) + 10, fillOf(i)) });
      for (const h of hot) {
        const kept = cache.get(`/p/${h}`);
        if (!kept) continue;
        expect(kept.br!.equals(Buffer.alloc(sizeOf(h), fillOf(h))) && kept.gzip!.length === sizeOf(h) + 10).toBe(true);
        if (!firstBlocks.has(h)) firstBlocks.set(h, kept.br!.buffer);
      }
      if (random(100) === 0) cache.invalidate([`post:${random(50)}`]);
      expect(cache.stats().bytes).toBeLessThanOrEqual(budget);
    }
    // Every page still kept has its own bytes (a compaction moved many of them).
    let kept = 0;
    for (let i = 0; i < 6000; i++) {
      const cached = cache.get(`/p/${i}`);
      if (!cached) continue;
      kept += 1;
      expect(cached.br!.equals(Buffer.alloc(sizeOf(i), fillOf(i))), `/p/${i}`).toBe(true);
    }
    const { bytes, evictions } = cache.stats();
    expect(evictions).toBeGreaterThan(0);
    // The hot pages were all kept, and compactions moved them out of their first blocks.
    expect(hot.filter((h) => cache.get(`/p/${h}`)?.br?.buffer === firstBlocks.get(h))).toEqual([]);
    // Most of the budget holds pages, not space left behind: at least the 400 most recent pages of about 7 KB.
    expect(kept).toBeGreaterThan(400);
    expect(bytes).toBeGreaterThan(budget * 0.8);
  });
});

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { entityTag } from "./entity-tag.ts";
import { brotliWindowBits, finishRenderedResponse, pageForMemory } from "./rendered-response.ts";

const html = "<!DOCTYPE html><html><body>" + "<p>Insurance made simple.</p>".repeat(100) + "</body></html>";
const page = (init: ResponseInit = {}) =>
  new Response(html, { status: 200, ...init, headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers } });
const get = (headers: Record<string, string> = {}) => new Request("http://localhost/blog", { headers });

describe("finishRenderedResponse", () => {
  it("compresses a page with gzip when accepted (the cheaper of the two for one response), and says so", async () => {
    const response = await finishRenderedResponse(get({ "accept-encoding": "gzip, br" }), page());
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(html.length / 5);
    expect(gunzipSync(body).toString()).toBe(html);
  });

  it("uses Brotli for clients without gzip and sends plain bytes to the rest", async () => {
    const br = await finishRenderedResponse(get({ "accept-encoding": "br" }), page());
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const plain = await finishRenderedResponse(get(), page());
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("answers a repeat visit with 304 and no body", async () => {
    const first = await finishRenderedResponse(get(), page());
    const etag = first.headers.get("ETag");
    expect(etag).toBe(entityTag(new TextEncoder().encode(html), { weak: true }));
    const repeat = await finishRenderedResponse(get({ "if-none-match": etag! }), page({ headers: { "Set-Cookie": "a=b" } }));
    expect(repeat.status).toBe(304);
    expect(repeat.body).toBeNull();
    expect(repeat.headers.get("Set-Cookie")).toBe("a=b");
  });

  it("gives no validator to private pages, errors or posts", async () => {
    const privatePage = await finishRenderedResponse(get(), page({ headers: { "Cache-Control": "private, no-store" } }));
    expect(privatePage.headers.get("ETag")).toBeNull();
    const notFound = await finishRenderedResponse(get(), page({ status: 404 }));
    expect(notFound.headers.get("ETag")).toBeNull();
    const post = await finishRenderedResponse(new Request("http://localhost/quote", { method: "POST", body: "x" }), page());
    expect(post.headers.get("ETag")).toBeNull();
  });

  describe("the Content-Security-Policy of a rendered page", () => {
    const policy = (scriptHashes: string[]) => contentSecurityPolicy({ scriptHashes, https: false });
    const options = { contentSecurityPolicy: policy };
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    const scripted = (data: string) =>
      new Response(`<!DOCTYPE html><html><body><p>Hi</p><script>window.__ctx=${data}</script><script type="module">import "/assets/entry.js"</script></body></html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    const scriptSrc = (response: Response) => response.headers.get("Content-Security-Policy")?.split("; ").find((d) => d.startsWith("script-src"));

    it("allows exactly the inline scripts of its body, by hash", async () => {
      const response = await finishRenderedResponse(get(), scripted("1"), options);
      expect(scriptSrc(response)).toBe(`script-src 'self' ${sha("window.__ctx=1")} ${sha(`import "/assets/entry.js"`)}`);
    });

    it("is the same for the same body, so a repeat visit gets 304 with the policy of the cached page", async () => {
      const first = await finishRenderedResponse(get(), scripted("1"), options);
      const repeat = await finishRenderedResponse(get({ "if-none-match": first.headers.get("ETag")! }), scripted("1"), options);
      expect(repeat.status).toBe(304);
      expect(repeat.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
      const changed = await finishRenderedResponse(get({ "if-none-match": first.headers.get("ETag")! }), scripted("2"), options);
      expect(changed.status).toBe(200);
      expect(changed.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
      expect(scriptSrc(changed)).toContain(sha("window.__ctx=2"));
    });

    it("is set on error pages and posts too, but not on other types or pages with their own policy", async () => {
      const post = new Request("http://localhost/quote", { method: "POST", body: "x" });
      const invalid = await finishRenderedResponse(post, new Response(await scripted("3").text(), { status: 400, headers: { "Content-Type": "text/html" } }), options);
      expect(scriptSrc(invalid)).toContain(sha("window.__ctx=3"));
      const json = await finishRenderedResponse(get(), Response.json({ a: "<script>x</script>" }), options);
      expect(json.headers.get("Content-Security-Policy")).toBeNull();
      const own = await finishRenderedResponse(get(), page({ headers: { "Content-Security-Policy": "default-src 'none'" } }), options);
      expect(own.headers.get("Content-Security-Policy")).toBe("default-src 'none'");
    });
  });

  it("leaves downloads, small bodies and empty bodies alone", async () => {
    const pdf = new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } });
    expect(await finishRenderedResponse(get({ "accept-encoding": "br" }), pdf)).toBe(pdf);
    const csvExport = new Response(html, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="leads.csv"' } });
    expect(await finishRenderedResponse(get({ "accept-encoding": "br" }), csvExport)).toBe(csvExport);
    const small = await finishRenderedResponse(get({ "accept-encoding": "br" }), new Response("ok", { headers: { "Content-Type": "text/plain" } }));
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.text()).toBe("ok");
    const redirect = Response.redirect("http://localhost/", 303);
    expect(await finishRenderedResponse(get(), redirect)).toBe(redirect);
  });
});

describe("pageForMemory", () => {
  const policy = (hashes: string[]) => `script-src 'self' ${hashes.join(" ")}`;

  it("keeps both encodings of the page, a strong tag and the page's own policy, and holds no more memory than the bytes", async () => {
    const body = `<!DOCTYPE html><html><body><script>document.documentElement.classList.add("js")</script>${"<p>Insurance made simple, page after page.</p>".repeat(2000)}</body></html>`;
    const page = await pageForMemory(new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" } }), { contentSecurityPolicy: policy });
    expect(page).toBeDefined();
    expect(brotliDecompressSync(page!.br!).toString()).toBe(body);
    expect(gunzipSync(page!.gzip!).toString()).toBe(body);
    expect(page!.etag).toBe(entityTag(new TextEncoder().encode(body), { weak: false }));
    expect(page!.cacheControl).toBe("no-cache");
    const headers = Object.fromEntries(page!.headers!);
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(headers["Content-Security-Policy"]).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'$/);
    // zlib hands out views into 64 KB chunks; a page kept for hours must not hold the whole chunk.
    expect(page!.br!.buffer.byteLength).toBe(page!.br!.length);
    expect(page!.gzip!.buffer.byteLength).toBe(page!.gzip!.length);
  });

  it("keeps a binary body as it is, uncompressed, under its own strong validator or one made from its bytes", async () => {
    const photo = new Uint8Array(4096).map((_, i) => (i * 7) % 256);
    const immutable = "public, max-age=31536000, immutable";
    const page = await pageForMemory(new Response(photo, { headers: { "Content-Type": "image/avif", "Cache-Control": immutable, ETag: '"photo-800-avif"', "X-Content-Type-Options": "nosniff" } }));
    expect(page).toMatchObject({ contentType: "image/avif", cacheControl: immutable, etag: '"photo-800-avif"' });
    expect([...page!.body!]).toEqual([...photo]);
    expect(page).not.toHaveProperty("br");
    expect(Object.fromEntries(page!.headers!)["x-content-type-options"]).toBe("nosniff");
    const weaklyTagged = await pageForMemory(new Response(photo, { headers: { "Content-Type": "application/pdf", ETag: 'W/"v1"' } }));
    expect(weaklyTagged?.etag).toBe(entityTag(photo, { weak: false }));
  });

  it("refuses what must not be shared: another status, a cookie, a private or no-store answer", async () => {
    const html = { "Content-Type": "text/html; charset=utf-8" };
    expect(await pageForMemory(new Response("gone", { status: 404, headers: html }))).toBeUndefined();
    expect(await pageForMemory(new Response("<p>hi</p>", { headers: { ...html, "Set-Cookie": "a=b" } }))).toBeUndefined();
    expect(await pageForMemory(new Response("<p>hi</p>", { headers: { ...html, "Cache-Control": "private, no-cache" } }))).toBeUndefined();
    expect(await pageForMemory(new Response("<p>hi</p>", { headers: { ...html, "Cache-Control": "no-store" } }))).toBeUndefined();
    expect(await pageForMemory(new Response(new Uint8Array([1, 2, 3]), { headers: { "Content-Type": "image/webp", "Cache-Control": "no-store" } }))).toBeUndefined();
    expect(await pageForMemory(new Response("<rss/>", { headers: { "Content-Type": "application/rss+xml", "Cache-Control": "public, max-age=300" } }))).toMatchObject({ cacheControl: "public, max-age=300" });
  });
});

describe("brotliWindowBits", () => {
  it("is the smallest Brotli window that holds the whole body, from 64 KB to 16 MB", () => {
    expect([0, 1000, 65_536, 65_537, 130_000, 262_144, 300_000, 50_000_000].map(brotliWindowBits)).toEqual([16, 16, 16, 17, 17, 18, 19, 24]);
  });
});

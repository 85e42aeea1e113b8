import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { entityTag } from "./entity-tag.ts";
import { finishRenderedResponse } from "./rendered-response.ts";

const html = "<!DOCTYPE html><html><body>" + "<p>Insurance made simple.</p>".repeat(100) + "</body></html>";
const page = (init: ResponseInit = {}) =>
  new Response(html, { status: 200, ...init, headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers } });
const get = (headers: Record<string, string> = {}) => new Request("http://localhost/blog", { headers });

describe("finishRenderedResponse", () => {
  it("compresses a page with Brotli when accepted, and says so", async () => {
    const response = await finishRenderedResponse(get({ "accept-encoding": "gzip, br" }), page());
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(html.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it("uses gzip for clients without Brotli and sends plain bytes to the rest", async () => {
    const gz = await finishRenderedResponse(get({ "accept-encoding": "gzip" }), page());
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
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

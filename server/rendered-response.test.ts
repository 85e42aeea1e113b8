import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
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
